import type { IncomingMessage } from 'node:http'
import type { ServerContext } from './context.ts'
import { bearerToken } from './http-util.ts'
import type { JwtClaims } from './jwt.ts'
import { verifyJwt } from './jwt.ts'
import { restError } from './rest-errors.ts'

/** The JWT claims of a data request, checked as PostgREST does (no token = anon; bad or expired token = 401). */
export function requestClaims(ctx: ServerContext, req: IncomingMessage): JwtClaims {
  const t = bearerToken(req)
  if (!t) return { role: 'anon' }
  return claimsOf(ctx, t)
}

export function claimsOf(ctx: ServerContext, token: string): JwtClaims {
  const v = verifyJwt(token, ctx.jwtSecret)
  if (!v.ok) {
    if (v.reason === 'expired') throw restError(401, 'PGRST303', 'JWT expired', null, null)
    throw restError(
      401,
      'PGRST301',
      v.reason === 'signature' ? 'JWSError JWSInvalidSignature' : 'Expected 3 parts in JWT; got less',
      null,
      null,
    )
  }
  const role = v.claims.role
  if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') {
    throw restError(401, 'PGRST301', `JWT role "${String(role)}" is not allowed`, null, null)
  }
  return v.claims
}
