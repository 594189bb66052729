// Vehicle bookings with the advance received against them (a receipt voucher, not a tax invoice).
import { bookingListKey } from './list-keys'
import { authorProperties, paise, syncedProperties, SYNCED_REQUIRED, withAuthorFields } from './synced-fields'
import { defineCollection, type DocOf } from './collection'

export const BOOKING_STATUSES = ['booked', 'allotted', 'delivered', 'cancelled'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]
export const PAYMENT_MODES = ['cash', 'upi', 'card', 'cheque', 'bank_transfer'] as const
export type PaymentMode = (typeof PAYMENT_MODES)[number]

const isoDate = { type: 'string', maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const

export const bookingsSchema = {
  title: 'bookings',
  version: 2,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...syncedProperties,
    ...authorProperties,
    /** Receipt voucher number of the advance, unique per device series and financial year. */
    receipt_no: { type: 'string', maxLength: 16 },
    booking_date: isoDate,
    /** bookingListKey(booking_date): the newest-first list order, read forwards (see list-keys.ts). */
    list_key: { type: 'string', maxLength: 10 },
    party_id: { type: 'string', maxLength: 40 },
    customer_name: { type: 'string', maxLength: 120 },
    mobile: { type: 'string', maxLength: 15 },
    model: { type: 'string', maxLength: 80 },
    variant: { type: 'string', maxLength: 80 },
    colour: { type: 'string', maxLength: 60 },
    expected_delivery: isoDate,
    amount: paise,
    payment_mode: { type: 'string', enum: PAYMENT_MODES, maxLength: 16 },
    payment_ref: { type: 'string', maxLength: 60 },
    status: { type: 'string', enum: BOOKING_STATUSES, maxLength: 12 },
    allotted_chassis_no: { type: 'string', maxLength: 30 },
    delivered_on: isoDate,
    cancelled_on: isoDate,
    cancel_reason: { type: 'string', maxLength: 300 },
    refund_amount: paise,
    refund_mode: { type: 'string', enum: PAYMENT_MODES, maxLength: 16 },
    sales_person: { type: 'string', maxLength: 80 },
    notes: { type: 'string', maxLength: 1000 },
    /** Values of the custom fields defined in settings.booking_settings.customFields, by field id. */
    custom: { type: 'object', additionalProperties: { type: 'string', maxLength: 500 } },
  },
  required: [
    ...SYNCED_REQUIRED,
    'receipt_no',
    'booking_date',
    'list_key',
    'party_id',
    'customer_name',
    'model',
    'variant',
    'colour',
    'amount',
    'payment_mode',
    'status',
    'custom',
  ],
  indexes: [['status', 'list_key'], 'list_key', 'booking_date', 'receipt_no'],
  additionalProperties: false,
} as const

export const bookingsMigrations = {
  // v1: the newest-first list key.
  1: (doc: Omit<Booking, 'list_key'>): Booking => ({ ...doc, list_key: bookingListKey(doc.booking_date) }),
  // v2: who created and who last changed it (issue 18).
  2: withAuthorFields,
}

export type Booking = DocOf<typeof bookingsSchema>

export const bookings = defineCollection({
  kind: 'synced',
  module: 'bookings',
  schema: bookingsSchema,
  migrationStrategies: bookingsMigrations,
  derive: (doc) => ({ list_key: bookingListKey(doc.booking_date) }),
})
