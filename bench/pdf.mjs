// PDF bench: our worker tasks (run in Node) against qpdf, the native baseline, in the same run.
//   merge: 10 PDFs of 100 pages each into one          (qpdf --empty --pages a.pdf b.pdf … -- out.pdf)
//   split: a 500-page PDF into 500 single-page PDFs    (qpdf --split-pages in.pdf out-%d.pdf)
//   compress: a 20-page image-heavy PDF (A4 photo scans at 200 DPI) at the balanced preset; output size against
//     Ghostscript's /ebook preset when `gs` is installed, else against qpdf's lossless repacking
//     (--object-streams=generate --recompress-flate), which the table names.
// Main-thread blocking: each task runs once more in a worker thread (bench/pdf-thread.mjs, like the app's
// worker) while the main thread ticks every 5 ms; the longest gap between ticks is the worst block.
// Prints a table and one JSON line. Run: npx node bench/pdf.mjs  (Node 24; jiti loads the TypeScript tasks).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib'
import { createCanvas } from '@napi-rs/canvas'
import { createJiti } from 'jiti'

const jiti = createJiti(import.meta.url)
const { merge } = await jiti.import('../workers/pdf/merge.ts')
const { split } = await jiti.import('../workers/pdf/split.ts')
const { compress } = await jiti.import('../workers/pdf/compress.ts')
const { useNode: installNode } = await jiti.import('../workers/pdf/test-helpers.ts')
installNode()

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const dir = mkdtempSync(join(tmpdir(), 'bench-pdf-'))

async function makePdf(pages, label) {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let n = 1; n <= pages; n += 1) {
    const page = doc.addPage([595, 842])
    page.drawText(`${label} page ${n}`, { x: 50, y: 780, size: 18, font })
    for (let line = 0; line < 30; line += 1) {
      page.drawText(`Line ${line} of sample text on page ${n} of ${label}.`, {
        x: 50,
        y: 740 - line * 22,
        size: 11,
        font,
      })
    }
  }
  return doc.save({ useObjectStreams: true })
}

/** 20 A4 pages, each a different photo-like scan (gradients, waves, fine noise) at 200 DPI, JPEG quality 92. */
async function makeScans(pages) {
  const doc = await PDFDocument.create()
  const [w, h] = [1654, 2339]
  const canvas = createCanvas(w, h)
  const context = canvas.getContext('2d')
  for (let n = 0; n < pages; n += 1) {
    const image = context.createImageData(w, h)
    const data = image.data
    let seed = 11 + n
    for (let y = 0, i = 0; y < h; y += 1) {
      for (let x = 0; x < w; x += 1, i += 4) {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
        const noise = (seed >>> 27) - 16
        data[i] = (x / w) * 200 + 30 * Math.sin((y + n * 40) / 90) + noise
        data[i + 1] = (y / h) * 180 + 40 + noise
        data[i + 2] = 128 + 90 * Math.sin((x + y + n * 25) / 60) + noise
        data[i + 3] = 255
      }
    }
    context.putImageData(image, 0, 0)
    const jpeg = await doc.embedJpg(await canvas.encode('jpeg', 92))
    doc.addPage([595.28, 841.89]).drawImage(jpeg, { x: 0, y: 0, width: 595.28, height: 841.89 })
  }
  return doc.save({ useObjectStreams: true })
}

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
const scans = await makeScans(20)
const scansPath = join(dir, 'scans.pdf')
writeFileSync(scansPath, scans)
const scansBlob = new Blob([scans], { type: 'application/pdf' })
let compressed = 0
const oursCompress = await time(async () => {
  const out = await compress({ file: scansBlob }, { preset: 'balanced' })
  compressed = out.after
}, COMPRESS_RUNS)
const hasGs = existsSync('/usr/bin/gs')
const baselinePath = join(dir, 'baseline.pdf')
const baselineName = hasGs ? 'gs /ebook' : hasQpdf ? 'qpdf lossless' : '—'
const baselineCompress = hasGs
  ? await time(() => {
      const gs = spawnSync(
        'gs',
        [
          '-q',
          '-dBATCH',
          '-dNOPAUSE',
          '-dSAFER',
          '-sDEVICE=pdfwrite',
          '-dPDFSETTINGS=/ebook',
          `-sOutputFile=${baselinePath}`,
          scansPath,
        ],
        { stdio: 'pipe' },
      )
      if (gs.status !== 0) throw new Error(`gs: ${gs.stderr}`)
    }, COMPRESS_RUNS)
  : hasQpdf
    ? await time(
        () => qpdf(['--object-streams=generate', '--recompress-flate', scansPath, baselinePath]),
        COMPRESS_RUNS,
      )
    : NaN
const baselineBytes = Number.isNaN(baselineCompress) ? NaN : statSync(baselinePath).size

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
  [
    'compress 20 scans',
    oursCompress,
    baselineCompress,
    `baseline ${baselineName}; ${kb(scans.length)} → ours ${kb(compressed)}, baseline ${kb(baselineBytes)}` +
      ` (ours/baseline size ${(compressed / baselineBytes).toFixed(2)}×)`,
  ],
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
    compressMs: Math.round(oursCompress),
    compressBaseline: baselineName,
    compressBaselineMs: Math.round(baselineCompress),
    compressInputBytes: scans.length,
    compressBytes: compressed,
    compressBaselineBytes: baselineBytes,
    compressSizeRatio: +(compressed / baselineBytes).toFixed(2),
    mainThreadWorstBlockMs: Object.fromEntries(Object.entries(blocked).map(([k, v]) => [k, Math.round(v)])),
  }),
)
