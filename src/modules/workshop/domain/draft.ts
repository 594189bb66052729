// The job card as the editor holds it (typed text) and the checks that turn it into stored fields. Every
// problem is reported against the field it belongs to ("labour.2.qty"), so the screen shows it beside
// that field; warnings (plate format, VIN shape) never block saving.
import type { JobCard, LabourLine, PartLine } from '@schemas/index'
import type { JobPayer } from '@schemas/job-cards.schema'
import { isValidRateBp } from '@/utils/gst'
import { parseRupeesToPaise } from '@/utils/indian-number'
import { validateIndianMobile } from '@/utils/mobile'
import {
  looksLikeVin,
  normaliseChassis,
  normaliseEngineNo,
  normaliseRegNo,
  regNoLooksValid,
} from '@/utils/vehicle-ids'
import { rateBp } from './totals'
import { checkOdometer, type LastReading, type OdometerProblem } from './vehicle'

/** Who pays a line and, for an insurance line, the insurer's share in percent as typed ('' = all of it). */
type PayerDraft = { discount: string; billable_to: JobPayer; share: string }

export type LabourDraft = PayerDraft & {
  id: string
  description: string
  sac: string
  qty: string
  uom: string
  rate: string
  gst_rate: string
}

export type PartDraft = PayerDraft & {
  id: string
  /** The part of the master ('' on a line typed before lines named one). */
  part_id: string
  part_no: string
  name: string
  hsn: string
  qty: string
  uom: string
  rate: string
  /** The rate (and discount) include GST: the part's counter price. */
  incl_tax: boolean
  gst_rate: string
}

export type JobDraft = {
  reg_no: string
  chassis_no: string
  engine_no: string
  make_model: string
  party_id: string | null
  /** The insurer billed for the insurance lines' share. */
  insurer_id: string | null
  customer_name: string
  mobile: string
  odometer: string
  complaints: string[]
  labour: LabourDraft[]
  parts: PartDraft[]
  technician: string
  /** Promised delivery date, yyyy-mm-dd or ''. */
  promised_on: string
  approved_estimate: string
  approved_by: string
  /** When the customer approved (epoch ms), null when not (yet) approved. */
  approved_at: number | null
  notes: string
}

/** Labour is a service at 18 % (SAC 998714, research/dms.md b.12); parts default to 18 % as well. */
export const DEFAULT_GST_RATE = '18'
export const LABOUR_SAC = '998714'

const CUSTOMER_PAYS: PayerDraft = { discount: '', billable_to: 'customer', share: '' }

export function emptyLabour(id: string): LabourDraft {
  return {
    id,
    description: '',
    sac: LABOUR_SAC,
    qty: '1',
    uom: '',
    rate: '',
    gst_rate: DEFAULT_GST_RATE,
    ...CUSTOMER_PAYS,
  }
}

export function emptyPart(id: string): PartDraft {
  return {
    id,
    part_id: '',
    part_no: '',
    name: '',
    hsn: '',
    qty: '1',
    uom: '',
    rate: '',
    incl_tax: false,
    gst_rate: DEFAULT_GST_RATE,
    ...CUSTOMER_PAYS,
  }
}

/** Basis points as the percent typed: 7000 → "70", 3333 → "33.33". */
const percentText = (bp: number) => String(bp / 100)

function payerDraft(l: { discount?: number; billable_to?: JobPayer; insurer_share_bp?: number }): PayerDraft {
  return {
    discount: l.discount ? rupees(l.discount) : '',
    billable_to: l.billable_to ?? 'customer',
    share: l.insurer_share_bp !== undefined ? percentText(l.insurer_share_bp) : '',
  }
}

export function emptyDraft(): JobDraft {
  return {
    reg_no: '',
    chassis_no: '',
    engine_no: '',
    make_model: '',
    party_id: null,
    insurer_id: null,
    customer_name: '',
    mobile: '',
    odometer: '',
    complaints: [''],
    labour: [],
    parts: [],
    technician: '',
    promised_on: '',
    approved_estimate: '',
    approved_by: '',
    approved_at: null,
    notes: '',
  }
}

/** Paise as the text a money field holds ("450", "123.45"): integer arithmetic, no float rounding. */
export const rupees = (paise: number) => {
  const r = Math.floor(paise / 100)
  const p = paise % 100
  return p === 0 ? String(r) : `${r}.${String(p).padStart(2, '0')}`
}

/** Local calendar date of an epoch-ms instant as yyyy-mm-dd. */
export function localIsoDate(ms: number): string {
  const d = new Date(ms)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** End of the local day yyyy-mm-dd as epoch ms (a promise "by 5 March" lasts the whole day). */
export function endOfLocalDay(iso: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!m) return null
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59, 59, 999)
  return Number.isNaN(d.getTime()) || d.getDate() !== Number(m[3]) ? null : d.getTime()
}

