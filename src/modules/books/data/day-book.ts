// What the day, cash and bank books read from the local database, and the cash limit broken jointly. The books
// are derived, never stored: a book reads the vouchers of its period by the doc_date index, so a month opens
// in the time of that month's vouchers, however many years the company has kept.
import { useMemo } from 'react'
import type { Booking } from '@schemas/bookings.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import type { AppDatabase } from '@/data/database'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { cashBreaches, type CashBreach } from '../domain/cash-breaches'
import type { Period } from '../domain/day-book'

/** The vouchers dated in the period, in date order: one range of the doc_date index. */
export function periodVouchersQuery(db: AppDatabase, period: Period) {
  return db.vouchers.find({
    selector: { doc_date: { $gte: period.from, $lte: period.to } },
    sort: [{ doc_date: 'asc' }, { id: 'asc' }],
    index: ['doc_date'],
  })
}

/**
 * Every voucher dated before `from`. An account's opening is its own opening plus all that was posted on it
 * before the period, and no balance is stored anywhere (a stored balance would be a second copy that two
 * devices offline would each move, and sync could not merge), so the cash and bank books read the earlier
 * vouchers once, by the same index. The day book carries no balance and never reads them.
 */
export function earlierVouchersQuery(db: AppDatabase, from: string) {
  return db.vouchers.find({
    selector: { doc_date: { $lt: from } },
    sort: [{ doc_date: 'asc' }, { id: 'asc' }],
    index: ['doc_date'],
  })
}

export function useBookVouchers(
  period: Period,
  withEarlier: boolean,
): { inPeriod: Voucher[]; earlier: Voucher[]; loading: boolean } {
  const { db } = useData()
  const q = useRxQuery(() => periodVouchersQuery(db, period), [db, period.from, period.to])
  const e = useRxQuery(
    () => (withEarlier ? earlierVouchersQuery(db, period.from) : null),
    [db, period.from, withEarlier],
  )
  const inPeriod = useMemo(() => (q.data ?? []) as Voucher[], [q.data])
  const earlier = useMemo(() => (e.data ?? []) as Voucher[], [e.data])
  return { inPeriod, earlier, loading: q.loading || (withEarlier && e.loading) }
}

/**
 * The breaches of the cash limit among `vouchers` (cash-breaches.ts). A receipt's chain is that of the booking
 * or invoice it is allocated to, so those documents are read too, by id: only the ones the cash receipts name.
 */
export function useCashBreaches(vouchers: readonly Voucher[]): CashBreach[] {
  const { db } = useData()
  const ids = useMemo(() => {
    const set = new Set<string>()
    for (const v of vouchers) {
      if (v.type !== 'rcpt' || v.payment?.mode !== 'cash' || v.status !== 'posted') continue
      for (const a of v.payment.allocations) set.add(a.doc_id)
    }
    return [...set].sort()
  }, [vouchers])
  const key = ids.join(' ')
  const bookings = useRxQuery(
    () => (ids.length > 0 ? db.bookings.find({ selector: { id: { $in: ids } } }) : null),
    [db, key],
  ).data as Booking[] | undefined
  const invoices = useRxQuery(
    () => (ids.length > 0 ? db.vouchers.find({ selector: { id: { $in: ids } } }) : null),
    [db, key],
  ).data as Voucher[] | undefined
  return useMemo(() => {
    const docs = new Map<string, { kind: 'booking'; id: string } | Pick<Voucher, 'id' | 'booking_id'>>()
    for (const b of bookings ?? []) docs.set(b.id, { kind: 'booking', id: b.id })
    for (const v of invoices ?? []) docs.set(v.id, v)
    return cashBreaches(vouchers, docs)
  }, [vouchers, bookings, invoices])
}

/** Every posted cash receipt, by the type index. */
export function cashReceiptsQuery(db: AppDatabase) {
  return db.vouchers.find({
    selector: { type: 'rcpt', status: 'posted', 'payment.mode': 'cash' },
    sort: [{ type: 'asc' }, { list_key: 'asc' }, { id: 'asc' }],
    index: ['type', 'list_key'],
  })
}

/**
 * The posted cash receipts of the company, for the breaches shown on the books: a chain (a booking) can run
 * across any dates, so the period's vouchers are not enough. Read only once `enabled` (the book has loaded), so
 * the book does not wait behind this wider read; the warning follows it.
 */
export function useAllCashBreaches(enabled: boolean): CashBreach[] {
  const { db } = useData()
  const q = useRxQuery(() => (enabled ? cashReceiptsQuery(db) : null), [db, enabled])
  const receipts = useMemo(() => (q.data ?? []) as Voucher[], [q.data])
  return useCashBreaches(receipts)
}
