// Booking rules (research/dms.md §b.6, §c.8): the form's values checked field by field, the status machine
// (booked → allotted → delivered; booked/allotted → cancelled with a refund; nothing leaves delivered or
// cancelled) and the cash limit of Income-tax s.269ST. Pure: the form, the commands and the tests share it.
import type { Booking, BookingStatus, PaymentMode } from '@schemas/index'
import {
  dateField,
  moneyField,
  type Checked,
  type FieldErrors,
  type MoneyFieldCode,
} from '@/utils/form-model'
import { parseRupeesToPaise } from '@/utils/indian-number'
import { normaliseIndianMobile } from '@/utils/mobile'
import { parsePlainDate } from '@/utils/plain-date'
import { CHASSIS_MAX_LENGTH } from '@/utils/vehicle-ids'
import { checkAllotment, type AllotError, type AllotOptions, type AllotUnit } from './allotment'
import { invoiceOfAllotted, type BookingInvoiceRef } from './booking-invoice'
import { checkCustomValues, type CustomError, type CustomFieldDef } from './custom-fields'
import { fyOfIso, receiptFyCode } from './receipt-number'

/** s.269ST: no one may receive ₹2,00,000 or more in cash from a person in a day or for one transaction. */
export const CASH_LIMIT_PAISE = 2_00_000_00

/** Modes whose cheque / UTR number the voucher must carry. */
export const REF_REQUIRED_MODES: readonly PaymentMode[] = ['cheque', 'bank_transfer']

export const LIMITS = {
  customer_name: 120,
  model: 80,
  variant: 80,
  colour: 60,
  payment_ref: 60,
  sales_person: 80,
  notes: 1000,
  cancel_reason: 300,
  chassis: CHASSIS_MAX_LENGTH,
} as const

export type FieldError =
  | 'required'
  | 'too-long'
  | 'date'
  | 'future'
  | 'before-booking'
  | 'fy-changed'
  | 'amount'
  | 'amount-positive'
  | 'decimals'
  | 'too-large'
  | 'mobile'
  | 'cash-limit'
  | 'ref-required'
  | 'refund-over'
  | AllotError
  | CustomError

/** Errors by field name; custom fields are "custom.<id>". */
export type Errors = Record<string, FieldError>

/** The booking form's values as typed. */
export type BookingDraft = {
  booking_date: string
  party_id: string | null
  customer_name: string
  mobile: string
  model: string
  variant: string
  colour: string
  expected_delivery: string
  /** Rupees as typed (Indian commas allowed). */
  amount: string
  payment_mode: PaymentMode | ''
  payment_ref: string
  sales_person: string
  notes: string
  custom: Record<string, string>
}

/** The fields of a booking the form owns (the rest: number, status and the status actions' fields). */
export type BookingFields = Pick<
  Booking,
  | 'booking_date'
  | 'party_id'
  | 'customer_name'
  | 'mobile'
  | 'model'
  | 'variant'
  | 'colour'
  | 'expected_delivery'
  | 'amount'
  | 'payment_mode'
  | 'payment_ref'
  | 'sales_person'
  | 'notes'
  | 'custom'
>

export type CheckContext = {
  /** Today on this device, YYYY-MM-DD. */
  today: string
  customFields: readonly CustomFieldDef[]
  /** Cash already received from the same customer on the booking date by other bookings, in paise. */
  otherCashSameDay: number
  /** When editing: the booking's receipt number, whose financial year the booking date must stay in. */
  receiptNo?: string
}

/** The booking form's error codes per field (custom fields are "custom.<id>"), as the form model has them. */
export type BookingErrors = FieldErrors<string, FieldError>

export type CheckResult = Checked<BookingFields, string, FieldError>

/** The order the form shows its fields in; the error summary lists them so, custom fields after `notes`. */
export const BOOKING_FIELDS = [
  'party_id',
  'customer_name',
  'mobile',
  'booking_date',
  'model',
  'variant',
  'colour',
  'expected_delivery',
  'amount',
  'payment_mode',
  'payment_ref',
  'sales_person',
  'notes',
] as const

/** An empty form dated `today`. */
export function emptyDraft(today: string): BookingDraft {
  return {
    booking_date: today,
    party_id: null,
    customer_name: '',
    mobile: '',
    model: '',
    variant: '',
    colour: '',
    expected_delivery: '',
    amount: '',
    payment_mode: 'cash',
    payment_ref: '',
    sales_person: '',
    notes: '',
    custom: {},
  }
}

/** The form's values for an existing booking. */
export function draftFromBooking(b: Booking): BookingDraft {
  return {
    booking_date: b.booking_date,
    party_id: b.party_id,
    customer_name: b.customer_name,
    mobile: b.mobile ?? '',
    model: b.model,
    variant: b.variant,
    colour: b.colour,
    expected_delivery: b.expected_delivery ?? '',
    amount: formatRupeesInput(b.amount),
    payment_mode: b.payment_mode,
    payment_ref: b.payment_ref ?? '',
    sales_person: b.sales_person ?? '',
    notes: b.notes ?? '',
    custom: { ...b.custom },
  }
}

