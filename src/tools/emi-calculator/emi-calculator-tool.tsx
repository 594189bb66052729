import { useId, useMemo } from 'react'
import { Card } from '@/ui/card'
import { formatPaise } from '@/utils/indian-number'
import { ChoiceGroup, NumberField, useFieldMessage } from '../shared/calc/calc-fields'
import { useCalcStrings } from '../shared/calc/calc-strings'
import { EmiCharts } from './emi-charts'
import type { PrepayKind } from './emi-prepayment'
import { EmiPrepayment } from './emi-prepayment'
import { EmiSchedule } from './emi-schedule'
import { parseMoneyField, parseNumberField } from '../shared/calc/field-parse'
import type { Prepayment } from './logic'
import { calculateLoan, MAX_TENURE_MONTHS, yearsAndMonths } from './logic'
import { useEmiStrings } from './strings'
import { useUrlState } from '../shared/calc/use-url-state'

const DEFAULTS = {
  p: '10,00,000',
  r: '8.5',
  n: '20',
  u: 'y',
  pk: 'none',
  pa: '1,00,000',
  pm: '12',
  pe: '12',
  ps: 'tenure',
  v: 'monthly',
} as const
const money = (p: number) => formatPaise(p, { paise: 'never' })

type UrlState = Record<keyof typeof DEFAULTS, string>

// Parses every field and runs the loan once per change of the inputs.
function computeLoan(s: UrlState) {
  const years = s.u !== 'm'
  const principal = parseMoneyField(s.p)
  const rate = parseNumberField(s.r, { min: 0, max: 100 })
  const tenure = parseNumberField(
    s.n,
    years
      ? { min: 1, max: MAX_TENURE_MONTHS / 12, whole: true }
      : { min: 1, max: MAX_TENURE_MONTHS, whole: true },
  )
  const kind: PrepayKind = s.pk === 'one-time' || s.pk === 'recurring' ? s.pk : 'none'
  const prepayAmount = kind === 'none' ? null : parseMoneyField(s.pa)
  const prepayMonth =
    kind === 'none' ? null : parseNumberField(s.pm, { min: 1, max: MAX_TENURE_MONTHS, whole: true })
  const tenureMonths = tenure.ok ? (years ? tenure.value * 12 : tenure.value) : 0
  const base = { principal, rate, tenure, kind, prepayAmount, prepayMonth, tenureMonths, result: null }
  if (!principal.ok || !rate.ok || !tenure.ok || prepayAmount?.ok === false || prepayMonth?.ok === false) {
    return base
  }
  const prepayments: Prepayment[] = []
  if (prepayAmount?.ok && prepayMonth?.ok) {
    prepayments.push(
      kind === 'one-time'
        ? { kind: 'one-time', month: prepayMonth.value, amountPaise: prepayAmount.value }
        : {
            kind: 'recurring',
            everyMonths: Number(s.pe) || 12,
            startMonth: prepayMonth.value,
            amountPaise: prepayAmount.value,
          },
    )
  }
  const result = calculateLoan({
    principalPaise: principal.value,
    annualRatePercent: rate.value,
    tenureMonths,
    prepayments,
    strategy: s.ps === 'emi' ? 'reduce-emi' : 'reduce-tenure',
  })
  return { ...base, result }
}

