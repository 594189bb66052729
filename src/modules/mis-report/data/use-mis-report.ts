// What the MIS report reads from the local database: every voucher dated up to the month's end (the earlier
// ones make the stock held and the bills still open), and the vehicles, bookings, job cards, follow-ups and
// parts. Live: a bill posted on another device changes the figures at once. Offline: nothing here waits for
// the network.
import { useMemo } from 'react'
import type { Booking } from '@schemas/bookings.schema'
import type { FollowUpDoc } from '@schemas/follow-ups.schema'
import type { JobCard } from '@schemas/job-cards.schema'
import type { Part } from '@schemas/parts.schema'
import type { Vehicle } from '@schemas/vehicles.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { misComparison, type MisComparison, type MisPeriods } from '../domain/mis'

export function useMisReport(
  periods: MisPeriods,
  dealerState: string | null,
): { comparison: MisComparison | null; loading: boolean } {
  const { db } = useData()
  const end = periods.month.to
  const vouchers = useRxQuery(
    () => db.vouchers.find({ selector: { doc_date: { $lte: end } }, index: ['doc_date'] }),
    [db, end],
  )
  const vehicles = useRxQuery(() => db.vehicles.find(), [db])
  const bookings = useRxQuery(() => db.bookings.find(), [db])
  const jobCards = useRxQuery(() => db.job_cards.find(), [db])
  const followUps = useRxQuery(() => db.follow_ups.find(), [db])
  const parts = useRxQuery(() => db.parts.find(), [db])
  const loading =
    vouchers.loading ||
    vehicles.loading ||
    bookings.loading ||
    jobCards.loading ||
    followUps.loading ||
    parts.loading
  const comparison = useMemo(() => {
    if (loading) return null
    return misComparison(
      {
        vouchers: (vouchers.data ?? []) as Voucher[],
        vehicles: (vehicles.data ?? []) as Vehicle[],
        bookings: (bookings.data ?? []) as Booking[],
        jobCards: (jobCards.data ?? []) as JobCard[],
        followUps: (followUps.data ?? []) as FollowUpDoc[],
        parts: (parts.data ?? []) as Part[],
        dealerState: dealerState ?? '',
        // The shop's clock: a job card opened at 1 a.m. on the 1st is the new month's.
        utcOffsetMinutes: -new Date().getTimezoneOffset(),
      },
      periods,
    )
  }, [
    loading,
    vouchers.data,
    vehicles.data,
    bookings.data,
    jobCards.data,
    followUps.data,
    parts.data,
    dealerState,
    periods,
  ])
  return { comparison, loading }
}
