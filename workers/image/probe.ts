// Recognising an image from its first bytes, without decoding it: the kind, the stored size and (for JPEG)
// the EXIF orientation. This lets a task refuse a non-image, a HEIC photo or a 200-megapixel panorama with a
// clear message before the browser tries to decode it and a phone runs out of memory.
import { jpegOrientation } from '../pdf/exif'
import type { ImageKind } from './api.options'

export type { ImageKind }

/** Width and height as stored (0 when the header does not say), and the EXIF orientation 1–8. */
export type ProbeResult = { kind: ImageKind; width: number; height: number; orientation: number }

/** How many leading bytes `probeImage` needs: JPEG size markers can sit after a large EXIF block. */
export const PROBE_BYTES = 262_144

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1'])

/** Recognises JPEG, PNG, WebP, GIF, BMP, AVIF and HEIC from the first bytes; null for anything else. */
export function probeImage(bytes: Uint8Array): ProbeResult | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const ascii = (at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length))
  if (bytes.length >= 4 && view.getUint16(0) === 0xffd8) {
    return { kind: 'jpeg', ...jpegSize(view), orientation: jpegOrientation(bytes) }
  }
  if (bytes.length >= 24 && view.getUint32(0) === 0x89504e47 && ascii(12, 4) === 'IHDR') {
    return { kind: 'png', width: view.getUint32(16), height: view.getUint32(20), orientation: 1 }
  }
  if (bytes.length >= 10 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) {
    return { kind: 'gif', width: view.getUint16(6, true), height: view.getUint16(8, true), orientation: 1 }
  }
  if (bytes.length >= 26 && ascii(0, 2) === 'BM') {
    return {
      kind: 'bmp',
      width: Math.abs(view.getInt32(18, true)),
      height: Math.abs(view.getInt32(22, true)),
      orientation: 1,
    }
  }
  if (bytes.length >= 16 && ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') {
    return { kind: 'webp', ...webpSize(view, ascii(12, 4)), orientation: 1 }
  }
  if (bytes.length >= 16 && ascii(4, 4) === 'ftyp') {
    const boxEnd = Math.min(bytes.length, view.getUint32(0))
    const brands = [ascii(8, 4)]
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(at, 4))
    if (brands.includes('avif') || brands.includes('avis')) {
      return { kind: 'avif', width: 0, height: 0, orientation: 1 }
    }
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) {
      return { kind: 'heic', width: 0, height: 0, orientation: 1 }
    }
  }
  return null
}

function jpegSize(view: DataView): { width: number; height: number } {
  let offset = 2
  while (offset + 9 <= view.byteLength) {
    const marker = view.getUint16(offset)
    if ((marker & 0xff00) !== 0xff00) break
    // SOF0–SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
    if (marker >= 0xffc0 && marker <= 0xffcf && marker !== 0xffc4 && marker !== 0xffc8 && marker !== 0xffcc) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) }
    }
    if (marker === 0xffda) break
    offset += 2 + view.getUint16(offset + 2)
  }
  return { width: 0, height: 0 }
}

function webpSize(view: DataView, chunk: string): { width: number; height: number } {
  if (chunk === 'VP8X' && view.byteLength >= 30) {
    const u24 = (at: number) =>
      view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getUint8(at + 2) << 16)
    return { width: u24(24) + 1, height: u24(27) + 1 }
  }
  if (chunk === 'VP8L' && view.byteLength >= 25) {
    const bits = view.getUint32(21, true)
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8 ' && view.byteLength >= 30) {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff }
  }
  return { width: 0, height: 0 }
}
