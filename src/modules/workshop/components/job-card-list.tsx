// The job-card register on the shared register (src/ui/register): search and status in the address, newest
// first, every match virtualised (up to REGISTER_LIMIT) so the count, the total billed and the CSV/Excel
// export are of all that match, not of a page of them. A billed card shows its invoices' numbers, and a search
// for a WI number finds the card billed on it.
import { Plus } from 'lucide-react'
import { useCallback, useDeferredValue, useMemo } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import type { JobCard } from '@schemas/index'
import { JOB_STATUSES } from '@schemas/job-cards.schema'
import { useAuth } from '@/auth/auth-context'
import { useLanguage } from '@/lib/i18n'
import { buttonVariants } from '@/ui/button'
import { Select } from '@/ui/field'
import { useNameOf } from '@/data/account/use-authors'
import { Register } from '@/ui/register/register'
import {
  dateCell,
  moneyCell,
  numberCell,
  textCell,
  textColumn,
  type RegisterColumn,
} from '@/ui/register/register-column'
import { twoLines } from '@/ui/register/two-lines'
import { choiceFilter, textFilter } from '@/ui/register/register-filters'
import { useRegisterFilters } from '@/ui/register/use-register-filters'
import { Kbd, shortcutProps, useShortcut } from '@/ui/use-shortcut'
import type { StatusFilter } from '../data/job-cards'
import { useInvoiceNumbers, useJobCardList } from '../data/use-job-cards'
import { cardInvoiceNumbers } from '../domain/card-invoices'
import { useWorkshopStrings } from '../workshop-strings'
import { money } from './format'
import { StatusBadge } from './status-badge'
import { displayDate } from '@/utils/display-date'

/** The register holds every match up to this many (issue 19: smooth at 50,000 rows); past it, it says so. */
const REGISTER_LIMIT = 50_000

const FILTERS = {
  q: textFilter(),
  status: choiceFilter<StatusFilter>(['all', ...JOB_STATUSES], 'all'),
}

function useColumns(): RegisterColumn<JobCard>[] {
  const t = useWorkshopStrings()
  const lang = useLanguage()
  const nameOf = useNameOf()
  const numbers = useInvoiceNumbers()
  return useMemo(() => {
    const vehicle = (c: JobCard) => c.reg_no || c.chassis_no || ''
    return [
      {
        id: 'job_no',
        header: t('colJobNo'),
        // The grid is one tab stop (arrows move, Enter opens), so the link is for the mouse only.
        cell: (c, place) =>
          place === 'table' ? (
            <Link
              to={`?id=${encodeURIComponent(c.id)}`}
              tabIndex={-1}
              className="font-mono font-semibold text-brand-700 hover:underline"
            >
              {c.job_no}
            </Link>
          ) : (
            <span className="font-mono">{c.job_no}</span>
          ),
        value: (c) => textCell(c.job_no),
        card: 'primary',
        width: { min: 9 },
      },
      {
        id: 'opened_at',
        header: t('colOpened'),
        // Who opened the card (issue 18) under its date; the export has it as its own column.
        cell: (c, place) =>
          twoLines(displayDate(c.opened_at, lang), c.created_by ? nameOf(c.created_by) : '', place),
        value: (c) => dateCell(c.opened_at),
        card: 'secondary',
        width: { min: 7 },
      },
      {
        id: 'vehicle',
        header: t('colVehicle'),
        cell: (c, place) =>
          twoLines(
            place === 'table' ? <span className="font-mono">{vehicle(c)}</span> : vehicle(c),
            c.make_model,
            place,
          ),
        value: (c) => textCell(vehicle(c)),
        card: 'secondary',
        width: { min: 9, grow: 2 },
      },
      textColumn('chassis_no', t('chassisNo'), (c) => c.chassis_no, { inTable: false }),
      textColumn('make_model', t('makeModel'), (c) => c.make_model, { inTable: false }),
      textColumn('customer', t('colCustomer'), (c) => c.customer_name, {
        card: 'secondary',
        width: { min: 10, grow: 2 },
      }),
      textColumn('mobile', t('mobile'), (c) => c.mobile, { inTable: false }),
      {
        id: 'odometer',
        header: t('odometer'),
        cell: (c) => c.odometer,
        value: (c) => numberCell(c.odometer),
        inTable: false,
      },
      {
        id: 'status',
        header: t('colStatus'),
        cell: (c) => <StatusBadge status={c.status} />,
        value: (c) => textCell(t(`status_${c.status}`)),
        card: 'secondary',
        width: { min: 8 },
      },
      {
        id: 'invoices',
        header: t('colInvoices'),
        cell: (c, place) => {
          const nos = cardInvoiceNumbers(c, numbers)
          return place === 'table' ? (
            <span className="font-mono" data-testid="job-card-invoices">
              {nos.join(', ')}
            </span>
          ) : (
            nos.join(', ')
          )
        },
        value: (c) => textCell(cardInvoiceNumbers(c, numbers).join(', ')),
        card: 'meta',
        width: { min: 9 },
      },
      {
        id: 'total',
        header: t('colTotal'),
        cell: (c) => money(c.total, lang),
        value: (c) => moneyCell(c.total),
        align: 'end',
        total: true,
        card: 'meta',
        width: { min: 8 },
      },
      {
        id: 'created_by',
        header: t('colOpenedBy'),
        cell: (c) => nameOf(c.created_by),
        value: (c) => textCell(nameOf(c.created_by)),
        inTable: false,
      },
    ]
  }, [t, lang, nameOf, numbers])
}

