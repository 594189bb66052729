// Job-card money: each line's taxable value is qty × rate − discount (paise; a price with GST is taken back to
// it), GST per line at its own rate, CGST+SGST when the customer's state is the dealer's state, else IGST. Each
// line shows what it is worth; the subtotals, tax and grand total are what the customer pays — a warranty or
// free-service line is the maker's, an insurance line's share the insurer's (billing.ts bills them alike) —
// with one round-off to the rupee. The arithmetic is the shared GST engine's (src/utils/gst.ts), never our own.
import type { JobPayer } from '@schemas/job-cards.schema'
import {
  computeGstLines,
  supplyKind,
  type GstLineInput,
  type GstLineResult,
  type StateTaxLabel,
  type SupplyKind,
} from '@/utils/gst'
import { gstStateByCode } from '@/utils/gst-states'

/** What the totals need of a labour or part line. */
export type MoneyLine = {
  qty: number
  rate: number
  gst_rate: number
  discount?: number
  incl_tax?: boolean
  billable_to?: JobPayer
  insurer_share_bp?: number
}

export type LineTotals = {
  taxable: number
  cgst: number
  sgst: number
  igst: number
  tax: number
  total: number
}

export type SectionTotals = { taxable: number; tax: number; total: number }

export type JobTotals = {
  kind: SupplyKind
  stateTaxLabel: StateTaxLabel
  labour: LineTotals[]
  parts: LineTotals[]
  /** The customer's share of labour and of parts. */
  labourTotals: SectionTotals
  partsTotals: SectionTotals
  /** The insurer's share of insurance lines (at this supply; its own invoice is placed on the insurer). */
  insurer: SectionTotals
  /** Taxable value of the warranty and free-service lines, which the maker pays for. */
  maker: number
  taxable: number
  cgst: number
  sgst: number
  igst: number
  tax: number
  beforeRoundOff: number
  roundOff: number
  grandTotal: number
}

export type Supply = { kind: SupplyKind; stateTaxLabel: StateTaxLabel }

export type TotalsProblem = {
  section: 'labour' | 'parts'
  index: number
  reason: 'invalid-quantity' | 'invalid-price' | 'invalid-rate' | 'invalid-discount' | 'too-large'
}

/** GST rate in percent (the schema's unit, e.g. 18 or 0.25) → basis points. */
export function rateBp(percent: number): number {
  return Math.round(percent * 100)
}

/**
 * CGST+SGST (or UTGST) when the customer's state equals the dealer's, IGST when it differs. When either
 * state is unknown (walk-in customer with no state on record) the supply is treated as within the state.
 */
export function jobSupply(dealerCode: string | null, customerCode: string | null | undefined): Supply {
  const dealer = dealerCode ? gstStateByCode(dealerCode) : undefined
  const customer = customerCode ? gstStateByCode(customerCode) : undefined
  const label: StateTaxLabel = dealer?.utgst ? 'UTGST' : 'SGST'
  if (!dealer || !customer) return { kind: 'intra', stateTaxLabel: label }
  const s = supplyKind(dealer.code, customer.code)
  return s.ok ? s.value : { kind: 'intra', stateTaxLabel: label }
}

const zeroSection = (): SectionTotals => ({ taxable: 0, tax: 0, total: 0 })

function toLine(r: GstLineResult): LineTotals {
  return {
    taxable: r.taxablePaise,
    cgst: r.cgstPaise,
    sgst: r.sgstPaise,
    igst: r.igstPaise,
    tax: r.taxPaise,
    total: r.totalPaise,
  }
}

function section(lines: readonly LineTotals[]): SectionTotals {
  const s = zeroSection()
  for (const l of lines) {
    s.taxable += l.taxable
    s.tax += l.tax
    s.total += l.total
  }
  return s
}

const engineLine = (l: MoneyLine): GstLineInput => ({
  quantity: l.qty,
  unitPricePaise: l.rate,
  rateBp: rateBp(l.gst_rate),
  discountPaise: l.discount ?? 0,
  priceIncludesTax: l.incl_tax === true,
})

