// The Word to PDF task's input, result and the codes of what it could not carry over; side-effect free, so
// the page imports it.

/** What the converter met but could not carry into the PDF, each said once to the user. */
export const NOTE_CODES = [
  'trackedChanges',
  'comments',
  'textBoxes',
  'headersFooters',
  'footnotes',
  'equations',
  'drawings',
  'imageTypes',
  'floatingImages',
  'columns',
  'fields',
  'symbols',
  'legacyFonts',
] as const
export type NoteCode = (typeof NOTE_CODES)[number]

export type Progress = { fraction: number; stage?: string }
export type OnProgress = (progress: Progress) => void | Promise<void>

export type ConvertDocxInput = { file: Blob; name: string }
export type ConvertDocxResult = {
  pdf: Uint8Array
  pageCount: number
  /** Characters the embedded font cannot show, each once. */
  missing: string[]
  notes: NoteCode[]
}
