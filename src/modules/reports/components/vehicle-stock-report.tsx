// The vehicle stock register on screen (?view=vehicle-stock&period=…&model=&q=): the units held at the end of
// the period (or today, for a period still running), oldest first, the ageing by bucket above them, a model to
// narrow to; a row opens the chassis's card.
import { useCallback, useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { stockModule } from '@/modules/stock/public'
import type { RegisterColumn } from '@/ui/register/register-column'
import { textFilter } from '@/ui/register/register-filters'
import { useRegisterFilters } from '@/ui/register/use-register-filters'
import { STOCK_REPORTS } from '../catalog/stock'
import { useVehicleStockSources } from '../data/stock-sources'
import { useReportPeriod } from '../data/use-report-period'
import {
  heldModels,
  stockAgeing,
  vehicleStockRegister,
  type VehicleStockRow,
} from '../domain/vehicle-stock-register'
import { useRegistersStrings } from '../registers-report-strings'
import {
  ChoiceFilter,
  dateColumn,
  matchesWords,
  moneyColumn,
  numberColumn,
  textColumn,
  useFormat,
  type Format,
} from './register-kit'
import { ReportView } from './report-view'

const FILTERS = { q: textFilter(), model: textFilter() }

type T = ReturnType<typeof useRegistersStrings>

const bucketKey = (b: VehicleStockRow['bucket']) =>
  (b === '90+' ? 'bucket_90' : `bucket_${b.replace('-', '_')}`) as Parameters<T>[0]

function stockColumns(t: T, f: Format): RegisterColumn<VehicleStockRow>[] {
  return [
    textColumn('chassis', t('colChassis'), (r) => r.chassis, { card: 'primary' }),
    textColumn('engine', t('colEngine'), (r) => r.engine),
    textColumn('model', t('colModel'), (r) => r.model, { card: 'secondary', grow: 2 }),
    textColumn('colour', t('colColour'), (r) => r.colour),
    textColumn('state', t('colStatus'), (r) => t(`state_${r.state as 'in_stock' | 'allotted'}`)),
    dateColumn('since', t('colSince'), (r) => r.since, f),
    numberColumn('age', t('colAge'), (r) => r.age, f),
    textColumn('bucket', t('colBucket'), (r) => t(bucketKey(r.bucket)), { card: 'secondary' }),
    moneyColumn('cost', t('colCost'), (r) => r.cost, f, { card: 'meta' }),
  ]
}

export default function VehicleStockReport() {
  const t = useRegistersStrings()
  const f = useFormat()
  const navigate = useNavigate()
  const { period, today, setPeriod } = useReportPeriod('month')
  const asOf = period.to < today ? period.to : today
  const { vehicles, vouchers, bookings, loading } = useVehicleStockSources()
  const filters = useRegisterFilters(FILTERS)
  const { q, model } = filters.values
  const held = useMemo(
    () => vehicleStockRegister(vehicles, vouchers, bookings, asOf),
    [vehicles, vouchers, bookings, asOf],
  )
  const models = useMemo(() => heldModels(held), [held])
  const rows = useMemo(
    () =>
      held.filter(
        (r) => (model === '' || r.model === model) && matchesWords(q, r.chassis, r.engine, r.model),
      ),
    [held, model, q],
  )
  const ageing = useMemo(() => stockAgeing(rows), [rows])
  // `t` is a new function each render but its words change only with the language `f` is made for: the
  // columns (and the paper's table made from them) are not rebuilt on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => stockColumns(t, f), [f])
  const facts = useMemo(
    () => (model ? [{ label: t('model'), value: model }] : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [model, f.lang],
  )
  const open = useCallback((r: VehicleStockRow) => navigate(stockModule.href.unit(r.id)), [navigate])
  const title = STOCK_REPORTS.find((r) => r.id === 'vehicle-stock')!.title[f.lang]
  return (
    <ReportView
      title={title}
      intro={t('stockAsOf')}
      period={{ value: period, today, set: setPeriod }}
      facts={facts}
      summary={
        <section aria-labelledby="stock-ageing" data-testid="stock-ageing">
          <h2 id="stock-ageing" className="text-sm font-semibold text-ink">
            {t('ageing')}
          </h2>
          <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {ageing.map((a) => (
              <div key={a.bucket} className="rounded-md border border-line p-2">
                <dt className="text-ink-soft">{t(bucketKey(a.bucket))}</dt>
                <dd className="font-medium text-ink">
                  {t('ageingCount', { count: a.count, value: f.money(a.value) })}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      }
      columns={columns}
      rows={rows}
      totalCount={held.length}
      rowKey={(r) => r.id}
      onOpen={open}
      loading={loading}
      search={{ value: q, onChange: (v) => filters.set({ q: v }, { typing: true }), label: t('searchStock') }}
      filters={
        <ChoiceFilter
          label={t('model')}
          value={model}
          values={['', ...models.filter((m) => m !== '')]}
          name={(m) => m || t('allModels')}
          onChange={(m) => filters.set({ model: m })}
        />
      }
      filtered={filters.filtered}
      onClearFilters={filters.clear}
      emptyText={t('empty')}
      noMatchText={t('noMatch')}
      testIds={{ count: 'report-count', list: 'report-rows' }}
      testId="vehicle-stock"
    />
  )
}
