// GST engine shared by the dealership invoices and the public GST calculator.
// Rules (research/dms.md §b.0 and §c.2):
// - money in integer paise, rates in basis points (1800 = 18 %);
// - each line's tax is rounded to the paisa; CGST and SGST are each round(taxable × rate/2) so they are
//   always equal (IRP validates per-head values), even if their sum differs from round(taxable × rate) by 1 p;
// - invoice totals are sums of line values; a single round-off line takes the grand total to the nearest
//   rupee (50 paise and above up — s.170 CGST Act rounds amounts payable, not each line);
// - tax-inclusive prices: taxable = round(amount × 100 / (100 + rate + cess)); the residual paisa goes back
//   into taxable so taxable + taxes equals the quoted inclusive amount exactly.
import { MAX_PAISE, mulDivRound, roundPaiseToRupee } from './indian-number'
import type { GstSlabSet } from './gst-rates'
import { GST_SLAB_SETS } from './gst-rates'
import { gstStateByCode } from './gst-states'
import type { PlainDate } from './plain-date'
import { formatPlainDate, isValidPlainDate } from './plain-date'
import type { Result } from './result'
import { fail, ok } from './result'

export type SupplyKind = 'intra' | 'inter'
export type StateTaxLabel = 'SGST' | 'UTGST'

/** Highest custom rate accepted, in basis points (100 %). */
export const MAX_RATE_BP = 10_000

/** Whether a rate in basis points is a whole number between 0 and 100 %. */
export function isValidRateBp(rateBp: number): boolean {
  return Number.isInteger(rateBp) && rateBp >= 0 && rateBp <= MAX_RATE_BP
}

/** Decides CGST+SGST (intra) vs IGST (inter) from supplier state and place of supply (IGST Act s.7; SEZ is always inter). */
export function supplyKind(
  supplierStateCode: string,
  placeOfSupplyCode: string,
  options: { sez?: boolean } = {},
): Result<{ kind: SupplyKind; stateTaxLabel: StateTaxLabel }, 'unknown-state'> {
  const supplier = gstStateByCode(supplierStateCode)
  const pos = gstStateByCode(placeOfSupplyCode)
  if (!supplier || !pos) return fail('unknown-state')
  const kind: SupplyKind = options.sez || supplier.code !== pos.code ? 'inter' : 'intra'
  return ok({ kind, stateTaxLabel: supplier.utgst ? 'UTGST' : 'SGST' })
}

/** The GST slab set in force on a document date (rates differ before and after 22 Sep 2025). */
export function gstSlabsOn(date: PlainDate): Result<GstSlabSet, 'invalid-date' | 'before-gst'> {
  if (!isValidPlainDate(date)) return fail('invalid-date')
  const iso = formatPlainDate(date)
  const set = GST_SLAB_SETS.find((s) => iso >= s.from && (s.to === undefined || iso <= s.to))
  return set ? ok(set) : fail('before-gst')
}

/** Tax on a tax-exclusive (taxable) amount, rounded to the paisa. */
export function taxOnExclusive(taxablePaise: number, rateBp: number): number {
  return mulDivRound(taxablePaise, rateBp, 10_000)
}

/** Splits a tax-inclusive amount into taxable value and tax (cess included in the divisor when given). */
export function splitInclusive(
  inclusivePaise: number,
  rateBp: number,
  cessRateBp = 0,
): { taxablePaise: number; taxPaise: number } {
  const taxablePaise = mulDivRound(inclusivePaise, 10_000, 10_000 + rateBp + cessRateBp)
  return { taxablePaise, taxPaise: inclusivePaise - taxablePaise }
}

export type TaxHeads = { cgstPaise: number; sgstPaise: number; igstPaise: number; cessPaise: number }

/** Tax heads for a taxable amount: CGST = SGST = round(taxable × rate/2) intra-state, IGST otherwise. */
export function taxHeads(taxablePaise: number, rateBp: number, kind: SupplyKind, cessRateBp = 0): TaxHeads {
  const cessPaise = mulDivRound(taxablePaise, cessRateBp, 10_000)
  if (kind === 'inter') {
    return { cgstPaise: 0, sgstPaise: 0, igstPaise: mulDivRound(taxablePaise, rateBp, 10_000), cessPaise }
  }
  const half = mulDivRound(taxablePaise, rateBp, 20_000)
  return { cgstPaise: half, sgstPaise: half, igstPaise: 0, cessPaise }
}

