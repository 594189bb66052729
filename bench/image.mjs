// Image compression benchmark: our encoder (MozJPEG via @jsquash/jpeg, the same wasm the image worker runs)
// against the browser's own canvas.toBlob('image/jpeg') in Chromium, at equal quality settings, on a few
// generated photos. Prints bytes, time, size ratio and SSIM (luma, 8×8 windows) against the original.
// Also WebP (@jsquash/webp) for reference. PNG: OxiPNG (@jsquash/oxipng, single-thread, the worker's build)
// at the compressor's balanced level against the same Chromium's canvas.toBlob('image/png'), lossless checked
// pixel for pixel, on the photos and a screenshot-like picture. Usage: npx node bench/image.mjs (Node 24)   (CHROMIUM_PATH overrides /usr/bin/chromium)
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { createCanvas, loadImage } from '@napi-rs/canvas'
import { chromium } from '@playwright/test'
import encodeJpeg, { init as initJpeg } from '@jsquash/jpeg/encode.js'
import encodeWebp, { init as initWebp } from '@jsquash/webp/encode.js'
import initOxiPng, { optimise_raw as oxipng } from '@jsquash/oxipng/codec/pkg/squoosh_oxipng.js'
import { BROWSER_PATH } from '../scripts/chromium.ts'

const PNG_LEVEL = 2 // the compressor's "balanced" (src/tools/image-compressor/logic.ts)
const QUALITIES = [75, 85]
const wasm = (path) =>
  WebAssembly.compile(readFileSync(new URL(`../node_modules/@jsquash/${path}`, import.meta.url)))

/** Three kinds of picture: a noisy photo-like gradient, fine detail (text-like stripes), a smooth sky. */
function makePhotos() {
  const make = (name, width, height, pixel) => {
    const data = new Uint8ClampedArray(width * height * 4)
    let seed = 5
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff
        data.set([...pixel(x, y, (seed % 32) - 16), 255], (y * width + x) * 4)
      }
    }
    return { name, width, height, data }
  }
  return [
    make('photo 1600×1200', 1600, 1200, (x, y, n) => [
      (x / 1600) * 220 + n,
      (y / 1200) * 200 + 20 + n,
      128 + 90 * Math.sin((x + y) / 45) + n / 2,
    ]),
    make('detail 1200×900', 1200, 900, (x, y, n) => {
      const v = (Math.floor(x / 3) + Math.floor(y / 7)) % 2 ? 30 : 225
      return [v + n / 4, v + n / 4, v + 20]
    }),
    make('sky 1600×1000', 1600, 1000, (x, y, n) => [
      90 + (y / 1000) * 80 + n / 8,
      150 + (y / 1000) * 60 + n / 8,
      235 - (x / 1600) * 20,
    ]),
  ]
}

function luma(data) {
  const out = new Float64Array(data.length / 4)
  for (let i = 0; i < out.length; i += 1) {
    out[i] = 0.299 * data[i * 4] + 0.587 * data[i * 4 + 1] + 0.114 * data[i * 4 + 2]
  }
  return out
}

/** Mean SSIM over 8×8 windows on luma (Wang et al. 2004 constants). */
function ssim(a, b, width, height) {
  const la = luma(a)
  const lb = luma(b)
  const c1 = (0.01 * 255) ** 2
  const c2 = (0.03 * 255) ** 2
  let total = 0
  let windows = 0
  for (let y = 0; y + 8 <= height; y += 8) {
    for (let x = 0; x + 8 <= width; x += 8) {
      let ma = 0,
        mb = 0
      for (let j = 0; j < 8; j += 1) {
        for (let i = 0; i < 8; i += 1) {
          const k = (y + j) * width + x + i
          ma += la[k]
          mb += lb[k]
        }
      }
      ma /= 64
      mb /= 64
      let va = 0,
        vb = 0,
        cov = 0
      for (let j = 0; j < 8; j += 1) {
        for (let i = 0; i < 8; i += 1) {
          const k = (y + j) * width + x + i
          const da = la[k] - ma
          const db = lb[k] - mb
          va += da * da
          vb += db * db
          cov += da * db
        }
      }
      va /= 63
      vb /= 63
      cov /= 63
      total += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2))
      windows += 1
    }
  }
  return total / windows
}

async function decode(bytes, width, height) {
  const image = await loadImage(Buffer.from(bytes))
  const ctx = createCanvas(width, height).getContext('2d')
  ctx.drawImage(image, 0, 0)
  return ctx.getImageData(0, 0, width, height).data
}

