// SVG-style outlines (absolute M, L, Q, C, Z — what HarfBuzz's glyphToPath and our symbols produce) turned
// into PDF path operators under a point transform.
type Cmd = { op: 'M' | 'L' | 'Q' | 'C' | 'Z'; pts: number[] }

export function parsePath(d: string): Cmd[] {
  const out: Cmd[] = []
  for (const m of d.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    const pts = (m[2]?.match(/-?\d*\.?\d+(?:e[-+]?\d+)?/gi) ?? []).map(Number)
    out.push({ op: m[1] as Cmd['op'], pts })
  }
  return out
}

type Map2 = (x: number, y: number) => readonly [number, number]
const n = (v: number) => (Math.round(v * 1000) / 1000).toString()

/** PDF path construction operators (m, l, c, h) for an outline, each point passed through `map`. */
export function pdfPath(d: string, map: Map2): string {
  const ops: string[] = []
  let cx = 0
  let cy = 0
  for (const { op, pts } of parsePath(d)) {
    const p = (i: number) => map(pts[i] ?? 0, pts[i + 1] ?? 0)
    if (op === 'M' || op === 'L') {
      for (let i = 0; i + 1 < pts.length; i += 2) {
        const [x, y] = p(i)
        ops.push(`${n(x)} ${n(y)} ${op === 'M' && i === 0 ? 'm' : 'l'}`)
        ;[cx, cy] = [pts[i] ?? 0, pts[i + 1] ?? 0]
      }
    } else if (op === 'Q') {
      for (let i = 0; i + 3 < pts.length; i += 4) {
        // A quadratic curve is the cubic with control points two thirds of the way to its control point.
        const [qx, qy, ex, ey] = [pts[i] ?? 0, pts[i + 1] ?? 0, pts[i + 2] ?? 0, pts[i + 3] ?? 0]
        const a = map(cx + ((qx - cx) * 2) / 3, cy + ((qy - cy) * 2) / 3)
        const b = map(ex + ((qx - ex) * 2) / 3, ey + ((qy - ey) * 2) / 3)
        const e = map(ex, ey)
        ops.push(`${n(a[0])} ${n(a[1])} ${n(b[0])} ${n(b[1])} ${n(e[0])} ${n(e[1])} c`)
        ;[cx, cy] = [ex, ey]
      }
    } else if (op === 'C') {
      for (let i = 0; i + 5 < pts.length; i += 6) {
        const [a, b, e] = [p(i), p(i + 2), p(i + 4)]
        ops.push(`${n(a[0])} ${n(a[1])} ${n(b[0])} ${n(b[1])} ${n(e[0])} ${n(e[1])} c`)
        ;[cx, cy] = [pts[i + 4] ?? 0, pts[i + 5] ?? 0]
      }
    } else ops.push('h')
  }
  return ops.join('\n')
}

/** Re-expresses an outline with every point passed through `map` (same commands). */
export function mapPath(d: string, map: Map2): string {
  return parsePath(d)
    .map(({ op, pts }) => {
      const out: number[] = []
      for (let i = 0; i + 1 < pts.length; i += 2) out.push(...map(pts[i] ?? 0, pts[i + 1] ?? 0))
      return `${op}${out.map(n).join(' ')}`
    })
    .join(' ')
}
