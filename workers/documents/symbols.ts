// Religious symbols and corner ornaments drawn from simple geometry in a 100 × 100 box (y downwards): our
// own outlines, so no copyrighted artwork is copied. Om comes from the embedded font's own glyph instead
// (see layout), which is the form people know.
import type { SymbolName } from './spec.options'

export type VectorPath = { d: string; evenOdd?: boolean }
type Pt = readonly [number, number]

const f = (n: number) => Math.round(n * 100) / 100

export function poly(points: readonly Pt[]): string {
  return `${points.map(([x, y], i) => `${i ? 'L' : 'M'}${f(x)} ${f(y)}`).join(' ')} Z`
}

/** An ellipse (optionally turned by `rot` radians) as a polygon fine enough to look round when printed. */
export function ellipse(cx: number, cy: number, rx: number, ry: number, rot = 0, steps = 48): Pt[] {
  const c = Math.cos(rot)
  const s = Math.sin(rot)
  return Array.from({ length: steps }, (_, i) => {
    const t = (i / steps) * 2 * Math.PI
    const x = rx * Math.cos(t)
    const y = ry * Math.sin(t)
    return [cx + x * c - y * s, cy + x * s + y * c] as const
  })
}

/** Points along a circular arc from angle a to b (radians, y downwards). */
function arc(cx: number, cy: number, r: number, a: number, b: number, steps = 32): Pt[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = a + ((b - a) * i) / steps
    return [cx + r * Math.cos(t), cy + r * Math.sin(t)] as const
  })
}

function star(cx: number, cy: number, outer: number, inner: number): Pt[] {
  return Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 ? inner : outer
    const t = -Math.PI / 2 + (i * Math.PI) / 5
    return [cx + r * Math.cos(t), cy + r * Math.sin(t)] as const
  })
}

const mirror = (points: readonly Pt[]): Pt[] => points.map(([x, y]) => [100 - x, y] as const)

/** Points of a circle arc from angle a towards b, going the way whose middle point `keep` accepts. */
function arcBetween(cx: number, cy: number, r: number, a: number, b: number, keep: (p: Pt) => boolean): Pt[] {
  let end = b
  while (end < a) end += 2 * Math.PI
  const mid = (a + end) / 2
  if (!keep([cx + r * Math.cos(mid), cy + r * Math.sin(mid)])) end -= 2 * Math.PI
  return arc(cx, cy, r, a, end)
}

function crescent(): VectorPath[] {
  // Disc A minus disc B: the outer arc of A outside B, then B's arc inside A back to the start.
  const [ax, ay, ar] = [44, 50, 36]
  const [bx, by, br] = [60, 42, 30]
  const dist = Math.hypot(bx - ax, by - ay)
  const along = (dist * dist + ar * ar - br * br) / (2 * dist)
  const h = Math.sqrt(ar * ar - along * along)
  const [ux, uy] = [(bx - ax) / dist, (by - ay) / dist]
  const p1: Pt = [ax + ux * along - uy * h, ay + uy * along + ux * h]
  const p2: Pt = [ax + ux * along + uy * h, ay + uy * along - ux * h]
  const angle = (c: Pt, p: Pt) => Math.atan2(p[1] - c[1], p[0] - c[0])
  const outsideB = (p: Pt) => Math.hypot(p[0] - bx, p[1] - by) > br
  const insideA = (p: Pt) => Math.hypot(p[0] - ax, p[1] - ay) < ar
  const outer = arcBetween(ax, ay, ar, angle([ax, ay], p1), angle([ax, ay], p2), outsideB)
  const inner = arcBetween(bx, by, br, angle([bx, by], p2), angle([bx, by], p1), insideA)
  return [{ d: poly([...outer, ...inner]) }, { d: poly(star(82, 40, 11, 4.5)) }]
}

function cross(): VectorPath[] {
  return [
    {
      d: `${poly([
        [45, 6],
        [55, 6],
        [55, 94],
        [45, 94],
      ])} ${poly([
        [24, 26],
        [76, 26],
        [76, 36],
        [24, 36],
      ])}`,
    },
  ]
}

