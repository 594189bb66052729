// The signed-in user's own `users` row, pulled (never pushed) so route guards and the read-only rule work
// offline and an admin's change of access or validity shows without a reload (DESIGN.md §3, §4).
import { defineCollection, type DocOf } from './collection'

export const profileSchema = {
  title: 'profile',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36 },
    role: { type: 'string', maxLength: 20 },
    /** Feature → 'read' | 'write' | 'full'. */
    access: { type: 'object' },
    /** yyyy-mm-dd; absent = no end. */
    app_valid_till: { type: 'string', maxLength: 10 },
    max_devices: { type: 'integer', minimum: 0, maximum: 1_000_000, multipleOf: 1 },
    /** The company (dealership) the user works for: its owner's id; equal to `id` for the owner. */
    company_id: { type: 'string', maxLength: 36 },
    company_role: { type: 'string', enum: ['owner', 'staff'], maxLength: 5 },
    /** The person's name, shown as who created or changed a record. */
    name: { type: 'string', maxLength: 200 },
    /** False once the owner deactivates a staff member. */
    active: { type: 'boolean' },
    /** On the sign-up's 14-day trial (not a validity the platform admin set). */
    trial: { type: 'boolean' },
    /** The server's `_modified` of this version: which of two copies (cached, pulled) is newer. */
    modified: { type: 'string', maxLength: 40 },
  },
  required: ['id', 'role', 'access', 'max_devices', 'modified', 'company_id', 'company_role', 'active'],
  indexes: [],
  additionalProperties: false,
} as const

/** The access map is free-form in the schema (features come and go); the app reads its levels as text. */
export type ProfileDoc = DocOf<typeof profileSchema, { access: Record<string, string> }>

/** The table the collection copies, and the columns it reads (`modified` is `_modified` under another name:
 * the replication keeps `_modified` to itself as the checkpoint). */
export const PROFILE_TABLE = 'users'
export const PROFILE_SELECT =
  'id, role, access, app_valid_till, max_devices, company_id, company_role, name, active, trial, _modified, modified:_modified'

export const profileMigrations = {
  // v1 (issue 18): a cached profile from before companies is its own company's owner, as the server made it.
  1: (doc: Omit<ProfileDoc, 'company_id' | 'company_role' | 'active'>): ProfileDoc => ({
    ...doc,
    company_id: doc.id,
    company_role: 'owner',
    active: true,
  }),
}

export const profile = defineCollection<typeof profileSchema, 'pulled', { access: Record<string, string> }>({
  kind: 'pulled',
  module: null,
  schema: profileSchema,
  migrationStrategies: profileMigrations,
})
