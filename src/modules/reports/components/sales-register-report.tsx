// The sales register on screen (?view=sales-register&period=…&kind=&q=): the period's invoices and credit
// notes as one register — vehicle, workshop or both — with totals, CSV and Excel, Print/PDF/Share; a row opens
// its document. The vehicle columns (chassis, engine, model, executive, financier) show for vehicle sales and
// are in the exports always.
import { useCallback, useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAuth } from '@/auth/auth-context'
import { openVoucherHref } from '@/lib/voucher-openers'
import { choiceFilter, textFilter } from '@/ui/register/register-filters'
import { useRegisterFilters } from '@/ui/register/use-register-filters'
import { dealerStateCode } from '@/utils/dealer-state'
import { REGISTER_REPORTS } from '../catalog/registers'
import { usePeriodVouchers } from '../data/report-vouchers'
import { useReportPeriod } from '../data/use-report-period'
import { SALES_KINDS, salesRegister, type SalesRow } from '../domain/sales-register'
import { useRegistersStrings } from '../registers-report-strings'
import { ChoiceFilter, matchesWords, useFormat } from './register-kit'
import { salesColumns } from './sales-columns'
import { ReportView } from './report-view'

const FILTERS = { q: textFilter(), kind: choiceFilter(SALES_KINDS, 'all') }

export default function SalesRegisterReport() {
  const t = useRegistersStrings()
  const f = useFormat()
  const navigate = useNavigate()
  const auth = useAuth()
  const { period, today, setPeriod } = useReportPeriod('month')
  const { vouchers, loading } = usePeriodVouchers(period)
  const filters = useRegisterFilters(FILTERS)
  const { q, kind } = filters.values
  const dealerState = dealerStateCode(auth.settings) ?? ''
  const all = useMemo(
    () => salesRegister(vouchers, period, kind, dealerState),
    [vouchers, period, kind, dealerState],
  )
  const rows = useMemo(
    () => all.filter((r) => matchesWords(q, r.number, r.party, r.gstin, r.hsn, r.chassis, r.model)),
    [all, q],
  )
  // `t` is a new function each render but its words change only with the language `f` is made for: the
  // columns (and the paper's table made from them) are not rebuilt on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => salesColumns(t, f, kind === 'vehicle'), [f, kind])
  const facts = useMemo(
    () => (kind === 'all' ? [] : [{ label: t('kind'), value: t(`kind_${kind}`) }]),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind, f.lang],
  )
  const open = useCallback(
    (r: SalesRow) => {
      const href = openVoucherHref(r.type, r.id)
      if (href) navigate(href)
    },
    [navigate],
  )
  const title = REGISTER_REPORTS.find((r) => r.id === 'sales-register')!.title[f.lang]
  return (
    <ReportView
      title={title}
      intro={t('salesIntro')}
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
          values={SALES_KINDS}
          name={(k) => t(`kind_${k}`)}
          onChange={(k) => filters.set({ kind: k })}
          testId="sales-kind"
        />
      }
      filtered={filters.filtered}
      onClearFilters={filters.clear}
      emptyText={dealerState ? t('empty') : t('noState')}
      noMatchText={t('noMatch')}
      testIds={{ count: 'report-count', list: 'report-rows' }}
      testId="sales-register"
    />
  )
}
