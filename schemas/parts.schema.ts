// The workshop's parts master (research/modules.md §1.1, §3.6; issue 21 item 1): one document per part, its id
// derived from the company and the normalised part number so two devices adding one part offline write one
// key. It holds the part's facts and its opening stock only; what is on hand, reserved and its value at moving
// average are derived from the vouchers' stock moves (src/modules/inventory), never stored, because offline
// devices post back-dated documents.
import { defineCollection, type DocOf } from './collection'
import { authorProperties, paise, syncedProperties, SYNCED_REQUIRED } from './synced-fields'

const isoDate = { type: 'string', maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const
/** Basis points of a rate: 1800 is 18 %. */
const bp = { type: 'integer', minimum: 0, maximum: 10_000 } as const
/** A quantity in the part's unit: litres and metres come in fractions. */
const qty = { type: 'number', minimum: 0, maximum: 1_000_000 } as const

export const partsSchema = {
  title: 'parts',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...syncedProperties,
    ...authorProperties,
    /** As the maker prints it ("15400-RTA-003"). */
    part_no: { type: 'string', maxLength: 40 },
    /** The part number without spaces, hyphens, dots or slashes, in capitals: unique per company. */
    part_key: { type: 'string', maxLength: 40 },
    name: { type: 'string', maxLength: 120 },
    /** Lower-case "part number name", the order of the list. */
    name_key: { type: 'string', maxLength: 170 },
    brand: { type: 'string', maxLength: 60 },
    category: { type: 'string', maxLength: 60 },
    /** 4, 6 or 8 digits (the app checks the count the dealer's turnover needs). */
    hsn: { type: 'string', maxLength: 8 },
    /** A unit from the settings' list (NOS, LTR, MTR…); '' when units are not used. */
    uom: { type: 'string', maxLength: 12 },
    /** Dated GST rates: the one in force on a document's date applies. */
    gst_schedule: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        properties: { from: isoDate, gst_bp: bp },
        required: ['from', 'gst_bp'],
      },
    },
    /** The last purchase rate, per unit before GST. */
    purchase_rate: paise,
    sale_rate: paise,
    /** Whether the sale rate includes GST (the counter's price). */
    sale_rate_includes_tax: { type: 'boolean' },
    /** Maximum retail price per unit, GST included (Legal Metrology): no sale above it. */
    mrp: paise,
    reorder_level: qty,
    reorder_qty: qty,
    bin: { type: 'string', maxLength: 30 },
    /** Stock the dealer held when the books started, at its value. */
    opening: {
      type: 'object',
      properties: { qty, value: paise, as_of: isoDate },
      required: ['qty', 'value', 'as_of'],
    },
    /** A part no longer stocked keeps its history but is offered no more. */
    active: { type: 'boolean' },
    notes: { type: 'string', maxLength: 500 },
  },
  required: [
    ...SYNCED_REQUIRED,
    'part_no',
    'part_key',
    'name',
    'name_key',
    'hsn',
    'uom',
    'gst_schedule',
    'sale_rate',
    'sale_rate_includes_tax',
    'active',
  ],
  indexes: ['part_key', 'name_key', 'updated_at'],
  additionalProperties: false,
} as const

export type Part = DocOf<typeof partsSchema>

export const partsMigrations = {}

/** The part number as the uniqueness key: no spaces, hyphens, dots or slashes, capitals. */
export function partKey(partNo: string): string {
  return partNo
    .replace(/[\s\-./]/g, '')
    .toUpperCase()
    .slice(0, 40)
}

export const parts = defineCollection({
  kind: 'synced',
  module: 'workshop_inventory',
  schema: partsSchema,
  migrationStrategies: partsMigrations,
  derive: (doc) => ({
    part_key: partKey(doc.part_no),
    name_key: `${doc.part_no} ${doc.name}`.trim().toLowerCase().slice(0, 170),
  }),
})
