import { describe, expect, it } from 'vitest'
import { dragCorner, fitRatio, MIN_SIDE, moveRect, resizeRect } from './logic'

const close = (rect: { x: number; y: number; width: number; height: number }) =>
  Object.fromEntries(Object.entries(rect).map(([k, v]) => [k, Math.round(v * 1000) / 1000]))

describe('crop box geometry', () => {
  it('fits a ratio in pixels inside a wide picture', () => {
    // 1:1 in a 200 × 100 picture: half the width in fractions.
    expect(close(fitRatio({ width: 200, height: 100 }, 1, 1))).toEqual({
      x: 0.25,
      y: 0,
      width: 0.5,
      height: 1,
    })
    expect(close(fitRatio({ width: 100, height: 100 }, null))).toEqual({
      x: 0.05,
      y: 0.05,
      width: 0.9,
      height: 0.9,
    })
  })

  it('moves inside the picture only', () => {
    expect(moveRect({ x: 0.1, y: 0.1, width: 0.5, height: 0.5 }, 0.9, -0.5)).toEqual({
      x: 0.5,
      y: 0,
      width: 0.5,
      height: 0.5,
    })
  })

  it('drags a corner with the opposite corner fixed, keeping a ratio', () => {
    const rect = { x: 0.2, y: 0.2, width: 0.4, height: 0.4 }
    expect(close(dragCorner(rect, 'se', 0.1, 0.3, null, { width: 100, height: 100 }))).toEqual({
      x: 0.2,
      y: 0.2,
      width: 0.5,
      height: 0.7,
    })
    expect(close(dragCorner(rect, 'nw', -0.1, 0, 1, { width: 100, height: 100 }))).toEqual({
      x: 0.1,
      y: 0.1,
      width: 0.5,
      height: 0.5,
    })
    // Never past the edge, never below the minimum.
    expect(close(dragCorner(rect, 'se', 2, 2, null, { width: 100, height: 100 }))).toEqual({
      x: 0.2,
      y: 0.2,
      width: 0.8,
      height: 0.8,
    })
    expect(dragCorner(rect, 'se', -2, -2, null, { width: 100, height: 100 }).width).toBe(MIN_SIDE)
  })

  it('resizes from the keyboard, with and without a ratio', () => {
    const rect = { x: 0, y: 0, width: 0.5, height: 0.5 }
    expect(close(resizeRect(rect, 0, 0.1, null, { width: 100, height: 100 }))).toEqual({
      x: 0,
      y: 0,
      width: 0.5,
      height: 0.6,
    })
    expect(close(resizeRect(rect, 0, 0.1, 1, { width: 100, height: 100 }))).toEqual({
      x: 0,
      y: 0,
      width: 0.6,
      height: 0.6,
    })
  })
})
