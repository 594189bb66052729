import { unzipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PROCESS, type ProcessOptions } from './api.options'
import { probeImage } from './probe'
import { processImages } from './process'
import { blobOf, makePhoto, makeTransparentPng, useNode } from './test-helpers'

beforeAll(useNode)

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer())
const options = (extra: Partial<ProcessOptions>): ProcessOptions => ({ ...DEFAULT_PROCESS, ...extra })

describe('processImages', () => {
  it('compresses a photo with MozJPEG, smaller than the input, metadata-free and the same size', async () => {
    const photo = await makePhoto(640, 480, 'jpeg', 98)
    const { items } = await processImages(
      { files: [blobOf(photo, 'image/jpeg')], names: ['holiday.jpg'] },
      options({ quality: 70, keepIfSmaller: true, nameSuffix: '-compressed' }),
    )
    const output = items[0]!.output!
    expect(output).toMatchObject({
      name: 'holiday-compressed.jpg',
      format: 'jpeg',
      width: 640,
      height: 480,
      keptOriginal: false,
    })
    expect(output.blob.size).toBeLessThan(photo.length)
    const bytes = await bytesOf(output.blob)
    expect(probeImage(bytes)).toMatchObject({ kind: 'jpeg', width: 640, height: 480 })
    // No APP1 (EXIF) segment in the output.
    expect(Buffer.from(bytes).includes(Buffer.from('Exif\0\0'))).toBe(false)
  })

  it('keeps the original when the new file would be bigger, and says so', async () => {
    const small = await makePhoto(200, 150, 'jpeg', 20)
    const { items } = await processImages(
      { files: [blobOf(small, 'image/jpeg')], names: ['tiny.jpg'] },
      options({ quality: 95, keepIfSmaller: true }),
    )
    const output = items[0]!.output!
    expect(output.keptOriginal).toBe(true)
    expect(output.blob.size).toBe(small.length)
  })

  it('reaches a target size by searching the quality, or reports that it cannot', async () => {
    const photo = await makePhoto(400, 300, 'jpeg', 98)
    const reach = await processImages(
      { files: [blobOf(photo, 'image/jpeg')] },
      options({ targetBytes: 15_000, quality: 95 }),
    )
    expect(reach.items[0]!.output!.targetMet).toBe(true)
    expect(reach.items[0]!.output!.blob.size).toBeLessThanOrEqual(15_000)
    const miss = await processImages(
      { files: [blobOf(photo, 'image/jpeg')] },
      options({ targetBytes: 300, quality: 95 }),
    )
    expect(miss.items[0]!.output!.targetMet).toBe(false)
    expect(miss.items[0]!.output!.quality).toBe(5)
  })

  it('encodes WebP and AVIF', async () => {
    const photo = await makePhoto(320, 240, 'jpeg', 95)
    const webp = await processImages(
      { files: [blobOf(photo, 'image/jpeg')], names: ['a.jpg'] },
      options({ format: 'webp', quality: 70 }),
    )
    expect(probeImage(await bytesOf(webp.items[0]!.output!.blob))).toMatchObject({
      kind: 'webp',
      width: 320,
      height: 240,
    })
    const avif = await processImages(
      { files: [blobOf(photo, 'image/jpeg')], names: ['a.jpg'] },
      options({ format: 'avif', quality: 50 }),
    )
    expect(avif.items[0]!.output).toMatchObject({ name: 'a.avif', format: 'avif' })
    expect(probeImage(await bytesOf(avif.items[0]!.output!.blob))?.kind).toBe('avif')
  })

  it('resizes by percent and with cover, and converts PNG with transparency to JPEG on white', async () => {
    const png = await makeTransparentPng(200, 100)
    const { items } = await processImages(
      { files: [blobOf(png, 'image/png')], names: ['logo.png'] },
      options({ format: 'jpeg', quality: 90, resize: { kind: 'percent', percent: 50 } }),
    )
    expect(items[0]!.output).toMatchObject({ name: 'logo.jpg', width: 100, height: 50, format: 'jpeg' })
    const { createCanvas, loadImage } = await import('@napi-rs/canvas')
    const image = await loadImage(Buffer.from(await bytesOf(items[0]!.output!.blob)))
    const context = createCanvas(100, 50).getContext('2d')
    context.drawImage(image, 0, 0)
    const [r, g, b] = context.getImageData(10, 25, 1, 1).data
    expect([r, g, b].every((v) => v! > 240)).toBe(true)
    const cover = await processImages(
      { files: [blobOf(png, 'image/png')] },
      options({ resize: { kind: 'pixels', width: 50, height: 50, fit: 'cover' } }),
    )
    expect(cover.items[0]!.output).toMatchObject({ width: 50, height: 50, format: 'png' })
  })

  it('gives each bad file its own problem and zips the good ones', async () => {
    const photo = await makePhoto(120, 90)
    const heic = new Uint8Array([0, 0, 0, 24, ...[...'ftypheic\0\0\0\0mif1heic'].map((c) => c.charCodeAt(0))])
    const corrupt = (await makeTransparentPng(120, 90)).slice(0, 40)
    const result = await processImages(
      {
        files: [
          blobOf(photo, 'image/jpeg'),
          blobOf(new TextEncoder().encode('hello'), 'text/plain'),
          blobOf(heic, 'image/heic'),
          blobOf(corrupt, 'image/png'),
          blobOf(photo, 'image/jpeg'),
        ],
        names: ['one.jpg', 'notes.txt', 'IMG_1.HEIC', 'broken.png', 'one.jpg'],
      },
      options({ format: 'png', zipName: 'images.zip' }),
    )
    expect(result.items.map((item) => item.problem ?? 'ok')).toEqual([
      'ok',
      'UnsupportedFormat',
      'Heic',
      'CorruptFile',
      'ok',
    ])
    expect(Object.keys(unzipSync(await bytesOf(result.zip!.blob)))).toEqual(['one.png', 'one (2).png'])
  })

  it('refuses a picture above the pixel cap before decoding it', async () => {
    const png = await makeTransparentPng(10, 10)
    const huge = png.slice()
    new DataView(huge.buffer).setUint32(16, 20_000)
    new DataView(huge.buffer).setUint32(20, 20_000)
    const { items } = await processImages({ files: [blobOf(huge, 'image/png')] }, DEFAULT_PROCESS)
    expect(items[0]!.problem).toBe('TooLarge')
  })
})
