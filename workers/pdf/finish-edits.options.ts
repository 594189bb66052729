// Options of the PDF editor's last step (see finish-edits.ts), importable by the page.

/** A picture of one free-text annotation's text, drawn by the browser (which shapes Indic scripts). */
export type TextAppearance = {
  pageIndex: number
  /** The annotation's text exactly as pdf.js wrote it into /Contents. */
  text: string
  /** PNG bytes covering the annotation's rectangle. */
  png: Uint8Array
}

export type FinishEditsOptions = {
  /** Draw every markup annotation into its page and remove it (links and form fields stay). */
  flatten: boolean
  /** New appearances for free text pdf.js cannot show in other viewers (non-WinAnsi text). */
  textAppearances?: readonly TextAppearance[]
  password?: string
  outputName?: string
}

export type FinishEditsResult = { name: string; blob: Blob; flattened: number; retextured: number }
