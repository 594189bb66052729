import { describe, expect, it } from 'vitest'
import { probeImage } from './probe'
import { makePhoto, makeTransparentPng, withExifOrientation } from './test-helpers'

describe('probeImage', () => {
  it('reads kind and stored size of JPEG and PNG, and the EXIF orientation', async () => {
    const jpeg = await makePhoto(64, 48)
    expect(probeImage(jpeg)).toEqual({ kind: 'jpeg', width: 64, height: 48, orientation: 1 })
    expect(probeImage(withExifOrientation(jpeg, 6))).toEqual({
      kind: 'jpeg',
      width: 64,
      height: 48,
      orientation: 6,
    })
    expect(probeImage(await makeTransparentPng(30, 20))).toEqual({
      kind: 'png',
      width: 30,
      height: 20,
      orientation: 1,
    })
  })

  it('reads GIF, BMP and the three WebP headers', () => {
    const gif = new Uint8Array([...'GIF89a'].map((c) => c.charCodeAt(0)).concat([10, 1, 20, 0]))
    expect(probeImage(gif)).toMatchObject({ kind: 'gif', width: 266, height: 20 })
    const bmp = new Uint8Array(30)
    bmp.set([0x42, 0x4d])
    new DataView(bmp.buffer).setInt32(18, 5, true)
    new DataView(bmp.buffer).setInt32(22, -7, true)
    expect(probeImage(bmp)).toMatchObject({ kind: 'bmp', width: 5, height: 7 })
    const riff = (chunk: string, body: number[]) =>
      new Uint8Array(
        [...'RIFF']
          .map((c) => c.charCodeAt(0))
          .concat(
            [0, 0, 0, 0],
            [...`WEBP${chunk}`].map((c) => c.charCodeAt(0)),
            body,
          ),
      )
    expect(probeImage(riff('VP8X', [0, 0, 0, 0, 0, 0, 0, 0, 99, 0, 0, 49, 0, 0]))).toMatchObject({
      kind: 'webp',
      width: 100,
      height: 50,
    })
    const vp8 = new Array(18).fill(0)
    vp8[10] = 200
    vp8[12] = 120
    expect(probeImage(riff('VP8 ', vp8))).toMatchObject({ kind: 'webp', width: 200, height: 120 })
  })

  it('tells HEIC and AVIF apart and refuses other files', () => {
    const ftyp = (brand: string, compatible: string[]) => {
      const text = [brand, '\0\0\0\0', ...compatible].join('')
      const size = 8 + text.length
      return new Uint8Array([0, 0, 0, size, ...[...`ftyp${text}`].map((c) => c.charCodeAt(0))])
    }
    expect(probeImage(ftyp('heic', ['mif1', 'heic']))?.kind).toBe('heic')
    expect(probeImage(ftyp('mif1', ['avif', 'mif1']))?.kind).toBe('avif')
    expect(probeImage(new TextEncoder().encode('%PDF-1.7 not an image'))).toBeNull()
    expect(probeImage(new Uint8Array(0))).toBeNull()
  })
})
