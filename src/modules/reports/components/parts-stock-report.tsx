// The parts stock reports on screen (?view=parts-stock&show=summary|ledger|reorder|nonmoving&period=…&part=&
// span=&q=): the stock summary of the period at moving average cost, one part's stock ledger in the period, the
// reorder list (as on today: nothing is on order until purchase orders exist) and the parts held that issued
// nothing in the period or the last N days. Every figure is read off the inventory's one shared replay
// (usePartsStock); a summary, reorder or non-moving row opens the part, a ledger row its document.
import { useCallback, useMemo, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Part } from '@schemas/parts.schema'
import { openVoucherHref } from '@/lib/voucher-openers'
import {
  inventoryModule,
  reorderList,
  useParts,
  usePartsStock,
  type PartLedgerRow,
  type PartsStockSnapshot,
} from '@/modules/inventory/public'
import type { RegisterColumn } from '@/ui/register/register-column'
import { choiceFilter, textFilter } from '@/ui/register/register-filters'
import { useRegisterFilters } from '@/ui/register/use-register-filters'
import { STOCK_REPORTS } from '../catalog/stock'
import { useReportPeriod } from '../data/use-report-period'
import {
  NON_MOVING_SPANS,
  nonMovingParts,
  nonMovingSince,
  PARTS_VIEWS,
  partLedgerInPeriod,
  partsStockSummary,
  type PartSummaryRow,
} from '../domain/parts-stock-report'
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

const FILTERS = {
  q: textFilter(),
  show: choiceFilter(PARTS_VIEWS, 'summary'),
  span: choiceFilter(NON_MOVING_SPANS, 'period'),
  part: textFilter(),
}

type T = ReturnType<typeof useRegistersStrings>
type Filters = ReturnType<typeof useRegisterFilters<typeof FILTERS>>

function summaryColumns(t: T, f: Format): RegisterColumn<PartSummaryRow>[] {
  return [
    textColumn('part_no', t('colPart'), (r) => r.part_no, { card: 'primary' }),
    textColumn('name', t('colName'), (r) => r.name, { card: 'secondary', grow: 2 }),
    numberColumn('openingQty', t('colOpening'), (r) => r.openingQty, f),
    moneyColumn('openingValue', t('colOpeningValue'), (r) => r.openingValue, f),
    numberColumn('inQty', t('colIn'), (r) => r.inQty, f),
    moneyColumn('inValue', t('colInValue'), (r) => r.inValue, f),
    numberColumn('outQty', t('colOut'), (r) => r.outQty, f),
    moneyColumn('outValue', t('colOutValue'), (r) => r.outValue, f),
    numberColumn('closingQty', t('colClosing'), (r) => r.closingQty, f, { card: 'secondary' }),
    moneyColumn('closingValue', t('colClosingValue'), (r) => r.closingValue, f, { card: 'meta' }),
    moneyColumn('average', t('colAverage'), (r) => (r.average === null ? null : Math.round(r.average)), f, {
      total: false,
    }),
    dateColumn('lastOut', t('colLastOut'), (r) => r.lastOut, f),
  ]
}

type LedgerRow = PartLedgerRow & { number: string }

function ledgerColumns(t: T, f: Format): RegisterColumn<LedgerRow>[] {
  return [
    dateColumn('date', t('colDate'), (r) => r.doc_date, f, { card: 'secondary' }),
    textColumn('number', t('colNumber'), (r) => r.number, { card: 'primary' }),
    textColumn('type', t('colDocument'), (r) => t(`doc_${r.type}` as Parameters<T>[0])),
    numberColumn('qty', t('colQty'), (r) => r.qty, f),
    moneyColumn('value', t('colValue'), (r) => r.value + r.revaluation, f, { card: 'meta' }),
    numberColumn('balance', t('colBalance'), (r) => r.qty_after, f),
    moneyColumn('balanceValue', t('colBalanceValue'), (r) => r.value_after, f, { total: false }),
    moneyColumn(
      'average',
      t('colAverage'),
      (r) => (r.average_after === null ? null : Math.round(r.average_after)),
      f,
      {
        total: false,
      },
    ),
  ]
}

type ReorderRow = {
  part_id: string
  part_no: string
  name: string
  on_hand: number
  on_order: number
  reorder_level: number
  suggested: number
}

