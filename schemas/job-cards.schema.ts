// Workshop job cards (repair orders). Lines are nested arrays (jsonb on the server); photos and the customer's
// signature are RxDB attachments on this device, listed in `media` so other devices know what exists.
import { jobCardListKey } from './list-keys'
import { authorProperties, paise, syncedProperties, SYNCED_REQUIRED, withAuthorFields } from './synced-fields'
import { defineCollection, type DocOf } from './collection'

export const JOB_STATUSES = [
  'open',
  'in_progress',
  'awaiting_parts',
  'ready',
  'delivered',
  'cancelled',
] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

const gstRate = { type: 'number', minimum: 0, maximum: 100 } as const
const qty = { type: 'number', minimum: 0, maximum: 1_000_000 } as const

export const jobCardsSchema = {
  title: 'job_cards',
  version: 3,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...syncedProperties,
    ...authorProperties,
    job_no: { type: 'string', maxLength: 16 },
    opened_at: syncedProperties.created_at,
    /** jobCardListKey(opened_at): the newest-first list order, read forwards (see list-keys.ts). */
    list_key: { type: 'integer', minimum: 0, maximum: 9_999_999_999_999, multipleOf: 1 },
    /** Registration number in capitals without spaces ("" when not yet registered). */
    reg_no: { type: 'string', maxLength: 15 },
    chassis_no: { type: 'string', maxLength: 30 },
    engine_no: { type: 'string', maxLength: 30 },
    make_model: { type: 'string', maxLength: 80 },
    party_id: { type: 'string', maxLength: 40 },
    customer_name: { type: 'string', maxLength: 120 },
    mobile: { type: 'string', maxLength: 15 },
    odometer: { type: 'integer', minimum: 0, maximum: 10_000_000 },
    complaints: { type: 'array', items: { type: 'string', maxLength: 300 } },
    labour: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', maxLength: 40 },
          description: { type: 'string', maxLength: 200 },
          sac: { type: 'string', maxLength: 8 },
          qty,
          uom: { type: 'string', maxLength: 12 },
          rate: paise,
          gst_rate: gstRate,
        },
        required: ['id', 'description', 'qty', 'rate', 'gst_rate'],
      },
    },
    parts: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', maxLength: 40 },
          part_no: { type: 'string', maxLength: 40 },
          name: { type: 'string', maxLength: 200 },
          hsn: { type: 'string', maxLength: 8 },
          qty,
          uom: { type: 'string', maxLength: 12 },
          rate: paise,
          gst_rate: gstRate,
        },
        required: ['id', 'name', 'qty', 'rate', 'gst_rate'],
      },
    },
    technician: { type: 'string', maxLength: 80 },
    promised_at: syncedProperties.created_at,
    status: { type: 'string', enum: JOB_STATUSES, maxLength: 16 },
    /** Estimate total in paise when the customer approved it, and when. */
    approved_estimate: paise,
    approved_at: syncedProperties.created_at,
    approved_by: { type: 'string', maxLength: 120 },
    delivered_at: syncedProperties.created_at,
    cancel_reason: { type: 'string', maxLength: 300 },
    notes: { type: 'string', maxLength: 2000 },
    /**
     * Place of supply (2-digit GST state code) and the tax split, fixed on every save so a reprint says what was
     * issued; absent on a card saved before v3, whose print still works them out from the customer's state.
     */
    pos: { type: 'string', maxLength: 2 },
    supply: { type: 'string', enum: ['intra', 'inter'], maxLength: 5 },
    /** Grand total in paise, derived from the lines on every save, kept for lists and reports. */
    total: paise,
    media: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', maxLength: 60 },
          kind: { type: 'string', enum: ['photo', 'signature'], maxLength: 12 },
          type: { type: 'string', maxLength: 40 },
          size: { type: 'integer', minimum: 0 },
        },
        required: ['id', 'kind', 'type', 'size'],
      },
    },
  },
  required: [
    ...SYNCED_REQUIRED,
    'job_no',
    'opened_at',
    'list_key',
    'reg_no',
    'chassis_no',
    'customer_name',
    'odometer',
    'complaints',
    'labour',
    'parts',
    'status',
    'total',
    'media',
  ],
  indexes: [['status', 'list_key'], 'list_key', 'opened_at', 'reg_no', 'chassis_no'],
  attachments: {},
  additionalProperties: false,
} as const

export type JobCard = DocOf<typeof jobCardsSchema>
export type LabourLine = JobCard['labour'][number]
export type PartLine = JobCard['parts'][number]
export type JobMedia = JobCard['media'][number]

export const jobCardsMigrations = {
  // v1: the newest-first list key.
  1: (doc: Omit<JobCard, 'list_key'>): JobCard => ({ ...doc, list_key: jobCardListKey(doc.opened_at) }),
  // v2: who created and who last changed it (issue 18).
  2: withAuthorFields,
  // v3: place of supply and tax split stored on save (issue 19). Optional: an older card keeps what it had and
  // is never given a split worked out today, which would claim it was issued so.
  3: <T>(doc: T): T => doc,
}

export const jobCards = defineCollection({
  kind: 'synced',
  module: 'job_cards',
  schema: jobCardsSchema,
  migrationStrategies: jobCardsMigrations,
  derive: (doc) => ({ list_key: jobCardListKey(doc.opened_at) }),
})
