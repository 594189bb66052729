// A document's money heads as a two-column list (taxable, each tax, round-off, total, payable): the label on
// the left, the amount in Indian money on the right, the last row (or those marked) in bold. Every bill, note
// and form total reads the same.
import { useLanguage } from '@/lib/i18n'
import { formatPaise } from '@/utils/indian-number'
import { cn } from './cn'

export type MoneyRow = { label: string; paise: number; strong?: boolean; testId?: string }

export function MoneyRows({
  rows,
  strongLast = true,
  className,
}: {
  rows: readonly MoneyRow[]
  /** The last row is the total: in bold (the default). */
  strongLast?: boolean
  className?: string
}) {
  const lang = useLanguage()
  if (rows.length === 0) return null
  return (
    <dl className={cn('grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm', className)}>
      {rows.map((r, i) => {
        const strong = r.strong ?? (strongLast && i === rows.length - 1)
        return (
          <div key={r.label} className={cn('contents', strong && 'font-semibold')}>
            <dt className={strong ? 'text-ink' : 'text-ink-soft'}>{r.label}</dt>
            <dd className="text-right tabular-nums text-ink" data-testid={r.testId}>
              {formatPaise(r.paise, { locale: lang })}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
