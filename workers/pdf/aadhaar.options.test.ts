import { describe, expect, it } from 'vitest'
import {
  A4_MM,
  aadhaarPassword,
  CARD_MM,
  CARD_RATIO,
  detectCards,
  findNumberBoxes,
  layoutCards,
  standardCards,
} from './aadhaar.options'

describe('aadhaarPassword', () => {
  it('takes four letters without spaces in capitals and the year', () => {
    expect(aadhaarPassword('Suresh Kumar', '1990')).toBe('SURE1990')
    expect(aadhaarPassword('Sai Kumar', '1990')).toBe('SAIK1990')
    expect(aadhaarPassword('S. Kumar', ' 1985 ')).toBe('S.KU1985')
    expect(aadhaarPassword('Ria', '2001')).toBe('RIA2001')
  })
})

describe('detectCards', () => {
  /** A 200 × 280 page with two card outlines side by side near the bottom and noise above. */
  function page(): Uint8Array {
    const w = 200
    const ink = new Uint8Array(w * 280)
    const outline = (x0: number, y0: number, cw: number, ch: number) => {
      for (let x = x0; x < x0 + cw; x += 1) ink[y0 * w + x] = ink[(y0 + ch - 1) * w + x] = 1
      for (let y = y0; y < y0 + ch; y += 1) ink[y * w + x0] = ink[y * w + x0 + cw - 1] = 1
    }
    for (let x = 20; x < 180; x += 1) ink[30 * w + x] = 1
    outline(14, 200, 80, Math.round(80 / CARD_RATIO))
    outline(106, 200, 80, Math.round(80 / CARD_RATIO))
    return ink
  }

  it('finds the front on the left and the back on the right', () => {
    const found = detectCards(page(), 200, 280)
    expect(found?.front.x).toBeCloseTo(14 / 200)
    expect(found?.back.x).toBeCloseTo(106 / 200)
    expect(found?.front.y).toBeCloseTo(200 / 280)
    expect(found?.front.width).toBeCloseTo(0.4)
  })

  it('says null for a page without cards', () => {
    expect(detectCards(new Uint8Array(200 * 280), 200, 280)).toBeNull()
  })

  it('offers standard places of card shape inside the page', () => {
    const { front, back } = standardCards({ width: 595, height: 842 })
    expect(front.width / front.height).toBeCloseTo(CARD_RATIO)
    expect(back.x + back.width).toBeLessThan(595)
    expect(front.y + front.height).toBeLessThan(842)
  })
})

describe('findNumberBoxes', () => {
  it('covers the first eight digits of a one-piece number and leaves the VID alone', () => {
    const boxes = findNumberBoxes([
      { str: '2345 6789 0123', x: 100, y: 500, width: 140, height: 14 },
      { str: 'VID : 9123 4567 8901 2345', x: 100, y: 520, width: 250, height: 8 },
    ])
    expect(boxes).toHaveLength(1)
    expect(boxes[0]!.x).toBeCloseTo(100)
    expect(boxes[0]!.width).toBeCloseTo((140 * 9.6) / 14)
  })

  it('covers the first two groups when the number comes in three pieces', () => {
    const boxes = findNumberBoxes([
      { str: '2345', x: 10, y: 50, width: 40, height: 12 },
      { str: '6789', x: 55, y: 50, width: 40, height: 12 },
      { str: '0123', x: 100, y: 50, width: 40, height: 12 },
    ])
    expect(boxes).toEqual([{ x: 10, y: 50, width: 85, height: 12 }])
  })

  it('finds a number after a label', () => {
    expect(
      findNumberBoxes([{ str: 'Aadhaar No.: 2345 6789 0123', x: 0, y: 0, width: 270, height: 10 }]),
    ).toHaveLength(1)
  })
})

describe('layoutCards', () => {
  const inside = (x: number, y: number) =>
    x >= 0 && y >= 0 && x + CARD_MM.width <= A4_MM.width && y + CARD_MM.height <= A4_MM.height

  it('puts front and back side by side at ID-1 size with marks at the corners', () => {
    const { cards, marks } = layoutCards('sideBySide')
    expect(cards.map((c) => c.card)).toEqual(['front', 'back'])
    expect(cards[1]!.x - cards[0]!.x).toBeGreaterThanOrEqual(CARD_MM.width)
    expect(marks).toHaveLength(16)
    for (const c of cards) expect(inside(c.x, c.y)).toBe(true)
  })

  it('turns the back upside down above the front for folding', () => {
    const { cards } = layoutCards('foldOver')
    expect(cards).toMatchObject([
      { card: 'back', rotate: true },
      { card: 'front', rotate: false },
    ])
    expect(cards[1]!.y - cards[0]!.y).toBeCloseTo(CARD_MM.height)
  })

  it('fits four pairs on A4 and clamps the count', () => {
    expect(layoutCards('grid', 4).cards).toHaveLength(8)
    expect(layoutCards('grid', 9).cards).toHaveLength(8)
    for (const c of layoutCards('grid', 4).cards) expect(inside(c.x, c.y)).toBe(true)
  })
})
