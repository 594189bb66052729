// The two pictures of the month a person would rather look at than read: revenue by stream (a donut) and vehicles
// retailed by model (bars). Each is one image with its numbers in a sentence for screen readers; the same
// figures are in the tables below.
import { DonutChart, type ChartSeries } from '@/ui/charts/donut-chart'
import { StackedBarChart } from '@/ui/charts/stacked-bar-chart'
import { useLanguage } from '@/lib/i18n'
import { Card } from '@/ui/card'
import { formatIndianNumber } from '@/utils/indian-number'
import { STREAMS, type MisFigures, type Stream } from '../domain/mis'
import { formatFigure } from '../domain/mis-rows'
import { useMisStrings } from '../mis-strings'

const STREAM_COLOURS: Record<Stream, { strokeClass: string; swatchClass: string }> = {
  vehicles: { strokeClass: 'stroke-brand-700', swatchClass: 'bg-brand-700' },
  accessories: { strokeClass: 'stroke-saffron-500', swatchClass: 'bg-saffron-500' },
  services: { strokeClass: 'stroke-brand-300', swatchClass: 'bg-brand-300' },
  parts: { strokeClass: 'stroke-sky-700', swatchClass: 'bg-sky-700' },
  labour: { strokeClass: 'stroke-ink-soft', swatchClass: 'bg-ink-soft' },
}

// More models than this read better in the table than as bars.
const MAX_BARS = 8

export function MisCharts({ month }: { month: MisFigures }) {
  const t = useMisStrings()
  const lang = useLanguage()
  const money = (p: number) => formatFigure('money', p, lang)
  const series: ChartSeries[] = STREAMS.filter((s) => month.revenue[s] > 0).map((s) => ({
    label: t(`row_stream_${s}`),
    value: month.revenue[s],
    display: money(month.revenue[s]),
    ...STREAM_COLOURS[s],
  }))
  const models = month.sales.byModel.filter((m) => m.units > 0).slice(0, MAX_BARS)
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-testid="mis-charts">
      <Card aria-labelledby="mis-chart-revenue">
        <h2 id="mis-chart-revenue" className="text-base font-semibold text-ink">
          {t('chartRevenue')}
        </h2>
        {series.length > 0 ? (
          <div className="mt-3">
            <DonutChart
              series={series}
              centre={money(month.revenue.total)}
              summary={t('chartRevenueSummary', {
                total: money(month.revenue.total),
                parts: series.map((s) => `${s.label} ${s.display}`).join(', '),
              })}
            />
          </div>
        ) : (
          <p className="mt-2 text-sm text-ink-soft">{t('noSales')}</p>
        )}
      </Card>
      <Card aria-labelledby="mis-chart-models">
        <h2 id="mis-chart-models" className="text-base font-semibold text-ink">
          {t('chartModels')}
        </h2>
        {models.length > 0 ? (
          <div className="mt-3">
            <StackedBarChart
              categories={models.map((m) => m.model)}
              series={[{ label: t('col_month'), fillClass: 'fill-brand-600', swatchClass: 'bg-brand-600' }]}
              values={models.map((m) => [m.units])}
              formatTick={(v) => formatIndianNumber(v, { locale: lang, maximumFractionDigits: 0 })}
              summary={t('chartModelsSummary', {
                parts: models.map((m) => `${m.model} ${m.units}`).join(', '),
              })}
            />
          </div>
        ) : (
          <p className="mt-2 text-sm text-ink-soft">{t('noModels')}</p>
        )}
      </Card>
    </div>
  )
}
