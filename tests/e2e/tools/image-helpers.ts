// Shared by the image tool specs: photo-like fixtures generated in the test and reading image headers.
import { unzipSync } from 'fflate'
import { createCanvas, loadImage } from '@napi-rs/canvas'
import { makeScreenshotPng } from '../../../workers/image/png-fixture'
import type { FilePayload } from './pdf-helpers'

/** A noisy gradient "photo" of w × h as a JPEG (of `quality`) or PNG, so compression has work to do. */
export async function photo(
  name: string,
  w: number,
  h: number,
  format: 'jpeg' | 'png' = 'jpeg',
  quality = 97,
): Promise<FilePayload> {
  const canvas = createCanvas(w, h)
  const ctx = canvas.getContext('2d')
  const image = ctx.createImageData(w, h)
  let seed = 11
  for (let i = 0; i < w * h; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    const x = i % w
    const y = Math.floor(i / w)
    const noise = (seed % 30) - 15
    image.data.set(
      [(x / w) * 220 + noise, (y / h) * 200 + noise + 20, 128 + 90 * Math.sin((x + y) / 30) + noise, 255],
      i * 4,
    )
  }
  ctx.putImageData(image, 0, 0)
  const buffer = format === 'png' ? await canvas.encode('png') : await canvas.encode('jpeg', quality)
  return { name, mimeType: format === 'png' ? 'image/png' : 'image/jpeg', buffer }
}

/** A JPEG stored w × h whose EXIF says "turn 90° clockwise" (orientation 6): upright it is h × w. */
export async function exifRotated(name: string, w: number, h: number): Promise<FilePayload> {
  const base = await photo(name, w, h)
  return { ...base, buffer: Buffer.from(withExifOrientation(new Uint8Array(base.buffer), 6)) }
}

/** A screenshot-like PNG as canvas writes it: OxiPNG packs it smaller. */
export async function screenshotPng(name: string, w: number, h: number): Promise<FilePayload> {
  return { name, mimeType: 'image/png', buffer: Buffer.from(await makeScreenshotPng(w, h)) }
}

/** RGBA of image bytes as a canvas decodes them. */
export async function rgba(bytes: Uint8Array): Promise<Buffer> {
  const image = await loadImage(Buffer.from(bytes))
  const ctx = createCanvas(image.width, image.height).getContext('2d')
  ctx.drawImage(image, 0, 0)
  return Buffer.from(ctx.getImageData(0, 0, image.width, image.height).data)
}

/** Half transparent, half red PNG. */
export async function transparentPng(name: string, w: number, h: number): Promise<FilePayload> {
  const canvas = createCanvas(w, h)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#ff0000'
  ctx.fillRect(w / 2, 0, w / 2, h)
  return { name, mimeType: 'image/png', buffer: await canvas.encode('png') }
}

/** JPEG bytes with an EXIF APP1 segment saying orientation `value` inserted after SOI. */
function withExifOrientation(jpeg: Uint8Array, value: number): Uint8Array {
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
  return new Uint8Array([
    ...jpeg.subarray(0, 2),
    0xff,
    0xe1,
    length >> 8,
    length & 0xff,
    ...payload,
    ...jpeg.subarray(2),
  ])
}

/** Kind (from the magic bytes) and decoded size of image bytes. */
export async function header(bytes: Uint8Array): Promise<{ kind: string; width: number; height: number }> {
  const text = Buffer.from(bytes.subarray(0, 12)).toString('latin1')
  const kind =
    bytes[0] === 0xff && bytes[1] === 0xd8
      ? 'jpeg'
      : text.startsWith('\x89PNG')
        ? 'png'
        : text.slice(8, 12) === 'WEBP'
          ? 'webp'
          : 'other'
  const image = await loadImage(Buffer.from(bytes))
  return { kind, width: image.width, height: image.height }
}

/** The entries of a ZIP as name → bytes. */
export function unzip(bytes: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(bytes)
}
