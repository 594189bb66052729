// The money of a vehicle invoice (research/modules.md §2.1–2.2, §3.4; examples G1 and G2): the taxed lines
// (vehicles, accessories, services, taxable charges) through the shared GST engine without its round-off;
// then the pure-agent charges (Rule 33: road tax, registration, insurance paid on the buyer's behalf), outside
// the taxable value and the TCS base; then TCS; then one round-off of the whole to the rupee.
//
// TCS (s.206C(1F)): when a vehicle's value is above ₹10,00,000 (its line with GST; a setting takes it without),
// 1 % of the base, 5 % when the buyer has no valid PAN (s.206CC); none for an exempt buyer or a sub-dealer
// buying for resale. The base is a setting **[CA]**: the invoice value without pure-agent charges (the
// default), the vehicle lines alone, or the taxable value alone. To the paisa, or to the rupee by setting.
import {
  computeGstLines,
  type GstInvoiceResult,
  type GstLineInput,
  type GstReason,
  type StateTaxLabel,
  type SupplyKind,
} from '@/utils/gst'
import { MAX_PAISE, mulDivRound, roundPaiseToRupee } from '@/utils/indian-number'

export type InvoiceLineKind = 'vehicle' | 'accessory' | 'service' | 'charge'

export type InvoiceLine = GstLineInput & { kind: InvoiceLineKind }

export type TcsBase = 'invoice_value' | 'vehicle_line' | 'taxable_only'

export type TcsSettings = {
  base: TcsBase
  /** Whether the ₹10 lakh test takes a vehicle's line with its GST (the default) or without. */
  threshold_with_gst: boolean
  round_to_rupee: boolean
}

export const DEFAULT_TCS: TcsSettings = {
  base: 'invoice_value',
  threshold_with_gst: true,
  round_to_rupee: false,
}

/** The vehicle value above which TCS is collected (s.206C(1F)): more than ₹10,00,000. */
export const TCS_THRESHOLD_PAISE = 10_00_000_00
export const TCS_RATE_BP = 100
export const TCS_RATE_NO_PAN_BP = 500

export type TcsBuyer = {
  pan_valid: boolean
  /** Why no TCS is collected from this buyer (a government body, a sub-dealer buying for resale …). */
  exempt_reason?: string | null
}

export type Tcs =
  | { applies: false; why: 'below_threshold' | 'exempt' }
  | { applies: true; base: number; rate_bp: number; amount: number }

export type InvoiceMoney = {
  gst: GstInvoiceResult
  /** Σ of the taxed lines with their tax: the invoice value of GST returns. */
  invoiceValue: number
  pureAgent: number
  tcs: Tcs
  beforeRoundOff: number
  roundOff: number
  grandTotal: number
}

export type InvoiceMoneyInput = {
  kind: SupplyKind
  stateTaxLabel?: StateTaxLabel
  lines: readonly InvoiceLine[]
  /** Pure-agent charges at actuals, paise each. */
  pureAgent: readonly number[]
  tcs: TcsSettings
  buyer: TcsBuyer
  roundOff: 'rupee' | 'none'
}

export type InvoiceMoneyError = {
  ok: false
  reason: GstReason | 'no-vehicle' | 'invalid-charge'
  line?: number
}

export function invoiceMoney(
  input: InvoiceMoneyInput,
): { ok: true; value: InvoiceMoney } | InvoiceMoneyError {
  if (!input.lines.some((l) => l.kind === 'vehicle')) return { ok: false, reason: 'no-vehicle' }
  const bad = input.pureAgent.findIndex((p) => !Number.isSafeInteger(p) || p < 0 || p > MAX_PAISE)
  if (bad >= 0) return { ok: false, reason: 'invalid-charge', line: bad }
  const gst = computeGstLines(input.lines, {
    kind: input.kind,
    stateTaxLabel: input.stateTaxLabel,
    roundOff: 'none',
  })
  if (!gst.ok) return gst
  const value = gst.value
  const invoiceValue = value.totalBeforeRoundOffPaise
  const pureAgent = input.pureAgent.reduce((s, p) => s + p, 0)
  const tcs = tcsOn(input, value)
  const beforeRoundOff = invoiceValue + pureAgent + (tcs.applies ? tcs.amount : 0)
  if (beforeRoundOff > MAX_PAISE) return { ok: false, reason: 'too-large' }
  const grandTotal = input.roundOff === 'rupee' ? roundPaiseToRupee(beforeRoundOff) : beforeRoundOff
  return {
    ok: true,
    value: {
      gst: value,
      invoiceValue,
      pureAgent,
      tcs,
      beforeRoundOff,
      roundOff: grandTotal - beforeRoundOff,
      grandTotal,
    },
  }
}

function tcsOn(input: InvoiceMoneyInput, gst: GstInvoiceResult): Tcs {
  const vehicles = gst.lines.filter((_, i) => input.lines[i]!.kind === 'vehicle')
  const over = vehicles.some(
    (l) => (input.tcs.threshold_with_gst ? l.totalPaise : l.taxablePaise) > TCS_THRESHOLD_PAISE,
  )
  if (!over) return { applies: false, why: 'below_threshold' }
  if (input.buyer.exempt_reason?.trim()) return { applies: false, why: 'exempt' }
  const base =
    input.tcs.base === 'vehicle_line'
      ? vehicles.reduce((s, l) => s + l.totalPaise, 0)
      : input.tcs.base === 'taxable_only'
        ? gst.taxablePaise
        : gst.totalBeforeRoundOffPaise
  const rate_bp = input.buyer.pan_valid ? TCS_RATE_BP : TCS_RATE_NO_PAN_BP
  const paise = mulDivRound(base, rate_bp, 10_000)
  return {
    applies: true,
    base,
    rate_bp,
    amount: input.tcs.round_to_rupee ? roundPaiseToRupee(paise) : paise,
  }
}
