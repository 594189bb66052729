import { describe, expect, it } from 'vitest'
import { defaultSettingsDoc } from '@schemas/settings.schema'
import { invoiceSettings } from './invoice-settings'

describe('what an invoice reads of the settings', () => {
  it('takes the defaults of a new company', () => {
    const s = invoiceSettings(defaultSettingsDoc('u-1', 1))
    expect(s).toMatchObject({
      companyName: 'AutoBahi Pro',
      lockDate: '',
      prefixes: { registered: 'RINV-', nonRegistered: 'NRINV-' },
      tax: { tcs_base: 'invoice_value', tcs_threshold_with_gst: true, round_to_rupee: true },
      aatoBand: 'upto_5cr',
      extraCharges: { enabled: false, mandatoryForUnregistered: false },
    })
    expect(s.nonReg.rto).toEqual({ enabled: false, mandatory: false })
  })

  it('reads a partial or hand-edited document without failing', () => {
    const s = invoiceSettings({
      company_name: 'Om Motors',
      registered_invoice_prefix: '',
      non_reg_fields: { rto: { enabled: true, mandatory: true }, hypothecation: { mandatory: true } },
      tax_settings: { tcs_base: 'vehicle_line', aato_band: 'nonsense' },
      enable_extra_charges: false,
      extra_charges_mandatory_for_unregistered: true,
    })
    expect(s.prefixes.registered).toBe('RINV-')
    expect(s.nonReg.rto).toEqual({ enabled: true, mandatory: true })
    expect(s.nonReg.hypothecation).toEqual({ enabled: false, mandatory: false })
    expect(s.tax.tcs_base).toBe('vehicle_line')
    expect(s.aatoBand).toBe('upto_5cr')
    expect(s.extraCharges.mandatoryForUnregistered).toBe(false)
    expect(invoiceSettings(null).companyName).toBe('')
  })
})
