// bench/mis-report: the MIS report (issue 22 item 4, "Speed": the report of a year under 1 s) over three years of a
// mid-size dealer — 60,000 vouchers, 5,000 vehicles, 30,000 job cards, 30,000 follow-ups, 2,000 parts — the
// report of a financial year (`misReport`) and the page's five periods of a month (`misComparison`), each
// against the named baseline "floor" (one pass adding up the same documents, no grouping). Pure rules in Node,
// bundled by Vite from bench/mis-report/main.ts; medians of BENCH_RUNS (default 5) after 1 unmeasured.
// Run: `npx node bench/mis-report.mjs`.
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'

const VOUCHERS = Number(process.env.BENCH_VOUCHERS ?? 60_000)
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 5_000)
const JOBS = Number(process.env.BENCH_JOBS ?? 30_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const TARGET_MS = 1000

const here = (p) => fileURLToPath(new URL(p, import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'bench-mis-'))
try {
  await build({
    configFile: false,
    logLevel: 'warn',
    resolve: {
      alias: [
        // The other modules' public.ts re-export screens too; the rules need only their domain files.
        {
          find: /^@\/modules\/(books|inventory|reports|stock)\/public$/,
          replacement: here('./mis-report/public-domain.ts'),
        },
        { find: '@/', replacement: here('../src/') },
        { find: '@schemas/', replacement: here('../schemas/') },
      ],
    },
    build: {
      ssr: here('./mis-report/main.ts'),
      outDir: work,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: { output: { format: 'es', entryFileNames: 'main.mjs' } },
    },
  })
  const { world, page, year, floor } = await import(pathToFileURL(join(work, 'main.mjs')).href)
  const w = world(VOUCHERS, VEHICLES, JOBS)
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  const time = (fn) => {
    fn(w)
    const out = []
    for (let i = 0; i < RUNS; i += 1) {
      const t0 = performance.now()
      fn(w)
      out.push(performance.now() - t0)
    }
    return median(out)
  }
  const figures = { year: time(year), page: time(page), floor: time(floor) }
  const ms = (v) => (v < 10 ? v.toFixed(2) : v.toFixed(1))
  const row = (name, v, target) =>
    `  ${name.padEnd(50)} ${ms(v).padStart(8)} ms   floor ${ms(figures.floor).padStart(7)} ms   ${(v / figures.floor).toFixed(1)}×${target ? `   target < ${target} ms: ${v < target ? 'PASS' : 'FAIL'}` : ''}`
  const c = w.counts
  console.info(
    `bench/mis-report — ${c.vouchers.toLocaleString('en-IN')} vouchers, ${c.vehicles.toLocaleString('en-IN')} vehicles, ${c.jobCards.toLocaleString('en-IN')} job cards, ${c.followUps.toLocaleString('en-IN')} follow-ups; medians of ${RUNS}, load ${loadavg()[0].toFixed(1)}`,
  )
  console.info(row('MIS report of FY 2024-25', figures.year, TARGET_MS))
  console.info(row('the page: five periods of November 2025', figures.page, TARGET_MS))
  console.info(JSON.stringify({ bench: 'mis-report', ...c, targetMs: TARGET_MS, ...figures }))
} finally {
  rmSync(work, { recursive: true, force: true })
}
