// What a register exports: the rows shown (after filters), every column (export-only ones too), each cell as
// a spreadsheet should read it. CSV gets rupees as plain numbers and dates as dd-mm-yyyy text; the Excel
// writer (register-xlsx.ts) gets the same table and keeps numbers and dates typed.
import { rupees, toCsv, type CsvCell } from '@/utils/csv'
import { parsePlainDate, type PlainDate } from '@/utils/plain-date'
import type { ExportCell, RegisterColumn } from './register-column'

export type ExportTable = { header: string[]; rows: ExportCell[][] }

export function exportTable<T>(columns: readonly RegisterColumn<T>[], rows: readonly T[]): ExportTable {
  return { header: columns.map((c) => c.header), rows: rows.map((row) => columns.map((c) => c.value(row))) }
}

/** The day a date cell means: a calendar date as written, an instant as its day on this device (a record
 * saved at 00:30 in Pune is that day's, not the day before in UTC). */
export function cellDay(date: string | number): PlainDate | null {
  if (typeof date === 'string' && date.length === 10) {
    const d = parsePlainDate(date)
    return d.ok ? d.value : null
  }
  const instant = new Date(date)
  if (Number.isNaN(instant.getTime())) return null
  return { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() }
}

const two = (n: number) => String(n).padStart(2, '0')

/** dd-mm-yyyy, as dates are written across the suite's exports and prints. */
export const ddmmyyyy = (d: PlainDate): string => `${two(d.day)}-${two(d.month)}-${d.year}`

function csvCell(cell: ExportCell): CsvCell {
  if (cell === null) return ''
  switch (cell.kind) {
    case 'text':
      return cell.text
    case 'money':
      return rupees(cell.paise)
    case 'number':
      return cell.value
    case 'date': {
      const day = cellDay(cell.date)
      return day ? ddmmyyyy(day) : String(cell.date)
    }
  }
}

export function tableToCsv(table: ExportTable): string {
  return toCsv(
    table.header,
    table.rows.map((cells) => cells.map(csvCell)),
  )
}

/** "parties-26-11-2026.xlsx": the day in the name, so a second export does not overwrite yesterday's. */
export function exportFileName(base: string, today: PlainDate, extension: '.csv' | '.xlsx'): string {
  return `${base}-${ddmmyyyy(today)}${extension}`
}
