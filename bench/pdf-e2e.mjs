// Merge and split end to end in the browser tool against native qpdf (issue 23 item 6: ≤ 3× qpdf). Debian's
// Chromium on a production build (served as bench/pdf-browser.mjs serves it, service worker blocked), each
// round a freshly opened tool page, so the task is the first in a fresh worker (cold), as a user's is:
//   merge — /tools/merge-pdf: 10 PDFs of 100 pages chosen (by path), Merge PDF clicked, until the result says
//           "Done: 1 file is ready." (the merged PDF's blob made, its Download button shown);
//   split — /tools/split-pdf: a 500-page PDF chosen, "One file per page", Split PDF, until the ZIP is ready.
// Times come from the page's own clock: the file input's change event, the first frame showing the file(s)
// read (merge: "The result will have 1,000 pages"; split: "500 pages"), the click on the button, the first
// frame showing "Done". End to end = change → done, less the bench's own time between the files being read
// and its click (a person would take longer, and it is not the app's); printed with its two parts (reading
// the chosen files: page counts and checks in the worker; the task: click to result). Then the Download
// button is clicked and Chromium's download event awaited, to show the file really comes out (not timed in
// the figure). Baseline in the same run: native qpdf as a fresh process on the same files,
//   qpdf --empty --pages a.pdf … -- out.pdf      qpdf --split-pages big.pdf out-%d.pdf
// (qpdf writes 500 loose files where the tool packs a ZIP). Also printed: the same pdf-lib task in Node,
// cold (bench/pdf-engines.mjs's child, first task of a fresh process), to show how much of the browser's time
// is the engine itself. Inputs: bench/pdf-inputs.mjs's. ROUNDS (default 3): medians.
// Usage: scripts/build-into.sh /tmp/my-dist && DIST_DIR=/tmp/my-dist npx node bench/pdf-e2e.mjs (Node 24; run
// under the e2e lock: flock /tmp/autobahi-e2e.lock …).
import { spawnSync } from 'node:child_process'
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { makePdf } from './pdf-inputs.mjs'
import { BROWSER_PATH } from '../scripts/chromium.ts'

const TARGET = 3
const ROOT = fileURLToPath(new URL('..', import.meta.url))
const DIST = process.env.DIST_DIR ?? join(ROOT, 'dist')
const ROUNDS = Number(process.env.ROUNDS ?? 3)
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
function serve() {
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://x')
    let path = join(DIST, normalize(url.pathname))
    if (!existsSync(path)) path = `${path}.html`
    if (!existsSync(path) || statSync(path).isDirectory()) path = join(DIST, 'app-shell.html')
    response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' })
    createReadStream(path).pipe(response)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

// Installed before the page's scripts: the times of the file input's change, of the clicks, and of the first
// frame whose text matches each watched pattern.
const OBSERVE = `
window.__marks = { clicks: [] }
document.addEventListener('change', (e) => {
  if (e.target instanceof HTMLInputElement && e.target.type === 'file') window.__marks.chosen ??= performance.now()
}, true)
document.addEventListener('click', () => window.__marks.clicks.push(performance.now()), true)
window.__watch = (name, source) => {
  const pattern = new RegExp(source)
  const look = () => {
    if (pattern.test(document.body ? document.body.textContent : '')) window.__marks[name] = performance.now()
    else requestAnimationFrame(look)
  }
  requestAnimationFrame(look)
}`

const dir = mkdtempSync(join(tmpdir(), 'bench-pdf-e2e-'))
console.error('making inputs…')
const sources = []
for (let i = 0; i < 10; i += 1) {
  const path = join(dir, `file-${i + 1}.pdf`)
  writeFileSync(path, await makePdf(100, `file ${i + 1}`))
  sources.push(path)
}
const bigPath = join(dir, 'big.pdf')
writeFileSync(bigPath, await makePdf(500, 'big'))

function qpdf(task) {
  const out = join(dir, `qpdf-${task}`)
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out)
  const args =
    task === 'merge'
      ? ['--empty', '--pages', ...sources, '--', join(out, 'merged.pdf')]
      : ['--split-pages', bigPath, join(out, 'p-%d.pdf')]
  const start = performance.now()
  const run = spawnSync('qpdf', args, { stdio: 'pipe' })
  const ms = performance.now() - start
  if (run.status !== 0 && run.status !== 3) throw new Error(`qpdf: ${run.stderr}`)
  return ms
}

/** The same pdf-lib task in Node, cold: pdf-engines.mjs's child on a directory laid out as it expects. */
function nodeCold(task) {
  const work = join(dir, 'engines')
  if (!existsSync(work)) {
    mkdirSync(work)
    sources.forEach((path, i) => writeFileSync(join(work, `in-${i}.pdf`), readFileSync(path)))
    writeFileSync(join(work, 'big.pdf'), readFileSync(bigPath))
  }
  const run = spawnSync(
    process.execPath,
    [join(ROOT, 'bench/pdf-engines.mjs'), '--child', 'pdf-lib', task, work],
    {
      encoding: 'utf8',
    },
  )
  if (run.status !== 0) throw new Error(`node ${task}: ${run.stderr}`)
  return JSON.parse(run.stdout.trim().split('\n').at(-1)).cold
}

