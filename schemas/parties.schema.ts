// Parties: customers, suppliers (OEMs, parts vendors), financiers and insurers — one `kind` field.
import { authorProperties, paise, syncedProperties, SYNCED_REQUIRED, withAuthorFields } from './synced-fields'
import { defineCollection, type DocOf } from './collection'

export const PARTY_KINDS = ['customer', 'supplier', 'financier', 'insurer'] as const
export type PartyKind = (typeof PARTY_KINDS)[number]

/** How the party stands under GST (research/modules.md §1.1): it decides RINV or NRINV and B2B or B2C. */
export const GST_CATEGORIES = ['regular', 'composition', 'unregistered', 'sez'] as const
export type GstCategory = (typeof GST_CATEGORIES)[number]

/** "Son of", "wife of", "daughter of", "care of": how Form 21 and the invoice name a buyer's relation. */
export const RELATION_TYPES = ['S/O', 'W/O', 'D/O', 'C/O'] as const

/** The language the party's messages (a service reminder on WhatsApp) are written in. */
export const PARTY_LANGUAGES = ['en', 'hi'] as const

export const partiesSchema = {
  title: 'parties',
  version: 3,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...syncedProperties,
    ...authorProperties,
    kind: { type: 'string', enum: PARTY_KINDS, maxLength: 12 },
    name: { type: 'string', maxLength: 120 },
    /** Lower-case name, the index the list sorts by. */
    name_key: { type: 'string', maxLength: 120 },
    mobile: { type: 'string', maxLength: 15 },
    email: { type: 'string', maxLength: 254 },
    address: { type: 'string', maxLength: 500 },
    /** Two-digit GST state code, e.g. "09" for Uttar Pradesh. */
    state_code: { type: 'string', maxLength: 2 },
    gstin: { type: 'string', maxLength: 15 },
    pan: { type: 'string', maxLength: 10 },
    /** Positive: the party owes us (Dr); negative: we owe the party (Cr). */
    opening_balance: paise,
    /** Absent on a party saved before v2: read as regular with a GSTIN, else unregistered. */
    gst_category: { type: 'string', enum: GST_CATEGORIES, maxLength: 12 },
    relation: {
      type: 'object',
      properties: {
        type: { type: 'string', enum: RELATION_TYPES, maxLength: 3 },
        name: { type: 'string', maxLength: 120 },
      },
      required: ['type', 'name'],
    },
    pin: { type: 'string', maxLength: 6 },
    /** Where a vehicle is delivered when not at the billing address (Rule 46(e) asks for both). */
    delivery_address: { type: 'string', maxLength: 500 },
    /** A buyer without PAN has declared Form 60 (Rule 114B); a four-wheeler buyer needs one or the other. */
    form60: { type: 'boolean' },
    /** Days a bill of this party may stay unpaid before it is overdue. */
    credit_days: { type: 'integer', minimum: 0, maximum: 365 },
    /** Why no TCS is collected from this buyer (a government body, an embassy …); empty: TCS applies. */
    tcs_exempt_reason: { type: 'string', maxLength: 120 },
    /** A sub-dealer buying vehicles for resale: no TCS (s.206C(1F)). */
    is_sub_dealer: { type: 'boolean' },
    /** Absent: English. */
    language: { type: 'string', enum: PARTY_LANGUAGES, maxLength: 2 },
  },
  required: [...SYNCED_REQUIRED, 'kind', 'name', 'name_key', 'opening_balance'],
  indexes: ['name_key', ['kind', 'name_key'], 'updated_at'],
  additionalProperties: false,
} as const

export const partiesMigrations = {
  // v1: who created and who last changed it (issue 18).
  1: withAuthorFields,
  // v2: GST category, relation, PIN, delivery address, Form 60, credit days and the TCS facts; all optional, so
  // a stored party stays as it was.
  2: (doc: Record<string, unknown>) => doc,
  // v3: the language of the party's messages; optional (absent reads as English).
  3: (doc: Record<string, unknown>) => doc,
}

export type Party = DocOf<typeof partiesSchema>

export const parties = defineCollection({
  kind: 'synced',
  module: 'customers',
  schema: partiesSchema,
  migrationStrategies: partiesMigrations,
})
