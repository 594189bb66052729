// What the vehicle stock register reads: every vehicle, the posted vouchers that move vehicles, and the bookings
// that allot a chassis — the stock book's own sources, live, so it can be read as it stood on a past day.
import { useMemo } from 'react'
import type { Booking } from '@schemas/bookings.schema'
import type { Vehicle } from '@schemas/vehicles.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'

export function useVehicleStockSources(): {
  vehicles: Vehicle[]
  vouchers: Voucher[]
  bookings: Booking[]
  loading: boolean
} {
  const { db } = useData()
  const v = useRxQuery(() => db.vehicles.find(), [db])
  const m = useRxQuery(
    () =>
      db.vouchers.find({ selector: { type: { $in: ['vpur', 'vpret', 'vinv', 'vcn'] }, status: 'posted' } }),
    [db],
  )
  const b = useRxQuery(() => db.bookings.find({ selector: { status: 'allotted' } }), [db])
  return {
    vehicles: useMemo(() => (v.data ?? []) as Vehicle[], [v.data]),
    vouchers: useMemo(() => (m.data ?? []) as Voucher[], [m.data]),
    bookings: useMemo(() => (b.data ?? []) as Booking[], [b.data]),
    loading: v.loading || m.loading || b.loading,
  }
}