/** Paise as the amount box shows them: 1234550 → "12345.50", 1000000 → "10000". */
export function formatRupeesInput(paise: number): string {
  const rupees = Math.floor(paise / 100)
  const rest = paise % 100
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`
}

/** A date field: required or not, a real date, not after today when `notFuture`. */
function checkDate(value: string, opts: { required: boolean; today?: string }): FieldError | null {
  if (value.trim() === '') return opts.required ? 'required' : null
  if (!dateField(value).ok) return 'date'
  if (opts.today && value > opts.today) return 'future'
  return null
}

// The form model's money codes in this module's words (its strings predate the shared field).
const MONEY_CODE: Record<MoneyFieldCode, FieldError> = {
  required: 'required',
  invalid: 'amount',
  not_positive: 'amount-positive',
  too_large: 'too-large',
}

/** Parses a rupee amount that must be above zero. */
export function checkAmount(input: string): { ok: true; paise: number } | { ok: false; error: FieldError } {
  const parsed = moneyField(input)
  if (!parsed.ok) return { ok: false, error: MONEY_CODE[parsed.error.code] }
  if (parsed.value > 100_000_000_000_00) return { ok: false, error: 'too-large' }
  return { ok: true, paise: parsed.value }
}

/** Whether receiving `amount` paise in cash, with `otherCashSameDay` already received, breaks s.269ST. */
export function breaksCashLimit(mode: PaymentMode | '', amount: number, otherCashSameDay: number): boolean {
  return mode === 'cash' && amount + Math.max(0, otherCashSameDay) >= CASH_LIMIT_PAISE
}

/** Checks the whole form; on success, the fields to store (trimmed, empty optional ones left out). */
export function checkBooking(draft: BookingDraft, ctx: CheckContext): CheckResult {
  const errors: Errors = {}
  const text = (key: keyof typeof LIMITS & keyof BookingDraft, required: boolean): string => {
    const v = String(draft[key] ?? '').trim()
    if (required && v === '') errors[key] = 'required'
    else if (v.length > LIMITS[key]) errors[key] = 'too-long'
    return v
  }

  const dateError = checkDate(draft.booking_date, { required: true, today: ctx.today })
  if (dateError) errors.booking_date = dateError
  else if (ctx.receiptNo) {
    const code = receiptFyCode(ctx.receiptNo)
    if (code && fyOfIso(draft.booking_date)?.shortCode !== code) errors.booking_date = 'fy-changed'
  }

  if (!draft.party_id) errors.party_id = 'required'
  const customerName = text('customer_name', true)
  // Without a customer there is no name to check: the name comes from the chosen party.
  if (!draft.party_id) delete errors.customer_name

  let mobile: string | undefined
  if (draft.mobile.trim() !== '') {
    const m = normaliseIndianMobile(draft.mobile)
    if (m) mobile = m
    else errors.mobile = 'mobile'
  }

  const model = text('model', true)
  const variant = text('variant', true)
  const colour = text('colour', true)

  const expected = draft.expected_delivery.trim()
  const expectedError = checkDate(expected, { required: false })
  if (expectedError) errors.expected_delivery = expectedError
  else if (expected !== '' && !errors.booking_date && expected < draft.booking_date) {
    errors.expected_delivery = 'before-booking'
  }

  let amount = 0
  const a = checkAmount(draft.amount)
  if (a.ok) amount = a.paise
  else errors.amount = a.error

  if (draft.payment_mode === '') errors.payment_mode = 'required'
  const ref = text('payment_ref', false)
  if (
    draft.payment_mode !== '' &&
    REF_REQUIRED_MODES.includes(draft.payment_mode) &&
    ref === '' &&
    !errors.payment_ref
  ) {
    errors.payment_ref = 'ref-required'
  }
  if (a.ok && breaksCashLimit(draft.payment_mode, amount, ctx.otherCashSameDay)) errors.amount = 'cash-limit'

  const salesPerson = text('sales_person', false)
  const notes = text('notes', false)

  const custom = checkCustomValues(ctx.customFields, draft.custom)
  for (const [id, error] of Object.entries(custom.errors)) errors[`custom.${id}`] = error

  if (Object.keys(errors).length > 0 || draft.payment_mode === '' || !draft.party_id) {
    const out: BookingErrors = {}
    for (const [field, code] of Object.entries(errors)) out[field] = { code }
    return { ok: false, errors: out }
  }
  const value: BookingFields = {
    booking_date: draft.booking_date,
    party_id: draft.party_id,
    customer_name: customerName,
    model,
    variant,
    colour,
    amount,
    payment_mode: draft.payment_mode,
    custom: custom.values,
  }
  if (mobile) value.mobile = mobile
  if (expected) value.expected_delivery = expected
  if (ref) value.payment_ref = ref
  if (salesPerson) value.sales_person = salesPerson
  if (notes) value.notes = notes
  return { ok: true, value }
}

// ---- Status machine ----

const NEXT: Record<BookingStatus, readonly BookingStatus[]> = {
  booked: ['allotted', 'cancelled'],
  // Back to booked releases the chassis (the allotted vehicle went to someone else or was wrong).
  allotted: ['booked', 'delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
}

export function canMove(from: BookingStatus, to: BookingStatus): boolean {
  return NEXT[from].includes(to)
}

/** Whether the booking's own fields may still be edited (not once delivered or cancelled). */
export function isEditable(status: BookingStatus): boolean {
  return status === 'booked' || status === 'allotted'
}

/** Why a status change is refused outright: not a move the status machine allows, or (release) the allotted
 * chassis is on a live vehicle invoice. */
export type Refusal = 'transition' | 'invoiced'

export type StatusChange =
  { ok: true; patch: Partial<Booking> } | { ok: false; errors: Errors; refused?: Refusal }

const refused = (): StatusChange => ({ ok: false, errors: {}, refused: 'transition' })

/**
 * booked → allotted to the vehicle with this chassis number, when the stock says it is free for this booking
 * (allotment.ts); the warnings are the dialog's to show, the stored booking only names the chassis.
 */
export function allot(
  b: Pick<Booking, 'id' | 'status' | 'model' | 'variant' | 'colour'>,
  chassisInput: string,
  stock: readonly AllotUnit[],
  opts: AllotOptions = { pdiRequired: false },
): StatusChange {
  if (!canMove(b.status, 'allotted')) return refused()
  const check = checkAllotment(b, chassisInput, stock, opts)
  if (!check.ok) return { ok: false, errors: { chassis: check.error } }
  return { ok: true, patch: { status: 'allotted', allotted_chassis_no: check.chassis } }
}

/**
 * allotted → booked: the chassis is released — not while a live (not cancelled) invoice of the booking sells it;
 * `invoices` are the booking's vehicle invoices, cancelled ones too.
 */
export function release(
  b: Pick<Booking, 'status' | 'allotted_chassis_no'>,
  invoices: readonly BookingInvoiceRef[],
): StatusChange {
  if (b.status !== 'allotted') return refused()
  if (invoiceOfAllotted(b, invoices)) return { ok: false, errors: {}, refused: 'invoiced' }
  return { ok: true, patch: { status: 'booked', allotted_chassis_no: undefined } }
}

/** A date of a status action: real, not before the booking, not in the future. */
function actionDate(value: string, booking: Pick<Booking, 'booking_date'>, today: string): FieldError | null {
  const e = checkDate(value, { required: true, today })
  if (e) return e
  return value < booking.booking_date ? 'before-booking' : null
}

/** allotted → delivered on `date`. */
export function deliver(
  b: Pick<Booking, 'status' | 'booking_date'>,
  date: string,
  today: string,
): StatusChange {
  if (!canMove(b.status, 'delivered')) return refused()
  const e = actionDate(date, b, today)
  if (e) return { ok: false, errors: { delivered_on: e } }
  return { ok: true, patch: { status: 'delivered', delivered_on: date } }
}

export type CancelInput = {
  date: string
  reason: string
  /** Rupees as typed; '' or 0 when nothing is refunded (the advance is forfeited). */
  refund: string
  refundMode: PaymentMode | ''
}

/** booked/allotted → cancelled, refunding at most the amount received. */
export function cancel(
  b: Pick<Booking, 'status' | 'booking_date' | 'amount'>,
  input: CancelInput,
  today: string,
): StatusChange {
  if (!canMove(b.status, 'cancelled')) return refused()
  const errors: Errors = {}
  const dateError = actionDate(input.date, b, today)
  if (dateError) errors.cancelled_on = dateError
  const reason = input.reason.trim()
  if (reason === '') errors.cancel_reason = 'required'
  else if (reason.length > LIMITS.cancel_reason) errors.cancel_reason = 'too-long'
  let refund = 0
  if (input.refund.trim() !== '') {
    const parsed = parseRupeesToPaise(input.refund)
    if (!parsed.ok) {
      errors.refund_amount =
        parsed.reason === 'too-many-decimals'
          ? 'decimals'
          : parsed.reason === 'too-large'
            ? 'too-large'
            : 'amount'
    } else if (parsed.value < 0) errors.refund_amount = 'amount'
    else if (parsed.value > b.amount) errors.refund_amount = 'refund-over'
    else refund = parsed.value
  }
  if (refund > 0 && input.refundMode === '') errors.refund_mode = 'required'
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const patch: Partial<Booking> = {
    status: 'cancelled',
    cancelled_on: input.date,
    cancel_reason: reason,
    refund_amount: refund,
  }
  if (refund > 0 && input.refundMode !== '') patch.refund_mode = input.refundMode
  return { ok: true, patch }
}

/** Days from `today` to the expected delivery (negative when overdue); null without a date or once done. */
export function daysToDelivery(
  b: Pick<Booking, 'status' | 'expected_delivery'>,
  today: string,
): number | null {
  if (!b.expected_delivery || !isEditable(b.status)) return null
  const a = parsePlainDate(today)
  const e = parsePlainDate(b.expected_delivery)
  if (!a.ok || !e.ok) return null
  const day = (d: { year: number; month: number; day: number }) => Date.UTC(d.year, d.month - 1, d.day)
  return Math.round((day(e.value) - day(a.value)) / 86_400_000)
}
