import { describe, expect, it } from 'vitest'
import { jpegOrientation, orientationMatrix } from './exif'

/** A minimal JPEG header with an Exif APP1 holding only the orientation tag. */
function jpegWithOrientation(orientation: number, little: boolean): Uint8Array {
  const tiff = new Uint8Array(26)
  const view = new DataView(tiff.buffer)
  view.setUint16(0, little ? 0x4949 : 0x4d4d)
  view.setUint16(2, 42, little)
  view.setUint32(4, 8, little)
  view.setUint16(8, 1, little)
  view.setUint16(10, 0x0112, little)
  view.setUint16(12, 3, little)
  view.setUint32(14, 1, little)
  view.setUint16(18, orientation, little)
  const exif = [0x45, 0x78, 0x69, 0x66, 0, 0]
  const length = 2 + exif.length + tiff.length
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe1,
    length >> 8,
    length & 0xff,
    ...exif,
    ...tiff,
    0xff,
    0xda,
    0,
    2,
  ])
}

describe('EXIF orientation', () => {
  it('reads the tag in both byte orders and defaults to 1', () => {
    expect(jpegOrientation(jpegWithOrientation(6, true))).toBe(6)
    expect(jpegOrientation(jpegWithOrientation(8, false))).toBe(8)
    expect(jpegOrientation(jpegWithOrientation(42, false))).toBe(1)
    expect(jpegOrientation(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBe(1)
    expect(jpegOrientation(new Uint8Array([1, 2, 3]))).toBe(1)
    expect(jpegOrientation(jpegWithOrientation(6, true).slice(0, 12))).toBe(1)
  })

  it('maps the unit square as each orientation requires (PDF space, y up)', () => {
    expect(orientationMatrix(1, 0)).toEqual({ matrix: [1, 0, 0, 1, 0, 0], swapsSides: false })
    expect(orientationMatrix(3, 0)).toEqual({ matrix: [-1, 0, 0, -1, 1, 1], swapsSides: false })
    // 6 = the camera was turned 90° clockwise: stored top-left (0,1) must land at the top-right (1,1).
    const six = orientationMatrix(6, 0)
    expect(six.swapsSides).toBe(true)
    const [a, b, c, d, e, f] = six.matrix
    expect([a * 0 + c * 1 + e, b * 0 + d * 1 + f]).toEqual([1, 1])
    // A user's quarter turn on an upright photo equals orientation 6; four turns are no turn.
    expect(orientationMatrix(1, 1)).toEqual(six)
    expect(orientationMatrix(8, 1)).toEqual(orientationMatrix(1, 0))
    expect(orientationMatrix(2, 0).matrix).toEqual([-1, 0, 0, 1, 1, 0])
  })
})
