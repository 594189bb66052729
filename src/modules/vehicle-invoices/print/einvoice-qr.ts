// The e-invoice's QR code: the signed QR text the IRP returned (a JWT of about a thousand characters) encoded
// by the `qrcode` library, drawn as a black-and-white PNG for the tax invoice (CGST Rule 48(4): the invoice
// carries the QR code the IRP signed) and as an SVG path for the screen. Pure and synchronous.
import { zlibSync } from 'fflate'
import QRCode from 'qrcode'

/** Side of the printed code, quiet zone included, in points: 35 mm. */
export const QR_PRINT_SIZE = (35 / 25.4) * 72

/** Quiet zone around the code in modules (ISO/IEC 18004 asks for four). */
export const QR_QUIET = 4

/** Smallest module the print keeps at error-correction level M, in mm; below it the code drops to L. */
const MIN_MODULE_MM = 0.25

export type SignedQr = {
  /** Modules per side, without the quiet zone. */
  size: number
  level: 'M' | 'L'
  /** Row-major, 1 = dark module. */
  dark: Uint8Array
}

function encode(text: string, level: 'M' | 'L'): SignedQr | null {
  try {
    const code = QRCode.create(text, { errorCorrectionLevel: level })
    return { size: code.modules.size, level, dark: Uint8Array.from(code.modules.data) }
  } catch {
    // The only failure of a non-empty text: more data than a version-40 code holds at this level.
    return null
  }
}

/**
 * The signed QR text as a code that prints readably in 35 mm: level M (15 % of the code rebuildable after a
 * crease or stain) while its modules stay at least 0.25 mm, else L, which needs fewer modules for the same
 * text; null for no text or a text too long for any QR code (about 2,900 characters at L).
 */
export function signedQrCode(text: string | undefined): SignedQr | null {
  const data = text?.trim()
  if (!data) return null
  const m = encode(data, 'M')
  if (m && 35 / (m.size + 2 * QR_QUIET) >= MIN_MODULE_MM) return m
  return encode(data, 'L') ?? m
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i)
  out.set(data, 8)
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)))
  return out
}

/**
 * The code as a one-bit greyscale PNG, `scale` pixels a module with the quiet zone in white: whole pixels
 * per module, so a viewer that smooths the picture when it scales it still draws sharp module edges.
 */
export function qrPng(qr: SignedQr, scale = 4): Uint8Array {
  const side = (qr.size + 2 * QR_QUIET) * scale
  const stride = Math.ceil(side / 8) + 1
  const raw = new Uint8Array(stride * side).fill(0xff)
  for (let y = 0; y < side; y++) {
    raw[y * stride] = 0 // filter: none
    const row = Math.floor(y / scale) - QR_QUIET
    if (row < 0 || row >= qr.size) continue
    for (let x = 0; x < side; x++) {
      const col = Math.floor(x / scale) - QR_QUIET
      if (col < 0 || col >= qr.size || qr.dark[row * qr.size + col] !== 1) continue
      const at = y * stride + 1 + (x >> 3)
      raw[at] = raw[at]! & ~(0x80 >> (x & 7))
    }
  }
  const header = new Uint8Array(13)
  const view = new DataView(header.buffer)
  view.setUint32(0, side)
  view.setUint32(4, side)
  header.set([1, 0, 0, 0, 0], 8) // bit depth 1, greyscale, deflate, no filter, not interlaced
  const parts = [
    Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlibSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]
  const png = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    png.set(p, at)
    at += p.length
  }
  return png
}

/** The dark modules as one SVG path in module units, the quiet zone included (viewBox 0 0 side side). */
export function qrSvgPath(qr: SignedQr): { d: string; side: number } {
  let d = ''
  for (let row = 0; row < qr.size; row++) {
    for (let col = 0; col < qr.size; col++) {
      if (qr.dark[row * qr.size + col] !== 1) continue
      let run = 1
      while (col + run < qr.size && qr.dark[row * qr.size + col + run] === 1) run++
      d += `M${col + QR_QUIET} ${row + QR_QUIET}h${run}v1h-${run}z`
      col += run - 1
    }
  }
  return { d, side: qr.size + 2 * QR_QUIET }
}
