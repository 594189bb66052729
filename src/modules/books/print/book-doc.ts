// The day book, cash book or bank book on paper, in the shared print frame: each voucher of the period with its
// particulars, the cash and bank it moved (and, in the day book, its value), the period's totals, and for the
// cash and bank books the opening and closing as lines, so the page reconciles down its balance column
// (opening + receipts − payments = closing). A cancelled voucher keeps its place, struck through, with no amount.
// Pure: the same lines the screen lists.
import type { Voucher } from '@schemas/vouchers.schema'
import type { Block, DocInput, Run, TableRow } from '@workers/documents/spec.options'
import { documentFrame, type FrameCompany, type FrameLang } from '@/lib/documents/frame'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import type { DayBookT } from '../day-book-strings'
import { bookParticulars, type BookKind, type BookView } from '../domain/book-view'
import type { Period } from '../domain/day-book'
import { balanceText, sideOf } from '../domain/ledger-view'
import type { LedgerT } from '../ledger-strings'

export type BookPrint = {
  company: FrameCompany
  lang: FrameLang
  t: DayBookT
  /** The party ledger's words: voucher types, particulars, Dr/Cr. */
  lt: LedgerT
  book: BookKind
  /** The bank account's name, for the bank book. */
  account?: string | null
  period: Period
  view: BookView
  /** The day the book is printed (yyyy-mm-dd). */
  today: string
}

const cell = (text: string, extra: Partial<Run> = {}) => ({ runs: [{ text, ...extra }] })
const bold = (text: string) => cell(text, { weight: 'bold' })

export function bookDoc(p: BookPrint): DocInput {
  const { t, lt, lang, view, period, book } = p
  const money = (paise: number) => (paise === 0 ? '' : formatPaise(paise, { locale: lang }))
  const date = (d: string) => displayDate(d, lang)
  const sides = { dr: lt('dr'), cr: lt('cr') }
  const balance = (b: number) => balanceText(b, sides, lang)
  const byId = new Map<string, Voucher>()
  for (const l of view.lines) if (l.kind === 'entry') byId.set(l.entry.voucher.id, l.entry.voucher)
  const numberOf = (id: string) => byId.get(id)?.number
  const day = book === 'day'

  const rows: TableRow[] = view.lines.map((line) => {
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
    const e = line.entry
    const v = e.voucher
    const struck = { strike: e.cancelled }
    const head = [
      cell(date(v.doc_date), struck),
      cell(lt(`type_${v.type}`), struck),
      cell(v.number, struck),
      cell(bookParticulars(v, numberOf, lt, lang), struck),
    ]
    return {
      cells: day
        ? [...head, cell(money(e.amount)), cell(money(e.dr)), cell(money(e.cr))]
        : [...head, cell(money(e.dr)), cell(money(e.cr)), cell(e.balance === null ? '' : balance(e.balance))],
    }
  })
  const totals: TableRow = {
    cells: day
      ? [
          cell(''),
          bold(t('total')),
          cell(''),
          cell(''),
          bold(money(view.totals.amount)),
          bold(money(view.totals.dr)),
          bold(money(view.totals.cr)),
        ]
      : [
          cell(''),
          bold(t('total')),
          cell(''),
          cell(''),
          bold(money(view.totals.dr)),
          bold(money(view.totals.cr)),
          cell(''),
        ],
  }
  // The totals sit above the closing, so opening + receipts − payments = closing reads straight down.
  if (day) rows.push(totals)
  else rows.splice(rows.length - 1, 0, totals)

  const right = { align: 'right' as const }
  const body: Block[] = [
    {
      kind: 'table',
      size: 8,
      columns: [
        { width: 0.11 },
        { width: 0.11 },
        { width: 0.15 },
        { width: 0.24 },
        { width: 0.13, ...right },
        { width: 0.13, ...right },
        { width: 0.13, ...right },
      ],
      header: [
        {
          cells: [
            t('colDate'),
            t('colType'),
            t('colNumber'),
            t('colParticulars'),
            ...(day ? [t('colAmount'), t('colIn'), t('colOut')] : [t('colIn'), t('colOut'), t('colBalance')]),
          ].map(bold),
        },
      ],
      rows,
      borders: { outer: true, rows: true, columns: true },
      spaceAfter: 10,
    },
  ]

  const closing = view.closing
  const side = closing === null ? null : sideOf(closing)
  const spec = documentFrame({
    lang,
    company: p.company,
    title: t(`docTitle_${book}`),
    facts: [
      ...(p.account ? [{ label: t('docAccount'), value: p.account }] : []),
      { label: t('docPeriod'), value: `${date(period.from)} – ${date(period.to)}` },
      { label: t('docMade'), value: date(p.today) },
    ],
    party: null,
    body,
    total:
      closing === null
        ? null
        : { paise: Math.abs(closing), label: side ? `${t('closing')} ${sides[side]}` : t('closing') },
    signatures: { left: null },
  })
  return { spec, images: [] }
}
