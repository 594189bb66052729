// What a vehicle invoice needs of the company's settings, read from the untrusted document (its blocks are
// free-form jsonb on the server, and an older build may not have written them): the name and GSTIN the
// refusals check, the lock date, the tax choices, the RINV/NRINV prefixes, the unregistered-buyer fields and
// the extra-charges flags, each at its default when missing.
import { defaultSettingsValues, NON_REG_FIELD_KEYS, readTaxSettings } from '@schemas/settings-defaults'
import type { InvoiceContext } from './invoice-draft'

type Flags = { enabled: boolean; mandatory: boolean }

const text = (v: unknown): string => (typeof v === 'string' ? v : '')
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}

export type InvoiceSettings = Pick<
  InvoiceContext,
  'lockDate' | 'tax' | 'prefixes' | 'nonReg' | 'extraCharges'
> & {
  companyName: string
  gstNo: string
  aatoBand: ReturnType<typeof readTaxSettings>['aato_band']
}

export function invoiceSettings(settings: Record<string, unknown> | null | undefined): InvoiceSettings {
  const s = settings ?? {}
  const d = defaultSettingsValues()
  const tax = readTaxSettings(s.tax_settings)
  const nonRegRow = obj(s.non_reg_fields)
  const nonReg: Partial<Record<(typeof NON_REG_FIELD_KEYS)[number], Flags>> = {}
  for (const key of NON_REG_FIELD_KEYS) {
    const f = obj(nonRegRow[key])
    const enabled = f.enabled === true
    nonReg[key] = { enabled, mandatory: enabled && f.mandatory === true }
  }
  const extra = s.enable_extra_charges === true
  return {
    companyName: text(s.company_name),
    gstNo: text(s.gst_no),
    lockDate: text(s.period_lock_date),
    tax: {
      tcs_base: tax.tcs_base,
      tcs_threshold_with_gst: tax.tcs_threshold_with_gst,
      tcs_round_to_rupee: tax.tcs_round_to_rupee,
      round_to_rupee: tax.round_to_rupee,
    },
    aatoBand: tax.aato_band,
    prefixes: {
      registered: text(s.registered_invoice_prefix) || d.registered_invoice_prefix,
      nonRegistered: text(s.non_registered_invoice_prefix) || d.non_registered_invoice_prefix,
    },
    nonReg,
    extraCharges: {
      enabled: extra,
      mandatoryForUnregistered: extra && s.extra_charges_mandatory_for_unregistered === true,
    },
  }
}
