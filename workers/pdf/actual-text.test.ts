import { describe, expect, it } from 'vitest'
import { withActualText, type ContentItem } from './actual-text'
import type { TextPiece } from './text-lines'

const piece = (str: string, x: number, width = 5, hasEOL = false): TextPiece => ({
  str,
  transform: [10, 0, 0, 10, x, 100],
  width,
  height: 10,
  hasEOL,
})
const span = (tag = 'Span'): ContentItem => ({ type: 'beginMarkedContentProps', tag })
const plain = (tag = 'P'): ContentItem => ({ type: 'beginMarkedContent', tag })
const end: ContentItem = { type: 'endMarkedContent' }
const strs = (pieces: readonly TextPiece[]) => pieces.map((p) => p.str)

describe('withActualText', () => {
  it("replaces a span's glyphs with its ActualText, where its first glyph is and as wide as all of them", () => {
    // हि drawn as the i-matra (x 10) then ह (x 13): read glyph by glyph it is "िह".
    const items = [piece('ब', 0, 10), span(), piece('ि', 10, 3), piece('ह', 13, 7), end, piece('न', 20)]
    const out = withActualText(items, [{ tag: 'Span', actualText: 'हि' }])
    expect(strs(out)).toEqual(['ब', 'हि', 'न'])
    expect(out[1]).toMatchObject({ transform: [10, 0, 0, 10, 10, 100], width: 10 })
  })

  it('keeps the space pdf.js reports before the first glyph of a span outside it', () => {
    const items = [piece('a', 0), span(), piece(' ', 5, 3), piece('x', 8), end]
    expect(strs(withActualText(items, [{ tag: 'Span', actualText: 'y' }]))).toEqual(['a', ' ', 'y'])
  })

  it("lets an outer span's ActualText stand for an inner one's; spans without one change nothing", () => {
    const items = [
      span('Span'),
      plain(),
      span('Span'),
      piece('p', 0),
      end,
      piece('q', 5),
      end,
      end,
      span('NonStruct'),
      span('Span'),
      piece('r', 10),
      end,
      piece('s', 15),
      end,
    ]
    const marks = [
      { tag: 'Span', actualText: 'outer' },
      { tag: 'Span', actualText: 'inner' },
      { tag: 'NonStruct' },
      { tag: 'Span', actualText: 'R' },
    ]
    expect(strs(withActualText(items, marks))).toEqual(['outer', 'R', 's'])
  })

  it('gives nothing for a span that draws no text, or whose ActualText is empty; keeps its line end', () => {
    const items = [span(), end, piece('a', 0), span(), piece('x', 5, 5, true), end, piece('b', 0)]
    const out = withActualText(items, [
      { tag: 'Span', actualText: 'unseen' },
      { tag: 'Span', actualText: '' },
    ])
    expect(strs(out)).toEqual(['a', '', 'b'])
    expect(out[1]!.hasEOL).toBe(true)
  })

  it('returns the glyphs as drawn when the marks read from the file do not pair with pdf.js’s', () => {
    const items = [span('Span'), piece('x', 0), end]
    expect(strs(withActualText(items, [{ tag: 'Artifact', actualText: 'y' }]))).toEqual(['x'])
    expect(strs(withActualText(items, []))).toEqual(['x'])
    expect(strs(withActualText(items, null))).toEqual(['x'])
  })
})
