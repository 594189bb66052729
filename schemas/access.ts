// Who the signed-in person is and what they may touch: the users row as the app reads it and the feature
// names of its access map. A data contract (the database's trial trigger writes the same names), so pure
// domain code can use it without reaching src/auth.

/** Feature (module) names of the access map, as the database's trial trigger writes them. */
export const FEATURES = [
  'customers',
  'purchases',
  'purchase_returns',
  'stock',
  'reports',
  'vehicle_invoices',
  'sales_returns',
  'bookings',
  'mis_report',
  'journal_entry',
  'party_ledger',
  'receipts',
  'job_cards',
  'workshop_inventory',
  'workshop_purchases',
  'wp_return',
  'ws_return',
  'workshop_follow_up',
] as const

export type Feature = (typeof FEATURES)[number]
export type AccessLevel = 'read' | 'write' | 'full'
export type Action = 'read' | 'write' | 'delete'

/** The users row as the app needs it. */
export type Profile = {
  id: string
  role: string
  access: Partial<Record<string, AccessLevel>>
  /** ISO date (yyyy-mm-dd) after which the account is read-only; null = no end. */
  app_valid_till: string | null
  max_devices: number
  /** When the server last changed the row (its `_modified`); decides which of two copies is newer. */
  modified?: string | null
  /** The company (dealership) the user works for: its owner's id, equal to `id` for the owner. */
  company_id: string
  company_role: 'owner' | 'staff'
  /** The person's name, shown as who created or changed a record. */
  name?: string | null
  /** False once the company's owner has deactivated this member. */
  active: boolean
  /** On the sign-up's 14-day trial, not a validity the platform admin set. */
  trial: boolean
}
