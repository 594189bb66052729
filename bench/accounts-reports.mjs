// bench/accounts-reports: the accounts reports of /reports (issue 22 item 1) over three years of a mid-size
// dealer — BENCH_VOUCHERS (60,000) vouchers, BENCH_CUSTOMERS (5,000) customers and 40 suppliers — each as the
// screen computes it from every voucher up to its day: the trial balance with parties broken down, the
// receivables' ageing by due date (each party reconciled to its ledger), the payables' ageing, the profit and
// loss of the last financial year and the cash-limit exceptions; each against the named baseline "floor" (one
// pass adding every posting to its account). Pure rules in Node, bundled by Vite from bench/accounts-reports/
// main.ts; medians of BENCH_RUNS (default 5) after 1 unmeasured. Run: `npx node bench/accounts-reports.mjs`.
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'

const VOUCHERS = Number(process.env.BENCH_VOUCHERS ?? 60_000)
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 5_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const TARGET_MS = 1000

const here = (p) => fileURLToPath(new URL(p, import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'bench-accounts-'))
try {
  await build({
    configFile: false,
    logLevel: 'warn',
    resolve: {
      alias: [
        // The other modules' public.ts re-export screens too; the rules need only their domain files.
        {
          find: /^@\/modules\/(books|inventory|stock)\/public$/,
          replacement: here('./accounts-reports/public-domain.ts'),
        },
        { find: '@/', replacement: here('../src/') },
        { find: '@schemas/', replacement: here('../schemas/') },
      ],
    },
    build: {
      ssr: here('./accounts-reports/main.ts'),
      outDir: work,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: { output: { format: 'es', entryFileNames: 'main.mjs' } },
    },
  })
  const m = await import(pathToFileURL(join(work, 'main.mjs')).href)
  const w = m.world(VOUCHERS, CUSTOMERS)
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
  const figures = {
    trialBalance: time(m.trialBalanceOf),
    receivables: time(m.receivables),
    payables: time(m.payables),
    profitLoss: time(m.profitAndLoss),
    cashExceptions: time(m.exceptions),
    floor: time(m.floor),
  }
  const checks = m.checks(w)
  const ms = (v) => (v < 10 ? v.toFixed(2) : v.toFixed(1))
  const row = (name, v) =>
    `  ${name.padEnd(44)} ${ms(v).padStart(8)} ms   floor ${ms(figures.floor).padStart(7)} ms   ${(v / figures.floor).toFixed(1)}×   target < ${TARGET_MS} ms: ${v < TARGET_MS ? 'PASS' : 'FAIL'}`
  console.info(
    `bench/accounts-reports — ${w.counts.vouchers.toLocaleString('en-IN')} vouchers, ${w.counts.parties.toLocaleString('en-IN')} parties, as on ${w.asOf}; medians of ${RUNS}, load ${loadavg()[0].toFixed(1)}; trial balance agrees: ${checks.tbAgrees}`,
  )
  console.info(row('trial balance (parties broken down)', figures.trialBalance))
  console.info(row('receivables ageing by due date', figures.receivables))
  console.info(row('payables ageing by bill date', figures.payables))
  console.info(row(`profit and loss ${w.fy.from} to ${w.fy.to}`, figures.profitLoss))
  console.info(row('cash-limit exceptions of the year', figures.cashExceptions))
  console.info(
    JSON.stringify({ bench: 'accounts-reports', ...w.counts, targetMs: TARGET_MS, ...figures, ...checks }),
  )
} finally {
  rmSync(work, { recursive: true, force: true })
}