/** EMI calculator: EMI, totals, charts, prepayment savings and the amortisation schedule. */
export default function EmiCalculatorTool() {
  const t = useEmiStrings()
  const tc = useCalcStrings()
  const message = useFieldMessage()
  const id = useId()
  const [s, update] = useUrlState(DEFAULTS)
  const years = s.u !== 'm'

  const { principal, rate, tenure, kind, prepayAmount, prepayMonth, tenureMonths, result } = useMemo(
    () => computeLoan(s),
    [s],
  )
  const loan = result?.ok ? result.value : null
  const saved = loan ? yearsAndMonths(loan.monthsSaved) : null

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card aria-labelledby={`${id}-loan`} className="space-y-4">
          <h2 id={`${id}-loan`} className="text-lg font-semibold">
            {t('loanHeading')}
          </h2>
          <NumberField
            id={`${id}-p`}
            label={t('amount')}
            prefix="₹"
            money
            value={s.p}
            onChange={(p) => update({ p })}
            error={message(principal)}
          />
          <NumberField
            id={`${id}-r`}
            label={t('rate')}
            suffix="%"
            value={s.r}
            onChange={(r) => update({ r })}
            error={message(rate, 'number')}
          />
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
            <NumberField
              id={`${id}-n`}
              label={t('tenure')}
              suffix={years ? t('years') : t('months')}
              hint={years ? t('tenureHintYears') : t('tenureHintMonths')}
              value={s.n}
              onChange={(n) => update({ n })}
              error={message(tenure, 'number')}
            />
            <ChoiceGroup
              name={`${id}-u`}
              legend={t('tenureUnit')}
              value={years ? 'y' : 'm'}
              onChange={(u) => {
                // Convert the typed tenure so switching units keeps the same loan.
                const next = tenure.ok ? (u === 'm' ? tenure.value * 12 : tenure.value / 12) : null
                update({ u, n: next !== null && Number.isInteger(next) ? String(next) : s.n })
              }}
              options={[
                { value: 'y', label: t('years') },
                { value: 'm', label: t('months') },
              ]}
            />
          </div>
        </Card>

        <Card aria-labelledby={`${id}-result`} className="space-y-3 bg-brand-50">
          <h2 id={`${id}-result`} className="text-lg font-semibold">
            {t('resultHeading')}
          </h2>
          {loan ? (
            <>
              <p role="status" aria-live="polite" className="sr-only">
                {t('announce', {
                  emi: money(loan.emiPaise),
                  months: loan.months,
                  interest: money(loan.totalInterestPaise),
                  total: money(loan.totalPaymentPaise),
                })}
              </p>
              <dl className="space-y-3">
                <div>
                  <dt className="text-sm text-ink-soft">{t('emiPerMonth')}</dt>
                  <dd className="text-3xl font-bold tabular-nums text-brand-800" data-testid="emi-value">
                    {money(loan.emiPaise)}
                  </dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt className="text-sm text-ink-soft">{t('totalInterest')}</dt>
                  <dd className="font-semibold tabular-nums" data-testid="emi-interest">
                    {money(loan.totalInterestPaise)}
                  </dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt className="text-sm text-ink-soft">{t('totalPayment')}</dt>
                  <dd className="font-semibold tabular-nums" data-testid="emi-total">
                    {money(loan.totalPaymentPaise)}
                  </dd>
                </div>
                {kind !== 'none' && saved ? (
                  <>
                    <div className="flex justify-between gap-2 border-t border-brand-200 pt-3">
                      <dt className="text-sm text-ink-soft">{t('interestSaved')}</dt>
                      <dd
                        className="font-semibold tabular-nums text-brand-800"
                        data-testid="emi-interest-saved"
                      >
                        {money(loan.interestSavedPaise)}
                      </dd>
                    </div>
                    <div className="flex justify-between gap-2">
                      <dt className="text-sm text-ink-soft">{t('monthsSaved')}</dt>
                      <dd className="font-semibold tabular-nums" data-testid="emi-months-saved">
                        {t('savedYearsMonths', { years: saved.years, months: saved.months })}
                      </dd>
                    </div>
                    <div className="flex justify-between gap-2">
                      <dt className="text-sm text-ink-soft">{t('newTenure')}</dt>
                      <dd className="font-semibold tabular-nums">
                        {t('monthsCount', { count: loan.months })}
                      </dd>
                    </div>
                    {prepayMonth?.ok && prepayMonth.value > tenureMonths ? (
                      <p className="text-sm text-ink-soft">{t('prepayBeyond')}</p>
                    ) : null}
                  </>
                ) : null}
              </dl>
            </>
          ) : (
            <p role="status" aria-live="polite" className="text-sm text-ink-soft">
              {tc('fixInputs')}
            </p>
          )}
        </Card>
      </div>

      <Card aria-labelledby={`${id}-prepay`} className="space-y-3">
        <h2 id={`${id}-prepay`} className="text-lg font-semibold">
          {t('prepayHeading')}
        </h2>
        <EmiPrepayment
          id={id}
          state={{ pk: kind, pa: s.pa, pm: s.pm, pe: s.pe, ps: s.ps }}
          update={update}
          errors={{
            amount: prepayAmount ? message(prepayAmount) : undefined,
            month: prepayMonth ? message(prepayMonth, 'number') : undefined,
          }}
        />
      </Card>

      {loan && principal.ok && rate.ok ? (
        <>
          <Card aria-labelledby={`${id}-charts`} className="space-y-3">
            <h2 id={`${id}-charts`} className="text-lg font-semibold">
              {t('chartsHeading')}
            </h2>
            <EmiCharts result={loan} principalPaise={principal.value} />
          </Card>
          <Card aria-labelledby={`${id}-schedule`} className="space-y-3">
            <h2 id={`${id}-schedule`} className="text-lg font-semibold">
              {t('scheduleHeading')}
            </h2>
            <EmiSchedule
              result={loan}
              caption={t('scheduleCaption', { amount: money(principal.value), rate: String(rate.value) })}
              view={s.v === 'yearly' ? 'yearly' : 'monthly'}
              onViewChange={(v) => update({ v })}
            />
            <p className="text-xs text-ink-soft">{t('note')}</p>
          </Card>
        </>
      ) : null}
    </div>
  )
}
