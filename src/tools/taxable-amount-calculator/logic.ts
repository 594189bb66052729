// "Taxable amount" means two things to Indian users (research/tools.md §b): the GST taxable value inside
// a tax-inclusive price, and income tax. GST mode reuses src/utils/gst.ts; income tax lives beside it.
import type { StateTaxLabel, TaxHeads } from '@/utils/gst'
import { isValidRateBp, splitInclusive, taxHeads } from '@/utils/gst'
import { gstStateByCode } from '@/utils/gst-states'
import { MAX_PAISE } from '@/utils/indian-number'
import type { Result } from '@/utils/result'
import { fail, ok } from '@/utils/result'

export { calculateIncomeTax, compareRegimes } from './logic-income-tax'
export type {
  IncomeTaxInput,
  IncomeTaxResult,
  IncomeTaxReason,
  OldRegimeDeductions,
} from './logic-income-tax'
export { TAX_YEARS } from './income-tax-rules'
export type { AgeBand, Regime } from './income-tax-rules'

export type GstTaxableResult = TaxHeads & {
  taxablePaise: number
  taxPaise: number
  stateTaxLabel: StateTaxLabel
}

/**
 * Taxable value and tax heads inside a GST-inclusive amount; any rounding paisa goes to the taxable value
 * so taxable + tax equals the amount paid.
 */
export function gstTaxableFromInclusive(
  inclusivePaise: number,
  rateBp: number,
  sameState: boolean,
  stateCode?: string,
): Result<GstTaxableResult, 'invalid-amount' | 'invalid-rate' | 'unknown-state' | 'too-large'> {
  if (!Number.isSafeInteger(inclusivePaise) || inclusivePaise < 0) return fail('invalid-amount')
  if (inclusivePaise > MAX_PAISE) return fail('too-large')
  if (!isValidRateBp(rateBp)) return fail('invalid-rate')
  const state = stateCode === undefined ? undefined : gstStateByCode(stateCode)
  if (stateCode !== undefined && !state) return fail('unknown-state')
  const kind = sameState ? 'intra' : 'inter'
  const first = splitInclusive(inclusivePaise, rateBp)
  const heads = taxHeads(first.taxablePaise, rateBp, kind)
  const tax = heads.cgstPaise + heads.sgstPaise + heads.igstPaise
  return ok({
    ...heads,
    taxablePaise: inclusivePaise - tax,
    taxPaise: tax,
    stateTaxLabel: state?.utgst ? 'UTGST' : 'SGST',
  })
}
