// PDF main-thread bench in a real browser: Debian's Chromium on a production build, the real tool pages
// (/tools/merge-pdf, /tools/split-pdf, /tools/compress-pdf) driven like a user — files chosen, the task run,
// the result shown — while a PerformanceObserver records 'longtask' entries (main-thread tasks ≥ 50 ms).
// Printed per operation: its length, the number of long tasks, the longest, and the total blocking time
// (TBT: the sum of each long task's time over 50 ms), against two baselines measured in the same run:
//   control     — the same page, for as long as the operation took, running only a 10 ms task every 100 ms:
//                 how far the machine's load alone stretches short tasks past 50 ms (an idle page has no
//                 tasks to stretch, so it would always show 0);
//   main thread — the same merge and split done with the same library (pdf-lib) on the page's main thread,
//                 i.e. what the page would suffer without the worker (compress needs the worker's MozJPEG
//                 and canvas, so it has no main-thread twin).
// Inputs are bench/pdf.mjs's: 10 PDFs of 100 pages, a 500-page PDF split into single pages (ZIP), and 20
// A4 scans at 200 DPI at the balanced preset. Target (issue 5): the main thread never blocked over 50 ms.
// Usage: scripts/build-into.sh /tmp/my-dist && DIST_DIR=/tmp/my-dist npx node bench/pdf-browser.mjs (Node 24)
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { chromium } from '@playwright/test'
import { makePdf, makeScans } from './pdf-inputs.mjs'
import { BROWSER_PATH } from '../scripts/chromium.ts'

const ROOT = new URL('..', import.meta.url).pathname
const DIST = process.env.DIST_DIR ?? join(ROOT, 'dist')
const SCAN_PAGES = Number(process.env.SCAN_PAGES ?? 20)
if (!existsSync(join(DIST, 'tools', 'merge-pdf.html'))) {
  console.error(`No build in ${DIST}; run scripts/build-into.sh first.`)
  process.exit(1)
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}
const PDF_LIB = join(ROOT, 'node_modules/@cantoo/pdf-lib/dist/pdf-lib.esm.min.js')

function serve(inputs) {
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://x')
    const input = inputs.get(url.pathname)
    if (input) {
      response.writeHead(200, { 'content-type': 'application/pdf' })
      return response.end(input)
    }
    let path = url.pathname === '/pdf-lib.mjs' ? PDF_LIB : join(DIST, normalize(url.pathname))
    if (!existsSync(path)) path = `${path}.html`
    if (!existsSync(path) || statSync(path).isDirectory()) path = join(DIST, 'app-shell.html')
    response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' })
    createReadStream(path).pipe(response)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

// Installed before any page script: every long task of the page, kept with its start and length.
const OBSERVE = `
window.__long = []
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__long.push([e.startTime, e.duration])
}).observe({ type: 'longtask', buffered: true })`

// Files are chosen from disk by path: Playwright hands in-memory buffers to the page by decoding base64 on
// its main thread, which would show up as the tool's long tasks.
const dir = mkdtempSync(join(tmpdir(), 'bench-pdf-browser-'))
function pdf(name, bytes) {
  const path = join(dir, name)
  writeFileSync(path, bytes)
  return { name, path, buffer: Buffer.from(bytes) }
}
console.error('making inputs…')
const sources = []
for (let i = 0; i < 10; i += 1) sources.push(pdf(`file-${i + 1}.pdf`, await makePdf(100, `file ${i + 1}`)))
const big = pdf('big.pdf', await makePdf(500, 'big'))
const scans = pdf('scans.pdf', await makeScans(SCAN_PAGES))

// The main-thread baselines fetch the same inputs by URL.
const server = await serve(new Map([...sources, big].map((s) => [`/in/${s.name}`, s.buffer])))
const origin = `http://127.0.0.1:${server.address().port}`
const browser = await chromium.launch({
  executablePath: BROWSER_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
})
const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } })
await context.addInitScript(OBSERVE)

/** Long tasks between two page times: count, longest and total blocking time. */
async function longTasks(page, from, to) {
  const tasks = await page.evaluate(
    ([a, b]) => window.__long.filter(([start]) => start >= a && start <= b),
    [from, to],
  )
  const durations = tasks.map(([, duration]) => duration)
  return {
    ms: to - from,
    count: durations.length,
    longest: durations.length ? Math.max(...durations) : 0,
    tbt: durations.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
  }
}

const now = (page) => page.evaluate(() => performance.now())

