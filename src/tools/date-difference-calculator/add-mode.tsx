import { useId, useState } from 'react'
import { useLanguage } from '@/lib/i18n'
import { Field, Input } from '@/ui/field'
import { parseIndianNumber } from '@/utils/indian-number'
import { DateField, dateFromField, todayIso, useDateField } from '../shared/dates/date-field'
import { formatDdMmYyyy, formatLongDate } from '../shared/dates/date-format'
import { addDuration } from './logic'
import { useDateDiffStrings } from './strings'

type Part = 'years' | 'months' | 'weeks' | 'days'
const PARTS: readonly Part[] = ['years', 'months', 'weeks', 'days']
const MAX_PART = 4_000_000

/** A duration part: empty counts as 0; anything else must be a whole number 0 or more. */
function readPart(raw: string): { value: number; issue?: 'errWhole' | 'errTooBig' } {
  if (raw.trim() === '') return { value: 0 }
  const parsed = parseIndianNumber(raw)
  if (!parsed.ok || !Number.isInteger(parsed.value) || parsed.value < 0) {
    return { value: 0, issue: 'errWhole' }
  }
  if (parsed.value > MAX_PART) return { value: 0, issue: 'errTooBig' }
  return { value: parsed.value }
}

/** Adds or subtracts years, months, weeks and days to a date, with the month-end rule explained. */
export function AddMode() {
  const t = useDateDiffStrings()
  const lang = useLanguage()
  const id = useId()
  const [start, setStart] = useDateField(todayIso())
  const [direction, setDirection] = useState<'add' | 'subtract'>('add')
  const [raw, setRaw] = useState<Record<Part, string>>({ years: '', months: '', weeks: '', days: '' })
  const parts = Object.fromEntries(PARTS.map((p) => [p, readPart(raw[p])])) as Record<
    Part,
    ReturnType<typeof readPart>
  >
  const startDate = dateFromField(start)
  const hasIssue = PARTS.some((p) => parts[p].issue)
  const sign = direction === 'add' ? 1 : -1
  const result =
    startDate && !hasIssue
      ? addDuration(startDate, {
          years: sign * parts.years.value,
          months: sign * parts.months.value,
          weeks: sign * parts.weeks.value,
          days: sign * parts.days.value,
        })
      : null
  const label: Record<Part, string> = {
    years: t('yearsLabel'),
    months: t('monthsLabel'),
    weeks: t('weeksLabel'),
    days: t('daysLabel'),
  }

  return (
    <div className="space-y-4">
      <DateField
        id={`${id}-date`}
        label={t('dateLabel')}
        value={start}
        onChange={setStart}
        testId="add-start-display"
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{t('directionLegend')}</legend>
        <div className="flex flex-wrap gap-2">
          {(['add', 'subtract'] as const).map((option) => (
            <label
              key={option}
              className="cursor-pointer rounded-full border border-line bg-surface px-3 py-1.5 text-sm text-ink hover:border-brand-500 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name={`${id}-dir`}
                value={option}
                checked={direction === option}
                onChange={() => setDirection(option)}
                className="sr-only"
              />
              {t(`dir_${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {PARTS.map((part) => {
          const issue = parts[part].issue
          return (
            <Field
              key={part}
              label={label[part]}
              htmlFor={`${id}-${part}`}
              error={issue ? t(issue) : undefined}
            >
              <Input
                id={`${id}-${part}`}
                inputMode="numeric"
                autoComplete="off"
                value={raw[part]}
                onChange={(event) => setRaw((r) => ({ ...r, [part]: event.target.value }))}
                aria-invalid={issue ? true : undefined}
                aria-describedby={issue ? `${id}-${part}-error` : undefined}
                className="tabular-nums"
              />
            </Field>
          )
        })}
      </div>
      <section aria-labelledby={`${id}-result`} className="space-y-2 rounded-lg border border-line p-4">
        <h2 id={`${id}-result`} className="text-sm font-medium text-ink-soft">
          {t('addResult')}
        </h2>
        <div role="status" aria-live="polite" aria-atomic="true">
          {result?.ok ? (
            <p className="text-ink" data-testid="add-result">
              <span className="text-2xl font-bold tabular-nums">{formatDdMmYyyy(result.value)}</span>{' '}
              <span className="text-sm">{formatLongDate(result.value, lang)}</span>
            </p>
          ) : result && !result.ok ? (
            <p className="text-sm font-medium text-red-700">{t('addOutOfRange')}</p>
          ) : (
            <p className="text-sm text-ink-soft">{t('waiting')}</p>
          )}
        </div>
        <p className="text-xs text-ink-soft">{t('clampNote')}</p>
      </section>
    </div>
  )
}
