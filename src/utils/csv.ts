// CSV text for a spreadsheet (exports of parties, bookings, job cards): a header row, CRLF lines, and a BOM
// so Excel reads Hindi right. A text cell starting with = + - @ is prefixed with ' so a spreadsheet never runs
// it as a formula; numbers pass as they are (a negative amount stays a number).
import Papa from 'papaparse'

export type CsvCell = string | number

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const safe = rows.map((cells) =>
    cells.map((c) => (typeof c === 'string' && /^[=+\-@]/.test(c) ? `'${c}` : String(c))),
  )
  return `\uFEFF${Papa.unparse({ fields: [...header], data: safe }, { newline: '\r\n' })}\r\n`
}

/** Paise as rupees with two decimals, a number a spreadsheet adds up. */
export const rupees = (paise: number | undefined): number => Number(((paise ?? 0) / 100).toFixed(2))
