// bench/data: the offline database and sync layer (src/data) in real IndexedDB, in Debian's Chromium, against
// named baselines in the same run (issue 4):
//   1. bulk insert of 50,000 job cards into the app's RxDB database (Dexie storage) — raw Dexie as baseline;
//   2. p95 of the indexed list query (status + date, first 50) over those 50,000 — target < 20 ms —
//      newest first as the app lists (RxDB's query planner cannot walk an index backwards, so the lists read
//      the ['status','list_key'] index forwards); raw Dexie's [status+opened_at] read in reverse as baseline;
//   3. initial pull of 10,000 job cards from the local backend through the app's replication — target < 5 s —
//      against the same REST pages written with raw Dexie (documents plus a server-state record each) as floor;
//   4. push of 1,000 offline edits (updateRecord while stopped, then start and await in sync) — target < 2 s —
//      against one REST POST of 1,000 new rows as baseline.
// The page (bench/data/main.ts) imports the real src/data modules; Vite bundles it and the local backend
// (server/index.ts, in this process) serves it on its own origin. The browser profile is on disk, so IndexedDB
// is the real on-disk store (an incognito context would keep it in memory).
// Run: `npm run bench:data` (CHROMIUM_PATH overrides /usr/bin/chromium; BENCH_INSERT, BENCH_BATCH,
// BENCH_QUERY_RUNS, BENCH_PULL, BENCH_PUSH and BENCH_PORT change the sizes and the port; BENCH_PROFILE=<dir>
// saves CPU profiles of the pull and the push).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { build } from 'vite'
import { startServer } from '../server/index.ts'
import { makeJobCards } from './data/docs.ts'
import { BROWSER_PATH, CHROMIUM_FLAGS } from '../scripts/chromium.ts'

const INSERT = Number(process.env.BENCH_INSERT ?? 50_000)
const BATCH = Number(process.env.BENCH_BATCH ?? 5_000)
const QUERY_RUNS = Number(process.env.BENCH_QUERY_RUNS ?? 200)
// Newest first reads every job card of the status (39,000 delivered ones): a few runs show it, many take minutes.
const QUERY_WARMUP = 12
const PULL = Number(process.env.BENCH_PULL ?? 10_000)
const PUSH = Number(process.env.BENCH_PUSH ?? 1_000)
const SEED_BATCH = 1_000
const PROFILE_DIR = process.env.BENCH_PROFILE
const TARGET = { queryP95Ms: 20, pullMs: 5_000, pushMs: 2_000 }

const here = (p) => fileURLToPath(new URL(p, import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'bench-data-'))
const outDir = join(work, 'dist')
const profileDir = join(work, 'profile')
const began = performance.now()
const log = (msg) =>
  console.info(`· ${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s  ${msg}`)
// Other work on the machine slows every figure here: the load averages are printed with them.
const load = () => loadavg()[0].toFixed(1)
const loadStart = load()

