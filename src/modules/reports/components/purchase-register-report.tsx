// The purchase register on screen (?view=purchase-register&period=…&kind=&q=): the period's vehicle and parts
// bills and their returns, with the supplier's bill, heads, ITC and total; a row opens its document.
import { useCallback, useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { openVoucherHref } from '@/lib/voucher-openers'
import type { RegisterColumn } from '@/ui/register/register-column'
import { choiceFilter, textFilter } from '@/ui/register/register-filters'
import { useRegisterFilters } from '@/ui/register/use-register-filters'
import { REGISTER_REPORTS } from '../catalog/registers'
import { usePeriodVouchers } from '../data/report-vouchers'
import { useReportPeriod } from '../data/use-report-period'
import { PURCHASE_KINDS, purchaseRegister, type PurchaseRow } from '../domain/purchase-register'
import { useRegistersStrings } from '../registers-report-strings'
import {
  ChoiceFilter,
  dateColumn,
  matchesWords,
  moneyColumn,
  textColumn,
  useFormat,
  type Format,
} from './register-kit'
import { ReportView } from './report-view'

const FILTERS = { q: textFilter(), kind: choiceFilter(PURCHASE_KINDS, 'all') }

type T = ReturnType<typeof useRegistersStrings>

function purchaseColumns(t: T, f: Format): RegisterColumn<PurchaseRow>[] {
  const flag = (r: PurchaseRow) => (r.cancelled ? t('cancelled') : r.ret ? t('purchaseReturn') : null)
  return [
    textColumn('number', t('colNumber'), (r) => r.number, { card: 'primary', flag }),
    dateColumn('date', t('colDate'), (r) => r.date, f, { card: 'secondary' }),
    textColumn('supplier', t('colSupplier'), (r) => r.supplier, { card: 'secondary', grow: 2 }),
    textColumn('gstin', t('colGstin'), (r) => r.gstin),
    textColumn('billNo', t('colBillNo'), (r) => r.billNo),
    dateColumn('billDate', t('colBillDate'), (r) => r.billDate || null, f),
    moneyColumn('taxable', t('colTaxable'), (r) => r.taxable, f),
    moneyColumn('igst', t('colIgst'), (r) => r.igst, f),
    moneyColumn('cgst', t('colCgst'), (r) => r.cgst, f),
    moneyColumn('sgst', t('colSgst'), (r) => r.sgst, f),
    moneyColumn('cess', t('colCess'), (r) => r.cess, f),
    moneyColumn('itc', t('colItc'), (r) => r.itc, f),
    moneyColumn('total', t('colTotal'), (r) => r.total, f, { card: 'meta' }),
  ]
}

export default function PurchaseRegisterReport() {
  const t = useRegistersStrings()
  const f = useFormat()
  const navigate = useNavigate()
  const { period, today, setPeriod } = useReportPeriod('month')
  const { vouchers, loading } = usePeriodVouchers(period)
  const filters = useRegisterFilters(FILTERS)
  const { q, kind } = filters.values
  const all = useMemo(() => purchaseRegister(vouchers, period, kind), [vouchers, period, kind])
  const rows = useMemo(
    () => all.filter((r) => matchesWords(q, r.number, r.supplier, r.gstin, r.billNo)),
    [all, q],
  )
  // `t` is a new function each render but its words change only with the language `f` is made for: the
  // columns (and the paper's table made from them) are not rebuilt on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => purchaseColumns(t, f), [f])
  const facts = useMemo(
    () => (kind === 'all' ? [] : [{ label: t('kind'), value: t(`pkind_${kind}`) }]),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind, f.lang],
  )
  const open = useCallback(
    (r: PurchaseRow) => {
      const href = openVoucherHref(r.type, r.id)
      if (href) navigate(href)
    },
    [navigate],
  )
  const title = REGISTER_REPORTS.find((r) => r.id === 'purchase-register')!.title[f.lang]
  return (
    <ReportView
      title={title}
      intro={t('purchaseIntro')}
      period={{ value: period, today, set: setPeriod }}
      facts={facts}
      columns={columns}
      rows={rows}
      totalCount={all.length}
      rowKey={(r) => r.id}
      onOpen={open}
      loading={loading}
      search={{ value: q, onChange: (v) => filters.set({ q: v }, { typing: true }), label: t('search') }}
      filters={
        <ChoiceFilter
          label={t('kind')}
          value={kind}
          values={PURCHASE_KINDS}
          name={(k) => t(`pkind_${k}`)}
          onChange={(k) => filters.set({ kind: k })}
        />
      }
      filtered={filters.filtered}
      onClearFilters={filters.clear}
      emptyText={t('empty')}
      noMatchText={t('noMatch')}
      testIds={{ count: 'report-count', list: 'report-rows' }}
      testId="purchase-register"
    />
  )
}
