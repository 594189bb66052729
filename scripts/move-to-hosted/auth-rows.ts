// The embedded server's auth.users row as GoTrue (hosted Supabase Auth) needs it, and the auth.identities row
// GoTrue reads for an e-mail sign-in. Pure: the caller says which columns the target's tables have.
import { isBcryptHash } from '../../server/passwords.ts'

/** The embedded server's auth.users columns (schemas/sql/0001_roles_and_auth_shim.local.sql). */
export type SourceAuthUser = {
  id: string
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: string | null
  last_sign_in_at: string | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: string | null
  updated_at: string | null
  banned_until: string | null
}

/** GoTrue's single instance: every user row of a Supabase project carries the nil UUID. */
export const GOTRUE_INSTANCE_ID = '00000000-0000-0000-0000-000000000000'

/**
 * GoTrue reads these as Go strings: NULL in any of them makes every sign-in of the user fail with 500
 * "Database error querying schema" (supabase/auth#1940), so a row written by SQL carries ''.
 */
export const GOTRUE_TOKEN_COLUMNS = [
  'confirmation_token',
  'recovery_token',
  'email_change_token_new',
  'email_change',
  'email_change_token_current',
  'phone_change',
  'phone_change_token',
  'reauthentication_token',
] as const

/** Whether GoTrue can verify this hash: bcrypt, as GoTrue and the embedded server (since issue 17 item 4) write it. */
export const gotrueCanVerify = (hash: string | null | undefined): boolean => isBcryptHash(hash)

/**
 * The target auth.users row, keyed by column, with only the columns `targetColumns` has. A hash GoTrue cannot
 * verify (the embedded server's first format, `scrypt$…`) becomes '' — GoTrue's "no password" — so the user
 * gets "Invalid login credentials" instead of a server error, and sets a new password through recovery.
 */
export function gotrueUserRow(u: SourceAuthUser, targetColumns: Iterable<string>): Record<string, unknown> {
  const app = u.raw_app_meta_data ?? {}
  const row: Record<string, unknown> = {
    instance_id: GOTRUE_INSTANCE_ID,
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email?.toLowerCase() ?? null,
    encrypted_password: gotrueCanVerify(u.encrypted_password) ? u.encrypted_password : '',
    // The embedded server confirms every address at sign-up and never asks; GoTrue refuses an unconfirmed
    // address when "Confirm email" is on, so a user who could sign in before still can.
    email_confirmed_at: u.email_confirmed_at ?? u.created_at,
    last_sign_in_at: u.last_sign_in_at,
    raw_app_meta_data: { ...app, provider: app.provider ?? 'email', providers: app.providers ?? ['email'] },
    raw_user_meta_data: u.raw_user_meta_data ?? {},
    created_at: u.created_at,
    updated_at: u.updated_at ?? u.created_at,
    banned_until: u.banned_until,
    is_super_admin: false,
    is_sso_user: false,
    is_anonymous: false,
    email_change_confirm_status: 0,
  }
  for (const c of GOTRUE_TOKEN_COLUMNS) row[c] = ''
  const keep = new Set(targetColumns)
  return Object.fromEntries(Object.entries(row).filter(([k]) => keep.has(k)))
}

export const IDENTITY_COLUMNS = [
  'provider_id',
  'user_id',
  'provider',
  'identity_data',
  'last_sign_in_at',
  'created_at',
  'updated_at',
]

/** The identity GoTrue looks up for an e-mail sign-in (provider 'email', provider_id = the user's id). */
export function emailIdentityRow(u: SourceAuthUser): Record<string, unknown> {
  return {
    provider_id: u.id,
    user_id: u.id,
    provider: 'email',
    identity_data: {
      sub: u.id,
      email: u.email?.toLowerCase() ?? null,
      email_verified: true,
      phone_verified: false,
    },
    last_sign_in_at: u.last_sign_in_at,
    created_at: u.created_at,
    updated_at: u.updated_at ?? u.created_at,
  }
}
