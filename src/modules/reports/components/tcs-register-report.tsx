// The TCS register on screen (?view=tcs-register&period=…&q=): the vehicle invoices of the period that collected
// TCS — buyer, PAN, consideration, rate, tax and section; a row opens its invoice.
import { useCallback, useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { openVoucherHref } from '@/lib/voucher-openers'
import type { RegisterColumn } from '@/ui/register/register-column'
import { textFilter } from '@/ui/register/register-filters'
import { useRegisterFilters } from '@/ui/register/use-register-filters'
import { REGISTER_REPORTS } from '../catalog/registers'
import { usePeriodVouchers } from '../data/report-vouchers'
import { useReportPeriod } from '../data/use-report-period'
import { tcsRegister, type TcsRow } from '../domain/tcs-register'
import { useRegistersStrings } from '../registers-report-strings'
import {
  dateColumn,
  matchesWords,
  moneyColumn,
  numberColumn,
  textColumn,
  useFormat,
  type Format,
} from './register-kit'
import { ReportView } from './report-view'

const FILTERS = { q: textFilter() }

type T = ReturnType<typeof useRegistersStrings>

function tcsColumns(t: T, f: Format): RegisterColumn<TcsRow>[] {
  return [
    textColumn('number', t('colNumber'), (r) => r.number, {
      card: 'primary',
      flag: (r) => (r.cancelled ? t('cancelled') : null),
    }),
    dateColumn('date', t('colDate'), (r) => r.date, f, { card: 'secondary' }),
    textColumn('buyer', t('colBuyer'), (r) => r.buyer, { card: 'secondary', grow: 2 }),
    textColumn('pan', t('colPan'), (r) => (r.panMissing && !r.pan ? t('panMissing') : r.pan)),
    moneyColumn('consideration', t('colConsideration'), (r) => r.consideration, f),
    numberColumn('rate', t('colRate'), (r) => r.rate_bp / 100, f),
    moneyColumn('tcs', t('colTcs'), (r) => r.tcs, f, { card: 'meta' }),
    textColumn('section', t('colSection'), (r) => r.section),
  ]
}

export default function TcsRegisterReport() {
  const t = useRegistersStrings()
  const f = useFormat()
  const navigate = useNavigate()
  const { period, today, setPeriod } = useReportPeriod('quarter')
  const { vouchers, loading } = usePeriodVouchers(period)
  const filters = useRegisterFilters(FILTERS)
  const { q } = filters.values
  const all = useMemo(() => tcsRegister(vouchers, period), [vouchers, period])
  const rows = useMemo(() => all.filter((r) => matchesWords(q, r.number, r.buyer, r.pan)), [all, q])
  // `t` is a new function each render but its words change only with the language `f` is made for: the
  // columns (and the paper's table made from them) are not rebuilt on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => tcsColumns(t, f), [f])
  const open = useCallback(
    (r: TcsRow) => {
      const href = openVoucherHref('vinv', r.id)
      if (href) navigate(href)
    },
    [navigate],
  )
  const title = REGISTER_REPORTS.find((r) => r.id === 'tcs-register')!.title[f.lang]
  return (
    <ReportView
      title={title}
      intro={t('tcsIntro')}
      period={{ value: period, today, set: setPeriod }}
      columns={columns}
      rows={rows}
      totalCount={all.length}
      rowKey={(r) => r.id}
      onOpen={open}
      loading={loading}
      search={{ value: q, onChange: (v) => filters.set({ q: v }, { typing: true }), label: t('search') }}
      filtered={filters.filtered}
      onClearFilters={filters.clear}
      emptyText={t('empty')}
      noMatchText={t('noMatch')}
      testIds={{ count: 'report-count', list: 'report-rows' }}
      testId="tcs-register"
    />
  )
}
