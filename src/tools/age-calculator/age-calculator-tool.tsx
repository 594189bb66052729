import { CalendarCheck } from 'lucide-react'
import { useId } from 'react'
import { useLanguage } from '@/lib/i18n'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { formatIndianNumber } from '@/utils/indian-number'
import { WEEKDAY_NAMES_EN, WEEKDAY_NAMES_HI } from '@/utils/plain-date'
import { DateField, dateFromField, todayIso, useDateField } from '../shared/dates/date-field'
import { formatDdMmYyyy, formatLongDate } from '../shared/dates/date-format'
import { calculateAge } from './logic'
import { useAgeStrings } from './strings'

/** Age calculator: date of birth and an "as on" date (today by default) → exact age, totals, next birthday. */
export default function AgeCalculatorTool() {
  const t = useAgeStrings()
  const lang = useLanguage()
  const id = useId()
  const [birth, setBirth] = useDateField('')
  const [asOf, setAsOf] = useDateField(todayIso())
  const birthDate = dateFromField(birth)
  const asOfDate = dateFromField(asOf)
  const result = birthDate && asOfDate ? calculateAge(birthDate, asOfDate) : null
  const num = (n: number) => formatIndianNumber(n, { maximumFractionDigits: 0, locale: lang })
  const weekdays = lang === 'hi' ? WEEKDAY_NAMES_HI : WEEKDAY_NAMES_EN

  const age = result?.ok ? result.value : null
  const ymd = age
    ? t('ymd', {
        years: t('years', { count: age.years }),
        months: t('months', { count: age.months }),
        days: t('days', { count: age.days }),
      })
    : ''

  return (
    <div className="space-y-4">
      <Card className="grid gap-4 sm:grid-cols-2">
        <DateField
          id={`${id}-birth`}
          label={t('birthLabel')}
          value={birth}
          onChange={setBirth}
          extraError={
            result && !result.ok && result.reason === 'birth-after-date' ? t('birthAfter') : undefined
          }
          testId="birth-display"
        />
        <div className="space-y-2">
          <DateField
            id={`${id}-asof`}
            label={t('asOfLabel')}
            value={asOf}
            onChange={setAsOf}
            testId="asof-display"
          />
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              setAsOf((old) => ({
                raw: todayIso(),
                badInput: false,
                touched: false,
                version: old.version + 1,
              }))
            }
          >
            <CalendarCheck aria-hidden="true" />
            {t('today')}
          </Button>
        </div>
      </Card>

      <Card className="space-y-4" aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`} className="text-base font-semibold text-ink">
          {t('resultHeading')}
        </h2>
        <div role="status" aria-live="polite" aria-atomic="true">
          {age ? (
            <p className="text-2xl font-bold text-ink" data-testid="age-ymd">
              {ymd}
            </p>
          ) : result && !result.ok ? (
            <p className="text-sm font-medium text-red-700">{t('birthAfter')}</p>
          ) : (
            <p className="text-sm text-ink-soft">{t('waiting')}</p>
          )}
          {age?.isBirthdayToday ? (
            <p className="mt-1 font-medium text-brand-700">{t('birthdayToday', { years: age.years })}</p>
          ) : null}
        </div>
        {age ? (
          <>
            <div>
              <h3 className="text-sm font-medium text-ink">{t('totalsHeading')}</h3>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm tabular-nums">
                <dt className="text-ink-soft">{t('totalMonths')}</dt>
                <dd data-testid="total-months">{num(age.totalMonths)}</dd>
                <dt className="text-ink-soft">{t('totalWeeks')}</dt>
                <dd data-testid="total-weeks">
                  {t('weeksAndDays', { weeks: num(age.totalWeeks), days: num(age.extraDays) })}
                </dd>
                <dt className="text-ink-soft">{t('totalDays')}</dt>
                <dd data-testid="total-days">{num(age.totalDays)}</dd>
                <dt className="text-ink-soft">{t('totalHours')}</dt>
                <dd>{num(age.totalHours)}</dd>
                <dt className="text-ink-soft">{t('bornOn')}</dt>
                <dd data-testid="born-on">{weekdays[age.bornOn]}</dd>
              </dl>
            </div>
            <div>
              <h3 className="text-sm font-medium text-ink">{t('nextHeading')}</h3>
              <p className="mt-1 text-sm text-ink" data-testid="next-birthday">
                {t('nextText', {
                  date: `${formatDdMmYyyy(age.nextBirthday.date)} (${formatLongDate(age.nextBirthday.date, lang)})`,
                  turning: String(age.nextBirthday.turning),
                })}
                {age.nextBirthday.daysUntil > 0 ? (
                  <>
                    {' · '}
                    <strong>{t('countdown', { count: age.nextBirthday.daysUntil })}</strong>
                  </>
                ) : null}
              </p>
            </div>
          </>
        ) : null}
        <p className="rounded-lg bg-muted p-3 text-xs text-ink">{t('leapRule')}</p>
      </Card>
    </div>
  )
}
