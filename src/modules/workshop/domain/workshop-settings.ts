// The workshop flags of the company settings row (spec §3), read defensively: a missing or malformed value
// falls back to the spec's default (schemas/settings-defaults.ts), so an old or partial settings row never breaks
// a job card.
import { DEFAULT_UOM_LIST, defaultWorkshopValues } from '@schemas/settings-defaults'

export type WorkshopOptions = {
  show_vehicle_details: boolean
  show_labour_items: boolean
  show_job_details: boolean
  enable_uom: boolean
  uom_mandatory: boolean
  show_service_labour_invoice_title: boolean
  uom_list: string[]
  /**
   * research/modules.md §3.9: free-service labour (the maker pays) prints on the customer's invoice at zero
   * when true, else it is left off: workshop_settings.free_service_labour_at_zero, a choice of the settings
   * screen (off by default).
   */
  free_labour_at_zero: boolean
}

const DEFAULTS: Omit<WorkshopOptions, 'uom_list' | 'free_labour_at_zero'> = defaultWorkshopValues()

export function workshopOptions(settings: Record<string, unknown> | null | undefined): WorkshopOptions {
  const raw = settings?.workshop_settings
  const ws = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
  const flag = (k: keyof typeof DEFAULTS) => (typeof ws[k] === 'boolean' ? (ws[k] as boolean) : DEFAULTS[k])
  const units = Array.isArray(ws.uom_list)
    ? ws.uom_list.filter((u): u is string => typeof u === 'string' && u.trim() !== '').map((u) => u.trim())
    : []
  const enable = flag('enable_uom')
  return {
    show_vehicle_details: flag('show_vehicle_details'),
    show_labour_items: flag('show_labour_items'),
    show_job_details: flag('show_job_details'),
    enable_uom: enable,
    // Mandatory only means something when units are shown at all.
    uom_mandatory: enable && flag('uom_mandatory'),
    show_service_labour_invoice_title: flag('show_service_labour_invoice_title'),
    uom_list: units.length > 0 ? [...new Set(units)] : [...DEFAULT_UOM_LIST],
    free_labour_at_zero: ws.free_service_labour_at_zero === true,
  }
}
