// The period of a report: financial year, quarter, month or two dates, kept in the address (?period=…) so a
// report reloads offline as it was and a link shares it. The kinds a report offers are its own (a trial
// balance is as on a day's end, yet still chosen as a period).
import { useId } from 'react'
import { useLanguage } from '@/lib/i18n'
import { Field, Input, Select } from '@/ui/field'
import { Segmented } from '@/ui/segmented'
import {
  currentPeriod,
  customPeriod,
  periodLabel,
  periodOfKey,
  PERIOD_KINDS,
  recentPeriods,
  type PeriodKind,
  type ReportPeriod,
} from '../domain/period'
import { useReportsStrings } from '../reports-strings'

const HOW_MANY: Record<Exclude<PeriodKind, 'custom'>, number> = { fy: 6, quarter: 12, month: 36 }

export function PeriodPicker({
  period,
  today,
  onChange,
  kinds = PERIOD_KINDS,
}: {
  period: ReportPeriod
  today: string
  onChange: (p: ReportPeriod) => void
  kinds?: readonly PeriodKind[]
}) {
  const t = useReportsStrings()
  const lang = useLanguage()
  const id = useId()
  const offered = period.kind === 'custom' ? [] : recentPeriods(period.kind, today, HOW_MANY[period.kind])
  if (period.kind !== 'custom' && !offered.some((p) => p.key === period.key)) offered.push(period)
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end" data-testid="period-picker">
      <Segmented
        label={t('periodKind')}
        options={kinds.map((k) => ({ value: k, label: t(`period_${k}`) }))}
        value={period.kind}
        onChange={(k) =>
          onChange(k === 'custom' ? customPeriod(period.from, period.to) : currentPeriod(k, today))
        }
      />
      {period.kind === 'custom' ? (
        <div className="grid grid-cols-2 gap-3">
          <Field label={t('from')} htmlFor={`${id}-from`}>
            <Input
              id={`${id}-from`}
              type="date"
              value={period.from}
              onChange={(e) => e.target.value && onChange(customPeriod(e.target.value, period.to))}
              data-testid="period-from"
            />
          </Field>
          <Field label={t('to')} htmlFor={`${id}-to`}>
            <Input
              id={`${id}-to`}
              type="date"
              value={period.to}
              onChange={(e) => e.target.value && onChange(customPeriod(period.from, e.target.value))}
              data-testid="period-to"
            />
          </Field>
        </div>
      ) : (
        <Field label={t(`period_${period.kind}`)} htmlFor={`${id}-which`}>
          <Select
            id={`${id}-which`}
            value={period.key}
            onChange={(e) => {
              const p = periodOfKey(e.target.value)
              if (p) onChange(p)
            }}
            data-testid="period-which"
          >
            {offered.map((p) => (
              <option key={p.key} value={p.key}>
                {periodLabel(p, lang)}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </div>
  )
}
