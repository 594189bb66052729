// Image compressor at equal SSIM (issue 23 item 6): the app's compressor — processImages of workers/image at
// the tool's defaults (format "same", quality 75, keep the original if smaller), MozJPEG in wasm — against
//   MozJPEG   — @jsquash/jpeg called directly with its defaults, the quality searched to the same SSIM
//               (target: ours ≤ 1.05× its bytes; the app runs the same encoder, so this guards what the app
//               adds or changes around it);
//   canvas    — Debian's Chromium's canvas.toBlob('image/jpeg', q), q searched to the same SSIM
//               (target: ours ≥ 20 % smaller).
// Equal quality numbers are not equal quality (MozJPEG's tables land at a lower SSIM than libjpeg's at the
// same number), so each baseline's quality is searched (integers 1–100, bisection) for the lowest that
// reaches the SSIM of our output, and its size at exactly that SSIM is interpolated between the two
// qualities around it (the bytes at the quality reached are printed too). SSIM: luma, 8×8 windows
// (bench/ssim.mjs), against the pixels the compressor decoded from its input; the chroma SSIM is printed
// beside it, so a gain bought with colour, which luma does not see, would show.
// Photos: synthetic stand-ins unless BENCH_PHOTOS names real ones (colon-separated JPEG/PNG paths): scenes made
// here (sky with clouds, hills, fractal ground texture, buildings with windows, sensor noise; 1/f detail like
// a photograph) at 1600×1067 and 4000×3000, saved as camera-like JPEG q92, which is what the tool receives.
// All outputs are decoded by the same decoder (@napi-rs/canvas). Usage: npx node bench/image-ssim.mjs (Node 24)
import { readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { basename, join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createCanvas, loadImage } from '@napi-rs/canvas'
import { chromium } from '@playwright/test'
import encodeJpeg, { init as initJpeg } from '@jsquash/jpeg/encode.js'
import { createJiti } from 'jiti'
import { makeScene } from './photos.mjs'
import { ssim, ssimChroma } from './ssim.mjs'
import { BROWSER_PATH } from '../scripts/chromium.ts'

const TARGET_CANVAS = 0.8 // ours ≤ 0.80× canvas: at least 20 % smaller
const TARGET_MOZ = 1.05

const jiti = createJiti(import.meta.url)
const { useNode: installNode } = await jiti.import('../workers/image/test-helpers.ts')
const { processImages } = await jiti.import('../workers/image/process.ts')
const { DEFAULT_PROCESS } = await jiti.import('../workers/image/api.options.ts')
await installNode()
await initJpeg(
  await WebAssembly.compile(
    readFileSync(new URL('../node_modules/@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm', import.meta.url)),
  ),
)

async function decode(bytes) {
  const image = await loadImage(Buffer.from(bytes))
  const ctx = createCanvas(image.width, image.height).getContext('2d')
  ctx.drawImage(image, 0, 0)
  return {
    data: ctx.getImageData(0, 0, image.width, image.height).data,
    width: image.width,
    height: image.height,
  }
}

async function toJpeg(data, width, height, quality) {
  const canvas = createCanvas(width, height)
  const ctx = canvas.getContext('2d')
  const image = ctx.createImageData(width, height)
  image.data.set(data)
  ctx.putImageData(image, 0, 0)
  return quality ? canvas.encode('jpeg', quality) : canvas.encode('png')
}

const photos = []
console.error('making photos…')
for (const [width, height, seed] of [
  [1600, 1067, 3],
  [4000, 3000, 5],
]) {
  const data = makeScene(width, height, seed)
  photos.push({ name: `synthetic ${width}×${height}`, bytes: await toJpeg(data, width, height, 92) })
}
// BENCH_SAVE=<dir> writes the generated photos there, to look at them.
if (process.env.BENCH_SAVE) {
  for (const photo of photos) {
    writeFileSync(join(process.env.BENCH_SAVE, `${photo.name.replace(/\W+/g, '-')}.jpg`), photo.bytes)
  }
  if (process.env.BENCH_SAVE_ONLY) process.exit(0)
}
for (const path of (process.env.BENCH_PHOTOS ?? '').split(':').filter(Boolean)) {
  photos.push({ name: basename(path), bytes: readFileSync(path) })
}

const browser = await chromium.launch({ executablePath: BROWSER_PATH })
const page = await browser.newPage()
await page.setContent('<canvas id="c"></canvas>')

/**
 * The lowest integer quality whose output reaches `target` SSIM, by bisection over 1–100 (SSIM rises with
 * quality), and the bytes at exactly `target`, interpolated between that quality and the one below.
 */
async function searchToSsim(encodeAt, score, target) {
  const seen = new Map()
  const at = async (q) => {
    if (!seen.has(q)) {
      const bytes = await encodeAt(q)
      seen.set(q, { q, bytes: bytes.length, ssim: await score(bytes) })
    }
    return seen.get(q)
  }
  let lo = 1
  let hi = 100
  if ((await at(hi)).ssim < target) return { ...(await at(hi)), atTarget: NaN, reached: false }
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((await at(mid)).ssim >= target) hi = mid
    else lo = mid + 1
  }
  const above = await at(hi)
  const below = hi > 1 ? await at(hi - 1) : above
  const span = above.ssim - below.ssim
  const t = span > 0 ? (target - below.ssim) / span : 1
  return {
    ...above,
    atTarget: below.bytes + (above.bytes - below.bytes) * t,
    reached: true,
    steps: seen.size,
  }
}

