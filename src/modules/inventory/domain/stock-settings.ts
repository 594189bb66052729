// What the parts screens read of the company settings row, defensively (a missing or malformed value takes the
// spec's default, schemas/settings-defaults.ts): the units of measure (spec §3 workshop_settings), the HSN
// digits the turnover needs, the period lock, and whether stock may go below zero.
import { DEFAULT_UOM_LIST, readTaxSettings } from '@schemas/settings-defaults'

export type StockSettings = {
  units: { enabled: boolean; mandatory: boolean; list: string[] }
  /** Above ₹5 crore of turnover an invoice shows 6 digits of HSN at least (Notification 78/2020). */
  hsnSixDigits: boolean
  lockDate: string | null
  /** research/modules.md §1.1 `allow_negative_stock`: false (refuse an issue below zero) until the settings
   * say otherwise. Read from the tax or the workshop settings, whichever holds it. */
  allowNegative: boolean
}

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}

export function stockSettings(settings: Record<string, unknown> | null | undefined): StockSettings {
  const ws = record(settings?.workshop_settings)
  const tax = record(settings?.tax_settings)
  const enabled = ws.enable_uom === true
  const list = Array.isArray(ws.uom_list)
    ? ws.uom_list.filter((u): u is string => typeof u === 'string' && u.trim() !== '').map((u) => u.trim())
    : []
  const lock = typeof settings?.period_lock_date === 'string' ? settings.period_lock_date : ''
  return {
    units: {
      enabled,
      // Mandatory only means something when units are used at all.
      mandatory: enabled && ws.uom_mandatory === true,
      list: list.length > 0 ? [...new Set(list)] : [...DEFAULT_UOM_LIST],
    },
    hsnSixDigits: readTaxSettings(settings?.tax_settings).aato_band !== 'upto_5cr',
    lockDate: /^\d{4}-\d{2}-\d{2}$/.test(lock) ? lock : null,
    allowNegative: tax.allow_negative_stock === true || ws.allow_negative_stock === true,
  }
}
