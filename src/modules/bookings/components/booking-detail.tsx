// One booking: its details and the status actions (allot, release, deliver, cancel with refund), edit, print
// and delete — each shown only to users allowed to do it.
import {
  Ban,
  Car,
  CheckCircle2,
  FileText,
  Pencil,
  Printer,
  ReceiptIndianRupee,
  Trash2,
  Undo2,
} from 'lucide-react'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import type { Booking, PaymentMode } from '@schemas/index'
import { PAYMENT_MODES } from '@schemas/bookings.schema'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useLanguage } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { migrateBookingMoney } from '@/modules/books/public'
import { vehicleInvoicesModule } from '@/modules/vehicle-invoices/public'
import { Button, buttonVariants } from '@/ui/button'
import { Card } from '@/ui/card'
import { Dialog } from '@/ui/dialog'
import { Field, Input, Select, Textarea } from '@/ui/field'
import { useBookingsStrings } from '../bookings-strings'
import { changeStatus, deleteBooking, StatusRefusedError } from '../data/bookings-store'
import { useBookingInvoices } from '../data/use-bookings'
import { bookingInvoiceAction, invoiceOfAllotted } from '../domain/booking-invoice'
import {
  cancel,
  canMove,
  deliver,
  isEditable,
  LIMITS,
  release,
  type Errors,
  type FieldError,
  type StatusChange,
} from '../domain/booking-rules'
import { customFieldsFromSettings } from '../domain/custom-fields'
import { AllotForm } from './allot-form'
import { showMoney, StatusBadge } from './format'
import { useAuthors } from '@/data/account/use-authors'
import { RecordAuthors } from '@/ui/record-authors'
import { displayDate } from '@/utils/display-date'
import { bookingsModule } from '../module'

type Action = 'allot' | 'release' | 'deliver' | 'cancel' | 'delete' | null

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
      <dt className="text-sm text-ink-soft sm:w-48 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 text-ink">{children}</dd>
    </div>
  )
}

