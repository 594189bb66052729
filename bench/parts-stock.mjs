// bench/parts-stock: the parts stock rules of src/modules/inventory over 10,000 parts and 100,000 part moves
// (issue 21), each figure against a named baseline measured in the same run:
// - stock on hand and valuation of every part (full replay + summary), target < 300 ms; baseline "floor": one
//   unordered pass adding quantities and stored values (no document order, no average);
// - recomputed after one new bill (applyDocument: only the parts it touches, from its place in document
//   order), target < 50 ms, for a bill dated today and one back-dated to the year's first week; baseline
//   "naive": the full replay with the bill among the documents, as if recomputed per keystroke;
// - one part's ledger from the documents (partLedger, the part with the most moves), target < 100 ms; baseline
//   "full replay": every part replayed to read that one ledger.
// Pure rules, in Node: bundled by Vite from bench/parts-stock/main.ts. Medians of BENCH_RUNS (default 9) rounds
// after 4 warm-up rounds; every timed call starts after a forced garbage collection.
// Run: `npm run bench:parts`.
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { build } from 'vite'

// Each timed run starts from a collected heap, so it pays for its own garbage, not the last run's.
setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc')

const PARTS = Number(process.env.BENCH_PARTS ?? 10_000)
const MOVES = Number(process.env.BENCH_MOVES ?? 100_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 9)
const TARGET = { full: 300, incremental: 50, ledger: 100 }

const here = (p) => fileURLToPath(new URL(p, import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'bench-parts-'))
try {
  await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: { '@/': here('../src/'), '@schemas/': here('../schemas/') } },
    build: {
      ssr: here('./parts-stock/main.ts'),
      outDir: work,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: { output: { format: 'es', entryFileNames: 'main.mjs' } },
    },
  })
  const m = await import(pathToFileURL(join(work, 'main.mjs')).href)
  const w = m.world(PARTS, MOVES)
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  const once = (fn) => {
    gc()
    const t0 = performance.now()
    fn()
    return performance.now() - t0
  }
  const today = m.newBill(w, '2026-03-31', 0)
  const backDated = m.newBill(w, '2025-04-03', 1)
  const { state, value, flagged } = m.full(w)
  // The bill into the kept state, timed; then taken out again (not timed), so every run starts alike.
  const incremental = (bill) => {
    const ms = once(() => m.incremental(state, bill))
    m.undo(state, bill)
    return ms
  }
  // Rounds interleave every figure with its baseline, so load on the machine weighs on both alike; the first
  // WARMUP rounds warm the JIT on every path and are not counted.
  const WARMUP = 4
  const t = {
    full: [],
    floor: [],
    today: [],
    back: [],
    naive: [],
    ledger: [],
    ledgerNaive: [],
    fromState: [],
  }
  for (let r = 0; r < WARMUP + RUNS; r += 1) {
    const row = {
      full: once(() => m.full(w)),
      floor: once(() => m.floor(w)),
      today: incremental(today),
      back: incremental(backDated),
      naive: once(() => m.naive(w, backDated)),
      ledger: once(() => m.ledger(w, w.hot)),
      ledgerNaive: once(() => m.ledgerNaive(w, w.hot)),
      fromState: once(() => m.ledgerOf(state, w.hot)),
    }
    if (r >= WARMUP) for (const k of Object.keys(t)) t[k].push(row[k])
  }
  const fullMs = median(t.full)
  const floorMs = median(t.floor)
  const incrTodayMs = median(t.today)
  const incrBackMs = median(t.back)
  const naiveMs = median(t.naive)
  const ledgerMs = median(t.ledger)
  const ledgerNaiveMs = median(t.ledgerNaive)
  const fromStateMs = median(t.fromState)
  const ledgerRows = m.ledger(w, w.hot)

  // The incremental result is the full replay's (checked once, outside the timing).
  m.incremental(state, backDated)
  const fresh = m.full({ ...w, docs: [...w.docs, backDated] }).state
  const same =
    fresh.books.size === state.books.size &&
    [w.hot, 'part-7', 'part-4321'].every(
      (p) => JSON.stringify(m.ledgerOf(state, p)) === JSON.stringify(m.ledgerOf(fresh, p)),
    )
  m.undo(state, backDated)

  const pass = (ms, target) => (ms < target ? 'PASS' : 'FAIL')
  const rows = [
    ['stock on hand + valuation (full replay)', fullMs, `< ${TARGET.full}`, pass(fullMs, TARGET.full)],
    ['  baseline: floor (unordered sums)', floorMs, '', ''],
    [
      'one new bill, dated today (incremental)',
      incrTodayMs,
      `< ${TARGET.incremental}`,
      pass(incrTodayMs, TARGET.incremental),
    ],
    [
      'one new bill, back-dated a year (incr.)',
      incrBackMs,
      `< ${TARGET.incremental}`,
      pass(incrBackMs, TARGET.incremental),
    ],
    ['  baseline: naive full replay per bill', naiveMs, '', ''],
    [`one part's ledger (${ledgerRows} rows)`, ledgerMs, `< ${TARGET.ledger}`, pass(ledgerMs, TARGET.ledger)],
    ['  baseline: full replay for one ledger', ledgerNaiveMs, '', ''],
    ['  (the ledger read off a kept state)', fromStateMs, '', ''],
  ]
  const moves = m.moveTotal(w)
  console.info(
    `parts stock over ${PARTS} parts, ${moves} moves in ${w.docs.length} documents (load ${loadavg()[0].toFixed(1)})`,
  )
  for (const r of rows) {
    console.info(`  ${r[0].padEnd(42)} ${r[1].toFixed(2).padStart(9)} ms  ${r[2].padEnd(6)} ${r[3]}`)
  }
  console.info(`  ratio full replay / floor: ${(fullMs / floorMs).toFixed(1)}×`)
  console.info(
    `  ratio naive / incremental (today, back-dated): ${(naiveMs / incrTodayMs).toFixed(0)}×, ${(naiveMs / incrBackMs).toFixed(0)}×`,
  )
  console.info(`  ratio full replay / part ledger: ${(ledgerNaiveMs / ledgerMs).toFixed(1)}×`)
  console.info(
    `  stock value ${(value / 100).toFixed(2)}; parts flagged below zero: ${flagged}; incremental == full replay: ${same}`,
  )
  console.info(
    JSON.stringify({
      bench: 'parts-stock',
      parts: PARTS,
      moves,
      documents: w.docs.length,
      fullMs,
      floorMs,
      incrementalTodayMs: incrTodayMs,
      incrementalBackDatedMs: incrBackMs,
      naiveMs,
      ledgerMs,
      ledgerNaiveMs,
      ledgerRows,
      incrementalEqualsFull: same,
      targets: TARGET,
    }),
  )
  if (!same) process.exitCode = 1
} finally {
  rmSync(work, { recursive: true, force: true })
}
