import type { JobStatus } from '@schemas/index'
import { cn } from '@/ui/cn'
import { useWorkshopStrings } from '../workshop-strings'

const TONE: Record<JobStatus, string> = {
  open: 'bg-sky-100 text-sky-900',
  in_progress: 'bg-amber-100 text-amber-900',
  awaiting_parts: 'bg-orange-100 text-orange-900',
  ready: 'bg-emerald-100 text-emerald-900',
  delivered: 'bg-muted text-ink',
  cancelled: 'bg-red-100 text-red-900',
}

export function StatusBadge({ status }: { status: JobStatus }) {
  const t = useWorkshopStrings()
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        TONE[status],
      )}
      data-status={status}
    >
      {t(`status_${status}`)}
    </span>
  )
}
