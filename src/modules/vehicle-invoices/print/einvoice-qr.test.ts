import { unzlibSync } from 'fflate'
import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { QR_QUIET, qrPng, qrSvgPath, signedQrCode } from './einvoice-qr'
import { signedQrText } from './invoice-print.test-data'

/** A one-bit greyscale PNG (what qrPng writes) back to RGBA pixels. */
function pngPixels(png: Uint8Array): { width: number; height: number; rgba: Uint8ClampedArray } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  let at = 8
  let width = 0
  let height = 0
  const idat: Uint8Array[] = []
  while (at < png.length) {
    const length = view.getUint32(at)
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8))
    const data = png.subarray(at + 8, at + 8 + length)
    if (type === 'IHDR') {
      width = view.getUint32(at + 8)
      height = view.getUint32(at + 12)
      expect([...data.subarray(8, 10)]).toEqual([1, 0])
    }
    if (type === 'IDAT') idat.push(data)
    at += 12 + length
  }
  const raw = unzlibSync(Uint8Array.from(idat.flatMap((d) => [...d])))
  const stride = Math.ceil(width / 8) + 1
  const rgba = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++) {
    expect(raw[y * stride]).toBe(0)
    for (let x = 0; x < width; x++) {
      const white = (raw[y * stride + 1 + (x >> 3)]! >> (7 - (x & 7))) & 1
      rgba.fill(white ? 255 : 0, (y * width + x) * 4, (y * width + x) * 4 + 3)
      rgba[(y * width + x) * 4 + 3] = 255
    }
  }
  return { width, height, rgba }
}

describe('the e-invoice QR code', () => {
  it('encodes a signed QR of the IRP’s length at M, fitting 35 mm with modules of at least 0.25 mm', () => {
    const text = signedQrText()
    expect(text.length).toBeGreaterThan(1000)
    const qr = signedQrCode(text)!
    expect(qr.level).toBe('M')
    expect(35 / (qr.size + 2 * QR_QUIET)).toBeGreaterThanOrEqual(0.25)
  })

  it('drops to L for a longer text, and gives up on one no QR code holds', () => {
    const long = signedQrCode(signedQrText(1800))!
    expect(long.level).toBe('L')
    expect(signedQrCode(signedQrText(4000))).toBeNull()
    expect(signedQrCode('')).toBeNull()
    expect(signedQrCode('   ')).toBeNull()
    expect(signedQrCode(undefined)).toBeNull()
  })

  it('draws a PNG that reads back as the signed text', () => {
    const text = signedQrText()
    const qr = signedQrCode(text)!
    const { width, height, rgba } = pngPixels(qrPng(qr))
    expect(width).toBe((qr.size + 2 * QR_QUIET) * 4)
    expect(height).toBe(width)
    expect(jsQR(rgba, width, height)?.data).toBe(text)
  })

  it('draws the same modules as an SVG path', () => {
    const qr = signedQrCode('aaa.bbb.ccc')!
    const { d, side } = qrSvgPath(qr)
    expect(side).toBe(qr.size + 8)
    // Every dark module is in exactly one run.
    const runs = [...d.matchAll(/M(\d+) (\d+)h(\d+)/g)].reduce((n, m) => n + Number(m[3]), 0)
    expect(runs).toBe(qr.dark.reduce((n, v) => n + v, 0))
    expect(d.startsWith(`M${QR_QUIET} ${QR_QUIET}h7v1h-7z`)).toBe(true)
  })
})
