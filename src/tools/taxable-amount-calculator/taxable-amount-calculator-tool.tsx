import { useId, useMemo } from 'react'
import { Card } from '@/ui/card'
import { Select } from '@/ui/field'
import { financialYearOf } from '@/utils/financial-year'
import { ChoiceGroup, NumberField, useFieldMessage } from '../shared/calc/calc-fields'
import { useCalcStrings } from '../shared/calc/calc-strings'
import { parseMoneyField } from '../shared/calc/field-parse'
import { useUrlState } from '../shared/calc/use-url-state'
import type { AgeBand } from './logic'
import { compareRegimes, TAX_YEARS } from './logic'
import { useTaxStrings } from './strings'
import { TaxComparison } from './tax-comparison'
import { TaxGst } from './tax-gst'

const DEFAULTS = {
  md: 'income',
  fy: '',
  ag: 'below-60',
  sa: '12,00,000',
  oi: '',
  np: '',
  c80: '',
  nps: '',
  d80: '',
  hl: '',
  hra: '',
  od: '',
  ga: '',
  gr: '18',
  gs: 'same',
} as const
type UrlState = Record<keyof typeof DEFAULTS, string>
type MoneyKey = 'sa' | 'oi' | 'np' | 'c80' | 'nps' | 'd80' | 'hl' | 'hra' | 'od'

/** The rules year for today's financial year, or the latest one we have. */
function defaultFy(): string {
  const now = new Date()
  const fy = financialYearOf({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() })
  const known = TAX_YEARS.find((y) => fy.ok && y.fy === fy.value.label)
  return known?.fy ?? TAX_YEARS[TAX_YEARS.length - 1]?.fy ?? ''
}

function computeIncome(s: UrlState, fy: string) {
  const age: AgeBand = s.ag === '60-to-79' || s.ag === '80-plus' ? s.ag : 'below-60'
  const field = (key: MoneyKey) =>
    parseMoneyField(s[key], key === 'sa' ? { allowZero: true } : { optional: true })
  const fields = Object.fromEntries(
    (['sa', 'oi', 'np', 'c80', 'nps', 'd80', 'hl', 'hra', 'od'] as const).map((k) => [k, field(k)]),
  ) as Record<MoneyKey, ReturnType<typeof field>>
  const v = (k: MoneyKey) => {
    const f = fields[k]
    return f.ok ? f.value : 0
  }
  if (Object.values(fields).some((f) => !f.ok)) return { age, fields, comparison: null }
  const comparison = compareRegimes({
    fy,
    age,
    salaryPaise: v('sa'),
    otherIncomePaise: v('oi'),
    employerNpsPaise: v('np'),
    deductions: {
      section80CPaise: v('c80'),
      section80CCD1BPaise: v('nps'),
      section80DPaise: v('d80'),
      homeLoanInterestPaise: v('hl'),
      hraExemptionPaise: v('hra'),
      otherDeductionsPaise: v('od'),
    },
  })
  return { age, fields, comparison }
}

/** Taxable amount: income tax under both regimes (main mode) or the GST taxable value of an inclusive price. */
export default function TaxableAmountCalculatorTool() {
  const t = useTaxStrings()
  const tc = useCalcStrings()
  const message = useFieldMessage()
  const id = useId()
  const [s, update] = useUrlState(DEFAULTS)
  const fy = TAX_YEARS.some((y) => y.fy === s.fy) ? s.fy : defaultFy()
  const rules = TAX_YEARS.find((y) => y.fy === fy)
  const { age, fields, comparison } = useMemo(() => computeIncome(s, fy), [s, fy])
  const mode = s.md === 'gst' ? 'gst' : 'income'

  const money = (key: MoneyKey, label: string, hint?: string) => (
    <NumberField
      id={`${id}-${key}`}
      label={label}
      hint={hint}
      prefix="₹"
      money
      value={s[key]}
      onChange={(value) => update({ [key]: value })}
      error={message(fields[key])}
    />
  )

  return (
    <div className="space-y-4">
      <ChoiceGroup
        name={`${id}-md`}
        legend={t('mode')}
        value={mode}
        onChange={(md) => update({ md })}
        options={[
          { value: 'income', label: t('modeIncome') },
          { value: 'gst', label: t('modeGst') },
        ]}
      />

      {mode === 'gst' ? (
        <TaxGst amount={s.ga} rate={s.gr} sameState={s.gs !== 'other'} update={update} />
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
          <div className="space-y-4">
            <Card aria-labelledby={`${id}-income`} className="space-y-4">
              <h2 id={`${id}-income`} className="text-lg font-semibold">
                {t('incomeHeading')}
              </h2>
              <div className="flex flex-col gap-1.5">
                <label htmlFor={`${id}-fy`} className="text-sm font-medium text-ink">
                  {t('fy')}
                </label>
                <Select id={`${id}-fy`} value={fy} onChange={(e) => update({ fy: e.target.value })}>
                  {TAX_YEARS.map((y) => (
                    <option key={y.fy} value={y.fy}>
                      {t('fyOption', { fy: y.fy, ay: y.assessmentYear })}
                    </option>
                  ))}
                </Select>
              </div>
              <ChoiceGroup<AgeBand>
                name={`${id}-ag`}
                legend={t('age')}
                value={age}
                onChange={(ag) => update({ ag })}
                options={[
                  { value: 'below-60', label: t('ageBelow60') },
                  { value: '60-to-79', label: t('age60to79') },
                  { value: '80-plus', label: t('age80plus') },
                ]}
              />
              {money('sa', t('salary'), t('salaryHint'))}
              {money('oi', t('otherIncome'), t('optional'))}
              {money('np', t('employerNps'), t('bothRegimes'))}
            </Card>
            <Card aria-labelledby={`${id}-ded`} className="space-y-4">
              <h2 id={`${id}-ded`} className="text-lg font-semibold">
                {t('deductionsHeading')}
              </h2>
              <p className="text-sm text-ink-soft">{t('deductionsNote')}</p>
              <div className="grid gap-4 sm:grid-cols-2">
                {money('c80', t('d80c'), t('d80cHint'))}
                {money('nps', t('d80ccd1b'), t('d80ccd1bHint'))}
                {money('d80', t('d80d'))}
                {money('hl', t('dHomeLoan'), t('dHomeLoanHint'))}
                {money('hra', t('dHra'))}
                {money('od', t('dOther'))}
              </div>
            </Card>
          </div>
          <Card aria-labelledby={`${id}-result`} className="space-y-3 self-start">
            <h2 id={`${id}-result`} className="text-lg font-semibold">
              {t('resultHeading', { fy })}
            </h2>
            {comparison?.ok ? (
              <TaxComparison
                fy={fy}
                results={{ new: comparison.value.new, old: comparison.value.old }}
                better={comparison.value.better}
                savingRupees={comparison.value.savingRupees}
              />
            ) : (
              <p role="status" aria-live="polite" className="text-sm text-ink-soft">
                {tc('fixInputs')}
              </p>
            )}
            {rules ? (
              <p className="text-xs text-ink-soft">
                {t('disclaimer', { fy: rules.fy, ay: rules.assessmentYear })}
              </p>
            ) : null}
          </Card>
        </div>
      )}
    </div>
  )
}
