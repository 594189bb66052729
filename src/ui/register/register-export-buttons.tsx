// Export CSV and Export Excel of a register: the rows shown, with the filters applied, made at click time on
// this device (works offline and while the account is read-only: DESIGN.md §4, data stays exportable). The
// Excel writer is loaded on the first Excel export only.
import { Download, FileSpreadsheet } from 'lucide-react'
import { useState } from 'react'
import { downloadBytes, downloadText, safeFileName } from '@/lib/download'
import { toast } from '@/lib/toast'
import { Button } from '../button'
import type { RegisterColumn } from './register-column'
import { cellDay, exportFileName, exportTable, tableToCsv } from './register-export'
import { useRegisterStrings } from './register-strings'

export type RegisterExportProps<T> = {
  columns: readonly RegisterColumn<T>[]
  rows: readonly T[]
  /** File name without day or extension ("parties"). */
  fileName: string
  sheetName: string
}

export function RegisterExportButtons<T>({ columns, rows, fileName, sheetName }: RegisterExportProps<T>) {
  const t = useRegisterStrings()
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null)

  async function run(kind: 'csv' | 'xlsx') {
    setBusy(kind)
    try {
      const table = exportTable(columns, rows)
      const today = cellDay(Date.now())!
      if (kind === 'csv') {
        downloadText(exportFileName(fileName, today, '.csv'), tableToCsv(table), '.csv', 'text/csv')
      } else {
        const { xlsxBytes, XLSX_TYPE } = await import('./register-xlsx')
        const bytes = await xlsxBytes(table, sheetName)
        downloadBytes(safeFileName(exportFileName(fileName, today, '.xlsx'), '.xlsx'), bytes, XLSX_TYPE)
      }
    } catch (error) {
      console.error(error)
      toast({ title: t('exportFailed'), variant: 'destructive' })
    } finally {
      setBusy(null)
    }
  }

  const hint = t('exportHint', { count: rows.length })
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="sm"
        disabled={busy !== null || rows.length === 0}
        aria-busy={busy === 'csv'}
        title={hint}
        onClick={() => void run('csv')}
        data-testid="register-export-csv"
      >
        <Download aria-hidden="true" />
        {busy === 'csv' ? t('exporting') : t('exportCsv')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={busy !== null || rows.length === 0}
        aria-busy={busy === 'xlsx'}
        title={hint}
        onClick={() => void run('xlsx')}
        data-testid="register-export-xlsx"
      >
        <FileSpreadsheet aria-hidden="true" />
        {busy === 'xlsx' ? t('exporting') : t('exportExcel')}
      </Button>
    </div>
  )
}
