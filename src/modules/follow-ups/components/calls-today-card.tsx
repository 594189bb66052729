// The dashboard's card of today's follow-up calls: how many are due, the most late few, and the way in. It
// also keeps the reminders in step while the dashboard is open, so the list is ready before anyone opens it.
import { PhoneCall } from 'lucide-react'
import { Link } from 'react-router-dom'
import { useAuth } from '@/auth/auth-context'
import { Card } from '@/ui/card'
import { CALL_LIST_BUCKETS } from '../domain/buckets'
import { useFollowUpRefresh, useFollowUps } from '../data/use-follow-ups'
import { useFollowUpStrings } from '../follow-ups-strings'
import { followUpsModule } from '../module'
import { BucketBadge } from './bucket-badge'

const SHOWN = 5

export default function CallsTodayCard() {
  const t = useFollowUpStrings()
  const auth = useAuth()
  useFollowUpRefresh()
  const { rows } = useFollowUps()
  if (!auth.can('workshop_follow_up', 'read')) return null
  const today = rows
    .filter((r) => CALL_LIST_BUCKETS.includes(r.bucket))
    .sort(
      (a, b) =>
        CALL_LIST_BUCKETS.indexOf(a.bucket) - CALL_LIST_BUCKETS.indexOf(b.bucket) ||
        (a.reminder.due_date < b.reminder.due_date ? -1 : 1),
    )
  return (
    <Card aria-labelledby="dash-follow-ups" data-testid="calls-today">
      <h2 id="dash-follow-ups" className="flex items-center gap-2 text-base font-semibold">
        <PhoneCall aria-hidden="true" className="size-5 text-brand-700" />
        {t('widgetTitle')}
      </h2>
      {today.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">{t('widgetNone')}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-ink">{t('widgetCount', { count: today.length })}</p>
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            {today.slice(0, SHOWN).map((r) => (
              <li key={r.reminder.id} className="flex items-center justify-between gap-3">
                <Link
                  to={followUpsModule.href.reminder(r.reminder.id)}
                  className="text-brand-700 hover:underline"
                >
                  {r.party?.name ?? r.reminder.reg_no} · {t(`kind_${r.reminder.kind}`)}
                </Link>
                <BucketBadge bucket={r.bucket} />
              </li>
            ))}
          </ul>
        </>
      )}
      <Link
        to={followUpsModule.href.list()}
        className="mt-3 inline-block text-sm text-brand-700 hover:underline"
      >
        {t('widgetOpen')}
      </Link>
    </Card>
  )
}
