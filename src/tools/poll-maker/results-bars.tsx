// Results as horizontal bars: count and percentage of each option, the leader and this device's vote marked.
import { useLanguage } from '@/lib/i18n'
import { cn } from '@/ui/cn'
import type { TallyRow } from './logic'
import { usePollStrings } from './strings'

export function ResultsBars({ rows, mine = [] }: { rows: TallyRow[]; mine?: readonly number[] }) {
  const t = usePollStrings()
  const lang = useLanguage()
  const fmt = (n: number) => n.toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN')
  return (
    <ul className="space-y-3" data-testid="poll-results">
      {rows.map((row, i) => (
        <li key={row.label} className="space-y-1">
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <span className="font-medium text-ink">
              {row.label}
              {mine.includes(i) ? (
                <span className="ml-2 text-xs text-brand-700">({t('yourVote')})</span>
              ) : null}
              {row.leading ? <span className="ml-2 text-xs text-emerald-700">({t('leading')})</span> : null}
            </span>
            <span className="tabular-nums text-ink-soft" data-testid={`poll-count-${i}`}>
              {t('votes', { count: row.count })} · {fmt(row.percent)}%
            </span>
          </div>
          <div className="h-3 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <div
              className={cn('h-full rounded-full', row.leading ? 'bg-emerald-600' : 'bg-brand-600')}
              style={{ width: `${row.percent}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  )
}