export function BookingDetail({ booking }: { booking: Booking }) {
  const authors = useAuthors(booking)
  const t = useBookingsStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const data = useData()
  const navigate = useNavigate()
  const id = useId()
  const today = localToday()
  const [action, setAction] = useState<Action>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const [date, setDate] = useState(today)
  const [reason, setReason] = useState('')
  const [refund, setRefund] = useState('')
  const [refundMode, setRefundMode] = useState<PaymentMode | ''>('')

  const canWrite = auth.can('bookings', 'write') && !auth.readOnly
  const canDelete = auth.can('bookings', 'delete') && !auth.readOnly
  const customFields = customFieldsFromSettings(auth.settings)
  const invoices = useBookingInvoices(booking.id).data ?? []
  const invoiceAction = bookingInvoiceAction(booking, invoices, {
    write: auth.can('vehicle_invoices', 'write') && !auth.readOnly,
    read: auth.can('vehicle_invoices', 'read'),
  })
  // A chassis on a live invoice stays allotted: the invoice is cancelled first.
  const invoiced = invoiceOfAllotted(booking, invoices)
  const status = (s: Booking['status']) => t(`status_${s}`)
  const refusedText = (e: StatusRefusedError) =>
    e.change.refused === 'invoiced'
      ? t('releaseInvoiced', { chassis: booking.allotted_chassis_no ?? '', no: invoiced?.number ?? '' })
      : t('refused', { status: status(booking.status) })
  const errorText = (code: FieldError | undefined) =>
    code ? t(`err_${code}`, { amount: showMoney(booking.amount) }) : undefined

  const open = (next: Action) => {
    setErrors({})
    setDate(today)
    setReason('')
    setRefund('')
    setRefundMode(booking.payment_mode)
    setAction(next)
  }

  const run = async (decide: (current: Booking) => StatusChange) => {
    // Checked here first so the errors show at once; checked again on the stored booking when saving.
    const first = decide(booking)
    if (!first.ok && !first.refused) return setErrors(first.errors)
    setBusy(true)
    try {
      const saved = await changeStatus(data, booking.id, decide)
      // A cancellation's refund joins the books as its Rule 51 refund voucher.
      if (saved.status === 'cancelled' && auth.can('receipts', 'write')) void migrateBookingMoney(data)
      setAction(null)
      toast({ title: t('statusSaved', { no: saved.receipt_no, status: status(saved.status) }) })
    } catch (e) {
      if (e instanceof StatusRefusedError && !e.change.refused) setErrors(e.change.errors)
      else {
        setAction(null)
        toast({
          title: e instanceof StatusRefusedError ? refusedText(e) : String(e),
          variant: 'destructive',
        })
      }
    } finally {
      setBusy(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (action === 'release') void run((cur) => release(cur, invoices))
    else if (action === 'deliver') void run((cur) => deliver(cur, date, today))
    else if (action === 'cancel') void run((cur) => cancel(cur, { date, reason, refund, refundMode }, today))
    else if (action === 'delete') {
      setBusy(true)
      void deleteBooking(data, booking.id)
        .then(() => {
          toast({ title: t('deleted', { no: booking.receipt_no }) })
          navigate(bookingsModule.href.list(), { replace: true })
        })
        .catch((e: unknown) => toast({ title: String(e), variant: 'destructive' }))
        .finally(() => setBusy(false))
    }
  }

  const fieldProps = (name: string, hint?: boolean) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : hint ? `${id}-${name}-hint` : undefined,
  })

  const dateField = (name: 'delivered_on' | 'cancelled_on', label: string) => (
    <Field label={label} htmlFor={`${id}-${name}`} error={errorText(errors[name])}>
      <Input
        {...fieldProps(name)}
        type="date"
        min={booking.booking_date}
        max={today}
        value={date}
        onChange={(e) => setDate(e.target.value)}
      />
    </Field>
  )

  const dialogTitle =
    action === 'allot'
      ? t('allotTitle')
      : action === 'release'
        ? t('release')
        : action === 'deliver'
          ? t('deliverTitle')
          : action === 'cancel'
            ? t('cancelTitle', { no: booking.receipt_no })
            : t('delete')

  const final = !isEditable(booking.status)

  return (
    <div className="mx-auto max-w-4xl pb-8">
      <Link to={bookingsModule.href.list()} className="text-sm text-brand-700 hover:underline">
        ← {t('back')}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-ink" data-testid="booking-title">
          {booking.receipt_no}
        </h1>
        <StatusBadge status={booking.status} />
      </div>
      <p className="mt-1 text-ink-soft">
        {booking.customer_name} · {booking.model} {booking.variant} ·{' '}
        {displayDate(booking.booking_date, lang)}
      </p>
      <RecordAuthors {...authors} className="mt-1" />

      <div role="group" aria-label={t('actions')} className="mt-4 flex flex-wrap gap-2">
        {canWrite && isEditable(booking.status) ? (
          <Link
            to={`?id=${encodeURIComponent(booking.id)}&edit=1`}
            className={buttonVariants({ variant: 'secondary' })}
          >
            <Pencil aria-hidden="true" />
            {t('edit')}
          </Link>
        ) : null}
        {canWrite && canMove(booking.status, 'allotted') ? (
          <Button variant="secondary" onClick={() => open('allot')}>
            <Car aria-hidden="true" />
            {t('allot')}
          </Button>
        ) : null}
        {canWrite && booking.status === 'allotted' && !invoiced ? (
          <Button variant="secondary" onClick={() => open('release')}>
            <Undo2 aria-hidden="true" />
            {t('release')}
          </Button>
        ) : null}
        {canWrite && canMove(booking.status, 'delivered') ? (
          <Button variant="secondary" onClick={() => open('deliver')}>
            <CheckCircle2 aria-hidden="true" />
            {t('deliver')}
          </Button>
        ) : null}
        {canWrite && canMove(booking.status, 'cancelled') ? (
          <Button variant="secondary" onClick={() => open('cancel')}>
            <Ban aria-hidden="true" />
            {t('cancelBooking')}
          </Button>
        ) : null}
        {invoiceAction?.kind === 'make' ? (
          <Link
            to={vehicleInvoicesModule.href.new({ booking: booking.id })}
            className={buttonVariants({ variant: 'primary' })}
            data-testid="booking-make-invoice"
          >
            <ReceiptIndianRupee aria-hidden="true" />
            {t('makeInvoice')}
          </Link>
        ) : null}
        {invoiceAction?.kind === 'open' ? (
          <Link
            to={vehicleInvoicesModule.href.invoice(invoiceAction.id)}
            className={buttonVariants({ variant: 'secondary' })}
            data-testid="booking-invoice"
          >
            <FileText aria-hidden="true" />
            {t('openInvoice', { no: invoiceAction.number })}
          </Link>
        ) : null}
        <Link
          to={`/print/booking/${encodeURIComponent(booking.id)}`}
          className={buttonVariants({ variant: 'secondary' })}
        >
          <Printer aria-hidden="true" />
          {t('print')}
        </Link>
        {canDelete ? (
          <Button variant="ghost" className="text-red-700" onClick={() => open('delete')}>
            <Trash2 aria-hidden="true" />
            {t('delete')}
          </Button>
        ) : null}
      </div>
      {!canWrite ? <p className="mt-2 text-sm text-ink-soft">{t('readOnly')}</p> : null}
      {canWrite && final ? (
        <p className="mt-2 text-sm text-ink-soft">{t('finalState', { status: status(booking.status) })}</p>
      ) : null}

      <Card className="mt-4" aria-labelledby={`${id}-details`}>
        <h2 id={`${id}-details`} className="text-lg font-semibold text-brand-900">
          {t('details')}
        </h2>
        <dl className="mt-2 divide-y divide-line">
          <Row label={t('receiptNo')}>{booking.receipt_no}</Row>
          <Row label={t('bookingDate')}>{displayDate(booking.booking_date, lang)}</Row>
          <Row label={t('customer')}>
            {booking.customer_name}
            {booking.mobile ? <span className="text-ink-soft"> · {booking.mobile}</span> : null}
          </Row>
          <Row label={t('vehicle')}>
            {booking.model} {booking.variant} · {booking.colour}
          </Row>
          <Row label={t('chassisNo')}>{booking.allotted_chassis_no ?? t('toBeAllotted')}</Row>
          {booking.expected_delivery ? (
            <Row label={t('expectedDelivery')}>{displayDate(booking.expected_delivery, lang)}</Row>
          ) : null}
          <Row label={t('amount')}>
            <span className="font-medium">{showMoney(booking.amount)}</span> ·{' '}
            {t(`mode_${booking.payment_mode}`)}
            {booking.payment_ref ? ` · ${booking.payment_ref}` : ''}
          </Row>
          {booking.sales_person ? <Row label={t('salesPerson')}>{booking.sales_person}</Row> : null}
          {customFields
            .filter((f) => booking.custom[f.id])
            .map((f) => (
              <Row key={f.id} label={f.label}>
                {f.type === 'date' ? displayDate(booking.custom[f.id], lang) : booking.custom[f.id]}
              </Row>
            ))}
          {booking.notes ? (
            <Row label={t('notes')}>
              <span className="whitespace-pre-line">{booking.notes}</span>
            </Row>
          ) : null}
          {booking.delivered_on ? (
            <Row label={t('deliveredOn')}>{displayDate(booking.delivered_on, lang)}</Row>
          ) : null}
          {booking.status === 'cancelled' ? (
            <>
              <Row label={t('cancelledOn')}>{displayDate(booking.cancelled_on, lang)}</Row>
              {booking.cancel_reason ? <Row label={t('cancelReason')}>{booking.cancel_reason}</Row> : null}
              <Row label={t('refund')}>
                {booking.refund_amount
                  ? `${showMoney(booking.refund_amount)}${booking.refund_mode ? ` · ${t(`mode_${booking.refund_mode}`)}` : ''}`
                  : t('noRefund')}
              </Row>
            </>
          ) : null}
        </dl>
      </Card>

      <Dialog open={action !== null} onClose={() => setAction(null)} title={dialogTitle}>
        {action === 'allot' ? (
          <AllotForm
            booking={booking}
            errors={errors}
            busy={busy}
            onSubmit={(decide) => void run(decide)}
            onClose={() => setAction(null)}
          />
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            {action === 'release' ? (
              <p>{t('releaseConfirm', { chassis: booking.allotted_chassis_no ?? '' })}</p>
            ) : null}
            {action === 'deliver' ? dateField('delivered_on', t('deliveryDate')) : null}
            {action === 'cancel' ? (
              <>
                {dateField('cancelled_on', t('cancelDate'))}
                <Field
                  label={t('cancelReason')}
                  htmlFor={`${id}-cancel_reason`}
                  error={errorText(errors.cancel_reason)}
                >
                  <Textarea
                    {...fieldProps('cancel_reason')}
                    className="min-h-20"
                    maxLength={LIMITS.cancel_reason}
                    value={reason}
                    onChange={(e) => setReason(e.target.value)}
                  />
                </Field>
                <Field
                  label={t('refundAmount')}
                  htmlFor={`${id}-refund_amount`}
                  hint={t('refundHint', { amount: showMoney(booking.amount) })}
                  error={errorText(errors.refund_amount)}
                >
                  <Input
                    {...fieldProps('refund_amount', true)}
                    inputMode="decimal"
                    autoComplete="off"
                    value={refund}
                    onChange={(e) => setRefund(e.target.value)}
                  />
                </Field>
                <Field
                  label={t('refundMode')}
                  htmlFor={`${id}-refund_mode`}
                  error={errorText(errors.refund_mode)}
                >
                  <Select
                    {...fieldProps('refund_mode')}
                    value={refundMode}
                    onChange={(e) => setRefundMode(e.target.value as PaymentMode | '')}
                  >
                    <option value="">{t('chooseMode')}</option>
                    {PAYMENT_MODES.map((m) => (
                      <option key={m} value={m}>
                        {t(`mode_${m}`)}
                      </option>
                    ))}
                  </Select>
                </Field>
              </>
            ) : null}
            {action === 'delete' ? <p>{t('deleteConfirm', { no: booking.receipt_no })}</p> : null}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={() => setAction(null)}>
                {t('close')}
              </Button>
              <Button
                type="submit"
                variant={action === 'delete' || action === 'cancel' ? 'danger' : 'primary'}
                disabled={busy}
              >
                {action === 'delete' ? t('delete') : t('confirm')}
              </Button>
            </div>
          </form>
        )}
      </Dialog>
    </div>
  )
}
