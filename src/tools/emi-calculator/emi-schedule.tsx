import { ChevronLeft, ChevronRight, Printer } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { createPortal } from 'react-dom'
import { downloadText } from '@/lib/download'
import { Button } from '@/ui/button'
import { Select } from '@/ui/field'
import { formatPaise } from '@/utils/indian-number'
import { ChoiceGroup } from '../shared/calc/calc-fields'
import type { EmiResult, EmiRow, EmiYearRow } from './logic'
import { scheduleCsv } from './logic'
import { useEmiStrings } from './strings'

const money = (p: number) => formatPaise(p, { paise: 'never' })
const cell = 'px-2 py-1.5 text-right tabular-nums whitespace-nowrap'
const head = 'px-2 py-2 text-right font-medium text-ink-soft whitespace-nowrap'

type View = 'monthly' | 'yearly'
type Props = { result: EmiResult; caption: string; view: View; onViewChange: (view: View) => void }

/** The amortisation schedule: a year of months per page (360 months stay fast), yearly totals, CSV and print. */
export function EmiSchedule({ result, caption, view, onViewChange }: Props) {
  const t = useEmiStrings()
  const id = useId()
  const [page, setPage] = useState(0)
  const [printing, setPrinting] = useState(false)
  const pages = Math.max(1, Math.ceil(result.schedule.length / 12))
  const current = Math.min(page, pages - 1)
  const monthRows = result.schedule.slice(current * 12, current * 12 + 12)

  useEffect(() => {
    if (!printing) return
    const done = () => setPrinting(false)
    window.addEventListener('afterprint', done)
    // The print-only table is in the DOM now. It stays hidden on screen, so if a browser never fires
    // afterprint nothing visible is left behind.
    window.print()
    return () => window.removeEventListener('afterprint', done)
  }, [printing])

  const monthlyHeaders = [
    t('colMonth'),
    t('colOpening'),
    t('colEmi'),
    t('colInterest'),
    t('colPrincipal'),
    t('colPrepayment'),
    t('colClosing'),
  ]
  const yearlyHeaders = [
    t('colYear'),
    t('colEmiPaid'),
    t('colInterest'),
    t('colPrincipal'),
    t('colPrepayment'),
    t('colClosing'),
  ]

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ChoiceGroup
          name={`${id}-view`}
          legend={t('view')}
          value={view}
          onChange={onViewChange}
          options={[
            { value: 'monthly', label: t('monthly') },
            { value: 'yearly', label: t('yearly') },
          ]}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              downloadText(
                t('csvName'),
                scheduleCsv(result, view, view === 'monthly' ? monthlyHeaders : yearlyHeaders),
                '.csv',
                'text/csv',
              )
            }
          >
            {t('downloadCsv')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setPrinting(true)}>
            <Printer aria-hidden="true" />
            {t('print')}
          </Button>
        </div>
      </div>

      {view === 'monthly' ? (
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          <Button variant="ghost" size="sm" onClick={() => setPage(current - 1)} disabled={current === 0}>
            <ChevronLeft aria-hidden="true" />
            {t('previous')}
          </Button>
          <label className="sr-only" htmlFor={`${id}-page`}>
            {t('jumpTo')}
          </label>
          <Select
            id={`${id}-page`}
            className="h-8 w-auto py-0"
            value={current}
            onChange={(e) => setPage(Number(e.target.value))}
          >
            {Array.from({ length: pages }, (_, i) => (
              <option key={i} value={i}>
                {t('pageOf', { page: String(i + 1), pages: String(pages) })}
              </option>
            ))}
          </Select>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setPage(current + 1)}
            disabled={current >= pages - 1}
          >
            {t('next')}
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      ) : null}

      <div
        className="overflow-x-auto rounded-lg border border-line print:hidden"
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <ScheduleTable
          view={view}
          caption={caption}
          monthRows={monthRows}
          yearRows={result.yearly}
          monthlyHeaders={monthlyHeaders}
          yearlyHeaders={yearlyHeaders}
        />
      </div>

      {/* Printed from a direct child of <body>, so everything else can be display:none — no blank pages. */}
      {printing
        ? createPortal(
            <div data-print-area className="hidden p-4 print:block">
              <style>
                {
                  '@media print { body > :not([data-print-area]) { display: none !important } [data-print-area] table { font-size: 9pt } }'
                }
              </style>
              <ScheduleTable
                view={view}
                caption={caption}
                monthRows={result.schedule}
                yearRows={result.yearly}
                monthlyHeaders={monthlyHeaders}
                yearlyHeaders={yearlyHeaders}
              />
            </div>,
            document.body,
          )
        : null}
    </div>
  )
}

type TableProps = {
  view: View
  caption: string
  monthRows: readonly EmiRow[]
  yearRows: readonly EmiYearRow[]
  monthlyHeaders: readonly string[]
  yearlyHeaders: readonly string[]
}

function ScheduleTable({ view, caption, monthRows, yearRows, monthlyHeaders, yearlyHeaders }: TableProps) {
  const headers = view === 'monthly' ? monthlyHeaders : yearlyHeaders
  return (
    <table className="w-full text-sm" data-testid="emi-schedule">
      <caption className="px-2 py-2 text-left font-medium text-ink">{caption}</caption>
      <thead className="bg-muted">
        <tr>
          {headers.map((h, i) => (
            <th key={h} scope="col" className={i === 0 ? `${head} text-left` : head}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {view === 'monthly'
          ? monthRows.map((r) => (
              <tr key={r.month} className="border-t border-line">
                <th scope="row" className="px-2 py-1.5 text-left font-normal tabular-nums">
                  {r.month}
                </th>
                <td className={cell}>{money(r.openingPaise)}</td>
                <td className={cell}>{money(r.emiPaise)}</td>
                <td className={cell}>{money(r.interestPaise)}</td>
                <td className={cell}>{money(r.principalPaise)}</td>
                <td className={cell}>{money(r.prepaymentPaise)}</td>
                <td className={cell}>{money(r.closingPaise)}</td>
              </tr>
            ))
          : yearRows.map((y) => (
              <tr key={y.year} className="border-t border-line">
                <th scope="row" className="px-2 py-1.5 text-left font-normal tabular-nums">
                  {y.year}
                </th>
                <td className={cell}>{money(y.emiPaidPaise)}</td>
                <td className={cell}>{money(y.interestPaise)}</td>
                <td className={cell}>{money(y.principalPaise)}</td>
                <td className={cell}>{money(y.prepaymentPaise)}</td>
                <td className={cell}>{money(y.closingPaise)}</td>
              </tr>
            ))}
      </tbody>
    </table>
  )
}
