import { Check, Plus } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useLanguage } from '@/lib/i18n'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { Field, Input } from '@/ui/field'
import { ChoiceGroup } from '../shared/calc/calc-fields'
import { checkHabit, type Habit, type HabitIssue, type Schedule } from './logic'
import { useHabitStrings, WEEKDAY_SHORT } from './strings'

type Kind = Schedule['kind']
type Draft = { name: string; schedule: Schedule; reminder: string | null }

/** Monday first, as Indian calendars print the week. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0]

type Props = {
  count: number
  onSave: (draft: Draft) => Promise<boolean>
  /** The habit being edited; without it the form adds a new one. */
  initial?: Habit
  onCancel?: () => void
}

/** The form for a habit: name, schedule and an optional reminder, each problem shown at its field. */
export function HabitForm({ count, onSave, initial, onCancel }: Props) {
  const t = useHabitStrings()
  const lang = useLanguage()
  const id = useId()
  const s0 = initial?.schedule
  // Inside a habit's card (whose name is an h3) the edit form is a level below.
  const Heading = initial ? 'h4' : 'h2'
  const [name, setName] = useState(initial?.name ?? '')
  const [kind, setKind] = useState<Kind>(s0?.kind ?? 'daily')
  const [days, setDays] = useState<number[]>(s0?.kind === 'weekdays' ? s0.days : [1, 2, 3, 4, 5])
  const [times, setTimes] = useState(s0?.kind === 'weekly' ? String(s0.times) : '3')
  const [reminder, setReminder] = useState(initial?.reminder ?? '')
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
    const found = checkHabit(draft, initial ? 0 : count)
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
    const saved = await onSave(draft)
    setMessage(
      saved
        ? { text: t(initial ? 'saved' : 'added', { name: draft.name }), error: false }
        : { text: t('saveFailed'), error: true },
    )
    if (saved && initial) onCancel?.()
    else if (saved) {
      setName('')
      setReminder('')
    }
  }

  const issue = (key: HabitIssue) => (issues.includes(key) ? t(key) : undefined)
  const nameError = issue('nameEmpty') ?? issue('nameTooLong')

  return (
    <Card aria-labelledby={`${id}-heading`} className={initial ? 'border-brand-300 shadow-none' : undefined}>
      <form className="space-y-4" onSubmit={submit} noValidate>
        <Heading id={`${id}-heading`} className="text-lg font-semibold">
          {initial ? t('editHeading', { name: initial.name }) : t('addHeading')}
        </Heading>
        <Field label={t('name')} htmlFor={`${id}-name`} hint={t('nameHint')} error={nameError}>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={80}
            autoComplete="off"
            autoFocus={initial !== undefined}
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
        <div className="flex flex-wrap gap-2">
          <Button type="submit">
            {initial ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
            {initial ? t('save') : t('add')}
          </Button>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              {t('cancel')}
            </Button>
          ) : null}
        </div>
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
