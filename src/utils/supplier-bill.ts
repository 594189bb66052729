// What every purchase bill from a supplier is checked against, whatever it buys (vehicles from the OEM, parts
// from a distributor; research/modules.md §3.1, §3.7): the tax the bill must show for where the supplier is,
// the supplier's bill number once a year, the printed total against the lines to ₹1, and what was bought from
// the supplier earlier in the year (s.194Q counts every purchase from one seller, vehicles and parts alike).
import { validatePan } from './gstin'

/** The tax a purchase bill shows: IGST, or CGST and SGST. */
export type TaxShown = 'igst' | 'cgst_sgst'

/** How far the lines may add up from the printed total (suppliers round each line their own way): ₹1. */
export const TOTAL_TOLERANCE_PAISE = 100

/** What a purchase knows of its supplier's record. */
export type SupplierRecord = { state_code?: string | undefined; gstin?: string | undefined; pan?: string }

/** The supplier's state: the record's, else the first two digits of its GSTIN. */
export function supplierState(s: SupplierRecord): string | undefined {
  return s.state_code || (s.gstin && /^\d{2}/.test(s.gstin) ? s.gstin.slice(0, 2) : undefined)
}

/** The tax a bill must show from a supplier in `supplierStateCode`: IGST from another state, CGST and SGST from ours. */
export function taxShownFor(supplierStateCode: string | undefined, dealerState: string): TaxShown {
  return supplierStateCode && supplierStateCode === dealerState ? 'cgst_sgst' : 'igst'
}

/** Why the tax shown cannot be: IGST from a supplier in our state, CGST and SGST from another (IGST Act s.7, s.8). */
export function taxShownRefusal(
  shown: TaxShown,
  supplierStateCode: string,
  dealerState: string,
): 'igst-same-state' | 'cgst-other-state' | null {
  const same = supplierStateCode === dealerState
  if (shown === 'igst' && same) return 'igst-same-state'
  if (shown === 'cgst_sgst' && !same) return 'cgst-other-state'
  return null
}

/** Whether s.194Q may use the 0.1 % rate: a valid PAN on the record or inside the GSTIN. */
export function supplierPanValid(s: SupplierRecord): boolean {
  const pan = s.pan || (s.gstin ? s.gstin.slice(2, 12) : '')
  return pan !== '' && validatePan(pan).ok
}

/** A supplier's bill number as compared: "gj/0912 " and "GJ/0912" are one bill. */
export function billNoKey(billNo: string): string {
  return billNo.trim().toUpperCase()
}

/** Why a bill number cannot be used: empty, or already posted for the supplier in the year. */
export function billNoRefusal(
  billNo: string,
  takenThisYear: readonly string[],
): 'bill-no-empty' | 'bill-no-duplicate' | null {
  const key = billNoKey(billNo)
  if (key === '') return 'bill-no-empty'
  return takenThisYear.some((b) => billNoKey(b) === key) ? 'bill-no-duplicate' : null
}

/**
 * The printed total against what the lines add up to: the difference goes to round-off (the supplier is
 * credited what the bill says), refused beyond ₹1.
 */
export function printedTotalGap(printed: number, computed: number): { round_off: number; refused: boolean } {
  const round_off = printed - computed
  return { round_off, refused: Math.abs(round_off) > TOTAL_TOLERANCE_PAISE }
}

/** A rate typed as a percentage ("40", "18%", "0.25") in basis points; 0 when empty; null when it is not one. */
export function percentToBp(text: string): number | null {
  const t = text.trim().replace(/%$/, '').trim()
  if (t === '') return 0
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return null
  const bp = Math.round(Number(t) * 100)
  return bp <= 10_000 ? bp : null
}

/** The purchase vouchers (and their returns) that count for a supplier's year. */
export const SUPPLIER_BILL_TYPES = ['vpur', 'ppur'] as const
export const SUPPLIER_RETURN_TYPES = ['vpret', 'ppret'] as const

type SupplierVoucher = {
  type: string
  fy: string
  status: string
  supplier_bill_no?: string
  totals: { taxable?: number }
}

/**
 * What a supplier's posted bills of a financial year decide for a new one: the bill numbers already used (one
 * number twice in a year is one bill keyed twice — the server keeps one live bill per supplier, year and
 * number, whatever it bought) and the taxable bought, net of returns, which s.194Q's ₹50 lakh counts.
 */
export function supplierYearOf(
  vouchers: readonly SupplierVoucher[],
  fy: string,
): { billNos: string[]; taxable: number } {
  const bill = (type: string) => (SUPPLIER_BILL_TYPES as readonly string[]).includes(type)
  const back = (type: string) => (SUPPLIER_RETURN_TYPES as readonly string[]).includes(type)
  const year = vouchers.filter((v) => v.fy === fy && v.status === 'posted' && (bill(v.type) || back(v.type)))
  return {
    billNos: year
      .filter((v) => bill(v.type))
      .flatMap((v) => (v.supplier_bill_no ? [v.supplier_bill_no] : [])),
    taxable: year.reduce((s, v) => s + (bill(v.type) ? 1 : -1) * (v.totals.taxable ?? 0), 0),
  }
}
