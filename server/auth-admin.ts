import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ServerContext } from './context.ts'
import { API_VERSION, authError, authLimitError, passwordTooLongError } from './auth-errors.ts'
import { createUser, findUserByEmail, findUserById, isEmail, setPassword, userJson } from './auth-store.ts'
import type { AuthUserRow } from './auth-store.ts'
import { bearerToken, readBody, sendJson, sendRaw } from './http-util.ts'
import { verifyJwt } from './jwt.ts'
import { passwordTooLong } from './passwords.ts'
import { LIMITS, LimitError, parseJsonLimited } from './request-limits.ts'

/** GoTrue's /admin/users subset, for the service key only (seeding, scripts, tests) — never the browser. */
export async function handleAuthAdmin(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  method: string,
  url: URL,
): Promise<void> {
  const t = bearerToken(req)
  const v = t ? verifyJwt(t, ctx.jwtSecret) : undefined
  if (!v?.ok || v.claims.role !== 'service_role') throw authError(403, 'not_admin', 'User not allowed')
  const m = /^\/admin\/users(?:\/([^/]+))?$/.exec(path)
  if (!m) throw authError(404, 'not_found', `No auth route ${method} ${path}`)
  const id = m[1]
  const send = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    sendJson(res, status, body, { ...API_VERSION, ...headers })

  if (!id && method === 'GET') {
    const page = clampInt(url.searchParams.get('page'), 1, 1, 1e6)
    const perPage = clampInt(url.searchParams.get('per_page'), 50, 1, 1000)
    const total = Number(
      (await ctx.db.query<{ n: number }>(`select count(*)::int as n from auth.users`)).rows[0]?.n ?? 0,
    )
    const ids = await ctx.db.query<{ id: string }>(
      `select id::text from auth.users order by created_at, id limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    )
    const users: Record<string, unknown>[] = []
    for (const r of ids.rows) {
      const u = await findUserById(ctx.db, r.id)
      if (u) users.push(userJson(u))
    }
    return send(200, { users, aud: 'authenticated' }, { 'x-total-count': String(total) })
  }
  if (!id && method === 'POST') {
    const body = await json(req)
    const email = typeof body.email === 'string' ? body.email.trim() : ''
    if (!isEmail(email)) {
      throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format')
    }
    const password = typeof body.password === 'string' ? body.password : ''
    // GoTrue's create passes bcrypt's own error on (its update answers as sign-up does).
    if (passwordTooLong(password)) {
      throw authError(400, 'validation_failed', 'bcrypt: password length exceeds 72 bytes')
    }
    if (password.length < 6) {
      throw authError(422, 'weak_password', 'Password should be at least 6 characters.', {
        weak_password: { reasons: ['length'] },
      })
    }
    if (await findUserByEmail(ctx.db, email)) {
      throw authError(422, 'email_exists', 'A user with this email address has already been registered')
    }
    const u = await createUser(ctx.db, email, password, obj(body.user_metadata), obj(body.app_metadata))
    return send(200, userJson(u))
  }
  const user: AuthUserRow | undefined = id ? await findUserById(ctx.db, id) : undefined
  if (!user) throw authError(404, 'user_not_found', 'User not found')
  if (method === 'GET') return send(200, userJson(user))
  if (method === 'DELETE') {
    await ctx.db.query(`delete from auth.users where id = $1`, [user.id])
    return sendRaw(res, 200, '{}', { ...API_VERSION, 'Content-Type': 'application/json' })
  }
  if (method === 'PUT') {
    const body = await json(req)
    if (typeof body.password === 'string') {
      if (passwordTooLong(body.password)) throw passwordTooLongError()
      if (body.password.length < 6) {
        throw authError(422, 'weak_password', 'Password should be at least 6 characters.', {
          weak_password: { reasons: ['length'] },
        })
      }
      await setPassword(ctx.db, user.id, body.password)
    }
    if (body.user_metadata !== undefined) {
      await ctx.db.query(
        `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || $2::jsonb where id = $1`,
        [user.id, JSON.stringify(obj(body.user_metadata))],
      )
    }
    if (body.app_metadata !== undefined) {
      await ctx.db.query(
        `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}') || $2::jsonb where id = $1`,
        [user.id, JSON.stringify(obj(body.app_metadata))],
      )
    }
    return send(200, userJson((await findUserById(ctx.db, user.id))!))
  }
  throw authError(405, 'method_not_allowed', `${method} is not allowed here`)
}

async function json(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await readBody(req, LIMITS.authBodyBytes)
  try {
    return obj(raw.length ? parseJsonLimited(raw.toString('utf8')) : {})
  } catch (e) {
    if (e instanceof LimitError) throw authLimitError(e)
    throw authError(400, 'bad_json', 'Could not parse request body as JSON')
  }
}

const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {}

function clampInt(raw: string | null, dflt: number, min: number, max: number): number {
  const n = raw === null ? dflt : Number.parseInt(raw, 10)
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : dflt
}
