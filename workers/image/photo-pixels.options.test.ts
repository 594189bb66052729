import { describe, expect, it } from 'vitest'
import {
  adjustPixels,
  backgroundMask,
  edgeMedian,
  parseHex,
  replaceBackground,
  type Rgba,
} from './photo-pixels.options'

/** A w × h picture of `wall` with a filled `face` rectangle from (x0, y0) to the bottom edge. */
function portrait(w: number, h: number, wall: number[], face: number[], x0: number, y0: number): Rgba {
  const data = new Uint8ClampedArray(w * h * 4)
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const inside = x >= x0 && x < w - x0 && y >= y0
      data.set([...(inside ? face : wall), 255], (y * w + x) * 4)
    }
  }
  return { data, width: w, height: h }
}

const at = (p: Rgba, x: number, y: number) => [
  ...p.data.subarray((y * p.width + x) * 4, (y * p.width + x) * 4 + 3),
]

describe('adjustPixels', () => {
  it('leaves pixels alone at 0 and brightens or flattens otherwise', () => {
    const p = portrait(2, 1, [100, 100, 100], [0, 0, 0], 9, 9)
    adjustPixels(p, 0, 0)
    expect(at(p, 0, 0)).toEqual([100, 100, 100])
    adjustPixels(p, 20, 0)
    expect(at(p, 0, 0)).toEqual([151, 151, 151])
    const q = portrait(1, 1, [228, 28, 128], [0, 0, 0], 9, 9)
    adjustPixels(q, 0, -100)
    expect(at(q, 0, 0)).toEqual([128, 128, 128])
  })
})

describe('background', () => {
  it('floods a light-grey wall from the edges and stops at the person', () => {
    const p = portrait(40, 50, [200, 205, 210], [150, 110, 90], 10, 15)
    const mask = backgroundMask(p, 10)
    expect(mask[0]).toBe(1)
    expect(mask[20 * 40 + 20]).toBe(0)
    const share = replaceBackground(p, '#ffffff', 10)
    expect(at(p, 2, 2)).toEqual([255, 255, 255])
    expect(at(p, 20, 30)).toEqual([150, 110, 90])
    // The wall is 40×50 minus the 20×35 body.
    expect(share).toBeCloseTo((2000 - 700) / 2000)
  })

  it('does not paint shoulders that touch the border', () => {
    const p = portrait(40, 50, [230, 230, 230], [30, 40, 120], 0, 35)
    replaceBackground(p, '#0000ff', 12)
    expect(at(p, 0, 49)).toEqual([30, 40, 120])
    expect(at(p, 20, 5)).toEqual([0, 0, 255])
  })

  it('reads colours and the edge median', () => {
    expect(parseHex('#1a2B3c')).toEqual([26, 43, 60])
    expect(parseHex('blue')).toEqual([255, 255, 255])
    expect(edgeMedian(portrait(10, 10, [9, 8, 7], [1, 1, 1], 3, 3))).toEqual([9, 8, 7])
  })
})
