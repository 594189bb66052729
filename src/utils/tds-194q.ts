// TDS under s.194Q on a purchase (research/modules.md §0 #1, §3.1, example G6): a buyer whose turnover last
// year was above ₹10 crore (the dealer's setting `tds_194q_applicable`) deducts 0.1 % of what it buys from
// one seller in a financial year beyond ₹50 lakh, on the value without GST when GST is shown apart (CBDT
// Circular 13/2021), and 5 % when the seller has no valid PAN (s.206AA). Each bill deducts on the part of
// it that crosses, or lies beyond, the ₹50 lakh.
import { mulDivRound } from './indian-number'

export const TDS_194Q_THRESHOLD_PAISE = 50_00_000_00
export const TDS_194Q_RATE_BP = 10
export const TDS_194Q_NO_PAN_RATE_BP = 500

export type Tds194q = { base: number; rate_bp: number; amount: number }

/**
 * The TDS on a bill of `taxable` paise from a seller from whom `earlierThisYear` paise (taxable) were
 * bought before it in the same financial year.
 */
export function tds194q(input: {
  applicable: boolean
  sellerPanValid: boolean
  earlierThisYear: number
  taxable: number
}): Tds194q {
  const rate_bp = input.sellerPanValid ? TDS_194Q_RATE_BP : TDS_194Q_NO_PAN_RATE_BP
  if (!input.applicable || input.taxable <= 0) return { base: 0, rate_bp, amount: 0 }
  const over = (total: number) => Math.max(0, total - TDS_194Q_THRESHOLD_PAISE)
  const base = over(input.earlierThisYear + input.taxable) - over(input.earlierThisYear)
  return { base, rate_bp, amount: mulDivRound(base, rate_bp, 10_000) }
}
