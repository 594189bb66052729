// A register's export as Excel: what the screen shows turned into the sheet's cells here (paise into rupees,
// an instant into its day on this device, as the screen shows it), and the file written by the sheets worker
// (workers/sheets/write-xlsx.ts) so 50,000 rows do not freeze the page.
import type { SheetCell, SheetInput } from '../../../workers/sheets/xlsx.options'
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

export function xlsxBytes(table: ExportTable, sheet: string, signal?: AbortSignal): Promise<Uint8Array> {
  return sheetsWorker.run('writeXlsx', [sheetInput(table, sheet), {}], { signal })
}
