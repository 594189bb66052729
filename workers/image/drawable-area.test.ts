import { beforeEach, describe, expect, it, vi } from 'vitest'
import { drawableArea, forgetDrawableArea } from './process'
import { MAX_OUTPUT_PIXELS } from './resize.options'

const device = (limit: number) => ({ canDraw: vi.fn((w: number, h: number) => w * h <= limit) })

beforeEach(forgetDrawableArea)

describe('how large a picture this device can draw (issue 23 item 4)', () => {
  it('draws a 6000 × 4000 photo whole where the canvas allows it, asking the canvas once', () => {
    const desktop = device(268_435_456)
    expect(drawableArea(desktop, 6000, 4000)).toBe(24_000_000)
    expect(drawableArea(desktop, 6000, 4000)).toBe(24_000_000)
    expect(desktop.canDraw).toHaveBeenCalledTimes(1)
  })

  it('does not ask for what every browser draws', () => {
    const any = device(0)
    expect(drawableArea(any, 4096, 4096)).toBe(MAX_OUTPUT_PIXELS)
    expect(any.canDraw).not.toHaveBeenCalled()
  })

  it('halves down to what a phone draws, and remembers what it could not', () => {
    const phone = device(MAX_OUTPUT_PIXELS)
    expect(drawableArea(phone, 6000, 4000)).toBe(MAX_OUTPUT_PIXELS)
    const asked = phone.canDraw.mock.calls.length
    expect(drawableArea(phone, 6000, 4000)).toBe(MAX_OUTPUT_PIXELS)
    expect(phone.canDraw.mock.calls.length).toBe(asked)
    // A phone that draws 20 megapixels gets one of the halvings that fits.
    forgetDrawableArea()
    const bigger = device(20_000_000)
    const area = drawableArea(bigger, 8000, 6000)
    expect(area).toBeLessThanOrEqual(20_000_000)
    expect(area).toBeGreaterThan(MAX_OUTPUT_PIXELS)
  })
})