export type GstLineInput = {
  /** Up to 3 decimals (litres, kg); default 1. */
  quantity?: number
  unitPricePaise: number
  rateBp: number
  cessRateBp?: number
  /** Line discount, in the same basis as the price (inclusive if the price is). */
  discountPaise?: number
  priceIncludesTax?: boolean
}

export type GstLineResult = TaxHeads & {
  rateBp: number
  cessRateBp: number
  grossPaise: number
  discountPaise: number
  invoiceDiscountPaise: number
  taxablePaise: number
  taxPaise: number
  totalPaise: number
}

export type GstInvoiceInput = {
  lines: readonly GstLineInput[]
  supplierStateCode: string
  placeOfSupplyCode: string
  sez?: boolean
  /** Invoice-level discount, allocated to lines pro rata by their amount after line discounts. */
  invoiceDiscountPaise?: number
  /** 'rupee' (default) adds a round-off so the grand total is whole rupees. */
  roundOff?: 'rupee' | 'none'
}

export type RateSummary = TaxHeads & { rateBp: number; taxablePaise: number }

export type GstInvoiceResult = TaxHeads & {
  kind: SupplyKind
  stateTaxLabel: StateTaxLabel
  lines: GstLineResult[]
  byRate: RateSummary[]
  taxablePaise: number
  taxPaise: number
  totalBeforeRoundOffPaise: number
  roundOffPaise: number
  grandTotalPaise: number
}

export type GstReason =
  | 'no-lines'
  | 'invalid-quantity'
  | 'invalid-price'
  | 'invalid-rate'
  | 'invalid-discount'
  | 'discount-exceeds-amount'
  | 'unknown-state'
  | 'too-large'

export type GstError = { ok: false; reason: GstReason; line?: number }

const isMoney = (p: number) => Number.isSafeInteger(p) && p >= 0 && p <= MAX_PAISE

function lineAmount(line: GstLineInput): { gross: number; amount: number } | GstReason {
  const qty = line.quantity ?? 1
  const milli = Math.round(qty * 1000)
  if (!Number.isFinite(qty) || qty < 0 || Math.abs(qty * 1000 - milli) > 1e-6 || milli > 1e12) {
    return 'invalid-quantity'
  }
  if (!isMoney(line.unitPricePaise)) return line.unitPricePaise > MAX_PAISE ? 'too-large' : 'invalid-price'
  if (!isValidRateBp(line.rateBp) || !isValidRateBp(line.cessRateBp ?? 0)) return 'invalid-rate'
  const discount = line.discountPaise ?? 0
  if (!isMoney(discount)) return 'invalid-discount'
  const gross = mulDivRound(milli, line.unitPricePaise, 1000)
  if (gross > MAX_PAISE) return 'too-large'
  if (discount > gross) return 'discount-exceeds-amount'
  return { gross, amount: gross - discount }
}

// Floors each share, then hands out leftover paise in line order, so shares never exceed a line's amount.
function allocate(total: number, amounts: number[]): number[] {
  const sum = amounts.reduce((a, b) => a + b, 0)
  if (sum === 0 || total === 0) return amounts.map(() => 0)
  const shares = amounts.map((a) => Number((BigInt(total) * BigInt(a)) / BigInt(sum)))
  let left = total - shares.reduce((a, b) => a + b, 0)
  for (let i = 0; left > 0 && i < shares.length; i += 1) {
    const room = (amounts[i] ?? 0) - (shares[i] ?? 0)
    const give = Math.min(room, left)
    shares[i] = (shares[i] ?? 0) + give
    left -= give
  }
  return shares
}

