// /workshop/job-card: the register, or one card when the address names it (?id=…) or asks for a new one (?new=1).
import { useSearchParams } from 'react-router-dom'
import { JobCardEditor } from '../components/job-card-editor'
import { JobCardList } from '../components/job-card-list'

export default function JobCardsPage() {
  const [params] = useSearchParams()
  const id = params.get('id')
  if (id) return <JobCardEditor key={id} id={id} />
  if (params.get('new') === '1') return <JobCardEditor key="new" id={null} />
  return <JobCardList />
}
