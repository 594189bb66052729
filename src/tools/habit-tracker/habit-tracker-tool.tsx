import { BellRing, Bell, Download, Upload } from 'lucide-react'
import { useId, useState } from 'react'
import { downloadText } from '@/lib/download'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { askNotifyPermission, notifyPermission, type NotifyPermission } from '../shared/notify/notify'
import { makeBackup, readBackup, BACKUP_MAX_CHARS } from './backup'
import { HabitCard } from './habit-card'
import { HabitForm } from './habit-form'
import { dayNumber, dayString, localDay, type Habit } from './logic'
import { useHabitStrings } from './strings'
import { useHabits } from './use-habits'
import { useReminders } from './use-reminders'

const IMPORT_MESSAGES = {
  tooLarge: 'importTooLarge',
  notJson: 'importNotJson',
  notBackup: 'importNotBackup',
  tooManyHabits: 'importTooMany',
} as const

function newId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
}

/** Habit tracker: schedules, check-ins, streaks, a calendar heat map, reminders and a JSON backup. */
export default function HabitTrackerTool() {
  const t = useHabitStrings()
  const id = useId()
  const { state, add, update, remove, toggle, importHabits } = useHabits()
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null)
  const [permission, setPermission] = useState<NotifyPermission>(notifyPermission)
  const today = dayNumber(localDay(Date.now()))!
  const ready = state.status === 'ready' ? state : null
  const reminders = useReminders(ready?.habits ?? null, ready?.done ?? null, (habit) => ({
    title: t('reminderNow', { name: habit.name }),
    body: t('reminderBody'),
  }))

  async function onImport(file: File | undefined) {
    if (!file) return
    if (file.size > BACKUP_MAX_CHARS * 4) {
      setStatus({ text: t('importTooLarge'), error: true })
      return
    }
    const read = readBackup(await file.text())
    if (!read.ok) {
      const text =
        read.reason === 'badField'
          ? t('importBadField', { habit: read.habit, field: read.field })
          : read.reason === 'newerVersion'
            ? t('importNewer', { version: read.version })
            : t(IMPORT_MESSAGES[read.reason])
      setStatus({ text, error: true })
      return
    }
    const saved = await importHabits(read.habits)
    setStatus(
      saved
        ? { text: t('imported', { count: read.habits.length }), error: false }
        : { text: t('saveFailed'), error: true },
    )
  }

  function onExport() {
    if (!ready) return
    const habits = ready.habits.map((h) => ({
      ...h,
      checkins: [...(ready.done.get(h.id) ?? [])].map(dayString),
    }))
    downloadText(
      `habits-${localDay(Date.now())}`,
      makeBackup(habits, new Date()),
      '.json',
      'application/json',
    )
  }

  async function onDelete(habit: Habit) {
    if (!window.confirm(t('deleteConfirm', { name: habit.name }))) return
    const ok = await remove(habit.id)
    setStatus(
      ok
        ? { text: t('deleted', { name: habit.name }), error: false }
        : { text: t('saveFailed'), error: true },
    )
  }

  if (state.status === 'unavailable') {
    return (
      <Card>
        <p role="alert" className="font-medium text-red-700">
          {t('unavailable')}
        </p>
      </Card>
    )
  }

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-4">
        {reminders.length ? (
          <div role="alert" className="space-y-1 rounded-xl border border-saffron-500 bg-saffron-100 p-4">
            {reminders.map((habit) => (
              <p key={habit.id} className="flex items-center gap-2 font-medium text-ink">
                <BellRing aria-hidden="true" className="size-4" />
                {t('reminderNow', { name: habit.name })}
              </p>
            ))}
          </div>
        ) : null}
        <section aria-labelledby={`${id}-list`} className="space-y-3">
          <h2 id={`${id}-list`} className="text-lg font-semibold">
            {t('yourHabits')}
          </h2>
          <p
            role="status"
            aria-live="polite"
            className={status?.error ? 'text-sm font-medium text-red-700' : 'text-sm text-green-800'}
          >
            {status?.text ?? ''}
          </p>
          {!ready ? (
            <p className="text-sm text-ink-soft">{t('loading')}</p>
          ) : ready.habits.length === 0 ? (
            <p className="text-sm text-ink-soft">{t('empty')}</p>
          ) : (
            ready.habits.map((habit) => (
              <HabitCard
                key={habit.id}
                habit={habit}
                done={ready.done.get(habit.id) ?? new Set()}
                today={today}
                onToggle={(day, done) =>
                  void toggle(habit.id, day, done).then((ok) => {
                    if (!ok) setStatus({ text: t('saveFailed'), error: true })
                  })
                }
                onDelete={() => void onDelete(habit)}
                onEdit={(next) =>
                  update(next).then((ok) => {
                    setStatus(
                      ok
                        ? { text: t('saved', { name: next.name }), error: false }
                        : { text: t('saveFailed'), error: true },
                    )
                    return ok
                  })
                }
              />
            ))
          )}
        </section>
      </div>
      <div className="space-y-4">
        <HabitForm
          count={ready?.habits.length ?? 0}
          onSave={(draft) => add({ ...draft, id: newId(), createdDay: dayString(today) })}
        />
        <Card aria-labelledby={`${id}-reminders`} className="space-y-2">
          <h2 id={`${id}-reminders`} className="text-lg font-semibold">
            {t('remindersHeading')}
          </h2>
          {permission === 'default' ? (
            <>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void askNotifyPermission().then(setPermission)}
              >
                <Bell aria-hidden="true" />
                {t('remindersAsk')}
              </Button>
              <p className="text-xs text-ink-soft">{t('remindersWhy')}</p>
            </>
          ) : (
            <p className="text-sm text-ink-soft">
              {permission === 'granted'
                ? t('remindersOn')
                : permission === 'denied'
                  ? t('remindersDenied')
                  : t('remindersUnsupported')}
            </p>
          )}
        </Card>
        <Card aria-labelledby={`${id}-backup`} className="space-y-3">
          <h2 id={`${id}-backup`} className="text-lg font-semibold">
            {t('backupHeading')}
          </h2>
          <p className="text-xs text-ink-soft">{t('backupHint')}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={onExport}
              disabled={!ready || ready.habits.length === 0}
            >
              <Download aria-hidden="true" />
              {t('export')}
            </Button>
            <label className="inline-flex h-8 cursor-pointer items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-medium text-ink hover:bg-muted has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600">
              <Upload aria-hidden="true" className="size-4" />
              {t('import')}
              <input
                type="file"
                accept=".json,application/json"
                className="sr-only"
                onChange={(event) => {
                  void onImport(event.target.files?.[0])
                  event.target.value = ''
                }}
              />
            </label>
          </div>
        </Card>
      </div>
    </div>
  )
}
