// bench/dashboard: the dashboard's day board (issue 22 item 5, "Speed": the first paint with figures under 500 ms
// after the database opens) over three years of a mid-size dealer — 60,000 vouchers, 5,000 vehicles, 10,000 parts,
// 30,000 job cards — each figure against the named baseline "floor", one plain pass counting the same rows by type
// and status in the same run:
// - first figures (what the board paints first, from the indexed reads: today's vouchers, the bookings and job
//   cards still waiting), target < 500 ms;
// - the rest of the board from the whole books (cash in hand, receivables by age, the stock book, parts on hand
//   with the reorder list, the compliance inbox: IRN clock, credit-note cut-off, cash-limit breaches, parts below
//   zero, chassis twice, old drafts), target < 500 ms.
// The reads themselves (IndexedDB) are not in it: it times the rules the board runs on what the reads return.
// Pure rules in Node, bundled by Vite from bench/dashboard/main.ts; medians of BENCH_RUNS (default 7) after one
// unmeasured run. Run: `node bench/dashboard.mjs`.
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'

const VOUCHERS = Number(process.env.BENCH_VOUCHERS ?? 60_000)
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 5_000)
const PARTS = Number(process.env.BENCH_PARTS ?? 10_000)
const JOBS = Number(process.env.BENCH_JOBS ?? 30_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const TARGET_MS = 500

const here = (p) => fileURLToPath(new URL(p, import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'bench-dashboard-'))
try {
  await build({
    configFile: false,
    logLevel: 'warn',
    resolve: {
      alias: [
        { find: '@/', replacement: here('../src/') },
        { find: '@schemas/', replacement: here('../schemas/') },
      ],
    },
    build: {
      ssr: here('./dashboard/main.ts'),
      outDir: work,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: { output: { format: 'es', entryFileNames: 'main.mjs' } },
    },
  })
  const m = await import(pathToFileURL(join(work, 'main.mjs')).href)
  const w = m.world(VOUCHERS, VEHICLES, PARTS, JOBS)
  const reads = m.firstReads(w)
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  const time = (fn, arg) => {
    fn(arg)
    const out = []
    for (let i = 0; i < RUNS; i += 1) {
      const t0 = performance.now()
      fn(arg)
      out.push(performance.now() - t0)
    }
    return median(out)
  }
  const t = {
    first: time(m.first, reads),
    firstFloor: time(m.firstFloor, reads),
    books: time(m.books, w),
    booksFloor: time(m.booksFloor, w),
    partsReplay: time(m.partsReplay, w),
  }
  const ms = (v) => (v < 10 ? v.toFixed(2) : v.toFixed(1))
  const row = (name, v, floor) =>
    `  ${name.padEnd(46)} ${ms(v).padStart(8)} ms   floor ${ms(floor).padStart(7)} ms   ${(v / floor).toFixed(1)}×   target < ${TARGET_MS} ms: ${v < TARGET_MS ? 'PASS' : 'FAIL'}`
  const c = w.counts
  const n = (x) => x.toLocaleString('en-IN')
  console.info(
    `bench/dashboard — ${n(c.vouchers)} vouchers, ${n(c.vehicles)} vehicles, ${n(c.parts)} parts, ${n(c.jobCards)} job cards, ${n(c.bookings)} bookings; medians of ${RUNS}, load ${loadavg()[0].toFixed(1)}`,
  )
  console.info(
    row(
      `first figures (${n(reads.today.length + reads.bookings.length + reads.cards.length)} rows)`,
      t.first,
      t.firstFloor,
    ),
  )
  console.info(row('the rest of the board and the inbox', t.books, t.booksFloor))
  console.info(
    `    of which the parts replay (inventory's shared store, once per database): ${ms(t.partsReplay)} ms`,
  )
  console.info(`  figures: ${JSON.stringify({ ...m.first(reads), ...m.books(w) })}`)
  console.info(`  reorder count equals the inventory's reorder list: ${m.reorderAgrees(w) ? 'yes' : 'NO'}`)
  console.info(JSON.stringify({ bench: 'dashboard', ...c, targetMs: TARGET_MS, ...t }))
} finally {
  rmSync(work, { recursive: true, force: true })
}
