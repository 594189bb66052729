import { useId, useMemo } from 'react'
import { Card } from '@/ui/card'
import { Select } from '@/ui/field'
import { formatPaise } from '@/utils/indian-number'
import { ChoiceGroup, NumberField, useFieldMessage } from '../shared/calc/calc-fields'
import { useCalcStrings } from '../shared/calc/calc-strings'
import { parseMoneyField, parseNumberField } from '../shared/calc/field-parse'
import { useUrlState } from '../shared/calc/use-url-state'
import type { SipConvention } from './logic'
import {
  calculateLumpSum,
  calculateSip,
  inflationAdjusted,
  MAX_YEARS,
  projectionRows,
  sipForTarget,
} from './logic'
import { SipCharts, SipTable } from './sip-results'
import { useSipStrings } from './strings'
import { ResultRow } from '../shared/calc/result-row'

const DEFAULTS = {
  md: 'sip',
  a: '10,000',
  l: '1,00,000',
  g: '50,00,000',
  r: '12',
  y: '10',
  su: '0',
  inf: '',
  ir: '6',
  cv: 'groww',
} as const
type Mode = 'sip' | 'lump' | 'goal'
type UrlState = Record<keyof typeof DEFAULTS, string>
const money = (p: number) => formatPaise(p, { paise: 'never' })

function compute(s: UrlState) {
  const mode: Mode = s.md === 'lump' || s.md === 'goal' ? s.md : 'sip'
  const convention: SipConvention = s.cv === 'effective-end' ? 'effective-end' : 'groww'
  const amount = parseMoneyField(mode === 'sip' ? s.a : mode === 'lump' ? s.l : s.g)
  const rate = parseNumberField(s.r, { min: 0, max: 100 })
  const years = parseNumberField(s.y, { min: 1, max: MAX_YEARS, whole: true })
  const stepUp = parseNumberField(s.su, { min: 0, max: 100, optional: true })
  const inflation = parseNumberField(s.ir, { min: 0, max: 100 })
  const fields = { mode, convention, amount, rate, years, stepUp, inflation }
  if (!amount.ok || !rate.ok || !years.ok || (mode === 'sip' && !stepUp.ok)) {
    return { ...fields, outcome: null }
  }
  if (mode === 'lump') {
    return {
      ...fields,
      outcome: { needed: null, run: calculateLumpSum(amount.value, rate.value, years.value) },
    }
  }
  const needed = mode === 'goal' ? sipForTarget(amount.value, rate.value, years.value, convention) : null
  if (needed && !needed.ok) return { ...fields, outcome: { needed, run: needed } }
  const monthly = needed?.ok ? needed.value : amount.value
  const run = calculateSip({
    monthlyPaise: monthly,
    annualRatePercent: rate.value,
    years: years.value,
    stepUpPercent: mode === 'sip' && stepUp.ok ? stepUp.value : 0,
    convention,
  })
  return { ...fields, outcome: { needed, run } }
}

