// The neutral model a .docx is read into before it becomes a DocSpec: resolved formatting only (no style
// references left), lengths in points.
import type { DocImage, PageSize, Rgb } from '../spec.options'
import type { NoteCode } from './convert-docx.options'
import type { Align } from './styles'

export type DocxRun = {
  text: string
  bold: boolean
  italic?: boolean
  underline?: boolean
  strike?: boolean
  /** Points. */
  size: number
  color?: Rgb
}

/** A picture in a paragraph, at its size in points; `image` indexes DocxModel.images. */
export type DocxPicture = { image: number; width: number; height: number }

export type DocxParagraph = {
  kind: 'paragraph'
  /** 0 for the title, 1–6 for headings. */
  heading?: number
  align: Align
  /** Left indent of every line, points. */
  indent: number
  /** Extra indent of the first line, points (negative: hanging). */
  firstIndent: number
  /** A list label (number or bullet) hung left of the indent. */
  label?: string
  spaceBefore: number
  spaceAfter: number
  /** Line height as a multiple of the font size. */
  leading: number
  keepNext: boolean
  /** Paragraph style id and whether its spacing is dropped next to the same style (Word's contextual spacing). */
  style: string
  contextual: boolean
  /** Size of the paragraph mark, for an empty paragraph's height. */
  size: number
  parts: (DocxRun | DocxPicture)[]
}

export type DocxCell = { span: number; blocks: DocxBlock[]; fill?: Rgb }
export type DocxTable = {
  kind: 'table'
  /** Grid column widths in points. */
  columns: number[]
  /** `header`: repeated at the top of each page the table continues on. */
  rows: { cells: DocxCell[]; header: boolean }[]
  /** False when the table's own borders are all turned off. */
  borders: boolean
}

export type DocxBlock = DocxParagraph | DocxTable | { kind: 'pageBreak' }

export type Margins = { top: number; right: number; bottom: number; left: number }

export type DocxSection = {
  size: PageSize
  margin: Margins
  blocks: DocxBlock[]
  /** Text of the default header and footer; "{page}" and "{pages}" stand for page numbers. */
  header?: DocxParagraph[]
  footer?: DocxParagraph[]
  /** Distance of the header from the top edge and of the footer from the bottom edge, points. */
  headerAt: number
  footerAt: number
}

export type DocxModel = {
  title: string
  sections: DocxSection[]
  images: DocImage[]
  notes: NoteCode[]
}
