// PDF bench: our worker tasks (run in Node) against qpdf, the native baseline, in the same run.
//   merge: 10 PDFs of 100 pages each into one          (qpdf --empty --pages a.pdf b.pdf … -- out.pdf)
//   split: a 500-page PDF into 500 single-page PDFs    (qpdf --split-pages in.pdf out-%d.pdf)
// Prints a table and one JSON line. Run: npx node bench/pdf.mjs  (Node 24; jiti loads the TypeScript tasks).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib'
import { createJiti } from 'jiti'

const jiti = createJiti(import.meta.url)
const { merge } = await jiti.import('../workers/pdf/merge.ts')
const { split } = await jiti.import('../workers/pdf/split.ts')

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

function qpdf(args) {
  const result = spawnSync('qpdf', args, { stdio: 'pipe' })
  // qpdf exits 3 for warnings, which still produce output.
  if (result.status !== 0 && result.status !== 3) throw new Error(`qpdf ${args.join(' ')}: ${result.stderr}`)
}

async function time(fn) {
  const samples = []
  for (let i = 0; i < RUNS; i += 1) {
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
rmSync(dir, { recursive: true, force: true })

const rows = [
  ['merge 10×100 pages', oursMerge, qpdfMerge, `${(mergedSize / 1024).toFixed(0)} KB, 1000 pages`],
  ['split 500 → 500 files', oursSplit, qpdfSplit, `${splitCount} files (qpdf ${qpdfSplitCount})`],
]
console.log(`PDF bench (median of ${RUNS} runs, Node ${process.version})`)
console.log('task                      ours (ms)   qpdf (ms)   ours/qpdf   output')
for (const [name, ours, base, note] of rows) {
  console.log(
    `${name.padEnd(26)}${ours.toFixed(0).padStart(9)}${Number.isNaN(base) ? '         —' : base.toFixed(0).padStart(12)}${Number.isNaN(base) ? '          —' : (ours / base).toFixed(1).padStart(11) + '×'}   ${note}`,
  )
}
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
  }),
)
