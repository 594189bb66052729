// The workshop's follow-ups (research/modules.md §1.1, §3.11; issue 21 item 5): one document per vehicle, kind
// and cycle, its id `f-` + 32 hex of SHA-256 of company, vehicle, kind and cycle, so two offline devices
// proposing the same reminder write one document, which the replication merges. It holds what cannot be
// derived: the reminder as generated (src/modules/follow-ups/domain) and the calls logged against it.
import { defineCollection, type DocOf } from './collection'
import { authorProperties, syncedProperties, SYNCED_REQUIRED } from './synced-fields'

export const FOLLOW_UP_KINDS = ['service_due', 'free_service_expiring', 'psf', 'insurance_renewal'] as const
export const FOLLOW_UP_STATUSES = ['open', 'done', 'skipped', 'expired'] as const
export const CALL_CHANNELS = ['call', 'whatsapp', 'sms'] as const
export const CALL_OUTCOMES = [
  'reached',
  'booked',
  'not_reachable',
  'wrong_number',
  'not_interested',
  'serviced_elsewhere',
  'vehicle_sold',
  'shifted',
  'renewed',
] as const

const isoDate = { type: 'string', maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const

export const followUpsSchema = {
  title: 'follow_ups',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...syncedProperties,
    ...authorProperties,
    kind: { type: 'string', enum: FOLLOW_UP_KINDS, maxLength: 24 },
    /** Which round of the kind: `s3` the third service, `jc:<id>` a job card's feedback, `ins:<date>` a policy. */
    cycle: { type: 'string', maxLength: 60 },
    vehicle_id: { type: 'string', maxLength: 40 },
    party_id: { type: 'string', maxLength: 40 },
    reg_no: { type: 'string', maxLength: 15 },
    vehicle: { type: 'string', maxLength: 230 },
    source_id: { type: 'string', maxLength: 40 },
    due_date: isoDate,
    due_km: { type: 'integer', minimum: 0, maximum: 10_000_000 },
    window_to: isoDate,
    label: { type: 'string', maxLength: 60 },
    status: { type: 'string', enum: FOLLOW_UP_STATUSES, maxLength: 8 },
    linked_jc_id: { type: 'string', maxLength: 40 },
    next_call: isoDate,
    /** An insurance renewal found renewed: the new policy's expiry, which the next renewal cycle counts from. */
    renewed_to: isoDate,
    attempts: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        properties: {
          at: { type: 'integer', minimum: 0, maximum: 8_640_000_000_000_000 },
          on: isoDate,
          by: { type: 'string', maxLength: 36 },
          channel: { type: 'string', enum: CALL_CHANNELS, maxLength: 8 },
          outcome: { type: 'string', enum: CALL_OUTCOMES, maxLength: 20 },
          notes: { type: 'string', maxLength: 500 },
          next_at: isoDate,
        },
        required: ['at', 'on', 'by', 'channel', 'outcome'],
      },
    },
  },
  required: [
    ...SYNCED_REQUIRED,
    'kind',
    'cycle',
    'vehicle_id',
    'party_id',
    'reg_no',
    'vehicle',
    'source_id',
    'due_date',
    'status',
    'attempts',
  ],
  indexes: [['status', 'due_date'], 'vehicle_id', 'updated_at'],
  additionalProperties: false,
} as const

export type FollowUpDoc = DocOf<typeof followUpsSchema>

export const followUpsMigrations = {}

export const followUps = defineCollection({
  kind: 'synced',
  module: 'workshop_follow_up',
  schema: followUpsSchema,
  migrationStrategies: followUpsMigrations,
  // Two devices generating one reminder write the same facts under the same id: the common ground is the
  // server's copy as generated (open, no calls) with this device's own stamps, so only what was done here since
  // (a call logged, newer facts) counts as a change, and no conflict is logged for the stamps.
  baseWhenNew: (master, local) => {
    const { attempts: _a, next_call: _n, linked_jc_id: _l, ...generated } = master
    void [_a, _n, _l]
    const stamps = {
      created_at: local.created_at,
      ...(local.created_by !== undefined ? { created_by: local.created_by } : {}),
      ...(local.updated_by !== undefined ? { updated_by: local.updated_by } : {}),
    }
    return { ...generated, ...stamps, status: 'open' as const, attempts: [] }
  },
})
