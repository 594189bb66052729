// The page description the document makers hand to the documents worker: plain data (no functions, no DOM)
// so it crosses the worker boundary as is. A maker's template turns its form into one DocSpec; the worker
// lays it out on A4 pages with our own text engine and writes the PDF. Side-effect free: the UI imports it.

/** A4 in PDF points (1/72 inch). */
export const A4 = { width: 595.28, height: 841.89 } as const

/** Red, green, blue, each 0–1. */
export type Rgb = readonly [number, number, number]

export type FontWeight = 'regular' | 'bold'

/** A stretch of text in one style. */
export type Run = { text: string; weight?: FontWeight; color?: Rgb; size?: number }

export type TextBlock = {
  kind: 'text'
  runs: readonly Run[]
  /** Font size in points. */
  size: number
  /** Line height as a multiple of the size (default 1.35). */
  leading?: number
  align?: 'left' | 'center' | 'right'
  color?: Rgb
  /** Left indent in points; `bullet` hangs a bullet in it. */
  indent?: number
  bullet?: boolean
  spaceBefore?: number
  spaceAfter?: number
  /** No page break between this block and the first line of the next one (headings). */
  keepWithNext?: boolean
  /** Paints a band behind the block's lines (section headings in some templates). */
  background?: Rgb
}

export type RuleBlock = {
  kind: 'rule'
  thickness: number
  color: Rgb
  spaceBefore?: number
  spaceAfter?: number
}

export type SpacerBlock = { kind: 'spacer'; height: number }

/** Lays several columns side by side; widths are fractions of the available width. */
export type RowBlock = {
  kind: 'row'
  columns: readonly { width: number; blocks: readonly Block[] }[]
  gap?: number
  spaceAfter?: number
  keepTogether?: boolean
}

/** A picture from `DocInput.images`, placed at its own size in points. */
export type ImageBlock = {
  kind: 'image'
  image: number
  width: number
  height: number
  align?: 'left' | 'center' | 'right'
  shape?: 'rect' | 'circle' | 'rounded'
  border?: Rgb
  spaceAfter?: number
}

export const SYMBOLS = ['om', 'ganesh', 'khanda', 'crescent', 'cross', 'none'] as const
export type SymbolName = (typeof SYMBOLS)[number]

/** One of the religious symbols, drawn as vector outlines. */
export type SymbolBlock = { kind: 'symbol'; name: SymbolName; size: number; color: Rgb; spaceAfter?: number }

export type Block = TextBlock | RuleBlock | SpacerBlock | RowBlock | ImageBlock | SymbolBlock

/** What is painted on every page behind the flow: borders, bands, corner ornaments. */
export type Decoration =
  | {
      kind: 'rect'
      x: number
      y: number
      width: number
      height: number
      fill?: Rgb
      stroke?: Rgb
      lineWidth?: number
    }
  | { kind: 'corners'; inset: number; size: number; color: Rgb; style: 'paisley' | 'lotus' | 'bracket' }

export type PageStyle = {
  margin: { top: number; right: number; bottom: number; left: number }
  decorations?: readonly Decoration[]
  /** Text printed at the foot of every page: "{page}" and "{pages}" are filled in. */
  footer?: { text: string; size: number; color: Rgb }
}

export type DocSpec = {
  title: string
  author?: string
  /** BCP 47 language of the document ("en", "hi"), written into the PDF. */
  lang: string
  page: PageStyle
  flow: readonly Block[]
}

/** Pictures travel beside the spec as JPEG or PNG bytes. */
export type DocImage = { bytes: Uint8Array; type: 'jpeg' | 'png' }

export type DocInput = { spec: DocSpec; images: readonly DocImage[] }

export type BuildResult = {
  pdf: Uint8Array
  pageCount: number
  /** Characters the embedded font cannot show (they print as empty boxes), each once. */
  missing: string[]
}
