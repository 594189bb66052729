// A unit of opening stock on the form model (research/modules.md §3.3 task 4): a dealer who starts with vehicles
// already in the yard enters each with its cost and the date the books start holding it. The chassis and engine
// numbers follow the one rule of src/utils/vehicle-ids.ts and are refused when the company already knows them
// (a second device's unit with the same chassis meets this one on one key; see vehicle-id.ts).
import type { Vehicle } from '@schemas/vehicles.schema'
import { dateField, moneyField, type Checked, type FieldErrors } from '@/utils/form-model'
import { looksLikeVin, normaliseEngineNo, validateChassis } from '@/utils/vehicle-ids'

export type OpeningDraft = {
  chassis_no: string
  engine_no: string
  key_no: string
  battery_no: string
  catalog_id: string
  colour: string
  /** yyyy-mm from a month input. */
  mfg: string
  cost: string
  as_of: string
}

export type OpeningField = keyof OpeningDraft
export type OpeningCode =
  | 'required'
  | 'invalid'
  | 'not_positive'
  | 'too_large'
  | 'empty'
  | 'length'
  | 'format'
  | 'known'
  | 'future'
  | 'too_long'

export const OPENING_FIELDS: readonly OpeningField[] = [
  'chassis_no',
  'engine_no',
  'key_no',
  'battery_no',
  'catalog_id',
  'colour',
  'mfg',
  'cost',
  'as_of',
]

export type OpeningContext = {
  today: string
  /** Chassis and engine numbers the company already holds (normalised). */
  knownChassis: ReadonlySet<string>
  knownEngines: ReadonlySet<string>
  /** The chosen variant's name, kept on the unit for search and for units without a catalogue entry. */
  description: string
}

export type OpeningFields = Pick<
  Vehicle,
  | 'chassis_no'
  | 'engine_no'
  | 'key_no'
  | 'battery_no'
  | 'catalog_id'
  | 'description'
  | 'colour'
  | 'mfg'
  | 'source'
  | 'opening'
>

export function emptyOpening(today: string): OpeningDraft {
  return {
    chassis_no: '',
    engine_no: '',
    key_no: '',
    battery_no: '',
    catalog_id: '',
    colour: '',
    mfg: '',
    cost: '',
    as_of: today,
  }
}

export function checkOpening(
  d: OpeningDraft,
  ctx: OpeningContext,
): Checked<OpeningFields, OpeningField, OpeningCode> & { warnVin?: boolean } {
  const errors: FieldErrors<OpeningField, OpeningCode> = {}
  const fail = (f: OpeningField, code: OpeningCode) => {
    errors[f] ??= { code }
  }
  const chassis = validateChassis(d.chassis_no)
  if (!chassis.ok) fail('chassis_no', chassis.reason === 'empty' ? 'required' : chassis.reason)
  else if (ctx.knownChassis.has(chassis.value)) fail('chassis_no', 'known')
  const engine = normaliseEngineNo(d.engine_no)
  if (engine && !/^[A-Z0-9]{3,30}$/.test(engine)) fail('engine_no', 'format')
  else if (engine && ctx.knownEngines.has(engine)) fail('engine_no', 'known')
  if (d.key_no.trim().length > 20) fail('key_no', 'too_long')
  if (d.battery_no.trim().length > 30) fail('battery_no', 'too_long')
  if (!d.catalog_id) fail('catalog_id', 'required')
  const colour = d.colour.trim()
  if (!colour) fail('colour', 'required')
  else if (colour.length > 60) fail('colour', 'too_long')
  const mfg = d.mfg.trim()
  if (mfg && (!/^\d{4}-(0[1-9]|1[0-2])$/.test(mfg) || mfg > ctx.today.slice(0, 7))) fail('mfg', 'invalid')
  const cost = moneyField(d.cost)
  if (!cost.ok) fail('cost', cost.error.code)
  const asOf = dateField(d.as_of)
  if (!asOf.ok) fail('as_of', asOf.error.code)
  else if (asOf.value > ctx.today) fail('as_of', 'future')
  if (Object.keys(errors).length > 0 || !chassis.ok || !cost.ok || !asOf.ok) return { ok: false, errors }
  return {
    ok: true,
    value: {
      chassis_no: chassis.value,
      engine_no: engine,
      ...(d.key_no.trim() ? { key_no: d.key_no.trim() } : {}),
      ...(d.battery_no.trim() ? { battery_no: d.battery_no.trim() } : {}),
      catalog_id: d.catalog_id,
      description: ctx.description.slice(0, 230),
      colour,
      ...(mfg ? { mfg } : {}),
      source: 'opening',
      opening: { cost: cost.value, as_of: asOf.value },
    },
    ...(looksLikeVin(chassis.value) ? {} : { warnVin: true }),
  }
}
