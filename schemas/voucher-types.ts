// Every voucher type declared once (issue 19 part 1 item 6; research/modules.md §1.2–1.3): the access-map
// feature a write of it needs (the server's voucher_module(type) gives the same, checked by a contract test),
// the series its numbers are taken in, and its name in English and Hindi. A new type is added here and to
// VOUCHER_TYPES; the books, the ledger, the day book and the registers read names and series from here.
import type { Feature } from './access'
import type { VoucherPaymentMode, VoucherType } from './vouchers.schema'

type Name = { en: string; hi: string }

export type VoucherTypeDef = {
  feature: Feature
  /** The per-device series prefix ("RV" → RV7QK/2627/0001); null where the number is not ours (a supplier's
   * bill is the legal number of a purchase: we number it internally only) or comes from settings (RINV). */
  series: string | null
  name: Name
}

export const VOUCHER_TYPE_DEFS = {
  vpur: { feature: 'purchases', series: 'VP', name: { en: 'Vehicle purchase', hi: 'वाहन खरीद' } },
  vpret: {
    feature: 'purchase_returns',
    series: 'VD',
    name: { en: 'Vehicle purchase return', hi: 'वाहन खरीद वापसी' },
  },
  vinv: { feature: 'vehicle_invoices', series: null, name: { en: 'Vehicle invoice', hi: 'वाहन बिल' } },
  vcn: { feature: 'sales_returns', series: 'VC', name: { en: 'Vehicle credit note', hi: 'वाहन क्रेडिट नोट' } },
  ppur: { feature: 'workshop_purchases', series: 'WP', name: { en: 'Parts purchase', hi: 'पार्ट्स खरीद' } },
  ppret: {
    feature: 'wp_return',
    series: 'WD',
    name: { en: 'Parts purchase return', hi: 'पार्ट्स खरीद वापसी' },
  },
  winv: { feature: 'job_cards', series: 'WI', name: { en: 'Workshop invoice', hi: 'वर्कशॉप बिल' } },
  wcn: { feature: 'ws_return', series: 'WC', name: { en: 'Workshop credit note', hi: 'वर्कशॉप क्रेडिट नोट' } },
  rcpt: { feature: 'receipts', series: 'RV', name: { en: 'Receipt', hi: 'रसीद' } },
  rfnd: { feature: 'receipts', series: 'RF', name: { en: 'Refund', hi: 'वापसी' } },
  pay: { feature: 'receipts', series: 'PY', name: { en: 'Payment', hi: 'भुगतान' } },
  jv: { feature: 'journal_entry', series: 'JV', name: { en: 'Journal', hi: 'जर्नल' } },
  stj: { feature: 'workshop_inventory', series: 'SJ', name: { en: 'Stock journal', hi: 'स्टॉक जर्नल' } },
} as const satisfies Record<VoucherType, VoucherTypeDef>

/** How a payment was made, in English and Hindi: every screen and print that names a mode reads it here. */
export const PAYMENT_MODE_NAMES = {
  cash: { en: 'Cash', hi: 'नकद' },
  upi: { en: 'UPI', hi: 'UPI' },
  card: { en: 'Card', hi: 'कार्ड' },
  cheque: { en: 'Cheque', hi: 'चेक' },
  dd: { en: 'Demand draft', hi: 'डिमांड ड्राफ्ट' },
  neft: { en: 'NEFT', hi: 'NEFT' },
  rtgs: { en: 'RTGS', hi: 'RTGS' },
  imps: { en: 'IMPS', hi: 'IMPS' },
  finance: { en: 'Finance disbursement', hi: 'फ़ाइनेंस भुगतान' },
  adjustment: { en: 'Adjustment', hi: 'समायोजन' },
} as const satisfies Record<VoucherPaymentMode, Name>

/**
 * Names declared here as entries of a module's strings table, in one language: `nameStrings('type_',
 * VOUCHER_TYPE_DEFS, 'en')` gives `{ type_rcpt: 'Receipt', … }`, so `t('type_rcpt')` reads the one
 * declaration and no table keeps a copy.
 */
export function nameStrings<P extends string, K extends string>(
  prefix: P,
  defs: Record<K, Name | { name: Name }>,
  lang: keyof Name,
): Record<`${P}${K}`, string> {
  const out: Record<string, string> = {}
  for (const [key, def] of Object.entries(defs) as [K, Name | { name: Name }][]) {
    out[`${prefix}${key}`] = ('name' in def ? def.name : def)[lang]
  }
  return out as Record<`${P}${K}`, string>
}

/** Throws when two types share a series: their numbers would collide. */
export function assertUniqueSeries(defs: Record<string, Pick<VoucherTypeDef, 'series'>>): void {
  const seen = new Map<string, string>()
  for (const [type, def] of Object.entries(defs)) {
    if (def.series === null) continue
    const other = seen.get(def.series)
    if (other) throw new Error(`Voucher types ${other} and ${type} share the series ${def.series}`)
    seen.set(def.series, type)
  }
}
