// The page description the document makers hand to the documents worker: plain data (no functions, no DOM)
// so it crosses the worker boundary as is. A maker's template turns its form into one DocSpec; the worker
// lays it out on pages (A4 unless the spec names a size) with our own text engine and writes the PDF. Side-effect free: the UI imports it.

/** A4 in PDF points (1/72 inch). */
export const A4 = { width: 595.28, height: 841.89 } as const

/** Red, green, blue, each 0–1. */
export type Rgb = readonly [number, number, number]

export type FontWeight = 'regular' | 'bold'

/** A stretch of text in one style. */
export type Run = {
  text: string
  weight?: FontWeight
  color?: Rgb
  size?: number
  /** Slanted by a text-matrix shear (the family has no italic face). */
  italic?: boolean
  underline?: boolean
  strike?: boolean
}

export type TextBlock = {
  kind: 'text'
  runs: readonly Run[]
  /** Font size in points. */
  size: number
  /** Line height as a multiple of the size (default 1.35). */
  leading?: number
  /** 'justify' stretches the spaces of every line but a paragraph's last to fill the width. */
  align?: 'left' | 'center' | 'right' | 'justify'
  color?: Rgb
  /** Left indent in points; `bullet` hangs a bullet in it, or the given label ("1.", "a)"). */
  indent?: number
  bullet?: boolean | string
  /** Extra indent of the block's first line in points (negative: a hanging indent). */
  firstIndent?: number
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

export type Align = 'left' | 'center' | 'right'

/** One cell: runs wrapped within its column(s); `span` joins it with the next columns. */
export type TableCell = { runs: readonly Run[]; align?: Align; background?: Rgb; span?: number }

export type TableRow = { cells: readonly TableCell[]; background?: Rgb }

/** Which lines a table draws: its outer box, rules between rows, rules between columns (all three: a grid). */
export type TableBorders = { outer?: boolean; rows?: boolean; columns?: boolean; color?: Rgb; width?: number }

/**
 * Rows of cells in columns whose widths are fractions of the available width. A row is never split between
 * pages unless it is taller than a page; the header rows are repeated at the top of every page the table
 * continues on.
 */
export type TableBlock = {
  kind: 'table'
  columns: readonly { width: number; align?: Align }[]
  header?: readonly TableRow[]
  rows: readonly TableRow[]
  /** Font size of the cells in points (a run may set its own). */
  size: number
  leading?: number
  color?: Rgb
  /** Space between a cell's edge and its text (default: 0.4 × size across, 0.3 × size down). */
  padding?: { x: number; y: number }
  borders?: TableBorders
  spaceBefore?: number
  spaceAfter?: number
}

export type Block = TextBlock | RuleBlock | SpacerBlock | RowBlock | ImageBlock | SymbolBlock | TableBlock

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

/** Paper size in points; A4 when absent. */
export type PageSize = { width: number; height: number }

/** The paper a spec asks for: its own size, or A4. */
export const paperOf = (spec: { page: { size?: PageSize } }): PageSize => spec.page.size ?? A4

export type PageStyle = {
  /** Paper size in points (a converted document keeps its own); A4 when absent. */
  size?: PageSize
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
