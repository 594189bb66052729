// Create or edit a booking: customer (PartyPicker), vehicle with values from earlier bookings suggested,
// amount and payment, the dealer's custom fields. The form model: the draft is text, checkBooking decides;
// after a refused save the error summary takes the focus and each field says what is wrong beside it.
import { Save } from 'lucide-react'
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import type { Booking, PaymentMode } from '@schemas/index'
import { PAYMENT_MODES } from '@schemas/bookings.schema'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { deviceId } from '@/lib/supabase'
import { toast } from '@/lib/toast'
import { cashReceivedOn, migrateBookingMoney, useBookingAdvance } from '@/modules/books/public'
import { PartyPicker } from '@/modules/customers/public'
import { Button, buttonVariants } from '@/ui/button'
import { Card } from '@/ui/card'
import { ErrorSummary } from '@/ui/error-summary'
import { Field, Input, Select, Textarea } from '@/ui/field'
import { MoneyInput } from '@/ui/money-input'
import { Kbd, shortcutProps, useSaveShortcut } from '@/ui/use-shortcut'
import { errorFields, type FieldError as FormError } from '@/utils/form-model'
import { useBookingsStrings } from '../bookings-strings'
import { createBooking, editBooking, NotEditableError, SeriesFullError } from '../data/bookings-store'
import { useSuggestions } from '../data/use-bookings'
import {
  BOOKING_FIELDS,
  checkBooking,
  draftFromBooking,
  emptyDraft,
  LIMITS,
  type BookingDraft,
  type FieldError,
} from '../domain/booking-rules'
import { customFieldsFromSettings } from '../domain/custom-fields'
import { bookingsModule } from '../module'

type Props = { booking?: Booking }

/** A label with the required mark (the control carries aria-required for screen readers). */
const req = (label: string) => (
  <>
    {label}
    <span aria-hidden="true"> *</span>
  </>
)

const REQUIRED = new Set([
  'customer_name',
  'model',
  'variant',
  'colour',
  'booking_date',
  'amount',
  'payment_mode',
])

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <Card aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </Card>
  )
}

