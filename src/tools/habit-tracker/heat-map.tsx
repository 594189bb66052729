import { parsePlainDate } from '@/utils/plain-date'
import { cn } from '@/ui/cn'
import { formatDdMmYyyy } from '../shared/dates/date-format'
import { dayString, type HeatCell } from './logic'
import { useHabitStrings } from './strings'

/** A GitHub-style calendar: one column per week (Monday at the top), one square per day. */
export function HeatMap({ columns }: { columns: HeatCell[][] }) {
  const t = useHabitStrings()
  const doneDays = columns.flat().filter((cell) => cell.done).length
  const label = (n: number) => {
    const parsed = parsePlainDate(dayString(n))
    return parsed.ok ? formatDdMmYyyy(parsed.value) : dayString(n)
  }
  return (
    <div className="space-y-2">
      <div
        role="img"
        aria-label={t('heatSummary', { done: doneDays })}
        className="flex gap-[3px] overflow-x-auto pb-1"
      >
        {columns.map((column) => (
          <div key={column[0]!.day} className="flex flex-col gap-[3px]">
            {column.map((cell) => (
              <span
                key={cell.day}
                title={
                  cell.future
                    ? undefined
                    : `${label(cell.day)}: ${cell.done ? t('legendDone') : cell.scheduled ? t('legendDue') : t('legendOff')}`
                }
                data-done={cell.done || undefined}
                className={cn(
                  'size-3 rounded-[3px]',
                  cell.future
                    ? 'bg-transparent'
                    : cell.done
                      ? 'bg-brand-600'
                      : cell.scheduled
                        ? 'bg-line'
                        : 'border border-dashed border-line bg-transparent',
                )}
              />
            ))}
          </div>
        ))}
      </div>
      <ul aria-hidden="true" className="flex flex-wrap gap-3 text-xs text-ink-soft">
        <li className="flex items-center gap-1">
          <span className="size-3 rounded-[3px] bg-brand-600" /> {t('legendDone')}
        </li>
        <li className="flex items-center gap-1">
          <span className="size-3 rounded-[3px] bg-line" /> {t('legendDue')}
        </li>
        <li className="flex items-center gap-1">
          <span className="size-3 rounded-[3px] border border-dashed border-line" /> {t('legendOff')}
        </li>
      </ul>
    </div>
  )
}
