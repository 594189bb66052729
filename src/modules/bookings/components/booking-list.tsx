// The bookings register on the shared register (src/ui/register): search, status and booking dates kept in
// the address, newest first, every match virtualised (up to REGISTER_LIMIT) so the count, the total received
// and the CSV/Excel export are of all that match, not of a page of them.
import { Plus } from 'lucide-react'
import { useCallback, useDeferredValue, useId, useMemo } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import type { Booking } from '@schemas/index'
import { BOOKING_STATUSES } from '@schemas/bookings.schema'
import { localToday } from '@/auth/permissions'
import { useLanguage } from '@/lib/i18n'
import { buttonVariants } from '@/ui/button'
import { Field, Input, Select } from '@/ui/field'
import { useNameOf } from '@/data/account/use-authors'
import { Register } from '@/ui/register/register'
import { dateCell, moneyCell, textCell, textColumn, type RegisterColumn } from '@/ui/register/register-column'
import { twoLines } from '@/ui/register/two-lines'
import { choiceFilter, textFilter } from '@/ui/register/register-filters'
import { useRegisterFilters } from '@/ui/register/use-register-filters'
import { Kbd, shortcutProps, useShortcut } from '@/ui/use-shortcut'
import { useBookingsStrings } from '../bookings-strings'
import type { StatusFilter } from '../data/bookings-store'
import { useBookingList } from '../data/use-bookings'
import { daysToDelivery } from '../domain/booking-rules'
import { showMoney, StatusBadge } from './format'
import { displayDate } from '@/utils/display-date'
import { usePartyMatches } from '@/modules/customers/public'

/** The register holds every match up to this many (issue 19: smooth at 50,000 rows); past it, it says so. */
const REGISTER_LIMIT = 50_000

const FILTERS = {
  q: textFilter(),
  status: choiceFilter<StatusFilter>(['all', ...BOOKING_STATUSES], 'all'),
  from: textFilter(),
  to: textFilter(),
}

/** A date typed into the address by hand that is not yyyy-mm-dd filters nothing rather than everything. */
const plainDate = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '')

function DeliveryDue({ booking, today }: { booking: Booking; today: string }) {
  const t = useBookingsStrings()
  const lang = useLanguage()
  if (!booking.expected_delivery) return null
  const days = daysToDelivery(booking, today)
  return (
    <span>
      {displayDate(booking.expected_delivery, lang)}
      {days === null ? null : (
        <span className={days < 0 ? 'font-medium text-red-700' : 'text-ink-soft'}>
          {' · '}
          {days < 0
            ? t('overdue', { count: -days })
            : days === 0
              ? t('dueToday')
              : t('dueIn', { count: days })}
        </span>
      )}
    </span>
  )
}

function useColumns(): RegisterColumn<Booking>[] {
  const t = useBookingsStrings()
  const lang = useLanguage()
  const nameOf = useNameOf()
  const today = localToday()
  return useMemo(() => {
    const vehicle = (b: Booking) => [b.model, b.variant, b.colour].filter(Boolean).join(' ')
    return [
      {
        id: 'receipt_no',
        header: t('colReceipt'),
        // The grid is one tab stop (arrows move, Enter opens), so the link is for the mouse only.
        cell: (b, place) =>
          place === 'table' ? (
            <Link
              to={`?id=${encodeURIComponent(b.id)}`}
              tabIndex={-1}
              className="font-medium text-brand-700 hover:underline"
            >
              {b.receipt_no}
            </Link>
          ) : (
            b.receipt_no
          ),
        value: (b) => textCell(b.receipt_no),
        card: 'secondary',
        width: { min: 8 },
      },
      {
        id: 'booking_date',
        header: t('colDate'),
        // Who took the booking (issue 18) under its date, as the export's own column.
        cell: (b, place) =>
          twoLines(displayDate(b.booking_date, lang), b.created_by ? nameOf(b.created_by) : '', place),
        value: (b) => dateCell(b.booking_date),
        card: 'secondary',
        width: { min: 6.5 },
      },
      {
        id: 'customer',
        header: t('colCustomer'),
        cell: (b, place) => twoLines(b.customer_name, b.mobile, place),
        value: (b) => textCell(b.customer_name),
        card: 'primary',
        width: { min: 9, grow: 2 },
      },
      textColumn('mobile', t('mobile'), (b) => b.mobile, { inTable: false }),
      {
        id: 'vehicle',
        header: t('colVehicle'),
        cell: vehicle,
        value: (b) => textCell(vehicle(b)),
        card: 'secondary',
        width: { min: 8, grow: 2 },
      },
      {
        id: 'amount',
        header: t('colAmount'),
        cell: (b) => showMoney(b.amount),
        value: (b) => moneyCell(b.amount),
        align: 'end',
        total: true,
        card: 'meta',
        width: { min: 7 },
      },
      textColumn('payment_mode', t('paymentMode'), (b) => t(`mode_${b.payment_mode}`), { inTable: false }),
      {
        id: 'delivery',
        header: t('colDelivery'),
        cell: (b) => <DeliveryDue booking={b} today={today} />,
        value: (b) => dateCell(b.expected_delivery),
        width: { min: 8 },
      },
      {
        id: 'status',
        header: t('colStatus'),
        cell: (b) => <StatusBadge status={b.status} />,
        value: (b) => textCell(t(`status_${b.status}`)),
        card: 'secondary',
        width: { min: 6 },
      },
      textColumn('chassis', t('chassisNo'), (b) => b.allotted_chassis_no, { inTable: false }),
      textColumn('sales_person', t('salesPerson'), (b) => b.sales_person, { inTable: false }),
      textColumn('created_by', t('colTakenBy'), (b) => nameOf(b.created_by), { inTable: false }),
    ]
  }, [t, lang, nameOf, today])
}

