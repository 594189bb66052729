// React hooks over the bookings store: the list, one booking, and the values earlier bookings used.
import { useMemo } from 'react'
import type { Booking } from '@schemas/index'
import type { Voucher } from '@schemas/vouchers.schema'
import { useData } from '@/data/data-context'
import { useRxDoc, useRxQuery } from '@/data/use-rx'
import { listQuery, recentQuery, type ListFilter } from './bookings-store'

export function useBookingList(filter: ListFilter) {
  const { db } = useData()
  return useRxQuery<Booking>(
    () => listQuery(db, filter),
    [db, filter.status, filter.search, filter.from, filter.to, filter.limit, filter.partyIds?.join(' ')],
  )
}

export function useBooking(id: string | null) {
  const { db } = useData()
  return useRxDoc<Booking>(() => (id ? db.bookings.findOne(id) : null), [db, id])
}

/** The vehicle invoices raised from a booking (cancelled ones too: the caller decides what counts). */
export function useBookingInvoices(bookingId: string) {
  const { db } = useData()
  return useRxQuery<Voucher>(
    () => db.vouchers.find({ selector: { type: 'vinv', booking_id: bookingId } }),
    [db, bookingId],
  )
}

export type Suggestions = {
  models: string[]
  /** Variants by model; '' holds every variant. */
  variants: Map<string, string[]>
  colours: string[]
  salesPeople: string[]
}

/** Distinct values, most used first. */
function ranked(values: Iterable<string | undefined>): string[] {
  const counts = new Map<string, number>()
  for (const v of values) {
    const s = v?.trim()
    if (s) counts.set(s, (counts.get(s) ?? 0) + 1)
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([v]) => v)
}

/** Pure: the suggestions from a list of bookings. */
export function suggestionsFrom(bookings: readonly Booking[]): Suggestions {
  const byModel = new Map<string, string[]>()
  for (const b of bookings) {
    const key = b.model.trim().toLowerCase()
    byModel.set(key, [...(byModel.get(key) ?? []), b.variant])
  }
  const variants = new Map<string, string[]>([['', ranked(bookings.map((b) => b.variant))]])
  for (const [model, list] of byModel) variants.set(model, ranked(list))
  return {
    models: ranked(bookings.map((b) => b.model)),
    variants,
    colours: ranked(bookings.map((b) => b.colour)),
    salesPeople: ranked(bookings.map((b) => b.sales_person)),
  }
}

/** Models, variants, colours and sales people of the latest bookings, for the form's suggestion lists. */
export function useSuggestions(): Suggestions {
  const { db } = useData()
  const { data } = useRxQuery<Booking>(() => recentQuery(db), [db])
  return useMemo(() => suggestionsFrom(data ?? []), [data])
}
