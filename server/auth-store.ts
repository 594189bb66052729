import { createHash, randomBytes } from 'node:crypto'
import type { ServerContext } from './context.ts'
import type { Queryable } from './db.ts'
import { signJwt } from './jwt.ts'
import { hashPassword } from './passwords.ts'

export type AuthUserRow = {
  id: string
  aud: string
  role: string
  email: string
  encrypted_password: string | null
  email_confirmed_at: string | null
  last_sign_in_at: string | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: string
  updated_at: string
  banned_until: string | null
}

// Timestamps are read as text so they keep Postgres' exact form in JSON, as GoTrue returns them.
const ts = (c: string): string => `to_json(${c}) #>> '{}' as ${c}`
const USER_COLUMNS = `id::text, aud, role, email, encrypted_password, ${ts('email_confirmed_at')}, ${ts('last_sign_in_at')},
  raw_app_meta_data, raw_user_meta_data, ${ts('created_at')}, ${ts('updated_at')}, ${ts('banned_until')}`

const iso = (t: string | null): string | null => t

/** The user object of GoTrue's API (what supabase-js puts in session.user). */
export function userJson(u: AuthUserRow): Record<string, unknown> {
  const identityId = u.id
  return {
    id: u.id,
    aud: u.aud,
    role: u.role,
    email: u.email,
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: '',
    confirmed_at: iso(u.email_confirmed_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? { provider: 'email', providers: ['email'] },
    user_metadata: u.raw_user_meta_data ?? {},
    identities: [
      {
        identity_id: identityId,
        id: u.id,
        user_id: u.id,
        identity_data: { email: u.email, email_verified: true, phone_verified: false, sub: u.id },
        provider: 'email',
        last_sign_in_at: iso(u.last_sign_in_at),
        created_at: iso(u.created_at),
        updated_at: iso(u.updated_at),
        email: u.email,
      },
    ],
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    is_anonymous: false,
  }
}

export async function findUserByEmail(db: Queryable, email: string): Promise<AuthUserRow | undefined> {
  const r = await db.query<AuthUserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1)`,
    [email],
  )
  return r.rows[0]
}

export async function findUserById(db: Queryable, id: string): Promise<AuthUserRow | undefined> {
  if (!isUuid(id)) return undefined
  const r = await db.query<AuthUserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id])
  return r.rows[0]
}

export async function createUser(
  db: Queryable,
  email: string,
  password: string,
  userMeta: Record<string, unknown>,
  appMeta: Record<string, unknown> = {},
): Promise<AuthUserRow> {
  const hash = await hashPassword(password)
  const r = await db.query<AuthUserRow>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, now(), $3, $4) returning ${USER_COLUMNS}`,
    [
      email.toLowerCase(),
      hash,
      JSON.stringify({ provider: 'email', providers: ['email'], ...appMeta }),
      JSON.stringify(userMeta),
    ],
  )
  return r.rows[0]!
}

export type Session = {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: Record<string, unknown>
}

export const newRefreshToken = (): string => randomBytes(16).toString('base64url')

/** Starts a new auth session (one per sign-in) and returns the GoTrue session object. */
export async function startSession(
  ctx: ServerContext,
  db: Queryable,
  user: AuthUserRow,
  amr: string,
): Promise<Session> {
  const s = await db.query<{ id: string }>(
    `insert into auth.sessions (user_id) values ($1) returning id::text`,
    [user.id],
  )
  const sessionId = s.rows[0]!.id
  const token = newRefreshToken()
  await db.query(`insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)`, [
    token,
    user.id,
    sessionId,
  ])
  const u = await db.query<AuthUserRow>(
    `update auth.users set last_sign_in_at = now() where id = $1 returning ${USER_COLUMNS}`,
    [user.id],
  )
  return issueSession(ctx, u.rows[0]!, sessionId, token, amr)
}

export function issueSession(
  ctx: ServerContext,
  user: AuthUserRow,
  sessionId: string,
  refreshToken: string,
  amr: string,
): Session {
  const iat = Math.floor(Date.now() / 1000)
  const exp = iat + ctx.jwtExpiry
  const claims = {
    aud: 'authenticated',
    exp,
    iat,
    iss: `${ctx.publicUrl()}/auth/v1`,
    sub: user.id,
    email: user.email,
    phone: '',
    role: 'authenticated',
    session_id: sessionId,
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    aal: 'aal1',
    amr: [{ method: amr, timestamp: iat }],
    is_anonymous: false,
  }
  return {
    access_token: signJwt(claims, ctx.jwtSecret),
    token_type: 'bearer',
    expires_in: ctx.jwtExpiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user),
  }
}

export async function setPassword(db: Queryable, userId: string, password: string): Promise<void> {
  await db.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
    userId,
    await hashPassword(password),
  ])
}

/** Replaces an old-format hash by a new one of the same password, unless the password changed meanwhile. */
export async function upgradePasswordHash(
  db: Queryable,
  userId: string,
  oldHash: string,
  newHash: string,
): Promise<void> {
  await db.query(`update auth.users set encrypted_password = $3 where id = $1 and encrypted_password = $2`, [
    userId,
    oldHash,
    newHash,
  ])
}

export const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex')

export const isUuid = (s: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s)

export const isEmail = (s: string): boolean => s.length <= 255 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s)