async function timed(fn) {
  const start = performance.now()
  const value = await fn()
  return { value, ms: performance.now() - start }
}

await initJpeg(await wasm('jpeg/codec/enc/mozjpeg_enc.wasm'))
await initWebp(await wasm('webp/codec/enc/webp_enc_simd.wasm'))
await initOxiPng(await wasm('oxipng/codec/pkg/squoosh_oxipng_bg.wasm'))
const browser = await chromium.launch({ executablePath: BROWSER_PATH })
const page = await browser.newPage()
await page.setContent('<canvas id="c"></canvas>')

/** A screenshot-like picture: flat panels, a gradient band and bars, where PNG is the right format. */
function makeScreenshot() {
  const width = 1280
  const height = 800
  const data = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const bar = y > 300 && y % 24 < 12 && x > 40 && x < 700
      const pixel = y < 120 ? [30 + (x / width) * 200, 64, 175] : bar ? [21, 128, 61] : [244, 244, 245]
      data.set([...pixel, 255], (y * width + x) * 4)
    }
  }
  return { name: 'screenshot 1280×800', width, height, data }
}

const rows = []
const pngRows = []
for (const photo of [...makePhotos(), makeScreenshot()]) {
  const png = await (async () => {
    const canvas = createCanvas(photo.width, photo.height)
    const ctx = canvas.getContext('2d')
    const image = ctx.createImageData(photo.width, photo.height)
    image.data.set(photo.data)
    ctx.putImageData(image, 0, 0)
    return canvas.encode('png')
  })()
  await page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = document.getElementById('c')
    canvas.width = bitmap.width
    canvas.height = bitmap.height
    canvas.getContext('2d').drawImage(bitmap, 0, 0)
  }, png.toString('base64'))
  const canvasPng = await page.evaluate(async () => {
    const canvas = document.getElementById('c')
    const start = performance.now()
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'))
    const ms = performance.now() - start
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let text = ''
    for (let i = 0; i < bytes.length; i += 32768) text += String.fromCharCode(...bytes.subarray(i, i + 32768))
    return { ms, b64: btoa(text) }
  })
  const browserPng = Buffer.from(canvasPng.b64, 'base64')
  const oxi = await timed(() => oxipng(photo.data, photo.width, photo.height, PNG_LEVEL, false, true))
  const same = Buffer.from(await decode(oxi.value, photo.width, photo.height)).equals(Buffer.from(photo.data))
  pngRows.push({
    picture: photo.name,
    'canvas PNG B': browserPng.length,
    'canvas ms': Math.round(canvasPng.ms),
    [`oxipng L${PNG_LEVEL} B`]: oxi.value.byteLength,
    'oxipng ms': Math.round(oxi.ms),
    'oxi/canvas': (oxi.value.byteLength / browserPng.length).toFixed(2),
    'same pixels': same,
  })
  if (photo.name.startsWith('screenshot')) continue
  for (const quality of QUALITIES) {
    const image = { data: photo.data, width: photo.width, height: photo.height }
    await encodeJpeg(image, { quality }) // warm-up
    const moz = await timed(() => encodeJpeg(image, { quality }))
    const webp = await timed(() => encodeWebp(image, { quality }))
    const canvasJpeg = await page.evaluate(async (q) => {
      const canvas = document.getElementById('c')
      const start = performance.now()
      const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', q))
      const ms = performance.now() - start
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let text = ''
      for (let i = 0; i < bytes.length; i += 32768) {
        text += String.fromCharCode(...bytes.subarray(i, i + 32768))
      }
      return { ms, b64: btoa(text) }
    }, quality / 100)
    const canvasBytes = Buffer.from(canvasJpeg.b64, 'base64')
    const score = async (bytes) =>
      ssim(photo.data, await decode(bytes, photo.width, photo.height), photo.width, photo.height)
    rows.push({
      photo: photo.name,
      q: quality,
      'canvas B': canvasBytes.length,
      'canvas ms': Math.round(canvasJpeg.ms),
      'canvas SSIM': (await score(canvasBytes)).toFixed(4),
      'mozjpeg B': moz.value.byteLength,
      'mozjpeg ms': Math.round(moz.ms),
      'mozjpeg SSIM': (await score(moz.value)).toFixed(4),
      'moz/canvas': (moz.value.byteLength / canvasBytes.length).toFixed(2),
      'webp B': webp.value.byteLength,
      'webp ms': Math.round(webp.ms),
      'webp SSIM': (await score(webp.value)).toFixed(4),
    })
  }
}
await browser.close()
console.table(rows)
console.table(pngRows)
