import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { verifyQr } from './verify'

/** A plain code, `scale` pixels per module with a 4-module margin, in `dark` on `light` grey levels. */
function picture(text: string, scale: number, dark = 0, light = 255) {
  const { size, data: bits } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules
  const modules = size + 8
  const width = modules * scale
  const data = new Uint8ClampedArray(width * width * 4).fill(light)
  for (let y = 0; y < width; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const r = Math.floor(y / scale) - 4
      const c = Math.floor(x / scale) - 4
      const o = (y * width + x) * 4
      if (r >= 0 && c >= 0 && r < size && c < size && bits[r * size + c]) data.fill(dark, o, o + 3)
      data[o + 3] = 255
    }
  }
  return { input: { data: data.buffer, width, height: width }, modules }
}

describe('verifyQr', () => {
  it('reads a code at full size and shrunk', async () => {
    const { input, modules } = picture('upi://pay?pa=shop%40okhdfc&pn=Shop&cu=INR', 8)
    await expect(verifyQr(input, { modules })).resolves.toEqual({
      full: 'upi://pay?pa=shop%40okhdfc&pn=Shop&cu=INR',
      small: 'upi://pay?pa=shop%40okhdfc&pn=Shop&cu=INR',
    })
  })
  it('does not read an inverted code (light modules on dark)', async () => {
    const { input, modules } = picture('hello', 6, 255, 0)
    await expect(verifyQr(input, { modules })).resolves.toEqual({ full: null, small: null })
  })
  it('refuses a picture whose bytes do not match its size', async () => {
    await expect(
      verifyQr({ data: new ArrayBuffer(8), width: 3, height: 3 }, { modules: 21 }),
    ).rejects.toThrow('picture 3×3')
  })
})
