import { createHmac, timingSafeEqual } from 'node:crypto'

export type JwtClaims = {
  sub?: string
  role?: string
  exp?: number
  iat?: number
  [key: string]: unknown
}

const b64url = (input: Buffer | string): string => Buffer.from(input).toString('base64url')

/** HS256, the algorithm Supabase uses for its legacy JWT secret (anon, service_role and user tokens). */
export function signJwt(claims: JwtClaims, secret: string): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const body = b64url(JSON.stringify(claims))
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url')
  return `${head}.${body}.${sig}`
}

export type JwtResult =
  { ok: true; claims: JwtClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' }

export function verifyJwt(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): JwtResult {
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, reason: 'malformed' }
  const [head, body, sig] = parts as [string, string, string]
  let header: unknown
  let claims: unknown
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'))
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  // Pinning the algorithm closes the alg=none / algorithm-confusion family of attacks.
  if (!isObject(header) || header.alg !== 'HS256' || !isObject(claims)) {
    return { ok: false, reason: 'malformed' }
  }
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest()
  const given = Buffer.from(sig, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' }
  }
  const c = claims as JwtClaims
  if (typeof c.exp === 'number' && c.exp <= nowSeconds) return { ok: false, reason: 'expired' }
  return { ok: true, claims: c }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}
