// Where a follow-up stands, as a word with a colour that never carries the meaning alone.
import { cn } from '@/ui/cn'
import type { Bucket } from '../domain/buckets'
import { useFollowUpStrings } from '../follow-ups-strings'

const TONE: Record<Bucket, string> = {
  lost: 'bg-red-100 text-red-900',
  overdue: 'bg-orange-100 text-orange-900',
  due: 'bg-amber-100 text-amber-900',
  due_soon: 'bg-sky-100 text-sky-900',
  scheduled: 'bg-brand-50 text-brand-800',
  upcoming: 'bg-muted text-ink',
  expired: 'bg-muted text-ink-soft',
  closed: 'bg-muted text-ink-soft',
}

export function BucketBadge({ bucket }: { bucket: Bucket }) {
  const t = useFollowUpStrings()
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        TONE[bucket],
      )}
      data-bucket={bucket}
    >
      {t(`bucket_${bucket}`)}
    </span>
  )
}
