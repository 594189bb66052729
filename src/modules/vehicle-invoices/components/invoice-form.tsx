// A new vehicle invoice (research/modules.md §3.4). The form edits a draft of text; checkInvoice (domain)
// decides, live, what the invoice will be and what is wrong; the summary shows the money as it will post;
// posting takes the number of this device's slot. From a booking, its buyer and allotted chassis come along.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Booking } from '@schemas/bookings.schema'
import { NON_REG_FIELD_KEYS } from '@schemas/settings-defaults'
import { useAuth } from '@/auth/auth-context'
import { deviceSlot } from '@/auth/device-session'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useRxDoc } from '@/data/use-rx'
import { useLanguage } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { priceOn } from '@/modules/catalog/public'
import { customFieldsFromSettings } from '@/modules/bookings/public'
import { PartyPicker } from '@/modules/customers/public'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { ErrorSummary } from '@/ui/error-summary'
import { Field, Input, Select, Textarea } from '@/ui/field'
import { MoneyInput } from '@/ui/money-input'
import { useSaveShortcut } from '@/ui/use-shortcut'
import { displayDate } from '@/utils/display-date'
import { type FieldError } from '@/utils/form-model'
import { GST_STATES } from '@/utils/gst-states'
import { formatPaise } from '@/utils/indian-number'
import { InvoiceNumberError, postVehicleInvoice } from '../data/invoices'
import { useInvoiceContext } from '../data/use-invoice-context'
import { draftFromBooking } from '../domain/from-booking'
import {
  checkInvoice,
  emptyInvoiceDraft,
  type InvoiceDraft,
  type InvoiceField,
} from '../domain/invoice-draft'
import { useInvoicesStrings } from '../invoices-strings'
import { vehicleInvoicesModule } from '../module'
import { AddedLines, PureAgentLines } from './added-lines'
import { InvoiceSummary, summaryOf } from './invoice-summary'

/** The details the form asks for itself; any other (from the booking) is shown under its own label. */
const NAMED_INPUTS = new Set<string>(NON_REG_FIELD_KEYS)

