import { PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { imagesToPdf, sniffImage } from './images-to-pdf'
import { renderPages } from './render-pages'
import { blobOf, bytesOf, makeImage, qpdfCheck, useNode } from './test-helpers'

beforeAll(useNode)

function imageStreams(doc: PDFDocument): PDFRawStream[] {
  return doc.context
    .enumerateIndirectObjects()
    .map(([, obj]) => obj)
    .filter(
      (obj): obj is PDFRawStream =>
        obj instanceof PDFRawStream && obj.dict.lookup(PDFName.of('Subtype')) === PDFName.of('Image'),
    )
}

describe('imagesToPdf', () => {
  it('puts one image per page, JPEG bytes untouched, pages sized and oriented', async () => {
    const jpeg = await makeImage(400, 200, 'jpeg')
    const png = await makeImage(100, 300, 'png')
    const result = await imagesToPdf(
      { images: [blobOf(jpeg, 'image/jpeg'), blobOf(png, 'image/png')] },
      { pageSize: 'a4', orientation: 'auto', margin: 'small' },
    )
    const bytes = await bytesOf(result.blob)
    expect(qpdfCheck(bytes)).toBe(true)
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPages().map((p) => [Math.round(p.getWidth()), Math.round(p.getHeight())])).toEqual([
      [842, 595],
      [595, 842],
    ])
    const streams = imageStreams(doc)
    const dct = streams.find((s) => s.dict.lookup(PDFName.of('Filter')) === PDFName.of('DCTDecode'))
    expect(dct && Buffer.from(dct.contents).equals(Buffer.from(jpeg))).toBe(true)
  })

  it('fits the page to the image, honours margins and quarter turns, and converts WebP', async () => {
    const webp = await makeImage(200, 100, 'webp')
    expect(sniffImage(webp)).toBe('webp')
    const result = await imagesToPdf(
      { images: [blobOf(webp, 'image/webp')] },
      { pageSize: 'fit', orientation: 'auto', margin: 'none', turns: [1] },
    )
    const doc = await PDFDocument.load(await bytesOf(result.blob))
    // 200 × 100 px turned a quarter: 100 × 200 px at 0.75 pt per px.
    expect([doc.getPage(0).getWidth(), doc.getPage(0).getHeight()]).toEqual([75, 150])
    // Rendered back: left half red turned clockwise becomes the top half.
    const { files } = await renderPages(
      { file: result.blob },
      { pages: [0], dpi: 96, format: 'png', quality: 1 },
    )
    const { createCanvas, loadImage } = await import('@napi-rs/canvas')
    const img = await loadImage(Buffer.from(await bytesOf(files[0]!.blob)))
    const canvas = createCanvas(img.width, img.height)
    const ctx = canvas.getContext('2d')
    ctx.drawImage(img, 0, 0)
    const top = ctx.getImageData(img.width / 2, img.height / 4, 1, 1).data
    const bottom = ctx.getImageData(img.width / 2, (img.height * 3) / 4, 1, 1).data
    expect(top[0]).toBeGreaterThan(200)
    expect(top[2]).toBeLessThan(60)
    expect(bottom[2]).toBeGreaterThan(200)
  })

  it('names bad images', async () => {
    await expect(
      imagesToPdf({ images: [] }, { pageSize: 'a4', orientation: 'auto', margin: 'none' }),
    ).rejects.toMatchObject({ name: 'InvalidInput' })
    const text = blobOf(new TextEncoder().encode('not an image'), 'image/jpeg')
    await expect(
      imagesToPdf({ images: [text] }, { pageSize: 'a4', orientation: 'auto', margin: 'none' }),
    ).rejects.toMatchObject({ name: 'UnsupportedFormat' })
    const broken = (await makeImage(50, 50, 'png')).slice(0, 40)
    await expect(
      imagesToPdf({ images: [blobOf(broken)] }, { pageSize: 'a4', orientation: 'auto', margin: 'none' }),
    ).rejects.toMatchObject({ name: 'CorruptFile' })
    await expect(
      imagesToPdf(
        { images: [blobOf(new Uint8Array())] },
        { pageSize: 'a4', orientation: 'auto', margin: 'none' },
      ),
    ).rejects.toMatchObject({ name: 'InvalidInput' })
  })
})
