// The stock screen: what is held and its value at cost, the summary by model, colour and state, and every unit
// in a register filtered by state and age in the address, searched by chassis, engine or model.
import { FileText, Library, Plus } from 'lucide-react'
import { useDeferredValue, useMemo } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { useLanguage } from '@/lib/i18n'
import { catalogueModule } from '@/modules/catalog/public'
import { buttonVariants } from '@/ui/button'
import { Card } from '@/ui/card'
import { Select } from '@/ui/field'
import { Register } from '@/ui/register/register'
import { RegisterHeading } from '@/ui/register/register-heading'
import { moneyCell, numberCell, textCell, type RegisterColumn } from '@/ui/register/register-column'
import { choiceFilter, textFilter } from '@/ui/register/register-filters'
import { useRegisterFilters } from '@/ui/register/use-register-filters'
import { formatPaise } from '@/utils/indian-number'
import { useStockBook } from '../data/stock'
import { HELD, heldValue, stockSummary, type StockUnit } from '../domain/stock-book'
import { stockModule } from '../module'
import { useStockStrings } from '../stock-strings'

const STATES = [
  'held',
  'all',
  'pending_grn',
  'in_stock',
  'allotted',
  'sold',
  'delivered',
  'returned_to_oem',
] as const
const BUCKETS = ['all', '0-30', '31-60', '61-90', '90+'] as const
// 'pending': anything not passed yet (failed or not done), what the dashboard counts as PDI pending.
const PDI = ['all', 'ok', 'pending', 'not_ok', 'none'] as const
const DEMO = ['all', 'demo', 'not_demo'] as const
const FILTERS = {
  q: textFilter(),
  state: choiceFilter(STATES, 'held'),
  age: choiceFilter(BUCKETS, 'all'),
  pdi: choiceFilter(PDI, 'all'),
  demo: choiceFilter(DEMO, 'all'),
}

