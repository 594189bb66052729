// What the layout produces and the PDF writer paints: positioned items in points, y measured downwards from
// the top of the galley (the whole flow as one endless strip) and later of the page.
import type { Glyph } from '../typeset/shape'
import type { FontWeight, Rgb } from './spec.options'

export type GlyphRunItem = {
  kind: 'glyphs'
  weight: FontWeight
  /** Drawn slanted (a sheared text matrix). */
  italic?: boolean
  size: number
  color: Rgb
  x: number
  /** Baseline. */
  y: number
  /** Advance width in points. */
  width: number
  glyphs: readonly Glyph[]
}
export type RectItem = {
  kind: 'rect'
  x: number
  y: number
  width: number
  height: number
  fill?: Rgb
  stroke?: Rgb
  lineWidth?: number
}
export type ImageItem = {
  kind: 'image'
  image: number
  x: number
  y: number
  width: number
  height: number
  shape: 'rect' | 'circle' | 'rounded'
  border?: Rgb
}
/** Vector art (symbols, ornaments) as an SVG path in a 100 × 100 box, scaled to `size` points. */
export type PathItem = {
  kind: 'path'
  d: string
  x: number
  y: number
  size: number
  color: Rgb
  /** Mirror horizontally / vertically within the box (corner ornaments). */
  flipX?: boolean
  flipY?: boolean
  /** Fill rule: even-odd cuts holes where outlines overlap (a crescent, a ring). */
  evenOdd?: boolean
}

export type Item = (GlyphRunItem | RectItem | ImageItem | PathItem) & {
  /** Vertical extent used to decide page breaks. */
  top: number
  bottom: number
  /**
   * A backdrop (a table cell's background) that does not stop a page break: when a page is cut through it,
   * each page gets its own part.
   */
  split?: boolean
}

export type LaidOutPage = { items: Item[] }
