// The module grid of a QR code, from the `qrcode` library's encoder (byte mode carries UTF-8, so Hindi
// text survives). Everything that draws a code — plain or styled, SVG or PNG — starts from this grid.
import QRCode from 'qrcode'

export const EC_LEVELS = ['L', 'M', 'Q', 'H'] as const
export type EcLevel = (typeof EC_LEVELS)[number]

/** Share of the code words each level can rebuild (ISO/IEC 18004 §6.5.1). */
export const EC_RECOVERY: Record<EcLevel, number> = { L: 0.07, M: 0.15, Q: 0.25, H: 0.3 }

export type QrMatrix = {
  /** Modules per side (21 for version 1 … 177 for version 40). */
  size: number
  version: number
  level: EcLevel
  /** Row-major, 1 = dark module. */
  dark: Uint8Array
}

export type MatrixResult = { ok: true; matrix: QrMatrix } | { ok: false; issue: 'empty' | 'tooLong' }

/** Encodes text at an error-correction level; 'tooLong' when it does not fit even in version 40. */
export function qrMatrix(text: string, level: EcLevel): MatrixResult {
  if (text === '') return { ok: false, issue: 'empty' }
  try {
    const code = QRCode.create(text, { errorCorrectionLevel: level })
    const { size, data } = code.modules
    return { ok: true, matrix: { size, version: code.version, level, dark: Uint8Array.from(data) } }
  } catch {
    // The only failure of a non-empty string is "The amount of data is too big to be stored in a QR Code".
    return { ok: false, issue: 'tooLong' }
  }
}

export function isDark(m: QrMatrix, row: number, col: number): boolean {
  return row >= 0 && col >= 0 && row < m.size && col < m.size && m.dark[row * m.size + col] === 1
}

/** Whether a module belongs to one of the three 7×7 finder patterns ("eyes"). */
export function inFinder(size: number, row: number, col: number): boolean {
  const near = (v: number) => v < 7
  const far = (v: number) => v >= size - 7
  return (near(row) && near(col)) || (near(row) && far(col)) || (far(row) && near(col))
}

/** Top-left corners of the three finder patterns, in modules. */
export function finderOrigins(size: number): [number, number][] {
  return [
    [0, 0],
    [0, size - 7],
    [size - 7, 0],
  ]
}
