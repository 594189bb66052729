// Between the untrusted settings row (jsonb columns may be partial or hand-edited) and the form.
import { readTaxSettings } from '@schemas/settings-defaults'
import {
  CUSTOM_FIELD_TYPES,
  defaultSettings,
  NON_REG_FIELD_KEYS,
  WORKSHOP_FLAGS,
  type BookingField,
  type CustomFieldType,
  type PurchaseColumn,
  type SettingsForm,
} from './defaults'
import { normaliseIndianMobile } from '@/utils/mobile'
import { keepRequiredColumns } from './lists'

type Row = Record<string, unknown>

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')
const obj = (v: unknown): Row => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Row) : {})
const bool = (v: unknown, fallback: boolean): boolean => (typeof v === 'boolean' ? v : fallback)

/** Non-empty, trimmed, first of each spelling (units are compared case-insensitively). */
function uniqueUnits(units: string[]): string[] {
  const seen = new Set<string>()
  return units
    .map((u) => u.trim())
    .filter((u) => u !== '' && !seen.has(u.toLowerCase()) && seen.add(u.toLowerCase()))
}

function toColumns(value: unknown, fallback: PurchaseColumn[]): PurchaseColumn[] {
  if (!Array.isArray(value)) return fallback
  const columns: PurchaseColumn[] = []
  for (const item of value) {
    const c = obj(item)
    const id = str(c.id)
    if (!id || columns.some((x) => x.id === id)) continue
    columns.push({
      id,
      label: str(c.label) || id,
      type: c.type === 'number' ? 'number' : 'text',
      deletable: bool(c.deletable, true),
      editable: bool(c.editable, true),
    })
  }
  return columns
}

/** The tax choices of a row; each missing or unknown one at its default (an older build never wrote them). */
export const toTaxSettings = readTaxSettings

function toBookingFields(value: unknown): BookingField[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item, index) => {
    const f = obj(item)
    const label = str(f.label)
    if (!label) return []
    const type = (CUSTOM_FIELD_TYPES as readonly string[]).includes(str(f.type))
      ? (str(f.type) as CustomFieldType)
      : 'text'
    const options = Array.isArray(f.options) ? f.options.map(str).filter(Boolean) : []
    return [
      { id: str(f.id) || `field-${index + 1}`, label, type, options, required: bool(f.required, false) },
    ]
  })
}

/** The form's values for a settings row; missing or malformed parts fall back to the defaults. */
export function settingsFromRow(row: Row | null | undefined): SettingsForm {
  const d = defaultSettings()
  if (!row) return d
  const bank = obj(row.bank_details)
  const nonReg = obj(row.non_reg_fields)
  const ws = obj(row.workshop_settings)
  const flags = Object.fromEntries(
    WORKSHOP_FLAGS.map((k) => [k, bool(ws[k], d.workshop_settings[k])]),
  ) as Record<(typeof WORKSHOP_FLAGS)[number], boolean>
  return {
    company_name: str(row.company_name) || d.company_name,
    gst_no: str(row.gst_no),
    pan: str(row.pan),
    mobile: str(row.mobile),
    address: str(row.address),
    state: str(row.state),
    district: str(row.district),
    pin_code: str(row.pin_code),
    bank_details: {
      account_holder_name: str(bank.account_holder_name),
      account_number: str(bank.account_number),
      bank_name: str(bank.bank_name),
      ifsc_code: str(bank.ifsc_code),
    },
    company_logo_url: str(row.company_logo_url),
    upi_qr_code_url: str(row.upi_qr_code_url),
    terms_and_conditions: str(row.terms_and_conditions),
    registered_invoice_prefix:
      typeof row.registered_invoice_prefix === 'string'
        ? row.registered_invoice_prefix
        : d.registered_invoice_prefix,
    non_registered_invoice_prefix:
      typeof row.non_registered_invoice_prefix === 'string'
        ? row.non_registered_invoice_prefix
        : d.non_registered_invoice_prefix,
    non_reg_fields: Object.fromEntries(
      NON_REG_FIELD_KEYS.map((k) => {
        const f = obj(nonReg[k])
        const enabled = bool(f.enabled, false)
        return [k, { enabled, mandatory: enabled && bool(f.mandatory, false) }]
      }),
    ) as SettingsForm['non_reg_fields'],
    booking_fields: toBookingFields(obj(row.booking_settings).customFields),
    enable_extra_charges: bool(row.enable_extra_charges, false),
    extra_charges_mandatory_for_unregistered: bool(row.extra_charges_mandatory_for_unregistered, false),
    workshop_settings: {
      ...flags,
      uom_list: Array.isArray(ws.uom_list) ? uniqueUnits(ws.uom_list.map(str)) : d.workshop_settings.uom_list,
      workshop_purchase_columns: keepRequiredColumns(
        toColumns(ws.workshop_purchase_columns, d.workshop_settings.workshop_purchase_columns),
        d.workshop_settings.workshop_purchase_columns,
      ),
    },
    period_lock_date: str(row.period_lock_date),
    tax_settings: toTaxSettings(row.tax_settings),
  }
}

