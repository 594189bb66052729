// The parts bill's draft: text as typed, one line per row of the supplier's bill. readBill turns it into the
// typed bill checkPartsBill takes, or into error codes per field for the form's ErrorSummary; the refusals that
// need the company's records (the supplier's bill numbers, the parts master, the units) come after this.
import { dateField, moneyField, quantityField, type FieldError, type FieldErrors } from '@/utils/form-model'
import { mulDivRound } from '@/utils/indian-number'
import { percentToBp, type TaxShown } from '@/utils/supplier-bill'
import type { BillColumn } from './columns'

/** One row of the bill: a part of the master (`part_id`) or a new one named by its number and name. */
export type PartLineDraft = {
  /** The row's own key on the screen (not part of the bill). */
  key: string
  part_id: string
  part_no: string
  part_name: string
  hsn: string
  uom: string
  qty: string
  /** Per unit, before GST and discount. */
  rate: string
  /** Rupees off the line. */
  discount: string
  /** The GST rate as a percentage ("18"). */
  gst: string
  sale_rate: string
  mrp: string
  category: string
  /** The dealer's own columns, by column id. */
  custom: Record<string, string>
}

export type PartsBillDraft = {
  supplier_id: string
  bill_no: string
  bill_date: string
  /** When the parts came in: the stock moves and the books' date. */
  grn_date: string
  tax_shown: TaxShown
  lines: PartLineDraft[]
  printed_total: string
  eway_bill: string
  transporter: string
  /** Posting sets each part's last purchase rate, and its sale rate and MRP where the bill gives them. */
  update_rates: boolean
}

export type BillField =
  'supplier_id' | 'bill_no' | 'bill_date' | 'grn_date' | 'printed_total' | 'lines' | `line_${number}`

/** A line as read: what the check needs, and the dealer's own columns by their names. */
export type ReadLine = {
  part_id: string
  part_no: string
  part_name: string
  hsn: string
  uom: string
  qty: number
  rate: number
  discount: number
  rate_bp: number
  /** Absent: the bill does not say. */
  sale_rate?: number
  mrp?: number
  category: string
  custom: Record<string, string>
}

export type ReadBill = {
  supplier_id: string
  bill_no: string
  bill_date: string
  grn_date: string
  tax_shown: TaxShown
  lines: ReadLine[]
  printed_total: number
  eway_bill: string
  transporter: string
  update_rates: boolean
}

export function emptyLine(key = ''): PartLineDraft {
  return {
    key,
    part_id: '',
    part_no: '',
    part_name: '',
    hsn: '',
    uom: '',
    qty: '',
    rate: '',
    discount: '',
    gst: '18',
    sale_rate: '',
    mrp: '',
    category: '',
    custom: {},
  }
}

export function emptyBill(today: string, firstKey = ''): PartsBillDraft {
  return {
    supplier_id: '',
    bill_no: '',
    bill_date: today,
    grn_date: today,
    tax_shown: 'cgst_sgst',
    lines: [emptyLine(firstKey)],
    printed_total: '',
    eway_bill: '',
    transporter: '',
    update_rates: true,
  }
}

/** A row nothing was typed into: left out of the bill rather than refused. */
export function isBlankLine(l: PartLineDraft): boolean {
  return (
    !l.part_id &&
    !l.part_no.trim() &&
    !l.part_name.trim() &&
    !l.qty.trim() &&
    !l.rate.trim() &&
    Object.values(l.custom).every((v) => !v.trim())
  )
}

/** qty × rate, to the paisa (quantities have up to three decimals: 3.5 L × ₹480.00 = ₹1,680.00). */
export function grossOf(qty: number, rate: number): number {
  return mulDivRound(Math.round(qty * 1000), rate, 1000)
}

const NUMBER = /^-?\d+(\.\d+)?$/

