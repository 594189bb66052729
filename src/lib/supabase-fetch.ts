// The fetch under every request of the shared Supabase client (src/lib/supabase.ts). For a signed-in user's data
// requests (REST and Storage) it
// - never sends one with the anon key in place of the user's token: supabase-js falls back to the anon key when
//   it cannot load the session (an expired token it could not refresh), and the server then answers as for a
//   stranger (a push is refused for want of an account, a pull finds no rows). The request waits for a renewed
//   token instead, or fails without being sent;
// - answers a 401 (token expired or refused) with one renewal and one retry;
// and for every request it notices the backend answering again after failures (the network is back even if the
// browser never said it was offline). What renewing means is the auth layer's (src/auth/reauth.ts).

export type SessionRecovery = {
  /** A session is stored on this device (someone is signed in, even if its token cannot be used now). */
  signedIn: () => boolean
  /** A usable access token — renewing the session if it needs it — or null when none can be had now.
   * `rejected`: the token the server refused; null when the request had none. */
  renew: (rejected: string | null) => Promise<string | null>
  /** A request got an answer after requests had failed. */
  reachable: () => void
}

/** The error code of the answer given instead of sending a data request without the user's token. */
export const NOT_SENT_CODE = 'AB401'

/** Neither 401/403 (which would read as "the session is dead") nor 503/520 (which postgrest-js retries). */
const NOT_SENT_STATUS = 428

const DATA_PATH = /\/(rest|storage)\/v1\//

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input
  return input instanceof URL ? input.href : input.url
}

function bearerOf(headers: Headers): string | null {
  const match = /^Bearer (.+)$/i.exec(headers.get('Authorization') ?? '')
  return match ? match[1]! : null
}

function withBearer(init: RequestInit | undefined, headers: Headers, token: string): RequestInit {
  const next = new Headers(headers)
  next.set('Authorization', `Bearer ${token}`)
  return { ...init, headers: next }
}

/** A request that can be sent a second time: its body is not a stream read by the first (supabase-js passes
 * the URL and the body separately). */
function replayable(input: RequestInfo | URL, init: RequestInit | undefined): boolean {
  if (typeof Request !== 'undefined' && input instanceof Request) return false
  return !(typeof ReadableStream !== 'undefined' && init?.body instanceof ReadableStream)
}

function notSent(): Response {
  // Offline, the request would have failed the same way.
  if (globalThis.navigator?.onLine === false) throw new TypeError('Failed to fetch (offline)')
  return new Response(
    JSON.stringify({
      code: NOT_SENT_CODE,
      message: 'Not sent: the sign-in could not be renewed yet',
      details: null,
      hint: null,
    }),
    { status: NOT_SENT_STATUS, headers: { 'Content-Type': 'application/json' } },
  )
}

function isAbort(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError'
}

/**
 * `base` wrapped as described above. `anonKey` is the key supabase-js sends as the bearer when it has no
 * session; `recovery` is asked on every request (null: nobody is signed in through the auth layer).
 */
export function guardFetch(
  base: typeof fetch,
  anonKey: string,
  recovery: () => SessionRecovery | null,
): typeof fetch {
  let failing = false
  const send = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    try {
      const response = await base(input, init)
      if (failing) {
        failing = false
        recovery()?.reachable()
      }
      return response
    } catch (error) {
      if (!isAbort(error)) failing = true
      throw error
    }
  }

  return async (input, init) => {
    const r = recovery()
    if (!r || !DATA_PATH.test(urlOf(input)) || !r.signedIn()) return send(input, init)
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
    const bearer = bearerOf(headers)
    if (bearer === null || bearer === anonKey) {
      const token = await r.renew(null)
      return token ? send(input, withBearer(init, headers, token)) : notSent()
    }
    const response = await send(input, init)
    if (response.status !== 401 || !replayable(input, init)) return response
    const token = await r.renew(bearer)
    if (!token || token === bearer) return response
    await response.body?.cancel().catch(() => undefined)
    return send(input, withBearer(init, headers, token))
  }
}
