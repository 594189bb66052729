// Local backend throughput: a simple select and an upsert under 20 concurrent clients, and sign-in time.
// Loopback only, in-memory database, bounded by request count and time. Run: `node bench/backend.mjs`
// (Node 24 from node_modules/.bin: npm scripts and npx put it first in PATH; it strips the server's TS types).
import { startServer } from '../server/index.ts'

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000)
const MAX_MS = Number(process.env.BENCH_MAX_MS ?? 20_000)
const SIGNINS = 20

const server = await startServer({ port: 0, host: '127.0.0.1', log: () => {} })
const base = server.url
const json = { 'Content-Type': 'application/json' }

async function signUp(i) {
  const r = await fetch(`${base}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: server.anonKey, ...json },
    body: JSON.stringify({ email: `bench${i}.${Date.now()}@example.test`, password: 'bench-password' }),
  })
  if (!r.ok) throw new Error(`signup failed: ${r.status} ${await r.text()}`)
  const s = await r.json()
  return { id: s.user.id, email: s.user.email, token: s.access_token }
}

const users = []
for (let i = 0; i < CLIENTS; i++) users.push(await signUp(i))
const auth = (u) => ({ apikey: server.anonKey, Authorization: `Bearer ${u.token}` })
for (const u of users) {
  const r = await fetch(`${base}/rest/v1/settings`, {
    method: 'POST',
    headers: { ...auth(u), ...json },
    body: JSON.stringify({ user_id: u.id }),
  })
  if (!r.ok) throw new Error(`settings insert failed: ${r.status}`)
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

async function load(name, request) {
  const lat = []
  let next = 0
  let failed = 0
  const t0 = performance.now()
  await Promise.all(
    users.map(async (u) => {
      while (next < REQUESTS && performance.now() - t0 < MAX_MS) {
        next++
        const s = performance.now()
        const r = await request(u)
        await r.arrayBuffer()
        if (!r.ok) failed++
        lat.push(performance.now() - s)
      }
    }),
  )
  const secs = (performance.now() - t0) / 1000
  lat.sort((a, b) => a - b)
  return {
    name,
    requests: lat.length,
    failed,
    rps: Math.round(lat.length / secs),
    p50_ms: +pct(lat, 50).toFixed(1),
    p95_ms: +pct(lat, 95).toFixed(1),
  }
}

// Warm-up so the first JIT and plan-cache costs are not counted.
for (const u of users.slice(0, 3)) {
  await (
    await fetch(`${base}/rest/v1/settings?select=*&user_id=eq.${u.id}`, { headers: auth(u) })
  ).arrayBuffer()
}

const select = await load('select settings by user_id', (u) =>
  fetch(
    `${base}/rest/v1/settings?select=company_name,registered_invoice_prefix,fy_counters&user_id=eq.${u.id}`,
    { headers: auth(u) },
  ),
)
let beat = 0
const upsert = await load('upsert active_sessions (device heartbeat)', (u) =>
  fetch(`${base}/rest/v1/active_sessions?on_conflict=user_id,session_id`, {
    method: 'POST',
    headers: { ...auth(u), ...json, Prefer: 'resolution=merge-duplicates,return=minimal' },
    body: JSON.stringify({
      user_id: u.id,
      session_id: 'bench-device',
      last_active: new Date().toISOString(),
      device_info: { userAgent: `bench ${++beat}` },
    }),
  }),
)

const signin = []
for (let i = 0; i < SIGNINS; i++) {
  const u = users[i % users.length]
  const s = performance.now()
  const r = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: server.anonKey, ...json },
    body: JSON.stringify({ email: u.email, password: 'bench-password' }),
  })
  await r.arrayBuffer()
  if (!r.ok) throw new Error(`sign-in failed: ${r.status}`)
  signin.push(performance.now() - s)
}
signin.sort((a, b) => a - b)
await server.stop()

const rows = [select, upsert]
console.info(`\nAutoBahi local backend (PGlite in memory, ${CLIENTS} concurrent clients, loopback)\n`)
console.info('scenario                                  requests  failed   req/s   p50 ms   p95 ms')
for (const r of rows) {
  console.info(
    `${r.name.padEnd(40)} ${String(r.requests).padStart(9)} ${String(r.failed).padStart(7)} ${String(r.rps).padStart(7)} ${String(r.p50_ms).padStart(8)} ${String(r.p95_ms).padStart(8)}`,
  )
}
const signinRes = { runs: SIGNINS, p50_ms: +pct(signin, 50).toFixed(1), p95_ms: +pct(signin, 95).toFixed(1) }
console.info(
  `${'sign-in (password grant, bcrypt)'.padEnd(40)} ${String(SIGNINS).padStart(9)} ${'0'.padStart(7)} ${'-'.padStart(7)} ${String(signinRes.p50_ms).padStart(8)} ${String(signinRes.p95_ms).padStart(8)}\n`,
)
console.info(
  JSON.stringify({
    bench: 'backend',
    clients: CLIENTS,
    select: { rps: select.rps, p95_ms: select.p95_ms, failed: select.failed },
    upsert: { rps: upsert.rps, p95_ms: upsert.p95_ms, failed: upsert.failed },
    signin: signinRes,
  }),
)
