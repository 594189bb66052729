// The public GST calculator is a thin layer over src/utils/gst.ts so the tool and the dealership
// invoices can never disagree on a rupee.
import type { GstError, GstInvoiceResult, GstReason, SupplyKind } from '@/utils/gst'
import { computeGstLines } from '@/utils/gst'
import { gstStateByCode } from '@/utils/gst-states'
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
