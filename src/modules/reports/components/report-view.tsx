// One report on screen, the frame every report of the catalogue shares: its title and what it holds, the
// period (in the address), the report's own filters, any summary above the rows, the rows as a register
// (search, totals, CSV and Excel of what is shown, a row opens its document), and Print, Download PDF and Share
// of the same rows with the period and filters named on the paper. The report brings its rows computed by its
// pure function; nothing here computes money.
import { useDeferredValue, useMemo, type ReactNode } from 'react'
import { useAuth } from '@/auth/auth-context'
import type { FrameCompany } from '@/lib/documents/frame'
import { registerDoc } from '@/lib/documents/register-doc'
import { useLanguage } from '@/lib/i18n'
import { DocumentActions } from '@/ui/documents/document-actions'
import { Register, type RegisterProps } from '@/ui/register/register'
import { moneyCell, type ExportCell } from '@/ui/register/register-column'
import { exportTable } from '@/ui/register/register-export'
import { registerTotals } from '@/ui/register/register-totals'
import { periodLabel, type PeriodKind, type ReportPeriod } from '../domain/period'
import { useReportsStrings } from '../reports-strings'
import { PeriodPicker } from './period-picker'

/** Past this many rows the PDF is made when asked for, not ahead. */
const MAKE_AHEAD_ROWS = 1500

export type ReportViewProps<T> = Omit<RegisterProps<T>, 'label' | 'exportName'> & {
  /** The report's name on paper and in the files' names (the page shows it as its heading). */
  title: string
  /** How the report is reckoned, when the catalogue's line does not say enough. */
  intro?: string
  /** The period and its setter (useReportPeriod); null for a report as on today with no period. */
  period: {
    value: ReportPeriod
    today: string
    set: (p: ReportPeriod) => void
    kinds?: readonly PeriodKind[]
  } | null
  /** The filters chosen, named on the paper ("Party: Sharma Motors"). */
  facts?: readonly { label: string; value: string }[]
  /** Figures above the rows (a reconciliation, the two sides of a balance sheet). */
  summary?: ReactNode
  /** A line on paper under the rows. */
  note?: string
  /** The file names' stem; the title by default. */
  exportName?: string
  testId?: string
}

export function ReportView<T>(props: ReportViewProps<T>) {
  const t = useReportsStrings()
  const lang = useLanguage()
  const settings = useAuth().settings
  const company = useMemo(() => (settings ?? { company_name: '' }) as FrameCompany, [settings])
  const { title, intro, period, facts, summary, note, exportName, testId, ...register } = props
  const rows = useDeferredValue(register.rows)
  const periodText = period ? periodLabel(period.value, lang) : null
  const input = useMemo(() => {
    if (register.loading) return null
    const table = exportTable(register.columns, rows)
    const sums = new Map(registerTotals(register.columns, rows, String).map((x) => [x.id, x.paise]))
    const cells: ExportCell[] = register.columns.map((c) =>
      sums.has(c.id) ? moneyCell(sums.get(c.id)) : null,
    )
    return registerDoc({
      company,
      lang,
      title,
      facts: [...(periodText ? [{ label: t('period'), value: periodText }] : []), ...(facts ?? [])],
      table,
      totals: sums.size > 0 ? { label: t('total'), cells } : null,
      ...(note ? { note } : {}),
    })
  }, [register.loading, register.columns, rows, company, lang, title, periodText, facts, note, t])
  const fileName = periodText ? `${title} ${periodText}` : title
  return (
    <div className="flex flex-col gap-4" data-testid={testId ?? 'report'}>
      {intro ? <p className="text-sm text-ink-soft">{intro}</p> : null}
      <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-end lg:justify-between">
        {period ? (
          <PeriodPicker
            period={period.value}
            today={period.today}
            onChange={period.set}
            {...(period.kinds ? { kinds: period.kinds } : {})}
          />
        ) : null}
        <DocumentActions
          input={input}
          fileName={fileName}
          share={{ text: periodText ? `${title} · ${periodText}` : title }}
          ahead={rows.length <= MAKE_AHEAD_ROWS}
        />
      </div>
      {summary}
      <Register {...register} label={title} exportName={exportName ?? fileName} />
    </div>
  )
}
