// Reading the EXIF orientation of a JPEG (tag 0x0112 in IFD0 of the APP1 "Exif" segment). PDF viewers
// ignore EXIF, so a phone photo taken upright would appear on its side unless we turn it ourselves.

/** EXIF orientation 1–8 of JPEG bytes; 1 (as stored) when absent or unreadable. */
export function jpegOrientation(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes.length < 4 || view.getUint16(0) !== 0xffd8) return 1
  let offset = 2
  while (offset + 4 <= bytes.length) {
    const marker = view.getUint16(offset)
    if ((marker & 0xff00) !== 0xff00) return 1
    const length = view.getUint16(offset + 2)
    // Start of scan: no more metadata segments.
    if (marker === 0xffda) return 1
    if (marker === 0xffe1 && offset + 10 <= bytes.length && view.getUint32(offset + 4) === 0x45786966) {
      return readTiffOrientation(view, offset + 10, Math.min(bytes.length, offset + 2 + length))
    }
    offset += 2 + length
  }
  return 1
}

function readTiffOrientation(view: DataView, start: number, end: number): number {
  if (start + 8 > end) return 1
  const order = view.getUint16(start)
  const little = order === 0x4949
  if (!little && order !== 0x4d4d) return 1
  const ifd = start + view.getUint32(start + 4, little)
  if (ifd + 2 > end) return 1
  const entries = view.getUint16(ifd, little)
  for (let i = 0; i < entries; i += 1) {
    const entry = ifd + 2 + i * 12
    if (entry + 12 > end) return 1
    if (view.getUint16(entry, little) === 0x0112) {
      const value = view.getUint16(entry + 8, little)
      return value >= 1 && value <= 8 ? value : 1
    }
  }
  return 1
}

/** An affine map [a, b, c, d, e, f]: (x, y) → (a·x + c·y + e, b·x + d·y + f). */
export type Matrix = readonly [number, number, number, number, number, number]

// How each EXIF orientation turns the stored picture into the upright one, on the unit square with y down.
const EXIF_MATRICES: Record<number, Matrix> = {
  1: [1, 0, 0, 1, 0, 0],
  2: [-1, 0, 0, 1, 1, 0],
  3: [-1, 0, 0, -1, 1, 1],
  4: [1, 0, 0, -1, 0, 1],
  5: [0, 1, 1, 0, 0, 0],
  6: [0, 1, -1, 0, 1, 0],
  7: [0, -1, -1, 0, 1, 1],
  8: [0, -1, 1, 0, 0, 1],
}

/** `second` after `first`. */
export function compose(first: Matrix, second: Matrix): Matrix {
  const [a1, b1, c1, d1, e1, f1] = first
  const [a2, b2, c2, d2, e2, f2] = second
  return [
    a2 * a1 + c2 * b1,
    b2 * a1 + d2 * b1,
    a2 * c1 + c2 * d1,
    b2 * c1 + d2 * d1,
    a2 * e1 + c2 * f1 + e2,
    b2 * e1 + d2 * f1 + f2,
  ]
}

/**
 * The unit-square map, in PDF image space (y up), that shows a stored image upright after its EXIF
 * orientation and then `turns` extra quarter turns clockwise. `swapsSides` says whether width and height trade places.
 */
export function orientationMatrix(
  orientation: number,
  turns: number,
): { matrix: Matrix; swapsSides: boolean } {
  let m: Matrix = EXIF_MATRICES[orientation] ?? EXIF_MATRICES[1]!
  for (let i = 0; i < ((turns % 4) + 4) % 4; i += 1) m = compose(m, EXIF_MATRICES[6]!)
  // Conjugate with the y-flip (x, y) → (x, 1 − y): PDF image space has y up.
  const flip: Matrix = [1, 0, 0, -1, 0, 1]
  const matrix = compose(compose(flip, m), flip)
  return {
    matrix: matrix.map((v) => (Object.is(v, -0) ? 0 : v)) as unknown as Matrix,
    swapsSides: m[0] === 0,
  }
}