/** The editor's starting point for a stored job card. */
export function draftFromCard(card: JobCard): JobDraft {
  return {
    reg_no: card.reg_no,
    chassis_no: card.chassis_no,
    engine_no: card.engine_no ?? '',
    make_model: card.make_model ?? '',
    party_id: card.party_id ?? null,
    insurer_id: card.insurer_id ?? null,
    customer_name: card.customer_name,
    mobile: card.mobile ?? '',
    odometer: String(card.odometer),
    complaints: card.complaints.length > 0 ? [...card.complaints] : [''],
    labour: card.labour.map((l) => ({
      id: l.id,
      description: l.description,
      sac: l.sac ?? '',
      qty: String(l.qty),
      uom: l.uom ?? '',
      rate: rupees(l.rate),
      gst_rate: String(l.gst_rate),
      ...payerDraft(l),
    })),
    parts: card.parts.map((p) => ({
      id: p.id,
      part_id: p.part_id ?? '',
      part_no: p.part_no ?? '',
      name: p.name,
      hsn: p.hsn ?? '',
      qty: String(p.qty),
      uom: p.uom ?? '',
      rate: rupees(p.rate),
      incl_tax: p.incl_tax === true,
      gst_rate: String(p.gst_rate),
      ...payerDraft(p),
    })),
    technician: card.technician ?? '',
    promised_on: card.promised_at ? localIsoDate(card.promised_at) : '',
    approved_estimate: card.approved_estimate != null ? rupees(card.approved_estimate) : '',
    approved_by: card.approved_by ?? '',
    approved_at: card.approved_at ?? null,
    notes: card.notes ?? '',
  }
}

export type FieldError =
  | { reason: 'vehicle-required' | 'required' | 'complaint-required' }
  | { reason: 'mobile-invalid' }
  | { reason: 'qty-positive' | 'qty-invalid' }
  | { reason: 'money-invalid' | 'money-too-many-decimals' | 'money-too-large' }
  | { reason: 'gst-rate-invalid' }
  | { reason: 'uom-required' }
  | { reason: 'date-invalid' | 'promised-before-opened' }
  | { reason: 'approval-amount-required' | 'approver-required' }
  | { reason: 'hsn-invalid' | 'sac-invalid' }
  | { reason: 'share-invalid' | 'part-free' | 'insurer-required' }
  | OdometerProblem

export type FieldWarning = 'reg-format' | 'chassis-format'

export type CheckContext = {
  /** The vehicle's last reading on other job cards (see lastReading). */
  lastReading: LastReading | null
  uomMandatory: boolean
  /** When the card was (or will be) opened, for the promised date. */
  openedAt: number
}

/** Stored fields of a valid draft (everything except the numbering, status and media). */
export type JobFields = Pick<
  JobCard,
  | 'reg_no'
  | 'chassis_no'
  | 'customer_name'
  | 'odometer'
  | 'complaints'
  | 'labour'
  | 'parts'
  | 'engine_no'
  | 'make_model'
  | 'party_id'
  | 'insurer_id'
  | 'mobile'
  | 'technician'
  | 'promised_at'
  | 'approved_estimate'
  | 'approved_by'
  | 'approved_at'
  | 'notes'
>

export type CheckResult = {
  errors: Record<string, FieldError>
  warnings: Record<string, FieldWarning>
  /** Present only when there are no errors. */
  fields: JobFields | null
}

/** Quantity: positive, at most 3 decimals (litres of oil), at most 1,000,000. */
export function parseQty(input: string): { ok: true; value: number } | { ok: false; error: FieldError } {
  const t = input.replace(/[\s,]/g, '')
  if (t === '') return { ok: false, error: { reason: 'qty-positive' } }
  if (!/^\d+(\.\d{1,3})?$/.test(t)) return { ok: false, error: { reason: 'qty-invalid' } }
  const v = Number(t)
  if (v <= 0) return { ok: false, error: { reason: 'qty-positive' } }
  if (v > 1_000_000) return { ok: false, error: { reason: 'qty-invalid' } }
  return { ok: true, value: v }
}

/** Rate in rupees (Indian commas, up to 2 decimals) → paise. */
export function parseRate(input: string): { ok: true; value: number } | { ok: false; error: FieldError } {
  const r = parseRupeesToPaise(input)
  if (r.ok) return r.value < 0 ? { ok: false, error: { reason: 'money-invalid' } } : r
  if (r.reason === 'empty') return { ok: false, error: { reason: 'required' } }
  if (r.reason === 'too-many-decimals') return { ok: false, error: { reason: 'money-too-many-decimals' } }
  if (r.reason === 'too-large') return { ok: false, error: { reason: 'money-too-large' } }
  return { ok: false, error: { reason: 'money-invalid' } }
}

