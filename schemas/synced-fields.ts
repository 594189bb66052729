// Fields every replicated document carries (DESIGN.md §3). `rev` is chosen by the client (+1 on every local
// write) and is what the server's push functions compare; timestamps are epoch milliseconds so they travel
// through Postgres (bigint) and back byte-for-byte — the server must never change a document field.
export const ID_MAX = 40

export const syncedProperties = {
  id: { type: 'string', maxLength: ID_MAX },
  rev: { type: 'integer', minimum: 0, maximum: 2_000_000_000, multipleOf: 1 },
  created_at: { type: 'integer', minimum: 0, maximum: 8_640_000_000_000_000, multipleOf: 1 },
  updated_at: { type: 'integer', minimum: 0, maximum: 8_640_000_000_000_000, multipleOf: 1 },
} as const

export const SYNCED_REQUIRED = ['id', 'rev', 'created_at', 'updated_at'] as const

export type SyncedFields = { id: string; rev: number; created_at: number; updated_at: number }

/** Money is stored in paise (integers), never as floating rupees. */
export const paise = { type: 'integer', minimum: -100_000_000_000_00, maximum: 100_000_000_000_00 } as const

/** Who created and who last changed a business record (issue 18): user ids, set by the writing device and
 * enforced by the server from the token (schemas/sql/0023), shown as the person's name. Settings have none. */
export const authorProperties = {
  created_by: { type: 'string', maxLength: 36 },
  updated_by: { type: 'string', maxLength: 36 },
} as const

export type AuthoredFields = { created_by?: string; updated_by?: string }

/** The migration step that adds authorProperties: the fields are optional, so documents stay as they are. */
export const withAuthorFields = <T>(doc: T): T => doc