function khanda(): VectorPath[] {
  const blade: Pt[] = [
    [50, 4],
    [54.5, 16],
    [54.5, 70],
    [50, 76],
    [45.5, 70],
    [45.5, 16],
  ]
  const hilt: Pt[] = [
    [41, 76],
    [59, 76],
    [59, 80],
    [53, 80],
    [53, 92],
    [47, 92],
    [47, 80],
    [41, 80],
  ]
  const ring = [...ellipse(50, 54, 22, 22), ...ellipse(50, 54, 17, 17).reverse()]
  const kirpan: Pt[] = [
    ...arc(52, 46, 40, Math.PI * 0.55, Math.PI * 1.12, 24),
    ...arc(58, 48, 40, Math.PI * 1.1, Math.PI * 0.57, 24),
  ]
  return [
    { d: poly(ring), evenOdd: true },
    { d: `${poly(blade)} ${poly(hilt)}` },
    { d: `${poly(kirpan)} ${poly(mirror(kirpan))}` },
  ]
}

function ganesh(): VectorPath[] {
  // A stylised face: crown, head, two broad ears, a trunk curling to the right, and a tilak left open.
  const crown: Pt[] = [
    [38, 30],
    [42, 18],
    [46, 22],
    [50, 8],
    [54, 22],
    [58, 18],
    [62, 30],
  ]
  const trunk: Pt[] = [
    [45, 50],
    [44, 60],
    [42, 70],
    [42, 79],
    [45, 86],
    [51, 89],
    [57, 87],
    [60, 82],
    [58, 77],
    [54, 77],
    [53, 81],
    [50, 82],
    [48, 79],
    [48, 71],
    [51, 62],
    [55, 50],
  ]
  return [
    { d: `${poly(crown)} ${poly(ellipse(50, 40, 14, 13))} ${poly(trunk)}` },
    { d: `${poly(ellipse(27, 44, 14, 18, -0.25))} ${poly(ellipse(73, 44, 14, 18, 0.25))}` },
    {
      d: poly([
        [50, 30],
        [52, 38],
        [50, 41],
        [48, 38],
      ]),
      evenOdd: true,
    },
  ]
}

/** Outlines of a symbol; Om is drawn from the font elsewhere, so it has none here. */
export function symbolPaths(name: SymbolName): VectorPath[] {
  switch (name) {
    case 'crescent':
      return crescent()
    case 'cross':
      return cross()
    case 'khanda':
      return khanda()
    case 'ganesh':
      return ganesh()
    default:
      return []
  }
}

/** A top-left corner ornament; the layout mirrors it into the other corners. */
export function cornerPaths(style: 'paisley' | 'lotus' | 'bracket'): VectorPath[] {
  switch (style) {
    case 'bracket':
      return [
        {
          d: `${poly([
            [0, 0],
            [100, 0],
            [100, 6],
            [6, 6],
            [6, 100],
            [0, 100],
          ])} ${poly([
            [14, 14],
            [60, 14],
            [60, 18],
            [18, 18],
            [18, 60],
            [14, 60],
          ])}`,
        },
        {
          d: poly([
            [30, 22],
            [38, 30],
            [30, 38],
            [22, 30],
          ]),
        },
      ]
    case 'lotus':
      return [
        { d: poly(ellipse(30, 30, 30, 11, Math.PI / 4)) },
        {
          d: `${poly(ellipse(22, 48, 22, 8, Math.PI / 2.6))} ${poly(ellipse(48, 22, 22, 8, Math.PI / 7.5))}`,
        },
        { d: poly(ellipse(10, 10, 7, 7)) },
      ]
    case 'paisley':
      return [
        {
          d: `${poly([...arc(30, 30, 22, Math.PI * 0.25, Math.PI * 1.75, 30), [90, 8], [62, 24]])} ${poly(ellipse(28, 30, 9, 9).reverse())}`,
          evenOdd: true,
        },
        { d: poly(ellipse(72, 70, 6, 6)) },
      ]
  }
}
