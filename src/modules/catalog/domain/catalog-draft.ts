// A catalogue variant on the form model (issue 20 item 1): the draft is text; `checkCatalogItem` returns the
// stored fields or error codes per field. The facts the GST 2.0 classifier reads are required for the body and
// fuel that need them (src/utils/vehicle-gst.ts factsNeeded), the HSN is the full eight digits, and every entry
// of the tax schedule must be a rate the law had on its own date (rateProblem), so no document can take one
// it did not have. `proposeRate` gives the classifier's rate for a date with its reason, for the form to offer.
import type { CatalogItem } from '@schemas/catalog.schema'
import { VEHICLE_BODIES, VEHICLE_FUELS } from '@schemas/catalog.schema'
import type { SyncedFields } from '@schemas/synced-fields'
import { dateField, moneyField, type Checked, type FieldErrors } from '@/utils/form-model'
import { factsNeeded, GST2_FROM, vehicleRate, type VehicleFacts, type VehicleRate } from '@/utils/vehicle-gst'
import { rateProblem, type ScheduleProblem } from './schedule'

export type ScheduleRowDraft = { id: string; from: string; gst: string; cess: string }
export type PriceRowDraft = { id: string; from: string; amount: string }
/** A service the new vehicle is due ("1st free service"), after so many days or km, whichever comes first. */
export type ServiceRowDraft = { id: string; label: string; days: string; km: string }

export type CatalogDraft = {
  make: string
  model: string
  variant: string
  body: string
  fuel: string
  hsn: string
  engine_cc: string
  /** kW as typed ("30.2"), stored in watts. */
  motor_kw: string
  length_mm: string
  ground_clearance_mm: string
  seating: string
  /** Comma-separated as typed. */
  colours: string
  schedule: ScheduleRowDraft[]
  prices: PriceRowDraft[]
  services: ServiceRowDraft[]
  active: boolean
  notes: string
}

export type CatalogFields = Omit<CatalogItem, keyof SyncedFields | 'created_by' | 'updated_by'>

export type CatalogField =
  | 'make'
  | 'model'
  | 'variant'
  | 'body'
  | 'fuel'
  | 'hsn'
  | 'engine_cc'
  | 'motor_kw'
  | 'length_mm'
  | 'ground_clearance_mm'
  | 'seating'
  | 'colours'
  | 'schedule'
  | `schedule:${string}`
  | `price:${string}`
  | `service:${string}`

export type CatalogCode =
  | 'required'
  | 'too_long'
  | 'invalid'
  | 'hsn'
  | 'not_positive'
  | 'too_large'
  | 'needed_for_rate'
  | 'duplicate_date'
  | 'service_due'
  | ScheduleProblem

export const CATALOG_FIELDS: readonly CatalogField[] = [
  'make',
  'model',
  'variant',
  'body',
  'fuel',
  'hsn',
  'engine_cc',
  'motor_kw',
  'length_mm',
  'ground_clearance_mm',
  'seating',
  'colours',
  'schedule',
]

export function emptyCatalogDraft(): CatalogDraft {
  return {
    make: '',
    model: '',
    variant: '',
    body: 'car',
    fuel: 'petrol',
    hsn: '',
    engine_cc: '',
    motor_kw: '',
    length_mm: '',
    ground_clearance_mm: '',
    seating: '',
    colours: '',
    schedule: [],
    prices: [],
    services: [],
    active: true,
    notes: '',
  }
}

const SIZES = { engine_cc: 20_000, length_mm: 30_000, ground_clearance_mm: 2_000, seating: 200 } as const

function whole(
  text: string,
  max: number,
): { ok: true; value: number | undefined } | { ok: false; code: CatalogCode } {
  const t = text.trim().replace(/,/g, '')
  if (t === '') return { ok: true, value: undefined }
  if (!/^\d+$/.test(t)) return { ok: false, code: 'invalid' }
  const n = Number(t)
  if (n <= 0) return { ok: false, code: 'not_positive' }
  if (n > max) return { ok: false, code: 'too_large' }
  return { ok: true, value: n }
}

