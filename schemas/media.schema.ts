// Local-only bookkeeping of job-card photos and signatures (never replicated): the queue of uploads and
// removals this device still owes the Storage bucket, and the bytes of media taken on other devices that this
// device has downloaded for offline viewing. One document per media id.

/** A photo or signature this device must upload (its bytes are the job card's attachment) or remove. */
export const mediaQueueSchema = {
  title: 'media_queue',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    /** The media id (`photo-…` / `signature-…`), also the object's file name. */
    id: { type: 'string', maxLength: 60 },
    card_id: { type: 'string', maxLength: 40 },
    op: { type: 'string', enum: ['upload', 'remove'], maxLength: 8 },
    type: { type: 'string', maxLength: 40 },
    /** New for every enqueue: a finished attempt settles the entry only if nobody queued it again meanwhile. */
    ticket: { type: 'string', maxLength: 40 },
    attempts: { type: 'integer', minimum: 0, maximum: 1_000_000, multipleOf: 1 },
    next_at: { type: 'integer', minimum: 0, maximum: 8_640_000_000_000_000, multipleOf: 1 },
    /** The last failure, for the sync details. */
    error: { type: 'string', maxLength: 300 },
  },
  required: ['id', 'card_id', 'op', 'type', 'ticket', 'attempts', 'next_at'],
  additionalProperties: false,
} as const

export type MediaOp = 'upload' | 'remove'

export type MediaQueueEntry = {
  id: string
  card_id: string
  op: MediaOp
  type: string
  ticket: string
  attempts: number
  next_at: number
  error?: string
}

export const mediaQueueMigrations = {}

/** Downloaded media of other devices; the bytes are this document's attachment `data`. */
export const mediaCacheSchema = {
  title: 'media_cache',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 60 },
    card_id: { type: 'string', maxLength: 40 },
    type: { type: 'string', maxLength: 40 },
    size: { type: 'integer', minimum: 0, maximum: 1_000_000_000, multipleOf: 1 },
    fetched_at: { type: 'integer', minimum: 0, maximum: 8_640_000_000_000_000, multipleOf: 1 },
  },
  required: ['id', 'card_id', 'type', 'size', 'fetched_at'],
  attachments: {},
  additionalProperties: false,
} as const

export type MediaCacheEntry = {
  id: string
  card_id: string
  type: string
  size: number
  fetched_at: number
}

export const mediaCacheMigrations = {}
