// The allot dialog's form: a vehicle picked from the stock (the booked variant in stock, the booked colour
// first, other colours marked), what the person should know about the one picked (another colour; with the
// setting, no passed PDI), and the refusal when the stock says no. The rule is domain/allotment.ts.
import { useId, useMemo, useState, type FormEvent } from 'react'
import type { Booking } from '@schemas/index'
import { Button } from '@/ui/button'
import { Field, Select } from '@/ui/field'
import { useBookingsStrings } from '../bookings-strings'
import { useAllotStock } from '../data/use-allot-stock'
import { allotChoices, checkAllotment, type AllotChoice, type AllotWarning } from '../domain/allotment'
import { allot, type Errors, type StatusChange } from '../domain/booking-rules'

type Props = {
  booking: Booking
  errors: Errors
  busy: boolean
  onSubmit: (decide: (current: Booking) => StatusChange) => void
  onClose: () => void
}

export function AllotForm({ booking, errors, busy, onSubmit, onClose }: Props) {
  const t = useBookingsStrings()
  const id = useId()
  const { units, pdiRequired, loading } = useAllotStock()
  const [chassis, setChassis] = useState('')
  const choices = useMemo(() => allotChoices(booking, units), [booking, units])
  const vehicle = `${booking.model} ${booking.variant}`.trim()

  const picked = chassis ? checkAllotment(booking, chassis, units, { pdiRequired }) : null
  const warnings = picked?.ok ? picked.warnings : []
  const warningText = (w: AllotWarning) =>
    w === 'other-colour'
      ? t('allotWarnOtherColour', {
          colour: picked?.ok ? picked.unit.colour : '',
          booked: booking.colour,
        })
      : w === 'pdi-failed'
        ? t('allotWarnPdiFailed')
        : t('allotWarnPdiMissing')

  const error = errors.chassis ? t(`err_${errors.chassis}`, { vehicle }) : undefined

  const label = ({ unit, match }: AllotChoice) =>
    [
      `${unit.chassis_no} · ${unit.colour}`,
      match === 'other_colour' ? t('allotOtherColourMark') : null,
      pdiRequired && unit.pdi !== 'ok' ? t('allotPdiMark') : null,
    ]
      .filter(Boolean)
      .join(' — ')

  const exact = choices.filter((c) => c.match === 'exact')
  const others = choices.filter((c) => c.match === 'other_colour')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit((current) => allot(current, chassis, units, { pdiRequired }))
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {loading ? (
        <p role="status">{t('allotLoading')}</p>
      ) : choices.length === 0 ? (
        <p data-testid="allot-none">{t('allotNone', { vehicle })}</p>
      ) : (
        <Field label={t('chassisNo')} htmlFor={`${id}-chassis`} hint={t('allotHint')} error={error}>
          <Select
            id={`${id}-chassis`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-chassis-error` : `${id}-chassis-hint`}
            value={chassis}
            onChange={(e) => setChassis(e.target.value)}
          >
            <option value="">{t('allotChoose')}</option>
            {exact.length > 0 ? (
              <optgroup label={t('allotBookedColour', { colour: booking.colour })}>
                {exact.map((c) => (
                  <option key={c.unit.chassis_no} value={c.unit.chassis_no}>
                    {label(c)}
                  </option>
                ))}
              </optgroup>
            ) : null}
            {others.length > 0 ? (
              <optgroup label={t('allotOtherColours')}>
                {others.map((c) => (
                  <option key={c.unit.chassis_no} value={c.unit.chassis_no}>
                    {label(c)}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </Select>
        </Field>
      )}
      {/* A refusal found only on saving (the stock changed meanwhile) when the picker has nothing to show. */}
      {error && choices.length === 0 ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {warnings.length > 0 ? (
        <ul
          role="status"
          data-testid="allot-warnings"
          className="flex flex-col gap-1 rounded-lg border border-saffron-500 bg-saffron-100 px-3 py-2 text-sm text-ink"
        >
          {warnings.map((w) => (
            <li key={w}>{warningText(w)}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('close')}
        </Button>
        <Button type="submit" variant="primary" disabled={busy || loading || choices.length === 0}>
          {t('confirm')}
        </Button>
      </div>
    </form>
  )
}
