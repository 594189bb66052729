import { DonutChart } from '@/ui/charts/donut-chart'
import { percentShares } from '@/ui/charts/chart-scale'
import { StackedBarChart } from '@/ui/charts/stacked-bar-chart'
import { compactRupees, formatPaise } from '@/utils/indian-number'
import { INTEREST_COLOURS, PRINCIPAL_COLOURS } from '../shared/calc/chart-colours'
import type { ProjectionRow } from './logic'
import { useSipStrings } from './strings'

const money = (p: number) => formatPaise(p, { paise: 'never' })

type ChartProps = { rows: readonly ProjectionRow[]; invested: number; gains: number; value: number }

/** Invested-vs-returns donut, yearly stacked bars and the year-by-year table. */
export function SipCharts({ rows, invested, gains, value }: ChartProps) {
  const t = useSipStrings()
  const [ip = 0, rp = 0] = percentShares([invested, gains])
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-[auto_minmax(0,1fr)] md:items-center">
      <DonutChart
        summary={t('donutSummary', {
          invested: money(invested),
          returns: money(gains),
          total: money(value),
          ip,
          rp,
        })}
        series={[
          { label: t('invested'), value: invested, display: money(invested), ...PRINCIPAL_COLOURS },
          { label: t('returns'), value: gains, display: money(gains), ...INTEREST_COLOURS },
        ]}
      />
      <StackedBarChart
        summary={t('barsSummary', { count: rows.length, total: money(value) })}
        categories={rows.map((r) => t('yearShort', { year: String(r.year) }))}
        series={[
          { label: t('invested'), ...PRINCIPAL_COLOURS },
          { label: t('returns'), ...INTEREST_COLOURS },
        ]}
        values={rows.map((r) => [r.investedPaise, r.gainsPaise])}
        formatTick={compactRupees}
      />
    </div>
  )
}

const cell = 'px-2 py-1.5 text-right tabular-nums whitespace-nowrap'
const head = 'px-2 py-2 text-right font-medium text-ink-soft whitespace-nowrap'

/** The year-by-year table; the monthly column appears only for SIPs. */
export function SipTable({ rows }: { rows: readonly ProjectionRow[] }) {
  const t = useSipStrings()
  const sip = rows.some((r) => r.monthlyPaise !== null)
  return (
    <div
      className="overflow-x-auto rounded-lg border border-line"
      tabIndex={0}
      role="region"
      aria-label={t('tableCaption')}
    >
      <table className="w-full text-sm" data-testid="sip-table">
        <caption className="sr-only">{t('tableCaption')}</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className={`${head} text-left`}>
              {t('colYear')}
            </th>
            {sip ? (
              <th scope="col" className={head}>
                {t('colMonthly')}
              </th>
            ) : null}
            <th scope="col" className={head}>
              {t('colInvested')}
            </th>
            <th scope="col" className={head}>
              {t('colReturns')}
            </th>
            <th scope="col" className={head}>
              {t('colValue')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.year} className="border-t border-line">
              <th scope="row" className="px-2 py-1.5 text-left font-normal tabular-nums">
                {r.year}
              </th>
              {sip ? <td className={cell}>{money(r.monthlyPaise ?? 0)}</td> : null}
              <td className={cell}>{money(r.investedPaise)}</td>
              <td className={cell}>{money(r.gainsPaise)}</td>
              <td className={cell}>{money(r.valuePaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