function computeLine(
  line: GstLineInput,
  gross: number,
  amount: number,
  invDisc: number,
  kind: SupplyKind,
): GstLineResult {
  const cessRateBp = line.cessRateBp ?? 0
  const net = amount - invDisc
  let taxable = line.priceIncludesTax ? splitInclusive(net, line.rateBp, cessRateBp).taxablePaise : net
  let heads = taxHeads(taxable, line.rateBp, kind, cessRateBp)
  let tax = heads.cgstPaise + heads.sgstPaise + heads.igstPaise + heads.cessPaise
  if (line.priceIncludesTax && taxable + tax !== net) {
    taxable = net - tax
    heads = taxHeads(taxable, line.rateBp, kind, cessRateBp)
    tax = heads.cgstPaise + heads.sgstPaise + heads.igstPaise + heads.cessPaise
    taxable = net - tax
  }
  return {
    ...heads,
    rateBp: line.rateBp,
    cessRateBp,
    grossPaise: gross,
    discountPaise: gross - amount,
    invoiceDiscountPaise: invDisc,
    taxablePaise: taxable,
    taxPaise: tax,
    totalPaise: taxable + tax,
  }
}

export type GstLinesOptions = {
  kind: SupplyKind
  stateTaxLabel?: StateTaxLabel
  invoiceDiscountPaise?: number
  roundOff?: 'rupee' | 'none'
}

/** Computes GST for lines when the supply kind is already known (the public calculator's "same state?" toggle). */
export function computeGstLines(
  lineInputs: readonly GstLineInput[],
  options: GstLinesOptions,
): Result<GstInvoiceResult, GstReason> | GstError {
  if (lineInputs.length === 0) return fail('no-lines')
  const amounts: { gross: number; amount: number }[] = []
  for (const [i, line] of lineInputs.entries()) {
    const a = lineAmount(line)
    if (typeof a === 'string') return { ok: false, reason: a, line: i }
    amounts.push(a)
  }
  const invoiceDiscount = options.invoiceDiscountPaise ?? 0
  if (!isMoney(invoiceDiscount)) return fail('invalid-discount')
  const sumAmounts = amounts.reduce((s, a) => s + a.amount, 0)
  if (sumAmounts > MAX_PAISE) return fail('too-large')
  if (invoiceDiscount > sumAmounts) return fail('discount-exceeds-amount')
  const shares = allocate(
    invoiceDiscount,
    amounts.map((a) => a.amount),
  )
  const lines = lineInputs.map((line, i) => {
    const a = amounts[i] ?? { gross: 0, amount: 0 }
    return computeLine(line, a.gross, a.amount, shares[i] ?? 0, options.kind)
  })
  const sum = (f: (l: GstLineResult) => number) => lines.reduce((s, l) => s + f(l), 0)
  const byRateMap = new Map<number, RateSummary>()
  for (const l of lines) {
    const r = byRateMap.get(l.rateBp) ?? {
      rateBp: l.rateBp,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      cessPaise: 0,
    }
    r.taxablePaise += l.taxablePaise
    r.cgstPaise += l.cgstPaise
    r.sgstPaise += l.sgstPaise
    r.igstPaise += l.igstPaise
    r.cessPaise += l.cessPaise
    byRateMap.set(l.rateBp, r)
  }
  const totalBefore = sum((l) => l.totalPaise)
  if (totalBefore > MAX_PAISE) return fail('too-large')
  const grand = options.roundOff === 'none' ? totalBefore : roundPaiseToRupee(totalBefore)
  return ok({
    kind: options.kind,
    stateTaxLabel: options.stateTaxLabel ?? 'SGST',
    lines,
    byRate: [...byRateMap.values()].sort((a, b) => a.rateBp - b.rateBp),
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    cessPaise: sum((l) => l.cessPaise),
    taxPaise: sum((l) => l.taxPaise),
    totalBeforeRoundOffPaise: totalBefore,
    roundOffPaise: grand - totalBefore,
    grandTotalPaise: grand,
  })
}

/** Computes lines, per-rate summary, tax heads, round-off and grand total of a GST invoice. */
export function computeGstInvoice(input: GstInvoiceInput): Result<GstInvoiceResult, GstReason> | GstError {
  if (input.lines.length === 0) return fail('no-lines')
  const supply = supplyKind(input.supplierStateCode, input.placeOfSupplyCode, { sez: input.sez })
  if (!supply.ok) return supply
  return computeGstLines(input.lines, {
    kind: supply.value.kind,
    stateTaxLabel: supply.value.stateTaxLabel,
    invoiceDiscountPaise: input.invoiceDiscountPaise,
    roundOff: input.roundOff,
  })
}
