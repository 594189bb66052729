// Bookings as a spreadsheet (the export a read-only company still has, DESIGN.md §4): one row per booking,
// amounts in rupees, who created it by name.
import type { Booking } from '@schemas/index'
import { rupees, toCsv } from '@/utils/csv'

const HEADER = [
  'receipt_no',
  'booking_date',
  'customer_name',
  'mobile',
  'model',
  'variant',
  'colour',
  'amount',
  'payment_mode',
  'status',
  'expected_delivery',
  'allotted_chassis_no',
  'sales_person',
  'created_by',
] as const

export function bookingsToCsv(bookings: readonly Booking[], nameOf: (id?: string) => string | null): string {
  return toCsv(
    HEADER,
    bookings.map((b) => [
      b.receipt_no,
      b.booking_date,
      b.customer_name,
      b.mobile ?? '',
      b.model,
      b.variant,
      b.colour,
      rupees(b.amount),
      b.payment_mode,
      b.status,
      b.expected_delivery ?? '',
      b.allotted_chassis_no ?? '',
      b.sales_person ?? '',
      nameOf(b.created_by) ?? '',
    ]),
  )
}
