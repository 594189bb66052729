// The read task's signature, in a side-effect-free file the import screens may import.

/** Progress of the read, 0–1. */
export type Progress = { fraction: number; stage?: string }
export type OnProgress = (progress: Progress) => void | Promise<void>

/** A spreadsheet's bytes and its file name (CSV or .xlsx; the bytes decide). */
export type ReadSheetInput = { bytes: ArrayBuffer; name: string }

/** A parts list of 100,000 rows is a few MB; anything near this is not a sheet to import. */
export const MAX_SHEET_BYTES = 40 * 1024 * 1024