export function BookingForm({ booking }: Props) {
  const t = useBookingsStrings()
  const form = useRef<HTMLFormElement>(null)
  useSaveShortcut(form)
  const auth = useAuth()
  const data = useData()
  const navigate = useNavigate()
  const id = useId()
  const today = localToday()
  const suggestions = useSuggestions()
  const customFields = useMemo(() => customFieldsFromSettings(auth.settings), [auth.settings])
  const [draft, setDraft] = useState<BookingDraft>(() =>
    booking ? draftFromBooking(booking) : emptyDraft(today),
  )
  const [attempt, setAttempt] = useState(0)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState('')
  const [otherCash, setOtherCash] = useState(0)
  // Once the advance is a receipt voucher, the books hold that money: its amount, mode and date stay as posted.
  const advance = useBookingAdvance(booking?.id)
  const moneyLocked = advance !== null

  // Cash already taken from this customer on the booking date (s.269ST counts per person per day).
  useEffect(() => {
    let live = true
    if (!draft.party_id || !/^\d{4}-\d{2}-\d{2}$/.test(draft.booking_date)) {
      setOtherCash(0)
      return
    }
    void cashReceivedOn(data.db, draft.party_id, draft.booking_date, booking?.id).then((sum) => {
      if (live) setOtherCash(sum)
    })
    return () => {
      live = false
    }
  }, [data.db, draft.party_id, draft.booking_date, booking?.id])

  const ctx = { today, customFields, otherCashSameDay: otherCash, receiptNo: booking?.receipt_no }
  const result = checkBooking(draft, ctx)
  const errors = attempt > 0 && !result.ok ? result.errors : {}
  const errorText = (error: FormError<FieldError> | undefined) =>
    error ? t(`err_${error.code}`, error.values) : undefined
  const set = <K extends keyof BookingDraft>(key: K, value: BookingDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }))

  /** Props tying a control to its label, hint and error. */
  const control = (name: string, hint?: boolean) => {
    const error = errors[name]
    return {
      id: `${id}-${name}`,
      'aria-required': REQUIRED.has(name) || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${name}-error` : hint ? `${id}-${name}-hint` : undefined,
    }
  }

  const textField = (
    name: 'customer_name' | 'model' | 'variant' | 'colour' | 'payment_ref' | 'sales_person',
    label: string,
    list?: string[],
  ) => (
    <Field
      label={REQUIRED.has(name) ? req(label) : label}
      htmlFor={`${id}-${name}`}
      error={errorText(errors[name])}
    >
      <Input
        {...control(name)}
        value={draft[name]}
        maxLength={LIMITS[name]}
        onChange={(e) => set(name, e.target.value)}
        list={list && list.length > 0 ? `${id}-${name}-list` : undefined}
        autoComplete="off"
      />
      {list && list.length > 0 ? (
        <datalist id={`${id}-${name}-list`}>
          {list.slice(0, 50).map((v) => (
            <option key={v} value={v} />
          ))}
        </datalist>
      ) : null}
    </Field>
  )

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure('')
    // The latest same-day cash, in case another booking was saved meanwhile (another tab or a pull).
    const cash = draft.party_id
      ? await cashReceivedOn(data.db, draft.party_id, draft.booking_date, booking?.id)
      : 0
    setOtherCash(cash)
    const checked = checkBooking(draft, { ...ctx, otherCashSameDay: cash })
    if (!checked.ok) {
      setAttempt((n) => n + 1)
      return
    }
    setSaving(true)
    try {
      if (booking) {
        await editBooking(data, booking.id, checked.value)
        toast({ title: t('saved', { no: booking.receipt_no }) })
        navigate(bookingsModule.href.booking(booking.id))
      } else {
        const created = await createBooking(data, checked.value, deviceId())
        // The advance joins the books as its receipt voucher now, for whoever may write receipts (the owner's
        // device does it otherwise, the next time the books open there).
        if (auth.can('receipts', 'write')) void migrateBookingMoney(data)
        toast({ title: t('created', { no: created.receipt_no }) })
        navigate(bookingsModule.href.booking(created.id), { replace: true })
      }
    } catch (e) {
      setFailure(
        e instanceof SeriesFullError
          ? t('seriesFull')
          : e instanceof NotEditableError
            ? t('finalState', { status: t(`status_${e.status}`) })
            : t('saveFailed', { message: e instanceof Error ? e.message : String(e) }),
      )
    } finally {
      setSaving(false)
    }
  }

  const labels: Record<string, string> = {
    party_id: t('customer'),
    customer_name: t('customerName'),
    mobile: t('mobile'),
    booking_date: t('bookingDate'),
    model: t('model'),
    variant: t('variant'),
    colour: t('colour'),
    expected_delivery: t('expectedDelivery'),
    amount: t('amount'),
    payment_mode: t('paymentMode'),
    payment_ref: t('paymentRef'),
    sales_person: t('salesPerson'),
    notes: t('notes'),
  }
  for (const f of customFields) labels[`custom.${f.id}`] = f.label
  const order = [...BOOKING_FIELDS, ...customFields.map((f) => `custom.${f.id}`)]
  const summary = errorFields(errors, order).map((field) => ({
    field,
    label: labels[field] ?? field,
    message: errorText(errors[field]) ?? '',
  }))
  const variants =
    suggestions.variants.get(draft.model.trim().toLowerCase()) ?? suggestions.variants.get('') ?? []

  return (
    <div className="mx-auto max-w-4xl pb-8">
      <Link
        to={booking ? bookingsModule.href.booking(booking.id) : bookingsModule.href.list()}
        className="text-sm text-brand-700 hover:underline"
      >
        ← {booking ? t('backToBooking') : t('back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-ink">
        {booking ? t('editTitle', { no: booking.receipt_no }) : t('newTitle')}
      </h1>
      {/* The customer picker sits outside the <form>: its "new party" dialog holds a form of its own, and
          forms must not nest. */}
      <div id={`${id}-form`} className="mt-4 flex flex-col gap-6">
        <ErrorSummary
          title={t('fixErrors', { count: summary.length })}
          items={summary}
          idOf={(field) => `${id}-${field}`}
          attempt={attempt}
        />
        <Section title={t('secCustomer')}>
          <div id={`${id}-party_id`} className="sm:col-span-2">
            <PartyPicker
              value={draft.party_id}
              kind="customer"
              label={t('customer')}
              required
              error={errorText(errors.party_id)}
              onChange={(party) =>
                setDraft((d) => ({
                  ...d,
                  party_id: party?.id ?? null,
                  customer_name: party?.name ?? '',
                  mobile: party ? (party.mobile ?? '') : '',
                }))
              }
            />
          </div>
          {draft.party_id ? textField('customer_name', t('customerName')) : null}
          <Field
            label={t('mobile')}
            htmlFor={`${id}-mobile`}
            hint={t('mobileHint')}
            error={errorText(errors.mobile)}
          >
            <Input
              {...control('mobile', true)}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              maxLength={15}
              value={draft.mobile}
              onChange={(e) => set('mobile', e.target.value)}
            />
          </Field>
          <Field
            label={req(t('bookingDate'))}
            htmlFor={`${id}-booking_date`}
            error={errorText(errors.booking_date)}
          >
            <Input
              {...control('booking_date')}
              type="date"
              max={today}
              value={draft.booking_date}
              readOnly={moneyLocked}
              onChange={(e) => set('booking_date', e.target.value)}
            />
          </Field>
        </Section>

        <form ref={form} noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-6">
          <Section title={t('secVehicle')}>
            {textField('model', t('model'), suggestions.models)}
            {textField('variant', t('variant'), variants)}
            {textField('colour', t('colour'), suggestions.colours)}
            <Field
              label={t('expectedDelivery')}
              htmlFor={`${id}-expected_delivery`}
              error={errorText(errors.expected_delivery)}
            >
              <Input
                {...control('expected_delivery')}
                type="date"
                min={draft.booking_date || undefined}
                value={draft.expected_delivery}
                onChange={(e) => set('expected_delivery', e.target.value)}
              />
            </Field>
          </Section>

          <Section title={t('secPayment')}>
            <Field
              label={req(t('amount'))}
              htmlFor={`${id}-amount`}
              hint={moneyLocked ? t('amountInBooks', { no: advance?.number ?? '' }) : t('amountHint')}
              error={errorText(errors.amount)}
            >
              <MoneyInput
                {...control('amount', true)}
                readOnly={moneyLocked}
                value={draft.amount}
                onValue={(v) => set('amount', v)}
              />
            </Field>
            <Field
              label={req(t('paymentMode'))}
              htmlFor={`${id}-payment_mode`}
              error={errorText(errors.payment_mode)}
            >
              <Select
                {...control('payment_mode')}
                disabled={moneyLocked}
                value={draft.payment_mode}
                onChange={(e) => set('payment_mode', e.target.value as PaymentMode | '')}
              >
                <option value="">{t('chooseMode')}</option>
                {PAYMENT_MODES.map((m) => (
                  <option key={m} value={m}>
                    {t(`mode_${m}`)}
                  </option>
                ))}
              </Select>
            </Field>
            {textField('payment_ref', t('paymentRef'))}
            {textField('sales_person', t('salesPerson'), suggestions.salesPeople)}
          </Section>

          <Section title={t('secMore')}>
            {customFields.map((f) => {
              const name = `custom.${f.id}`
              const value = draft.custom[f.id] ?? ''
              const onValue = (v: string) => setDraft((d) => ({ ...d, custom: { ...d.custom, [f.id]: v } }))
              const props = { ...control(name), 'aria-required': f.required || undefined }
              return (
                <Field
                  key={f.id}
                  label={`${f.label}${f.required ? ' *' : ''}`}
                  htmlFor={`${id}-${name}`}
                  error={errorText(errors[name])}
                >
                  {f.type === 'select' ? (
                    <Select {...props} value={value} onChange={(e) => onValue(e.target.value)}>
                      <option value="">{t('choose')}</option>
                      {/* A value chosen before the list changed stays visible. */}
                      {[...f.options, ...(value && !f.options.includes(value) ? [value] : [])].map((o) => (
                        <option key={o} value={o}>
                          {o}
                        </option>
                      ))}
                    </Select>
                  ) : (
                    <Input
                      {...props}
                      type={f.type === 'date' ? 'date' : 'text'}
                      inputMode={f.type === 'number' ? 'decimal' : undefined}
                      maxLength={500}
                      value={value}
                      onChange={(e) => onValue(e.target.value)}
                    />
                  )}
                </Field>
              )
            })}
            <Field
              label={t('notes')}
              htmlFor={`${id}-notes`}
              error={errorText(errors.notes)}
              className="sm:col-span-2"
            >
              <Textarea
                {...control('notes')}
                className="min-h-20"
                maxLength={LIMITS.notes}
                value={draft.notes}
                onChange={(e) => set('notes', e.target.value)}
              />
            </Field>
          </Section>

          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={saving} data-testid="booking-save" {...shortcutProps('Mod+S')}>
              <Save aria-hidden="true" />
              {saving ? t('saving') : t('save')}
              <Kbd shortcut="Mod+S" />
            </Button>
            <Link
              to={booking ? bookingsModule.href.booking(booking.id) : bookingsModule.href.list()}
              className={buttonVariants({ variant: 'secondary' })}
            >
              {t('cancelEdit')}
            </Link>
            <p role="status" aria-live="polite" className="min-w-0 flex-1 text-sm font-medium text-red-700">
              {failure}
            </p>
          </div>
        </form>
      </div>
    </div>
  )
}
