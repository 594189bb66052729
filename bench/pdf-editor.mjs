// PDF editor benchmark: time to the first drawn page of a 500-page PDF, and memory after scrolling through
// it, for our editor (/tools/pdf-editor of a production build: file read in 64 KiB ranges, annotation
// editor layer on) against the baseline, pdfjs-dist's stock viewer component (PDFViewer + EventBus +
// PDFLinkService from pdfjs-dist/web/pdf_viewer.mjs, unbundled, opening the same file by URL with range
// requests), in Debian's Chromium, one fresh browser per run. Memory is the resident size of the whole
// browser (page and pdf.js worker included) after scrolling to the last page and a garbage collection in
// the page and its workers; the same document at 100 pages, for both, shows whether memory grows with the
// page count. Each side's steps to the first page are printed from performance marks. Targets (issue 6): first page within 1.2× of the
// baseline; memory bounded.
// Usage: DIST_DIR=/tmp/my-dist npx node bench/pdf-editor.mjs (Node 24)   (build first: scripts/build-into.sh /tmp/my-dist)
import { execFileSync } from 'node:child_process'
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { loadavg } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { PDFDocument, StandardFonts, rgb } from '@cantoo/pdf-lib'
import { chromium } from '@playwright/test'
import { BROWSER_PATH } from '../scripts/chromium.ts'

const ROOT = new URL('..', import.meta.url).pathname
const DIST = process.env.DIST_DIR ?? join(ROOT, 'dist')
const RUNS = Number(process.env.RUNS ?? 3)
// PAGES=500 for a quick look at the first page alone (the memory growth needs both sizes).
const PAGES = (process.env.PAGES ?? '100,500').split(',').map(Number)
if (!existsSync(join(DIST, 'tools', 'pdf-editor.html'))) {
  console.error(`No build with the PDF editor in ${DIST}; run scripts/build-into.sh first.`)
  process.exit(1)
}

/** A text-and-graphics document like a real report: a heading, paragraphs and a chart per page. */
async function makePdf(pages) {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  for (let n = 1; n <= pages; n += 1) {
    const page = doc.addPage([595, 842])
    page.drawText(`Section ${n}: quarterly service report`, { x: 50, y: 780, size: 20, font: bold })
    for (let line = 0; line < 30; line += 1) {
      const text = `Line ${line + 1} of page ${n}: job card ${n * 100 + line}, labour and parts as agreed, GST 18% included.`
      page.drawText(text, { x: 50, y: 740 - line * 16, size: 10, font })
    }
    for (let bar = 0; bar < 12; bar += 1) {
      const height = 20 + ((n * 37 + bar * 53) % 120)
      page.drawRectangle({ x: 60 + bar * 40, y: 80, width: 28, height, color: rgb(0.1, 0.4 + bar / 30, 0.6) })
    }
  }
  return Buffer.from(await doc.save())
}

const UPSERT_POLYFILL = `
for (const proto of [Map.prototype, WeakMap.prototype]) {
  if (!proto.getOrInsertComputed) proto.getOrInsertComputed = function (k, f) { if (!this.has(k)) this.set(k, f(k)); return this.get(k) }
  if (!proto.getOrInsert) proto.getOrInsert = function (k, v) { if (!this.has(k)) this.set(k, v); return this.get(k) }
}
if (!Uint8Array.prototype.toHex) Uint8Array.prototype.toHex = function () { return [...this].map((b) => b.toString(16).padStart(2, '0')).join('') }
if (!Math.sumPrecise) Math.sumPrecise = (v) => { let s = 0; for (const x of v) s += x; return s }`

// The stock viewer: pdfjs-dist's own component viewer, the way its "simpleviewer" example sets it up.
const BASELINE = `<!doctype html><html><head><meta charset="utf-8">
<link rel="stylesheet" href="/node_modules/pdfjs-dist/web/pdf_viewer.css">
<style>#c{position:absolute;inset:0;overflow:auto}</style></head><body>
<div id="c"><div id="v" class="pdfViewer"></div></div>
<script>${UPSERT_POLYFILL}</script>
<script type="module">
const pdfjs = await import('/node_modules/pdfjs-dist/build/pdf.mjs')
const { EventBus, PDFLinkService, PDFViewer } = await import('/node_modules/pdfjs-dist/web/pdf_viewer.mjs')
pdfjs.GlobalWorkerOptions.workerSrc = '/baseline-worker.mjs'
const eventBus = new EventBus()
const linkService = new PDFLinkService({ eventBus })
const viewer = new PDFViewer({ container: document.getElementById('c'), viewer: document.getElementById('v'), eventBus, linkService })
linkService.setViewer(viewer)
eventBus.on('pagesinit', () => { viewer.currentScaleValue = 'page-width' })
// Marks only (for the step breakdown), the same steps our editor marks.
eventBus.on('pagesinit', () => performance.mark('stock:pagesinit'))
eventBus.on('pagerendered', () => performance.mark('stock:first-page'), { once: true })
window.__open = async (url) => {
  window.__t0 = performance.now()
  const doc = await pdfjs.getDocument({ url, cMapUrl: '/node_modules/pdfjs-dist/cmaps/', cMapPacked: true,
    standardFontDataUrl: '/node_modules/pdfjs-dist/standard_fonts/' }).promise
  performance.mark('stock:document')
  viewer.setDocument(doc)
  linkService.setDocument(doc)
}
window.__ready = true
</script></body></html>`
const BASELINE_WORKER = `${UPSERT_POLYFILL}\nimport('/node_modules/pdfjs-dist/build/pdf.worker.mjs')`

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
}