export function StockList({ canWrite }: { canWrite: boolean }) {
  const t = useStockStrings()
  const lang = useLanguage()
  const navigate = useNavigate()
  const { units, loading } = useStockBook()
  const filters = useRegisterFilters(FILTERS)
  const { q, state, age, pdi, demo } = filters.values
  const query = useDeferredValue(q)
  const rows = useMemo(() => {
    const text = query.trim().toUpperCase().replace(/[\s-]/g, '')
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
    return units.filter(
      (u) =>
        (state === 'all' || (state === 'held' ? HELD.includes(u.state) : u.state === state)) &&
        (age === 'all' || u.bucket === age) &&
        (pdi === 'all' ||
          (pdi === 'pending' ? u.vehicle.pdi?.status !== 'ok' : (u.vehicle.pdi?.status ?? 'none') === pdi)) &&
        (demo === 'all' || (u.vehicle.demo === true) === (demo === 'demo')) &&
        (words.length === 0 ||
          u.vehicle.chassis_no.includes(text) ||
          u.vehicle.engine_no.includes(text) ||
          words.every((w) => u.vehicle.description.toLowerCase().includes(w))),
    )
  }, [units, query, state, age, pdi, demo])
  const money = (p: number) => formatPaise(p, { locale: lang })
  const held = heldValue(units)
  const summary = useMemo(() => stockSummary(units.filter((u) => HELD.includes(u.state))), [units])
  const columns = useMemo(
    (): RegisterColumn<StockUnit>[] => [
      {
        id: 'chassis',
        header: t('colChassis'),
        cell: (u) => <span className="font-mono">{u.vehicle.chassis_no}</span>,
        value: (u) => textCell(u.vehicle.chassis_no),
        card: 'primary',
        width: { min: 14 },
      },
      {
        id: 'vehicle',
        header: t('colVehicle'),
        cell: (u) => `${u.vehicle.description} · ${u.vehicle.colour}`,
        value: (u) => textCell(`${u.vehicle.description} ${u.vehicle.colour}`),
        card: 'primary',
        width: { min: 14, grow: 2 },
      },
      {
        id: 'state',
        header: t('colState'),
        cell: (u) => (
          <span>
            {t(`state_${u.state}`)}
            {u.vehicle.demo ? ` · ${t('demo')}` : ''}
            {u.flags.length ? (
              <span className="block text-xs text-danger-700">
                {u.flags.map((f) => t(`flag_${f}`)).join(', ')}
              </span>
            ) : null}
          </span>
        ),
        value: (u) => textCell(t(`state_${u.state}`)),
        card: 'secondary',
        width: { min: 8 },
      },
      {
        id: 'pdi',
        header: t('colPdi'),
        cell: (u) => t(u.vehicle.pdi ? `pdi_${u.vehicle.pdi.status}` : 'pdi_none'),
        value: (u) => textCell(t(u.vehicle.pdi ? `pdi_${u.vehicle.pdi.status}` : 'pdi_none')),
        card: 'secondary',
        width: { min: 6 },
      },
      {
        id: 'age',
        header: t('colAge'),
        cell: (u) => (u.age === null ? '—' : String(u.age)),
        value: (u) => numberCell(u.age ?? 0),
        align: 'end',
        width: { min: 5 },
      },
      {
        id: 'cost',
        header: t('colCost'),
        cell: (u) => formatPaise(u.cost, { locale: lang }),
        value: (u) => moneyCell(u.cost),
        align: 'end',
        total: true,
        card: 'meta',
        width: { min: 10 },
      },
    ],
    [t, lang],
  )
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4">
      <RegisterHeading
        title={t('title')}
        intro={t('intro')}
        actions={
          <>
            <Link to={catalogueModule.href.list()} className={buttonVariants({ variant: 'secondary' })}>
              <Library aria-hidden="true" />
              {t('catalogue')}
            </Link>
            <Link
              to="/print/stock-statement"
              className={buttonVariants({ variant: 'secondary' })}
              data-testid="stock-statement"
            >
              <FileText aria-hidden="true" />
              {t('statement')}
            </Link>
            {canWrite ? (
              <Link to={stockModule.href.opening()} className={buttonVariants()} data-testid="add-opening">
                <Plus aria-hidden="true" />
                {t('addOpening')}
              </Link>
            ) : null}
          </>
        }
      >
        <p className="mt-1 font-medium text-ink" data-testid="stock-held">
          {t('held', { count: held.count, value: money(held.value) })}
        </p>
        {canWrite ? null : (
          <p role="status" className="mt-1 text-sm text-ink-soft" data-testid="stock-read-only">
            {t('readOnly')}
          </p>
        )}
      </RegisterHeading>
      {summary.length > 0 ? (
        <Card className="overflow-x-auto p-4">
          <table className="w-full text-sm">
            <caption className="mb-2 text-left font-semibold text-ink">{t('summary')}</caption>
            <thead>
              <tr className="text-left text-ink-soft">
                <th scope="col" className="py-1 font-medium">
                  {t('colVehicle')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t('colColour')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t('colState')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('colCount')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('colValue')}
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.map((r) => (
                <tr key={r.key} className="border-t border-line">
                  <th scope="row" className="py-1.5 text-left font-normal text-ink">
                    {r.description}
                  </th>
                  <td>{r.colour}</td>
                  <td>{t(`state_${r.state}`)}</td>
                  <td className="text-right tabular-nums">{r.count}</td>
                  <td className="text-right tabular-nums">{money(r.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      ) : null}
      <Register
        label={t('title')}
        columns={columns}
        rows={rows}
        totalCount={units.length}
        rowKey={(u) => u.vehicle.id}
        onOpen={(u) => navigate(stockModule.href.unit(u.vehicle.id))}
        loading={loading}
        loadingText={t('loading')}
        search={{ value: q, onChange: (v) => filters.set({ q: v }, { typing: true }), label: t('search') }}
        filters={
          <>
            <label className="flex flex-col gap-1 text-sm font-medium text-ink">
              {t('stateFilter')}
              <Select
                value={state}
                onChange={(e) => filters.set({ state: e.target.value as (typeof STATES)[number] })}
              >
                {STATES.map((s) => (
                  <option key={s} value={s}>
                    {s === 'all' ? t('all') : s === 'held' ? t('held_all') : t(`state_${s}`)}
                  </option>
                ))}
              </Select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium text-ink">
              {t('bucketFilter')}
              <Select
                value={age}
                onChange={(e) => filters.set({ age: e.target.value as (typeof BUCKETS)[number] })}
              >
                {BUCKETS.map((b) => (
                  <option key={b} value={b}>
                    {b === 'all' ? t('all') : b}
                  </option>
                ))}
              </Select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium text-ink">
              {t('colPdi')}
              <Select
                value={pdi}
                onChange={(e) => filters.set({ pdi: e.target.value as (typeof PDI)[number] })}
                data-testid="pdi-filter"
              >
                {PDI.map((p) => (
                  <option key={p} value={p}>
                    {p === 'all' ? t('all') : t(`pdi_${p}`)}
                  </option>
                ))}
              </Select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium text-ink">
              {t('demo')}
              <Select
                value={demo}
                onChange={(e) => filters.set({ demo: e.target.value as (typeof DEMO)[number] })}
                data-testid="demo-filter"
              >
                {DEMO.map((d) => (
                  <option key={d} value={d}>
                    {t(d === 'all' ? 'all' : d === 'demo' ? 'demoOnly' : 'notDemo')}
                  </option>
                ))}
              </Select>
            </label>
          </>
        }
        filtered={filters.filtered}
        onClearFilters={filters.clear}
        emptyText={t('empty')}
        noMatchText={t('noMatches')}
        exportName="vehicle-stock"
        testIds={{ count: 'stock-count', list: 'stock-list' }}
      />
    </section>
  )
}
