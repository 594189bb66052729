// /reports: the catalogue of reports by group, and one report at a time (?view=<id>), everything about it in
// the address so it reloads offline as it was.
import { ArrowLeft } from 'lucide-react'
import { lazy, Suspense, useMemo } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { useLanguage } from '@/lib/i18n'
import { Card } from '@/ui/card'
import { RegisterHeading } from '@/ui/register/register-heading'
import { Spinner } from '@/ui/spinner'
import { REPORTS, reportById } from '../catalog'
import { REPORT_GROUPS, type ReportEntry } from '../catalog/report-entry'
import { useReportsStrings } from '../reports-strings'

const screens = new Map<string, ReturnType<typeof lazy>>()
function screenOf(entry: ReportEntry) {
  let s = screens.get(entry.id)
  if (!s) {
    s = lazy(entry.load)
    screens.set(entry.id, s)
  }
  return s
}

function Catalogue() {
  const t = useReportsStrings()
  const lang = useLanguage()
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-testid="report-catalogue">
      {REPORT_GROUPS.map((group) => {
        const entries = REPORTS.filter((r) => r.group === group)
        if (entries.length === 0) return null
        return (
          <Card key={group} aria-labelledby={`reports-${group}`}>
            <h2 id={`reports-${group}`} className="text-base font-semibold text-ink">
              {t(`group_${group}`)}
            </h2>
            <ul className="mt-2 flex flex-col divide-y divide-line">
              {entries.map((r) => (
                <li key={r.id}>
                  <Link
                    to={`/reports?view=${r.id}`}
                    className="block rounded-md py-2 focus-visible:outline-2 focus-visible:outline-brand-600"
                    data-testid={`report-link-${r.id}`}
                  >
                    <span className="font-medium text-brand-700 underline-offset-4 hover:underline">
                      {r.title[lang]}
                    </span>
                    <span className="block text-sm text-ink-soft">{r.hint[lang]}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        )
      })}
    </div>
  )
}

export default function ReportsPage() {
  const t = useReportsStrings()
  const lang = useLanguage()
  const [params] = useSearchParams()
  const entry = reportById(params.get('view'))
  const Screen = useMemo(() => (entry ? screenOf(entry) : null), [entry])
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      {entry && Screen ? (
        <>
          <Link
            to="/reports"
            className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 underline underline-offset-4"
            data-testid="reports-back"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('allReports')}
          </Link>
          <RegisterHeading title={entry.title[lang]} intro={entry.hint[lang]} />
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <Screen />
          </Suspense>
        </>
      ) : (
        <>
          <RegisterHeading title={t('title')} intro={t('intro')} />
          <Catalogue />
        </>
      )}
    </section>
  )
}
