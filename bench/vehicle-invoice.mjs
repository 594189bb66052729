// bench/vehicle-invoice: vehicle invoices (issue 20), in Debian's Chromium with IndexedDB on disk, each figure
// against its target and against a named baseline measured on the same page in the same run:
//   1. posting a vehicle invoice — < 50 ms of main thread: checkInvoice of example G1 (an SUV, mats, road tax
//      as pure agent, TCS) and postVehicleInvoice (the series' highest number, highestIssued, then one
//      insertRecord) into a company of 20,000 vouchers whose series has BENCH_ISSUED (1,000) invoices. Main thread = the page's task time (Chromium's TaskDuration, CDP
//      Performance metrics) from the call until SETTLE_MS after the write resolved, so what the write leaves
//      behind is in it, less the same window with nothing in it ("control"). Baseline "plain insert": the
//      same checked voucher through the same insertRecord, no check and no numbering; also raw Dexie's put.
//   2. an invoice PDF — < 1 s: the tax invoice (three copies) built from the posted voucher by the app's
//      documents worker through the worker bridge, as the print page builds it (the preview's rendering of
//      the pages and its 400 ms debounce not included). Cold (the worker stopped first: its start, HarfBuzz's
//      wasm and the fonts, as the first print after the worker's 10 s idle timeout) and warm. Baseline
//      "floor": a one-page PDF of two lines, one per weight, through the same worker and the same two fonts.
// Medians of BENCH_RUNS (default 21 for posting; PDFs BENCH_PDF_RUNS, default 7). Run: `npm run bench:invoice`.
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { build } from 'vite'
import { startServer } from '../server/index.ts'
import { BROWSER_PATH, CHROMIUM_FLAGS } from '../scripts/chromium.ts'

const VOUCHERS = Number(process.env.BENCH_VOUCHERS ?? 20_000)
const ISSUED = Number(process.env.BENCH_ISSUED ?? 1_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 21)
const PDF_RUNS = Number(process.env.BENCH_PDF_RUNS ?? 7)
const SETTLE_MS = 250
const TARGET = { postMs: 50, pdfMs: 1_000 }

const here = (p) => fileURLToPath(new URL(p, import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'bench-vinv-'))
const outDir = join(work, 'dist')
const began = performance.now()
const log = (msg) =>
  console.info(`· ${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s  ${msg}`)
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

