// The one register every business list is built from (issue 19): a search box ("/" to reach it) and the
// caller's filters, all kept in the address; a summary of what is shown with its money totals; CSV and
// Excel of exactly that; a keyboard-driven table on a desktop and cards on a phone, both virtualised; a
// loading and an empty state. The caller brings the rows already filtered and the words for its records.
import { useMemo, type ReactNode } from 'react'
import { formatPaise } from '@/utils/indian-number'
import { Button } from '../button'
import { Spinner } from '../spinner'
import type { RegisterColumn } from './register-column'
import { RegisterCards } from './register-cards'
import { RegisterExportButtons } from './register-export-buttons'
import { RegisterGrid } from './register-grid'
import { RegisterSearch, type RegisterSearchProps } from './register-search'
import { useRegisterStrings } from './register-strings'
import { RegisterSummary } from './register-summary'
import { registerTotals } from './register-totals'
import { usePhoneWidth } from './use-phone-width'

export type RegisterProps<T> = {
  /** What the list is called: the grid's accessible name and the Excel sheet's name. */
  label: string
  columns: readonly RegisterColumn<T>[]
  /** The rows that pass the filters, in the order shown. */
  rows: readonly T[]
  /** How many rows there are before filtering, when the caller knows it cheaply ("12 of 3,400"). */
  totalCount?: number
  rowKey: (row: T) => string
  onOpen?: (row: T) => void
  loading?: boolean
  loadingText?: string
  search: RegisterSearchProps
  /** The caller's filter controls (selects, dates), shown beside the search box. */
  filters?: ReactNode
  /** Whether a filter narrows the list: no rows then means "nothing matches", not "nothing yet". */
  filtered: boolean
  onClearFilters?: () => void
  /** "3 parties", "1 of 3"; generic "rows" by default. */
  countText?: (shown: number, total: number | undefined) => string
  /** Shown when there are no records at all. */
  emptyText: string
  /** Shown when records exist but none passes the filters. */
  noMatchText: string
  /** Base of the export file names ("parties"). */
  exportName: string
  testIds?: { count?: string; list?: string }
}

export function Register<T>(props: RegisterProps<T>) {
  const t = useRegisterStrings()
  const phone = usePhoneWidth()
  const { columns, rows, totalCount, loading = false } = props
  const tableColumns = useMemo(() => columns.filter((c) => c.inTable !== false), [columns])
  const totals = useMemo(() => registerTotals(columns, rows, (p) => formatPaise(p)), [columns, rows])
  const countText =
    props.countText?.(rows.length, totalCount) ??
    (totalCount === undefined || rows.length === totalCount
      ? t('rows', { count: rows.length })
      : t('shown', { shown: rows.length.toLocaleString('en-IN'), total: totalCount.toLocaleString('en-IN') }))
  const none = !loading && rows.length === 0
  const noneText = props.filtered ? props.noMatchText : props.emptyText

  let body: ReactNode = null
  if (loading) body = <Spinner label={props.loadingText ?? t('loading')} />
  else if (none) {
    body =
      props.filtered && props.onClearFilters ? (
        <Button variant="secondary" size="sm" className="self-start" onClick={props.onClearFilters}>
          {t('clearFilters')}
        </Button>
      ) : null
  } else {
    const shared = {
      label: props.label,
      columns: tableColumns,
      rows,
      rowKey: props.rowKey,
      onOpen: props.onOpen,
      testId: props.testIds?.list,
    }
    body = phone ? <RegisterCards {...shared} /> : <RegisterGrid {...shared} />
  }

  return (
    <div className="flex flex-col gap-3" data-testid="register">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <RegisterSearch {...props.search} />
        {props.filters}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RegisterSummary
          loading={loading}
          countText={countText}
          totals={totals}
          noneText={none ? noneText : null}
          countTestId={props.testIds?.count}
        />
        {/* Nothing to export while the rows are still being read, nor when there are none. */}
        {none || loading ? null : (
          <RegisterExportButtons
            columns={columns}
            rows={rows}
            fileName={props.exportName}
            sheetName={props.label}
          />
        )}
      </div>
      {body}
    </div>
  )
}
