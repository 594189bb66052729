// What a vehicle invoice must be before it is posted (research/modules.md §3.4 "Refuse"; dms.md §c): its
// series from the buyer (RINV for a registered buyer with a valid GSTIN, NRINV otherwise), the recipient
// details Rule 46(e) asks of an unregistered buyer's invoice of ₹50,000 or more, PAN or Form 60 for any motor
// vehicle but a two-wheeler (Rule 114B), a reason to leave out TCS that applies, a chassis in stock and not
// allotted to another booking nor flagged, and the dealer's own name and GSTIN set. Each refusal is a code
// the screen words in the person's language; nothing is half-saved.
import { DEFAULT_COMPANY_NAME } from '@schemas/settings-defaults'
import { validateGstin, validatePan } from '@/utils/gstin'

export type InvoiceSeries = 'RINV' | 'NRINV'

export type Buyer = {
  name: string
  gstin?: string | null
  /** 'unregistered', 'regular', 'composition', 'sez'. */
  gst_category?: string | null
  address?: string | null
  delivery_address?: string | null
  state_code?: string | null
  pan?: string | null
  form60?: boolean | null
}

/** RINV when the buyer is registered with a valid GSTIN, NRINV otherwise. */
export function invoiceSeries(buyer: Pick<Buyer, 'gstin' | 'gst_category'>): InvoiceSeries {
  const registered = buyer.gst_category !== 'unregistered' && !!buyer.gstin && validateGstin(buyer.gstin).ok
  return registered ? 'RINV' : 'NRINV'
}

/** Rule 46(e): an unregistered buyer's invoice of ₹50,000 or more names the recipient fully. */
export const RULE_46E_PAISE = 50_000_00

export type Rule46eField = 'name' | 'address' | 'delivery_address' | 'state_code'

export type InvoiceRefusal =
  | { code: 'company_not_set' }
  | { code: 'dealer_gstin_invalid' }
  | { code: 'rinv_without_gstin' }
  | { code: 'nrinv_with_gstin' }
  | { code: 'rule_46e'; fields: Rule46eField[] }
  | { code: 'pan_or_form60' }
  | { code: 'tcs_without_reason' }
  | { code: 'chassis_not_available'; state: string }
  | { code: 'chassis_other_booking' }
  | { code: 'chassis_flagged' }

export type InvoiceFacts = {
  dealer: { company_name?: string | null; gst_no?: string | null }
  series: InvoiceSeries
  buyer: Buyer
  /** Σ taxable of the invoice, paise. */
  taxable: number
  twoWheeler: boolean
  /** TCS applies by the rules but the person took it off. */
  tcsRemoved: boolean
  tcsExemptReason?: string | null
  vehicle: { state: string; flags: readonly string[]; allottedTo?: string | null }
  /** The booking the invoice is raised from, if any. */
  bookingId?: string | null
}

export function invoiceRefusals(f: InvoiceFacts): InvoiceRefusal[] {
  const out: InvoiceRefusal[] = []
  const company = f.dealer.company_name?.trim() ?? ''
  if (!company || company === DEFAULT_COMPANY_NAME) out.push({ code: 'company_not_set' })
  if (!f.dealer.gst_no || !validateGstin(f.dealer.gst_no).ok) out.push({ code: 'dealer_gstin_invalid' })
  const registered = invoiceSeries(f.buyer) === 'RINV'
  if (f.series === 'RINV' && !registered) out.push({ code: 'rinv_without_gstin' })
  if (f.series === 'NRINV' && registered) out.push({ code: 'nrinv_with_gstin' })
  if (f.series === 'NRINV' && f.taxable >= RULE_46E_PAISE) {
    const missing = (['name', 'address', 'delivery_address', 'state_code'] as const).filter(
      (k) => !f.buyer[k]?.trim(),
    )
    if (missing.length > 0) out.push({ code: 'rule_46e', fields: missing })
  }
  if (!f.twoWheeler && !(f.buyer.pan && validatePan(f.buyer.pan).ok) && !f.buyer.form60) {
    out.push({ code: 'pan_or_form60' })
  }
  if (f.tcsRemoved && !f.tcsExemptReason?.trim()) out.push({ code: 'tcs_without_reason' })
  const { state, flags, allottedTo } = f.vehicle
  if (flags.length > 0) out.push({ code: 'chassis_flagged' })
  if (state === 'allotted' && allottedTo && allottedTo !== f.bookingId) {
    out.push({ code: 'chassis_other_booking' })
  } else if (state !== 'in_stock' && state !== 'allotted') out.push({ code: 'chassis_not_available', state })
  return out
}
