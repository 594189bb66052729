// A register's export as Excel: what the screen shows turned into the sheet's cells here (paise into rupees,
// an instant into its day on this device, as the screen shows it), and the file written by the sheets worker
// (workers/sheets/write-xlsx.ts) so 50,000 rows do not freeze the page. The cells go to the worker packed by
// column (workers/sheets/packed-sheet.ts), made a slice of rows at a time with the page free between slices,
// so no frame waits long on a large export (issue 22: 10,000 rows with no frame gap over 100 ms).
import { SheetPacker } from '../../../workers/sheets/packed-sheet.options'
import type { SheetCell, SheetInput } from '../../../workers/sheets/xlsx.options'
import { WorkerTaskError } from '@/lib/worker-bridge'
import { sheetsWorker } from '@/lib/workers/sheets-client'
import { rupees } from '@/utils/csv'
import type { ExportCell } from './register-column'
import { cellDay, type ExportTable } from './register-export'

export { XLSX_TYPE } from '../../../workers/sheets/xlsx.options'

function sheetCell(cell: ExportCell): SheetCell {
  if (cell === null) return null
  switch (cell.kind) {
    case 'text':
      return cell
    case 'money':
      return { kind: 'money', value: rupees(cell.paise) }
    case 'number':
      return cell
    case 'date': {
      const day = cellDay(cell.date)
      return day ? { kind: 'date', ...day } : { kind: 'text', text: String(cell.date) }
    }
  }
}

export function sheetInput(table: ExportTable, sheet: string): SheetInput {
  return { header: table.header, rows: table.rows.map((cells) => cells.map(sheetCell)), sheet }
}

/** Rows packed between two breaks for the page (a few milliseconds each). */
const SLICE = 2_000

const breather = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export async function xlsxBytes(
  table: ExportTable,
  sheet: string,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const packer = new SheetPacker(table.header, sheet, table.rows.length)
  for (let start = 0; start < table.rows.length; start += SLICE) {
    if (start > 0) await breather()
    if (signal?.aborted) throw new WorkerTaskError('Cancelled')
    const end = Math.min(start + SLICE, table.rows.length)
    for (let r = start; r < end; r++) table.rows[r]!.forEach((cell, c) => packer.put(r, c, sheetCell(cell)))
  }
  const packed = packer.done()
  return sheetsWorker.run('writeXlsx', [packed, {}], { signal, transfer: SheetPacker.transferables(packed) })
}
