import { describe, expect, it } from 'vitest'
import { CARD_RATIO, POINTS_PER_MM } from '@workers/pdf/aadhaar.options'
import { editBox, toMm, validYear } from './logic'

const page = { width: 595, height: 842 }
const box = { x: 40, y: 600, width: 242.6, height: 153 }

describe('editBox', () => {
  it('moves the box in mm and keeps it on the page', () => {
    expect(editBox(box, 'x', 20, page).x).toBeCloseTo(20 * POINTS_PER_MM)
    expect(editBox(box, 'x', 500, page).x).toBeCloseTo(595 - 242.6)
    expect(editBox(box, 'y', -5, page).y).toBe(0)
  })

  it('keeps the card shape when the width changes, with a 20 mm floor', () => {
    const wider = editBox(box, 'width', 90, page)
    expect(wider.width / wider.height).toBeCloseTo(CARD_RATIO)
    expect(toMm(editBox(box, 'width', 3, page).width)).toBe(20)
    expect(editBox(box, 'width', Number.NaN, page)).toBe(box)
  })
})

describe('validYear', () => {
  it('takes four-digit years up to this year', () => {
    expect(validYear('1990', 2026)).toBe(true)
    expect(validYear('90', 2026)).toBe(false)
    expect(validYear('2030', 2026)).toBe(false)
    expect(validYear('1899', 2026)).toBe(false)
  })
})
