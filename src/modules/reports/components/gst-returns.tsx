// The GST returns of a month: the month and the table in the address (?view=gst&month=YYYY-MM&table=&q=), so a
// return can be bookmarked, reloaded offline and stepped back through. GSTR-1 at a glance, the chosen table as
// its register, the JSON for the portal, and the GSTR-3B estimate below.
import { FileJson } from 'lucide-react'
import { useId, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { VoucherType } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { downloadText } from '@/lib/download'
import { useLanguage } from '@/lib/i18n'
import { openVoucherHref } from '@/lib/voucher-openers'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { Field, Select } from '@/ui/field'
import { Spinner } from '@/ui/spinner'
import { dealerStateCode } from '@/utils/dealer-state'
import { validateGstin } from '@/utils/gstin'
import { formatPaise } from '@/utils/indian-number'
import { usePeriodVouchers } from '../data/report-vouchers'
import {
  chosenMonth,
  GST_TABLES,
  monthRange,
  recentMonths,
  tableSummaries,
  type GstTable,
} from '../domain/gst-view'
import { gstr1 } from '../domain/gstr1'
import { gstr1Json } from '../domain/gstr1-json'
import { gstr3b } from '../domain/gstr3b'
import { useReportsStrings } from '../reports-strings'
import { GstTableRegister } from './gst-tables'
import { Gstr3bEstimate } from './gstr3b-estimate'

const tableOf = (param: string | null): GstTable =>
  GST_TABLES.includes(param as GstTable) ? (param as GstTable) : 'b2b'

function monthName(key: string, lang: 'en' | 'hi'): string {
  const [y, m] = key.split('-').map(Number) as [number, number]
  return new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, 1)))
}

export function GstReturns() {
  const t = useReportsStrings()
  const lang = useLanguage()
  const id = useId()
  const auth = useAuth()
  const [params, setParams] = useSearchParams()
  const today = localToday()
  const month = chosenMonth(params.get('month'), today)
  const table = tableOf(params.get('table'))
  const query = params.get('q') ?? ''
  const period = useMemo(() => monthRange(month), [month])
  const { vouchers, loading } = usePeriodVouchers(period)
  const dealerState = dealerStateCode(auth.settings)
  const gstinText = auth.settings?.gst_no?.trim().toUpperCase() ?? ''
  const gstin = gstinText && validateGstin(gstinText).ok ? gstinText : ''
  const r = useMemo(
    () => (dealerState ? gstr1(vouchers, period, dealerState) : null),
    [vouchers, period, dealerState],
  )
  const b = useMemo(
    () => (dealerState ? gstr3b(vouchers, period, dealerState) : null),
    [vouchers, period, dealerState],
  )
  const types = useMemo(() => new Map(vouchers.map((v) => [v.id, v.type as VoucherType])), [vouchers])
  const set = (patch: Record<string, string>, replace = false) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p)
        for (const [k, v] of Object.entries(patch)) {
          if (v) next.set(k, v)
          else next.delete(k)
        }
        return next
      },
      { replace },
    )
  const money = (p: number) => formatPaise(p, { locale: lang })

  const picker = (
    <Field label={t('month')} htmlFor={`${id}-month`} className="sm:w-60">
      <Select
        id={`${id}-month`}
        value={month}
        onChange={(e) => set({ month: e.target.value })}
        data-testid="gst-month"
      >
        {recentMonths(today).map((m) => (
          <option key={m} value={m}>
            {monthName(m, lang)}
          </option>
        ))}
      </Select>
    </Field>
  )
  if (!dealerState) {
    return (
      <div className="flex flex-col gap-4">
        {picker}
        <p role="status" className="text-sm text-ink-soft">
          {t('noState')}
        </p>
      </div>
    )
  }
  const summaries = r ? tableSummaries(r) : []
  const exportName = `GSTR-1 ${month} ${t(`table_${table}`)}`
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-soft">{t('gstIntro')}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        {picker}
        <div className="flex flex-col gap-1">
          <Button
            disabled={!gstin || !r || loading}
            onClick={() =>
              r &&
              downloadText(
                `GSTR1_${gstin}_${month.slice(5)}${month.slice(0, 4)}`,
                JSON.stringify(gstr1Json(r, gstin, period.from)),
                '.json',
                'application/json',
              )
            }
            data-testid="gst-json"
          >
            <FileJson aria-hidden="true" />
            {t('downloadJson')}
          </Button>
        </div>
      </div>
      <p className="text-xs text-ink-soft" data-testid="gst-json-hint">
        {gstin ? t('jsonHint') : t('noGstin')}
      </p>
      {loading || !r || !b ? (
        <Spinner label={t('loading')} className="min-h-[30vh]" />
      ) : (
        <>
          <Card className="overflow-x-auto p-4" data-testid="gst-overview">
            <table className="w-full text-sm">
              <caption className="mb-2 text-left font-semibold text-ink">{t('overview')}</caption>
              <thead>
                <tr className="text-left text-ink-soft">
                  <th scope="col" className="py-1 font-medium">
                    {t('colTable')}
                  </th>
                  <th scope="col" className="py-1 pl-3 text-right font-medium whitespace-nowrap">
                    {t('colCount')}
                  </th>
                  <th scope="col" className="py-1 pl-3 text-right font-medium whitespace-nowrap">
                    {t('colTaxable')}
                  </th>
                  <th scope="col" className="py-1 pl-3 text-right font-medium whitespace-nowrap">
                    {t('colTax')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {summaries.map((s) => (
                  <tr key={s.table} className="border-t border-line">
                    <th scope="row" className="py-1.5 text-left font-normal">
                      <button
                        type="button"
                        className="text-left text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                        aria-pressed={s.table === table}
                        onClick={() => set({ table: s.table, q: '' })}
                      >
                        {t(`table_${s.table}`)}
                      </button>
                    </th>
                    <td className="pl-3 text-right whitespace-nowrap tabular-nums">
                      {s.count.toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN')}
                    </td>
                    <td className="pl-3 text-right whitespace-nowrap tabular-nums">
                      {s.table === 'docs' ? '' : money(s.taxable)}
                    </td>
                    <td className="pl-3 text-right whitespace-nowrap tabular-nums">
                      {s.table === 'docs' || s.table === 'nil' ? '' : money(s.tax)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <section className="flex flex-col gap-3" aria-labelledby={`${id}-table-title`}>
            <h2 id={`${id}-table-title`} className="text-lg font-semibold text-ink">
              {t(`table_${table}`)}
            </h2>
            <Field label={t('table')} htmlFor={`${id}-table`} className="sm:w-72">
              <Select
                id={`${id}-table`}
                value={table}
                onChange={(e) => set({ table: e.target.value, q: '' })}
                data-testid="gst-table-choice"
              >
                {GST_TABLES.map((x) => (
                  <option key={x} value={x}>
                    {t(`table_${x}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <GstTableRegister
              table={table}
              r={r}
              query={query}
              onQuery={(q) => set({ q }, true)}
              hrefOf={(docId) => {
                const type = types.get(docId)
                return type ? openVoucherHref(type, docId) : null
              }}
              exportName={exportName}
            />
            <p className="text-xs text-ink-soft">{t('opens')}</p>
          </section>
          <Gstr3bEstimate b={b} />
        </>
      )}
    </div>
  )
}
