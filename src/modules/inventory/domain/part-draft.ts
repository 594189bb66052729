// The part form's draft (research/modules.md §3.6): text as typed, read into the part master's fields or into
// error codes per field for the form's ErrorSummary. Refused: a part number the company already has (by its
// normalised key), an HSN that is not 4, 6 or 8 digits (6 or 8 once the turnover is above ₹5 crore), a unit
// missing when units are mandatory or not in the settings' list, a GST rate not in force today, a sale price
// with GST above the MRP (Legal Metrology), and an opening value without an opening quantity.
import { partKey, type Part } from '@schemas/parts.schema'
import { gstSlabsOn } from '@/utils/gst'
import { dateField, moneyField, quantityField, type FieldErrors } from '@/utils/form-model'
import { mulDivRound } from '@/utils/indian-number'
import { parsePlainDate } from '@/utils/plain-date'

export type PartDraft = {
  part_no: string
  name: string
  brand: string
  category: string
  hsn: string
  uom: string
  /** The GST rate as a percentage ("18"). */
  gst: string
  purchase_rate: string
  sale_rate: string
  sale_rate_includes_tax: boolean
  mrp: string
  reorder_level: string
  reorder_qty: string
  bin: string
  opening_qty: string
  opening_value: string
  opening_as_of: string
  notes: string
}

export const PART_FIELDS = [
  'part_no',
  'name',
  'hsn',
  'uom',
  'gst',
  'purchase_rate',
  'sale_rate',
  'mrp',
  'reorder_level',
  'reorder_qty',
  'opening_qty',
  'opening_value',
  'opening_as_of',
] as const
export type PartField = (typeof PART_FIELDS)[number]

export type PartContext = {
  today: string
  /** The normalised part numbers of the company's other parts. */
  knownKeys: ReadonlySet<string>
  units: { enabled: boolean; mandatory: boolean; list: readonly string[] }
  /** Above ₹5 crore of turnover an invoice shows 6 digits of HSN at least (Notification 78/2020). */
  hsnSixDigits: boolean
}

/** What a new part's form starts from: 18 % GST, the rate since 22 Sep 2025 for most parts. */
export function emptyPart(today: string): PartDraft {
  return {
    part_no: '',
    name: '',
    brand: '',
    category: '',
    hsn: '',
    uom: '',
    gst: '18',
    purchase_rate: '',
    sale_rate: '',
    sale_rate_includes_tax: true,
    mrp: '',
    reorder_level: '',
    reorder_qty: '',
    bin: '',
    opening_qty: '',
    opening_value: '',
    opening_as_of: today,
    notes: '',
  }
}

/** The part master's fields this draft gives (ids, revision and derived keys are the data layer's). */
export type PartFields = Omit<Part, 'id' | 'rev' | 'created_at' | 'updated_at' | 'created_by' | 'updated_by'>

const optionalQty = (text: string) =>
  text.trim() === '' ? ({ ok: true, value: undefined } as const) : quantityField(text)

