// bench/gst-returns: GSTR-1 of a month (with its portal JSON), the GSTR-3B estimate and the Tally export of a
// month over 60,000 vouchers of three years (issue 22, "Speed": GSTR-1 of a month under 300 ms), each against
// the named baseline "floor" (one pass adding up the same vouchers' lines, no grouping). Two inputs: the month's
// documents as the screen reads them (the doc_date index, and the invoices its notes credit), and all 60,000
// (the rules' own month filter in the figure). Pure rules in Node, bundled by Vite from bench/gst-returns/main.ts;
// medians of BENCH_RUNS (default 9) after 2 unmeasured. Run: `npx node bench/gst-returns.mjs`.
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'

const VOUCHERS = Number(process.env.BENCH_VOUCHERS ?? 60_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 9)
const TARGET_MS = 300

const here = (p) => fileURLToPath(new URL(p, import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'bench-gst-'))
try {
  await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: { '@/': here('../src/'), '@schemas/': here('../schemas/') } },
    build: {
      ssr: here('./gst-returns/main.ts'),
      outDir: work,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: { output: { format: 'es', entryFileNames: 'main.mjs' } },
    },
  })
  const { world, monthOf, returns, estimate, tally, floor } = await import(
    pathToFileURL(join(work, 'main.mjs')).href
  )
  const all = world(VOUCHERS)
  const month = monthOf(all)
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  const time = (fn, input) => {
    for (let i = 0; i < 2; i += 1) fn(input)
    const out = []
    for (let i = 0; i < RUNS; i += 1) {
      const t0 = performance.now()
      fn(input)
      out.push(performance.now() - t0)
    }
    return median(out)
  }
  const figures = {
    gstr1Month: time(returns, month),
    gstr1All: time(returns, all),
    gstr3bMonth: time(estimate, month),
    tallyMonth: time(tally, month),
    floorMonth: time(floor, month),
    floorAll: time(floor, all),
  }
  const ms = (v) => (v < 10 ? v.toFixed(2) : v.toFixed(1))
  const row = (name, v, base, target) =>
    `  ${name.padEnd(44)} ${ms(v).padStart(8)} ms   floor ${ms(base).padStart(7)} ms   ${(v / base).toFixed(1)}×${target ? `   target < ${target} ms: ${v < target ? 'PASS' : 'FAIL'}` : ''}`
  console.info(
    `bench/gst-returns — ${VOUCHERS.toLocaleString('en-IN')} vouchers, December 2025 holds ${month.length.toLocaleString('en-IN')}; medians of ${RUNS}, load ${loadavg()[0].toFixed(1)}`,
  )
  console.info(row('GSTR-1 + portal JSON, the month read', figures.gstr1Month, figures.floorMonth, TARGET_MS))
  console.info(row('GSTR-1 + portal JSON, all vouchers given', figures.gstr1All, figures.floorAll, TARGET_MS))
  console.info(row('GSTR-3B estimate, the month read', figures.gstr3bMonth, figures.floorMonth))
  console.info(row('Tally XML of the month', figures.tallyMonth, figures.floorMonth))
  console.info(
    JSON.stringify({
      bench: 'gst-returns',
      vouchers: VOUCHERS,
      month: month.length,
      targetMs: TARGET_MS,
      ...figures,
    }),
  )
} finally {
  rmSync(work, { recursive: true, force: true })
}
