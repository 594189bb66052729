// A book on the shared register. The day book lists every voucher of the period with its value and the cash and
// bank it moved; the cash and bank books list the account's opening, each voucher that moved it with receipt,
// payment and running balance, and the closing. Opening and closing are lines of the list itself, so the CSV
// and Excel taken away reconcile on their own (balance and Dr/Cr in their own columns). A cancelled voucher
// stays in its place, struck through, with no amount. Enter or a tap opens a voucher that has a screen.
import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { useLanguage } from '@/lib/i18n'
import { Register } from '@/ui/register/register'
import { dateCell, moneyCell, textCell, type RegisterColumn } from '@/ui/register/register-column'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import { useDayBookStrings } from '../day-book-strings'
import { bookParticulars, type BookKind, type BookLine, type BookView } from '../domain/book-view'
import { balanceText, sideOf } from '../domain/ledger-view'
import { useLedgerStrings } from '../ledger-strings'
import { voucherHref } from '../voucher-links'

/** On a phone card a column has no header, so an amount says which side it is on; the table hides it. */
const cardLabel = (label: string) => <span className="sm:hidden">{label} </span>

const dateOf = (l: BookLine) => (l.kind === 'entry' ? l.entry.voucher.doc_date : l.date)

export function useBookColumns(book: BookKind, view: BookView): RegisterColumn<BookLine>[] {
  const t = useDayBookStrings()
  const lt = useLedgerStrings()
  const lang = useLanguage()
  return useMemo(() => {
    const byId = new Map(
      view.lines.flatMap((l) => (l.kind === 'entry' ? [[l.entry.voucher.id, l.entry]] : [])),
    )
    const numberOf = (id: string) => byId.get(id)?.voucher.number
    const sides = { dr: lt('dr'), cr: lt('cr') }
    const struck = (l: BookLine) => l.kind === 'entry' && l.entry.cancelled
    const strike = (l: BookLine, text: string) => (
      <span className={struck(l) ? 'line-through' : undefined}>{text}</span>
    )
    const label = (l: BookLine) => (l.kind === 'opening' ? t('opening') : t('closing'))
    const particulars = (l: BookLine) =>
      l.kind === 'entry' ? bookParticulars(l.entry.voucher, numberOf, lt, lang) : label(l)
    const typeName = (l: BookLine) => (l.kind === 'entry' ? lt(`type_${l.entry.voucher.type}`) : '')
    const amount = (l: BookLine, side: 'dr' | 'cr' | 'amount') =>
      l.kind === 'entry' && !l.entry.cancelled && l.entry[side] !== 0 ? l.entry[side] : null
    const money = (l: BookLine, side: 'dr' | 'cr' | 'amount', card: string | null) => {
      const p = amount(l, side)
      if (p === null) return ''
      return (
        <>
          {card ? cardLabel(card) : null}
          {formatPaise(p, { locale: lang })}
        </>
      )
    }
    const balance = (l: BookLine) => (l.kind === 'entry' ? l.entry.balance : l.balance)

    const columns: RegisterColumn<BookLine>[] = [
      {
        id: 'date',
        header: t('colDate'),
        cell: (l) => displayDate(dateOf(l), lang),
        value: (l) => dateCell(dateOf(l)),
        card: 'secondary',
        width: { min: 7 },
      },
      {
        id: 'type',
        header: t('colType'),
        cell: (l) => typeName(l),
        value: (l) => textCell(typeName(l)),
        card: 'secondary',
        width: { min: 7 },
      },
      {
        id: 'number',
        header: t('colNumber'),
        // The opening and closing name themselves where a voucher shows its number (the card's title).
        cell: (l) =>
          l.kind === 'entry' ? (
            strike(l, l.entry.voucher.number)
          ) : (
            <span className="font-semibold">{label(l)}</span>
          ),
        value: (l) => textCell(l.kind === 'entry' ? l.entry.voucher.number : ''),
        card: 'primary',
        width: { min: 9 },
      },
      {
        id: 'particulars',
        header: t('colParticulars'),
        cell: (l) => (l.kind === 'entry' ? strike(l, particulars(l)) : ''),
        value: (l) => textCell(particulars(l)),
        card: 'secondary',
        width: { min: 12, grow: 2 },
      },
    ]
    if (book === 'day') {
      columns.push({
        id: 'amount',
        header: t('colAmount'),
        cell: (l) => money(l, 'amount', null),
        value: (l) => moneyCell(amount(l, 'amount')),
        align: 'end',
        total: true,
        card: 'meta',
        width: { min: 9 },
      })
    }
    columns.push(
      {
        id: 'in',
        header: t('colIn'),
        cell: (l) => money(l, 'dr', t('cardIn')),
        value: (l) => moneyCell(amount(l, 'dr')),
        align: 'end',
        total: true,
        card: 'secondary',
        width: { min: 8 },
      },
      {
        id: 'out',
        header: t('colOut'),
        cell: (l) => money(l, 'cr', t('cardOut')),
        value: (l) => moneyCell(amount(l, 'cr')),
        align: 'end',
        total: true,
        card: 'secondary',
        width: { min: 8 },
      },
    )
    if (book !== 'day') {
      columns.push(
        {
          id: 'balance',
          header: t('colBalance'),
          cell: (l) => {
            const b = balance(l)
            return b === null ? (
              ''
            ) : (
              <span className={l.kind === 'entry' ? undefined : 'font-semibold'} data-testid="book-balance">
                {balanceText(b, sides, lang)}
              </span>
            )
          },
          value: (l) => {
            const b = balance(l)
            return b === null ? null : moneyCell(Math.abs(b))
          },
          align: 'end',
          card: 'meta',
          width: { min: 10 },
        },
        {
          id: 'side',
          header: t('colSide'),
          cell: () => '',
          value: (l) => {
            const b = balance(l)
            const side = b === null ? null : sideOf(b)
            return textCell(side ? sides[side] : '')
          },
          inTable: false,
        },
      )
    }
    return columns
    // t and lt are remade every render; the language is what changes their words.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [book, view, lang])
}

export function DayBookEntries({
  book,
  view,
  query,
  onQuery,
  exportName,
}: {
  book: BookKind
  view: BookView
  query: string
  onQuery: (q: string) => void
  /** Base of the CSV and Excel names: the book and the period. */
  exportName: string
}) {
  const t = useDayBookStrings()
  const navigate = useNavigate()
  const columns = useBookColumns(book, view)
  const rows = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
    if (words.length === 0) return view.lines
    const searched = ['number', 'type', 'particulars'].map((id) => columns.find((c) => c.id === id)!)
    const text = (l: BookLine) =>
      searched
        .map((c) => c.value(l))
        .map((c) => (c?.kind === 'text' ? c.text : ''))
        .join(' ')
        .toLowerCase()
    // The opening and closing always stay: a search narrows the vouchers, not the balances.
    return view.lines.filter((l) => l.kind !== 'entry' || words.every((w) => text(l).includes(w)))
  }, [view.lines, query, columns])
  const edges = view.lines.length - view.lines.filter((l) => l.kind === 'entry').length
  const entries = view.lines.length - edges
  return (
    <Register
      label={t(`book_${book}`)}
      columns={columns}
      rows={rows}
      totalCount={view.lines.length}
      rowKey={(l) => l.key}
      onOpen={(l) => {
        const path = l.kind === 'entry' ? voucherHref(l.entry.voucher.type, l.entry.voucher.id) : null
        if (path) navigate(path)
      }}
      search={{ value: query, onChange: onQuery, label: t('search') }}
      filtered={query.trim() !== ''}
      onClearFilters={() => onQuery('')}
      countText={(shown) =>
        shown - edges === entries
          ? t('entries', { count: entries })
          : t('entriesShown', {
              shown: (shown - edges).toLocaleString('en-IN'),
              total: entries.toLocaleString('en-IN'),
            })
      }
      emptyText={t('empty')}
      noMatchText={t('noMatches')}
      exportName={exportName}
      testIds={{ count: 'book-count', list: 'book-list' }}
    />
  )
}
