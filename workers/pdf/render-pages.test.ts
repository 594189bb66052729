import { unzipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderPages } from './render-pages'
import { pixelSize } from './render-pages.options'
import { fitPixels, MAX_CANVAS_PIXELS } from './surface'
import { thumbnails } from './thumbnails'
import { blobOf, bytesOf, lockedPdf, makePdf, useNode } from './test-helpers'

beforeAll(useNode)

describe('renderPages', () => {
  it('renders chosen pages at the DPI asked, as JPEG files or one ZIP', async () => {
    const file = blobOf(await makePdf(3, 'doc', [144, 72]))
    const one = await renderPages(
      { file },
      { pages: [1], dpi: 150, format: 'jpeg', quality: 0.8, baseName: 'scan' },
    )
    expect(one.files.map((f) => f.name)).toEqual(['scan_p2.jpg'])
    expect(one.sizes).toEqual([{ width: 300, height: 150 }])
    const bytes = await bytesOf(one.files[0]!.blob)
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8])
    const zip = await renderPages(
      { file },
      { pages: [0, 2], dpi: 72, format: 'png', quality: 1, baseName: 'scan', zip: true },
    )
    expect(zip.files.map((f) => f.name)).toEqual(['scan_images.zip'])
    expect(Object.keys(unzipSync(await bytesOf(zip.files[0]!.blob)))).toEqual(['scan_p1.png', 'scan_p3.png'])
    expect(pixelSize(595.28, 841.89, 300)).toEqual({ width: 2481, height: 3508 })
  })

  it('caps the canvas at 16.7 megapixels', async () => {
    const file = blobOf(await makePdf(1, 'big', [1190, 1684]))
    const out = await renderPages({ file }, { pages: [0], dpi: 600, format: 'jpeg', quality: 0.5 })
    const { width, height } = out.sizes[0]!
    expect(width * height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS)
    expect(width).toBeGreaterThan(2800)
    expect(fitPixels(8000, 8000)).toEqual({ width: 4096, height: 4096, scale: 0.512 })
  })

  it('refuses bad requests and asks for passwords', async () => {
    const file = blobOf(await makePdf(2))
    await expect(
      renderPages({ file }, { pages: [], dpi: 150, format: 'jpeg', quality: 0.8 }),
    ).rejects.toMatchObject({ name: 'InvalidInput' })
    await expect(
      renderPages({ file }, { pages: [5], dpi: 150, format: 'jpeg', quality: 0.8 }),
    ).rejects.toMatchObject({ name: 'InvalidInput' })
    await expect(
      renderPages({ file }, { pages: [0], dpi: 5000, format: 'jpeg', quality: 0.8 }),
    ).rejects.toMatchObject({ name: 'InvalidInput' })
    await expect(
      renderPages({ file: blobOf(lockedPdf()) }, { pages: [0], dpi: 72, format: 'jpeg', quality: 0.8 }),
    ).rejects.toMatchObject({ name: 'PasswordRequired' })
  })
})

describe('thumbnails', () => {
  it('renders small previews and keeps the document open between batches', async () => {
    const file = blobOf(await makePdf(5))
    const first = await thumbnails({ file }, { key: 'a', pages: [0, 1], width: 80 })
    const again = await thumbnails({ file: blobOf(new Uint8Array()) }, { key: 'a', pages: [4, 9] })
    expect(first).toHaveLength(2)
    expect(again).toHaveLength(1)
    expect(first[0]!.type).toBe('image/jpeg')
  })
})
