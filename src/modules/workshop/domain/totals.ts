// Job-card money: each line's taxable value is qty × rate (paise), GST per line at its own rate, CGST+SGST
// when the customer's state is the dealer's state, else IGST; labour and parts subtotals; one round-off to the
// rupee on the grand total. The arithmetic is the shared GST engine's (src/utils/gst.ts), never our own.
import {
  computeGstLines,
  supplyKind,
  type GstLineResult,
  type StateTaxLabel,
  type SupplyKind,
} from '@/utils/gst'
import { gstStateByCode } from '@/utils/gst-states'

/** What the totals need of a labour or part line. */
export type MoneyLine = { qty: number; rate: number; gst_rate: number }

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
  labourTotals: SectionTotals
  partsTotals: SectionTotals
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
  reason: 'invalid-quantity' | 'invalid-price' | 'invalid-rate' | 'too-large'
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

/** Totals of a job card; a line the engine cannot price is reported with its section and index. */
export function computeJobTotals(
  labour: readonly MoneyLine[],
  parts: readonly MoneyLine[],
  supply: Supply,
): { ok: true; value: JobTotals } | { ok: false; problem: TotalsProblem } {
  const all = [...labour, ...parts]
  if (all.length === 0) {
    return {
      ok: true,
      value: {
        ...supply,
        labour: [],
        parts: [],
        labourTotals: zeroSection(),
        partsTotals: zeroSection(),
        taxable: 0,
        cgst: 0,
        sgst: 0,
        igst: 0,
        tax: 0,
        beforeRoundOff: 0,
        roundOff: 0,
        grandTotal: 0,
      },
    }
  }
  const result = computeGstLines(
    all.map((l) => ({ quantity: l.qty, unitPricePaise: l.rate, rateBp: rateBp(l.gst_rate) })),
    { kind: supply.kind, stateTaxLabel: supply.stateTaxLabel, roundOff: 'rupee' },
  )
  if (!result.ok) {
    const at = 'line' in result && typeof result.line === 'number' ? result.line : 0
    const reason = result.reason
    const known: TotalsProblem['reason'] =
      reason === 'invalid-quantity' || reason === 'invalid-price' || reason === 'invalid-rate'
        ? reason
        : 'too-large'
    return {
      ok: false,
      problem:
        at < labour.length
          ? { section: 'labour', index: at, reason: known }
          : { section: 'parts', index: at - labour.length, reason: known },
    }
  }
  const v = result.value
  const lines = v.lines.map(toLine)
  const labourLines = lines.slice(0, labour.length)
  const partLines = lines.slice(labour.length)
  return {
    ok: true,
    value: {
      kind: v.kind,
      stateTaxLabel: v.stateTaxLabel,
      labour: labourLines,
      parts: partLines,
      labourTotals: section(labourLines),
      partsTotals: section(partLines),
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
