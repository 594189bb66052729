import { useId, useState } from 'react'
import { useLanguage } from '@/lib/i18n'
import { Card } from '@/ui/card'
import { Field, Input } from '@/ui/field'
import { formatIndianNumber, parseIndianNumber } from '@/utils/indian-number'
import { BmiScale } from './bmi-scale'
import { bmiCategory, bmiMetric, feetInchesToCm, healthyWeightRange, kgToPounds, poundsToKg } from './logic'
import { useBmiStrings } from './strings'

type Units = 'metric' | 'imperial'
type FieldIssue = 'errEmpty' | 'errNumber' | 'errPositive' | 'errInches'

/** Reads one numeric field: the number, or why it is not usable. Empty is "not yet", not an error. */
function readNumber(raw: string, allowZero = false): { value: number | null; issue?: FieldIssue } {
  if (raw.trim() === '') return { value: null }
  const parsed = parseIndianNumber(raw)
  if (!parsed.ok) return { value: null, issue: 'errNumber' }
  if (parsed.value < 0 || (!allowZero && parsed.value === 0)) return { value: null, issue: 'errPositive' }
  return { value: parsed.value }
}

/** BMI calculator: metric or imperial inputs, WHO and Asian Indian categories side by side. */
export default function BmiCalculatorTool() {
  const t = useBmiStrings()
  const lang = useLanguage()
  const id = useId()
  const [units, setUnits] = useState<Units>('metric')
  const [cm, setCm] = useState('')
  const [kg, setKg] = useState('')
  const [ft, setFt] = useState('')
  const [inch, setInch] = useState('')
  const [lb, setLb] = useState('')

  const fields =
    units === 'metric'
      ? { cm: readNumber(cm), kg: readNumber(kg) }
      : { ft: readNumber(ft, true), inch: readNumber(inch, true), lb: readNumber(lb) }
  if (fields.inch?.value != null && fields.inch.value >= 12) fields.inch = { value: null, issue: 'errInches' }

  let heightCm: number | null = null
  let weightKg: number | null = null
  if (units === 'metric') {
    heightCm = fields.cm?.value ?? null
    weightKg = fields.kg?.value ?? null
  } else if (fields.ft?.value != null && fields.lb?.value != null && !fields.inch?.issue) {
    heightCm = feetInchesToCm(fields.ft.value, fields.inch?.value ?? 0)
    weightKg = poundsToKg(fields.lb.value)
  }
  const outcome = heightCm !== null && weightKg !== null ? bmiMetric(heightCm, weightKg) : null
  const asianRange = outcome?.ok && heightCm !== null ? healthyWeightRange(heightCm, 'asian') : null
  const fmt = (n: number, digits = 1) =>
    formatIndianNumber(n, { minimumFractionDigits: digits, maximumFractionDigits: digits, locale: lang })

  const asianLabel = (bmi: number) => {
    const category = bmiCategory(bmi, 'asian')
    return category === 'obese-1' ? t('asianObese') : t(`cat_${category}`)
  }
  const rangeText = (range: { min: number; max: number }) =>
    units === 'metric'
      ? t('rangeKg', { min: fmt(range.min), max: fmt(range.max) })
      : t('rangeLb', { min: fmt(kgToPounds(range.min)), max: fmt(kgToPounds(range.max)) })

  const numberField = (
    key: string,
    label: string,
    raw: string,
    set: (v: string) => void,
    issue?: FieldIssue,
    width = 'max-w-40',
  ) => (
    <Field label={label} htmlFor={`${id}-${key}`} error={issue ? t(issue) : undefined}>
      <Input
        id={`${id}-${key}`}
        inputMode="decimal"
        autoComplete="off"
        value={raw}
        onChange={(event) => set(event.target.value)}
        aria-invalid={issue ? true : undefined}
        aria-describedby={issue ? `${id}-${key}-error` : undefined}
        className={`${width} tabular-nums`}
      />
    </Field>
  )

  return (
    <div className="space-y-4">
      <Card className="space-y-4">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">{t('unitsLegend')}</legend>
          <div className="flex flex-wrap gap-2">
            {(['metric', 'imperial'] as const).map((option) => (
              <label
                key={option}
                className="cursor-pointer rounded-full border border-line bg-surface px-3 py-1.5 text-sm text-ink hover:border-brand-500 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  name={`${id}-units`}
                  value={option}
                  checked={units === option}
                  onChange={() => setUnits(option)}
                  className="sr-only"
                />
                {t(`units_${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {units === 'metric' ? (
          <div className="grid grid-cols-2 gap-3">
            {numberField('cm', t('heightCm'), cm, setCm, fields.cm?.issue)}
            {numberField('kg', t('weightKg'), kg, setKg, fields.kg?.issue)}
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {numberField('ft', t('heightFt'), ft, setFt, fields.ft?.issue, 'max-w-24')}
            {numberField('in', t('heightIn'), inch, setInch, fields.inch?.issue, 'max-w-24')}
            {numberField('lb', t('weightLb'), lb, setLb, fields.lb?.issue)}
          </div>
        )}
      </Card>

      <Card className="space-y-4" aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`} className="text-base font-semibold text-ink">
          {t('resultHeading')}
        </h2>
        <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
          {outcome?.ok
            ? t('announce', {
                bmi: fmt(outcome.value.bmiRounded),
                who: t(`cat_${outcome.value.category}`),
                asian: asianLabel(outcome.value.bmi),
              })
            : ''}
        </div>
        {outcome === null ? <p className="text-sm text-ink-soft">{t('waiting')}</p> : null}
        {outcome && !outcome.ok ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t(outcome.reason === 'out-of-range' ? 'errRange' : 'errPositive')}
          </p>
        ) : null}
        {outcome?.ok ? (
          <>
            <p className="flex flex-col">
              <span className="text-sm text-ink-soft">{t('bmiLabel')}</span>
              <span className="text-4xl font-bold text-ink tabular-nums" data-testid="bmi-value">
                {fmt(outcome.value.bmiRounded)}
              </span>
            </p>
            <BmiScale
              standard="asian"
              bmi={outcome.value.bmi}
              bmiText={fmt(outcome.value.bmiRounded)}
              title={t('asianTitle')}
            />
            <BmiScale
              standard="who"
              bmi={outcome.value.bmi}
              bmiText={fmt(outcome.value.bmiRounded)}
              title={t('whoTitle')}
            />
            <div>
              <h3 className="text-sm font-medium text-ink">{t('healthyRange')}</h3>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm tabular-nums">
                <dt className="text-ink-soft">{t('asianTitle')}</dt>
                <dd data-testid="range-asian">{asianRange?.ok ? rangeText(asianRange.value) : ''}</dd>
                <dt className="text-ink-soft">{t('whoTitle')}</dt>
                <dd data-testid="range-who">{rangeText(outcome.value.healthyWeightKg)}</dd>
              </dl>
            </div>
            <p className="text-sm text-ink-soft tabular-nums">
              {t('prime', { prime: fmt(outcome.value.prime, 2) })}
            </p>
          </>
        ) : null}
        <p className="text-xs text-ink-soft">{t('cutoffs')}</p>
        <p className="rounded-lg bg-muted p-3 text-xs text-ink">{t('note')}</p>
      </Card>
    </div>
  )
}
