// A supplier's parts bill checked and turned into its postings and stock moves (research/modules.md §3.7).
// Each line as printed: quantity × rate − discount = taxable, GST at the line's rate, and the bill's printed
// total, which must agree with the lines to ±₹1; the supplier is credited what the bill says, the difference
// going to round-off, less any s.194Q TDS. Stock: each line's quantity in at its taxable value (GST with input
// credit never enters cost), so the part's moving average takes the net rate paid.
import { partKey } from '@schemas/parts.schema'
import { gstSlabsOn, taxHeads } from '@/utils/gst'
import { parsePlainDate } from '@/utils/plain-date'
import { billNoRefusal, printedTotalGap, taxShownRefusal, type TaxShown } from '@/utils/supplier-bill'
import { tds194q, type Tds194q } from '@/utils/tds-194q'
import { grossOf } from './draft'

/** An e-way bill is needed for a consignment above ₹50,000 (CGST Rule 138). */
export const EWAY_BILL_LIMIT_PAISE = 50_000_00

export type PartLineInput = {
  /** The part of the master, or '' for a new part made from this line. */
  part_id: string
  part_no: string
  hsn: string
  uom: string
  qty: number
  rate: number
  discount: number
  rate_bp: number
  /** The part's own rate on the bill date (the master's schedule): a difference is warned, not refused. */
  part_rate_bp?: number
  /** What the bill says the part sells at and its MRP, when it says; checked when they go to the master. */
  sale_rate?: number
  sale_includes_tax?: boolean
  mrp?: number
}

export type PartsBillInput = {
  bill_no: string
  bill_date: string
  grn_date: string
  today: string
  /** The books are closed up to this date (yyyy-mm-dd): nothing is posted on or before it. */
  lock_date: string | null
  supplier: { id: string; state_code: string; gstin?: string; pan_valid: boolean }
  dealer_state_code: string
  tax_shown: TaxShown
  lines: PartLineInput[]
  printed_total: number
  eway_bill: string
  tds_194q_applicable: boolean
  /** Taxable bought from this supplier earlier in the financial year, vehicles and parts, net of returns. */
  earlier_this_year: number
  supplier_bill_nos_this_year: readonly string[]
  /** The normalised part numbers of the parts master: a new part may not take one. */
  known_part_keys: ReadonlySet<string>
  units: { enabled: boolean; mandatory: boolean; list: readonly string[] }
  /** Above ₹5 crore of turnover HSN is given in 6 digits at least (Notification 78/2020). */
  hsn_six_digits: boolean
  /** The sale rate and MRP typed go to the master (a new part's always do). */
  update_rates: boolean
}

export type LineRefusalReason =
  | 'amount'
  | 'rate-not-in-slabs'
  | 'hsn-digits'
  | 'hsn-six'
  | 'uom-required'
  | 'uom-unknown'
  | 'part-known'
  | 'part-repeated'
  | 'sale-above-mrp'

export type BillRefusal =
  | 'bill-no-empty'
  | 'bill-no-duplicate'
  | 'date-invalid'
  | 'bill-after-grn'
  | 'bill-in-future'
  | 'grn-in-future'
  | 'period-locked'
  | 'no-lines'
  | 'igst-same-state'
  | 'cgst-other-state'
  | 'itc-without-gstin'
  | 'total-mismatch'
  | { line: number; reason: LineRefusalReason }

export type BillWarning =
  { line: number; reason: 'rate-differs-from-part' } | { line: 0; reason: 'eway-bill-missing' }

export type BillPosting = { account_id: string; party_id?: string; dr: number; cr: number }
export type BillStockMove = { kind: 'part'; item_id: string; qty: number; rate: number; value: number }

/** One line's money as the bill adds it up. */
export type LineMoney = {
  gross: number
  taxable: number
  cgst: number
  sgst: number
  igst: number
  total: number
}

export type BillTotals = {
  taxable: number
  cgst: number
  sgst: number
  igst: number
  computed_total: number
  round_off: number
  grand_total: number
  tds: Tds194q
  payable: number
}

