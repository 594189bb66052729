import { useId, useState } from 'react'
import { useLanguage } from '@/lib/i18n'
import { Field, Select, Textarea } from '@/ui/field'
import { formatIndianNumber } from '@/utils/indian-number'
import { DateField, dateFromField, todayIso, useDateField } from '../shared/dates/date-field'
import type { SaturdayRule } from './logic'
import { businessDaysBetween, dateDifference, parseHolidayList } from './logic'
import { useDateDiffStrings } from './strings'

const SATURDAY_RULES: readonly SaturdayRule[] = ['off', 'working', 'second-fourth-off']

/** Difference between two dates: calendar y/m/d, totals and working days. */
export function DifferenceMode() {
  const t = useDateDiffStrings()
  const lang = useLanguage()
  const id = useId()
  const [start, setStart] = useDateField(todayIso())
  const [end, setEnd] = useDateField('')
  const [includeEnd, setIncludeEnd] = useState(false)
  const [saturday, setSaturday] = useState<SaturdayRule>('off')
  const [holidayText, setHolidayText] = useState('')
  const startDate = dateFromField(start)
  const endDate = dateFromField(end)
  const holidays = parseHolidayList(holidayText)
  const diff =
    startDate && endDate ? dateDifference(startDate, endDate, { includeEndDate: includeEnd }) : null
  const business =
    startDate && endDate
      ? businessDaysBetween(startDate, endDate, { saturday, holidays: holidays.dates })
      : null
  const num = (n: number) => formatIndianNumber(n, { maximumFractionDigits: 0, locale: lang })
  const value = diff?.ok ? diff.value : null
  const sign = value?.negative ? '−' : ''

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          id={`${id}-start`}
          label={t('startLabel')}
          value={start}
          onChange={setStart}
          testId="start-display"
        />
        <DateField
          id={`${id}-end`}
          label={t('endLabel')}
          value={end}
          onChange={setEnd}
          testId="end-display"
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={includeEnd}
          onChange={(event) => setIncludeEnd(event.target.checked)}
          className="size-4 accent-brand-700"
        />
        {t('includeEnd')}
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('saturdayLabel')} htmlFor={`${id}-sat`}>
          <Select
            id={`${id}-sat`}
            value={saturday}
            onChange={(event) => setSaturday(event.target.value as SaturdayRule)}
          >
            {SATURDAY_RULES.map((rule) => (
              <option key={rule} value={rule}>
                {t(`sat_${rule}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t('holidaysLabel')}
          htmlFor={`${id}-holidays`}
          hint={
            holidays.dates.length > 0
              ? `${t('holidaysHint')} ${t('holidaysCount', { count: holidays.dates.length })}`
              : t('holidaysHint')
          }
          error={
            holidays.invalid.length > 0
              ? t('holidaysInvalid', { list: holidays.invalid.slice(0, 5).join(', ') })
              : undefined
          }
        >
          <Textarea
            id={`${id}-holidays`}
            value={holidayText}
            onChange={(event) => setHolidayText(event.target.value)}
            rows={3}
            className="min-h-20"
            aria-invalid={holidays.invalid.length > 0 || undefined}
            aria-describedby={holidays.invalid.length > 0 ? `${id}-holidays-error` : `${id}-holidays-hint`}
          />
        </Field>
      </div>

      <section aria-labelledby={`${id}-result`} className="space-y-3 rounded-lg border border-line p-4">
        <h2 id={`${id}-result`} className="text-base font-semibold text-ink">
          {t('resultHeading')}
        </h2>
        <div role="status" aria-live="polite" aria-atomic="true" className="space-y-2">
          {value ? (
            <>
              {value.negative ? <p className="text-sm font-medium text-amber-800">{t('endBefore')}</p> : null}
              <p className="text-2xl font-bold text-ink" data-testid="diff-ymd">
                {t('ymd', {
                  years: t('years', { count: value.years }),
                  months: t('months', { count: value.months }),
                  days: t('days', { count: value.days }),
                })}
              </p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm tabular-nums">
                <dt className="text-ink-soft">{t('totalDays')}</dt>
                <dd data-testid="diff-total-days">
                  {sign}
                  {num(value.totalDays)}
                </dd>
                <dt className="text-ink-soft">{t('weeks')}</dt>
                <dd data-testid="diff-weeks">
                  {t('weeksAndDays', { weeks: num(value.weeks), days: num(value.extraDays) })}
                </dd>
                <dt className="text-ink-soft">{t('businessDays')}</dt>
                <dd data-testid="diff-business-days">
                  {business?.ok ? num(business.value) : t('businessTooLong')}
                </dd>
              </dl>
            </>
          ) : (
            <p className="text-sm text-ink-soft">{t('waiting')}</p>
          )}
        </div>
        <p className="text-xs text-ink-soft">{t('conventions')}</p>
      </section>
    </div>
  )
}