log('bundling bench/data/main.ts with the app’s src/data')
await build({
  configFile: false,
  root: here('./data/'),
  logLevel: 'warn',
  resolve: {
    alias: {
      '@/': here('../src/'),
      '@schemas/': here('../schemas/'),
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    minify: !PROFILE_DIR,
    chunkSizeWarningLimit: 2000,
  },
})

const server = await startServer({
  port: Number(process.env.BENCH_PORT ?? 0),
  host: '127.0.0.1',
  staticDir: outDir,
  log: () => {},
})
const json = { 'Content-Type': 'application/json' }
let browser

// Made before the first request: generating them takes seconds, longer than the server keeps an idle
// connection open, and reusing a connection the server has just closed fails with ECONNRESET.
const seedDocs = makeJobCards(PULL, { seed: 3, now: Date.now() })

try {
  const email = `bench.data.${Date.now()}@example.test`
  const password = 'bench-password-1'
  const signup = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: server.anonKey, ...json },
    body: JSON.stringify({ email, password }),
  })
  if (!signup.ok) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`)
  const userId = (await signup.json()).user.id
  // A trial only reads, and the server holds the access map (0019): the operator gives the dealer job cards.
  const grant = await fetch(`${server.url}/rest/v1/users?id=eq.${userId}`, {
    method: 'PATCH',
    headers: { apikey: server.serviceKey, Authorization: `Bearer ${server.serviceKey}`, ...json },
    body: JSON.stringify({ access: { customers: 'full', bookings: 'full', job_cards: 'full' } }),
  })
  if (!grant.ok) throw new Error(`granting access failed: ${grant.status} ${await grant.text()}`)

  log(`seeding ${PULL.toLocaleString('en-IN')} job cards on the server (service key, ${SEED_BATCH} per POST)`)
  const seedStart = performance.now()
  for (let i = 0; i < seedDocs.length; i += SEED_BATCH) {
    const r = await fetch(`${server.url}/rest/v1/job_cards`, {
      method: 'POST',
      headers: {
        apikey: server.serviceKey,
        Authorization: `Bearer ${server.serviceKey}`,
        Prefer: 'return=minimal',
        ...json,
      },
      body: JSON.stringify(seedDocs.slice(i, i + SEED_BATCH).map((d) => ({ ...d, owner: userId }))),
    })
    if (!r.ok) throw new Error(`seeding failed: ${r.status} ${await r.text()}`)
  }
  const seedMs = performance.now() - seedStart

  browser = await chromium.launchPersistentContext(profileDir, {
    executablePath: BROWSER_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
    serviceWorkers: 'block',
  })
  const page = browser.pages()[0] ?? (await browser.newPage())
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(`${server.url}/index.html`)
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' })
  const cdp = await browser.newCDPSession(page)
  const heapMb = async () => {
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return +(usedSize / 1024 / 1024).toFixed(1)
  }
  const run = (fn, ...args) =>
    page
      .evaluate(([name, a]) => window.bench[name](...a), [fn, args])
      .catch((e) => {
        throw new Error(`${fn}: ${e.message}\n${errors.join('\n')}`)
      })

  // BENCH_PROFILE=<dir> writes a CPU profile of the pull and of the push (open in Chrome's DevTools).
  const profiled = async (name, fn) => {
    if (!PROFILE_DIR) return fn()
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
    const result = await fn()
    const { profile } = await cdp.send('Profiler.stop')
    mkdirSync(PROFILE_DIR, { recursive: true })
    writeFileSync(join(PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile))
    return result
  }
  const heapStart = await heapMb()
  // The sync scenarios run first, on a quiet store: deleting the 100,000 documents of the insert scenarios
  // leaves the browser cleaning up its IndexedDB files for a while, which slowed a pull run after it by half.
  log(`initial pull of ${PULL.toLocaleString('en-IN')} job cards into a fresh database (startSync)`)
  const pull = await profiled('pull', () => run('pull', server.url, server.anonKey, email, password))
  if (pull.stored !== PULL) throw new Error(`pulled ${pull.stored} job cards, not ${PULL}`)
  log('baseline: the same pages written with raw Dexie, documents plus one server-state record each')
  const pullFloor = await run('pullFloor', server.url, server.anonKey, email, password)
  if (pullFloor.stored !== PULL) {
    throw new Error(`the floor stored ${pullFloor.stored} job cards, not ${PULL}`)
  }
  const heapPulled = await heapMb()

  log(`${PUSH.toLocaleString('en-IN')} offline edits (updateRecord), then start and await in sync`)
  const edited = await run('editOffline', PUSH)
  const push = { ...edited, ...(await profiled('push', () => run('push'))) }
  // Not done means the edits did not all reach the server in time: reported as a failure with the cause.
  const pushDone = push.onServer === PUSH && push.pendingAfter === 0
  log(`baseline: one REST POST of ${PUSH.toLocaleString('en-IN')} new job cards`)
  const rest = await run('restInsert', PUSH, 7, 1_000_000)
  await run('closeSync')

  log(`raw Dexie: bulkAdd ${INSERT.toLocaleString('en-IN')} job cards, ${BATCH} per call`)
  const dexieInsert = await run('insertDexie', INSERT, BATCH, 1)
  const heapDexie = await heapMb()
  log(`RxDB (openDatabase, Dexie storage): bulkInsert ${INSERT.toLocaleString('en-IN')}, ${BATCH} per call`)
  const rxInsert = await run('insertRx', INSERT, BATCH, 1)
  const heapRx = await heapMb()
  for (const [name, r] of [
    ['Dexie', dexieInsert],
    ['RxDB', rxInsert],
  ]) {
    if (r.stored !== INSERT) throw new Error(`${name} holds ${r.stored} job cards, not ${INSERT}`)
  }

  log(`list query, newest first: ${QUERY_RUNS} runs (after ${QUERY_WARMUP} warm-up runs)`)
  const rxDesc = await run('queryRx', QUERY_RUNS, QUERY_WARMUP, 'desc')
  const dexieDesc = await run('queryDexie', QUERY_RUNS, QUERY_WARMUP, 'desc')
  await run('closeInsertDbs')
  if (errors.length > 0) throw new Error(`page errors:\n${errors.join('\n')}`)

  const rate = (r) => Math.round(INSERT / (r.ms / 1000))
  const verdict = (ok) => (ok ? 'PASS' : 'FAIL')
  const ms = (v) => (v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : v.toFixed(0))
  const version = browser.browser()?.version() ?? (await page.evaluate(() => navigator.userAgent))
  const rows = [
    [
      `bulk insert ${INSERT.toLocaleString('en-IN')} job cards`,
      `${rate(rxInsert).toLocaleString('en-IN')} docs/s`,
      `${rate(dexieInsert).toLocaleString('en-IN')} docs/s`,
      `${(rate(rxInsert) / rate(dexieInsert)).toFixed(2)}×`,
      '—',
      `${ms(rxInsert.ms)} ms vs ${ms(dexieInsert.ms)} ms`,
    ],
    [
      'list: status, newest first (the app, list_key), first 50 — p95',
      `${ms(rxDesc.p95)} ms`,
      `${ms(dexieDesc.p95)} ms`,
      `${(rxDesc.p95 / dexieDesc.p95).toFixed(2)}×`,
      `${verdict(rxDesc.p95 < TARGET.queryP95Ms)} (< ${TARGET.queryP95Ms} ms)`,
      `p50 ${ms(rxDesc.p50)} ms, max ${ms(rxDesc.max)} ms, ${rxDesc.avgRows} rows`,
    ],
    [
      `initial pull ${PULL.toLocaleString('en-IN')} job cards`,
      `${ms(pull.ms)} ms`,
      `${ms(pullFloor.ms)} ms`,
      `${(pull.ms / pullFloor.ms).toFixed(2)}×`,
      `${verdict(pull.ms < TARGET.pullMs)} (< ${TARGET.pullMs / 1000} s)`,
      `${Math.round(PULL / (pull.ms / 1000)).toLocaleString('en-IN')} docs/s; backend answers ${ms(pull.backend.ms)} ms in ${pull.backend.calls} calls`,
    ],
    [
      `push ${PUSH.toLocaleString('en-IN')} offline edits`,
      pushDone ? `${ms(push.ms)} ms` : `> ${ms(push.ms)} ms`,
      `${ms(rest.ms)} ms`,
      pushDone ? `${(push.ms / rest.ms).toFixed(2)}×` : '—',
      `${verdict(pushDone && push.ms < TARGET.pushMs)} (< ${TARGET.pushMs / 1000} s)`,
      pushDone
        ? `backend answers ${ms(push.backend.ms)} ms in ${push.backend.calls} calls; the ${push.edits} edits took ${ms(push.editMs)} ms offline`
        : `NOT DONE: ${push.onServer} of ${push.edits} on the server, ${push.pendingAfter} waiting after ${ms(push.ms)} ms; error: ${push.error ?? 'none'}`,
    ],
  ]
  const widths = [46, 16, 16, 11, 17]
  console.info(
    `\nAutoBahi local data (RxDB 17 + Dexie, IndexedDB on disk, ${version}, local backend in-process)\n`,
  )
  console.info(
    `${'scenario'.padEnd(widths[0])}${'app'.padStart(widths[1])}${'baseline'.padStart(widths[2])}${'ratio'.padStart(widths[3])}  ${'target'.padEnd(widths[4])} notes`,
  )
  for (const r of rows) {
    console.info(
      `${r[0].padEnd(widths[0])}${r[1].padStart(widths[1])}${r[2].padStart(widths[2])}${r[3].padStart(widths[3])}  ${r[4].padEnd(widths[4])} ${r[5]}`,
    )
  }
  const loadEnd = load()
  console.info(
    `\nbaselines: raw Dexie 4.4.2 (one table, the same indexes) for insert and query; for the pull, the ` +
      `same REST pages written with raw Dexie, documents plus one server-state record each; one REST POST of ` +
      `${PUSH} new rows for push. JS heap after GC: start ${heapStart} MB, after the pull ${heapPulled} MB, ` +
      `after Dexie ${heapDexie} MB, after RxDB ${heapRx} MB. Server seeded in ${ms(seedMs)} ms. ` +
      `Load average (1 min) ${loadStart} at the start, ${loadEnd} at the end, on ${cpus().length} cores.\n`,
  )
  console.info(
    JSON.stringify({
      bench: 'data',
      browser: version,
      load: { start: +loadStart, end: +loadEnd, cores: cpus().length },
      insert: {
        docs: INSERT,
        batch: BATCH,
        rxdbDocsPerSec: rate(rxInsert),
        dexieDocsPerSec: rate(dexieInsert),
        ratio: +(rate(rxInsert) / rate(dexieInsert)).toFixed(3),
        rxdbOpenMs: Math.round(rxInsert.openMs),
      },
      query: {
        runs: QUERY_RUNS,
        p95Ms: +rxDesc.p95.toFixed(2),
        p50Ms: +rxDesc.p50.toFixed(2),
        dexieP95Ms: +dexieDesc.p95.toFixed(2),
        targetMs: TARGET.queryP95Ms,
        pass: rxDesc.p95 < TARGET.queryP95Ms,
      },
      pull: {
        docs: PULL,
        ms: Math.round(pull.ms),
        floorMs: Math.round(pullFloor.ms),
        ratio: +(pull.ms / pullFloor.ms).toFixed(3),
        targetMs: TARGET.pullMs,
        pass: pull.ms < TARGET.pullMs,
      },
      push: {
        edits: PUSH,
        done: pushDone,
        onServer: push.onServer,
        ms: Math.round(push.ms),
        editMs: Math.round(push.editMs),
        restMs: Math.round(rest.ms),
        ratio: pushDone ? +(push.ms / rest.ms).toFixed(2) : null,
        targetMs: TARGET.pushMs,
        pass: pushDone && push.ms < TARGET.pushMs,
        error: push.error,
      },
      heapMb: { start: heapStart, dexie: heapDexie, rxdb: heapRx, pulled: heapPulled },
    }),
  )
} finally {
  await browser?.close()
  await server.stop()
  if (PROFILE_DIR) console.info(`bundle kept in ${outDir}`)
  else rmSync(work, { recursive: true, force: true })
}