const zeroTotals = (supply: Supply): JobTotals => ({
  ...supply,
  labour: [],
  parts: [],
  labourTotals: zeroSection(),
  partsTotals: zeroSection(),
  insurer: zeroSection(),
  maker: 0,
  taxable: 0,
  cgst: 0,
  sgst: 0,
  igst: 0,
  tax: 0,
  beforeRoundOff: 0,
  roundOff: 0,
  grandTotal: 0,
})

const PROBLEMS: readonly TotalsProblem['reason'][] = [
  'invalid-quantity',
  'invalid-price',
  'invalid-rate',
  'invalid-discount',
]

/** Totals of a job card; a line the engine cannot price is reported with its section and index. */
export function computeJobTotals(
  labour: readonly MoneyLine[],
  parts: readonly MoneyLine[],
  supply: Supply,
): { ok: true; value: JobTotals } | { ok: false; problem: TotalsProblem } {
  const all = [...labour, ...parts]
  if (all.length === 0) return { ok: true, value: zeroTotals(supply) }
  const options = { kind: supply.kind, stateTaxLabel: supply.stateTaxLabel }
  const whole = computeGstLines(all.map(engineLine), { ...options, roundOff: 'none' })
  if (!whole.ok) {
    const at = 'line' in whole && typeof whole.line === 'number' ? whole.line : 0
    const reason = PROBLEMS.includes(whole.reason as TotalsProblem['reason'])
      ? (whole.reason as TotalsProblem['reason'])
      : 'too-large'
    return {
      ok: false,
      problem:
        at < labour.length
          ? { section: 'labour', index: at, reason }
          : { section: 'parts', index: at - labour.length, reason },
    }
  }
  const lines = whole.value.lines.map(toLine)
  // Who pays what of each line: the customer, the insurer (its share), the maker (warranty, free service).
  let maker = 0
  const customerInput: GstLineInput[] = []
  const insurerInput: GstLineInput[] = []
  all.forEach((l, i) => {
    const payer = l.billable_to ?? 'customer'
    const taxable = lines[i]!.taxable
    const rate = rateBp(l.gst_rate)
    if (payer === 'customer') customerInput.push(engineLine(l))
    else if (payer === 'insurance') {
      const share = Math.round((taxable * (l.insurer_share_bp ?? 10_000)) / 10_000)
      customerInput.push({ quantity: 1, unitPricePaise: taxable - share, rateBp: rate })
      insurerInput.push({ quantity: 1, unitPricePaise: share, rateBp: rate })
    } else {
      maker += taxable
      customerInput.push({ quantity: 1, unitPricePaise: 0, rateBp: rate })
    }
  })
  const customer = computeGstLines(customerInput, { ...options, roundOff: 'rupee' })
  if (!customer.ok) return { ok: false, problem: { section: 'labour', index: 0, reason: 'too-large' } }
  const v = customer.value
  const own = v.lines.map(toLine)
  const insurer = insurerInput.length ? computeGstLines(insurerInput, { ...options, roundOff: 'none' }) : null
  return {
    ok: true,
    value: {
      kind: v.kind,
      stateTaxLabel: v.stateTaxLabel,
      labour: lines.slice(0, labour.length),
      parts: lines.slice(labour.length),
      labourTotals: section(own.slice(0, labour.length)),
      partsTotals: section(own.slice(labour.length)),
      insurer: insurer?.ok ? section(insurer.value.lines.map(toLine)) : zeroSection(),
      maker,
      taxable: v.taxablePaise,
      cgst: v.cgstPaise,
      sgst: v.sgstPaise,
      igst: v.igstPaise,
      tax: v.taxPaise,
      beforeRoundOff: v.totalBeforeRoundOffPaise,
      roundOff: v.roundOffPaise,
      grandTotal: v.grandTotalPaise,
    },
  }
}