/** GST rate in percent: 0–100, at most two decimals (0.25 %). */
export function parseGstRate(input: string): { ok: true; value: number } | { ok: false; error: FieldError } {
  const t = input.trim()
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return { ok: false, error: { reason: 'gst-rate-invalid' } }
  const v = Number(t)
  return isValidRateBp(rateBp(v))
    ? { ok: true, value: v }
    : { ok: false, error: { reason: 'gst-rate-invalid' } }
}

const opt = (s: string): string | undefined => (s.trim() === '' ? undefined : s.trim())

/** The insurer's share typed in percent ('' = all of it) → basis points 1–10000. */
export function parseShare(input: string): { ok: true; value: number } | { ok: false; error: FieldError } {
  const t = input.trim().replace(/%$/, '').trim()
  if (t === '') return { ok: true, value: 10_000 }
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return { ok: false, error: { reason: 'share-invalid' } }
  const bp = Math.round(Number(t) * 100)
  return bp > 0 && bp <= 10_000 ? { ok: true, value: bp } : { ok: false, error: { reason: 'share-invalid' } }
}

/** The discount typed in rupees ('' = none). */
function parseDiscount(input: string): { ok: true; value: number } | { ok: false; error: FieldError } {
  return input.trim() === '' ? { ok: true, value: 0 } : parseRate(input)
}

/** A line's payer fields as stored, or the problems keyed by field; `at` is the line's path. */
function payerFields(
  l: PayerDraft,
  at: string,
  errors: Record<string, FieldError>,
): { discount?: number; billable_to: JobPayer; insurer_share_bp?: number } | null {
  const discount = parseDiscount(l.discount)
  if (!discount.ok) errors[`${at}.discount`] = discount.error
  const share = l.billable_to === 'insurance' ? parseShare(l.share) : ({ ok: true, value: 0 } as const)
  if (!share.ok) errors[`${at}.share`] = share.error
  if (!discount.ok || !share.ok) return null
  return {
    ...(discount.value ? { discount: discount.value } : {}),
    billable_to: l.billable_to,
    ...(l.billable_to === 'insurance' && share.value !== 10_000 ? { insurer_share_bp: share.value } : {}),
  }
}

