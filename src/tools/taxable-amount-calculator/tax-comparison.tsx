import { formatIndianNumber } from '@/utils/indian-number'
import type { IncomeTaxResult, Regime } from './logic'
import { TAX_YEARS } from './logic'
import { useTaxStrings } from './strings'

const rupees = (r: number) => `₹${formatIndianNumber(r)}`
const cell = 'px-2 py-1.5 text-right tabular-nums whitespace-nowrap'

type Props = { fy: string; results: Record<Regime, IncomeTaxResult>; better: Regime; savingRupees: number }

/** New and old regime side by side, the verdict, and each regime's slab-wise tax. */
export function TaxComparison({ fy, results, better, savingRupees }: Props) {
  const t = useTaxStrings()
  const rules = TAX_YEARS.find((y) => y.fy === fy)
  const regimes: Regime[] = ['new', 'old']
  const name = (r: Regime) => (r === 'new' ? t('regimeNew') : t('regimeOld'))
  const rebateLabel = (r: Regime) => {
    const res = results[r]
    const relief = rules && res.rebate87ARupees > 0 && res.taxableIncomeRupees > rules[r].rebate.maxIncome
    return relief ? t('marginalRelief87A') : t('rebate87A')
  }
  const verdict =
    savingRupees === 0
      ? t('same', { amount: rupees(results.new.totalTaxRupees) })
      : t(better === 'new' ? 'betterNew' : 'betterOld', { amount: rupees(savingRupees) })

  // 87A shows as marginal relief when either regime got relief rather than the full rebate.
  const rebateHeading = regimes.map(rebateLabel).find((l) => l !== t('rebate87A')) ?? t('rebate87A')

  const rows: { key: string; label: string; value: (x: IncomeTaxResult) => string; strong?: boolean }[] = [
    { key: 'gross', label: t('grossIncome'), value: (x) => rupees(x.grossIncomeRupees) },
    { key: 'std', label: t('standardDeduction'), value: (x) => `− ${rupees(x.standardDeductionRupees)}` },
    { key: 'ded', label: t('deductions'), value: (x) => `− ${rupees(x.deductionsRupees)}` },
    { key: 'taxable', label: t('taxableIncome'), value: (x) => rupees(x.taxableIncomeRupees), strong: true },
    { key: 'slab', label: t('slabTax'), value: (x) => rupees(x.slabTaxRupees) },
    { key: 'rebate', label: rebateHeading, value: (x) => `− ${rupees(x.rebate87ARupees)}` },
    { key: 'surcharge', label: t('surcharge'), value: (x) => rupees(x.surchargeRupees) },
    { key: 'relief', label: t('surchargeRelief'), value: (x) => rupees(x.surchargeReliefRupees) },
    { key: 'cess', label: t('cess'), value: (x) => rupees(x.cessRupees) },
    { key: 'total', label: t('totalTax'), value: (x) => rupees(x.totalTaxRupees), strong: true },
    {
      key: 'rate',
      label: t('effectiveRate'),
      value: (x) => `${formatIndianNumber(x.effectiveRatePercent)}%`,
    },
  ]

  return (
    <div className="space-y-4">
      <p
        role="status"
        aria-live="polite"
        className="rounded-lg bg-brand-700 px-3 py-2 font-semibold text-white"
        data-testid="tax-verdict"
      >
        <span className="sr-only">
          {t('announce', {
            new: rupees(results.new.totalTaxRupees),
            old: rupees(results.old.totalTaxRupees),
            verdict: '',
          })}
        </span>
        {verdict}
      </p>
      <div
        className="overflow-x-auto rounded-lg border border-line"
        tabIndex={0}
        role="region"
        aria-label={t('compareCaption')}
      >
        <table className="w-full text-sm" data-testid="tax-compare">
          <caption className="sr-only">{t('compareCaption')}</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-2 py-2 text-left font-medium text-ink-soft">
                {t('item')}
              </th>
              {regimes.map((r) => (
                <th key={r} scope="col" className="px-2 py-2 text-right font-medium text-ink-soft">
                  {name(r)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.key}
                className={row.strong ? 'border-t border-line font-semibold' : 'border-t border-line'}
                data-testid={`tax-row-${row.key}`}
              >
                <th scope="row" className="px-2 py-1.5 text-left font-normal">
                  {row.label}
                </th>
                {regimes.map((r) => (
                  <td
                    key={r}
                    className={`${cell} ${row.key === 'total' && r === better && savingRupees > 0 ? 'text-brand-800' : ''}`}
                  >
                    {row.value(results[r])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {regimes.map((r) => (
        <details key={r} className="rounded-lg border border-line px-3 py-2">
          <summary className="cursor-pointer font-medium">{t('slabsHeading', { regime: name(r) })}</summary>
          <table className="mt-2 w-full text-sm">
            <thead>
              <tr className="text-ink-soft">
                <th scope="col" className="py-1 text-left font-medium">
                  {t('colSlab')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('colRate')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('colTax')}
                </th>
              </tr>
            </thead>
            <tbody>
              {results[r].slabs.map((s) => (
                <tr key={s.from} className="border-t border-line">
                  <th scope="row" className="py-1 text-left font-normal tabular-nums">
                    {s.to === null
                      ? t('slabAbove', { from: rupees(s.from) })
                      : t('slabRange', { from: rupees(s.from), to: rupees(s.to) })}
                  </th>
                  <td className="py-1 text-right tabular-nums">{s.ratePercent}%</td>
                  <td className="py-1 text-right tabular-nums">{rupees(s.taxRupees)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ))}
    </div>
  )
}