function reorderColumns(t: T, f: Format): RegisterColumn<ReorderRow>[] {
  return [
    textColumn('part_no', t('colPart'), (r) => r.part_no, { card: 'primary' }),
    textColumn('name', t('colName'), (r) => r.name, { card: 'secondary', grow: 2 }),
    numberColumn('on_hand', t('colOnHand'), (r) => r.on_hand, f, { card: 'meta' }),
    numberColumn('on_order', t('colOnOrder'), (r) => r.on_order, f),
    numberColumn('level', t('colLevel'), (r) => r.reorder_level, f),
    numberColumn('suggested', t('colSuggested'), (r) => r.suggested, f),
  ]
}

type ViewProps = {
  title: string
  filters: Filters
  controls: ReactNode
  parts: readonly Part[]
  stock: PartsStockSnapshot
  loading: boolean
}

function usePeriodAndOpen() {
  const navigate = useNavigate()
  const openPart = useCallback((id: string) => navigate(inventoryModule.href.part(id)), [navigate])
  return { ...useReportPeriod('month'), navigate, openPart }
}

function Summary({
  title,
  filters,
  controls,
  parts,
  stock,
  loading,
  nonMoving,
}: ViewProps & { nonMoving: boolean }) {
  const t = useRegistersStrings()
  const f = useFormat()
  const { period, today, setPeriod, openPart } = usePeriodAndOpen()
  const { q, span } = filters.values
  const all = useMemo(
    () => partsStockSummary(stock.state, parts, period),
    // The replay's state changes in place: its version says when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [stock.version, stock.state, parts, period],
  )
  const shown = useMemo(
    () => (nonMoving ? nonMovingParts(all, nonMovingSince(span, period)) : all),
    [all, nonMoving, span, period],
  )
  const rows = useMemo(() => shown.filter((r) => matchesWords(q, r.part_no, r.name)), [shown, q])
  // `t` is a new function each render but its words change only with the language `f` is made for: the
  // columns (and the paper's table made from them) are not rebuilt on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => summaryColumns(t, f), [f])
  const facts = useMemo(
    () => (nonMoving ? [{ label: t('span'), value: t(`span_${span}`) }] : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [nonMoving, span, f.lang],
  )
  return (
    <ReportView
      title={title}
      period={{ value: period, today, set: setPeriod }}
      facts={facts}
      columns={columns}
      rows={rows}
      totalCount={shown.length}
      rowKey={(r) => r.part_id}
      onOpen={(r) => openPart(r.part_id)}
      loading={loading}
      search={{ value: q, onChange: (v) => filters.set({ q: v }, { typing: true }), label: t('searchParts') }}
      filters={
        <>
          {controls}
          {nonMoving ? (
            <ChoiceFilter
              label={t('span')}
              value={span}
              values={NON_MOVING_SPANS}
              name={(s) => t(`span_${s}`)}
              onChange={(s) => filters.set({ span: s })}
            />
          ) : null}
        </>
      }
      filtered={filters.values.q !== ''}
      onClearFilters={() => filters.set({ q: '' })}
      emptyText={t('empty')}
      noMatchText={t('noMatch')}
      testIds={{ count: 'report-count', list: 'report-rows' }}
      testId="parts-stock"
    />
  )
}

function Ledger({ title, filters, controls, parts, stock, loading }: ViewProps) {
  const t = useRegistersStrings()
  const f = useFormat()
  const { period, today, setPeriod, navigate, openPart } = usePeriodAndOpen()
  const { q, part } = filters.values
  const moved = useMemo(
    () => parts.filter((p) => stock.state.books.has(p.id)).sort((a, b) => a.part_no.localeCompare(b.part_no)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [parts, stock.version],
  )
  const chosen = moved.find((p) => p.id === part) ?? null
  const ledger = useMemo(
    () => (chosen ? partLedgerInPeriod(stock.state, chosen.id, period) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [chosen, stock.version, period],
  )
  const all = useMemo<LedgerRow[]>(
    () =>
      (ledger?.rows ?? []).map((r) => ({
        ...r,
        number: stock.docs.get(r.doc_id)?.number ?? (r.type === 'opening' ? t('doc_opening') : ''),
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ledger, stock.docs, f.lang],
  )
  const rows = useMemo(() => all.filter((r) => matchesWords(q, r.number)), [all, q])
  const ledgerFacts = useMemo(
    () => (chosen ? [{ label: t('part'), value: `${chosen.part_no} ${chosen.name}` }] : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [chosen, f.lang],
  )
  // `t` is a new function each render but its words change only with the language `f` is made for: the
  // columns (and the paper's table made from them) are not rebuilt on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => ledgerColumns(t, f), [f])
  const open = (r: LedgerRow) => {
    if (r.type === 'opening') return openPart(chosen?.id ?? '')
    const href = openVoucherHref(r.type, r.doc_id)
    if (href) navigate(href)
  }
  return (
    <ReportView
      title={chosen ? `${title} · ${chosen.part_no}` : title}
      period={{ value: period, today, set: setPeriod }}
      facts={ledgerFacts}
      summary={
        ledger ? (
          <p className="text-sm text-ink" data-testid="ledger-opening">
            {t('openingLine', { qty: f.qty(ledger.opening.qty), value: f.money(ledger.opening.value) })}
          </p>
        ) : null
      }
      columns={columns}
      rows={rows}
      totalCount={all.length}
      rowKey={(r) => r.doc_id}
      onOpen={open}
      loading={loading}
      search={{ value: q, onChange: (v) => filters.set({ q: v }, { typing: true }), label: t('searchParts') }}
      filters={
        <>
          {controls}
          <ChoiceFilter
            label={t('part')}
            value={chosen?.id ?? ''}
            values={['', ...moved.map((p) => p.id)]}
            name={(id) => {
              const p = moved.find((x) => x.id === id)
              return p ? `${p.part_no} · ${p.name}` : t('choosePart')
            }}
            onChange={(id) => filters.set({ part: id })}
          />
        </>
      }
      filtered={q !== ''}
      onClearFilters={() => filters.set({ q: '' })}
      emptyText={chosen ? t('empty') : t('choosePart')}
      noMatchText={t('noMatch')}
      testIds={{ count: 'report-count', list: 'report-rows' }}
      testId="parts-stock"
    />
  )
}

function Reorder({ title, filters, controls, parts, stock, loading }: ViewProps) {
  const t = useRegistersStrings()
  const f = useFormat()
  const { openPart } = usePeriodAndOpen()
  const { q } = filters.values
  const all = useMemo<ReorderRow[]>(() => {
    const byId = new Map(parts.map((p) => [p.id, p]))
    return reorderList(parts, stock.state).map((l) => ({
      ...l,
      part_no: byId.get(l.part_id)?.part_no ?? l.part_id,
      name: byId.get(l.part_id)?.name ?? '',
    }))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [parts, stock.version])
  const rows = useMemo(() => all.filter((r) => matchesWords(q, r.part_no, r.name)), [all, q])
  // `t` is a new function each render but its words change only with the language `f` is made for: the
  // columns (and the paper's table made from them) are not rebuilt on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => reorderColumns(t, f), [f])
  return (
    <ReportView
      title={title}
      intro={t('reorderNow')}
      period={null}
      columns={columns}
      rows={rows}
      totalCount={all.length}
      rowKey={(r) => r.part_id}
      onOpen={(r) => openPart(r.part_id)}
      loading={loading}
      search={{ value: q, onChange: (v) => filters.set({ q: v }, { typing: true }), label: t('searchParts') }}
      filters={controls}
      filtered={q !== ''}
      onClearFilters={() => filters.set({ q: '' })}
      emptyText={t('emptyNow')}
      noMatchText={t('noMatch')}
      testIds={{ count: 'report-count', list: 'report-rows' }}
      testId="parts-stock"
    />
  )
}

export default function PartsStockReport() {
  const t = useRegistersStrings()
  const f = useFormat()
  const filters = useRegisterFilters(FILTERS)
  const stock = usePartsStock()
  const { parts, loading } = useParts()
  const show = filters.values.show
  const base = STOCK_REPORTS.find((r) => r.id === 'parts-stock')!.title[f.lang]
  const title = `${base} · ${t(`pview_${show}`)}`
  const controls = (
    <ChoiceFilter
      label={t('partsView')}
      value={show}
      values={PARTS_VIEWS}
      name={(v) => t(`pview_${v}`)}
      onChange={(v) => filters.set({ show: v })}
      testId="parts-view"
    />
  )
  const props: ViewProps = { title, filters, controls, parts, stock, loading: loading || stock.loading }
  switch (show) {
    case 'ledger':
      return <Ledger {...props} />
    case 'reorder':
      return <Reorder {...props} />
    case 'nonmoving':
      return <Summary {...props} nonMoving />
    default:
      return <Summary {...props} nonMoving={false} />
  }
}
