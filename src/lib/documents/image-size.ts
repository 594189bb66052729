// A picture's size in pixels read from its header, so a page description can keep its shape without
// decoding it (the documents worker only places bytes).
import type { DocImage } from '@workers/documents/spec.options'

/** Width and height of a PNG (IHDR) or baseline/progressive JPEG (SOF marker), or null if unreadable. */
export function imageSize(image: DocImage): { width: number; height: number } | null {
  const b = image.bytes
  const u16 = (i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0)
  const u32 = (i: number) => u16(i) * 65536 + u16(i + 2)
  if (image.type === 'png') {
    if (b.length < 24 || b[12] !== 0x49 || b[13] !== 0x48) return null
    const width = u32(16)
    const height = u32(20)
    return width && height ? { width, height } : null
  }
  let i = 2
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null
    const marker = b[i + 1] ?? 0
    // SOF0–SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = u16(i + 5)
      const width = u16(i + 7)
      return width && height ? { width, height } : null
    }
    i += 2 + u16(i + 2)
  }
  return null
}

/** Fits a picture of w × h pixels into a box of points, keeping its shape. */
export function fitBox(w: number, h: number, maxW: number, maxH: number): { width: number; height: number } {
  const scale = Math.min(maxW / Math.max(1, w), maxH / Math.max(1, h))
  return { width: Math.round(w * scale * 100) / 100, height: Math.round(h * scale * 100) / 100 }
}
