import { PDFDocument } from '@cantoo/pdf-lib'
import { loadImage } from '@napi-rs/canvas'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  CENTRED,
  clampPlacement,
  mmToPixels,
  placementTransform,
  type PassportOptions,
} from './passport.options'
import { qpdfProblems } from '../pdf/corpus'
import { passportPhoto } from './passport'
import { blobOf, makePhoto, useNode } from './test-helpers'

beforeAll(useNode)

describe('placement', () => {
  it('covers the frame at zoom 1 and centres the picture', () => {
    const t = placementTransform({ width: 1000, height: 500 }, { width: 413, height: 531 }, CENTRED)
    expect(t.scale).toBeCloseTo(531 / 500)
    expect(t.centre).toEqual({ x: 206.5, y: 265.5 })
  })

  it('keeps a covering picture covering and a small one inside', () => {
    const source = { width: 1000, height: 1000 }
    const frame = { width: 350, height: 450 }
    // At zoom 1 the square picture is 450 × 450 in a 350 × 450 frame: 50 px to spare each side.
    const covering = clampPlacement(source, frame, { zoom: 1, x: 0.9, y: 0.3 })
    expect(covering.x).toBeCloseTo(50 / 350)
    expect(covering.y).toBeCloseTo(0)
    const small = clampPlacement(source, frame, { zoom: 0.5, x: 1, y: -1 })
    expect(small.x).toBeCloseTo((350 - 225) / 2 / 350)
    expect(small.y).toBeCloseTo(-(450 - 225) / 2 / 450)
    expect(clampPlacement(source, frame, { zoom: 99, x: 0, y: 0 }).zoom).toBe(5)
  })

  it('turns millimetres into pixels at a dpi', () => {
    expect([mmToPixels(35, 300), mmToPixels(45, 300)]).toEqual([413, 531])
    expect(mmToPixels(50.8, 300)).toBe(600)
  })
})

const base: PassportOptions = {
  output: { width: 413, height: 531 },
  placement: CENTRED,
  adjust: { brightness: 0, contrast: 0 },
  background: { colour: '#ffffff', tolerance: 12 },
  maxBytes: null,
  sheet: null,
  name: 'me-passport',
}

describe('passportPhoto task', () => {
  it('makes a JPEG of the exact pixel size under the portal limit', async () => {
    const file = blobOf(await makePhoto(1200, 1600), 'image/jpeg')
    const result = await passportPhoto({ file }, { ...base, maxBytes: 30_000 })
    expect(result.photo).toMatchObject({ name: 'me-passport.jpg', width: 413, height: 531, met: true })
    expect(result.photo.blob.size).toBeLessThanOrEqual(30_000)
    const image = await loadImage(Buffer.from(await result.photo.blob.arrayBuffer()))
    expect([image.width, image.height]).toEqual([413, 531])
    expect(result.sheetPdf).toBeUndefined()
  })

  it('lays a 4×6 in sheet out as an exact-size PDF and a 300 dpi JPEG', async () => {
    const file = blobOf(await makePhoto(800, 1000), 'image/jpeg')
    const result = await passportPhoto(
      { file },
      { ...base, sheet: { paper: 'photo4x6', photoMm: { width: 35, height: 45 } } },
    )
    // Eight fit on the paper held sideways (4 × 2), two more than upright.
    expect(result.sheetPdf?.count).toBe(8)
    const bytes = new Uint8Array(await result.sheetPdf!.blob.arrayBuffer())
    expect(qpdfProblems(bytes)).toBe('')
    const pdf = await PDFDocument.load(bytes)
    const { width, height } = pdf.getPage(0).getSize()
    expect(width).toBeCloseTo(432) // 6 in
    expect(height).toBeCloseTo(288) // 4 in
    const sheet = await loadImage(Buffer.from(await result.sheetJpeg!.blob.arrayBuffer()))
    expect([sheet.width, sheet.height]).toEqual([1800, 1200])
  })

  it('refuses a file that is not a picture by name', async () => {
    await expect(
      passportPhoto({ file: blobOf(new Uint8Array(99).fill(7), 'image/jpeg') }, base),
    ).rejects.toMatchObject({ name: 'UnsupportedFormat' })
  })
})