export function checkPart(
  draft: PartDraft,
  ctx: PartContext,
): { ok: true; value: PartFields } | { ok: false; errors: FieldErrors<PartField> } {
  const errors: FieldErrors<PartField> = {}
  const key = partKey(draft.part_no)
  if (!key) errors.part_no = { code: 'required' }
  else if (ctx.knownKeys.has(key)) errors.part_no = { code: 'duplicate' }
  if (!draft.name.trim()) errors.name = { code: 'required' }
  const hsn = draft.hsn.trim()
  if (!/^(\d{4}|\d{6}|\d{8})$/.test(hsn)) errors.hsn = { code: 'hsn_digits' }
  else if (ctx.hsnSixDigits && hsn.length === 4) errors.hsn = { code: 'hsn_six' }
  const uom = draft.uom.trim().toUpperCase()
  if (ctx.units.enabled) {
    if (!uom && ctx.units.mandatory) errors.uom = { code: 'required' }
    else if (uom && !ctx.units.list.some((u) => u.toUpperCase() === uom)) errors.uom = { code: 'uom_unknown' }
  }
  const gstText = draft.gst.trim().replace(/%$/, '')
  const gstBp = /^\d{1,2}(\.\d{1,2})?$/.test(gstText) ? Math.round(Number(gstText) * 100) : null
  const today = parsePlainDate(ctx.today)
  const slabs = today.ok ? gstSlabsOn(today.value) : null
  if (gstBp === null || (slabs?.ok && !slabs.value.ratesBp.includes(gstBp))) errors.gst = { code: 'rate' }
  const purchase = moneyField(draft.purchase_rate, { optional: true })
  if (!purchase.ok) errors.purchase_rate = purchase.error
  const sale = moneyField(draft.sale_rate, { allowZero: true })
  if (!sale.ok) errors.sale_rate = sale.error
  const mrp = moneyField(draft.mrp, { optional: true })
  if (!mrp.ok) errors.mrp = mrp.error
  else if (mrp.value > 0 && sale.ok && gstBp !== null) {
    const withTax = draft.sale_rate_includes_tax
      ? sale.value
      : sale.value + mulDivRound(sale.value, gstBp, 10_000)
    if (withTax > mrp.value) errors.sale_rate = { code: 'above_mrp' }
  }
  const reorderLevel = optionalQty(draft.reorder_level)
  if (!reorderLevel.ok) errors.reorder_level = reorderLevel.error
  const reorderQty = optionalQty(draft.reorder_qty)
  if (!reorderQty.ok) errors.reorder_qty = reorderQty.error
  const openingQty = optionalQty(draft.opening_qty)
  if (!openingQty.ok) errors.opening_qty = openingQty.error
  const openingValue = moneyField(draft.opening_value, { optional: true })
  if (!openingValue.ok) errors.opening_value = openingValue.error
  else if (openingValue.value > 0 && openingQty.ok && openingQty.value === undefined) {
    errors.opening_qty = { code: 'required' }
  }
  const asOf = dateField(draft.opening_as_of)
  if (openingQty.ok && openingQty.value !== undefined && !asOf.ok) errors.opening_as_of = asOf.error

  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const text = (v: string) => (v.trim() ? v.trim() : undefined)
  const fields: PartFields = {
    part_no: draft.part_no.trim(),
    part_key: key,
    name: draft.name.trim(),
    name_key: `${draft.part_no.trim()} ${draft.name.trim()}`.toLowerCase().slice(0, 170),
    hsn,
    uom,
    // In force since the slab set it belongs to began, so a back-dated bill of this part finds its rate.
    gst_schedule: [{ from: slabs?.ok ? slabs.value.from : ctx.today, gst_bp: gstBp! }],
    sale_rate: sale.ok ? sale.value : 0,
    sale_rate_includes_tax: draft.sale_rate_includes_tax,
    active: true,
  }
  const optional: Partial<PartFields> = {
    brand: text(draft.brand),
    category: text(draft.category),
    bin: text(draft.bin),
    notes: text(draft.notes),
    purchase_rate: purchase.ok && purchase.value > 0 ? purchase.value : undefined,
    mrp: mrp.ok && mrp.value > 0 ? mrp.value : undefined,
    reorder_level: reorderLevel.ok ? reorderLevel.value : undefined,
    reorder_qty: reorderQty.ok ? reorderQty.value : undefined,
    opening:
      openingQty.ok && openingQty.value !== undefined && asOf.ok
        ? { qty: openingQty.value, value: openingValue.ok ? openingValue.value : 0, as_of: asOf.value }
        : undefined,
  }
  for (const [k, v] of Object.entries(optional)) if (v !== undefined) Object.assign(fields, { [k]: v })
  return { ok: true, value: fields }
}

/** The GST rate (basis points) of a part in force on `date`: the latest entry from on or before it. */
export function gstRateOn(
  schedule: readonly { from: string; gst_bp: number }[],
  date: string,
): number | null {
  let found: { from: string; gst_bp: number } | null = null
  for (const s of schedule) if (s.from <= date && (!found || s.from >= found.from)) found = s
  return found ? found.gst_bp : null
}

/**
 * The schedule an edited part keeps: unchanged while the rate in force today is the one typed, else the
 * entries before today and the new rate from today — a bill dated before the change still finds its rate.
 */
export function mergeGstSchedule(
  old: readonly { from: string; gst_bp: number }[],
  fresh: readonly { from: string; gst_bp: number }[],
  today: string,
): { from: string; gst_bp: number }[] {
  const rate = fresh[0]?.gst_bp
  if (rate === undefined || old.length === 0) return [...fresh]
  if (gstRateOn(old, today) === rate) return [...old]
  return [...old.filter((s) => s.from < today), { from: today, gst_bp: rate }].slice(-20)
}

const rupeesText = (paise: number | undefined) =>
  paise === undefined ? '' : (paise / 100).toFixed(2).replace(/\.00$/, '')
const qtyText = (qty: number | undefined | null) => (qty === undefined || qty === null ? '' : String(qty))

/** The form's draft of a stored part (its GST the rate in force today). */
export function draftOfPart(part: Part, today: string): PartDraft {
  const bp = gstRateOn(part.gst_schedule, today) ?? part.gst_schedule.at(-1)?.gst_bp ?? 1800
  return {
    part_no: part.part_no,
    name: part.name,
    brand: part.brand ?? '',
    category: part.category ?? '',
    hsn: part.hsn,
    uom: part.uom,
    gst: String(bp / 100),
    purchase_rate: rupeesText(part.purchase_rate),
    sale_rate: rupeesText(part.sale_rate),
    sale_rate_includes_tax: part.sale_rate_includes_tax,
    mrp: rupeesText(part.mrp),
    reorder_level: qtyText(part.reorder_level),
    reorder_qty: qtyText(part.reorder_qty),
    bin: part.bin ?? '',
    opening_qty: qtyText(part.opening?.qty),
    opening_value: part.opening ? rupeesText(part.opening.value) : '',
    opening_as_of: part.opening?.as_of ?? today,
    notes: part.notes ?? '',
  }
}
