// Reads a drawn QR code back with jsQR, as a scanner would: once at the drawn size and once shrunk to about
// three pixels per module. Strict: no inverted retry, because many phone scanners do not try one either.
import jsQR from 'jsqr'
import { WorkerTaskError } from '../shared/errors'
import type { QrPicture, VerifyResult } from './api.options'

const MAX_PIXELS = 4096 * 4096

function read(data: Uint8ClampedArray, width: number, height: number): string | null {
  return jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null
}

/** Averages `factor`×`factor` blocks: the blur a camera adds when the code is small in the frame. */
export function shrink(data: Uint8ClampedArray, width: number, height: number, factor: number) {
  const w = Math.max(1, Math.floor(width / factor))
  const h = Math.max(1, Math.floor(height / factor))
  const out = new Uint8ClampedArray(w * h * 4)
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const sum = [0, 0, 0, 0]
      for (let dy = 0; dy < factor; dy += 1) {
        for (let dx = 0; dx < factor; dx += 1) {
          const o = ((y * factor + dy) * width + (x * factor + dx)) * 4
          for (let k = 0; k < 4; k += 1) sum[k]! += data[o + k]!
        }
      }
      const o = (y * w + x) * 4
      for (let k = 0; k < 4; k += 1) out[o + k] = sum[k]! / (factor * factor)
    }
  }
  return { data: out, width: w, height: h }
}

/** Decodes the picture at full size and shrunk; `modules` is the code's width in modules with its margin. */
export async function verifyQr(input: QrPicture, options: { modules: number }): Promise<VerifyResult> {
  const { width, height } = input
  if (
    !(width > 0 && height > 0) ||
    width * height > MAX_PIXELS ||
    input.data.byteLength !== width * height * 4
  ) {
    throw new WorkerTaskError('InvalidInput', `picture ${width}×${height}`)
  }
  const data = new Uint8ClampedArray(input.data)
  const full = read(data, width, height)
  const factor = Math.floor(width / Math.max(1, options.modules) / 3)
  if (factor < 2) return { full, small: full }
  const small = shrink(data, width, height, factor)
  return { full, small: read(small.data, small.width, small.height) }
}
