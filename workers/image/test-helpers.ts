/// <reference types="node" />
// Test-only: runs the image tasks in Node. The Squoosh encoders get their wasm from node_modules by an
// explicit init, and decoding/drawing uses @napi-rs/canvas. Fixtures are generated here.
import { readFileSync } from 'node:fs'
import { createCanvas, loadImage } from '@napi-rs/canvas'
import { init as initAvif } from '@jsquash/avif/encode.js'
import { init as initJpeg } from '@jsquash/jpeg/encode.js'
import { init as initWebp } from '@jsquash/webp/encode.js'
import initOxiPng from '@jsquash/oxipng/codec/pkg/squoosh_oxipng.js'
import { WorkerTaskError } from '../shared/errors'
import { applyTransform, setImageBackend } from './surface'

const ROOT = new URL('../../', import.meta.url)
// Like createImageBitmap in the browser, a picture that cannot be decoded is a corrupt file.
async function decode(blob: Blob) {
  try {
    return await loadImage(Buffer.from(await blob.arrayBuffer()))
  } catch (error) {
    throw new WorkerTaskError('CorruptFile', String(error))
  }
}

const wasm = (path: string) =>
  WebAssembly.compile(readFileSync(new URL(`node_modules/@jsquash/${path}`, ROOT)))

/** Loads the encoders' wasm from node_modules and installs the Node canvas backend. */
export async function useNode(): Promise<void> {
  await initJpeg(await wasm('jpeg/codec/enc/mozjpeg_enc.wasm'))
  // Node has wasm SIMD, so the WebP glue picks its SIMD build.
  await initWebp(await wasm('webp/codec/enc/webp_enc_simd.wasm'))
  await initAvif(await wasm('avif/codec/enc/avif_enc.wasm'))
  await initOxiPng(await wasm('oxipng/codec/pkg/squoosh_oxipng_bg.wasm'))
  setImageBackend({
    async render(blob, plan, background) {
      const image = await decode(blob)
      const canvas = createCanvas(plan.width, plan.height)
      const context = canvas.getContext('2d')
      if (background) {
        context.fillStyle = background
        context.fillRect(0, 0, plan.width, plan.height)
      }
      context.drawImage(image, -plan.offsetX, -plan.offsetY, plan.scaledWidth, plan.scaledHeight)
      const data = context.getImageData(0, 0, plan.width, plan.height)
      return { data: new Uint8ClampedArray(data.data), width: plan.width, height: plan.height }
    },
    async renderTransformed(blob, plan) {
      const image = await decode(blob)
      const canvas = createCanvas(plan.output.width, plan.output.height)
      const context = canvas.getContext('2d')
      if (plan.background) {
        context.fillStyle = plan.background
        context.fillRect(0, 0, plan.output.width, plan.output.height)
      }
      applyTransform(context, plan)
      context.drawImage(image, 0, 0)
      const data = context.getImageData(0, 0, plan.output.width, plan.output.height)
      return { data: new Uint8ClampedArray(data.data), width: plan.output.width, height: plan.output.height }
    },
    // Node's canvas draws any size the tests make; drawable-area.test.ts plays the devices that cannot.
    canDraw: () => true,
    async measure(blob) {
      const image = await decode(blob)
      return { width: image.width, height: image.height }
    },
    async encodePng(pixels) {
      const canvas = createCanvas(pixels.width, pixels.height)
      const context = canvas.getContext('2d')
      const data = context.createImageData(pixels.width, pixels.height)
      data.data.set(pixels.data)
      context.putImageData(data, 0, 0)
      return new Uint8Array(await canvas.encode('png'))
    },
  })
}

/** A photo-like picture: smooth gradients with fine noise, so encoders have real work. */
export async function makePhoto(
  width: number,
  height: number,
  type: 'png' | 'jpeg' = 'jpeg',
  quality = 95,
): Promise<Uint8Array> {
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  const image = context.createImageData(width, height)
  let seed = 7
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      const noise = (seed % 24) - 12
      const i = (y * width + x) * 4
      image.data[i] = (x / width) * 230 + noise
      image.data[i + 1] = (y / height) * 200 + 30 + noise
      image.data[i + 2] = 128 + 100 * Math.sin((x + y) / 40) + noise
      image.data[i + 3] = 255
    }
  }
  context.putImageData(image, 0, 0)
  return new Uint8Array(type === 'png' ? await canvas.encode('png') : await canvas.encode('jpeg', quality))
}

/** A PNG whose left half is transparent and right half opaque red. */
export async function makeTransparentPng(width: number, height: number): Promise<Uint8Array> {
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  context.fillStyle = '#ff0000'
  context.fillRect(width / 2, 0, width / 2, height)
  return new Uint8Array(await canvas.encode('png'))
}

/** JPEG bytes with an EXIF APP1 segment saying orientation `value` inserted after SOI. */
export function withExifOrientation(jpeg: Uint8Array, value: number): Uint8Array {
  // "Exif\0\0", big-endian TIFF header, IFD0 with one entry: 0x0112 SHORT 1 = value.
  const tiff = [
    0x4d,
    0x4d,
    0,
    0x2a,
    0,
    0,
    0,
    8,
    0,
    1,
    0x01,
    0x12,
    0,
    3,
    0,
    0,
    0,
    1,
    0,
    value,
    0,
    0,
    0,
    0,
    0,
    0,
  ]
  const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff]
  const length = payload.length + 2
  const segment = [0xff, 0xe1, length >> 8, length & 0xff, ...payload]
  return new Uint8Array([...jpeg.subarray(0, 2), ...segment, ...jpeg.subarray(2)])
}

export function blobOf(bytes: Uint8Array, type: string): Blob {
  return new Blob([bytes as BlobPart], { type })
}
