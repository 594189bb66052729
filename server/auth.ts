import type { IncomingMessage, ServerResponse } from 'node:http'
import { randomBytes } from 'node:crypto'
import type { ServerContext } from './context.ts'
import { handleAuthAdmin } from './auth-admin.ts'
import { API_VERSION, authError, authLimitError, passwordTooLongError } from './auth-errors.ts'
import {
  createUser,
  findUserByEmail,
  findUserById,
  isEmail,
  issueSession,
  newRefreshToken,
  setPassword,
  sha256,
  startSession,
  upgradePasswordHash,
  userJson,
} from './auth-store.ts'
import type { AuthUserRow, Session } from './auth-store.ts'
import { HttpError, bearerToken, readBody, sendJson, sendRaw } from './http-util.ts'
import type { JwtClaims } from './jwt.ts'
import { verifyJwt } from './jwt.ts'
import { hashPassword, needsRehash, passwordTooLong, verifyPassword } from './passwords.ts'
import { LIMITS, LimitError, parseJsonLimited } from './request-limits.ts'

const REFRESH_REUSE_INTERVAL_S = 10
const RECOVERY_TTL_S = 3600
const MIN_PASSWORD = 6

export async function handleAuth(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const path = url.pathname.replace(/^\/auth\/v1/, '').replace(/\/+$/, '') || '/'
  const method = req.method ?? 'GET'
  const send = (status: number, body: unknown) => sendJson(res, status, body, API_VERSION)

  if (path.startsWith('/admin/')) return handleAuthAdmin(ctx, req, res, path, method, url)
  if (method === 'GET' && path === '/health') {
    return send(200, {
      version: 'autobahi-local',
      name: 'GoTrue',
      description: 'AutoBahi local auth (GoTrue subset)',
    })
  }
  if (method === 'GET' && path === '/settings') {
    return send(200, {
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    })
  }
  if (method === 'POST' && path === '/signup') return send(200, await signUp(ctx, await jsonBody(req)))
  if (method === 'POST' && path === '/token') {
    return send(200, await token(ctx, url.searchParams.get('grant_type'), await jsonBody(req)))
  }
  if (method === 'GET' && path === '/user') {
    const { user } = await currentUser(ctx, req)
    return send(200, userJson(user))
  }
  if (method === 'PUT' && path === '/user') return send(200, await updateUser(ctx, req, await jsonBody(req)))
  if (method === 'POST' && path === '/logout') {
    await logout(ctx, req, url.searchParams.get('scope') ?? 'global')
    return sendRaw(res, 204, '', API_VERSION)
  }
  if (method === 'POST' && path === '/recover') {
    const body = await jsonBody(req)
    await recover(ctx, str(body.email), url.searchParams.get('redirect_to'))
    return send(200, {})
  }
  if (method === 'POST' && path === '/verify') {
    return send(200, await verifyRecovery(ctx, await jsonBody(req)))
  }
  if (method === 'GET' && path === '/verify') return verifyRedirect(ctx, res, url)
  if (
    ['/otp', '/resend', '/reauthenticate', '/authorize', '/sso', '/factors', '/callback'].some((p) =>
      path.startsWith(p),
    )
  ) {
    throw authError(
      400,
      'feature_not_available',
      'This sign-in method is not available on the local AutoBahi server. Use e-mail and password.',
    )
  }
  throw authError(404, 'not_found', `No auth route ${method} ${path}`)
}

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await readBody(req, LIMITS.authBodyBytes)
  if (raw.length === 0) return {}
  let v: unknown
  try {
    v = parseJsonLimited(raw.toString('utf8'))
  } catch (e) {
    if (e instanceof LimitError) throw authLimitError(e)
    throw authError(400, 'bad_json', `Could not parse request body as JSON: ${(e as Error).message}`)
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    throw authError(400, 'bad_json', 'Request body must be a JSON object')
  }
  return v as Record<string, unknown>
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '')
const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {}

