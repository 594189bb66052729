// bench/stock-book: the stock screen's derivation over 5,000 vehicles and 20,000 vouchers (issue 20: < 200 ms),
// against the named baseline "naive": each unit's vehicleState over every voucher, as a screen would without the
// index of moves by vehicle. Pure rules, in Node: bundled by Vite from bench/stock/main.ts. Medians of
// BENCH_RUNS (default 9). Run: `npm run bench:stock`.
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'

const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 5_000)
const VOUCHERS = Number(process.env.BENCH_VOUCHERS ?? 20_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 9)
const TARGET_MS = 200

const here = (p) => fileURLToPath(new URL(p, import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'bench-stock-'))
try {
  await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: { '@/': here('../src/'), '@schemas/': here('../schemas/') } },
    build: {
      ssr: here('./stock/main.ts'),
      outDir: work,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: { output: { format: 'es', entryFileNames: 'main.mjs' } },
    },
  })
  const { world, run, naive } = await import(pathToFileURL(join(work, 'main.mjs')).href)
  const { units, docs } = world(VEHICLES, VOUCHERS)
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  const time = (fn, runs) => {
    const out = []
    for (let i = 0; i < runs; i += 1) {
      const t0 = performance.now()
      fn(units, docs)
      out.push(performance.now() - t0)
    }
    return median(out)
  }
  time(run, 2)
  const book = time(run, RUNS)
  const slow = time(naive, Math.max(1, Math.min(RUNS, 3)))
  const rows = [
    ['stock book (index of moves)', book.toFixed(1), `< ${TARGET_MS}`, book < TARGET_MS ? 'PASS' : 'FAIL'],
    ['baseline: naive vehicleState per unit', slow.toFixed(1), '', ''],
  ]
  console.info(
    `stock book over ${VEHICLES} vehicles and ${VOUCHERS} vouchers (load ${loadavg()[0].toFixed(1)})`,
  )
  for (const r of rows) console.info(`  ${r[0].padEnd(40)} ${r[1].padStart(9)} ms  ${r[2].padEnd(6)} ${r[3]}`)
  console.info(`  ratio baseline / stock book: ${(slow / book).toFixed(0)}×`)
  console.info(
    JSON.stringify({
      bench: 'stock-book',
      vehicles: VEHICLES,
      vouchers: VOUCHERS,
      bookMs: book,
      naiveMs: slow,
      targetMs: TARGET_MS,
    }),
  )
} finally {
  rmSync(work, { recursive: true, force: true })
}
