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

/**
 * Who pays for a line (research/modules.md §3.9): the customer; the maker under warranty (never on the
 * customer's invoice: the OEM claim is its own document); a free service (labour the maker pays for, printed
 * at zero only when the workshop settings say so); an insurer, billed in its own name for its share (Circ.
 * 217/11/2024), the rest to the customer. Absent on a line written before v4: the customer.
 */
export const JOB_PAYERS = ['customer', 'warranty', 'free', 'insurance'] as const
export type JobPayer = (typeof JOB_PAYERS)[number]

const gstRate = { type: 'number', minimum: 0, maximum: 100 } as const
const qty = { type: 'number', minimum: 0, maximum: 1_000_000 } as const
const payer = { type: 'string', enum: JOB_PAYERS, maxLength: 9 } as const
/** The insurer's share of an insurance line in basis points (7000 = 70 %); absent: all of it. */
const share = { type: 'integer', minimum: 0, maximum: 10_000 } as const

export const jobCardsSchema = {
  title: 'job_cards',
  version: 4,
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
          /** Paise off the line's qty × rate. */
          discount: paise,
          billable_to: payer,
          insurer_share_bp: share,
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
          /** The part of the parts master (schemas/parts.schema.ts); absent on a line typed before v4. */
          part_id: { type: 'string', maxLength: 40 },
          part_no: { type: 'string', maxLength: 40 },
          name: { type: 'string', maxLength: 200 },
          hsn: { type: 'string', maxLength: 8 },
          qty,
          uom: { type: 'string', maxLength: 12 },
          rate: paise,
          gst_rate: gstRate,
          discount: paise,
          /** The rate (and discount) include GST: the counter's price, checked against the MRP. */
          incl_tax: { type: 'boolean' },
          billable_to: payer,
          insurer_share_bp: share,
        },
        required: ['id', 'name', 'qty', 'rate', 'gst_rate'],
      },
    },
    /** The insurer (a party) billed for the insurance lines' share. */
    insurer_id: { type: 'string', maxLength: 40 },
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
    /**
     * The workshop invoices (winv vouchers) the card was billed on — the customer's and the insurer's — set once
     * they are posted. From then on the lines, the customer and the insurer are read-only (the server refuses
     * a change: sql/0035); it is cleared only when every one of those invoices is cancelled.
     */
    billing: {
      type: 'object',
      properties: {
        invoice_ids: { type: 'array', items: { type: 'string', maxLength: 40 }, maxItems: 2 },
        at: syncedProperties.created_at,
        by: { type: 'string', maxLength: 36 },
      },
      required: ['invoice_ids', 'at'],
    },
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
  // v4: lines name their part of the master, discount, payer and insurer's share; the card its insurer and,
  // once billed, its invoices (issue 21). All optional: an older line is the customer's, at no discount.
  4: <T>(doc: T): T => doc,
}

export const jobCards = defineCollection({
  kind: 'synced',
  module: 'job_cards',
  schema: jobCardsSchema,
  migrationStrategies: jobCardsMigrations,
  derive: (doc) => ({ list_key: jobCardListKey(doc.opened_at) }),
  // Billed, its lines are on a tax invoice: in a conflict the server's copy wins whole (a stale device's line
  // edit is logged, never merged into a billed card).
  locked: (doc) => doc.billing != null,
})
