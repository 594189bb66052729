import { describe, expect, it } from 'vitest'
import { composeSheet, layoutSheet } from './sheet.options'

describe('layoutSheet', () => {
  it('fits eight 35×45 mm photos on 4×6 in (sideways) and thirty on A4', () => {
    expect(layoutSheet('photo4x6', { width: 35, height: 45 })).toMatchObject({
      columns: 4,
      rows: 2,
      paper: { width: 152.4, height: 101.6 },
    })
    expect(layoutSheet('a4', { width: 35, height: 45 })).toMatchObject({ columns: 5, rows: 6 })
  })

  it('turns the paper when that fits more, and centres the grid', () => {
    const layout = layoutSheet('photo4x6', { width: 25, height: 35 })
    // Upright 3 × 4 = 12; turned 5 × 2 = 10: stays upright.
    expect(layout).toMatchObject({ columns: 3, rows: 4, paper: { width: 101.6, height: 152.4 } })
    const first = layout.cells[0]!
    const last = layout.cells.at(-1)!
    expect(first.x).toBeCloseTo(101.6 - (last.x + 25))
    expect(first.y).toBeCloseTo(152.4 - (last.y + 35))
  })

  it('puts marks outside the grid at every edge, none over a photo', () => {
    const photo = { width: 51, height: 51 }
    const layout = layoutSheet('photo4x6', photo)
    expect(layout.cells.length).toBe(2)
    // Two edges per column (1 column) and per row (2 rows), top+bottom and left+right.
    expect(layout.cutMarks.length).toBe(2 * 2 + 4 * 2)
    for (const mark of layout.cutMarks) {
      for (const cell of layout.cells) {
        const insideX = Math.min(mark.x1, mark.x2) > cell.x && Math.max(mark.x1, mark.x2) < cell.x + 51
        const insideY = Math.min(mark.y1, mark.y2) > cell.y && Math.max(mark.y1, mark.y2) < cell.y + 51
        expect(insideX && insideY).toBe(false)
      }
    }
  })

  it('gives no cells when the photo is bigger than the paper', () => {
    expect(layoutSheet('photo4x6', { width: 120, height: 160 }).cells).toEqual([])
  })
})

describe('composeSheet', () => {
  it('draws the photo at each cell at 300 dpi on white', () => {
    const layout = layoutSheet('photo4x6', { width: 35, height: 45 })
    const photo = { data: new Uint8ClampedArray(413 * 531 * 4).fill(10), width: 413, height: 531 }
    const sheet = composeSheet(layout, photo)
    expect([sheet.width, sheet.height]).toEqual([1800, 1200])
    const px = (mm: number) => Math.round((mm / 25.4) * 300)
    const cell = layout.cells[3]!
    const inside = (px(cell.y + 10) * 1800 + px(cell.x + 10)) * 4
    expect(sheet.data[inside]).toBe(10)
    expect(sheet.data[4 * (5 * 1800 + 5)]).toBe(255)
  })
})