export function BookingList({ canWrite }: { canWrite: boolean }) {
  const t = useBookingsStrings()
  const id = useId()
  const navigate = useNavigate()
  useShortcut('Alt+N', () => navigate('?new=1'), canWrite)
  const filters = useRegisterFilters(FILTERS)
  const { q, status } = filters.values
  const from = plainDate(filters.values.from)
  const to = plainDate(filters.values.to)
  const search = useDeferredValue(q.trim())
  const partyIds = usePartyMatches(search)
  const { data, loading } = useBookingList({ status, search, from, to, limit: REGISTER_LIMIT, partyIds })
  const rows = useMemo(() => data ?? [], [data])
  const columns = useColumns()
  const capped = rows.length >= REGISTER_LIMIT
  const countText = useCallback(
    (shown: number) =>
      `${t('shown', { count: shown })}${capped ? ` — ${t('moreAvailable', { count: REGISTER_LIMIT.toLocaleString('en-IN') })}` : ''}`,
    [t, capped],
  )

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-[1_1_18rem]">
          <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
          <p className="mt-1 text-ink-soft">{t('intro')}</p>
        </div>
        {canWrite ? (
          <Link
            to="?new=1"
            className={buttonVariants()}
            data-testid="booking-new"
            {...shortcutProps('Alt+N')}
          >
            <Plus aria-hidden="true" />
            {t('newBooking')}
            <Kbd shortcut="Alt+N" />
          </Link>
        ) : null}
      </div>
      <Register
        label={t('title')}
        columns={columns}
        rows={rows}
        rowKey={(b) => b.id}
        onOpen={(b) => navigate(`?id=${encodeURIComponent(b.id)}`)}
        loading={loading && !data}
        loadingText={t('loading')}
        search={{
          value: q,
          onChange: (value) => filters.set({ q: value }, { typing: true }),
          label: t('search'),
          placeholder: t('searchHint'),
        }}
        filters={
          <>
            <Field label={t('status')} htmlFor={`${id}-status`} className="sm:flex-[1_1_9rem]">
              <Select
                id={`${id}-status`}
                value={status}
                onChange={(e) => filters.set({ status: e.target.value as StatusFilter })}
              >
                <option value="all">{t('all')}</option>
                {BOOKING_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`status_${s}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('from')} htmlFor={`${id}-from`} className="sm:flex-[1_1_9rem]">
              <Input
                id={`${id}-from`}
                type="date"
                value={from}
                onChange={(e) => filters.set({ from: e.target.value })}
              />
            </Field>
            <Field label={t('to')} htmlFor={`${id}-to`} className="sm:flex-[1_1_9rem]">
              <Input
                id={`${id}-to`}
                type="date"
                value={to}
                onChange={(e) => filters.set({ to: e.target.value })}
              />
            </Field>
          </>
        }
        filtered={filters.filtered}
        onClearFilters={filters.clear}
        countText={countText}
        emptyText={t('noBookings')}
        noMatchText={t('noMatches')}
        exportName="bookings"
        testIds={{ count: 'booking-count', list: 'booking-table' }}
      />
    </div>
  )
}
