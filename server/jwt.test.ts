import { describe, expect, it } from 'vitest'
import { signJwt, verifyJwt } from './jwt.ts'

const secret = 'x'.repeat(32)

describe('HS256 JWT', () => {
  it('round-trips claims and rejects tampering, other secrets, alg none and expiry', () => {
    const t = signJwt({ sub: 'u1', role: 'authenticated', exp: 2_000 }, secret)
    expect(verifyJwt(t, secret, 1_000)).toEqual({
      ok: true,
      claims: { sub: 'u1', role: 'authenticated', exp: 2_000 },
    })
    expect(verifyJwt(t, secret, 2_000)).toEqual({ ok: false, reason: 'expired' })
    expect(verifyJwt(t, 'y'.repeat(32), 1_000)).toEqual({ ok: false, reason: 'signature' })
    const [h, , s] = t.split('.')
    const forged = `${h}.${Buffer.from(JSON.stringify({ sub: 'admin', role: 'service_role' })).toString('base64url')}.${s}`
    expect(verifyJwt(forged, secret, 1_000)).toEqual({ ok: false, reason: 'signature' })
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"role":"service_role"}').toString('base64url')}.`
    expect(verifyJwt(none, secret)).toEqual({ ok: false, reason: 'malformed' })
    expect(verifyJwt('garbage', secret)).toEqual({ ok: false, reason: 'malformed' })
  })
})
