// The sheets worker's task signatures, in a side-effect-free file the registers may import.
import type { PackedSheet } from './packed-sheet.options'
import type { OnProgress, ReadSheetInput } from './read-sheet.options'

/** One cell as Excel will hold it; what the screen shows is turned into these on the page (register-xlsx.ts). */
export type SheetCell =
  | { kind: 'text'; text: string }
  /** A number shown with two decimals and grouped digits (rupees, not paise). */
  | { kind: 'money'; value: number }
  | { kind: 'number'; value: number }
  /** A calendar day. */
  | { kind: 'date'; year: number; month: number; day: number }
  | null

export type SheetInput = { header: string[]; rows: SheetCell[][]; sheet: string }

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
export const XLSX_DATE_FORMAT = 'dd-mm-yyyy'
/** Excel groups the digits of "#,##0.00" by the computer's region setting: lakh and crore on an Indian one. */
export const XLSX_MONEY_FORMAT = '#,##0.00'

export type SheetsWorkerApi = {
  /** The .xlsx file's bytes (transferred back, not copied) from the cells packed by column. */
  writeXlsx: (input: PackedSheet, options: Record<string, never>) => Promise<Uint8Array>
  /** The first sheet of a CSV or .xlsx file as rows of text, the header row first (read-sheet.ts). */
  readSheet: (
    input: ReadSheetInput,
    options: Record<string, never>,
    onProgress?: OnProgress,
  ) => Promise<string[][]>
}