const rows = []
for (const photo of photos) {
  console.error(`${photo.name}…`)
  const original = await decode(photo.bytes)
  const { width, height } = original
  const score = async (bytes) => {
    const out = await decode(bytes)
    return ssim(original.data, out.data, width, height)
  }

  const start = performance.now()
  const result = await processImages(
    { files: [new Blob([photo.bytes], { type: 'image/jpeg' })], names: ['photo.jpg'] },
    { ...DEFAULT_PROCESS, quality: 75, keepIfSmaller: true, nameSuffix: '-compressed' },
  )
  const oursMs = performance.now() - start
  const output = result.items[0].output
  if (!output || output.keptOriginal) throw new Error(`${photo.name}: the compressor kept the original`)
  const ours = new Uint8Array(await output.blob.arrayBuffer())
  const oursDecoded = await decode(ours)
  const target = ssim(original.data, oursDecoded.data, width, height)
  const oursChroma = ssimChroma(original.data, oursDecoded.data, width, height)

  const pixels = { data: original.data, width, height }
  const moz = await searchToSsim(
    async (q) => new Uint8Array(await encodeJpeg(pixels, { quality: q })),
    score,
    target,
  )

  await page.evaluate(
    async (b64) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
      const canvas = document.getElementById('c')
      canvas.width = bitmap.width
      canvas.height = bitmap.height
      canvas.getContext('2d').drawImage(bitmap, 0, 0)
    },
    (await toJpeg(original.data, width, height, 0)).toString('base64'),
  )
  const canvasAt = async (q) => {
    const b64 = await page.evaluate(async (quality) => {
      const canvas = document.getElementById('c')
      const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality))
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let text = ''
      for (let i = 0; i < bytes.length; i += 32768) {
        text += String.fromCharCode(...bytes.subarray(i, i + 32768))
      }
      return btoa(text)
    }, q / 100)
    return Buffer.from(b64, 'base64')
  }
  const canvas = await searchToSsim(canvasAt, score, target)
  const chromaAt = async (bytes) => ssimChroma(original.data, (await decode(bytes)).data, width, height)
  rows.push({
    photo: photo.name,
    input: photo.bytes.length,
    ours: ours.length,
    oursMs,
    ssim: target,
    oursChroma,
    moz,
    mozChroma: await chromaAt(new Uint8Array(await encodeJpeg(pixels, { quality: moz.q }))),
    canvas,
    canvasChroma: await chromaAt(await canvasAt(canvas.q)),
  })
}
await browser.close()

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const verdict = (ok) => (ok ? 'PASS' : 'FAIL')
console.log(
  `Image compressor at equal SSIM (luma, 8×8 windows every 4 px; quality 75, the tool's default; Node ${process.version}; load ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')})`,
)
for (const row of rows) {
  const vsMoz = row.ours / row.moz.atTarget
  const vsCanvas = row.ours / row.canvas.atTarget
  console.log(`\n${row.photo} (input ${kb(row.input)})`)
  console.log(
    `  ours    q75  ${kb(row.ours).padStart(10)}  SSIM ${row.ssim.toFixed(4)}  chroma ${row.oursChroma.toFixed(4)}  ${row.oursMs.toFixed(0)} ms`,
  )
  for (const [name, found, chroma] of [
    ['mozjpeg', row.moz, row.mozChroma],
    ['canvas ', row.canvas, row.canvasChroma],
  ]) {
    console.log(
      `  ${name} q${String(found.q).padEnd(3)} ${kb(found.bytes).padStart(10)}  SSIM ${found.ssim.toFixed(4)}  chroma ${chroma.toFixed(4)}` +
        `  at equal SSIM ${kb(found.atTarget)}  (${found.steps} encodes)`,
    )
  }
  console.log(
    `  ours / mozjpeg ${vsMoz.toFixed(3)}× (target ≤ ${TARGET_MOZ}×) ${verdict(vsMoz <= TARGET_MOZ)};` +
      ` ours / canvas ${vsCanvas.toFixed(3)}×, ${((1 - vsCanvas) * 100).toFixed(1)} % smaller (target ≥ 20 %) ${verdict(vsCanvas <= TARGET_CANVAS)}`,
  )
}
console.log(
  JSON.stringify({
    bench: 'image-ssim',
    load: loadavg()[0],
    rows: rows.map((row) => ({
      photo: row.photo,
      inputBytes: row.input,
      oursBytes: row.ours,
      ssim: +row.ssim.toFixed(5),
      mozQ: row.moz.q,
      mozBytesAtSsim: Math.round(row.moz.atTarget),
      canvasQ: row.canvas.q,
      canvasBytesAtSsim: Math.round(row.canvas.atTarget),
      vsMoz: +(row.ours / row.moz.atTarget).toFixed(3),
      vsCanvas: +(row.ours / row.canvas.atTarget).toFixed(3),
    })),
  }),
)
