// A register's export as an Excel (.xlsx) file, written by write-excel-file (MIT, zips with fflate) off the
// page's thread: 50,000 rows take seconds of XML and zipping, and the page must stay usable meanwhile (and
// the person able to cancel). Money goes in as numbers and dates as real Excel dates, so the sheet sums,
// sorts and filters them; text stays text, so a mobile number keeps its digits and a name starting with "="
// is not run as a formula.
//
// The library's public toBlob() zips with fflate's zip(), which hands every part over 160 KB to a Web Worker
// made from a blob: URL, which the app's Content-Security-Policy refuses (server/csp.ts), so the export would
// never finish. Its own synchronous path (the same parts, zipped with zipSync in this thread, here a worker)
// is not in its package exports, so it is imported by file; package.json pins the version exactly, and
// write-xlsx.test.ts fails if the file moves or stops writing what Excel reads.
import type { Cell, SheetData, SheetOptions } from 'write-excel-file/universal'
// @ts-expect-error -- plain JavaScript without type declarations; typed as writeSync below.
import { generateXlsxFileSync } from '../../node_modules/write-excel-file/modules/export/writeXlsxFileUniversal.js'
// @ts-expect-error -- plain JavaScript without type declarations; only handed back to the library.
import blobToBytes from '../../node_modules/write-excel-file/modules/export/convertFileContentToUint8ArrayUniversal.js'
import { WorkerTaskError } from '../shared/errors'
import { XLSX_DATE_FORMAT, XLSX_MONEY_FORMAT, type SheetCell, type SheetInput } from './xlsx.options'

type WriteSync = (
  data: SheetData,
  sheet: SheetOptions<Blob>,
  options: undefined,
  fileContentToBytes: unknown,
) => Promise<Blob>
const writeSync = generateXlsxFileSync as WriteSync

function xlsxCell(cell: SheetCell): Cell {
  if (cell === null) return null
  switch (cell.kind) {
    case 'text':
      return { type: String, value: cell.text }
    case 'money':
      return { type: Number, value: cell.value, format: XLSX_MONEY_FORMAT }
    case 'number':
      return { type: Number, value: cell.value }
    case 'date':
      // The library counts days from the UTC epoch, so the day's UTC midnight is that day in Excel.
      return {
        type: Date,
        value: new Date(Date.UTC(cell.year, cell.month - 1, cell.day)),
        format: XLSX_DATE_FORMAT,
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

export async function writeXlsx(input: SheetInput): Promise<Uint8Array> {
  if (!Array.isArray(input?.header) || !Array.isArray(input.rows)) throw new WorkerTaskError('InvalidInput')
  const data: SheetData = [
    input.header.map((h) => ({ type: String, value: h, fontWeight: 'bold' as const })),
    ...input.rows.map((cells) => cells.map(xlsxCell)),
  ]
  const widths = input.header.map((h, c) => {
    let widest = h.length
    // A sample is enough to size a column; measuring 50,000 rows would only delay the file.
    for (const cells of input.rows.slice(0, 200)) {
      const cell = cells[c]
      const text = cell?.kind === 'text' ? cell.text : cell ? '00-00-0000' : ''
      widest = Math.max(widest, text.length)
    }
    return { width: Math.min(Math.max(widest + 2, 8), 60) }
  })
  const sheet: SheetOptions<Blob> = {
    sheet: sheetName(input.sheet),
    columns: widths,
    stickyRowsCount: 1,
    dateFormat: XLSX_DATE_FORMAT,
  }
  const blob = await writeSync(data, sheet, undefined, blobToBytes)
  return new Uint8Array(await blob.arrayBuffer())
}
