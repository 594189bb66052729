import { afterEach, describe, expect, it, vi } from 'vitest'
import { guardFetch, NOT_SENT_CODE, type SessionRecovery } from './supabase-fetch'

const ANON = 'anon-key'
const REST = 'https://db.example/rest/v1/rpc/push_parties'
const AUTH = 'https://db.example/auth/v1/token?grant_type=refresh_token'

type Sent = { url: string; bearer: string | null; body: unknown }

/** A backend that answers each request with the next status given (200 once they run out). */
function backend(statuses: (number | 'network')[] = []) {
  const sent: Sent[] = []
  const base = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers)
    sent.push({ url: String(input), bearer: headers.get('Authorization'), body: init?.body })
    const next = statuses.shift() ?? 200
    if (next === 'network') throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify({ status: next }), { status: next })
  })
  return { base: base as unknown as typeof fetch, sent }
}

function recovery(over: Partial<SessionRecovery> = {}): SessionRecovery {
  return {
    signedIn: () => true,
    renew: vi.fn(async () => 'fresh'),
    reachable: vi.fn(),
    ...over,
  }
}

const post = (bearer: string) => ({
  method: 'POST',
  headers: { apikey: ANON, Authorization: `Bearer ${bearer}` },
  body: JSON.stringify({ rows: [1] }),
})

describe('guardFetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('leaves requests alone when nobody is signed in, and auth requests always', async () => {
    const { base, sent } = backend()
    await guardFetch(base, ANON, () => null)(REST, post(ANON))
    await guardFetch(base, ANON, () => recovery({ signedIn: () => false }))(REST, post(ANON))
    const r = recovery()
    await guardFetch(base, ANON, () => r)(AUTH, post(ANON))
    expect(sent.map((s) => s.bearer)).toEqual([`Bearer ${ANON}`, `Bearer ${ANON}`, `Bearer ${ANON}`])
    expect(r.renew).not.toHaveBeenCalled()
  })

  it("never sends a signed-in user's data request with the anon key: it goes with the renewed token", async () => {
    const { base, sent } = backend()
    const r = recovery()
    const response = await guardFetch(base, ANON, () => r)(REST, post(ANON))
    expect(response.status).toBe(200)
    expect(r.renew).toHaveBeenCalledWith(null)
    expect(sent).toEqual([{ url: REST, bearer: 'Bearer fresh', body: JSON.stringify({ rows: [1] }) }])
  })

  it('without a renewed token it is not sent: a 428 with its own code online, a network error offline', async () => {
    const { base, sent } = backend()
    const guarded = guardFetch(base, ANON, () => recovery({ renew: async () => null }))
    const response = await guarded(REST, post(ANON))
    expect(response.status).toBe(428)
    expect(await response.json()).toMatchObject({ code: NOT_SENT_CODE })
    vi.stubGlobal('navigator', { onLine: false })
    await expect(guarded(REST, post(ANON))).rejects.toThrow(TypeError)
    expect(sent).toEqual([])
  })

  it('a 401 gets one renewal and one retry with the new token', async () => {
    const { base, sent } = backend([401])
    const r = recovery()
    const response = await guardFetch(base, ANON, () => r)(REST, post('old'))
    expect(response.status).toBe(200)
    expect(r.renew).toHaveBeenCalledWith('old')
    expect(sent.map((s) => s.bearer)).toEqual(['Bearer old', 'Bearer fresh'])
    expect(sent[1]!.body).toBe(sent[0]!.body)
  })

  it('only one retry: a second 401 is the answer', async () => {
    const { base, sent } = backend([401, 401])
    const r = recovery()
    const response = await guardFetch(base, ANON, () => r)(REST, post('old'))
    expect(response.status).toBe(401)
    expect(r.renew).toHaveBeenCalledTimes(1)
    expect(sent).toHaveLength(2)
  })

  it('no retry when no other token can be had', async () => {
    for (const token of [null, 'old']) {
      const { base, sent } = backend([401])
      const response = await guardFetch(base, ANON, () => recovery({ renew: async () => token }))(
        REST,
        post('old'),
      )
      expect(response.status).toBe(401)
      expect(sent).toHaveLength(1)
    }
  })

  it('does not send a Request object a second time (its body is spent)', async () => {
    const { base, sent } = backend([401])
    const r = recovery()
    const request = new Request(REST, post('old'))
    const response = await guardFetch(base, ANON, () => r)(request, post('old'))
    expect(response.status).toBe(401)
    expect(sent).toHaveLength(1)
  })

  it('tells the auth layer once when the backend answers again after failures', async () => {
    const { base } = backend(['network', 'network', 200, 200])
    const r = recovery()
    const guarded = guardFetch(base, ANON, () => r)
    await expect(guarded(AUTH, post(ANON))).rejects.toThrow()
    await expect(guarded(REST, post('tok'))).rejects.toThrow()
    expect(r.reachable).not.toHaveBeenCalled()
    await guarded(AUTH, post(ANON))
    await guarded(REST, post('tok'))
    expect(r.reachable).toHaveBeenCalledTimes(1)
  })

  it('an aborted request is not a failure of the network', async () => {
    const r = recovery()
    let calls = 0
    const base = vi.fn(async () => {
      calls += 1
      if (calls === 1) throw new DOMException('aborted', 'AbortError')
      return new Response('[]')
    })
    const guarded = guardFetch(base as unknown as typeof fetch, ANON, () => r)
    await expect(guarded(REST, post('tok'))).rejects.toThrow('aborted')
    await guarded(REST, post('tok'))
    expect(r.reachable).not.toHaveBeenCalled()
  })
})
