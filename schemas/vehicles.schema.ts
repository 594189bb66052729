// Vehicle units (research/modules.md §1.1, §3.3; issue 20 item 2): one document per chassis, its id derived from
// the company and the normalised chassis number (`v-` + 32 hex, src/modules/stock/domain/vehicle-id.ts), so two
// devices adding one chassis offline write one key and meet in a merge instead of a duplicate. It holds the
// facts of the unit only; where it stands (in stock, allotted, sold, delivered, returned) is derived from the
// vouchers and bookings, never stored, because offline devices post back-dated documents.
import { defineCollection, type DocOf } from './collection'
import { authorProperties, paise, syncedProperties, SYNCED_REQUIRED } from './synced-fields'

/** purchase: arrives on an OEM invoice; opening: in the yard when the dealer started; service: a customer's
 * vehicle known from a job card (never stock). */
export const VEHICLE_SOURCES = ['purchase', 'opening', 'service'] as const
export type VehicleSource = (typeof VEHICLE_SOURCES)[number]

export const PDI_STATUSES = ['ok', 'not_ok'] as const

const isoDate = { type: 'string', maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const

export const vehiclesSchema = {
  title: 'vehicles',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...syncedProperties,
    ...authorProperties,
    /** Normalised: capitals, no spaces or hyphens (src/utils/vehicle-ids.ts). Unique per company. */
    chassis_no: { type: 'string', maxLength: 30 },
    /** Engine number, or an electric vehicle's motor number; normalised; unique per company when given. */
    engine_no: { type: 'string', maxLength: 30 },
    key_no: { type: 'string', maxLength: 20 },
    battery_no: { type: 'string', maxLength: 30 },
    /** The catalogue variant ('' for a customer's vehicle of a make we do not sell). */
    catalog_id: { type: 'string', maxLength: 40 },
    /** "Make Model Variant" as known when added, for a vehicle without a catalogue entry and for search. */
    description: { type: 'string', maxLength: 230 },
    colour: { type: 'string', maxLength: 60 },
    /** Month and year of manufacture, "2025-10" (Form 21 prints it). */
    mfg: { type: 'string', maxLength: 7, pattern: '^(\\d{4}-\\d{2})?$' },
    source: { type: 'string', enum: VEHICLE_SOURCES, maxLength: 8 },
    /** Opening stock: its cost and the date the dealer's books start holding it. */
    opening: {
      type: 'object',
      properties: { cost: paise, as_of: isoDate },
      required: ['cost', 'as_of'],
    },
    /** Pre-delivery inspection, the latest one. */
    pdi: {
      type: 'object',
      properties: {
        status: { type: 'string', enum: PDI_STATUSES, maxLength: 6 },
        date: isoDate,
        by: { type: 'string', maxLength: 80 },
        checklist: { type: 'array', items: { type: 'string', maxLength: 40 }, maxItems: 60 },
        remarks: { type: 'string', maxLength: 500 },
      },
      required: ['status', 'date'],
    },
    demo: { type: 'boolean' },
    transit_damage: { type: 'boolean' },
    registration_no: { type: 'string', maxLength: 15 },
    notes: { type: 'string', maxLength: 500 },
  },
  required: [...SYNCED_REQUIRED, 'chassis_no', 'engine_no', 'catalog_id', 'description', 'colour', 'source'],
  indexes: ['chassis_no', 'catalog_id', 'updated_at'],
  additionalProperties: false,
} as const

export type Vehicle = DocOf<typeof vehiclesSchema>

export const vehiclesMigrations = {}

export const vehicles = defineCollection({
  kind: 'synced',
  module: 'stock',
  schema: vehiclesSchema,
  migrationStrategies: vehiclesMigrations,
})
