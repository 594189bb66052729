import { Plus } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useLanguage } from '@/lib/i18n'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { Field, Input } from '@/ui/field'
import { ChoiceGroup } from '../shared/calc/calc-fields'
import { checkHabit, type HabitIssue, type Schedule } from './logic'
import { useHabitStrings, WEEKDAY_SHORT } from './strings'

type Kind = Schedule['kind']
type Draft = { name: string; schedule: Schedule; reminder: string | null }

/** Monday first, as Indian calendars print the week. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0]

type Props = { count: number; onAdd: (draft: Draft) => Promise<boolean> }

/** The form for a new habit: name, schedule and an optional reminder, each problem shown at its field. */
export function HabitForm({ count, onAdd }: Props) {
  const t = useHabitStrings()
  const lang = useLanguage()
  const id = useId()
  const [name, setName] = useState('')
  const [kind, setKind] = useState<Kind>('daily')
  const [days, setDays] = useState<number[]>([1, 2, 3, 4, 5])
  const [times, setTimes] = useState('3')
  const [reminder, setReminder] = useState('')
  const [issues, setIssues] = useState<HabitIssue[]>([])
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)

  const schedule = (): Schedule =>
    kind === 'daily'
      ? { kind }
      : kind === 'weekdays'
        ? { kind, days }
        : { kind, times: /^\d+$/.test(times.trim()) ? Number(times) : Number.NaN }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const draft = { name: name.trim(), schedule: schedule(), reminder: reminder === '' ? null : reminder }
    const found = checkHabit(draft, count)
    setIssues(found)
    if (found.length) {
      setMessage(null)
      document
        .getElementById(
          `${id}-${found[0] === 'noWeekdays' ? 'days' : found[0] === 'timesInvalid' ? 'times' : found[0] === 'reminderInvalid' ? 'reminder' : 'name'}`,
        )
        ?.focus()
      return
    }
    const saved = await onAdd(draft)
    setMessage(
      saved
        ? { text: t('added', { name: draft.name }), error: false }
        : { text: t('saveFailed'), error: true },
    )
    if (saved) {
      setName('')
      setReminder('')
    }
  }

  const issue = (key: HabitIssue) => (issues.includes(key) ? t(key) : undefined)
  const nameError = issue('nameEmpty') ?? issue('nameTooLong')

  return (
    <Card aria-labelledby={`${id}-heading`}>
      <form className="space-y-4" onSubmit={submit} noValidate>
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {t('addHeading')}
        </h2>
        <Field label={t('name')} htmlFor={`${id}-name`} hint={t('nameHint')} error={nameError}>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={80}
            autoComplete="off"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : `${id}-name-hint`}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <ChoiceGroup
          name={`${id}-kind`}
          legend={t('schedule')}
          value={kind}
          onChange={setKind}
          options={[
            { value: 'daily', label: t('daily') },
            { value: 'weekdays', label: t('weekdays') },
            { value: 'weekly', label: t('weekly') },
          ]}
        />
        {kind === 'weekdays' ? (
          <fieldset
            id={`${id}-days`}
            tabIndex={-1}
            aria-describedby={issue('noWeekdays') ? `${id}-days-error` : undefined}
          >
            <legend className="mb-1.5 text-sm font-medium text-ink">{t('chooseDays')}</legend>
            <div className="flex flex-wrap gap-2">
              {WEEK_ORDER.map((day) => (
                <label
                  key={day}
                  className="cursor-pointer rounded-full border border-line px-3 py-1.5 text-sm has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
                >
                  <input
                    type="checkbox"
                    className="sr-only"
                    checked={days.includes(day)}
                    onChange={(event) =>
                      setDays(event.target.checked ? [...days, day].sort() : days.filter((d) => d !== day))
                    }
                  />
                  {WEEKDAY_SHORT[lang][day]}
                </label>
              ))}
            </div>
            {issue('noWeekdays') ? (
              <p id={`${id}-days-error`} role="alert" className="mt-1.5 text-xs font-medium text-red-700">
                {issue('noWeekdays')}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        {kind === 'weekly' ? (
          <Field
            label={t('timesPerWeek')}
            htmlFor={`${id}-times`}
            error={issue('timesInvalid')}
            className="max-w-48"
          >
            <Input
              id={`${id}-times`}
              inputMode="numeric"
              value={times}
              aria-invalid={issue('timesInvalid') ? true : undefined}
              aria-describedby={issue('timesInvalid') ? `${id}-times-error` : undefined}
              onChange={(event) => setTimes(event.target.value)}
            />
          </Field>
        ) : null}
        <Field
          label={t('reminder')}
          htmlFor={`${id}-reminder`}
          hint={t('reminderHint')}
          error={issue('reminderInvalid')}
          className="max-w-72"
        >
          <Input
            id={`${id}-reminder`}
            type="time"
            value={reminder}
            aria-invalid={issue('reminderInvalid') ? true : undefined}
            aria-describedby={issue('reminderInvalid') ? `${id}-reminder-error` : `${id}-reminder-hint`}
            onChange={(event) => setReminder(event.target.value)}
          />
        </Field>
        {issue('tooManyHabits') ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {issue('tooManyHabits')}
          </p>
        ) : null}
        <Button type="submit">
          <Plus aria-hidden="true" />
          {t('add')}
        </Button>
        <p
          role="status"
          aria-live="polite"
          className={message?.error ? 'text-sm font-medium text-red-700' : 'text-sm text-green-800'}
        >
          {message?.text ?? ''}
        </p>
      </form>
    </Card>
  )
}
