// Export CSV and Export Excel of a register: the rows shown, with the filters applied, made at click time on
// this device (works offline and while the account is read-only: DESIGN.md §4, data stays exportable). The
// Excel file is written in a worker, loaded on the first Excel export only; Stop ends it.
import { Download, FileSpreadsheet, X } from 'lucide-react'
import { useRef, useState } from 'react'
import { WorkerTaskError } from '../../../workers/shared/errors'
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
  const stop = useRef<AbortController | null>(null)

  async function run(kind: 'csv' | 'xlsx') {
    setBusy(kind)
    const controller = new AbortController()
    stop.current = controller
    try {
      const table = exportTable(columns, rows)
      const today = cellDay(Date.now())!
      if (kind === 'csv') {
        downloadText(exportFileName(fileName, today, '.csv'), tableToCsv(table), '.csv', 'text/csv')
      } else {
        const { xlsxBytes, XLSX_TYPE } = await import('./register-xlsx')
        const bytes = await xlsxBytes(table, sheetName, controller.signal)
        downloadBytes(safeFileName(exportFileName(fileName, today, '.xlsx'), '.xlsx'), bytes, XLSX_TYPE)
      }
    } catch (error) {
      if (error instanceof WorkerTaskError && error.code === 'Cancelled') {
        toast({ title: t('exportStopped') })
      } else {
        console.error(error)
        toast({ title: t('exportFailed'), variant: 'destructive' })
      }
    } finally {
      stop.current = null
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
      {busy === 'xlsx' ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => stop.current?.abort()}
          data-testid="register-export-stop"
        >
          <X aria-hidden="true" />
          {t('cancelExport')}
        </Button>
      ) : null}
    </div>
  )
}