const orNull = (s: string): string | null => (s.trim() === '' ? null : s.trim())
const upper = (s: string): string | null => orNull(s.replace(/\s/g, '').toUpperCase())

/**
 * The columns to upsert for `userId`. Identifiers are stored trimmed and upper-cased; fy_counters is left
 * out on purpose: invoice numbering owns it, and a stale form must never wind a counter back.
 */
export function settingsToRow(form: SettingsForm, userId: string, previous?: Row | null): Row {
  const previousBooking = obj(previous?.booking_settings)
  return {
    user_id: userId,
    company_name: form.company_name.trim(),
    gst_no: upper(form.gst_no),
    pan: upper(form.pan),
    // Stored as parties, bookings and job cards store it. A number the form would refuse (only an older row
    // can hold one) is kept as it was rather than dropped.
    mobile: normaliseIndianMobile(form.mobile) ?? orNull(form.mobile.replace(/[\s-]/g, '')),
    address: orNull(form.address),
    state: orNull(form.state),
    district: orNull(form.district),
    pin_code: orNull(form.pin_code.replace(/\s/g, '')),
    bank_details: {
      account_holder_name: form.bank_details.account_holder_name.trim(),
      account_number: form.bank_details.account_number.replace(/\s/g, ''),
      bank_name: form.bank_details.bank_name.trim(),
      ifsc_code: form.bank_details.ifsc_code.replace(/\s/g, '').toUpperCase(),
    },
    company_logo_url: orNull(form.company_logo_url),
    upi_qr_code_url: orNull(form.upi_qr_code_url),
    terms_and_conditions: orNull(form.terms_and_conditions),
    registered_invoice_prefix: form.registered_invoice_prefix.trim(),
    non_registered_invoice_prefix: form.non_registered_invoice_prefix.trim(),
    non_reg_fields: Object.fromEntries(
      Object.entries(form.non_reg_fields).map(([k, f]) => [
        k,
        { enabled: f.enabled, mandatory: f.enabled && f.mandatory },
      ]),
    ),
    // Other keys of booking_settings (added by later modules) are kept.
    booking_settings: {
      ...previousBooking,
      customFields: form.booking_fields.map((f) => ({
        id: f.id,
        label: f.label.trim(),
        type: f.type,
        required: f.required,
        ...(f.type === 'select' ? { options: f.options.map((o) => o.trim()).filter(Boolean) } : {}),
      })),
    },
    enable_extra_charges: form.enable_extra_charges,
    extra_charges_mandatory_for_unregistered:
      form.enable_extra_charges && form.extra_charges_mandatory_for_unregistered,
    workshop_settings: {
      ...form.workshop_settings,
      uom_mandatory: form.workshop_settings.enable_uom && form.workshop_settings.uom_mandatory,
      uom_list: form.workshop_settings.uom_list.map((u) => u.trim()).filter(Boolean),
      workshop_purchase_columns: form.workshop_settings.workshop_purchase_columns.map((c) => ({
        ...c,
        label: c.label.trim(),
      })),
    },
    // Never null: '' is "not locked" in the document and on the server.
    period_lock_date: form.period_lock_date.trim(),
    // Keys a later build adds are kept, as booking_settings keeps its own.
    tax_settings: { ...obj(previous?.tax_settings), ...form.tax_settings },
  }
}

/**
 * The fields `after` changes relative to `before` (both from settingsToRow, so their objects are built in the
 * same key order): what a save writes into the stored document. Only these are written, so a field another
 * device changed meanwhile, which this form never touched, is not put back. Empty values (null) clear the
 * field (undefined); the key is never part of it.
 */
export function settingsPatch(before: Row, after: Row): Row {
  const patch: Row = {}
  for (const [key, value] of Object.entries(after)) {
    if (key === 'user_id' || JSON.stringify(value) === JSON.stringify(before[key])) continue
    patch[key] = value === null ? undefined : value
  }
  return patch
}

/** fy_counters as sorted rows for the read-only table: series, financial year, last number. */
export function fyCounterRows(value: unknown): { key: string; value: string }[] {
  return Object.entries(obj(value))
    .map(([key, v]) => ({ key, value: typeof v === 'object' && v !== null ? JSON.stringify(v) : str(v) }))
    .sort((a, b) => a.key.localeCompare(b.key))
}
