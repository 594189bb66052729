// The parts tab: every part with on hand, reserved on open job cards, available, average rate, value and bin,
// searched by part number or name and filtered by category and active/inactive in the address.
import { useDeferredValue, useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Part } from '@schemas/parts.schema'
import { useLanguage } from '@/lib/i18n'
import { Select } from '@/ui/field'
import { Register } from '@/ui/register/register'
import {
  moneyCell,
  numberCell,
  textCell,
  textColumn,
  type RegisterColumn,
} from '@/ui/register/register-column'
import { choiceFilter, textFilter } from '@/ui/register/register-filters'
import { useRegisterFilters } from '@/ui/register/use-register-filters'
import { formatPaise } from '@/utils/indian-number'
import { categoriesOf, filterInventory, SHOW, type InventoryRow } from '../domain/inventory-rows'
import { useInventoryStrings } from '../inventory-strings'
import { inventoryModule } from '../module'
import { qtyText, rateText } from './format'

const FILTERS = { q: textFilter(), category: textFilter(), show: choiceFilter(SHOW, 'active') }

export function PartsList({ rows, loading }: { rows: readonly InventoryRow<Part>[]; loading: boolean }) {
  const t = useInventoryStrings()
  const lang = useLanguage()
  const navigate = useNavigate()
  const filters = useRegisterFilters(FILTERS)
  const { q, category, show } = filters.values
  const query = useDeferredValue(q)
  const shown = useMemo(
    () => filterInventory(rows, { q: query, category, show }),
    [rows, query, category, show],
  )
  const categories = useMemo(() => categoriesOf(rows.map((r) => r.part)), [rows])
  const columns = useMemo(
    (): RegisterColumn<InventoryRow<Part>>[] => [
      {
        id: 'part_no',
        header: t('colPartNo'),
        cell: (r) => <span className="font-mono">{r.part.part_no}</span>,
        value: (r) => textCell(r.part.part_no),
        card: 'primary',
        width: { min: 8 },
      },
      {
        id: 'name',
        header: t('colName'),
        cell: (r) => (
          <span>
            {r.part.name}
            {r.part.active ? null : <span className="text-ink-soft"> · {t('inactive')}</span>}
            {r.negative || r.overdrawn ? (
              <span className="block text-xs font-medium text-danger-700">{t('negative')}</span>
            ) : null}
          </span>
        ),
        value: (r) => textCell(r.part.name),
        card: 'primary',
        width: { min: 10, grow: 2 },
      },
      textColumn('category', t('colCategory'), (r) => r.part.category, {
        width: { min: 6 },
        card: 'secondary',
      }),
      textColumn('uom', t('colUom'), (r) => r.part.uom, { inTable: false }),
      {
        id: 'on_hand',
        header: t('colOnHand'),
        cell: (r, place) =>
          place === 'card' ? `${t('colOnHand')} ${qtyText(r.qty, lang)}` : qtyText(r.qty, lang),
        value: (r) => numberCell(r.qty),
        align: 'end',
        card: 'secondary',
        width: { min: 5 },
      },
      {
        id: 'reserved',
        header: t('colReserved'),
        cell: (r, place) =>
          place === 'card' ? `${t('colReserved')} ${qtyText(r.reserved, lang)}` : qtyText(r.reserved, lang),
        value: (r) => numberCell(r.reserved),
        align: 'end',
        card: 'secondary',
        width: { min: 5 },
      },
      {
        id: 'available',
        header: t('colAvailable'),
        cell: (r, place) =>
          place === 'card'
            ? `${t('colAvailable')} ${qtyText(r.available, lang)}`
            : qtyText(r.available, lang),
        value: (r) => numberCell(r.available),
        align: 'end',
        card: 'secondary',
        width: { min: 5 },
      },
      {
        id: 'average',
        header: t('colAverage'),
        cell: (r) => rateText(r.average, lang),
        value: (r) => moneyCell(r.average === null ? null : Math.round(r.average)),
        align: 'end',
        width: { min: 7 },
      },
      {
        id: 'value',
        header: t('colValue'),
        cell: (r) => formatPaise(r.value, { locale: lang }),
        value: (r) => moneyCell(r.value),
        align: 'end',
        total: true,
        card: 'meta',
        width: { min: 8 },
      },
      textColumn('bin', t('colBin'), (r) => r.part.bin, { width: { min: 4 } }),
    ],
    [t, lang],
  )
  return (
    <Register
      label={t('tabParts')}
      columns={columns}
      rows={shown}
      totalCount={rows.length}
      rowKey={(r) => r.part.id}
      onOpen={(r) => navigate(inventoryModule.href.part(r.part.id))}
      loading={loading}
      loadingText={t('loading')}
      search={{
        value: q,
        onChange: (v) => filters.set({ q: v }, { typing: true }),
        label: t('search'),
        testId: 'parts-search',
      }}
      filters={
        <>
          <label className="flex flex-col gap-1 text-sm font-medium text-ink">
            {t('categoryFilter')}
            <Select
              value={category}
              onChange={(e) => filters.set({ category: e.target.value })}
              data-testid="category-filter"
            >
              <option value="">{t('all')}</option>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium text-ink">
            {t('showFilter')}
            <Select
              value={show}
              onChange={(e) => filters.set({ show: e.target.value as (typeof SHOW)[number] })}
              data-testid="show-filter"
            >
              {SHOW.map((s) => (
                <option key={s} value={s}>
                  {t(`show_${s}`)}
                </option>
              ))}
            </Select>
          </label>
        </>
      }
      filtered={filters.filtered}
      onClearFilters={filters.clear}
      countText={(n, total) =>
        total === undefined || n === total
          ? t('count', { count: n })
          : t('countOf', { shown: n.toLocaleString('en-IN'), total: total.toLocaleString('en-IN') })
      }
      emptyText={t('empty')}
      noMatchText={t('noMatches')}
      exportName="parts"
      testIds={{ count: 'parts-count', list: 'parts-list' }}
    />
  )
}