/** Checks a draft; `fields` is what to store when nothing is wrong. */
export function checkDraft(draft: JobDraft, ctx: CheckContext): CheckResult {
  const errors: Record<string, FieldError> = {}
  const warnings: Record<string, FieldWarning> = {}
  const regNo = normaliseRegNo(draft.reg_no)
  const chassis = normaliseChassis(draft.chassis_no)
  if (regNo === '' && chassis === '') errors.reg_no = { reason: 'vehicle-required' }
  if (regNo !== '' && !regNoLooksValid(regNo)) warnings.reg_no = 'reg-format'
  if (chassis !== '' && !looksLikeVin(chassis)) warnings.chassis_no = 'chassis-format'

  if (draft.customer_name.trim() === '') errors.customer_name = { reason: 'required' }
  let mobile: string | undefined
  if (draft.mobile.trim() !== '') {
    const m = validateIndianMobile(draft.mobile)
    if (m.ok) mobile = m.value.mobile
    else errors.mobile = { reason: 'mobile-invalid' }
  }

  const odo = checkOdometer(draft.odometer, ctx.lastReading)
  if (!odo.ok) errors.odometer = odo.problem

  const complaints = draft.complaints.map((c) => c.trim()).filter((c) => c !== '')
  if (complaints.length === 0) errors['complaints.0'] = { reason: 'complaint-required' }

  const labour: LabourLine[] = []
  draft.labour.forEach((l, i) => {
    const at = `labour.${i}`
    if (l.description.trim() === '') errors[`${at}.description`] = { reason: 'required' }
    if (l.sac.trim() !== '' && !/^\d{6}$/.test(l.sac.trim())) errors[`${at}.sac`] = { reason: 'sac-invalid' }
    const qty = parseQty(l.qty)
    if (!qty.ok) errors[`${at}.qty`] = qty.error
    const rate = parseRate(l.rate)
    if (!rate.ok) errors[`${at}.rate`] = rate.error
    const gst = parseGstRate(l.gst_rate)
    if (!gst.ok) errors[`${at}.gst_rate`] = gst.error
    if (ctx.uomMandatory && l.uom.trim() === '') errors[`${at}.uom`] = { reason: 'uom-required' }
    const payer = payerFields(l, at, errors)
    if (qty.ok && rate.ok && gst.ok && payer) {
      labour.push({
        id: l.id,
        description: l.description.trim(),
        ...(opt(l.sac) ? { sac: l.sac.trim() } : {}),
        qty: qty.value,
        ...(opt(l.uom) ? { uom: l.uom.trim() } : {}),
        rate: rate.value,
        gst_rate: gst.value,
        ...payer,
      })
    }
  })

  const parts: PartLine[] = []
  draft.parts.forEach((p, i) => {
    const at = `parts.${i}`
    if (p.name.trim() === '') errors[`${at}.name`] = { reason: 'required' }
    if (p.hsn.trim() !== '' && !/^(\d{4}|\d{6}|\d{8})$/.test(p.hsn.trim())) {
      errors[`${at}.hsn`] = { reason: 'hsn-invalid' }
    }
    const qty = parseQty(p.qty)
    if (!qty.ok) errors[`${at}.qty`] = qty.error
    const rate = parseRate(p.rate)
    if (!rate.ok) errors[`${at}.rate`] = rate.error
    const gst = parseGstRate(p.gst_rate)
    if (!gst.ok) errors[`${at}.gst_rate`] = gst.error
    if (ctx.uomMandatory && p.uom.trim() === '') errors[`${at}.uom`] = { reason: 'uom-required' }
    // A free service still bills its parts; only labour is the maker's for free.
    if (p.billable_to === 'free') errors[`${at}.billable_to`] = { reason: 'part-free' }
    const payer = payerFields(p, at, errors)
    if (qty.ok && rate.ok && gst.ok && payer) {
      parts.push({
        id: p.id,
        ...(p.part_id ? { part_id: p.part_id } : {}),
        ...(opt(p.part_no) ? { part_no: p.part_no.trim().toUpperCase() } : {}),
        name: p.name.trim(),
        ...(opt(p.hsn) ? { hsn: p.hsn.trim() } : {}),
        qty: qty.value,
        ...(opt(p.uom) ? { uom: p.uom.trim() } : {}),
        rate: rate.value,
        ...(p.incl_tax ? { incl_tax: true } : {}),
        gst_rate: gst.value,
        ...payer,
      })
    }
  })
  const insured = [...draft.labour, ...draft.parts].some((l) => l.billable_to === 'insurance')
  if (insured && !draft.insurer_id) errors.insurer_id = { reason: 'insurer-required' }

  let promised_at: number | undefined
  if (draft.promised_on.trim() !== '') {
    const end = endOfLocalDay(draft.promised_on.trim())
    if (end === null) errors.promised_on = { reason: 'date-invalid' }
    else if (end < ctx.openedAt) errors.promised_on = { reason: 'promised-before-opened' }
    else promised_at = end
  }

  let approved_estimate: number | undefined
  if (draft.approved_at !== null) {
    const amount = parseRate(draft.approved_estimate)
    if (amount.ok) approved_estimate = amount.value
    else {
      errors.approved_estimate =
        amount.error.reason === 'required' ? { reason: 'approval-amount-required' } : amount.error
    }
    if (draft.approved_by.trim() === '') errors.approved_by = { reason: 'approver-required' }
  }

  if (Object.keys(errors).length > 0 || !odo.ok) return { errors, warnings, fields: null }
  return {
    errors,
    warnings,
    fields: {
      reg_no: regNo,
      chassis_no: chassis,
      engine_no: opt(normaliseEngineNo(draft.engine_no)),
      make_model: opt(draft.make_model),
      party_id: draft.party_id ?? undefined,
      insurer_id: insured ? (draft.insurer_id ?? undefined) : undefined,
      customer_name: draft.customer_name.trim(),
      mobile,
      odometer: odo.value,
      complaints,
      labour,
      parts,
      technician: opt(draft.technician),
      promised_at,
      approved_estimate,
      approved_by: draft.approved_at !== null ? draft.approved_by.trim() : undefined,
      approved_at: draft.approved_at ?? undefined,
      notes: opt(draft.notes),
    },
  }
}

/** The lines of a draft that can be priced now (for live totals while other lines are still being typed). */
export function priceableLines(
  lines: readonly (PayerDraft & { qty: string; rate: string; gst_rate: string; incl_tax?: boolean })[],
) {
  return lines.map((l) => {
    const qty = parseQty(l.qty)
    const rate = parseRate(l.rate)
    const gst = parseGstRate(l.gst_rate)
    const discount = parseDiscount(l.discount)
    const share = parseShare(l.share)
    return qty.ok && rate.ok && gst.ok && discount.ok && share.ok
      ? {
          qty: qty.value,
          rate: rate.value,
          gst_rate: gst.value,
          discount: discount.value,
          incl_tax: l.incl_tax === true,
          billable_to: l.billable_to,
          insurer_share_bp: share.value,
        }
      : null
  })
}
