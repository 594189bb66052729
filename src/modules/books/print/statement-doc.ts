// The statement of account sent to a party: the ledger of the period in the shared print frame (opening, every
// document with its running balance, the period's totals, the closing), cancelled documents struck through
// with no amount, then the bills still open with their overdue days. The closing balance is the total, in
// figures and words, with its side. Pure: the same facts the screen shows, so the party reads what we read.
import type { Voucher } from '@schemas/vouchers.schema'
import type { Block, DocInput, Run, TableRow } from '@workers/documents/spec.options'
import { documentFrame, type FrameCompany, type FrameLang, type FrameParty } from '@/lib/documents/frame'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import type { Ledger, OpenItem } from '../domain/ledger'
import {
  balanceText,
  ledgerLines,
  overdueDays,
  particularsText,
  periodTotals,
  sideOf,
  type Period,
} from '../domain/ledger-view'
import type { LedgerT } from '../ledger-strings'

export type StatementPrint = {
  company: FrameCompany
  party: FrameParty
  lang: FrameLang
  t: LedgerT
  period: Period
  ledger: Ledger
  /** The party's vouchers: the particulars name the documents a line settles by their numbers. */
  vouchers: readonly Voucher[]
  /** Bills open on the period's last day. */
  open: readonly OpenItem[]
  /** The day the statement is made (yyyy-mm-dd). */
  today: string
}

const cell = (text: string, extra: Partial<Run> = {}) => ({ runs: [{ text, ...extra }] })
const bold = (text: string) => cell(text, { weight: 'bold' })

export function statementDoc(p: StatementPrint): DocInput {
  const { t, lang, ledger, period } = p
  const money = (paise: number) => formatPaise(paise, { locale: lang })
  const date = (d: string) => displayDate(d, lang)
  const sides = { dr: t('dr'), cr: t('cr') }
  const balance = (b: number) => balanceText(b, sides, lang)
  const byId = new Map(p.vouchers.map((v) => [v.id, v]))
  const numberOf = (id: string) => byId.get(id)?.number

  const rows: TableRow[] = ledgerLines(ledger, period).map((line) => {
    if (line.kind !== 'entry') {
      const label = t(line.kind === 'opening' ? 'opening' : 'closing')
      return {
        cells: [
          bold(date(line.date)),
          bold(label),
          cell(''),
          cell(''),
          cell(''),
          cell(''),
          bold(balance(line.balance)),
        ],
      }
    }
    const r = line.row
    const v = byId.get(r.voucher_id)
    const particulars = v ? particularsText(v, numberOf, t, lang) : ''
    // A cancelled document keeps its place (its number was used) but is struck through and carries nothing.
    const struck = { strike: r.cancelled }
    return {
      cells: [
        cell(date(r.doc_date), struck),
        cell(t(`type_${r.type}`), struck),
        cell(r.number, struck),
        cell(particulars, struck),
        cell(r.cancelled || r.dr === 0 ? '' : money(r.dr)),
        cell(r.cancelled || r.cr === 0 ? '' : money(r.cr)),
        cell(r.cancelled ? '' : balance(r.balance)),
      ],
    }
  })
  const totals = periodTotals(ledger)
  // The period's totals sit above the closing, so opening + debit − credit = closing reads straight down.
  rows.splice(rows.length - 1, 0, {
    cells: [
      cell(''),
      bold(t('total')),
      cell(''),
      cell(''),
      bold(money(totals.dr)),
      bold(money(totals.cr)),
      cell(''),
    ],
  })

  const head = (texts: string[]): TableRow => ({ cells: texts.map(bold) })
  const body: Block[] = [
    {
      kind: 'table',
      size: 8,
      columns: [
        { width: 0.11 },
        { width: 0.13 },
        { width: 0.15 },
        { width: 0.23 },
        { width: 0.12, align: 'right' },
        { width: 0.12, align: 'right' },
        { width: 0.14, align: 'right' },
      ],
      header: [
        head([
          t('colDate'),
          t('colType'),
          t('colNumber'),
          t('colParticulars'),
          t('colDr'),
          t('colCr'),
          t('colBalance'),
        ]),
      ],
      rows,
      borders: { outer: true, rows: true, columns: true },
      spaceAfter: 10,
    },
  ]
  if (p.open.length > 0) {
    body.push({
      kind: 'text',
      size: 9,
      runs: [{ text: t('statementBills', { date: date(period.to) }), weight: 'bold' }],
      spaceAfter: 4,
      keepWithNext: true,
    })
    body.push({
      kind: 'table',
      size: 8,
      columns: [
        { width: 0.24 },
        { width: 0.16 },
        { width: 0.2, align: 'right' },
        { width: 0.2, align: 'right' },
        { width: 0.2, align: 'right' },
      ],
      header: [head([t('colBill'), t('colBillDate'), t('colAmount'), t('colPending'), t('colOverdue')])],
      rows: p.open.map((i) => ({
        cells: [
          cell(i.number),
          cell(date(i.doc_date)),
          cell(money(i.amount)),
          cell(money(i.pending)),
          cell(String(overdueDays(i, period.to))),
        ],
      })),
      borders: { outer: true, rows: true, columns: true },
      spaceAfter: 10,
    })
  }

  const side = sideOf(ledger.closing)
  const spec = documentFrame({
    lang,
    company: p.company,
    title: t('statementTitle'),
    facts: [
      { label: t('statementPeriod'), value: `${date(period.from)} – ${date(period.to)}` },
      { label: t('statementPrinted'), value: date(p.today) },
    ],
    party: p.party,
    body,
    total: { paise: Math.abs(ledger.closing), label: side ? `${t('closing')} ${sides[side]}` : t('closing') },
    signatures: { left: null },
  })
  return { spec, images: [] }
}