/** Runs `work` on a freshly opened tool page and measures it, then the control on the same page for as long. */
async function measure(path, work) {
  const page = await context.newPage()
  await page.goto(`${origin}${path}`)
  await page.waitForFunction(() => document.documentElement.dataset.ready === window.location.pathname)
  await page.waitForTimeout(1000)
  const start = await now(page)
  await work(page)
  const end = await now(page)
  const result = await longTasks(page, start, end)
  const idleStart = await now(page)
  await page.evaluate(() => {
    window.__tick = setInterval(() => {
      const until = performance.now() + 10
      while (performance.now() < until);
    }, 100)
  })
  await page.waitForTimeout(end - start)
  await page.evaluate(() => clearInterval(window.__tick))
  const idle = await longTasks(page, idleStart, await now(page))
  return { page, result, idle }
}

const rows = []
console.error('merge…')
{
  const { page, result, idle } = await measure('/tools/merge-pdf', async (p) => {
    await p.locator('input[type=file]').setInputFiles(sources.map((s) => s.path))
    await p.getByText(/The result will have 1,?000 pages/).waitFor({ timeout: 300_000 })
    await p.getByRole('button', { name: 'Merge PDF' }).click()
    await p.getByText('Done: 1 file is ready.').waitFor({ timeout: 300_000 })
  })
  // The same merge on this page's main thread with pdf-lib, the library the worker uses.
  const start = await now(page)
  await page.evaluate(
    async (names) => {
      const { PDFDocument } = await import('/pdf-lib.mjs')
      const out = await PDFDocument.create()
      for (const name of names) {
        const bytes = await (await fetch(`/in/${name}`)).arrayBuffer()
        const source = await PDFDocument.load(bytes)
        for (const copied of await out.copyPages(source, source.getPageIndices())) out.addPage(copied)
      }
      await out.save({ useObjectStreams: true })
    },
    sources.map((s) => s.name),
  )
  const main = await longTasks(page, start, await now(page))
  rows.push({ name: 'merge 10×100 pages', result, idle, main })
  await page.close()
}

console.error('split…')
{
  const { page, result, idle } = await measure('/tools/split-pdf', async (p) => {
    await p.locator('input[type=file]').setInputFiles(big.path)
    await p.getByText('500 pages').first().waitFor({ timeout: 300_000 })
    await p.locator('label', { hasText: /^One file per page$/ }).click()
    await p.getByRole('button', { name: 'Split PDF' }).click()
    await p.getByText('Done: 1 file is ready.').waitFor({ timeout: 600_000 })
  })
  const start = await now(page)
  await page.evaluate(async (name) => {
    const { PDFDocument } = await import('/pdf-lib.mjs')
    const source = await PDFDocument.load(await (await fetch(`/in/${name}`)).arrayBuffer())
    for (const index of source.getPageIndices()) {
      const one = await PDFDocument.create()
      const [copied] = await one.copyPages(source, [index])
      one.addPage(copied)
      await one.save({ useObjectStreams: true })
    }
  }, big.name)
  const main = await longTasks(page, start, await now(page))
  rows.push({ name: 'split 500 → 500 files', result, idle, main })
  await page.close()
}

console.error('compress…')
{
  const { page, result, idle } = await measure('/tools/compress-pdf', async (p) => {
    await p.locator('input[type=file]').setInputFiles(scans.path)
    await p.getByRole('button', { name: 'Compress PDF' }).click()
    await p.getByTestId('compress-sizes').waitFor({ timeout: 600_000 })
  })
  rows.push({ name: `compress ${SCAN_PAGES} scans`, result, idle, main: null })
  await page.close()
}
await browser.close()
server.close()
rmSync(dir, { recursive: true, force: true })

const f = (n) => n.toFixed(0).padStart(7)
const cell = (m) =>
  m ? `${f(m.longest)} ${f(m.tbt)} ${String(m.count).padStart(4)}` : '      —       —    —'
console.log(
  `PDF main thread in Chromium (long tasks ≥ 50 ms; load ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}; target: no task over 50 ms during the work)`,
)
console.log(
  'operation                 length ms |  tool: longest    TBT    n | control: longest  TBT    n | main thread: longest    TBT    n',
)
for (const row of rows) {
  console.log(
    `${row.name.padEnd(26)}${f(row.result.ms)}    |       ${cell(row.result)} |       ${cell(row.idle)} |              ${cell(row.main)}`,
  )
}
console.log(
  JSON.stringify({
    bench: 'pdf-browser',
    load: loadavg()[0],
    rows: rows.map((row) => ({
      op: row.name,
      ms: Math.round(row.result.ms),
      tool: {
        longestMs: Math.round(row.result.longest),
        tbtMs: Math.round(row.result.tbt),
        count: row.result.count,
      },
      control: {
        longestMs: Math.round(row.idle.longest),
        tbtMs: Math.round(row.idle.tbt),
        count: row.idle.count,
      },
      mainThread: row.main && {
        ms: Math.round(row.main.ms),
        longestMs: Math.round(row.main.longest),
        tbtMs: Math.round(row.main.tbt),
        count: row.main.count,
      },
    })),
  }),
)
