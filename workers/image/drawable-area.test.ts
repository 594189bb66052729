import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_PROCESS } from './api.options'
import { drawableArea, forgetDrawableArea, planSizes } from './process'
import { MAX_OUTPUT_PIXELS } from './resize.options'
import { getImageBackend, setImageBackend } from './surface'

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

describe('the size each file will come out as, told before the work (issue 23 item 4)', () => {
  // A PNG's first 24 bytes: the signature and the IHDR chunk with the size, all planSizes reads.
  const pngHeader = (width: number, height: number) => {
    const bytes = new Uint8Array(33)
    const view = new DataView(bytes.buffer)
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
    view.setUint32(16, width)
    view.setUint32(20, height)
    return new Blob([bytes])
  }
  const withDevice = (limit: number) => {
    const before = getImageBackend()
    setImageBackend({ ...before, canDraw: (w: number, h: number) => w * h <= limit })
    return () => setImageBackend(before)
  }

  it('says a photo keeps its size where the device draws it, and the smaller size where it cannot', async () => {
    let restore = withDevice(268_435_456)
    const files = [pngHeader(6000, 4000), new Blob(['not a picture'])]
    expect(await planSizes({ files }, DEFAULT_PROCESS)).toEqual([
      { width: 6000, height: 4000, shrunkTo: null },
      null,
    ])
    restore()
    forgetDrawableArea()
    restore = withDevice(MAX_OUTPUT_PIXELS)
    const [phone] = await planSizes({ files }, DEFAULT_PROCESS)
    restore()
    expect(phone?.shrunkTo).not.toBeNull()
    expect(phone!.shrunkTo!.width * phone!.shrunkTo!.height).toBeLessThanOrEqual(MAX_OUTPUT_PIXELS)
    expect(phone!.shrunkTo!.width / phone!.shrunkTo!.height).toBeCloseTo(1.5, 2)
  })
})
