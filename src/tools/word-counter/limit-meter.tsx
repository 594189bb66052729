import { cn } from '@/ui/cn'
import { useWordCounterStrings } from './strings'

type Props = { label: string; used: number; limit: number; note?: string }

/** One length limit as a bar with "used of limit" and what is left or over, in words as well as colour. */
export function LimitMeter({ label, used, limit, note }: Props) {
  const t = useWordCounterStrings()
  const over = used - limit
  const share = Math.min(used / limit, 1)
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium text-ink">{label}</span>
        <span className={cn('tabular-nums', over > 0 ? 'font-semibold text-red-700' : 'text-ink-soft')}>
          {t('limitUsage', { used, limit })} ·{' '}
          {over > 0 ? t('limitOver', { over }) : t('limitLeft', { left: -over })}
        </span>
      </div>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
        <div
          className={cn(
            'h-full rounded-full',
            over > 0 ? 'bg-red-600' : share > 0.9 ? 'bg-saffron-500' : 'bg-brand-600',
          )}
          style={{ width: `${share * 100}%` }}
        />
      </div>
      {note ? <p className="text-xs text-ink-soft">{note}</p> : null}
    </div>
  )
}
