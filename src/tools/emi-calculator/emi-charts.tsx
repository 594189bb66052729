import { DonutChart } from '@/ui/charts/donut-chart'
import { StackedBarChart } from '@/ui/charts/stacked-bar-chart'
import { percentShares } from '@/ui/charts/chart-scale'
import { compactRupees, formatPaise } from '@/utils/indian-number'
import { INTEREST_COLOURS, PRINCIPAL_COLOURS } from '../shared/calc/chart-colours'
import type { EmiResult } from './logic'
import { useEmiStrings } from './strings'

const money = (p: number) => formatPaise(p, { paise: 'never' })

/** Principal-vs-interest donut and the yearly stacked bars. */
export function EmiCharts({ result, principalPaise }: { result: EmiResult; principalPaise: number }) {
  const t = useEmiStrings()
  const [pp = 0, ip = 0] = percentShares([principalPaise, result.totalInterestPaise])
  const first = result.yearly[0]
  const last = result.yearly[result.yearly.length - 1]
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-[auto_minmax(0,1fr)] md:items-center">
      <DonutChart
        summary={t('donutSummary', {
          principal: money(principalPaise),
          interest: money(result.totalInterestPaise),
          total: money(result.totalPaymentPaise),
          pp,
          ip,
        })}
        series={[
          {
            label: t('principal'),
            value: principalPaise,
            display: money(principalPaise),
            ...PRINCIPAL_COLOURS,
          },
          {
            label: t('interest'),
            value: result.totalInterestPaise,
            display: money(result.totalInterestPaise),
            ...INTEREST_COLOURS,
          },
        ]}
      />
      <StackedBarChart
        summary={t('barsSummary', {
          count: result.yearly.length,
          first: money(first?.interestPaise ?? 0),
          last: money(last?.interestPaise ?? 0),
        })}
        categories={result.yearly.map((y) => t('yearShort', { year: String(y.year) }))}
        series={[
          { label: t('principal'), ...PRINCIPAL_COLOURS },
          { label: t('interest'), ...INTEREST_COLOURS },
        ]}
        values={result.yearly.map((y) => [y.principalPaise + y.prepaymentPaise, y.interestPaise])}
        formatTick={compactRupees}
      />
    </div>
  )
}
