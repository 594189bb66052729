// /reports: the GST returns of a month (?view=gst, the default) and the Tally export of a period (?view=tally),
// one view at a time, the choice kept in the address.
import { useSearchParams } from 'react-router-dom'
import { RegisterHeading } from '@/ui/register/register-heading'
import { Segmented } from '@/ui/segmented'
import { GstReturns } from '../components/gst-returns'
import { TallyExport } from '../components/tally-export'
import { useReportsStrings } from '../reports-strings'

const VIEWS = ['gst', 'tally'] as const
type View = (typeof VIEWS)[number]

export default function ReportsPage() {
  const t = useReportsStrings()
  const [params, setParams] = useSearchParams()
  const view: View = params.get('view') === 'tally' ? 'tally' : 'gst'
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <RegisterHeading title={t('title')} intro={t('intro')} />
      <Segmented
        label={t('views')}
        options={VIEWS.map((v) => ({ value: v, label: t(`view_${v}`) }))}
        value={view}
        onChange={(v) => setParams({ view: v })}
      />
      {view === 'gst' ? <GstReturns /> : <TallyExport />}
    </section>
  )
}