function serve(files) {
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://x')
    if (url.pathname === '/baseline.html') return send(response, 'text/html', BASELINE)
    if (url.pathname === '/baseline-worker.mjs') return send(response, 'text/javascript', BASELINE_WORKER)
    if (files.has(url.pathname)) return sendRange(request, response, files.get(url.pathname))
    let path = url.pathname.startsWith('/node_modules/')
      ? join(ROOT, normalize(url.pathname))
      : join(DIST, normalize(url.pathname))
    if (!url.pathname.startsWith('/node_modules/') && !existsSync(path)) path = `${path}.html`
    if (!existsSync(path) || statSync(path).isDirectory()) path = join(DIST, 'app-shell.html')
    response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' })
    createReadStream(path).pipe(response)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

function send(response, type, body) {
  response.writeHead(200, { 'content-type': type })
  response.end(body)
}

// Byte ranges, so the baseline reads the file the way pdf.js does over HTTP (65536-byte chunks).
function sendRange(request, response, bytes) {
  const match = /bytes=(\d+)-(\d*)/.exec(request.headers.range ?? '')
  const head = { 'content-type': 'application/pdf', 'accept-ranges': 'bytes' }
  if (!match) {
    response.writeHead(200, { ...head, 'content-length': bytes.length })
    return response.end(bytes)
  }
  const start = Number(match[1])
  const end = match[2] ? Number(match[2]) : bytes.length - 1
  response.writeHead(206, {
    ...head,
    'content-range': `bytes ${start}-${end}/${bytes.length}`,
    'content-length': end - start + 1,
  })
  response.end(bytes.subarray(start, end + 1))
}

/** Resident memory (MiB) of the browser and all its child processes. */
function browserRss(pid) {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss=']).toString().trim().split('\n')
  const rows = table.map((line) => line.trim().split(/\s+/).map(Number))
  const family = new Set([pid])
  let grew = true
  while (grew) {
    grew = false
    for (const [child, parent] of rows) {
      if (family.has(parent) && !family.has(child)) {
        family.add(child)
        grew = true
      }
    }
  }
  return rows.filter(([p]) => family.has(p)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024
}

/** The steps marked on the way to the first page (ms after the file was given), e.g. { document: 120 }. */
function steps(page, prefix) {
  return page.evaluate(
    (prefix) =>
      Object.fromEntries(
        performance
          .getEntriesByType('mark')
          .filter((entry) => entry.name.startsWith(prefix) && entry.startTime >= window.__t0)
          .map((entry) => [entry.name.slice(prefix.length), Math.round(entry.startTime - window.__t0)]),
      ),
    prefix,
  )
}

const FIRST_PAGE = () => document.querySelector('.page[data-page-number="1"][data-loaded="true"] canvas')

/** Scrolls the viewer to the end in steps, letting each screenful draw; returns canvases alive at the end. */
async function scrollThrough(page) {
  return page.evaluate(async () => {
    const container = document.querySelector('.pdfViewer').parentElement
    const step = container.clientHeight
    while (container.scrollTop + container.clientHeight < container.scrollHeight - 2) {
      container.scrollTop += step
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
    await new Promise((resolve) => setTimeout(resolve, 1500))
    return document.querySelectorAll('.page canvas').length
  })
}

async function run(kind, pdf, origin) {
  const launched = await chromium.launchServer({
    executablePath: BROWSER_PATH,
    // gc() in the page and its workers, so memory is what stays alive, not garbage not yet collected.
    args: ['--no-sandbox', '--disable-gpu', '--js-flags=--expose-gc'],
  })
  const pid = launched.process().pid
  const browser = await chromium.connect(launched.wsEndpoint())
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    let ms
    if (kind === 'baseline') {
      await page.goto(`${origin}/baseline.html`)
      await page.waitForFunction(() => window.__ready === true)
      await page.evaluate((url) => window.__open(url), `${origin}/doc.pdf`)
      await page.waitForFunction(FIRST_PAGE, null, { timeout: 120_000 })
      ms = await page.evaluate(() => performance.now() - window.__t0)
    } else {
      await page.goto(`${origin}/tools/pdf-editor`)
      await page.waitForFunction(() => document.documentElement.dataset.ready === window.location.pathname)
      // Let the editor fetch pdf.js while nobody waits (as it does while a user picks a file).
      await page.waitForTimeout(1500)
      await page.evaluate(() =>
        document.addEventListener('change', () => (window.__t0 = performance.now()), {
          capture: true,
          once: true,
        }),
      )
      await page.locator('input[type=file][accept*="pdf"]').setInputFiles({
        name: 'doc.pdf',
        mimeType: 'application/pdf',
        buffer: pdf,
      })
      await page.waitForFunction(FIRST_PAGE, null, { timeout: 120_000 })
      ms = await page.evaluate(() => performance.now() - window.__t0)
    }
    const marks = await steps(page, kind === 'baseline' ? 'stock:' : 'pdf-editor:')
    const canvases = await scrollThrough(page)
    for (const target of [page, ...page.workers()]) await target.evaluate(() => globalThis.gc?.())
    await page.waitForTimeout(500)
    const rss = pid ? browserRss(pid) : Number.NaN
    return { ms, rss, canvases, marks }
  } finally {
    await browser.close()
    await launched.close()
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** Each step's median over the runs. */
function medianSteps(list) {
  const names = [...new Set(list.flatMap((marks) => Object.keys(marks)))]
  // A step missing from a run (its mark came before the clock started) is left out of that step's median.
  const values = (name) => list.map((marks) => marks[name]).filter((ms) => Number.isFinite(ms))
  return Object.fromEntries(names.map((name) => [name, values(name).length ? median(values(name)) : NaN]))
}

const files = new Map()
const server = await serve(files)
const origin = `http://127.0.0.1:${server.address().port}`
const results = {}
try {
  for (const pages of PAGES) {
    const pdf = await makePdf(pages)
    files.set('/doc.pdf', pdf)
    const kinds = ['baseline', 'editor']
    const runs = Object.fromEntries(kinds.map((kind) => [kind, []]))
    // Alternating runs, so a burst of load on the machine hits both sides alike.
    for (let i = 0; i < RUNS; i += 1) for (const kind of kinds) runs[kind].push(await run(kind, pdf, origin))
    for (const kind of kinds) {
      results[`${kind}-${pages}`] = {
        firstPageMs: median(runs[kind].map((r) => r.ms)),
        rssMiB: median(runs[kind].map((r) => r.rss)),
        canvases: Math.max(...runs[kind].map((r) => r.canvases)),
        steps: medianSteps(runs[kind].map((r) => r.marks)),
        bytes: pdf.length,
      }
    }
  }
} finally {
  server.close()
}

const base = results['baseline-500']
const ours = results['editor-500']
const small = results['editor-100']
const baseSmall = results['baseline-100']
const row = (name, r) =>
  `${name.padEnd(34)} ${r.firstPageMs.toFixed(0).padStart(8)} ms ${r.rssMiB.toFixed(0).padStart(8)} MiB ${String(r.canvases).padStart(6)}`
console.log(
  `PDF editor vs pdfjs-dist stock viewer (median of ${RUNS}; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})`,
)
console.log(`${''.padEnd(34)} ${'1st page'.padStart(11)} ${'RSS after scroll'.padStart(12)} ${'canvases'}`)
console.log(row(`stock viewer, 500 pages (${(base.bytes / 1024).toFixed(0)} KiB)`, base))
console.log(row('our editor, 500 pages', ours))
if (small) console.log(row('stock viewer, 100 pages', baseSmall))
if (small) console.log(row('our editor, 100 pages', small))
const stepLine = (name, r) =>
  `${name.padEnd(34)} ${Object.entries(r.steps)
    .sort((a, b) => a[1] - b[1])
    .map(([step, ms]) => `${step} ${ms}`)
    .join(' → ')} ms`
console.log('steps after the file was given (medians):')
console.log(stepLine('stock viewer, 500 pages', base))
console.log(stepLine('our editor, 500 pages', ours))
const ratio = ours.firstPageMs / base.firstPageMs
const memoryRatio = ours.rssMiB / base.rssMiB
const growth = small ? ours.rssMiB / small.rssMiB : Number.NaN
const baseGrowth = small ? base.rssMiB / baseSmall.rssMiB : Number.NaN
console.log(
  `first page: ${ratio.toFixed(2)}× the baseline (target ≤ 1.2×) ${ratio <= 1.2 ? 'met' : 'MISSED'}`,
)
console.log(
  `memory: ${memoryRatio.toFixed(2)}× the baseline; 500 vs 100 pages ${growth.toFixed(2)}× (stock viewer ${baseGrowth.toFixed(2)}×; bounded: canvases alive ${ours.canvases})`,
)
console.log(
  JSON.stringify({
    bench: 'pdf-editor',
    baseline: 'pdfjs-dist 6.5.438 web/pdf_viewer.mjs PDFViewer',
    results,
    firstPageRatio: Number(ratio.toFixed(3)),
    memoryRatio: Number(memoryRatio.toFixed(3)),
    growth500vs100: Number(growth.toFixed(3)),
    baselineGrowth500vs100: Number(baseGrowth.toFixed(3)),
    load: loadavg()[0],
  }),
)
