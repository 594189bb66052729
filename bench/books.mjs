// bench/books: the books on a company with 50,000 vouchers (issue 19), in Debian's Chromium with IndexedDB on
// disk. Three figures, each against its target and against a baseline measured on the same page in the same
// run — raw Dexie reading the same index, then the same pure rules (src/modules/books/domain):
//   1. the party ledger of a party with 5,000 vouchers (indexed read by party and date + partyLedger) — < 150 ms:
//      first opened (the balance carried into the year, then the year's vouchers), with nothing remembered
//      (every voucher read), and reopened (held in memory, party-book.ts);
//   2. a month's day book (indexed read by date + dayBook) — < 150 ms;
//   3. posting a voucher (updateRecord of a draft to posted, one IndexedDB transaction) — < 50 ms.
// Medians of BENCH_RUNS (default 15; posting 50). Run: `npm run bench:books` (BENCH_VOUCHERS sets the count).
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { build } from 'vite'
import { startServer } from '../server/index.ts'
import { BROWSER_PATH, CHROMIUM_FLAGS } from '../scripts/chromium.ts'

const VOUCHERS = Number(process.env.BENCH_VOUCHERS ?? 50_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const TARGET = { ledgerMs: 150, dayBookMs: 150, postMs: 50 }

const here = (p) => fileURLToPath(new URL(p, import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'bench-books-'))
const outDir = join(work, 'dist')
const began = performance.now()
const log = (msg) =>
  console.info(`· ${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s  ${msg}`)

log('bundling bench/books/main.ts with the app’s src/data and the books’ rules')
await build({
  configFile: false,
  root: here('./books/'),
  logLevel: 'warn',
  resolve: { alias: { '@/': here('../src/'), '@schemas/': here('../schemas/') } },
  build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 2000 },
})
const server = await startServer({ port: 0, host: '127.0.0.1', staticDir: outDir, log: () => {} })
let browser
try {
  browser = await chromium.launchPersistentContext(join(work, 'profile'), {
    executablePath: BROWSER_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
  })
  const page = await browser.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(`${server.url}/index.html`)
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' })
  const run = (fn, ...args) =>
    page
      .evaluate(([name, a]) => window.bench[name](...a), [fn, args])
      .catch((e) => {
        throw new Error(`${fn}: ${e.message}\n${errors.join('\n')}`)
      })
  log(`storing ${VOUCHERS.toLocaleString('en-IN')} vouchers in the app’s database and in raw Dexie`)
  await run('seed', VOUCHERS, 5_000)
  log('party ledger, day book, posting')
  const ledger = await run('ledger', RUNS)
  const day = await run('monthDayBook', RUNS)
  const post = await run('post', Math.max(RUNS, 50))
  await run('close')

  const ms = (v) => (v < 10 ? v.toFixed(2) : v.toFixed(1))
  const row = (name, fig, target) =>
    `${name.padEnd(38)} ${ms(fig.ms).padStart(8)} ms   baseline ${ms(fig.baselineMs).padStart(7)} ms   ${(fig.ms / fig.baselineMs).toFixed(2)}×   target < ${target} ms: ${fig.ms < target ? 'PASS' : 'FAIL'}`
  console.info('')
  console.info(
    `bench/books — ${VOUCHERS.toLocaleString('en-IN')} vouchers, medians of ${RUNS} runs, load ${loadavg()[0].toFixed(1)}`,
  )
  console.info('baseline: raw Dexie reading the same index, then the same rules')
  console.info(
    row(`party ledger (${ledger.rows.toLocaleString('en-IN')} rows in FY 2025-26)`, ledger, TARGET.ledgerMs),
  )
  console.info(
    row(
      '  … nothing remembered (all read)',
      { ms: ledger.coldMs, baselineMs: ledger.baselineMs },
      TARGET.ledgerMs,
    ),
  )
  console.info(
    row(
      '  … reopened (held in memory)',
      { ms: ledger.warmMs, baselineMs: ledger.baselineMs },
      TARGET.ledgerMs,
    ),
  )
  console.info(
    `  … the idle pass remembering what ${ledger.remembered} parties carried in: ${ms(ledger.idlePassMs)} ms, once a session, before any opening`,
  )
  console.info(row(`day book, December 2025 (${day.rows} rows)`, day, TARGET.dayBookMs))
  console.info(row('posting a voucher (one write)', post, TARGET.postMs))
  console.info(
    JSON.stringify({
      bench: 'books',
      vouchers: VOUCHERS,
      ledger: { ...ledger, targetMs: TARGET.ledgerMs },
      dayBook: { ...day, targetMs: TARGET.dayBookMs },
      post: { ...post, targetMs: TARGET.postMs },
    }),
  )
} finally {
  await browser?.close()
  await server.stop()
  rmSync(work, { recursive: true, force: true })
}