export type PostedBill = {
  totals: BillTotals
  lines: LineMoney[]
  postings: BillPosting[]
  /** item_id is the line's part id, or its normalised part number for a new part (the data layer maps it). */
  stock_moves: BillStockMove[]
  warnings: BillWarning[]
}

/** One line's gross, taxable, heads and total, for a supply of `shown`. */
export function lineMoney(
  l: Pick<PartLineInput, 'qty' | 'rate' | 'discount' | 'rate_bp'>,
  shown: TaxShown,
): LineMoney {
  const gross = grossOf(l.qty, l.rate)
  const taxable = gross - l.discount
  const h = taxHeads(Math.max(0, taxable), l.rate_bp, shown === 'igst' ? 'inter' : 'intra')
  return {
    gross,
    taxable,
    cgst: h.cgstPaise,
    sgst: h.sgstPaise,
    igst: h.igstPaise,
    total: taxable + h.cgstPaise + h.sgstPaise + h.igstPaise,
  }
}

/** What the lines add up to, with the tax the bill shows: the form shows it beside the printed total. */
export function linesTotal(
  lines: readonly Pick<PartLineInput, 'qty' | 'rate' | 'discount' | 'rate_bp'>[],
  shown: TaxShown,
): { lines: LineMoney[]; taxable: number; cgst: number; sgst: number; igst: number; computed_total: number } {
  const money = lines.map((l) => lineMoney(l, shown))
  const sum = (pick: (m: LineMoney) => number) => money.reduce((s, m) => s + pick(m), 0)
  const taxable = sum((m) => m.taxable)
  const cgst = sum((m) => m.cgst)
  const sgst = sum((m) => m.sgst)
  const igst = sum((m) => m.igst)
  return { lines: money, taxable, cgst, sgst, igst, computed_total: taxable + cgst + sgst + igst }
}

/** The sale price with GST, for the MRP check (Legal Metrology: nothing sells above its MRP). */
export function saleWithTax(sale: number, rateBp: number, includesTax: boolean): number {
  return includesTax ? sale : sale + taxHeads(sale, rateBp, 'inter').igstPaise
}

function lineRefusals(input: PartsBillInput, rates: readonly number[] | null): BillRefusal[] {
  const refusals: BillRefusal[] = []
  const newKeys = new Set<string>()
  input.lines.forEach((l, i) => {
    const line = i + 1
    const refuse = (reason: LineRefusalReason) => refusals.push({ line, reason })
    if (grossOf(l.qty, l.rate) - l.discount <= 0 || l.discount < 0) refuse('amount')
    if (rates && !rates.includes(l.rate_bp)) refuse('rate-not-in-slabs')
    if (!/^(\d{4}|\d{6}|\d{8})$/.test(l.hsn)) refuse('hsn-digits')
    else if (input.hsn_six_digits && l.hsn.length === 4) refuse('hsn-six')
    if (input.units.enabled) {
      const uom = l.uom.trim().toUpperCase()
      if (!uom && input.units.mandatory) refuse('uom-required')
      else if (uom && !input.units.list.some((u) => u.trim().toUpperCase() === uom)) refuse('uom-unknown')
    }
    if (!l.part_id) {
      const key = partKey(l.part_no)
      // A part the master has is picked, not made again; one new part is made once, however many lines.
      if (input.known_part_keys.has(key)) refuse('part-known')
      else if (newKeys.has(key)) refuse('part-repeated')
      newKeys.add(key)
    }
    const toMaster = input.update_rates || !l.part_id
    if (toMaster && l.mrp && l.sale_rate !== undefined) {
      if (saleWithTax(l.sale_rate, l.rate_bp, l.sale_includes_tax ?? true) > l.mrp) refuse('sale-above-mrp')
    }
  })
  return refusals
}

