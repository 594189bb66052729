// /workshop/job-card: the register, or one card when the address names it (?id=…) or asks for a new one (?new=1),
// which a follow-up opens with its customer and vehicle filled in (?new=1&follow_up=…).
import { useSearchParams } from 'react-router-dom'
import { useJobCardStart } from '@/modules/follow-ups/public'
import { Spinner } from '@/ui/spinner'
import { JobCardEditor } from '../components/job-card-editor'
import { JobCardList } from '../components/job-card-list'
import { useWorkshopStrings } from '../workshop-strings'

function NewFromFollowUp({ followUp }: { followUp: string }) {
  const t = useWorkshopStrings()
  const start = useJobCardStart(followUp)
  if (start === undefined) return <Spinner label={t('loading')} className="min-h-[50vh]" />
  // A follow-up no longer on this device opens an empty card rather than nothing.
  return <JobCardEditor key={`new:${followUp}`} id={null} start={start ?? undefined} />
}

export default function JobCardsPage() {
  const [params] = useSearchParams()
  const id = params.get('id')
  if (id) return <JobCardEditor key={id} id={id} />
  if (params.get('new') === '1') {
    const followUp = params.get('follow_up')
    return followUp ? <NewFromFollowUp followUp={followUp} /> : <JobCardEditor key="new" id={null} />
  }
  return <JobCardList />
}