export function JobCardList() {
  const t = useWorkshopStrings()
  const auth = useAuth()
  const canWrite = auth.can('job_cards', 'write') && !auth.readOnly
  const navigate = useNavigate()
  useShortcut('Alt+N', () => navigate('?new=1'), canWrite)
  const filters = useRegisterFilters(FILTERS)
  const { q, status } = filters.values
  const search = useDeferredValue(q.trim())
  const { data, loading } = useJobCardList(status, search, REGISTER_LIMIT)
  const rows = useMemo(() => data ?? [], [data])
  const columns = useColumns()
  const capped = rows.length >= REGISTER_LIMIT
  const countText = useCallback(
    (shown: number) =>
      `${t('count', { count: shown })}${capped ? ` — ${t('moreAvailable', { count: REGISTER_LIMIT.toLocaleString('en-IN') })}` : ''}`,
    [t, capped],
  )

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
          <p className="text-sm text-ink-soft">{t('intro')}</p>
        </div>
        {canWrite ? (
          <Link
            to="?new=1"
            className={buttonVariants()}
            data-testid="new-job-card"
            {...shortcutProps('Alt+N')}
          >
            <Plus aria-hidden="true" />
            {t('newCard')}
            <Kbd shortcut="Alt+N" />
          </Link>
        ) : null}
      </div>
      <Register
        label={t('title')}
        columns={columns}
        rows={rows}
        rowKey={(c) => c.id}
        onOpen={(c) => navigate(`?id=${encodeURIComponent(c.id)}`)}
        loading={loading && !data}
        loadingText={t('loading')}
        search={{
          value: q,
          onChange: (value) => filters.set({ q: value }, { typing: true }),
          label: t('search'),
        }}
        filters={
          <Select
            aria-label={t('statusFilter')}
            value={status}
            onChange={(e) => filters.set({ status: e.target.value as StatusFilter })}
            className="sm:w-auto sm:flex-[1_1_12rem]"
          >
            <option value="all">
              {t('statusFilter')}: {t('all')}
            </option>
            {JOB_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status_${s}`)}
              </option>
            ))}
          </Select>
        }
        filtered={filters.filtered}
        onClearFilters={filters.clear}
        countText={countText}
        emptyText={t('empty')}
        noMatchText={t('noMatch')}
        exportName="job-cards"
        testIds={{ list: 'job-card-table' }}
      />
    </div>
  )
}
