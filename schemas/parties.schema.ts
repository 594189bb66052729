// Parties: customers, suppliers (OEMs, parts vendors), financiers and insurers — one `kind` field.
import { authorProperties, paise, syncedProperties, SYNCED_REQUIRED, withAuthorFields } from './synced-fields'
import { defineCollection, type DocOf } from './collection'

export const PARTY_KINDS = ['customer', 'supplier', 'financier', 'insurer'] as const
export type PartyKind = (typeof PARTY_KINDS)[number]

export const partiesSchema = {
  title: 'parties',
  version: 1,
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
  },
  required: [...SYNCED_REQUIRED, 'kind', 'name', 'name_key', 'opening_balance'],
  indexes: ['name_key', ['kind', 'name_key'], 'updated_at'],
  additionalProperties: false,
} as const

export const partiesMigrations = {
  // v1: who created and who last changed it (issue 18).
  1: withAuthorFields,
}

export type Party = DocOf<typeof partiesSchema>

export const parties = defineCollection({
  kind: 'synced',
  module: 'customers',
  schema: partiesSchema,
  migrationStrategies: partiesMigrations,
})
