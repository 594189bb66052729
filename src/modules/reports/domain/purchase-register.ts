// The purchase register (research/modules.md §3.15): every numbered vehicle and parts purchase of a period and
// their returns to the supplier as negative rows, one row a document, as posted: the supplier as snapshotted,
// the supplier's own bill number and date, the lines' taxable value and heads, the input tax credit the
// voucher took (what it posted to the input-tax accounts: a reverse-charge or blocked line shows there as it
// was booked, never recomputed) and the bill's total. Cancelled: flagged, nothing in it; drafts: left out.
import type { Voucher } from '@schemas/vouchers.schema'
import type { Month } from './gstr1'

export const PURCHASE_KINDS = ['all', 'vehicle', 'parts'] as const
export type PurchaseKind = (typeof PURCHASE_KINDS)[number]

const TYPES: Record<PurchaseKind, readonly Voucher['type'][]> = {
  all: ['vpur', 'vpret', 'ppur', 'ppret'],
  vehicle: ['vpur', 'vpret'],
  parts: ['ppur', 'ppret'],
}
const RETURNS = new Set<Voucher['type']>(['vpret', 'ppret'])

/** The accounts input tax is posted to (the books' chart: sys:input-igst, -cgst, -sgst, -cess-legacy). */
export const isInputTaxAccount = (accountId: string) => accountId.startsWith('sys:input-')

export type PurchaseRow = {
  id: string
  type: Voucher['type']
  number: string
  date: string
  cancelled: boolean
  /** A return to the supplier: its figures are negative. */
  ret: boolean
  supplier: string
  gstin: string
  billNo: string
  billDate: string
  taxable: number
  igst: number
  cgst: number
  sgst: number
  cess: number
  itc: number
  total: number
}

export function purchaseRow(v: Voucher): PurchaseRow {
  const ret = RETURNS.has(v.type)
  const cancelled = v.status === 'cancelled'
  const sign = cancelled ? 0 : ret ? -1 : 1
  const sum = (f: (l: Voucher['lines'][number]) => number | undefined) =>
    sign * v.lines.reduce((s, l) => s + (f(l) ?? 0), 0) || 0
  // The postings carry their own sign: a purchase debits the input accounts, its return credits them.
  const itc = cancelled
    ? 0
    : v.postings.filter((p) => isInputTaxAccount(p.account_id)).reduce((s, p) => s + p.dr - p.cr, 0)
  return {
    id: v.id,
    type: v.type,
    number: v.number,
    date: v.doc_date,
    cancelled,
    ret,
    supplier: v.party?.name ?? '',
    gstin: v.party?.gstin?.trim().toUpperCase() ?? '',
    billNo: v.supplier_bill_no ?? '',
    billDate: v.supplier_bill_date ?? '',
    taxable: sum((l) => l.taxable),
    igst: sum((l) => l.igst),
    cgst: sum((l) => l.cgst),
    sgst: sum((l) => l.sgst),
    cess: sum((l) => l.cess),
    itc: itc || 0,
    total: sign * v.totals.grand_total || 0,
  }
}

/** The register of `period` for `kind`, by date and number. */
export function purchaseRegister(
  vouchers: readonly Voucher[],
  period: Month,
  kind: PurchaseKind,
): PurchaseRow[] {
  const types = new Set(TYPES[kind])
  return vouchers
    .filter(
      (v) =>
        types.has(v.type) &&
        v.status !== 'draft' &&
        v.number !== '' &&
        v.doc_date >= period.from &&
        v.doc_date <= period.to,
    )
    .sort((a, b) => a.doc_date.localeCompare(b.doc_date) || a.number.localeCompare(b.number))
    .map(purchaseRow)
}
