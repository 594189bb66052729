// PDF bench: our worker tasks (run in Node) against qpdf, the native baseline, in the same run.
//   merge: 10 PDFs of 100 pages each into one          (qpdf --empty --pages a.pdf b.pdf … -- out.pdf)
//   split: a 500-page PDF into 500 single-page PDFs    (qpdf --split-pages in.pdf out-%d.pdf)
//   compress at the balanced preset, output size against Ghostscript's /ebook preset (gs -sDEVICE=pdfwrite
//     -dPDFSETTINGS=/ebook; `apt-get install ghostscript`, only for this bench) on the same files, or, without gs,
//     against qpdf's lossless repacking (--object-streams=generate --recompress-flate); the table names which.
//     Three image-heavy inputs: the 20 A4 photo scans at 200 DPI (JPEG q92) — which /ebook passes
//     through untouched, as 200 DPI is under its downsampling threshold (1.5 × 150 DPI) — and two where gs
//     does work: 20 scans at 300 DPI (gs downsamples to 150 DPI) and 10 pages of lossless (PNG) images at
//     150 DPI (gs re-encodes them as JPEG).
// Main-thread blocking: each task runs once more in a worker thread (bench/pdf-thread.mjs, like the app's
// worker) while the main thread ticks every 5 ms; the longest gap between ticks is the worst block.
// Prints a table and one JSON line. Run: npx node bench/pdf.mjs  (Node 24; jiti loads the TypeScript tasks).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import { createJiti } from 'jiti'
import { makePdf, makeScans } from './pdf-inputs.mjs'

const jiti = createJiti(import.meta.url)
const { merge } = await jiti.import('../workers/pdf/merge.ts')
const { split } = await jiti.import('../workers/pdf/split.ts')
const { compress } = await jiti.import('../workers/pdf/compress.ts')
const { useNode: installNode } = await jiti.import('../workers/pdf/test-helpers.ts')
installNode()

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const dir = mkdtempSync(join(tmpdir(), 'bench-pdf-'))

function qpdf(args) {
  const result = spawnSync('qpdf', args, { stdio: 'pipe' })
  // qpdf exits 3 for warnings, which still produce output.
  if (result.status !== 0 && result.status !== 3) throw new Error(`qpdf ${args.join(' ')}: ${result.stderr}`)
}

async function time(fn, runs = RUNS) {
  const samples = []
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now()
    await fn()
    samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  return samples[Math.floor(samples.length / 2)]
}

const hasQpdf = spawnSync('qpdf', ['--version']).status === 0
const sources = []
for (let i = 0; i < 10; i += 1) {
  const bytes = await makePdf(100, `file ${i + 1}`)
  const path = join(dir, `in-${i}.pdf`)
  writeFileSync(path, bytes)
  sources.push({ bytes, path })
}
const big = await makePdf(500, 'big')
const bigPath = join(dir, 'big.pdf')
writeFileSync(bigPath, big)

const blobs = sources.map((s) => new Blob([s.bytes], { type: 'application/pdf' }))
const pages = sources.flatMap((_, file) =>
  Array.from({ length: 100 }, (_, index) => ({ file, index, rotate: 0 })),
)
let mergedSize = 0
const oursMerge = await time(async () => {
  const out = await merge({ files: blobs }, { pages, keepOutline: true })
  mergedSize = out.blob.size
})
const qpdfMerge = hasQpdf
  ? await time(() =>
      qpdf(['--empty', '--pages', ...sources.map((s) => s.path), '--', join(dir, 'q-merged.pdf')]),
    )
  : NaN

const bigBlob = new Blob([big], { type: 'application/pdf' })
const groups = Array.from({ length: 500 }, (_, i) => [i])
let splitCount = 0
const oursSplit = await time(async () => {
  const out = await split({ file: bigBlob }, { groups, baseName: 'big' })
  splitCount = out.length
})
const splitDir = join(dir, 'split')
const qpdfSplit = hasQpdf
  ? await time(() => {
      rmSync(splitDir, { recursive: true, force: true })
      spawnSync('mkdir', ['-p', splitDir])
      qpdf(['--split-pages', bigPath, join(splitDir, 'out-%d.pdf')])
    })
  : NaN
const qpdfSplitCount = hasQpdf ? readdirSync(splitDir).length : 0

