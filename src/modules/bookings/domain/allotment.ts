// Allotting a vehicle to a booking, against the stock (research/modules.md §3.3 "Refuse"): the unit must be
// in stock now — not awaiting its GRN, not already allotted to another booking, not sold, not returned to the
// OEM, not a demo vehicle — and of the booked model and variant. A unit of another colour may be allotted
// (the customer may change their mind) but is marked; with the setting `pdi_required_for_invoice`, a unit
// without a passed PDI is allotted with a warning, because the invoice will refuse it until the PDI passes.
// Pure: the allot dialog offers `allotChoices`, and `checkAllotment` decides when it is saved.
import { validateChassis } from '@/utils/vehicle-ids'

/** A unit of stock as allotment sees it (the stock book's derived state, src/modules/stock). */
export type AllotUnit = {
  chassis_no: string
  /** "Make Model Variant" as the unit was added (for units without a catalogue entry). */
  description: string
  /** The catalogue's model and variant, when the unit has a catalogue entry. */
  model?: string
  variant?: string
  colour: string
  /** The derived stock state: pending_grn, in_stock, allotted, sold, delivered, returned_to_oem, customer. */
  state: string
  /** The booking that allots it, if one does. */
  allottedTo: string | null
  demo?: boolean
  /** The latest PDI's result; null when none is recorded. */
  pdi?: 'ok' | 'not_ok' | null
}

export type AllotBooking = { id: string; model: string; variant: string; colour: string }

/** How a unit fits the booking: the booked variant in the booked colour, or the booked variant in another. */
export type AllotMatch = 'exact' | 'other_colour'

export type AllotChoice = { unit: AllotUnit; match: AllotMatch }

/** Why a chassis cannot be allotted (the field error codes of the allot dialog). */
export type AllotError =
  | 'required'
  | 'chassis'
  | 'chassis-unknown'
  | 'chassis-pending'
  | 'chassis-allotted'
  | 'chassis-sold'
  | 'chassis-returned'
  | 'chassis-demo'
  | 'chassis-variant'

/** What the person is told but not stopped by. */
export type AllotWarning = 'other-colour' | 'pdi-missing' | 'pdi-failed'

export type AllotmentCheck =
  | { ok: true; chassis: string; unit: AllotUnit; match: AllotMatch; warnings: AllotWarning[] }
  | { ok: false; error: AllotError }

export type AllotOptions = { pdiRequired: boolean }

/** Lower case, letters and digits only: "XUV 3XO" and "xuv-3xo" are one model. */
const norm = (s: string | undefined): string => (s ?? '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

/** Whether the unit is of the booked model and variant. */
export function isBookedVariant(booking: AllotBooking, unit: AllotUnit): boolean {
  const model = norm(booking.model)
  const variant = norm(booking.variant)
  if (!model || !variant) return false
  if (unit.model !== undefined && unit.variant !== undefined) {
    const m = norm(unit.model)
    const v = norm(unit.variant)
    // The booking's variant may repeat the model ("XUV 3XO AX5" for variant "AX5").
    return model === m && (variant === v || variant === m + v)
  }
  // A unit without a catalogue entry: its description names make, model and variant.
  const d = norm(unit.description)
  return d.includes(model) && d.endsWith(variant)
}

/** Whether the unit is of the booked colour (any colour when the booking names none). */
export function isBookedColour(booking: AllotBooking, unit: AllotUnit): boolean {
  const c = norm(booking.colour)
  return c === '' || c === norm(unit.colour)
}

/** The stock state that stops an allotment, or null when the unit is free for this booking. */
function stateError(booking: AllotBooking, unit: AllotUnit): AllotError | null {
  switch (unit.state) {
    case 'in_stock':
      return unit.demo ? 'chassis-demo' : null
    case 'allotted':
      // Already this booking's (a release on another device not yet seen) is no clash.
      if (unit.allottedTo === booking.id) return unit.demo ? 'chassis-demo' : null
      return 'chassis-allotted'
    case 'pending_grn':
      return 'chassis-pending'
    case 'sold':
    case 'delivered':
      return 'chassis-sold'
    case 'returned_to_oem':
      return 'chassis-returned'
    default:
      return 'chassis-unknown'
  }
}

/**
 * The units the dialog offers: in stock, not demo, of the booked model and variant; the booked colour first,
 * then the other colours (marked), each group by chassis number.
 */
export function allotChoices(booking: AllotBooking, units: readonly AllotUnit[]): AllotChoice[] {
  const out: AllotChoice[] = []
  for (const unit of units) {
    if (stateError(booking, unit) !== null || !isBookedVariant(booking, unit)) continue
    out.push({ unit, match: isBookedColour(booking, unit) ? 'exact' : 'other_colour' })
  }
  const rank = (m: AllotMatch) => (m === 'exact' ? 0 : 1)
  return out.sort(
    (a, b) => rank(a.match) - rank(b.match) || a.unit.chassis_no.localeCompare(b.unit.chassis_no),
  )
}

/** Whether this chassis may be allotted to the booking, with what the person should be told. */
export function checkAllotment(
  booking: AllotBooking,
  chassisInput: string,
  units: readonly AllotUnit[],
  opts: AllotOptions,
): AllotmentCheck {
  const chassis = validateChassis(chassisInput)
  if (!chassis.ok) return { ok: false, error: chassis.reason === 'empty' ? 'required' : 'chassis' }
  const unit = units.find((u) => u.chassis_no === chassis.value)
  if (!unit) return { ok: false, error: 'chassis-unknown' }
  const error = stateError(booking, unit)
  if (error) return { ok: false, error }
  if (!isBookedVariant(booking, unit)) return { ok: false, error: 'chassis-variant' }
  const match: AllotMatch = isBookedColour(booking, unit) ? 'exact' : 'other_colour'
  const warnings: AllotWarning[] = []
  if (match === 'other_colour') warnings.push('other-colour')
  if (opts.pdiRequired && unit.pdi !== 'ok') {
    warnings.push(unit.pdi === 'not_ok' ? 'pdi-failed' : 'pdi-missing')
  }
  return { ok: true, chassis: chassis.value, unit, match, warnings }
}
