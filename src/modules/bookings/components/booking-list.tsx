// The bookings register: status and date filters, search, newest first, 50 at a time with "show more".
import { Plus, Search } from 'lucide-react'
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import type { Booking } from '@schemas/index'
import { BOOKING_STATUSES } from '@schemas/bookings.schema'
import { localToday } from '@/auth/permissions'
import { useLanguage } from '@/lib/i18n'
import { buttonVariants, Button } from '@/ui/button'
import { Field, Input, Select } from '@/ui/field'
import { useNameOf } from '@/data/account/use-authors'
import { useData } from '@/data/data-context'
import { ExportCsvButton } from '@/ui/export-csv-button'
import { Spinner } from '@/ui/spinner'
import { Kbd, shortcutProps, useShortcut } from '@/ui/use-shortcut'
import { useBookingsStrings } from '../bookings-strings'
import { allBookings, PAGE_SIZE, type StatusFilter } from '../data/bookings-store'
import { bookingsToCsv } from '../domain/booking-csv'
import { useBookingList } from '../data/use-bookings'
import { daysToDelivery } from '../domain/booking-rules'
import { showMoney, StatusBadge } from './format'
import { displayDate } from '@/utils/display-date'

const isStatus = (v: string | null): v is StatusFilter =>
  v === 'all' || (BOOKING_STATUSES as readonly string[]).includes(v ?? '')

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

export function BookingList({ canWrite }: { canWrite: boolean }) {
  const t = useBookingsStrings()
  const { db } = useData()
  const nameOf = useNameOf()
  const lang = useLanguage()
  const id = useId()
  const [params, setParams] = useSearchParams()
  const statusParam = params.get('status')
  const status: StatusFilter = isStatus(statusParam) ? statusParam : 'all'
  const from = params.get('from') ?? ''
  const to = params.get('to') ?? ''
  const [query, setQuery] = useState(params.get('q') ?? '')
  const navigate = useNavigate()
  const searchBox = useRef<HTMLInputElement>(null)
  useShortcut('Alt+N', () => navigate('?new=1'), canWrite)
  useShortcut('/', () => searchBox.current?.focus())
  const search = useDeferredValue(query)
  const [limit, setLimit] = useState(PAGE_SIZE)
  const today = localToday()

  const setParam = (key: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p)
        if (value && value !== 'all') next.set(key, value)
        else next.delete(key)
        return next
      },
      { replace: true },
    )

  // The search text goes to the address too, so "back" from a booking returns to the same list.
  useEffect(() => {
    setParam('q', search.trim())
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the (deferred) text changes
  }, [search])
  // Filters changed: start again from the first page.
  useEffect(() => setLimit(PAGE_SIZE), [status, search, from, to])

  const { data, loading } = useBookingList({ status, search, from, to, limit })
  const rows = data ?? []
  const filtered = status !== 'all' || search.trim() !== '' || from !== '' || to !== ''
  const more = rows.length >= limit

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-[1_1_18rem]">
          <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
          <p className="mt-1 text-ink-soft">{t('intro')}</p>
        </div>
        <ExportCsvButton
          fileName="bookings"
          build={async () => bookingsToCsv(await allBookings(db), nameOf)}
        />
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

      <div
        role="search"
        className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
      >
        <Field label={t('search')} htmlFor={`${id}-q`} hint={t('searchHint')}>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-3 left-3 size-4 text-ink-soft"
            />
            <Input
              ref={searchBox}
              id={`${id}-q`}
              type="search"
              {...shortcutProps('/')}
              className="pl-9"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              aria-describedby={`${id}-q-hint`}
              autoComplete="off"
            />
          </div>
        </Field>
        <Field label={t('status')} htmlFor={`${id}-status`}>
          <Select id={`${id}-status`} value={status} onChange={(e) => setParam('status', e.target.value)}>
            <option value="all">{t('all')}</option>
            {BOOKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status_${s}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('from')} htmlFor={`${id}-from`}>
          <Input
            id={`${id}-from`}
            type="date"
            value={from}
            onChange={(e) => setParam('from', e.target.value)}
          />
        </Field>
        <Field label={t('to')} htmlFor={`${id}-to`}>
          <Input id={`${id}-to`} type="date" value={to} onChange={(e) => setParam('to', e.target.value)} />
        </Field>
      </div>

      <p role="status" aria-live="polite" className="mt-4 text-sm text-ink-soft" data-testid="booking-count">
        {loading && !data
          ? t('loading')
          : rows.length === 0
            ? filtered
              ? t('noMatches')
              : t('noBookings')
            : `${t('shown', { count: rows.length })}${more ? ` — ${t('moreAvailable')}` : ''}`}
      </p>
      {loading && !data ? <Spinner label={t('loading')} className="min-h-[30vh]" /> : null}

      {rows.length > 0 ? (
        <>
          {/* Phones: one card per booking. */}
          <ul className="mt-3 flex flex-col gap-2 sm:hidden">
            {rows.map((b) => (
              <li key={b.id}>
                <Link
                  to={`?id=${encodeURIComponent(b.id)}`}
                  className="block rounded-lg border border-line bg-surface p-3 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-medium text-ink">{b.customer_name}</span>
                    <StatusBadge status={b.status} />
                  </span>
                  <span className="mt-1 block text-sm text-ink-soft">
                    {b.receipt_no} · {displayDate(b.booking_date, lang)}
                    {b.created_by ? ` · ${nameOf(b.created_by)}` : null}
                  </span>
                  <span className="mt-1 block text-sm text-ink">
                    {b.model} {b.variant} · {b.colour}
                  </span>
                  <span className="mt-1 flex justify-between text-sm">
                    <span className="font-medium">{showMoney(b.amount)}</span>
                    <DeliveryDue booking={b} today={today} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {/* Wider screens: a table. */}
          <div className="mt-3 hidden overflow-x-auto rounded-lg border border-line bg-surface sm:block">
            <table className="w-full text-left text-sm" data-testid="booking-table">
              <thead className="border-b border-line bg-muted text-ink-soft">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('colReceipt')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('colDate')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('colCustomer')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('colVehicle')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t('colAmount')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('colDelivery')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('colStatus')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((b) => (
                  <tr key={b.id} className="border-b border-line last:border-0 hover:bg-muted/50">
                    <td className="px-3 py-2 whitespace-nowrap">
                      <Link
                        to={`?id=${encodeURIComponent(b.id)}`}
                        className="font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        {b.receipt_no}
                      </Link>
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {displayDate(b.booking_date, lang)}
                      {/* Who took the booking (issue 18). */}
                      {b.created_by ? (
                        <span className="block text-xs text-ink-soft">{nameOf(b.created_by)}</span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2">
                      {b.customer_name}
                      {b.mobile ? <span className="block text-xs text-ink-soft">{b.mobile}</span> : null}
                    </td>
                    <td className="px-3 py-2">
                      {b.model} {b.variant}
                      <span className="block text-xs text-ink-soft">{b.colour}</span>
                    </td>
                    <td className="px-3 py-2 text-right whitespace-nowrap">{showMoney(b.amount)}</td>
                    <td className="px-3 py-2">
                      <DeliveryDue booking={b} today={today} />
                    </td>
                    <td className="px-3 py-2">
                      <StatusBadge status={b.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {more ? (
            <div className="mt-4 flex justify-center">
              <Button variant="secondary" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
                {t('showMore')}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
