// Display helpers shared by the bookings screens and the receipt voucher.
import type { BookingStatus } from '@schemas/index'
import { cn } from '@/ui/cn'
import { formatPaise } from '@/utils/indian-number'
import { useBookingsStrings } from '../bookings-strings'

/** Paise as Indian money, "₹21,000.00". */
export function showMoney(paise: number | undefined): string {
  return formatPaise(paise ?? 0)
}

const BADGE: Record<BookingStatus, string> = {
  booked: 'border-brand-600 bg-brand-50 text-brand-800',
  allotted: 'border-saffron-500 bg-saffron-100 text-ink',
  delivered: 'border-green-700 bg-green-50 text-green-800',
  cancelled: 'border-red-700 bg-red-50 text-red-800',
}

export function StatusBadge({ status }: { status: BookingStatus }) {
  const t = useBookingsStrings()
  return (
    <span
      className={cn(
        'inline-block rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        BADGE[status],
      )}
      data-status={status}
    >
      {t(`status_${status}`)}
    </span>
  )
}