log(
  'bundling bench/vehicle-invoice/main.ts with the app’s src/data, the invoice module and the documents worker',
)
await build({
  configFile: false,
  root: here('./vehicle-invoice/'),
  logLevel: 'warn',
  resolve: {
    alias: { '@/': here('../src/'), '@schemas/': here('../schemas/'), '@workers/': here('../workers/') },
  },
  worker: { format: 'es' },
  build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 4000 },
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
  const cdp = await browser.newCDPSession(page)
  await cdp.send('Performance.enable')
  const metrics = async () => {
    const { metrics: list } = await cdp.send('Performance.getMetrics')
    const get = (name) => (list.find((m) => m.name === name)?.value ?? 0) * 1000
    return { task: get('TaskDuration'), script: get('ScriptDuration'), cpu: get('ThreadTime') }
  }
  const run = (fn, ...args) =>
    page
      .evaluate(([name, a]) => window.bench[name](...a), [fn, args])
      .catch((e) => {
        throw new Error(`${fn}: ${e.message}\n${errors.join('\n')}`)
      })
  /** Runs one call and returns its figures with the main thread's task, script and CPU time around it. */
  const measured = async (fn, ...args) => {
    const a = await metrics()
    const out = await run(fn, ...args)
    const b = await metrics()
    return { ...out, task: b.task - a.task, script: b.script - a.script, cpu: b.cpu - a.cpu }
  }

  log(`storing ${VOUCHERS.toLocaleString('en-IN')} vouchers and ${ISSUED} invoices of the series`)
  await run('seed', VOUCHERS, ISSUED, 5_000)
  await new Promise((r) => setTimeout(r, 1_000))

  log(`posting: ${RUNS} runs of each (and 3 unmeasured first)`)
  const series = { post: [], plainInsert: [], dexiePut: [], control: [] }
  let last = null
  for (let i = 0; i < RUNS + 3; i += 1) {
    const c = await measured('control', SETTLE_MS)
    const p = await measured('post', i, SETTLE_MS)
    const b = await measured('plainInsert', i, SETTLE_MS)
    const d = await measured('dexiePut', i, SETTLE_MS)
    last = p
    if (i < 3) continue
    series.control.push(c)
    series.post.push(p)
    series.plainInsert.push(b)
    series.dexiePut.push(d)
  }
  const parts = await run('parts', RUNS)
  const control = {
    task: median(series.control.map((x) => x.task)),
    script: median(series.control.map((x) => x.script)),
    cpu: median(series.control.map((x) => x.cpu)),
  }
  const sum = (xs) => ({
    ms: median(xs.map((x) => x.ms)),
    task: median(xs.map((x) => x.task)) - control.task,
    script: median(xs.map((x) => x.script)) - control.script,
    cpu: median(xs.map((x) => x.cpu)) - control.cpu,
    taskMax: Math.max(...xs.map((x) => x.task)) - control.task,
  })
  const post = sum(series.post)
  const plain = sum(series.plainInsert)
  const raw = sum(series.dexiePut)

  log(`PDF: the first of the session, then ${PDF_RUNS} cold and ${PDF_RUNS} warm of each`)
  const first = {
    invoice: await measured('pdf', 'invoice-en', true),
    floor: await measured('pdf', 'floor', true),
  }
  const pdfs = {
    'invoice-en': { cold: [], warm: [] },
    'invoice-hi': { cold: [], warm: [] },
    floor: { cold: [], warm: [] },
  }
  for (let i = 0; i < PDF_RUNS; i += 1) {
    for (const which of Object.keys(pdfs)) pdfs[which].cold.push(await measured('pdf', which, true))
  }
  await run('pdf', 'floor', true)
  for (let i = 0; i < PDF_RUNS; i += 1) {
    for (const which of Object.keys(pdfs)) pdfs[which].warm.push(await measured('pdf', which, false))
  }
  await run('close')
  const pdf = Object.fromEntries(
    Object.entries(pdfs).map(([k, v]) => [
      k,
      {
        coldMs: median(v.cold.map((x) => x.ms)),
        warmMs: median(v.warm.map((x) => x.ms)),
        coldMainMs: median(v.cold.map((x) => x.task)),
        warmMainMs: median(v.warm.map((x) => x.task)),
        pages: v.cold[0].pages,
        bytes: v.cold[0].bytes,
      },
    ]),
  )

  const ms = (v) => (Math.abs(v) < 10 ? v.toFixed(2) : v.toFixed(1))
  const verdict = (v, target) => `target < ${target} ms: ${v < target ? 'PASS' : 'FAIL'}`
  console.info('')
  console.info(
    `bench/vehicle-invoice — ${VOUCHERS.toLocaleString('en-IN')} vouchers + ${ISSUED} invoices of the series, load ${loadavg()[0].toFixed(1)}`,
  )
  console.info(
    `1. posting a vehicle invoice (G1, ${last.bytes.toLocaleString('en-IN')} bytes, last ${last.number}), medians of ${RUNS}`,
  )
  console.info(
    `   main thread = task time from the call to ${SETTLE_MS} ms after the write, less the empty window (${ms(control.task)} ms)`,
  )
  const postRow = (name, f) =>
    `   ${name.padEnd(44)} main thread ${ms(f.task).padStart(6)} ms (script ${ms(f.script).padStart(5)}, CPU ${ms(f.cpu).padStart(5)})   wall ${ms(f.ms).padStart(6)} ms`
  console.info(postRow('post: checkInvoice + postVehicleInvoice', post))
  console.info(postRow('baseline "plain insert": insertRecord', plain))
  console.info(postRow('raw Dexie put of the same document', raw))
  console.info(
    `   of which (wall, alone): checkInvoice ${ms(parts.checkMs)} ms, the series' highest number (highestIssued) ${ms(parts.numberingMs)} ms; the slowest post's main thread ${ms(post.taskMax)} ms`,
  )
  console.info(
    `   ratio post / plain insert: main thread ${(post.task / plain.task).toFixed(2)}×, wall ${(post.ms / plain.ms).toFixed(2)}×   ${verdict(post.task, TARGET.postMs)}`,
  )
  console.info(
    `2. an invoice PDF (tax invoice, three copies), medians of ${PDF_RUNS}; main = the page's task time`,
  )
  console.info(`   first of the session: invoice ${ms(first.invoice.ms)} ms, floor ${ms(first.floor.ms)} ms`)
  const pdfRow = (name, f) =>
    `   ${name.padEnd(44)} cold ${ms(f.coldMs).padStart(6)} ms   warm ${ms(f.warmMs).padStart(6)} ms   main ${ms(f.coldMainMs)}/${ms(f.warmMainMs)} ms   ${f.pages} p, ${(f.bytes / 1024).toFixed(0)} KB`
  console.info(pdfRow('invoice, English', pdf['invoice-en']))
  console.info(pdfRow('invoice, Hindi', pdf['invoice-hi']))
  console.info(pdfRow('baseline "floor": one page, two lines', pdf.floor))
  for (const [name, k] of [
    ['English', 'invoice-en'],
    ['Hindi', 'invoice-hi'],
  ]) {
    const f = pdf[k]
    console.info(
      `   ratio invoice (${name}) / floor: cold ${(f.coldMs / pdf.floor.coldMs).toFixed(2)}×, warm ${(f.warmMs / pdf.floor.warmMs).toFixed(2)}×   cold ${verdict(f.coldMs, TARGET.pdfMs)}`,
    )
  }
  console.info(
    JSON.stringify({
      bench: 'vehicle-invoice',
      vouchers: VOUCHERS,
      issued: ISSUED,
      runs: RUNS,
      load: loadavg()[0],
      post: { ...post, checkMs: parts.checkMs, numberingMs: parts.numberingMs, targetMs: TARGET.postMs },
      plainInsert: plain,
      dexiePut: raw,
      controlMs: control.task,
      pdf: { ...pdf, firstInvoiceMs: first.invoice.ms, firstFloorMs: first.floor.ms, targetMs: TARGET.pdfMs },
    }),
  )
} finally {
  await browser?.close()
  await server.stop()
  rmSync(work, { recursive: true, force: true })
}
