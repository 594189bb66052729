import { describe, expect, it } from 'vitest'
import { DEFAULT_UOM_LIST } from '@schemas/settings-defaults'
import { stockSettings } from './stock-settings'

describe('stockSettings', () => {
  it('defaults: units off with the spec’s list, 4-digit HSN allowed, no lock, no negative stock', () => {
    expect(stockSettings(null)).toEqual({
      units: { enabled: false, mandatory: false, list: [...DEFAULT_UOM_LIST] },
      hsnSixDigits: false,
      lockDate: null,
      allowNegative: false,
    })
  })

  it('reads the workshop units, the turnover band, the lock and negative stock from wherever it is set', () => {
    const s = stockSettings({
      workshop_settings: { enable_uom: true, uom_mandatory: true, uom_list: [' Nos', 'Ltr', 'Nos', 3] },
      tax_settings: { aato_band: 'above_10cr', allow_negative_stock: true },
      period_lock_date: '2025-03-31',
    })
    expect(s).toEqual({
      units: { enabled: true, mandatory: true, list: ['Nos', 'Ltr'] },
      hsnSixDigits: true,
      lockDate: '2025-03-31',
      allowNegative: true,
    })
    // Mandatory means nothing while units are off; a malformed lock is none.
    expect(
      stockSettings({
        workshop_settings: { uom_mandatory: true, allow_negative_stock: true },
        period_lock_date: 'x',
      }),
    ).toMatchObject({ units: { enabled: false, mandatory: false }, lockDate: null, allowNegative: true })
  })
})
