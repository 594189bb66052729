// /mis-report?period=m:yyyy-mm: the owner's month on one page — the charts, then each section's figures against
// last month and the same month last year (or the year to date against the last), and the same page as a PDF
// to print or share. Everything comes from the local database, so it opens offline.
import { useId, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useAuth } from '@/auth/auth-context'
import type { FrameCompany } from '@/lib/documents/frame'
import { useLanguage } from '@/lib/i18n'
import { DocumentActions } from '@/ui/documents/document-actions'
import { Field, Select } from '@/ui/field'
import { RegisterHeading } from '@/ui/register/register-heading'
import { Segmented } from '@/ui/segmented'
import { Spinner } from '@/ui/spinner'
import { dealerStateCode } from '@/utils/dealer-state'
import {
  customPeriod,
  monthPeriod,
  periodLabel,
  shiftPeriod,
  useReportPeriod,
  type ReportPeriod,
} from '@/modules/reports/public'
import { MisCharts } from '../components/mis-charts'
import { MisSectionTable, type CompareMode } from '../components/mis-section-table'
import { useMisReport } from '../data/use-mis-report'
import { misPeriods } from '../domain/mis'
import { misSections } from '../domain/mis-rows'
import { useMisStrings } from '../mis-strings'
import { misDoc } from '../print/mis-doc'

/** Months the picker offers: three years back from this one. */
const MONTHS = 36

const asMonth = (p: ReportPeriod) =>
  p.kind === 'month' ? p : monthPeriod(Number(p.to.slice(0, 4)), Number(p.to.slice(5, 7)))

export default function MisReportPage() {
  const t = useMisStrings()
  const lang = useLanguage()
  const id = useId()
  const settings = useAuth().settings
  const { period, today, setPeriod } = useReportPeriod('month')
  const [params, setParams] = useSearchParams()
  const mode: CompareMode = params.get('compare') === 'year' ? 'year' : 'month'
  // A period of another kind in the address (a link from the reports) reads as the month it ends in.
  const month = useMemo(() => asMonth(period), [period])
  const periods = useMemo(() => misPeriods(month), [month])
  const dealerState = dealerStateCode(settings)
  const { comparison, loading } = useMisReport(periods, dealerState)
  const sections = useMemo(() => (comparison ? misSections(comparison) : null), [comparison])
  const labels = useMemo(
    () => ({
      month: periodLabel(month, lang),
      lastMonth: periodLabel(shiftPeriod(month, -1), lang),
      lastYear: periodLabel(
        monthPeriod(Number(month.from.slice(0, 4)) - 1, Number(month.from.slice(5, 7))),
        lang,
      ),
      fytd: periodLabel(customPeriod(periods.fytd.from, periods.fytd.to), lang),
      lastFytd: periodLabel(customPeriod(periods.lastFytd.from, periods.lastFytd.to), lang),
    }),
    [month, periods, lang],
  )
  const company = useMemo(() => (settings ?? { company_name: '' }) as FrameCompany, [settings])
  const input = useMemo(
    () => (sections ? misDoc({ company, lang, sections, labels }) : null),
    [sections, company, lang, labels],
  )
  const offered = useMemo(() => {
    const out: ReportPeriod[] = []
    let p = monthPeriod(Number(today.slice(0, 4)), Number(today.slice(5, 7)))
    for (let i = 0; i < MONTHS; i++) {
      out.push(p)
      p = shiftPeriod(p, -1)
    }
    if (!out.some((o) => o.key === month.key)) out.push(month)
    return out
  }, [today, month])
  const fileName = `${t('title')} ${labels.month}`
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-4" data-testid="mis-report">
      <RegisterHeading title={t('title')} intro={t('intro')} />
      <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-end lg:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          <Field label={t('period')} htmlFor={`${id}-month`}>
            <Select
              id={`${id}-month`}
              value={month.key}
              onChange={(e) => {
                const p = offered.find((o) => o.key === e.target.value)
                if (p) setPeriod(p)
              }}
              data-testid="mis-month"
            >
              {offered.map((p) => (
                <option key={p.key} value={p.key}>
                  {periodLabel(p, lang)}
                </option>
              ))}
            </Select>
          </Field>
          <Segmented
            label={t('compare')}
            options={[
              { value: 'month', label: t('compare_month') },
              { value: 'year', label: t('compare_year') },
            ]}
            value={mode}
            onChange={(m) =>
              setParams(
                (prev) => {
                  const next = new URLSearchParams(prev)
                  if (m === 'year') next.set('compare', 'year')
                  else next.delete('compare')
                  return next
                },
                { replace: true },
              )
            }
          />
        </div>
        <DocumentActions
          input={input}
          fileName={fileName}
          share={{ text: t('share', { company: company.company_name ?? '', period: labels.month }) }}
        />
      </div>
      {dealerState ? null : (
        <p className="text-sm text-ink-soft" role="note">
          {t('noState')}
        </p>
      )}
      {loading || !comparison || !sections ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          <MisCharts month={comparison.month} />
          <p className="sr-only">{t('chartTable')}</p>
          {sections.map((s) => (
            <MisSectionTable key={s.id} section={s} mode={mode} />
          ))}
        </>
      )}
    </section>
  )
}
