import { scrypt, timingSafeEqual } from 'node:crypto'
import { Worker } from 'node:worker_threads'
import type { PasswordJob, PasswordReply, PasswordRequest } from './passwords-worker.ts'

/**
 * New passwords are stored as bcrypt, cost 10, `$2a$` — exactly what GoTrue writes — so a database moved to
 * hosted Supabase keeps every user's password. Hashes of the embedded server's first format
 * (`scrypt$N$r$p$salt$key`) still verify and are upgraded to bcrypt at the next sign-in.
 */
export const BCRYPT_COST = 10
/** bcrypt reads at most 72 bytes of a password; GoTrue refuses longer ones, and so does this server. */
export const MAX_PASSWORD_BYTES = 72

export class PasswordTooLongError extends Error {
  constructor() {
    super(`Password cannot be longer than ${MAX_PASSWORD_BYTES} bytes`)
  }
}

export const passwordTooLong = (password: string): boolean =>
  Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES

const BCRYPT_RE = /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/
export const isBcryptHash = (stored: string | null | undefined): boolean => BCRYPT_RE.test(stored ?? '')

/** A hash to compare against when there is none (unknown user, unreadable hash): same cost, never matches. */
const DUMMY_HASH = '$2a$10$gRTzsXCQf/814y8F387z0.iIzjntEsBrSb0zEuFtBkblmizFIFmU2'

export async function hashPassword(password: string): Promise<string> {
  // Never truncate silently: a longer password would sign in with any string sharing its first 72 bytes.
  if (passwordTooLong(password)) throw new PasswordTooLongError()
  return (await run({ op: 'hash', password, cost: BCRYPT_COST })) as string
}

/** Whether `password` matches `stored` (bcrypt or the old scrypt format). Always costs about one hash. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (stored && isBcryptHash(stored)) {
    if (passwordTooLong(password)) {
      await compare(password, DUMMY_HASH)
      return false
    }
    return compare(password, stored)
  }
  const legacy = parseLegacy(stored)
  if (legacy) return verifyLegacy(password, legacy)
  // Still spend the time, so response timing does not reveal whether the account exists.
  await compare(password, DUMMY_HASH)
  return false
}

/** Whether a stored hash should be replaced by bcrypt once the password is known (at sign-in). */
export const needsRehash = (stored: string | null | undefined): boolean => parseLegacy(stored) !== undefined

const compare = async (password: string, hash: string): Promise<boolean> =>
  (await run({ op: 'compare', password, hash })) === true

// --- The embedded server's first format: scrypt with Node's defaults (N=16384, r=8, p=1), 32-byte key. ---

type Legacy = { n: number; r: number; p: number; salt: Buffer; key: Buffer }

function parseLegacy(stored: string | null | undefined): Legacy | undefined {
  const parts = (stored ?? '').split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number]
  const [salt, key] = parts.slice(4) as [string, string]
  if (![n, r, p].every((x) => Number.isSafeInteger(x) && x > 0)) return undefined
  return { n, r, p, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') }
}

function verifyLegacy(password: string, h: Legacy): Promise<boolean> {
  return new Promise((resolve, reject) => {
    scrypt(
      password,
      h.salt,
      h.key.length,
      { N: h.n, r: h.r, p: h.p, maxmem: 64 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key.length === h.key.length && timingSafeEqual(key, h.key))),
    )
  })
}

// --- bcrypt runs in one worker thread (see passwords-worker.ts), started on first use. ---

type Pending = { resolve: (v: string | boolean) => void; reject: (e: Error) => void }
type Pool = { worker: Worker; jobs: Map<number, Pending> }

let pool: Pool | undefined
let nextId = 0

function startPool(): Pool {
  const worker = new Worker(new URL('./passwords-worker.ts', import.meta.url))
  const p: Pool = { worker, jobs: new Map() }
  worker.on('message', (m: PasswordReply) => {
    const job = p.jobs.get(m.id)
    if (!job) return
    p.jobs.delete(m.id)
    // An idle worker must not keep the process alive.
    if (p.jobs.size === 0) worker.unref()
    if (m.error !== undefined || m.result === undefined) job.reject(new Error(m.error ?? 'no result'))
    else job.resolve(m.result)
  })
  const fail = (e: Error) => {
    if (pool === p) pool = undefined
    for (const job of p.jobs.values()) job.reject(e)
    p.jobs.clear()
  }
  worker.on('error', fail)
  worker.on('exit', (code) => fail(new Error(`password worker exited (code ${code})`)))
  worker.unref()
  return p
}

function run(request: PasswordRequest): Promise<string | boolean> {
  pool ??= startPool()
  const p = pool
  const id = ++nextId
  return new Promise((resolve, reject) => {
    p.jobs.set(id, { resolve, reject })
    p.worker.ref()
    const job: PasswordJob = { ...request, id }
    p.worker.postMessage(job)
  })
}