const server = await serve()
const origin = `http://127.0.0.1:${server.address().port}`
const browser = await chromium.launch({
  executablePath: BROWSER_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
})

async function inTool(task) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    acceptDownloads: true,
    viewport: { width: 1280, height: 900 },
  })
  await context.addInitScript(OBSERVE)
  const page = await context.newPage()
  const tool = task === 'merge' ? 'merge-pdf' : 'split-pdf'
  await page.goto(`${origin}/tools/${tool}`)
  await page.waitForFunction(() => document.documentElement.dataset.ready === window.location.pathname)
  await page.waitForTimeout(500)
  const read = task === 'merge' ? 'The result will have 1,?000 pages' : '500 pages'
  await page.evaluate((source) => window.__watch('read', source), read)
  await page.evaluate(() => window.__watch('done', 'Done: 1 file is ready'))
  await page.locator('input[type=file]').setInputFiles(task === 'merge' ? sources : bigPath)
  await page.waitForFunction(() => window.__marks.read, null, { timeout: 300_000, polling: 50 })
  if (task === 'split') await page.locator('label', { hasText: /^One file per page$/ }).click()
  await page.getByRole('button', { name: task === 'merge' ? 'Merge PDF' : 'Split PDF' }).click()
  await page.waitForFunction(() => window.__marks.done, null, { timeout: 600_000, polling: 50 })
  const marks = await page.evaluate(() => window.__marks)
  const click = marks.clicks.at(-1)
  const downloadStart = performance.now()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Download / }).click(),
  ])
  const saved = join(dir, `download-${task}`)
  await download.saveAs(saved)
  const downloadMs = performance.now() - downloadStart
  await context.close()
  const readMs = marks.read - marks.chosen
  const taskMs = marks.done - click
  return {
    readMs,
    taskMs,
    e2eMs: readMs + taskMs,
    wallMs: marks.done - marks.chosen,
    downloadMs,
    bytes: statSync(saved).size,
  }
}

const samples = { merge: [], split: [] }
for (let round = 0; round < ROUNDS; round += 1) {
  for (const task of ['merge', 'split']) {
    console.error(`round ${round + 1}: ${task}…`)
    const tool = await inTool(task)
    samples[task].push({ ...tool, qpdfMs: qpdf(task), nodeMs: nodeCold(task) })
  }
}
await browser.close()
server.close()
rmSync(dir, { recursive: true, force: true })

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const figures = {}
for (const [task, rows] of Object.entries(samples)) {
  figures[task] = Object.fromEntries(
    Object.keys(rows[0]).map((key) => [key, median(rows.map((r) => r[key]))]),
  )
  figures[task].ratios = rows.map((r) => +(r.e2eMs / r.qpdfMs).toFixed(1))
}
console.log(
  `Merge and split end to end in the browser tool, cold (median of ${ROUNDS} rounds; Chromium at ${BROWSER_PATH}; load ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')})`,
)
console.log(
  'task                     e2e ms   = read files + task   qpdf ms   e2e/qpdf   rounds     Node pdf-lib cold ms',
)
for (const [task, f] of Object.entries(figures)) {
  const ratio = f.e2eMs / f.qpdfMs
  console.log(
    `${(task === 'merge' ? 'merge 10×100 pages' : 'split 500 → 500 files').padEnd(23)}${f.e2eMs.toFixed(0).padStart(8)}` +
      `${f.readMs.toFixed(0).padStart(14)}${f.taskMs.toFixed(0).padStart(8)}${f.qpdfMs.toFixed(0).padStart(10)}` +
      `${ratio.toFixed(1).padStart(10)}×   ${f.ratios.join(' / ').padEnd(14)}${String(f.nodeMs).padStart(10)}`,
  )
  console.log(
    `  ${task}: ${ratio.toFixed(1)}× qpdf end to end (target ≤ ${TARGET}×) ${ratio <= TARGET ? 'PASS' : 'FAIL'}`,
  )
}
console.log(
  JSON.stringify({
    bench: 'pdf-e2e',
    rounds: ROUNDS,
    load: loadavg()[0],
    ...Object.fromEntries(
      Object.entries(figures).map(([task, f]) => [
        task,
        {
          e2eMs: Math.round(f.e2eMs),
          readMs: Math.round(f.readMs),
          taskMs: Math.round(f.taskMs),
          wallMs: Math.round(f.wallMs),
          qpdfMs: Math.round(f.qpdfMs),
          nodeColdMs: f.nodeMs,
          ratio: +(f.e2eMs / f.qpdfMs).toFixed(2),
          downloadedBytes: f.bytes,
        },
      ]),
    ),
  }),
)
