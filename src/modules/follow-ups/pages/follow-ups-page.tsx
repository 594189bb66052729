// /workshop/follow-up: the call list, and one follow-up (?id=). Either keeps the reminders in step with the
// deliveries and job cards while it is open.
import { useSearchParams } from 'react-router-dom'
import { useFollowUpRefresh } from '../data/use-follow-ups'
import { FollowUpList } from '../components/follow-up-list'
import { ReminderView } from '../components/reminder-view'

export default function FollowUpsPage() {
  const [params] = useSearchParams()
  useFollowUpRefresh()
  const id = params.get('id')
  return id ? <ReminderView id={id} /> : <FollowUpList />
}
