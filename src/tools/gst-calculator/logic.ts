// The public GST calculator is a thin layer over src/utils/gst.ts so the tool and the dealership
// invoices can never disagree on a rupee.
import type { GstError, GstInvoiceResult, GstReason, SupplyKind } from '@/utils/gst'
import { computeGstLines, gstSlabsOn, isValidRateBp } from '@/utils/gst'
import { gstStateByCode } from '@/utils/gst-states'
import type { PlainDate } from '@/utils/plain-date'
import type { Result } from '@/utils/result'
import { fail } from '@/utils/result'

export type GstCalcLine = {
  /** Amount entered by the user, for one unit. */
  amountPaise: number
  quantity?: number
  rateBp: number
  cessRateBp?: number
  /** true = "amount includes GST" (remove GST), false = add GST on top. */
  includesGst: boolean
  /** Optional HSN/SAC, carried through for display; not validated here. */
  hsn?: string
}

export type GstCalcInput = {
  lines: readonly GstCalcLine[]
  /** "Selling within the same state?" — false gives IGST. */
  sameState: boolean
  /** The seller's state, only to label SGST vs UTGST; optional. */
  stateCode?: string
  roundOff?: boolean
}

/** Adds or removes GST on several line items with the CGST/SGST or IGST split and totals. */
export function calculateGst(input: GstCalcInput): Result<GstInvoiceResult, GstReason> | GstError {
  const kind: SupplyKind = input.sameState ? 'intra' : 'inter'
  let stateTaxLabel: 'SGST' | 'UTGST' = 'SGST'
  if (input.stateCode !== undefined) {
    const state = gstStateByCode(input.stateCode)
    if (!state) return fail('unknown-state')
    if (state.utgst) stateTaxLabel = 'UTGST'
  }
  return computeGstLines(
    input.lines.map((l) => ({
      unitPricePaise: l.amountPaise,
      quantity: l.quantity,
      rateBp: l.rateBp,
      cessRateBp: l.cessRateBp,
      priceIncludesTax: l.includesGst,
    })),
    { kind, stateTaxLabel, roundOff: input.roundOff ? 'rupee' : 'none' },
  )
}

export type RatePreset = { rateBp: number; current: boolean }

/** Rate buttons for a document date: that date's slabs, plus 12 % and 28 % marked not current after GST 2.0. */
export function gstRatePresets(date: PlainDate): RatePreset[] {
  const slabs = gstSlabsOn(date)
  const current = slabs.ok ? [...slabs.value.ratesBp] : []
  const legacy = [1200, 2800].filter((r) => !current.includes(r))
  return [
    ...current.map((rateBp) => ({ rateBp, current: true })),
    ...legacy.map((rateBp) => ({ rateBp, current: false })),
  ].sort((a, b) => a.rateBp - b.rateBp)
}

/** Parses a custom rate typed as a percentage ("18", "0.25", "12.5 %") into basis points. */
export function parseRatePercent(input: string): Result<number, 'empty' | 'invalid' | 'out-of-range'> {
  const s = input.replace(/%/g, '').trim()
  if (s === '') return fail('empty')
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(s)) return fail('invalid')
  const [int = '0', frac = ''] = s.split('.')
  const bp = Number(int) * 100 + Number(frac.padEnd(2, '0'))
  return isValidRateBp(bp) ? { ok: true, value: bp } : fail('out-of-range')
}

/** Basis points as a percent string without trailing zeros: 25 → "0.25", 1800 → "18". */
export function bpToPercent(rateBp: number): string {
  return String(rateBp / 100)
}

/** One item as typed: its amount text and its rate, a chip ("18") or a custom rate ("c12.5"). */
export type GstLineDraft = { amount: string; rate: string }

export const MAX_GST_LINES = 50
const SEPARATORS = /[~;]/g

/** Items as a compact URL value: "1,18,000~18;500~c12". */
export function encodeGstLines(lines: readonly GstLineDraft[]): string {
  return lines.map((l) => `${l.amount.replace(SEPARATORS, '')}~${l.rate.replace(SEPARATORS, '')}`).join(';')
}

/** Reads items back from the URL value; anything unreadable gives one empty item at 18 %. */
export function decodeGstLines(value: string): GstLineDraft[] {
  const lines = value
    .split(';')
    .slice(0, MAX_GST_LINES)
    .map((part) => {
      const [amount = '', rate = '18'] = part.split('~')
      return { amount, rate: rate === '' ? '18' : rate }
    })
  return lines.length > 0 ? lines : [{ amount: '', rate: '18' }]
}
