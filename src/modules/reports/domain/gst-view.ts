// What the GST returns screen shows, shaped from the returns: the month chosen in the address, the tables as
// register rows (an invoice's rate rows one under the other, its value on the first only so no total counts it
// twice), and each table's count and money for the overview. Nothing here computes tax: it arranges what the
// returns found.
import type { B2bInvoice, B2clInvoice, CreditNoteRow, Gstr1, Heads, Month, Supply } from './gstr1'
import { sumRates } from './gstr1'

/** A month as the address holds it: YYYY-MM. */
export type MonthKey = string

export const GST_TABLES = [
  'b2b',
  'b2cl',
  'b2cs',
  'nil',
  'cdnr',
  'cdnur',
  'hsn_b2b',
  'hsn_b2c',
  'docs',
] as const
export type GstTable = (typeof GST_TABLES)[number]

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** The first and last day of a month. */
export function monthRange(key: MonthKey): Month {
  const [y, m] = key.split('-').map(Number) as [number, number]
  return { from: `${key}-01`, to: `${key}-${String(daysIn(y, m)).padStart(2, '0')}` }
}

function shift(key: MonthKey, by: number): MonthKey {
  const [y, m] = key.split('-').map(Number) as [number, number]
  const index = y * 12 + (m - 1) + by
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** The months a return may be prepared for, newest first: this month and `count - 1` before it. */
export function recentMonths(today: string, count = 36): MonthKey[] {
  const now = today.slice(0, 7)
  return Array.from({ length: count }, (_, i) => shift(now, -i))
}

/**
 * The month of the address when it is one of the months offered; else the month just gone, the one whose
 * return falls due now (GSTR-1 by the 11th, 3B by the 20th).
 */
export function chosenMonth(param: string | null, today: string): MonthKey {
  const offered = recentMonths(today)
  return param && offered.includes(param) ? param : shift(today.slice(0, 7), -1)
}

export type InvoiceRow = Heads & {
  key: string
  id: string
  gstin: string
  name: string
  number: string
  date: string
  /** The document's value, on its first rate row only. */
  value: number | null
  pos: string
  supply: Supply
  type: string
  rate_bp: number
  invoice?: { number: string; date: string }
  itc?: CreditNoteRow['itc']
}

/** Invoices or notes as rows of a register: one per rate. */
export function invoiceRows(docs: readonly (B2bInvoice | B2clInvoice | CreditNoteRow)[]): InvoiceRow[] {
  return docs.flatMap((d) =>
    d.rates.map((r, i) => ({
      ...r,
      key: `${d.id}|${r.rate_bp}`,
      id: d.id,
      gstin: 'gstin' in d ? d.gstin : '',
      name: d.name,
      number: d.number,
      date: d.date,
      value: i === 0 ? d.value : null,
      pos: d.pos,
      supply: d.supply,
      type: 'type' in d ? d.type : '',
      rate_bp: r.rate_bp,
      ...('invoice' in d && d.invoice ? { invoice: d.invoice } : {}),
      ...('itc' in d && d.itc ? { itc: d.itc } : {}),
    })),
  )
}

export type TableSummary = { table: GstTable; count: number; taxable: number; tax: number }

const tax = (h: Heads) => h.igst + h.cgst + h.sgst + h.cess

/** Each table's rows and money, for the overview: documents for 4, 5 and 9B, rows for the others. */
export function tableSummaries(r: Gstr1): TableSummary[] {
  const docs = (list: readonly { rates: Heads[] }[]) => {
    const h = sumRates(list.map((d) => sumRates(d.rates)))
    return { count: list.length, taxable: h.taxable, tax: tax(h) }
  }
  const rows = (list: readonly Heads[]) => {
    const h = sumRates(list)
    return { count: list.length, taxable: h.taxable, tax: tax(h) }
  }
  return [
    { table: 'b2b', ...docs(r.b2b) },
    { table: 'b2cl', ...docs(r.b2cl) },
    { table: 'b2cs', ...rows(r.b2cs) },
    { table: 'nil', count: r.nil.length, taxable: r.nil.reduce((s, n) => s + n.taxable, 0), tax: 0 },
    { table: 'cdnr', ...docs(r.cdnr) },
    { table: 'cdnur', ...docs(r.cdnur) },
    { table: 'hsn_b2b', ...rows(r.hsnB2b) },
    { table: 'hsn_b2c', ...rows(r.hsnB2c) },
    { table: 'docs', count: r.documents.reduce((s, d) => s + d.total, 0), taxable: 0, tax: 0 },
  ]
}
