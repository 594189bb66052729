// The receipt voucher a booking's advance became (booking-money.ts), if it is in the books on this device:
// from then on the books hold that money, and the booking screen no longer changes it.
import { useEffect, useState } from 'react'
import type { Voucher } from '@schemas/vouchers.schema'
import { useData } from '@/data/data-context'
import { useRxDoc } from '@/data/use-rx'
import { advanceVoucherId } from '../domain/booking-advance'

export function useBookingAdvance(bookingId: string | null | undefined): Voucher | null {
  const { db } = useData()
  const [id, setId] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    if (!bookingId) setId(null)
    else void advanceVoucherId(bookingId).then((v) => live && setId(v))
    return () => {
      live = false
    }
  }, [bookingId])
  const doc = useRxDoc(() => (id ? db.vouchers.findOne(id) : null), [db, id]).data
  return (doc as Voucher | null | undefined) ?? null
}
