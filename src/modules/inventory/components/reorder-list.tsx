// The reorder list: active parts at or below their reorder level (on hand + on order), the emptiest first,
// with what to order — the part's reorder quantity, or what brings it back to its level.
import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Part } from '@schemas/parts.schema'
import { useLanguage } from '@/lib/i18n'
import { Register } from '@/ui/register/register'
import { numberCell, textCell, type RegisterColumn } from '@/ui/register/register-column'
import { textFilter } from '@/ui/register/register-filters'
import { useRegisterFilters } from '@/ui/register/use-register-filters'
import { filterParts } from '../domain/part-search'
import { reorderList, type ReorderLine } from '../domain/parts-availability'
import type { PartsStockState } from '../domain/parts-stock'
import { useInventoryStrings } from '../inventory-strings'
import { inventoryModule } from '../module'
import { qtyText } from './format'

type Row = ReorderLine & { part: Part }
const FILTERS = { q: textFilter() }

export function ReorderList({
  parts,
  state,
  version,
  loading,
}: {
  parts: readonly Part[]
  state: PartsStockState
  version: number
  loading: boolean
}) {
  const t = useInventoryStrings()
  const lang = useLanguage()
  const navigate = useNavigate()
  const filters = useRegisterFilters(FILTERS)
  const all = useMemo((): Row[] => {
    const byId = new Map(parts.map((p) => [p.id, p]))
    return reorderList(parts, state).map((l) => ({ ...l, part: byId.get(l.part_id)! }))
    // The state changes in place: its version says when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [parts, state, version])
  const rows = useMemo(() => {
    if (!filters.values.q.trim()) return all
    const keep = new Set(
      filterParts(
        all.map((r) => r.part),
        filters.values.q,
      ).map((p) => p.id),
    )
    return all.filter((r) => keep.has(r.part_id))
  }, [all, filters.values.q])
  const columns = useMemo(
    (): RegisterColumn<Row>[] => [
      {
        id: 'part_no',
        header: t('colPartNo'),
        cell: (r) => <span className="font-mono">{r.part.part_no}</span>,
        value: (r) => textCell(r.part.part_no),
        card: 'primary',
        width: { min: 9 },
      },
      {
        id: 'name',
        header: t('colName'),
        cell: (r) => r.part.name,
        value: (r) => textCell(r.part.name),
        card: 'primary',
        width: { min: 12, grow: 2 },
      },
      {
        id: 'on_hand',
        header: t('colOnHand'),
        cell: (r, place) =>
          place === 'card' ? `${t('colOnHand')} ${qtyText(r.on_hand, lang)}` : qtyText(r.on_hand, lang),
        value: (r) => numberCell(r.on_hand),
        align: 'end',
        card: 'secondary',
        width: { min: 6 },
      },
      {
        id: 'level',
        header: t('colReorderLevel'),
        cell: (r, place) =>
          place === 'card'
            ? `${t('colReorderLevel')} ${qtyText(r.reorder_level, lang)}`
            : qtyText(r.reorder_level, lang),
        value: (r) => numberCell(r.reorder_level),
        align: 'end',
        card: 'secondary',
        width: { min: 7 },
      },
      {
        id: 'suggested',
        header: t('colSuggested'),
        cell: (r, place) =>
          place === 'card'
            ? `${t('colSuggested')} ${qtyText(r.suggested, lang)} ${r.part.uom}`.trim()
            : `${qtyText(r.suggested, lang)} ${r.part.uom}`.trim(),
        value: (r) => numberCell(r.suggested),
        align: 'end',
        card: 'meta',
        width: { min: 7 },
      },
      {
        id: 'bin',
        header: t('colBin'),
        cell: (r) => r.part.bin ?? '',
        value: (r) => textCell(r.part.bin),
        width: { min: 5 },
      },
    ],
    [t, lang],
  )
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-ink-soft">{t('reorderIntro')}</p>
      <Register
        label={t('tabReorder')}
        columns={columns}
        rows={rows}
        totalCount={all.length}
        rowKey={(r) => r.part_id}
        onOpen={(r) => navigate(inventoryModule.href.part(r.part_id))}
        loading={loading}
        loadingText={t('loading')}
        search={{
          value: filters.values.q,
          onChange: (v) => filters.set({ q: v }, { typing: true }),
          label: t('search'),
        }}
        filtered={filters.filtered}
        onClearFilters={filters.clear}
        countText={(n) => t('count', { count: n })}
        emptyText={t('reorderEmpty')}
        noMatchText={t('noMatches')}
        exportName="reorder-list"
        testIds={{ count: 'reorder-count', list: 'reorder-list' }}
      />
    </div>
  )
}
