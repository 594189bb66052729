// The dealer as the e-invoice names it, from the settings document (untrusted: any field may be missing).
import { dealerStateCode } from '@/utils/dealer-state'
import type { Seller } from '../domain/einvoice'

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '')

export function sellerOf(settings: Record<string, unknown> | null | undefined): Seller {
  const s = settings ?? {}
  return {
    gstin: text(s.gst_no).toUpperCase(),
    name: text(s.company_name),
    address: text(s.address),
    place: text(s.district) || text(s.state),
    pin: text(s.pin_code).replace(/\s/g, ''),
    state_code: dealerStateCode(s) ?? '',
    phone: text(s.mobile).replace(/\D/g, '').slice(-10),
  }
}
