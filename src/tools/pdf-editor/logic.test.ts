import { describe, expect, it } from 'vitest'
import {
  clampZoom,
  deletePage,
  fitStamp,
  hexToRgb,
  initialPlan,
  insertBlank,
  isUnchanged,
  movePage,
  needsOwnAppearance,
  outputName,
  parsePageNumber,
  rotatePage,
  stampType,
  stepZoom,
  textLines,
} from './logic'

describe('stamp images', () => {
  it('takes the nine spec types by MIME type and refuses others', () => {
    for (const type of ['apng', 'avif', 'bmp', 'gif', 'jpeg', 'png', 'svg+xml', 'webp', 'x-icon']) {
      expect(stampType({ name: 'a', type: `image/${type}` })).toBe(`image/${type}`)
    }
    expect(stampType({ name: 'a.tiff', type: 'image/tiff' })).toBeNull()
    expect(stampType({ name: 'a.pdf', type: 'application/pdf' })).toBeNull()
    expect(stampType({ name: 'photo.heic', type: 'image/heic' })).toBeNull()
  })

  it('falls back to the extension only when the browser gave no type', () => {
    expect(stampType({ name: 'Sign.PNG', type: '' })).toBe('image/png')
    expect(stampType({ name: 'logo.svg', type: 'application/octet-stream' })).toBe('image/svg+xml')
    expect(stampType({ name: 'x.exe', type: '' })).toBeNull()
    expect(stampType({ name: 'x.png', type: 'text/plain' })).toBeNull()
  })

  it('scales an image larger than 75% of the page to fit 75% in both directions, keeping its shape', () => {
    // A4 portrait 595×842: a 2000×2000 image is limited by the width.
    const fit = fitStamp(2000, 2000, 595, 842)
    expect(fit.scaled).toBe(true)
    expect(fit.width).toBeCloseTo(0.75 * 595)
    expect(fit.height).toBeCloseTo(0.75 * 595)
    // A very tall one is limited by the height.
    const tall = fitStamp(100, 3000, 595, 842)
    expect(tall.height).toBeCloseTo(0.75 * 842)
    expect(tall.width).toBeCloseTo((100 * 0.75 * 842) / 3000)
  })

  it('leaves an image that fits alone, even at exactly 75%', () => {
    expect(fitStamp(200, 100, 595, 842)).toEqual({ width: 200, height: 100, scaled: false })
    expect(fitStamp(446.25, 631.5, 595, 842).scaled).toBe(false)
  })
})

describe('free text that needs its own appearance', () => {
  it('is any text outside WinAnsi', () => {
    expect(needsOwnAppearance('Approved – ₹ not included')).toBe(true) // ₹ is not WinAnsi
    expect(needsOwnAppearance('नमस्ते')).toBe(true)
    expect(needsOwnAppearance('வணக்கம்')).toBe(true)
    expect(needsOwnAppearance('Paid 😀')).toBe(true)
  })
  it('is not Latin text, accents, € and line breaks', () => {
    expect(needsOwnAppearance('Approved — “café” €5\nline two')).toBe(false)
    expect(needsOwnAppearance('')).toBe(false)
  })
})

describe('page plan', () => {
  const plan = initialPlan(4)

  it('starts unchanged', () => {
    expect(isUnchanged(plan, 4)).toBe(true)
    expect(isUnchanged(plan, 5)).toBe(false)
  })

  it('moves a page, clamping the target', () => {
    expect(movePage(plan, 0, 2).map((p) => (p.kind === 'page' ? p.index : -1))).toEqual([1, 2, 0, 3])
    expect(movePage(plan, 3, -5).map((p) => (p.kind === 'page' ? p.index : -1))).toEqual([3, 0, 1, 2])
    expect(isUnchanged(movePage(plan, 1, 1), 4)).toBe(true)
  })

  it('rotates both ways and wraps', () => {
    const once = rotatePage(plan, 1, 90)
    expect(once[1]!.rotate).toBe(90)
    expect(rotatePage(once, 1, -90)[1]!.rotate).toBe(0)
    expect(rotatePage(plan, 0, -90)[0]!.rotate).toBe(270)
    expect(isUnchanged(once, 4)).toBe(false)
  })

  it('deletes a page but never the last one', () => {
    expect(deletePage(plan, 2)?.length).toBe(3)
    expect(deletePage(initialPlan(1), 0)).toBeNull()
    expect(deletePage(plan, 9)).toBeNull()
  })

  it('inserts a blank page after a position or at the start', () => {
    const after = insertBlank(plan, 1, { width: 595, height: 842 })
    expect(after[2]).toEqual({ kind: 'blank', width: 595, height: 842, rotate: 0 })
    expect(insertBlank(plan, -1, { width: 10, height: 20 })[0]!.kind).toBe('blank')
    expect(isUnchanged(after, 4)).toBe(false)
  })
})

describe('viewer helpers', () => {
  it('steps zoom and stays within range', () => {
    expect(stepZoom(1, 1)).toBe(1.1)
    expect(stepZoom(1, -1)).toBe(0.9)
    expect(stepZoom(1.3, 1)).toBe(1.5)
    expect(stepZoom(5, 1)).toBe(5)
    expect(stepZoom(0.25, -1)).toBe(0.25)
    expect(clampZoom(20)).toBe(5)
    expect(clampZoom(0.01)).toBe(0.25)
    expect(clampZoom(Number.NaN)).toBe(1)
  })

  it('reads page numbers, Devanagari digits included', () => {
    expect(parsePageNumber(' 12 ', 20)).toBe(12)
    expect(parsePageNumber('१२', 20)).toBe(12)
    expect(parsePageNumber('0', 20)).toBeNull()
    expect(parsePageNumber('21', 20)).toBeNull()
    expect(parsePageNumber('2.5', 20)).toBeNull()
    expect(parsePageNumber('', 20)).toBeNull()
  })

  it('names the output after the input', () => {
    expect(outputName('Report.PDF', false)).toBe('Report-edited.pdf')
    expect(outputName('scan.pdf', true)).toBe('scan-flattened.pdf')
    expect(outputName('.pdf', false)).toBe('document-edited.pdf')
  })

  it('reads colours and lines', () => {
    expect(hexToRgb('#ff8000')).toEqual([255, 128, 0])
    expect(hexToRgb('nonsense')).toEqual([0, 0, 0])
    expect(textLines('a\r\nb\nc')).toEqual(['a', 'b', 'c'])
  })
})
