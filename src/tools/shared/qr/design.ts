// How a QR code looks, turned into plain shapes in module units. The SVG writer and the test rasteriser
// both draw these shapes, so what the tests decode is what the user downloads. Finder patterns ("eyes")
// are drawn as whole shapes, never from their modules, so a style can round them without breaking them.
import type { QrMatrix } from './matrix'
import { finderOrigins, inFinder, isDark } from './matrix'

export const DOT_STYLES = ['square', 'rounded', 'dots', 'classy'] as const
export type DotStyle = (typeof DOT_STYLES)[number]
export const EYE_STYLES = ['square', 'rounded', 'circle'] as const
export type EyeStyle = (typeof EYE_STYLES)[number]

export type Fill =
  | { kind: 'solid'; color: string }
  | { kind: 'linear'; from: string; to: string; angle: number }
  | { kind: 'radial'; from: string; to: string }

export type QrDesign = {
  dots: DotStyle
  eyeFrame: EyeStyle
  eyeDot: EyeStyle
  fill: Fill
  /** Colour of the eyes; the dots' fill when null. */
  eyeColor: string | null
  background: string
  /** Quiet zone in modules (the standard asks for 4). */
  margin: number
  /** Side of the centre logo as a share of the code's side (0 = no logo). */
  logoRatio: number
  /** Call-to-action band under the code, or null for none. */
  frame: { text: string; color: string; textColor: string } | null
}

export const PLAIN_DESIGN: QrDesign = {
  dots: 'square',
  eyeFrame: 'square',
  eyeDot: 'square',
  fill: { kind: 'solid', color: '#000000' },
  eyeColor: null,
  background: '#ffffff',
  margin: 4,
  logoRatio: 0,
  frame: null,
}

/** Corner radii clockwise from top-left. */
export type Radii = [number, number, number, number]
export type Paint = 'dots' | 'eyes'
export type Shape =
  | { type: 'rect'; x: number; y: number; w: number; h: number; radii: Radii; paint: Paint }
  | { type: 'circle'; cx: number; cy: number; r: number; paint: Paint }
  /** A square ring: outer box minus inner box, each with its own corner radius. */
  | {
      type: 'ring'
      x: number
      y: number
      size: number
      thickness: number
      outerR: number
      innerR: number
      paint: Paint
    }

export type Box = { x: number; y: number; w: number; h: number }
export type Layout = {
  /** Whole picture, in modules. */
  width: number
  height: number
  /** Where the code itself sits (without its quiet zone). */
  code: Box
  /** The code with its quiet zone: the background square. */
  quiet: Box
  shapes: Shape[]
  /** Box kept clear for the logo, or null. */
  logo: Box | null
  /** The call-to-action band, or null. */
  band: Box | null
}

const FRAME_PAD = 1
const BAND = 4

/** The square of modules hidden behind a centre logo: an odd count so it stays centred on the grid. */
export function logoModules(size: number, ratio: number): number {
  if (ratio <= 0) return 0
  const n = Math.round(size * ratio)
  return n % 2 === size % 2 ? n : n + 1
}

function dotShape(style: DotStyle, m: QrMatrix, row: number, col: number, x: number, y: number): Shape {
  if (style === 'dots') return { type: 'circle', cx: x + 0.5, cy: y + 0.5, r: 0.45, paint: 'dots' }
  if (style === 'square') return { type: 'rect', x, y, w: 1, h: 1, radii: [0, 0, 0, 0], paint: 'dots' }
  // Round a corner only where neither neighbour on that corner's sides is dark, so runs stay joined.
  const up = isDark(m, row - 1, col) && !inFinder(m.size, row - 1, col)
  const down = isDark(m, row + 1, col) && !inFinder(m.size, row + 1, col)
  const left = isDark(m, row, col - 1) && !inFinder(m.size, row, col - 1)
  const right = isDark(m, row, col + 1) && !inFinder(m.size, row, col + 1)
  const r = 0.5
  let radii: Radii = [
    !up && !left ? r : 0,
    !up && !right ? r : 0,
    !down && !right ? r : 0,
    !down && !left ? r : 0,
  ]
  if (style === 'classy') radii = [radii[0], 0, radii[2], 0]
  return { type: 'rect', x, y, w: 1, h: 1, radii, paint: 'dots' }
}

function eyeShapes(design: QrDesign, x: number, y: number): Shape[] {
  const outerR = design.eyeFrame === 'circle' ? 3.5 : design.eyeFrame === 'rounded' ? 2 : 0
  const innerR = design.eyeFrame === 'circle' ? 2.5 : design.eyeFrame === 'rounded' ? 1.2 : 0
  const ring: Shape = { type: 'ring', x, y, size: 7, thickness: 1, outerR, innerR, paint: 'eyes' }
  const centre: Shape =
    design.eyeDot === 'circle'
      ? { type: 'circle', cx: x + 3.5, cy: y + 3.5, r: 1.5, paint: 'eyes' }
      : {
          type: 'rect',
          x: x + 2,
          y: y + 2,
          w: 3,
          h: 3,
          radii: design.eyeDot === 'rounded' ? [0.9, 0.9, 0.9, 0.9] : [0, 0, 0, 0],
          paint: 'eyes',
        }
  return [ring, centre]
}

/** Lays the code out as shapes, with its quiet zone, logo gap and call-to-action band. */
export function layoutQr(m: QrMatrix, design: QrDesign): Layout {
  const margin = Math.max(0, Math.round(design.margin))
  const pad = design.frame ? FRAME_PAD : 0
  const side = m.size + 2 * margin
  const width = side + 2 * pad
  const height = width + (design.frame ? BAND : 0)
  const ox = pad + margin
  const oy = pad + margin
  const n = logoModules(m.size, design.logoRatio)
  const start = (m.size - n) / 2
  const hidden = (row: number, col: number) =>
    n > 0 && row >= start && row < start + n && col >= start && col < start + n
  const shapes: Shape[] = []
  for (let row = 0; row < m.size; row += 1) {
    if (design.dots === 'square') {
      // Square modules merge into one rectangle per horizontal run: far fewer shapes in a large code.
      let col = 0
      while (col < m.size) {
        if (!isDark(m, row, col) || inFinder(m.size, row, col) || hidden(row, col)) {
          col += 1
          continue
        }
        const from = col
        while (col < m.size && isDark(m, row, col) && !inFinder(m.size, row, col) && !hidden(row, col)) {
          col += 1
        }
        shapes.push({
          type: 'rect',
          x: ox + from,
          y: oy + row,
          w: col - from,
          h: 1,
          radii: [0, 0, 0, 0],
          paint: 'dots',
        })
      }
      continue
    }
    for (let col = 0; col < m.size; col += 1) {
      if (isDark(m, row, col) && !inFinder(m.size, row, col) && !hidden(row, col)) {
        shapes.push(dotShape(design.dots, m, row, col, ox + col, oy + row))
      }
    }
  }
  for (const [row, col] of finderOrigins(m.size)) shapes.push(...eyeShapes(design, ox + col, oy + row))
  return {
    width,
    height,
    code: { x: ox, y: oy, w: m.size, h: m.size },
    quiet: { x: pad, y: pad, w: side, h: side },
    shapes,
    logo: n > 0 ? { x: ox + start, y: oy + start, w: n, h: n } : null,
    band: design.frame ? { x: 0, y: width - pad, w: width, h: BAND + pad } : null,
  }
}