function checkPassword(password: unknown): string {
  if (typeof password !== 'string' || password.length === 0) {
    throw authError(422, 'validation_failed', 'Password is required')
  }
  // As GoTrue: bcrypt reads 72 bytes, and a longer password is refused rather than truncated.
  if (passwordTooLong(password)) throw passwordTooLongError()
  if (password.length < MIN_PASSWORD) {
    throw authError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD} characters.`, {
      weak_password: { reasons: ['length'] },
    })
  }
  return password
}

function checkEmail(email: string): string {
  if (!email) throw authError(400, 'validation_failed', 'To signup, please provide your email')
  if (!isEmail(email)) {
    throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format')
  }
  return email.toLowerCase()
}

export async function signUp(ctx: ServerContext, body: Record<string, unknown>): Promise<Session> {
  const email = checkEmail(str(body.email))
  const password = checkPassword(body.password)
  const meta = obj(body.data)
  if (JSON.stringify(meta).length > 16 * 1024) {
    throw authError(400, 'validation_failed', 'User metadata is too large')
  }
  const exists = () => authError(422, 'user_already_exists', 'User already registered')
  return ctx.db
    .transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) throw exists()
      const user = await createUser(tx, email, password, meta)
      return startSession(ctx, tx, user, 'password')
    })
    .catch((e: unknown) => {
      // Two sign-ups of one address at once (a real PostgreSQL runs them side by side): the e-mail index decides.
      if ((e as { code?: string }).code === '23505') throw exists()
      throw e
    })
}

async function token(
  ctx: ServerContext,
  grant: string | null,
  body: Record<string, unknown>,
): Promise<Session> {
  if (grant === 'password') {
    const email = str(body.email)
    const password = typeof body.password === 'string' ? body.password : ''
    if (!email || !password) {
      throw authError(
        400,
        'validation_failed',
        'You must provide either an email or phone number and a password',
      )
    }
    const user = await findUserByEmail(ctx.db, email)
    const ok = await verifyPassword(password, user?.encrypted_password)
    if (!user || !ok) throw authError(400, 'invalid_credentials', 'Invalid login credentials')
    if (user.banned_until && new Date(user.banned_until) > new Date()) {
      throw authError(400, 'user_banned', 'User is banned')
    }
    // A hash in the embedded server's old scrypt format becomes bcrypt now that the password is known (as
    // GoTrue re-hashes at sign-in), so the database stays portable to hosted Supabase. Hashed before the
    // transaction, which would otherwise hold the database for the hash's ~90 ms.
    const old = user.encrypted_password
    const upgraded = needsRehash(old) && !passwordTooLong(password) ? await hashPassword(password) : undefined
    return ctx.db.transaction(async (tx) => {
      if (upgraded) await upgradePasswordHash(tx, user.id, old!, upgraded)
      return startSession(ctx, tx, user, 'password')
    })
  }
  if (grant === 'refresh_token') return refresh(ctx, str(body.refresh_token))
  throw authError(400, 'unsupported_grant_type', 'unsupported_grant_type')
}

type TokenRow = { token: string; user_id: string; session_id: string; revoked: boolean; age_s: number }

/** Refresh-token rotation with GoTrue's reuse rules: a revoked token replayed within a short interval
 * (a client racing itself) gets the current token; replayed later it is treated as stolen and the session dies. */
async function refresh(ctx: ServerContext, tokenValue: string): Promise<Session> {
  const notFound = () =>
    authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
  if (!tokenValue) throw notFound()
  // The transaction returns the error instead of throwing it, because the revocation of a replayed
  // session has to commit.
  const out = await ctx.db.transaction(async (tx): Promise<Session | HttpError> => {
    const r = await tx.query<TokenRow>(
      `select token, user_id::text, session_id::text, revoked, extract(epoch from now() - updated_at)::float8 as age_s
         from auth.refresh_tokens where token = $1 for update`,
      [tokenValue],
    )
    const row = r.rows[0]
    const user = row ? await findUserById(tx, row.user_id) : undefined
    if (!row || !user) return notFound()
    // A banned user (a staff member their owner deactivated, 0023) renews nothing, as GoTrue refuses them.
    if (user.banned_until && new Date(user.banned_until) > new Date()) {
      return authError(400, 'user_banned', 'User is banned')
    }
    let next: string
    if (row.revoked) {
      const child = await tx.query<{ token: string }>(
        `select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
        [row.session_id],
      )
      if (row.age_s > REFRESH_REUSE_INTERVAL_S || !child.rows[0]) {
        await tx.query(`delete from auth.sessions where id = $1`, [row.session_id])
        return authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
      }
      next = child.rows[0].token
    } else {
      next = newRefreshToken()
      await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`, [
        row.token,
      ])
      await tx.query(
        `insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)`,
        [next, row.user_id, row.session_id, row.token],
      )
      await tx.query(`update auth.sessions set updated_at = now() where id = $1`, [row.session_id])
    }
    return issueSession(ctx, user, row.session_id, next, 'password')
  })
  if (out instanceof HttpError) throw out
  return out
}

export async function currentUser(
  ctx: ServerContext,
  req: IncomingMessage,
): Promise<{ user: AuthUserRow; claims: JwtClaims }> {
  const t = bearerToken(req)
  if (!t) throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token')
  const v = verifyJwt(t, ctx.jwtSecret)
  if (!v.ok) {
    throw authError(
      403,
      'bad_jwt',
      v.reason === 'expired'
        ? 'invalid JWT: token is expired'
        : 'invalid JWT: unable to parse or verify signature',
    )
  }
  const sub = typeof v.claims.sub === 'string' ? v.claims.sub : ''
  if (v.claims.role !== 'authenticated' || !sub) {
    throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim')
  }
  const sid = typeof v.claims.session_id === 'string' ? v.claims.session_id : ''
  const s = await ctx.db.query(`select 1 from auth.sessions where id::text = $1 and user_id::text = $2`, [
    sid,
    sub,
  ])
  if (s.rows.length === 0) {
    throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
  }
  const user = await findUserById(ctx.db, sub)
  if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
  return { user, claims: v.claims }
}

async function updateUser(
  ctx: ServerContext,
  req: IncomingMessage,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { user } = await currentUser(ctx, req)
  if (body.password !== undefined) {
    const password = checkPassword(body.password)
    if (await verifyPassword(password, user.encrypted_password)) {
      throw authError(422, 'same_password', 'New password should be different from the old password.')
    }
    await setPassword(ctx.db, user.id, password)
  }
  if (body.email !== undefined) {
    const email = checkEmail(str(body.email))
    const other = await findUserByEmail(ctx.db, email)
    if (other && other.id !== user.id) {
      throw authError(422, 'email_exists', 'A user with this email address has already been registered')
    }
    await ctx.db.query(`update auth.users set email = $2, updated_at = now() where id = $1`, [user.id, email])
  }
  if (body.data !== undefined) {
    await ctx.db.query(
      `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || $2::jsonb, updated_at = now() where id = $1`,
      [user.id, JSON.stringify(obj(body.data))],
    )
  }
  return userJson((await findUserById(ctx.db, user.id))!)
}

async function logout(ctx: ServerContext, req: IncomingMessage, scope: string): Promise<void> {
  if (!['global', 'local', 'others'].includes(scope)) {
    throw authError(400, 'validation_failed', 'scope must be global, local or others')
  }
  const { user, claims } = await currentUser(ctx, req)
  const sid = String(claims.session_id)
  if (scope === 'global') await ctx.db.query(`delete from auth.sessions where user_id = $1`, [user.id])
  else if (scope === 'local') await ctx.db.query(`delete from auth.sessions where id = $1`, [sid])
  else await ctx.db.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [user.id, sid])
}

/** No mail server locally: the recovery link is printed to the server console instead of e-mailed. */
async function recover(ctx: ServerContext, email: string, redirectTo: string | null): Promise<void> {
  if (!email || !isEmail(email)) {
    throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format')
  }
  const user = await findUserByEmail(ctx.db, email)
  // Same answer whether or not the account exists, so the endpoint cannot be used to probe e-mails.
  if (!user) return
  const t = randomBytes(24).toString('base64url')
  await ctx.db.query(`update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1`, [
    user.id,
    sha256(t),
  ])
  const link = new URL(`${ctx.publicUrl()}/auth/v1/verify`)
  link.searchParams.set('token', t)
  link.searchParams.set('type', 'recovery')
  link.searchParams.set('redirect_to', safeRedirect(ctx, redirectTo))
  ctx.log(`password recovery for ${user.email}: ${link.href}`)
}

async function consumeRecovery(ctx: ServerContext, tokenValue: string, email?: string): Promise<Session> {
  const user = await ctx.db.transaction(async (tx) => {
    const r = await tx.query<{ id: string }>(
      `update auth.users set recovery_token = null, email_confirmed_at = coalesce(email_confirmed_at, now())
        where recovery_token = $1 and recovery_sent_at > now() - make_interval(secs => $2) and ($3::text is null or lower(email) = lower($3))
        returning id::text`,
      [sha256(tokenValue), RECOVERY_TTL_S, email ?? null],
    )
    return r.rows[0] ? findUserById(tx, r.rows[0].id) : undefined
  })
  if (!user) throw authError(403, 'otp_expired', 'Token has expired or is invalid')
  return ctx.db.transaction((tx) => startSession(ctx, tx, user, 'recovery'))
}

async function verifyRecovery(ctx: ServerContext, body: Record<string, unknown>): Promise<Session> {
  if (body.type !== 'recovery' && body.type !== 'email') {
    throw authError(400, 'validation_failed', 'Only type "recovery" is supported locally')
  }
  const t = str(body.token_hash) || str(body.token)
  if (!t) throw authError(400, 'validation_failed', 'token or token_hash is required')
  return consumeRecovery(ctx, t, str(body.token_hash) ? undefined : str(body.email) || undefined)
}

async function verifyRedirect(ctx: ServerContext, res: ServerResponse, url: URL): Promise<void> {
  const target = safeRedirect(ctx, url.searchParams.get('redirect_to'))
  let fragment: URLSearchParams
  try {
    const s = await consumeRecovery(ctx, url.searchParams.get('token') ?? '')
    fragment = new URLSearchParams({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      token_type: 'bearer',
      type: 'recovery',
    })
  } catch {
    fragment = new URLSearchParams({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    })
  }
  res.writeHead(303, { Location: `${target}#${fragment.toString()}` })
  res.end()
}

/** Only redirect to this server or a loopback origin: anything else would be an open redirect. */
function safeRedirect(ctx: ServerContext, to: string | null): string {
  const base = ctx.publicUrl()
  if (!to) return base
  try {
    const u = new URL(to)
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname)
    return (loopback || u.origin === new URL(base).origin) && /^https?:$/.test(u.protocol) ? u.href : base
  } catch {
    return base
  }
}
