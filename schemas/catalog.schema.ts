// The vehicle catalogue (research/modules.md §1.1, §2.1; issue 20 item 1): one document per variant, with the
// facts its GST rate follows from after 22 Sep 2025 (body, fuel, engine, length, ground clearance, seating),
// the HSN, the colours it comes in, a dated tax schedule (the rate in force on a document's date is the one an
// invoice or purchase takes, never today's) and dated ex-showroom prices. A variant is one document, so a
// dealer's 200 variants are 200 small rows that sync one by one; the make and model are its text, searched
// and grouped by, never a document of their own.
import { defineCollection, type DocOf } from './collection'
import { authorProperties, paise, syncedProperties, SYNCED_REQUIRED } from './synced-fields'

/** What the GST 2.0 classifier reads (src/utils/vehicle-gst.ts declares the same names). */
export const VEHICLE_BODIES = ['car', 'motorcycle', 'three_wheeler', 'bus', 'goods'] as const
export const VEHICLE_FUELS = [
  'petrol',
  'cng',
  'lpg',
  'diesel',
  'petrol_hybrid',
  'diesel_hybrid',
  'electric',
] as const

const isoDate = { type: 'string', maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const
/** Basis points of a rate: 1800 is 18 %. */
const bp = { type: 'integer', minimum: 0, maximum: 10_000 } as const
const size = (maximum: number) => ({ type: 'integer', minimum: 0, maximum }) as const

export const catalogSchema = {
  title: 'catalog',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...syncedProperties,
    ...authorProperties,
    make: { type: 'string', maxLength: 60 },
    model: { type: 'string', maxLength: 80 },
    variant: { type: 'string', maxLength: 80 },
    /** Lower-case "make model variant", the order of the list. */
    name_key: { type: 'string', maxLength: 230 },
    body: { type: 'string', enum: VEHICLE_BODIES, maxLength: 14 },
    fuel: { type: 'string', enum: VEHICLE_FUELS, maxLength: 14 },
    /** Eight digits (the invoice prints six or four by turnover). */
    hsn: { type: 'string', maxLength: 8, pattern: '^\\d{8}$' },
    engine_cc: size(20_000),
    /** An electric vehicle's motor power in watts (Form 21 asks for it in kW). */
    motor_watts: size(10_000_000),
    length_mm: size(30_000),
    ground_clearance_mm: size(2_000),
    /** Seats including the driver's. */
    seating: size(200),
    colours: { type: 'array', items: { type: 'string', maxLength: 60 }, maxItems: 60 },
    /** The rate from each date on, oldest first; the entry in force on a date is the last one on or before it. */
    tax_schedule: {
      type: 'array',
      maxItems: 40,
      items: {
        type: 'object',
        properties: { from: isoDate, gst_bp: bp, cess_bp: bp },
        required: ['from', 'gst_bp', 'cess_bp'],
      },
    },
    /** The ex-showroom price from each date on, oldest first. */
    prices: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        properties: { from: isoDate, ex_showroom: paise },
        required: ['from', 'ex_showroom'],
      },
    },
    /** The free and paid services a new vehicle is due, for the workshop's follow-ups. */
    service_schedule: {
      type: 'array',
      maxItems: 30,
      items: {
        type: 'object',
        properties: {
          label: { type: 'string', maxLength: 60 },
          days: size(3_650),
          km: size(500_000),
        },
        required: ['label'],
      },
    },
    /** A discontinued variant keeps its history but is offered no more. */
    active: { type: 'boolean' },
    notes: { type: 'string', maxLength: 500 },
  },
  required: [
    ...SYNCED_REQUIRED,
    'make',
    'model',
    'variant',
    'name_key',
    'body',
    'fuel',
    'hsn',
    'colours',
    'tax_schedule',
    'prices',
    'active',
  ],
  indexes: ['name_key', 'updated_at'],
  additionalProperties: false,
} as const

export type CatalogItem = DocOf<typeof catalogSchema>
export type TaxScheduleEntry = CatalogItem['tax_schedule'][number]
export type PriceEntry = CatalogItem['prices'][number]

export const catalogMigrations = {}

export const catalog = defineCollection({
  kind: 'synced',
  module: 'stock',
  schema: catalogSchema,
  migrationStrategies: catalogMigrations,
  derive: (doc) => ({
    name_key: `${doc.make} ${doc.model} ${doc.variant}`.trim().toLowerCase().slice(0, 230),
  }),
})