/** The facts as the classifier reads them, from a draft (unreadable numbers count as missing). */
export function draftFacts(d: CatalogDraft): VehicleFacts {
  const num = (t: string) => {
    const s = t.trim().replace(/,/g, '')
    return /^\d+$/.test(s) ? Number(s) : null
  }
  return {
    body: (VEHICLE_BODIES as readonly string[]).includes(d.body) ? (d.body as VehicleFacts['body']) : 'car',
    fuel: (VEHICLE_FUELS as readonly string[]).includes(d.fuel) ? (d.fuel as VehicleFacts['fuel']) : 'petrol',
    engine_cc: num(d.engine_cc),
    length_mm: num(d.length_mm),
    ground_clearance_mm: num(d.ground_clearance_mm),
    seating: num(d.seating),
  }
}

/** The classifier's rate on `date` with its reason, or the facts it still needs. */
export function proposeRate(
  d: CatalogDraft,
  date: string,
): { ok: true; value: VehicleRate } | { ok: false; missing: (keyof VehicleFacts)[] } {
  const r = vehicleRate(draftFacts(d), date)
  if (r.ok) return r
  return { ok: false, missing: r.missing ?? [] }
}

export function checkCatalogItem(d: CatalogDraft): Checked<CatalogFields, CatalogField, CatalogCode> {
  const errors: FieldErrors<CatalogField, CatalogCode> = {}
  const fail = (f: CatalogField, code: CatalogCode, values?: Record<string, string | number>) => {
    errors[f] ??= values ? { code, values } : { code }
  }
  const text = (f: 'make' | 'model' | 'variant', max: number) => {
    const v = d[f].normalize('NFC').trim().replace(/\s+/g, ' ')
    if (!v) fail(f, 'required')
    else if (v.length > max) fail(f, 'too_long')
    return v
  }
  const make = text('make', 60)
  const model = text('model', 80)
  const variant = text('variant', 80)
  if (!(VEHICLE_BODIES as readonly string[]).includes(d.body)) fail('body', 'required')
  if (!(VEHICLE_FUELS as readonly string[]).includes(d.fuel)) fail('fuel', 'required')
  const hsn = d.hsn.replace(/\s/g, '')
  if (!hsn) fail('hsn', 'required')
  else if (!/^\d{8}$/.test(hsn)) fail('hsn', 'hsn')

  const sizes: Partial<Record<keyof typeof SIZES, number>> = {}
  for (const [f, max] of Object.entries(SIZES) as [keyof typeof SIZES, number][]) {
    const r = whole(d[f], max)
    if (!r.ok) fail(f, r.code)
    else if (r.value !== undefined) sizes[f] = r.value
  }
  // What the classifier needs for this body and fuel, under either regime the schedule spans.
  const facts = draftFacts(d)
  const needed = new Set([
    ...factsNeeded(facts, true),
    ...(d.schedule.some((s) => s.from < GST2_FROM) ? factsNeeded(facts, false) : []),
  ])
  for (const f of needed) {
    if (f in SIZES && sizes[f as keyof typeof SIZES] === undefined && !errors[f as CatalogField]) {
      fail(f as CatalogField, 'needed_for_rate')
    }
  }
  let motorWatts: number | undefined
  const kw = d.motor_kw.trim()
  if (kw) {
    if (!/^\d{1,5}(\.\d{1,2})?$/.test(kw)) fail('motor_kw', 'invalid')
    else if (Number(kw) <= 0) fail('motor_kw', 'not_positive')
    else motorWatts = Math.round(Number(kw) * 1000)
  }
  const colours = [
    ...new Set(
      d.colours
        .split(',')
        .map((c) => c.trim().replace(/\s+/g, ' '))
        .filter(Boolean),
    ),
  ]
  if (colours.some((c) => c.length > 60)) fail('colours', 'too_long')

  const schedule: CatalogFields['tax_schedule'] = []
  for (const row of d.schedule) {
    const key = `schedule:${row.id}` as const
    const from = dateField(row.from)
    const gst = row.gst.trim()
    const cess = row.cess.trim() || '0'
    if (!from.ok) fail(key, from.error.code)
    else if (!/^\d{1,2}(\.\d{1,2})?$/.test(gst) || !/^\d{1,2}(\.\d{1,2})?$/.test(cess)) fail(key, 'invalid')
    else if (schedule.some((s) => s.from === from.value)) fail(key, 'duplicate_date')
    else {
      const entry = {
        from: from.value,
        gst_bp: Math.round(Number(gst) * 100),
        cess_bp: Math.round(Number(cess) * 100),
      }
      const problem = rateProblem(entry, entry.from)
      if (problem) fail(key, problem, { rate: gst, date: entry.from })
      else schedule.push(entry)
    }
  }
  if (d.schedule.length === 0) fail('schedule', 'required')
  const prices: CatalogFields['prices'] = []
  for (const row of d.prices) {
    const key = `price:${row.id}` as const
    const from = dateField(row.from)
    const amount = moneyField(row.amount)
    if (!from.ok) fail(key, from.error.code)
    else if (!amount.ok) fail(key, amount.error.code)
    else if (prices.some((p) => p.from === from.value)) fail(key, 'duplicate_date')
    else prices.push({ from: from.value, ex_showroom: amount.value })
  }
  const services: NonNullable<CatalogFields['service_schedule']> = []
  for (const row of d.services) {
    const key = `service:${row.id}` as const
    const label = row.label.normalize('NFC').trim().replace(/\s+/g, ' ')
    const days = whole(row.days, 3_650)
    const km = whole(row.km, 500_000)
    if (!label) fail(key, 'required')
    else if (label.length > 60) fail(key, 'too_long')
    else if (!days.ok) fail(key, days.code)
    else if (!km.ok) fail(key, km.code)
    // A follow-up needs something to fall due by.
    else if (days.value === undefined && km.value === undefined) fail(key, 'service_due')
    else {
      services.push({
        label,
        ...(days.value !== undefined ? { days: days.value } : {}),
        ...(km.value !== undefined ? { km: km.value } : {}),
      })
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const byDate = <T extends { from: string }>(a: T, b: T) => a.from.localeCompare(b.from)
  return {
    ok: true,
    value: {
      make,
      model,
      variant,
      name_key: `${make} ${model} ${variant}`.toLowerCase().slice(0, 230),
      body: d.body as CatalogFields['body'],
      fuel: d.fuel as CatalogFields['fuel'],
      hsn,
      ...sizes,
      ...(motorWatts !== undefined ? { motor_watts: motorWatts } : {}),
      colours,
      tax_schedule: schedule.sort(byDate),
      prices: prices.sort(byDate),
      service_schedule: services,
      active: d.active,
      ...(d.notes.trim() ? { notes: d.notes.trim().slice(0, 500) } : {}),
    },
  }
}

/** The form's draft for a stored variant. */
export function toCatalogDraft(item: CatalogItem): CatalogDraft {
  const pct = (bp: number) => String(bp / 100)
  return {
    make: item.make,
    model: item.model,
    variant: item.variant,
    body: item.body,
    fuel: item.fuel,
    hsn: item.hsn,
    engine_cc: item.engine_cc ? String(item.engine_cc) : '',
    motor_kw: item.motor_watts ? String(item.motor_watts / 1000) : '',
    length_mm: item.length_mm ? String(item.length_mm) : '',
    ground_clearance_mm: item.ground_clearance_mm ? String(item.ground_clearance_mm) : '',
    seating: item.seating ? String(item.seating) : '',
    colours: item.colours.join(', '),
    schedule: item.tax_schedule.map((s, i) => ({
      id: `s${i}`,
      from: s.from,
      gst: pct(s.gst_bp),
      cess: pct(s.cess_bp),
    })),
    prices: item.prices.map((p, i) => ({
      id: `p${i}`,
      from: p.from,
      amount: (p.ex_showroom / 100).toFixed(2),
    })),
    services: (item.service_schedule ?? []).map((v, i) => ({
      id: `v${i}`,
      label: v.label,
      days: v.days ? String(v.days) : '',
      km: v.km ? String(v.km) : '',
    })),
    active: item.active,
    notes: item.notes ?? '',
  }
}