// Compress: one run by default (every image goes through MozJPEG; slow on a loaded machine).
const COMPRESS_RUNS = Number(process.env.BENCH_COMPRESS_RUNS ?? 1)
const hasGs = spawnSync('gs', ['--version']).status === 0
const baselineName = hasGs ? 'gs /ebook' : hasQpdf ? 'qpdf lossless' : '—'
function baseline(input, output) {
  if (hasGs) {
    const gs = spawnSync(
      'gs',
      [
        '-q',
        '-dBATCH',
        '-dNOPAUSE',
        '-dSAFER',
        '-sDEVICE=pdfwrite',
        '-dPDFSETTINGS=/ebook',
        `-sOutputFile=${output}`,
        input,
      ],
      { stdio: 'pipe' },
    )
    if (gs.status !== 0) throw new Error(`gs: ${gs.stderr}`)
  } else qpdf(['--object-streams=generate', '--recompress-flate', input, output])
}
const compressInputs = [
  { label: '20 scans 200 DPI', pages: 20, dpi: 200, png: false },
  { label: '20 scans 300 DPI', pages: 20, dpi: 300, png: false },
  { label: '10 PNG pages 150 DPI', pages: 10, dpi: 150, png: true },
]
const compressRows = []
let scans
for (const input of compressInputs) {
  const bytes = await makeScans(input.pages, input.dpi, input.png)
  scans ??= bytes
  const inPath = join(dir, 'scans.pdf')
  const outPath = join(dir, 'baseline.pdf')
  writeFileSync(inPath, bytes)
  const blob = new Blob([bytes], { type: 'application/pdf' })
  let after = 0
  const ms = await time(async () => {
    after = (await compress({ file: blob }, { preset: 'balanced' })).after
  }, COMPRESS_RUNS)
  const baseMs = hasGs || hasQpdf ? await time(() => baseline(inPath, outPath), COMPRESS_RUNS) : NaN
  const baseBytes = Number.isNaN(baseMs) ? NaN : statSync(outPath).size
  compressRows.push({ ...input, input: bytes.length, ms, after, baseMs, baseBytes })
}

// Main-thread blocking while each task runs in a worker thread.
const thread = new Worker(new URL('./pdf-thread.mjs', import.meta.url))
await new Promise((resolve) => thread.once('message', resolve))
/** The worst gap between 5 ms ticks while `work` runs: 0 on an idle machine, scheduler noise on a busy one. */
async function worstGap(work) {
  let last = performance.now()
  let worst = 0
  const ticker = setInterval(() => {
    const now = performance.now()
    worst = Math.max(worst, now - last - 5)
    last = now
  }, 5)
  await work()
  clearInterval(ticker)
  return Math.max(worst, performance.now() - last - 5)
}
function worstBlock(task, files, options) {
  return worstGap(async () => {
    const done = new Promise((resolve) => thread.once('message', resolve))
    thread.postMessage({ task, files, options })
    await done
  })
}
const threadStart = performance.now()
const blocked = {
  merge: await worstBlock(
    'merge',
    sources.map((s) => s.bytes),
    { pages, keepOutline: true },
  ),
  split: await worstBlock('split', [big], { groups, baseName: 'big' }),
  compress: await worstBlock('compress', [scans], { preset: 'balanced' }),
}
// Control: the same ticking, as long as the three tasks took, with nothing running. On a loaded machine the
// scheduler alone leaves gaps; the tasks' figures mean something only against this one.
const threadMs = performance.now() - threadStart
blocked.idle = await worstGap(() => new Promise((resolve) => setTimeout(resolve, threadMs)))
await thread.terminate()
rmSync(dir, { recursive: true, force: true })

const rows = [
  ['merge 10×100 pages', oursMerge, qpdfMerge, `${(mergedSize / 1024).toFixed(0)} KB, 1000 pages`],
  ['split 500 → 500 files', oursSplit, qpdfSplit, `${splitCount} files (qpdf ${qpdfSplitCount})`],
  ...compressRows.map((row) => [
    `compress ${row.label}`,
    row.ms,
    row.baseMs,
    `${kb(row.input)} → ours ${kb(row.after)}, ${baselineName} ${kb(row.baseBytes)}` +
      ` (size ours/${baselineName} ${(row.after / row.baseBytes).toFixed(2)}×; target ≤ 1.5×)`,
  ]),
]
function kb(bytes) {
  return `${(bytes / 1024).toFixed(0)} KB`
}
console.log(
  `PDF bench (median of ${RUNS} runs, compress ${COMPRESS_RUNS}; Node ${process.version}; load ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')})`,
)
console.log('task                      ours (ms)   base (ms)   ours/base   output')
for (const [name, ours, base, note] of rows) {
  console.log(
    `${name.padEnd(26)}${ours.toFixed(0).padStart(9)}${Number.isNaN(base) ? '         —' : base.toFixed(0).padStart(12)}${Number.isNaN(base) ? '          —' : (ours / base).toFixed(1).padStart(11) + '×'}   ${note}`,
  )
}
console.log(
  `main thread, worst block while the task ran in a worker thread (target ≤ 50 ms; idle = the machine's own noise): ` +
    Object.entries(blocked)
      .map(([k, v]) => `${k} ${v.toFixed(0)} ms`)
      .join(', '),
)
console.log(
  JSON.stringify({
    bench: 'pdf',
    runs: RUNS,
    mergeMs: Math.round(oursMerge),
    mergeQpdfMs: Math.round(qpdfMerge),
    mergeRatio: +(oursMerge / qpdfMerge).toFixed(2),
    splitMs: Math.round(oursSplit),
    splitQpdfMs: Math.round(qpdfSplit),
    splitRatio: +(oursSplit / qpdfSplit).toFixed(2),
    mergedBytes: mergedSize,
    splitFiles: splitCount,
    compressBaseline: baselineName,
    compress: compressRows.map((row) => ({
      input: row.label,
      inputBytes: row.input,
      ms: Math.round(row.ms),
      baselineMs: Math.round(row.baseMs),
      bytes: row.after,
      baselineBytes: row.baseBytes,
      sizeRatio: +(row.after / row.baseBytes).toFixed(2),
    })),
    mainThreadWorstBlockMs: Object.fromEntries(Object.entries(blocked).map(([k, v]) => [k, Math.round(v)])),
  }),
)
