// The ledger of one party over a period on the shared register: the opening line, each document with its
// debit, credit and running balance (|b| Dr/Cr), the closing line. Opening and closing are lines of the list
// itself, so the CSV and Excel an accountant takes away reconcile on their own (opening + debit − credit =
// closing, the balance with its side in its own column). A cancelled document stays in its place, struck
// through, with no amount. Enter or a tap opens a document that has a screen.
import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useLanguage } from '@/lib/i18n'
import { Register } from '@/ui/register/register'
import { dateCell, moneyCell, textCell, type RegisterColumn } from '@/ui/register/register-column'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import type { Ledger } from '../domain/ledger'
import {
  balanceText,
  ledgerLines,
  particularsText,
  sideOf,
  type LedgerLine,
  type Period,
} from '../domain/ledger-view'
import { useLedgerStrings } from '../ledger-strings'
import { voucherHref } from '../voucher-links'

/** On a phone card the column has no header, so the amount says which side it is on; the table hides it. */
const cardLabel = (label: string) => <span className="sm:hidden">{label} </span>

function useColumns(vouchers: readonly Voucher[]): RegisterColumn<LedgerLine>[] {
  const t = useLedgerStrings()
  const lang = useLanguage()
  return useMemo(() => {
    const byId = new Map(vouchers.map((v) => [v.id, v]))
    const numberOf = (id: string) => byId.get(id)?.number
    const sides = { dr: t('dr'), cr: t('cr') }
    const struck = (l: LedgerLine) => l.kind === 'entry' && l.row.cancelled
    const label = (l: LedgerLine) => (l.kind === 'opening' ? t('opening') : t('closing'))
    const particulars = (l: LedgerLine) => {
      if (l.kind !== 'entry') return label(l)
      const v = byId.get(l.row.voucher_id)
      return v ? particularsText(v, numberOf, t, lang) : ''
    }
    const balance = (l: LedgerLine) => (l.kind === 'entry' ? l.row.balance : l.balance)
    const amount = (l: LedgerLine, side: 'dr' | 'cr') =>
      l.kind === 'entry' && !l.row.cancelled && l.row[side] !== 0 ? l.row[side] : null
    return [
      {
        id: 'date',
        header: t('colDate'),
        cell: (l) => displayDate(l.kind === 'entry' ? l.row.doc_date : l.date, lang),
        value: (l) => dateCell(l.kind === 'entry' ? l.row.doc_date : l.date),
        card: 'secondary',
        width: { min: 7 },
      },
      {
        id: 'type',
        header: t('colType'),
        cell: (l) => (l.kind === 'entry' ? t(`type_${l.row.type}`) : ''),
        value: (l) => textCell(l.kind === 'entry' ? t(`type_${l.row.type}`) : ''),
        card: 'secondary',
        width: { min: 7 },
      },
      {
        id: 'number',
        header: t('colNumber'),
        // The opening and closing name themselves where a document shows its number (the card's title).
        cell: (l) =>
          l.kind === 'entry' ? (
            <span className={struck(l) ? 'line-through' : undefined}>{l.row.number}</span>
          ) : (
            <span className="font-semibold">{label(l)}</span>
          ),
        value: (l) => textCell(l.kind === 'entry' ? l.row.number : ''),
        card: 'primary',
        width: { min: 9 },
      },
      {
        id: 'particulars',
        header: t('colParticulars'),
        cell: (l) =>
          l.kind === 'entry' ? (
            <span className={struck(l) ? 'line-through' : undefined}>{particulars(l)}</span>
          ) : (
            ''
          ),
        value: (l) => textCell(particulars(l)),
        card: 'secondary',
        width: { min: 12, grow: 2 },
      },
      {
        id: 'dr',
        header: t('colDr'),
        cell: (l) => {
          const p = amount(l, 'dr')
          return p === null ? (
            ''
          ) : (
            <>
              {cardLabel(t('dr'))}
              {formatPaise(p, { locale: lang })}
            </>
          )
        },
        value: (l) => moneyCell(amount(l, 'dr')),
        align: 'end',
        total: true,
        card: 'secondary',
        width: { min: 8 },
      },
      {
        id: 'cr',
        header: t('colCr'),
        cell: (l) => {
          const p = amount(l, 'cr')
          return p === null ? (
            ''
          ) : (
            <>
              {cardLabel(t('cr'))}
              {formatPaise(p, { locale: lang })}
            </>
          )
        },
        value: (l) => moneyCell(amount(l, 'cr')),
        align: 'end',
        total: true,
        card: 'secondary',
        width: { min: 8 },
      },
      {
        id: 'balance',
        header: t('colBalance'),
        cell: (l) =>
          struck(l) ? (
            ''
          ) : (
            <span className={l.kind === 'entry' ? undefined : 'font-semibold'} data-testid="ledger-balance">
              {balanceText(balance(l), sides, lang)}
            </span>
          ),
        value: (l) => (struck(l) ? null : moneyCell(Math.abs(balance(l)))),
        align: 'end',
        card: 'meta',
        width: { min: 10 },
      },
      {
        id: 'side',
        header: t('colSide'),
        cell: () => '',
        value: (l) => {
          const side = struck(l) ? null : sideOf(balance(l))
          return textCell(side ? sides[side] : '')
        },
        inTable: false,
      },
    ]
    // t is remade every render; the language is what changes its words.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [vouchers, lang])
}

export function LedgerEntries({
  ledger,
  period,
  vouchers,
  query,
  onQuery,
  exportName,
}: {
  ledger: Ledger
  period: Period
  vouchers: readonly Voucher[]
  query: string
  onQuery: (q: string) => void
  /** Base of the CSV and Excel names: the party and the period. */
  exportName: string
}) {
  const t = useLedgerStrings()
  const navigate = useNavigate()
  const columns = useColumns(vouchers)
  const lines = useMemo(() => ledgerLines(ledger, period), [ledger, period])
  const rows = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
    if (words.length === 0) return lines
    const particulars = columns.find((c) => c.id === 'particulars')!
    const type = columns.find((c) => c.id === 'type')!
    const text = (l: LedgerLine) => {
      const parts = [particulars.value(l), type.value(l)].map((c) => (c?.kind === 'text' ? c.text : ''))
      return `${l.kind === 'entry' ? l.row.number : ''} ${parts.join(' ')}`.toLowerCase()
    }
    // The opening and closing always stay: a search narrows the documents, not the balances.
    return lines.filter((l) => l.kind !== 'entry' || words.every((w) => text(l).includes(w)))
  }, [lines, query, columns])
  const entries = lines.length - 2
  return (
    <Register
      label={t('viewLedger')}
      columns={columns}
      rows={rows}
      totalCount={lines.length}
      rowKey={(l) => l.key}
      onOpen={(l) => {
        const path = l.kind === 'entry' ? voucherHref(l.row.type, l.row.voucher_id) : null
        if (path) navigate(path)
      }}
      search={{ value: query, onChange: onQuery, label: t('search') }}
      filtered={query.trim() !== ''}
      onClearFilters={() => onQuery('')}
      countText={(shown) =>
        shown - 2 === entries
          ? t('entries', { count: entries })
          : t('entriesShown', {
              shown: (shown - 2).toLocaleString('en-IN'),
              total: entries.toLocaleString('en-IN'),
            })
      }
      emptyText={t('empty')}
      noMatchText={t('noMatches')}
      exportName={exportName}
      testIds={{ count: 'ledger-count', list: 'ledger-list' }}
    />
  )
}