/** Checks a bill and, when nothing is refused, gives its totals, postings and stock moves. */
export function checkPartsBill(
  input: PartsBillInput,
): { ok: true; value: PostedBill } | { ok: false; refusals: BillRefusal[] } {
  const refusals: BillRefusal[] = []
  const billNo = billNoRefusal(input.bill_no, input.supplier_bill_nos_this_year)
  if (billNo) refusals.push(billNo)
  const billDate = parsePlainDate(input.bill_date)
  const grnDate = parsePlainDate(input.grn_date)
  const slabs = billDate.ok ? gstSlabsOn(billDate.value) : null
  if (!billDate.ok || !grnDate.ok || !slabs?.ok) refusals.push('date-invalid')
  else {
    if (input.bill_date > input.grn_date) refusals.push('bill-after-grn')
    if (input.bill_date > input.today) refusals.push('bill-in-future')
    if (input.grn_date > input.today) refusals.push('grn-in-future')
    if (input.lock_date && input.grn_date <= input.lock_date) refusals.push('period-locked')
  }
  const taxShown = taxShownRefusal(input.tax_shown, input.supplier.state_code, input.dealer_state_code)
  if (taxShown) refusals.push(taxShown)
  if (input.lines.length === 0) refusals.push('no-lines')
  refusals.push(...lineRefusals(input, slabs?.ok ? slabs.value.ratesBp : null))

  const sums = linesTotal(input.lines, input.tax_shown)
  const { taxable, cgst, sgst, igst, computed_total } = sums
  // Input tax credit needs the supplier's GSTIN on the bill (s.16(2)(a)): tax from an unregistered one is a keying error.
  if (!input.supplier.gstin && cgst + sgst + igst > 0) refusals.push('itc-without-gstin')
  const { round_off, refused } = printedTotalGap(input.printed_total, computed_total)
  if (refused) refusals.push('total-mismatch')
  if (refusals.length > 0) return { ok: false, refusals }

  const warnings: BillWarning[] = []
  input.lines.forEach((l, i) => {
    if (l.part_rate_bp !== undefined && l.part_rate_bp !== l.rate_bp) {
      warnings.push({ line: i + 1, reason: 'rate-differs-from-part' })
    }
  })
  if (input.printed_total > EWAY_BILL_LIMIT_PAISE && !input.eway_bill.trim()) {
    warnings.push({ line: 0, reason: 'eway-bill-missing' })
  }

  const grand_total = input.printed_total
  const tds = tds194q({
    applicable: input.tds_194q_applicable,
    sellerPanValid: input.supplier.pan_valid,
    earlierThisYear: input.earlier_this_year,
    taxable,
  })
  const payable = grand_total - tds.amount
  const dr = (account_id: string, amount: number): BillPosting[] =>
    amount > 0 ? [{ account_id, dr: amount, cr: 0 }] : []
  const cr = (account_id: string, amount: number): BillPosting[] =>
    amount > 0 ? [{ account_id, dr: 0, cr: amount }] : []
  const postings: BillPosting[] = [
    ...dr('sys:purchases-parts', taxable),
    ...dr('sys:input-igst', igst),
    ...dr('sys:input-cgst', cgst),
    ...dr('sys:input-sgst', sgst),
    ...dr('sys:round-off', round_off),
    ...cr('sys:round-off', -round_off),
    { account_id: 'sys:creditors', party_id: input.supplier.id, dr: 0, cr: payable },
    ...cr('sys:tds-194q-payable', tds.amount),
  ]
  const stock_moves: BillStockMove[] = input.lines.map((l, i) => {
    const value = sums.lines[i]!.taxable
    return {
      kind: 'part',
      item_id: l.part_id || partKey(l.part_no),
      qty: l.qty,
      rate: Math.round(value / l.qty),
      value,
    }
  })
  return {
    ok: true,
    value: {
      totals: { taxable, cgst, sgst, igst, computed_total, round_off, grand_total, tds, payable },
      lines: sums.lines,
      postings,
      stock_moves,
      warnings,
    },
  }
}
