// E-invoices pending on screen (?view=einvoice-pending&period=…&q=): the period's B2B vehicle invoices not yet
// reported to the IRP, the nearest deadline first, with the days left of 30 and what each still lacks; a row
// opens the invoice, where it is uploaded and its IRN keyed back.
import { useCallback, useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { readTaxSettings } from '@schemas/settings-defaults'
import { useAuth } from '@/auth/auth-context'
import { openVoucherHref } from '@/lib/voucher-openers'
import { sellerOf } from '@/modules/vehicle-invoices/public'
import type { RegisterColumn } from '@/ui/register/register-column'
import { textFilter } from '@/ui/register/register-filters'
import { useRegisterFilters } from '@/ui/register/use-register-filters'
import { REGISTER_REPORTS } from '../catalog/registers'
import { usePeriodVouchers } from '../data/report-vouchers'
import { useReportPeriod } from '../data/use-report-period'
import { einvoicesPending, type EinvoicePendingRow } from '../domain/einvoice-pending'
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

function daysText(t: T, d: number | null): string {
  if (d === null) return t('noLimit')
  return d < 0 ? t('daysLate', { count: -d }) : t('daysLeft', { count: d })
}

function pendingColumns(t: T, f: Format): RegisterColumn<EinvoicePendingRow>[] {
  return [
    textColumn('number', t('colNumber'), (r) => r.number, { card: 'primary' }),
    dateColumn('date', t('colDate'), (r) => r.date, f, { card: 'secondary' }),
    textColumn('buyer', t('colBuyer'), (r) => r.buyer, { card: 'secondary', grow: 2 }),
    textColumn('gstin', t('colGstin'), (r) => r.gstin),
    moneyColumn('value', t('colValue'), (r) => r.value, f),
    {
      ...textColumn<EinvoicePendingRow>('days', t('colDaysLeft'), (r) => daysText(t, r.daysLeft), {
        card: 'meta',
      }),
      cell: (r) => (
        <span className={r.daysLeft !== null && r.daysLeft < 0 ? 'font-semibold text-danger-700' : ''}>
          {daysText(t, r.daysLeft)}
        </span>
      ),
    },
    numberColumn('daysLeft', t('colDaysLeft'), (r) => r.daysLeft, f, { inTable: false }),
    textColumn('lacks', t('colLacks'), (r) =>
      r.problems.length === 0
        ? t('ready')
        : r.problems.map((p) => t(`lack_${p}` as Parameters<T>[0])).join(', '),
    ),
  ]
}

export default function EinvoicePendingReport() {
  const t = useRegistersStrings()
  const f = useFormat()
  const navigate = useNavigate()
  const auth = useAuth()
  const band = readTaxSettings(auth.settings?.tax_settings).aato_band
  const { period, today, setPeriod } = useReportPeriod('fy')
  const { vouchers, loading } = usePeriodVouchers(period)
  const filters = useRegisterFilters(FILTERS)
  const { q } = filters.values
  const seller = useMemo(() => sellerOf(auth.settings), [auth.settings])
  const all = useMemo(
    () => einvoicesPending(vouchers, period, seller, band, today),
    [vouchers, period, seller, band, today],
  )
  const rows = useMemo(() => all.filter((r) => matchesWords(q, r.number, r.buyer, r.gstin)), [all, q])
  // `t` is a new function each render but its words change only with the language `f` is made for: the
  // columns (and the paper's table made from them) are not rebuilt on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => pendingColumns(t, f), [f])
  const open = useCallback(
    (r: EinvoicePendingRow) => {
      const href = openVoucherHref('vinv', r.id)
      if (href) navigate(href)
    },
    [navigate],
  )
  const title = REGISTER_REPORTS.find((r) => r.id === 'einvoice-pending')!.title[f.lang]
  return (
    <ReportView
      title={title}
      intro={t('einvoiceIntro')}
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
      emptyText={band === 'upto_5cr' ? t('einvoiceBelowBand') : t('empty')}
      noMatchText={t('noMatch')}
      testIds={{ count: 'report-count', list: 'report-rows' }}
      testId="einvoice-pending"
    />
  )
}
