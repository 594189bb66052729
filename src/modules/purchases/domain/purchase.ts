// A purchase bill from the OEM checked and turned into its postings and stock moves (research/modules.md
// §3.1). The bill is keyed as printed: each vehicle's taxable value and rate, the charge lines, and the
// printed grand total, which must agree with the sum of the lines to ±₹1 (OEMs round each line differently);
// the supplier is credited what the bill says and the difference goes to round-off.
import { gstSlabsOn, taxHeads } from '@/utils/gst'
import { parsePlainDate } from '@/utils/plain-date'
import { normaliseChassis, normaliseEngineNo, looksLikeVin } from '@/utils/vehicle-ids'
import { billNoRefusal, printedTotalGap, taxShownRefusal, type TaxShown } from '@/utils/supplier-bill'
import { tds194q, type Tds194q } from '@/utils/tds-194q'

export const LEGACY_CESS_LAST_DATE = '2025-09-21'

export type PurchaseLineInput = {
  chassis: string
  engine_no: string
  taxable: number
  rate_bp: number
  cess_rate_bp: number
  /** The catalogue's rate for the variant on the bill date, when known: a difference is warned, not refused. */
  catalog_rate_bp?: number
}
export type ChargeInput = { kind: 'freight' | 'insurance'; taxable: number; rate_bp: number }

export type PurchaseInput = {
  bill_no: string
  bill_date: string
  grn_date: string
  today: string
  supplier: { id: string; state_code: string; gstin?: string; pan_valid: boolean }
  dealer_state_code: string
  /** The tax the bill shows: IGST, or CGST and SGST. */
  tax_shown: TaxShown
  lines: PurchaseLineInput[]
  charges: ChargeInput[]
  printed_total: number
  tds_194q_applicable: boolean
  /** Taxable bought from this supplier earlier in the financial year (for s.194Q). */
  earlier_this_year: number
  /** Every chassis and engine number the company already knows, normalised. */
  known_chassis: ReadonlySet<string>
  known_engines: ReadonlySet<string>
  /** The supplier's bill numbers already posted in the bill's financial year. */
  supplier_bill_nos_this_year: readonly string[]
}

export type PurchaseRefusal =
  | 'bill-no-empty'
  | 'bill-no-duplicate'
  | 'date-invalid'
  | 'bill-after-grn'
  | 'bill-in-future'
  | 'grn-in-future'
  | 'no-lines'
  | 'igst-same-state'
  | 'cgst-other-state'
  | 'itc-without-gstin'
  | 'total-mismatch'
  | {
      line: number
      reason:
        | 'chassis-known'
        | 'engine-known'
        | 'chassis-repeated'
        | 'engine-repeated'
        | 'rate-not-in-slabs'
        | 'cess-after-gst-2'
        | 'amount'
    }

export type PurchaseWarning = { line: number; reason: 'rate-differs-from-catalogue' | 'not-a-vin' }

export type PurchasePosting = { account_id: string; party_id?: string; dr: number; cr: number }
export type PurchaseStockMove = { kind: 'vehicle'; item_id: string; qty: number; rate: number; value: number }

export type PurchaseTotals = {
  taxable: number
  charges: number
  cgst: number
  sgst: number
  igst: number
  cess: number
  computed_total: number
  round_off: number
  grand_total: number
  tds: Tds194q
  payable: number
}

export type PostedPurchase = {
  totals: PurchaseTotals
  postings: PurchasePosting[]
  /** item_id is the normalised chassis; the data layer maps it to the vehicle document's id. */
  stock_moves: PurchaseStockMove[]
  warnings: PurchaseWarning[]
}

const inFuture = (iso: string, today: string) => iso > today

/**
 * What the keyed lines and charges add up to, with the tax heads the bill shows: the form shows it beside
 * the printed total as it is typed, and checkPurchase compares the two.
 */
export function linesTotal(
  input: Pick<PurchaseInput, 'tax_shown' | 'lines' | 'charges'>,
): Omit<PurchaseTotals, 'round_off' | 'grand_total' | 'tds' | 'payable'> {
  const kind = input.tax_shown === 'igst' ? 'inter' : 'intra'
  const heads = [
    ...input.lines.map((l) => taxHeads(l.taxable, l.rate_bp, kind, l.cess_rate_bp)),
    ...input.charges.map((c) => taxHeads(c.taxable, c.rate_bp, kind)),
  ]
  const sum = (pick: (h: (typeof heads)[number]) => number) => heads.reduce((s, h) => s + pick(h), 0)
  const cgst = sum((h) => h.cgstPaise)
  const sgst = sum((h) => h.sgstPaise)
  const igst = sum((h) => h.igstPaise)
  const cess = sum((h) => h.cessPaise)
  const taxable = input.lines.reduce((s, l) => s + l.taxable, 0)
  const charges = input.charges.reduce((s, c) => s + c.taxable, 0)
  return {
    taxable,
    charges,
    cgst,
    sgst,
    igst,
    cess,
    computed_total: taxable + charges + cgst + sgst + igst + cess,
  }
}

