// The Excel (.xlsx) file of a register's export, written by write-excel-file (MIT, zips with fflate, which
// the app already ships). Loaded only when someone exports (a dynamic import in register-export-buttons.tsx),
// so it never weighs on the first load. Money goes in as rupees and dates as real Excel dates, so the
// sheet sums, sorts and filters them; text stays text, so a mobile number keeps its digits and a name
// starting with "=" is not run as a formula.
//
// The library's public toBlob() zips with fflate's zip(), which hands every part over 160 KB (the sheet of a
// few hundred rows) to a Web Worker made from a blob: URL. The app's Content-Security-Policy takes workers
// only from its own origin (server/csp.ts), so that worker is refused and the export never finishes. The
// library's own synchronous path (the same parts, zipped with zipSync in this thread) is not in its package
// exports, so it is imported by file; package.json pins the version exactly, and register-xlsx.test.ts
// fails if the file moves or stops writing what Excel reads.
import type { Cell, SheetData, SheetOptions } from 'write-excel-file/universal'
// @ts-expect-error -- plain JavaScript without type declarations; typed as writeSync below.
import { generateXlsxFileSync } from '../../../node_modules/write-excel-file/modules/export/writeXlsxFileUniversal.js'
// @ts-expect-error -- plain JavaScript without type declarations; only handed back to the library.
import blobToBytes from '../../../node_modules/write-excel-file/modules/export/convertFileContentToUint8ArrayUniversal.js'
import { rupees } from '@/utils/csv'
import type { ExportCell } from './register-column'
import { cellDay, type ExportTable } from './register-export'

type WriteSync = (
  data: SheetData,
  sheet: SheetOptions<Blob>,
  options: undefined,
  fileContentToBytes: unknown,
) => Promise<Blob>
const writeSync = generateXlsxFileSync as WriteSync

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
export const XLSX_DATE_FORMAT = 'dd-mm-yyyy'
/** Excel groups the digits of "#,##0.00" by the computer's region setting: lakh and crore on an Indian one. */
export const XLSX_MONEY_FORMAT = '#,##0.00'

function xlsxCell(cell: ExportCell): Cell {
  if (cell === null) return null
  switch (cell.kind) {
    case 'text':
      return { type: String, value: cell.text }
    case 'money':
      return { type: Number, value: rupees(cell.paise), format: XLSX_MONEY_FORMAT }
    case 'number':
      return { type: Number, value: cell.value }
    case 'date': {
      const day = cellDay(cell.date)
      if (!day) return { type: String, value: String(cell.date) }
      // The library counts days from the UTC epoch, so the day's UTC midnight is that day in Excel, whatever
      // this device's time zone.
      return {
        type: Date,
        value: new Date(Date.UTC(day.year, day.month - 1, day.day)),
        format: XLSX_DATE_FORMAT,
      }
    }
  }
}

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetName(name: string): string {
  return (
    name
      .replace(/[:\\/?*[\]]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet1'
  )
}

export async function xlsxBytes(table: ExportTable, name: string): Promise<Uint8Array> {
  const data: SheetData = [
    table.header.map((h) => ({ type: String, value: h, fontWeight: 'bold' as const })),
    ...table.rows.map((cells) => cells.map(xlsxCell)),
  ]
  const widths = table.header.map((h, c) => {
    let widest = h.length
    // A sample is enough to size a column; measuring 50,000 rows would only delay the file.
    for (const cells of table.rows.slice(0, 200)) {
      const cell = cells[c]
      const text = cell?.kind === 'text' ? cell.text : cell ? '00-00-0000' : ''
      widest = Math.max(widest, text.length)
    }
    return { width: Math.min(Math.max(widest + 2, 8), 60) }
  })
  const sheet: SheetOptions<Blob> = {
    sheet: sheetName(name),
    columns: widths,
    stickyRowsCount: 1,
    dateFormat: XLSX_DATE_FORMAT,
  }
  const blob = await writeSync(data, sheet, undefined, blobToBytes)
  return new Uint8Array(await blob.arrayBuffer())
}
