// The company settings: one document per user, keyed by the user's id (spec §3; DESIGN.md §3). Replicated
// like every record (push_settings, rev), except that its key is `user_id` rather than a generated `id`.
import { defaultSettingsValues, defaultTaxSettings } from './settings-defaults'
import { syncedProperties } from './synced-fields'
import { defineCollection, type DocOf } from './collection'

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const
const { rev, created_at, updated_at } = syncedProperties

export const settingsSchema = {
  title: 'settings',
  version: 2,
  primaryKey: 'user_id',
  type: 'object',
  properties: {
    user_id: { type: 'string', maxLength: 36 },
    rev,
    created_at,
    updated_at,
    company_name: text(200),
    gst_no: text(15),
    pan: text(10),
    mobile: text(20),
    address: text(1000),
    state: text(80),
    district: text(80),
    pin_code: text(10),
    bank_details: { type: 'object' },
    company_logo_url: text(2048),
    upi_qr_code_url: text(2048),
    terms_and_conditions: { type: 'string' },
    registered_invoice_prefix: text(12),
    non_registered_invoice_prefix: text(12),
    workshop_settings: { type: 'object' },
    booking_settings: { type: 'object' },
    non_reg_fields: { type: 'object' },
    custom_fields: { type: 'array' },
    enable_extra_charges: { type: 'boolean' },
    extra_charges_mandatory_for_unregistered: { type: 'boolean' },
    /** Invoice numbering's counters per series and financial year; the settings screen never writes them. */
    fy_counters: { type: 'object' },
    /** yyyy-mm-dd: no voucher is posted or cancelled on or before it (research/modules.md §2.5); '' = none. */
    period_lock_date: text(10),
    /** TCS, TDS, turnover band, PDI and round-off choices (settings-defaults.ts, defaultTaxSettings). */
    tax_settings: { type: 'object' },
  },
  required: [
    'user_id',
    'rev',
    'created_at',
    'updated_at',
    'company_name',
    'bank_details',
    'registered_invoice_prefix',
    'non_registered_invoice_prefix',
    'workshop_settings',
    'booking_settings',
    'non_reg_fields',
    'custom_fields',
    'enable_extra_charges',
    'extra_charges_mandatory_for_unregistered',
    'fy_counters',
    'period_lock_date',
    'tax_settings',
  ],
  indexes: [],
  additionalProperties: false,
} as const

/** The nested blocks the schema leaves open; settings-defaults.ts gives their shape and the domain checks it. */
type SettingsBlocks = Pick<
  ReturnType<typeof defaultSettingsValues>,
  | 'bank_details'
  | 'workshop_settings'
  | 'booking_settings'
  | 'non_reg_fields'
  | 'custom_fields'
  | 'fy_counters'
  | 'tax_settings'
>

export type SettingsDoc = DocOf<typeof settingsSchema, SettingsBlocks>

/** The settings document a user starts with. */
export function defaultSettingsDoc(userId: string, now: number): SettingsDoc {
  return { user_id: userId, rev: 1, created_at: now, updated_at: now, ...defaultSettingsValues() }
}

export const settingsMigrations = {
  // v1: the period lock (sql/0027), none until the owner sets one; the server's column starts empty too, so
  // the state this device last saw from the server migrates to what the server holds.
  1: (doc: Record<string, unknown>) => ({ ...doc, period_lock_date: '' }),
  // v2: the tax choices (sql/0030), at their defaults until the owner sets them, as the server's column starts.
  2: (doc: Record<string, unknown>) => ({ ...doc, tax_settings: defaultTaxSettings() }),
}

export const settings = defineCollection<typeof settingsSchema, 'synced', SettingsBlocks>({
  kind: 'synced',
  // No module: every member reads the company's settings and only its owner writes them (the server's rule).
  module: '',
  schema: settingsSchema,
  migrationStrategies: settingsMigrations,
})
