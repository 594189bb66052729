// Which series a voucher is numbered in (research/modules.md §1.3): every money and journal voucher in its own
// per-device series "{P}{device}/{FY}/{seq}", e.g. "RF7QK/2627/0001". Receipts share the RV series the
// bookings already print their advances in, so a booking's advance and a receipt made here never take the
// same number. Numbers are taken at posting; a draft has none.
import { VOUCHER_TYPE_DEFS } from '@schemas/voucher-types'
import type { VoucherType } from '@schemas/vouchers.schema'
import { deviceSeriesCode, type DocSeries } from '@/utils/doc-series'
import { financialYearOf } from '@/utils/financial-year'
import { parsePlainDate } from '@/utils/plain-date'

/** The series prefix of every type numbered in a per-device series (schemas/voucher-types.ts declares them);
 * the vehicle invoices' RINV/NRINV series come from the settings, with their module. */
export const SERIES_PREFIX = {
  rcpt: VOUCHER_TYPE_DEFS.rcpt.series,
  rfnd: VOUCHER_TYPE_DEFS.rfnd.series,
  pay: VOUCHER_TYPE_DEFS.pay.series,
  jv: VOUCHER_TYPE_DEFS.jv.series,
  vpur: VOUCHER_TYPE_DEFS.vpur.series,
  vpret: VOUCHER_TYPE_DEFS.vpret.series,
  vcn: VOUCHER_TYPE_DEFS.vcn.series,
  ppur: VOUCHER_TYPE_DEFS.ppur.series,
  ppret: VOUCHER_TYPE_DEFS.ppret.series,
  winv: VOUCHER_TYPE_DEFS.winv.series,
  wcn: VOUCHER_TYPE_DEFS.wcn.series,
  stj: VOUCHER_TYPE_DEFS.stj.series,
} as const satisfies Partial<Record<VoucherType, string>>

export type NumberedType = keyof typeof SERIES_PREFIX

/** This device's series of `type` for the financial year of `docDate`; null for a date that is not real. */
export function voucherSeries(type: NumberedType, deviceId: string, docDate: string): DocSeries | null {
  const date = parsePlainDate(docDate)
  if (!date.ok) return null
  const fy = financialYearOf(date.value)
  return fy.ok ? { prefix: SERIES_PREFIX[type], device: deviceSeriesCode(deviceId), fy: fy.value } : null
}
