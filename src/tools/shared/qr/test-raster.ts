// Test helper: draws a laid-out code into RGBA pixels by sampling each pixel's centre against the same
// shapes the SVG writer emits, so unit tests can decode styled codes with jsQR without a browser.
import type { Fill, Layout, QrDesign, Radii, Shape } from './design'
import { linearEnds } from './svg'

type Rgb = [number, number, number]

export function hexRgb(hex: string): Rgb {
  const h = hex.replace('#', '')
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb
}

function inRoundedRect(
  px: number,
  py: number,
  x: number,
  y: number,
  w: number,
  h: number,
  r: Radii,
): boolean {
  if (px < x || py < y || px > x + w || py > y + h) return false
  const corners: [number, number, number][] = [
    [x + r[0], y + r[0], r[0]],
    [x + w - r[1], y + r[1], r[1]],
    [x + w - r[2], y + h - r[2], r[2]],
    [x + r[3], y + h - r[3], r[3]],
  ]
  for (const [i, [cx, cy, rad]] of corners.entries()) {
    if (rad <= 0) continue
    const beyondX = i === 0 || i === 3 ? px < cx : px > cx
    const beyondY = i === 0 || i === 1 ? py < cy : py > cy
    if (beyondX && beyondY && (px - cx) ** 2 + (py - cy) ** 2 > rad ** 2) return false
  }
  return true
}

function inShape(s: Shape, px: number, py: number): boolean {
  switch (s.type) {
    case 'rect':
      return inRoundedRect(px, py, s.x, s.y, s.w, s.h, s.radii)
    case 'circle':
      return (px - s.cx) ** 2 + (py - s.cy) ** 2 <= s.r ** 2
    case 'ring': {
      const t = s.thickness
      const inner = s.size - 2 * t
      const o: Radii = [s.outerR, s.outerR, s.outerR, s.outerR]
      const i: Radii = [s.innerR, s.innerR, s.innerR, s.innerR]
      return (
        inRoundedRect(px, py, s.x, s.y, s.size, s.size, o) &&
        !inRoundedRect(px, py, s.x + t, s.y + t, inner, inner, i)
      )
    }
  }
}

function fillAt(fill: Fill, layout: Layout, px: number, py: number): Rgb {
  if (fill.kind === 'solid') return hexRgb(fill.color)
  const a = hexRgb(fill.from)
  const b = hexRgb(fill.to)
  let t: number
  if (fill.kind === 'radial') {
    const { x, y, w, h } = layout.code
    t = Math.hypot(px - (x + w / 2), py - (y + h / 2)) / (w / Math.SQRT2)
  } else {
    const [x1, y1, x2, y2] = linearEnds(fill.angle, layout)
    const dx = x2 - x1
    const dy = y2 - y1
    t = ((px - x1) * dx + (py - y1) * dy) / (dx * dx + dy * dy)
  }
  t = Math.min(1, Math.max(0, t))
  return [0, 1, 2].map((k) => Math.round(a[k]! + (b[k]! - a[k]!) * t)) as Rgb
}

function bounds(s: Shape): [number, number, number, number] {
  if (s.type === 'circle') return [s.cx - s.r, s.cy - s.r, s.cx + s.r, s.cy + s.r]
  if (s.type === 'ring') return [s.x, s.y, s.x + s.size, s.y + s.size]
  return [s.x, s.y, s.x + s.w, s.y + s.h]
}

/** RGBA pixels of the code at `scale` pixels per module; a logo is painted as a solid `logoColor` box. */
export function rasterise(layout: Layout, design: QrDesign, scale: number, logoColor = '#c0392b') {
  const width = Math.round(layout.width * scale)
  const height = Math.round(layout.height * scale)
  const data = new Uint8ClampedArray(width * height * 4)
  const put = (xx: number, yy: number, c: Rgb) => {
    const o = (yy * width + xx) * 4
    data[o] = c[0]
    data[o + 1] = c[1]
    data[o + 2] = c[2]
    data[o + 3] = 255
  }
  // Paints every pixel whose centre lies in [x0, x1) × [y0, y1) (module units) that passes `inside`.
  const paint = (box: [number, number, number, number], colour: (px: number, py: number) => Rgb | null) => {
    const [x0, y0, x1, y1] = box
    for (
      let yy = Math.max(0, Math.floor(y0 * scale));
      yy < Math.min(height, Math.ceil(y1 * scale));
      yy += 1
    ) {
      for (
        let xx = Math.max(0, Math.floor(x0 * scale));
        xx < Math.min(width, Math.ceil(x1 * scale));
        xx += 1
      ) {
        const c = colour((xx + 0.5) / scale, (yy + 0.5) / scale)
        if (c) put(xx, yy, c)
      }
    }
  }
  const bg = hexRgb(design.background)
  const q = layout.quiet
  paint([0, 0, layout.width, layout.height], () => (design.frame ? hexRgb(design.frame.color) : bg))
  paint([q.x, q.y, q.x + q.w, q.y + q.h], () => bg)
  const l = layout.logo
  if (l) paint([l.x + 0.5, l.y + 0.5, l.x + l.w - 0.5, l.y + l.h - 0.5], () => hexRgb(logoColor))
  for (const s of layout.shapes) {
    const eye = s.paint === 'eyes' && design.eyeColor ? hexRgb(design.eyeColor) : null
    paint(bounds(s), (px, py) => (inShape(s, px, py) ? (eye ?? fillAt(design.fill, layout, px, py)) : null))
  }
  return { data, width, height }
}
