import { Check, Pencil, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { useLanguage } from '@/lib/i18n'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { fromEpochDay } from '@/utils/plain-date'
import { HabitForm } from './habit-form'
import { HeatMap } from './heat-map'
import {
  completion,
  dayNumber,
  doneThisWeek,
  heatMap,
  isScheduled,
  streaks,
  weekdayOfNumber,
  type Habit,
} from './logic'
import { useHabitStrings, WEEKDAY_SHORT } from './strings'

type Props = {
  habit: Habit
  done: ReadonlySet<number>
  today: number
  onToggle: (day: number, done: boolean) => void
  onDelete: () => void
  onEdit: (habit: Habit) => Promise<boolean>
}

const HEAT_WEEKS = 20

/** One habit: today's check-in, the last seven days, streaks, completion and the calendar. */
export function HabitCard({ habit, done, today, onToggle, onDelete, onEdit }: Props) {
  const t = useHabitStrings()
  const lang = useLanguage()
  const id = useId()
  const [editing, setEditing] = useState(false)
  const s = habit.schedule
  const streak = streaks(s, done, today)
  const unit = (count: number) => (streak.unit === 'weeks' ? t('weeks', { count }) : t('days', { count }))
  const recent = completion(s, done, today, 30, dayNumber(habit.createdDay) ?? today)
  const summary =
    s.kind === 'daily'
      ? t('everyDay')
      : s.kind === 'weekdays'
        ? t('onDays', {
            days: [1, 2, 3, 4, 5, 6, 0]
              .filter((d) => s.days.includes(d))
              .map((d) => WEEKDAY_SHORT[lang][d])
              .join(', '),
          })
        : t('timesAWeek', { count: s.times })
  const dayName = (n: number) => {
    const date = fromEpochDay(n)
    return `${WEEKDAY_SHORT[lang][weekdayOfNumber(n)]} ${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}`
  }
  const doneToday = done.has(today)

  return (
    <article
      aria-labelledby={`${id}-name`}
      data-testid="habit"
      className="space-y-4 rounded-xl border border-line bg-surface p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`${id}-name`} className="text-lg font-semibold break-words">
            {habit.name}
          </h3>
          <p className="text-sm text-ink-soft">
            {summary}
            {habit.reminder ? ` · ${t('remindAt', { time: habit.reminder })}` : ''}
          </p>
        </div>
        <Button
          variant={doneToday ? 'primary' : 'secondary'}
          aria-pressed={doneToday}
          onClick={() => onToggle(today, !doneToday)}
        >
          <Check aria-hidden="true" />
          {doneToday ? t('doneToday') : t('markToday')}
        </Button>
      </header>
      <p className="text-sm text-ink-soft">
        {s.kind === 'weekly'
          ? t('thisWeek', { done: doneThisWeek(done, today), times: s.times })
          : !isScheduled(s, today)
            ? t('notDueToday')
            : ''}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="rounded-lg bg-muted px-3 py-2">
          <dt className="text-xs text-ink-soft">{t('current')}</dt>
          <dd className="text-lg font-semibold" data-testid="streak-current">
            {unit(streak.current)}
          </dd>
        </div>
        <div className="rounded-lg bg-muted px-3 py-2">
          <dt className="text-xs text-ink-soft">{t('best')}</dt>
          <dd className="text-lg font-semibold" data-testid="streak-best">
            {unit(streak.best)}
          </dd>
        </div>
        <p className="col-span-2 self-center text-sm text-ink-soft sm:col-span-1">{t('last30', recent)}</p>
      </dl>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-ink">{t('recentDays')}</legend>
        <div className="flex flex-wrap gap-1">
          {Array.from({ length: 7 }, (_, k) => today - 6 + k).map((n) => {
            const isDone = done.has(n)
            return (
              <button
                key={n}
                type="button"
                aria-pressed={isDone}
                aria-label={isDone ? t('dayDone', { day: dayName(n) }) : t('dayNotDone', { day: dayName(n) })}
                onClick={() => onToggle(n, !isDone)}
                className={cn(
                  'flex h-12 w-10 flex-col items-center justify-center rounded-lg border text-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  isDone
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-line bg-surface text-ink hover:bg-muted',
                  !isScheduled(s, n) && !isDone && 'border-dashed text-ink-soft',
                )}
              >
                <span>{WEEKDAY_SHORT[lang][weekdayOfNumber(n)]}</span>
                <span className="font-semibold">{fromEpochDay(n).day}</span>
              </button>
            )
          })}
        </div>
      </fieldset>
      <div>
        <h4 className="mb-1.5 text-sm font-medium text-ink">{t('heatMap')}</h4>
        <HeatMap columns={heatMap(s, done, today, HEAT_WEEKS)} />
      </div>
      {editing ? (
        <HabitForm
          count={0}
          initial={habit}
          onSave={(draft) => onEdit({ ...habit, ...draft })}
          onCancel={() => setEditing(false)}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" aria-expanded={editing} onClick={() => setEditing(!editing)}>
          <Pencil aria-hidden="true" />
          {t('edit')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          {t('delete')}
        </Button>
      </div>
    </article>
  )
}
