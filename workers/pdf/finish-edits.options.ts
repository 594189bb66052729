// Options of the PDF editor's last step (see finish-edits.ts), importable by the page.

/**
 * One free-text annotation pdf.js cannot write readably (non-WinAnsi text, e.g. Hindi). The worker writes it
 * as real text in the bundled Noto Sans Devanagari (Devanagari and Latin); text with a character that font
 * lacks (another script, an emoji) takes the picture instead, when one is given.
 */
export type TextAppearance = {
  pageIndex: number
  /** The annotation's text exactly as pdf.js wrote it into /Contents. */
  text: string
  /** Points, as pdf.js keeps it (10 when missing). */
  fontSize?: number
  /** 0–255 per channel, as pdf.js keeps it (black when missing). */
  color?: readonly number[]
  /** PNG bytes covering the annotation's rectangle, drawn by the browser: for text the font cannot show. */
  png?: Uint8Array
}

export type FinishEditsOptions = {
  /** Draw every markup annotation into its page and remove it (links and form fields stay). */
  flatten: boolean
  /** New appearances for free text pdf.js cannot show in other viewers (non-WinAnsi text). */
  textAppearances?: readonly TextAppearance[]
  password?: string
  outputName?: string
}

export type FinishEditsResult = {
  name: string
  blob: Blob
  flattened: number
  /** Free texts given a new appearance: `asText` of them as real text, the rest as pictures. */
  retextured: number
  asText: number
}
