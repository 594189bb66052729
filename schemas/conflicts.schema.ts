// The local log of every value that lost a conflict (DESIGN.md §3): never replicated, shown to the user.
import { defineCollection, type DocOf } from './collection'

export const conflictsSchema = {
  title: 'conflicts',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 80 },
    /** The collection of the record (`collection` itself is taken by RxDB documents). */
    source: { type: 'string', maxLength: 40 },
    doc_id: { type: 'string', maxLength: 40 },
    /** A short description of the record, e.g. the customer's name, to show in the list. */
    label: { type: 'string', maxLength: 200 },
    field: { type: 'string', maxLength: 60 },
    /** JSON text of this device's value that lost, and of the value that won. */
    lost_value: { type: 'string' },
    kept_value: { type: 'string' },
    at: { type: 'integer', minimum: 0, maximum: 8_640_000_000_000_000, multipleOf: 1 },
    dismissed: { type: 'boolean' },
  },
  required: ['id', 'source', 'doc_id', 'label', 'field', 'lost_value', 'kept_value', 'at', 'dismissed'],
  indexes: ['at'],
  additionalProperties: false,
} as const

export type ConflictEntry = DocOf<typeof conflictsSchema>

export const conflictsMigrations = {}

export const conflicts = defineCollection({
  kind: 'local',
  module: null,
  schema: conflictsSchema,
  migrationStrategies: conflictsMigrations,
})
