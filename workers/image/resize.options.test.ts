import { describe, expect, it } from 'vitest'
import { orientedSize, outputName, pixelsToPrint, planResize, printToPixels } from './resize.options'

describe('sizing', () => {
  it('swaps sides for EXIF orientations 5–8 only', () => {
    expect(orientedSize({ width: 4000, height: 3000 }, 6)).toEqual({ width: 3000, height: 4000 })
    expect(orientedSize({ width: 4000, height: 3000 }, 3)).toEqual({ width: 4000, height: 3000 })
  })

  it('plans percent, one side, contain, stretch and cover', () => {
    const src = { width: 4000, height: 3000 }
    expect(planResize(src, null)).toMatchObject({ width: 4000, height: 3000 })
    expect(planResize(src, { kind: 'percent', percent: 25 })).toMatchObject({ width: 1000, height: 750 })
    expect(planResize(src, { kind: 'pixels', width: 1080, height: null, fit: 'contain' })).toMatchObject({
      width: 1080,
      height: 810,
    })
    expect(planResize(src, { kind: 'pixels', width: null, height: 600, fit: 'contain' })).toMatchObject({
      width: 800,
      height: 600,
    })
    expect(planResize(src, { kind: 'pixels', width: 1000, height: 1000, fit: 'contain' })).toMatchObject({
      width: 1000,
      height: 750,
    })
    expect(planResize(src, { kind: 'pixels', width: 500, height: 500, fit: 'stretch' })).toMatchObject({
      width: 500,
      height: 500,
      offsetX: 0,
    })
    // Passport 413 × 531 from a landscape photo: scaled to cover the height, centred horizontally.
    expect(planResize(src, { kind: 'pixels', width: 413, height: 531, fit: 'cover' })).toEqual({
      width: 413,
      height: 531,
      scaledWidth: 708,
      scaledHeight: 531,
      offsetX: 147,
      offsetY: 0,
    })
    expect(planResize(src, { kind: 'percent', percent: 0.001 })).toMatchObject({ width: 1, height: 1 })
  })

  it('converts print sizes at a DPI both ways', () => {
    expect(printToPixels(35, 'mm', 300)).toBe(413)
    expect(printToPixels(45, 'mm', 300)).toBe(531)
    expect(printToPixels(3.5, 'cm', 300)).toBe(413)
    expect(printToPixels(2, 'in', 300)).toBe(600)
    expect(pixelsToPrint(600, 'cm', 300)).toBe(5.08)
  })

  it('names outputs safely with the new extension', () => {
    expect(outputName('Photo 1.JPG', '-compressed', 'webp')).toBe('Photo 1-compressed.webp')
    expect(outputName('a/b:c.png', '', 'jpg')).toBe('a-b-c.jpg')
    expect(outputName('.png', '-x', 'png')).toBe('.png-x.png')
    expect(outputName('', '', 'png')).toBe('image.png')
  })
})
