// Writes a laid-out QR code as a standalone SVG document (the SVG download, and the picture the PNG is
// rasterised from). Shapes of one paint become one path, so even a version-40 code stays a small file.
import type { Fill, Layout, QrDesign, Radii, Shape } from './design'

export type SvgImages = {
  /** Centre logo as a data: URL (embedded, so the SVG works on its own and offline). */
  logo?: string | null
  /** Photo behind the code, as a data: URL, washed with the background colour at this opacity. */
  backdrop?: { href: string; wash: number } | null
}

const n = (v: number) => String(Math.round(v * 1000) / 1000)

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Only #rgb/#rrggbb reach the SVG; anything else falls back to black rather than injecting markup. */
export function safeColor(color: string): string {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) ? color : '#000000'
}

function roundedRectPath(x: number, y: number, w: number, h: number, [tl, tr, br, bl]: Radii): string {
  const arc = (r: number, ex: number, ey: number) => (r > 0 ? `A${n(r)} ${n(r)} 0 0 1 ${n(ex)} ${n(ey)}` : '')
  return [
    `M${n(x + tl)} ${n(y)}`,
    `H${n(x + w - tr)}`,
    arc(tr, x + w, y + tr),
    `V${n(y + h - br)}`,
    arc(br, x + w - br, y + h),
    `H${n(x + bl)}`,
    arc(bl, x, y + h - bl),
    `V${n(y + tl)}`,
    arc(tl, x + tl, y),
    'Z',
  ].join('')
}

function shapePath(s: Shape): string {
  switch (s.type) {
    case 'rect':
      return roundedRectPath(s.x, s.y, s.w, s.h, s.radii)
    case 'circle':
      return `M${n(s.cx - s.r)} ${n(s.cy)}A${n(s.r)} ${n(s.r)} 0 1 0 ${n(s.cx + s.r)} ${n(s.cy)}A${n(s.r)} ${n(s.r)} 0 1 0 ${n(s.cx - s.r)} ${n(s.cy)}Z`
    case 'ring': {
      const o = s.outerR
      const i = s.innerR
      const t = s.thickness
      return (
        roundedRectPath(s.x, s.y, s.size, s.size, [o, o, o, o]) +
        roundedRectPath(s.x + t, s.y + t, s.size - 2 * t, s.size - 2 * t, [i, i, i, i])
      )
    }
  }
}

function gradientDef(id: string, fill: Fill, layout: Layout): string {
  if (fill.kind === 'solid') return ''
  const from = safeColor(fill.from)
  const to = safeColor(fill.to)
  const stops = `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>`
  const { x, y, w, h } = layout.code
  if (fill.kind === 'radial') {
    return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(x + w / 2)}" cy="${n(y + h / 2)}" r="${n(w / Math.SQRT2)}">${stops}</radialGradient>`
  }
  const [x1, y1, x2, y2] = linearEnds(fill.angle, layout)
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops}</linearGradient>`
}

/** End points of a linear gradient across the code at an angle in degrees (0 = left to right). */
export function linearEnds(angle: number, layout: Layout): [number, number, number, number] {
  const { x, y, w, h } = layout.code
  const rad = (angle * Math.PI) / 180
  const cx = x + w / 2
  const cy = y + h / 2
  const half = (Math.abs(Math.cos(rad)) * w + Math.abs(Math.sin(rad)) * h) / 2
  return [
    cx - Math.cos(rad) * half,
    cy - Math.sin(rad) * half,
    cx + Math.cos(rad) * half,
    cy + Math.sin(rad) * half,
  ]
}

/** The SVG document of a laid-out code, `px` pixels wide. */
export function qrSvg(layout: Layout, design: QrDesign, px: number, images: SvgImages = {}): string {
  const { width, height } = layout
  const pxHeight = Math.round((px * height) / width)
  const defs: string[] = []
  const dotsPaint = design.fill.kind === 'solid' ? safeColor(design.fill.color) : 'url(#qr-fill)'
  if (design.fill.kind !== 'solid') defs.push(gradientDef('qr-fill', design.fill, layout))
  const eyesPaint = design.eyeColor ? safeColor(design.eyeColor) : dotsPaint
  const body: string[] = []
  const bg = safeColor(design.background)
  const { x: qx, y: qy, w: qside } = layout.quiet
  if (design.frame) {
    body.push(
      `<rect width="${n(width)}" height="${n(height)}" rx="1" fill="${safeColor(design.frame.color)}"/>`,
    )
  }
  body.push(`<rect x="${n(qx)}" y="${n(qy)}" width="${n(qside)}" height="${n(qside)}" fill="${bg}"/>`)
  if (images.backdrop) {
    defs.push(
      `<clipPath id="qr-clip"><rect x="${n(qx)}" y="${n(qy)}" width="${n(qside)}" height="${n(qside)}"/></clipPath>`,
    )
    body.push(
      `<image href="${escapeXml(images.backdrop.href)}" x="${n(qx)}" y="${n(qy)}" width="${n(qside)}" height="${n(qside)}" preserveAspectRatio="xMidYMid slice" clip-path="url(#qr-clip)"/>`,
      `<rect x="${n(qx)}" y="${n(qy)}" width="${n(qside)}" height="${n(qside)}" fill="${bg}" opacity="${n(images.backdrop.wash)}"/>`,
    )
  }
  const dots = layout.shapes
    .filter((s) => s.paint === 'dots')
    .map(shapePath)
    .join('')
  const eyes = layout.shapes
    .filter((s) => s.paint === 'eyes')
    .map(shapePath)
    .join('')
  if (dots) body.push(`<path fill="${dotsPaint}" d="${dots}"/>`)
  body.push(`<path fill="${eyesPaint}" fill-rule="evenodd" d="${eyes}"/>`)
  if (layout.logo && images.logo) {
    const { x, y, w, h } = layout.logo
    const inset = 0.5
    body.push(
      `<image href="${escapeXml(images.logo)}" x="${n(x + inset)}" y="${n(y + inset)}" width="${n(w - 2 * inset)}" height="${n(h - 2 * inset)}" preserveAspectRatio="xMidYMid meet"/>`,
    )
  }
  if (layout.band && design.frame) {
    const { y, h } = layout.band
    body.push(
      `<text x="${n(width / 2)}" y="${n(y + h / 2)}" fill="${safeColor(design.frame.textColor)}" font-family="'Noto Sans Devanagari','Noto Sans',Arial,sans-serif" font-size="2.2" font-weight="700" text-anchor="middle" dominant-baseline="central">${escapeXml(design.frame.text)}</text>`,
    )
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n(width)} ${n(height)}" width="${px}" height="${pxHeight}" shape-rendering="${design.dots === 'square' && design.eyeFrame === 'square' ? 'crispEdges' : 'geometricPrecision'}">`,
    defs.length ? `<defs>${defs.join('')}</defs>` : '',
    ...body,
    '</svg>',
  ].join('')
}