export function InvoiceForm({ bookingId = '', vehicleId = '' }: { bookingId?: string; vehicleId?: string }) {
  const t = useInvoicesStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const data = useData()
  const navigate = useNavigate()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  useSaveShortcut(form)
  const [draft, setDraft] = useState<InvoiceDraft>(() => ({
    ...emptyInvoiceDraft(localToday()),
    booking_id: bookingId,
    vehicle_id: vehicleId,
  }))
  const [attempt, setAttempt] = useState(0)
  const [posting, setPosting] = useState(false)
  const booking = useRxDoc(
    () => (bookingId ? data.db.bookings.findOne(bookingId) : null),
    [data.db, bookingId],
  ).data as Booking | null | undefined
  const { ctx, vehicles } = useInvoiceContext(draft.party_id, draft.vehicle_id, draft.doc_date)

  // A booking brings its buyer, sales person and own fields, and once the vehicle list is read, its chassis.
  const bookingFields = useMemo(() => customFieldsFromSettings(auth.settings), [auth.settings])
  useEffect(() => {
    if (!booking) return
    const allotted = vehicles.find((v) => v.chassis_no === booking.allotted_chassis_no)
    setDraft((d) => draftFromBooking(d, booking, allotted?.id, bookingFields))
  }, [booking, vehicles, bookingFields])
  // The buyer's exemption from TCS comes from their record.
  useEffect(() => {
    const reason = ctx.party?.tcs_exempt_reason ?? ''
    setDraft((d) => (d.tcs_exempt_reason === '' && reason ? { ...d, tcs_exempt_reason: reason } : d))
  }, [ctx.party])

  const result = useMemo(() => checkInvoice(draft, ctx), [draft, ctx])
  const errors = attempt > 0 && !result.ok ? result.errors : {}
  const set = <K extends keyof InvoiceDraft>(key: K, value: InvoiceDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }))
  const money = (paise: number) => formatPaise(paise, { locale: lang })
  const message = (e: FieldError | undefined) =>
    e
      ? t(
          `err_${e.code}` as 'err_required',
          Object.fromEntries(
            Object.entries(e.values ?? {}).map(([k, v]) => [
              k,
              k === 'date' && typeof v === 'string'
                ? displayDate(v, lang)
                : k === 'state'
                  ? t(`state_${v}` as 'state_in_stock')
                  : v,
            ]),
          ),
        )
      : undefined
  const controlId = (field: string) => `${id}-${field.replace(/[^a-z0-9_-]/gi, '_')}`
  const control = (field: InvoiceField) => ({
    id: controlId(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${controlId(field)}-error` : undefined,
  })
  const err = (field: InvoiceField) => message(errors[field])

  const chosen = vehicles.find((v) => v.id === draft.vehicle_id) ?? null
  const offered = vehicles.filter(
    (v) => v.id === draft.vehicle_id || ((v.state === 'in_stock' || v.state === 'allotted') && !v.demo),
  )
  const series = result.ok ? result.value.series : (result.series ?? null)

  const chooseVehicle = (vehicleId: string) =>
    setDraft((d) => {
      const v = vehicles.find((x) => x.id === vehicleId)
      const price = v?.catalog ? priceOn(v.catalog, d.doc_date) : null
      return {
        ...d,
        vehicle_id: vehicleId,
        // The catalogue's ex-showroom price, which includes GST, when nothing was typed yet.
        ...(d.price === '' && price !== null
          ? { price: formatPaise(price, { symbol: false, paise: 'auto' }), price_includes_tax: true }
          : {}),
      }
    })

  const summaryLabels = (field: InvoiceField): string => {
    if (field.startsWith('line:')) {
      return t('field_line', { n: draft.lines.findIndex((l) => `line:${l.id}` === field) + 1 })
    }
    if (field.startsWith('pure:')) {
      return t('field_pure', { n: draft.pure_agent.findIndex((p) => `pure:${p.id}` === field) + 1 })
    }
    if (field.startsWith('detail:')) return t(`detail_${field.slice(7)}` as 'detail_rto')
    return t(`field_${field}` as 'field_form')
  }
  const summary = (Object.keys(errors) as InvoiceField[]).map((field) => ({
    field,
    label: summaryLabels(field),
    message: err(field) ?? '',
  }))

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setAttempt((n) => n + 1)
    if (!result.ok || posting) return
    setPosting(true)
    try {
      const userId = auth.profile?.id ?? auth.user?.id ?? ''
      const slot = deviceSlot(userId, result.value.voucher.fy)
      const voucher = await postVehicleInvoice(data, result.value.voucher, slot)
      toast({ title: t('posted', { no: voucher.number }) })
      navigate(vehicleInvoicesModule.href.invoice(voucher.id), { replace: true })
    } catch (e) {
      toast({
        title:
          e instanceof InvoiceNumberError
            ? t(e.reason === 'no_slot' ? 'noSlot' : 'seriesFull')
            : t('saveFailed'),
        variant: 'destructive',
      })
    } finally {
      setPosting(false)
    }
  }

  const rate = ctx.vehicle?.rate
  return (
    <form
      ref={form}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="mx-auto flex max-w-5xl flex-col gap-4"
      data-testid="invoice-form"
    >
      <h1 className="text-2xl font-bold text-ink">{t('newTitle')}</h1>
      <ErrorSummary
        title={t('fixErrors', { count: summary.length })}
        items={summary}
        idOf={controlId}
        attempt={attempt}
      />
      {errors.form ? (
        <p
          id={controlId('form')}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border border-danger-600 px-3 py-2 text-sm text-danger-700"
        >
          {err('form')}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <Card className="grid gap-4 p-4 sm:grid-cols-2">
            <div className="sm:col-span-2" id={controlId('party_id')} tabIndex={-1}>
              <PartyPicker
                value={draft.party_id || null}
                onChange={(p) => set('party_id', p?.id ?? '')}
                kind="customer"
                label={t('buyer')}
                required
                error={err('party_id')}
              />
            </div>
            <Field label={t('date')} htmlFor={controlId('doc_date')} error={err('doc_date')}>
              <Input
                {...control('doc_date')}
                type="date"
                value={draft.doc_date}
                onChange={(e) => set('doc_date', e.target.value)}
              />
            </Field>
            {booking ? (
              <p className="self-end text-sm text-ink-soft">
                {t('booking')}: <span className="font-medium text-ink">{booking.receipt_no}</span>
              </p>
            ) : null}
          </Card>

          <Card className="grid gap-4 p-4 sm:grid-cols-2">
            <Field
              label={t('vehicle')}
              htmlFor={controlId('vehicle_id')}
              error={err('vehicle_id')}
              className="sm:col-span-2"
            >
              <Select
                {...control('vehicle_id')}
                value={draft.vehicle_id}
                onChange={(e) => chooseVehicle(e.target.value)}
              >
                <option value="">{offered.length ? t('chooseVehicle') : t('noVehicles')}</option>
                {offered.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.chassis_no} · {v.description} · {v.colour} ({t(`state_${v.state}` as 'state_in_stock')}
                    )
                  </option>
                ))}
              </Select>
            </Field>
            {chosen && rate ? (
              <p className="text-sm text-ink-soft sm:col-span-2" data-testid="invoice-rate">
                {rate.cess_bp
                  ? t('rateCess', {
                      rate: rate.gst_bp / 100,
                      cess: rate.cess_bp / 100,
                      date: displayDate(draft.doc_date, lang),
                    })
                  : t('rateOn', { rate: rate.gst_bp / 100, date: displayDate(draft.doc_date, lang) })}
              </p>
            ) : null}
            <Field label={t('price')} htmlFor={controlId('price')} error={err('price')}>
              <MoneyInput {...control('price')} value={draft.price} onValue={(v) => set('price', v)} />
            </Field>
            <Field label={t('discount')} htmlFor={controlId('discount')} error={err('discount')}>
              <MoneyInput
                {...control('discount')}
                value={draft.discount}
                onValue={(v) => set('discount', v)}
              />
            </Field>
            <label className="flex min-h-10 items-center gap-3 text-sm text-ink sm:col-span-2">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={draft.price_includes_tax}
                onChange={(e) => set('price_includes_tax', e.target.checked)}
              />
              {t('priceIncludesTax')}
            </label>
          </Card>

          <AddedLines
            rows={draft.lines}
            onChange={(lines) => set('lines', lines)}
            controlId={controlId}
            err={err}
            chargesAllowed={ctx.extraCharges.enabled}
          />
          <PureAgentLines
            rows={draft.pure_agent}
            onChange={(rows) => set('pure_agent', rows)}
            controlId={controlId}
            err={err}
          />

          <Card className="grid gap-4 p-4 sm:grid-cols-2">
            <h2 className="font-semibold text-ink sm:col-span-2">{t('delivery')}</h2>
            <Field
              label={t('deliveryState')}
              htmlFor={controlId('delivery_state_code')}
              error={err('delivery_state_code')}
            >
              <Select
                {...control('delivery_state_code')}
                value={draft.delivery_state_code}
                onChange={(e) => set('delivery_state_code', e.target.value)}
              >
                <option value="">{t('atShowroom')}</option>
                {GST_STATES.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.code} · {lang === 'hi' ? s.nameHi : s.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              label={t('deliveryAddress')}
              htmlFor={controlId('delivery_address')}
              hint={t('deliveryAddressHint')}
              error={err('delivery_address')}
            >
              <Textarea
                {...control('delivery_address')}
                value={draft.delivery_address}
                onChange={(e) => set('delivery_address', e.target.value)}
                className="min-h-16"
              />
            </Field>
          </Card>

          <Card className="grid gap-4 p-4 sm:grid-cols-2">
            <h2 className="font-semibold text-ink sm:col-span-2">{t('details')}</h2>
            {NON_REG_FIELD_KEYS.filter((k) => ctx.nonReg[k]?.enabled).map((k) => (
              <Field
                key={k}
                label={t(`detail_${k}`)}
                htmlFor={controlId(`detail:${k}`)}
                error={err(`detail:${k}`)}
              >
                <Input
                  {...control(`detail:${k}`)}
                  aria-required={ctx.nonReg[k]?.mandatory && series !== 'RINV' ? true : undefined}
                  value={draft.details[k] ?? ''}
                  onChange={(e) => set('details', { ...draft.details, [k]: e.target.value })}
                />
              </Field>
            ))}
            {Object.keys(draft.details)
              .filter((k) => !NAMED_INPUTS.has(k))
              .map((k) => (
                <Field
                  key={k}
                  label={k === 'salesPerson' ? t('detail_salesPerson') : k}
                  htmlFor={controlId(`detail:${k}`)}
                >
                  <Input
                    {...control(`detail:${k}`)}
                    value={draft.details[k] ?? ''}
                    onChange={(e) => set('details', { ...draft.details, [k]: e.target.value })}
                  />
                </Field>
              ))}
            <Field
              label={t('tcsExempt')}
              htmlFor={controlId('tcs_exempt_reason')}
              hint={t('tcsExemptHint')}
              error={err('tcs_exempt_reason')}
            >
              <Input
                {...control('tcs_exempt_reason')}
                value={draft.tcs_exempt_reason}
                maxLength={120}
                onChange={(e) => set('tcs_exempt_reason', e.target.value)}
              />
            </Field>
            <Field label={t('narration')} htmlFor={controlId('narration')} className="sm:col-span-2">
              <Textarea
                id={controlId('narration')}
                value={draft.narration}
                maxLength={1000}
                onChange={(e) => set('narration', e.target.value)}
                className="min-h-16"
              />
            </Field>
          </Card>
        </div>

        <aside className="flex flex-col gap-3 lg:sticky lg:top-4 lg:self-start">
          <InvoiceSummary {...summaryOf(result)} money={money} />
          <Button type="submit" disabled={posting} data-testid="invoice-post">
            {posting ? t('posting') : t('post')}
          </Button>
          <p className="text-xs text-ink-soft">{t('postHint')}</p>
        </aside>
      </div>
    </form>
  )
}