/** Checks a bill and, when nothing is refused, gives its totals, postings and stock moves. */
export function checkPurchase(
  input: PurchaseInput,
): { ok: true; value: PostedPurchase } | { ok: false; refusals: PurchaseRefusal[] } {
  const refusals: PurchaseRefusal[] = []
  const billNo = billNoRefusal(input.bill_no, input.supplier_bill_nos_this_year)
  if (billNo) refusals.push(billNo)

  const billDate = parsePlainDate(input.bill_date)
  const grnDate = parsePlainDate(input.grn_date)
  const slabs = billDate.ok ? gstSlabsOn(billDate.value) : null
  if (!billDate.ok || !grnDate.ok || !slabs?.ok) refusals.push('date-invalid')
  else {
    if (input.bill_date > input.grn_date) refusals.push('bill-after-grn')
    if (inFuture(input.bill_date, input.today)) refusals.push('bill-in-future')
    if (inFuture(input.grn_date, input.today)) refusals.push('grn-in-future')
  }

  const taxShown = taxShownRefusal(input.tax_shown, input.supplier.state_code, input.dealer_state_code)
  if (taxShown) refusals.push(taxShown)
  if (input.lines.length === 0) refusals.push('no-lines')
  const warnings: PurchaseWarning[] = []
  const seenChassis = new Set<string>()
  const seenEngines = new Set<string>()
  const rates = slabs?.ok ? slabs.value.ratesBp : []
  const cessAllowed = input.bill_date <= LEGACY_CESS_LAST_DATE
  input.lines.forEach((l, i) => {
    const line = i + 1
    const chassis = normaliseChassis(l.chassis)
    const engine = normaliseEngineNo(l.engine_no)
    if (input.known_chassis.has(chassis)) refusals.push({ line, reason: 'chassis-known' })
    else if (seenChassis.has(chassis)) refusals.push({ line, reason: 'chassis-repeated' })
    if (input.known_engines.has(engine)) refusals.push({ line, reason: 'engine-known' })
    else if (seenEngines.has(engine)) refusals.push({ line, reason: 'engine-repeated' })
    seenChassis.add(chassis)
    seenEngines.add(engine)
    if (!Number.isInteger(l.taxable) || l.taxable <= 0) refusals.push({ line, reason: 'amount' })
    if (slabs?.ok && !rates.includes(l.rate_bp)) refusals.push({ line, reason: 'rate-not-in-slabs' })
    if (l.cess_rate_bp > 0 && !cessAllowed) refusals.push({ line, reason: 'cess-after-gst-2' })
    if (l.catalog_rate_bp !== undefined && l.catalog_rate_bp !== l.rate_bp) {
      warnings.push({ line, reason: 'rate-differs-from-catalogue' })
    }
    if (!looksLikeVin(chassis)) warnings.push({ line, reason: 'not-a-vin' })
  })
  input.charges.forEach((c, i) => {
    const line = input.lines.length + i + 1
    if (!Number.isInteger(c.taxable) || c.taxable < 0) refusals.push({ line, reason: 'amount' })
    if (slabs?.ok && !rates.includes(c.rate_bp)) refusals.push({ line, reason: 'rate-not-in-slabs' })
  })

  const { taxable, charges, cgst, sgst, igst, cess, computed_total } = linesTotal(input)
  // Input tax credit needs the supplier's GSTIN on the bill (s.16(2)(a)); an unregistered OEM bill with tax is a keying error.
  if (!input.supplier.gstin && cgst + sgst + igst + cess > 0) refusals.push('itc-without-gstin')
  const { round_off, refused } = printedTotalGap(input.printed_total, computed_total)
  if (refused) refusals.push('total-mismatch')
  if (refusals.length > 0) return { ok: false, refusals }

  const grand_total = input.printed_total
  const tds = tds194q({
    applicable: input.tds_194q_applicable,
    sellerPanValid: input.supplier.pan_valid,
    earlierThisYear: input.earlier_this_year,
    taxable: taxable + charges,
  })
  const payable = grand_total - tds.amount
  const dr = (account_id: string, amount: number): PurchasePosting[] =>
    amount > 0 ? [{ account_id, dr: amount, cr: 0 }] : []
  const cr = (account_id: string, amount: number): PurchasePosting[] =>
    amount > 0 ? [{ account_id, dr: 0, cr: amount }] : []
  const postings: PurchasePosting[] = [
    ...dr('sys:purchases-vehicles', taxable),
    ...dr('sys:freight-in', charges),
    ...dr('sys:input-igst', igst),
    ...dr('sys:input-cgst', cgst),
    ...dr('sys:input-sgst', sgst),
    ...dr('sys:input-cess-legacy', cess),
    ...dr('sys:round-off', round_off),
    ...cr('sys:round-off', -round_off),
    { account_id: 'sys:creditors', party_id: input.supplier.id, dr: 0, cr: payable },
    ...cr('sys:tds-194q-payable', tds.amount),
  ]

  // Landed cost: the vehicle's taxable value and its share of the charges (GST with ITC never enters cost);
  // the charges are shared in proportion to taxable, the last unit taking the paise left by rounding.
  let chargesLeft = charges
  const stock_moves: PurchaseStockMove[] = input.lines.map((l, i) => {
    const share = i === input.lines.length - 1 ? chargesLeft : Math.round((charges * l.taxable) / taxable)
    chargesLeft -= share
    const value = l.taxable + share
    return { kind: 'vehicle', item_id: normaliseChassis(l.chassis), qty: 1, rate: value, value }
  })
  return {
    ok: true,
    value: {
      totals: {
        taxable,
        charges,
        cgst,
        sgst,
        igst,
        cess,
        computed_total,
        round_off,
        grand_total,
        tds,
        payable,
      },
      postings,
      stock_moves,
      warnings,
    },
  }
}
