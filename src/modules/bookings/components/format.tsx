// Display helpers shared by the bookings screens and the receipt voucher.
import type { BookingStatus } from '@schemas/index'
import type { Lang } from '@/lib/i18n'
import { cn } from '@/ui/cn'
import { formatPaise } from '@/utils/indian-number'
import { parsePlainDate } from '@/utils/plain-date'
import { useBookingsStrings } from '../bookings-strings'

/** "2026-05-20" → "20 May 2026" / "20 मई 2026"; the text itself when it is not a date. */
export function showDate(iso: string | undefined, lang: Lang): string {
  if (!iso) return ''
  const d = parsePlainDate(iso)
  if (!d.ok) return iso
  return new Date(Date.UTC(d.value.year, d.value.month - 1, d.value.day)).toLocaleDateString(
    lang === 'hi' ? 'hi-IN' : 'en-IN',
    { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  )
}

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