function readLine(
  l: PartLineDraft,
  columns: readonly BillColumn[],
): { ok: true; value: ReadLine } | { ok: false; error: FieldError } {
  if (!l.part_id && !l.part_no.trim()) return { ok: false, error: { code: 'part_required' } }
  if (!l.part_id && !l.part_name.trim()) return { ok: false, error: { code: 'name_required' } }
  const qty = quantityField(l.qty)
  if (!qty.ok) return { ok: false, error: { code: `qty_${qty.error.code}` } }
  const rate = moneyField(l.rate)
  if (!rate.ok) return { ok: false, error: { code: `rate_${rate.error.code}` } }
  const discount = moneyField(l.discount, { optional: true })
  if (!discount.ok) return { ok: false, error: { code: 'discount_invalid' } }
  const rateBp = percentToBp(l.gst)
  if (rateBp === null || l.gst.trim() === '') return { ok: false, error: { code: 'gst_invalid' } }
  const sale = moneyField(l.sale_rate, { optional: true })
  if (!sale.ok) return { ok: false, error: { code: 'sale_rate_invalid' } }
  const mrp = moneyField(l.mrp, { optional: true })
  if (!mrp.ok) return { ok: false, error: { code: 'mrp_invalid' } }
  const custom: Record<string, string> = {}
  for (const c of columns) {
    if (c.builtIn !== null) continue
    const value = (l.custom[c.id] ?? '').trim()
    if (value === '') continue
    if (c.type === 'number' && !NUMBER.test(value.replace(/,/g, ''))) {
      return { ok: false, error: { code: 'custom_number', values: { column: c.label } } }
    }
    // Kept by the column's name as it was: a posted line reads the same after the column is renamed or removed.
    custom[c.label] = value.slice(0, 500)
  }
  return {
    ok: true,
    value: {
      part_id: l.part_id,
      part_no: l.part_no.trim(),
      part_name: l.part_name.trim(),
      hsn: l.hsn.trim(),
      uom: l.uom.trim(),
      qty: qty.value,
      rate: rate.value,
      discount: discount.value,
      rate_bp: rateBp,
      ...(l.sale_rate.trim() ? { sale_rate: sale.value } : {}),
      ...(l.mrp.trim() ? { mrp: mrp.value } : {}),
      category: l.category.trim(),
      custom,
    },
  }
}

/** The lines that can be read (blank rows left out), and the error of each that cannot. */
export function readLines(
  lines: readonly PartLineDraft[],
  columns: readonly BillColumn[],
): { lines: { index: number; line: ReadLine }[]; errors: FieldErrors<BillField> } {
  const errors: FieldErrors<BillField> = {}
  const read: { index: number; line: ReadLine }[] = []
  lines.forEach((l, index) => {
    if (isBlankLine(l)) return
    const r = readLine(l, columns)
    if (r.ok) read.push({ index, line: r.value })
    else errors[`line_${index}`] = r.error
  })
  return { lines: read, errors }
}

export function readBill(
  draft: PartsBillDraft,
  columns: readonly BillColumn[],
): { ok: true; value: ReadBill; rows: number[] } | { ok: false; errors: FieldErrors<BillField> } {
  const errors: FieldErrors<BillField> = {}
  if (!draft.supplier_id) errors.supplier_id = { code: 'required' }
  if (!draft.bill_no.trim()) errors.bill_no = { code: 'required' }
  const billDate = dateField(draft.bill_date)
  if (!billDate.ok) errors.bill_date = billDate.error
  const grnDate = dateField(draft.grn_date)
  if (!grnDate.ok) errors.grn_date = grnDate.error
  const total = moneyField(draft.printed_total)
  if (!total.ok) errors.printed_total = total.error
  const { lines, errors: lineErrors } = readLines(draft.lines, columns)
  Object.assign(errors, lineErrors)
  if (lines.length === 0 && Object.keys(lineErrors).length === 0) errors.lines = { code: 'no_lines' }
  if (Object.keys(errors).length > 0 || !billDate.ok || !grnDate.ok || !total.ok) return { ok: false, errors }
  return {
    ok: true,
    // Which row of the form each read line came from, so a refusal names the row the person sees.
    rows: lines.map((l) => l.index),
    value: {
      supplier_id: draft.supplier_id,
      bill_no: draft.bill_no.trim(),
      bill_date: billDate.value,
      grn_date: grnDate.value,
      tax_shown: draft.tax_shown,
      lines: lines.map((l) => l.line),
      printed_total: total.value,
      eway_bill: draft.eway_bill.trim(),
      transporter: draft.transporter.trim(),
      update_rates: draft.update_rates,
    },
  }
}
