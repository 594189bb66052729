// The dealer's own booking fields (settings.booking_settings.customFields, edited on /settings): read from the
// untrusted settings row, and the values typed on a booking checked against them.
import { parseIndianNumber } from '@/utils/indian-number'
import { parsePlainDate } from '@/utils/plain-date'

export const CUSTOM_TYPES = ['text', 'number', 'date', 'select'] as const
export type CustomType = (typeof CUSTOM_TYPES)[number]
export type CustomFieldDef = {
  id: string
  label: string
  type: CustomType
  options: string[]
  required: boolean
}

/** Longest value the schema keeps for one custom field. */
export const CUSTOM_VALUE_MAX = 500

export type CustomError = 'required' | 'number' | 'date' | 'option' | 'too-long'

type Row = Record<string, unknown>
const obj = (v: unknown): Row => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Row) : {})
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')

/** The field definitions of a settings row, in their order; malformed entries are skipped, ids de-duplicated. */
export function customFieldsFromSettings(settings: Row | null | undefined): CustomFieldDef[] {
  const list = obj(settings?.booking_settings).customFields
  if (!Array.isArray(list)) return []
  const seen = new Set<string>()
  const out: CustomFieldDef[] = []
  list.forEach((item, index) => {
    const f = obj(item)
    const label = str(f.label).trim()
    const id = str(f.id).trim() || `field-${index + 1}`
    if (!label || seen.has(id)) return
    seen.add(id)
    const type = (CUSTOM_TYPES as readonly string[]).includes(str(f.type))
      ? (str(f.type) as CustomType)
      : 'text'
    const options = Array.isArray(f.options) ? f.options.map((o) => str(o).trim()).filter(Boolean) : []
    out.push({ id, label, type, options, required: f.required === true })
  })
  return out
}

/** What is wrong with one value (already trimmed), or null. Empty optional values are fine. */
export function checkCustomValue(def: CustomFieldDef, value: string): CustomError | null {
  if (value === '') return def.required ? 'required' : null
  if (value.length > CUSTOM_VALUE_MAX) return 'too-long'
  if (def.type === 'number' && !parseIndianNumber(value).ok) return 'number'
  if (def.type === 'date' && !parsePlainDate(value).ok) return 'date'
  if (def.type === 'select' && !def.options.includes(value)) return 'option'
  return null
}

/**
 * Checks every defined field. Returns the values to store (trimmed, empty ones left out; values of fields
 * that were removed from settings since are kept so nothing typed earlier is lost) and errors by field id.
 */
export function checkCustomValues(
  defs: readonly CustomFieldDef[],
  values: Readonly<Record<string, string>>,
): { values: Record<string, string>; errors: Record<string, CustomError> } {
  const out: Record<string, string> = {}
  const errors: Record<string, CustomError> = {}
  for (const [id, raw] of Object.entries(values)) {
    const v = raw.trim()
    if (v !== '' && !defs.some((d) => d.id === id)) out[id] = v.slice(0, CUSTOM_VALUE_MAX)
  }
  for (const def of defs) {
    const v = (values[def.id] ?? '').trim()
    const error = checkCustomValue(def, v)
    if (error) errors[def.id] = error
    else if (v !== '') out[def.id] = v
  }
  return { values: out, errors }
}