/** SIP calculator: monthly or step-up SIP, lump sum, or the SIP needed for a goal, with inflation. */
export default function SipCalculatorTool() {
  const t = useSipStrings()
  const tc = useCalcStrings()
  const message = useFieldMessage()
  const id = useId()
  const [s, update] = useUrlState(DEFAULTS)
  const { mode, amount, rate, years, stepUp, inflation, outcome } = useMemo(() => compute(s), [s])
  const run = outcome?.run.ok ? outcome.run.value : null
  const rows = useMemo(() => (run ? projectionRows(run) : []), [run])
  const needed = outcome?.needed?.ok ? outcome.needed.value : null
  const showInflation = s.inf === '1'
  const today =
    run && showInflation && inflation.ok && years.ok
      ? inflationAdjusted(run.valuePaise, inflation.value, years.value)
      : null
  const amountKey = mode === 'sip' ? 'a' : mode === 'lump' ? 'l' : 'g'
  const runError =
    outcome && !outcome.run.ok
      ? message({ ok: false, issue: outcome.run.reason === 'too-large' ? 'too-large' : 'invalid' })
      : undefined

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card aria-labelledby={`${id}-inputs`} className="space-y-4">
          <h2 id={`${id}-inputs`} className="text-lg font-semibold">
            {t('inputsHeading')}
          </h2>
          <ChoiceGroup<Mode>
            name={`${id}-md`}
            legend={t('mode')}
            value={mode}
            onChange={(md) => update({ md })}
            options={[
              { value: 'sip', label: t('modeSip') },
              { value: 'lump', label: t('modeLump') },
              { value: 'goal', label: t('modeGoal') },
            ]}
          />
          <NumberField
            id={`${id}-amount`}
            label={mode === 'sip' ? t('monthly') : mode === 'lump' ? t('lump') : t('goal')}
            prefix="₹"
            money
            value={s[amountKey]}
            onChange={(v) => update({ [amountKey]: v })}
            error={message(amount)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              id={`${id}-r`}
              label={t('rate')}
              suffix="%"
              value={s.r}
              onChange={(r) => update({ r })}
              error={message(rate, 'number')}
            />
            <NumberField
              id={`${id}-y`}
              label={t('years')}
              suffix={t('yearsUnit')}
              value={s.y}
              onChange={(y) => update({ y })}
              error={message(years, 'number')}
            />
          </div>
          {mode === 'sip' ? (
            <NumberField
              id={`${id}-su`}
              label={t('stepUp')}
              hint={t('stepUpHint')}
              suffix="%"
              value={s.su}
              onChange={(su) => update({ su })}
              error={message(stepUp, 'number')}
              className="sm:max-w-64"
            />
          ) : null}
          {mode !== 'lump' ? (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-cv`} className="text-sm font-medium text-ink">
                {t('convention')}
              </label>
              <Select
                id={`${id}-cv`}
                value={s.cv === 'effective-end' ? 'effective-end' : 'groww'}
                onChange={(e) => update({ cv: e.target.value })}
              >
                <option value="groww">{t('conventionGroww')}</option>
                <option value="effective-end">{t('conventionEffective')}</option>
              </Select>
            </div>
          ) : null}
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={showInflation}
              onChange={(e) => update({ inf: e.target.checked ? '1' : '' })}
            />
            {t('inflationToggle')}
          </label>
          {showInflation ? (
            <NumberField
              id={`${id}-ir`}
              label={t('inflation')}
              suffix="%"
              value={s.ir}
              onChange={(ir) => update({ ir })}
              error={message(inflation, 'number')}
              className="sm:max-w-64"
            />
          ) : null}
        </Card>

        <Card aria-labelledby={`${id}-result`} className="space-y-3 self-start bg-brand-50">
          <h2 id={`${id}-result`} className="text-lg font-semibold">
            {t('resultHeading')}
          </h2>
          {run ? (
            <>
              <p role="status" aria-live="polite" className="sr-only">
                {needed !== null ? `${t('announceGoal', { sip: money(needed) })} ` : ''}
                {t('announce', {
                  invested: money(run.investedPaise),
                  returns: money(run.gainsPaise),
                  total: money(run.valuePaise),
                })}
              </p>
              <dl className="space-y-2">
                {needed !== null && amount.ok && rate.ok && years.ok ? (
                  <div className="border-b border-brand-200 pb-2">
                    <dt className="text-sm text-ink-soft">{t('neededSip')}</dt>
                    <dd className="text-3xl font-bold tabular-nums text-brand-800" data-testid="sip-needed">
                      {money(needed)}
                    </dd>
                    <dd className="text-xs text-ink-soft">
                      {t('neededFor', {
                        goal: money(amount.value),
                        years: String(years.value),
                        rate: String(rate.value),
                      })}
                    </dd>
                  </div>
                ) : null}
                <ResultRow label={t('invested')} value={money(run.investedPaise)} testId="sip-invested" />
                <ResultRow label={t('returns')} value={money(run.gainsPaise)} testId="sip-returns" />
                <div className="flex justify-between gap-2 border-t border-brand-200 pt-2">
                  <dt className="font-medium">{t('total')}</dt>
                  <dd className="text-2xl font-bold tabular-nums text-brand-800" data-testid="sip-total">
                    {money(run.valuePaise)}
                  </dd>
                </div>
                {today?.ok ? (
                  <ResultRow label={t('todayValue')} value={money(today.value)} testId="sip-today" />
                ) : null}
              </dl>
              {today?.ok && inflation.ok && years.ok ? (
                <p className="text-xs text-ink-soft">
                  {t('todayNote', {
                    rate: String(inflation.value),
                    value: money(run.valuePaise),
                    years: String(years.value),
                    today: money(today.value),
                  })}
                </p>
              ) : null}
            </>
          ) : (
            <p role="status" aria-live="polite" className="text-sm text-ink-soft">
              {runError ?? tc('fixInputs')}
            </p>
          )}
          <p className="text-xs text-ink-soft">{t('disclaimer')}</p>
        </Card>
      </div>

      {run ? (
        <>
          <Card aria-labelledby={`${id}-charts`} className="space-y-3">
            <h2 id={`${id}-charts`} className="text-lg font-semibold">
              {t('chartsHeading')}
            </h2>
            <SipCharts
              rows={rows}
              invested={run.investedPaise}
              gains={run.gainsPaise}
              value={run.valuePaise}
            />
          </Card>
          <Card aria-labelledby={`${id}-table`} className="space-y-3">
            <h2 id={`${id}-table`} className="text-lg font-semibold">
              {t('tableHeading')}
            </h2>
            <SipTable rows={rows} />
          </Card>
        </>
      ) : null}
    </div>
  )
}
