// What a party record must satisfy before it is saved; also used row by row by the CSV import.
import {
  GST_CATEGORIES,
  PARTY_KINDS,
  RELATION_TYPES,
  type GstCategory,
  type Party,
  type PartyKind,
} from '@schemas/parties.schema'
import type { SyncedFields } from '@schemas/synced-fields'
import { gstStateByCode } from '@/utils/gst-states'
import { validateGstinForState, validatePan, gstinMatchesPan } from '@/utils/gstin'
import { validateIndianMobile } from '@/utils/mobile'
import { moneyField, type Checked, type FieldErrors } from '@/utils/form-model'

/** The form's values, as typed. */
export type PartyInput = {
  kind: string
  name: string
  mobile: string
  email: string
  address: string
  state_code: string
  gstin: string
  pan: string
  /** Rupees as typed, e.g. "1,50,000.50"; negative means we owe the party. */
  opening_balance: string
  /** '' = follow the GSTIN (regular with one, unregistered without). */
  gst_category: string
  relation_type: string
  relation_name: string
  pin: string
  delivery_address: string
  /** 'yes' when a buyer without PAN has declared Form 60. */
  form60: string
  credit_days: string
  tcs_exempt_reason: string
  /** 'yes' for a sub-dealer buying for resale. */
  is_sub_dealer: string
  /** 'hi' for messages in Hindi; '' for English. */
  language: string
}

/** What is stored: the parties schema's fields other than id, rev and the timestamps. */
export type PartyFields = Omit<Party, keyof SyncedFields>

export type PartyErrorCode =
  | 'kind'
  | 'name-required'
  | 'name-long'
  | 'mobile'
  | 'email'
  | 'state'
  | 'gstin'
  | 'gstin-state'
  | 'pan'
  | 'pan-gstin'
  | 'balance'
  | 'address-long'
  | 'gst-category'
  | 'composition-needs-gstin'
  | 'registered-needs-gstin'
  | 'unregistered-with-gstin'
  | 'relation'
  | 'relation-name'
  | 'pin'
  | 'credit-days'
  | 'text-long'

export type PartyErrors = FieldErrors<keyof PartyInput, PartyErrorCode>

/** The order the form shows its fields in (the error summary follows it). */
export const PARTY_FIELDS: readonly (keyof PartyInput)[] = [
  'kind',
  'name',
  'mobile',
  'email',
  'address',
  'state_code',
  'gstin',
  'pan',
  'gst_category',
  'relation_type',
  'relation_name',
  'pin',
  'delivery_address',
  'form60',
  'credit_days',
  'tcs_exempt_reason',
  'is_sub_dealer',
  'language',
  'opening_balance',
]

export const EMPTY_PARTY: PartyInput = {
  kind: 'customer',
  name: '',
  mobile: '',
  email: '',
  address: '',
  state_code: '',
  gstin: '',
  pan: '',
  opening_balance: '',
  gst_category: '',
  relation_type: '',
  relation_name: '',
  pin: '',
  delivery_address: '',
  form60: '',
  credit_days: '',
  tcs_exempt_reason: '',
  is_sub_dealer: '',
  language: '',
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Lower-cased, single-spaced: the sort and search key of a name. */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()
}

export type PartyCheck = Checked<PartyFields, keyof PartyInput, PartyErrorCode>

export function checkParty(input: PartyInput): PartyCheck {
  const errors: Partial<Record<keyof PartyInput, PartyErrorCode>> = {}
  const kind = input.kind.trim().toLowerCase()
  if (!(PARTY_KINDS as readonly string[]).includes(kind)) errors.kind = 'kind'
  const name = input.name.normalize('NFC').trim().replace(/\s+/g, ' ')
  if (!name) errors.name = 'name-required'
  else if (name.length > 120) errors.name = 'name-long'

  let mobile: string | undefined
  if (input.mobile.trim()) {
    const m = validateIndianMobile(input.mobile)
    if (m.ok) mobile = m.value.mobile
    else errors.mobile = 'mobile'
  }
  const email = input.email.trim().toLowerCase() || undefined
  if (email && (!EMAIL.test(email) || email.length > 254)) errors.email = 'email'
  const address = input.address.trim() || undefined
  if (address && address.length > 500) errors.address = 'address-long'

  const stateIn = input.state_code.trim()
  const state = stateIn ? gstStateByCode(stateIn.padStart(2, '0')) : undefined
  if (stateIn && !state) errors.state_code = 'state'

  let gstin: string | undefined
  if (input.gstin.trim()) {
    const g = validateGstinForState(input.gstin, state?.code ?? input.gstin.trim().slice(0, 2))
    if (g.ok) gstin = g.value.gstin
    else errors.gstin = g.reason === 'state-mismatch' ? 'gstin-state' : 'gstin'
  }
  let pan: string | undefined
  if (input.pan.trim()) {
    const p = validatePan(input.pan)
    if (!p.ok) errors.pan = 'pan'
    else if (gstin && !gstinMatchesPan(gstin, p.value.pan)) errors.pan = 'pan-gstin'
    else pan = p.value.pan
  } else if (gstin) {
    // A GSTIN carries the PAN in characters 3–12.
    pan = gstin.slice(2, 12)
  }

  let opening = 0
  const bal = input.opening_balance.trim()
  if (bal) {
    const negative = bal.startsWith('-')
    // A money field holds no sign; a credit balance (we owe the party) is typed with a minus before it.
    const parsed = moneyField(negative ? bal.slice(1) : bal, { allowZero: true })
    if (parsed.ok) opening = negative ? -parsed.value : parsed.value
    else errors.opening_balance = 'balance'
  }

  const categoryIn = input.gst_category.trim()
  let category: GstCategory | undefined
  if (categoryIn) {
    if (!(GST_CATEGORIES as readonly string[]).includes(categoryIn)) errors.gst_category = 'gst-category'
    else category = categoryIn as GstCategory
  }
  // A registered, composition or SEZ party has a GSTIN; an unregistered one has none (RINV or NRINV follows).
  if (category && category !== 'unregistered' && !input.gstin.trim() && !errors.gstin) {
    errors.gst_category = category === 'composition' ? 'composition-needs-gstin' : 'registered-needs-gstin'
  }
  if (category === 'unregistered' && input.gstin.trim()) errors.gst_category = 'unregistered-with-gstin'

  const relationType = input.relation_type.trim()
  const relationName = input.relation_name.normalize('NFC').trim().replace(/\s+/g, ' ')
  if (relationType && !(RELATION_TYPES as readonly string[]).includes(relationType)) {
    errors.relation_type = 'relation'
  } else if (relationType && !relationName) errors.relation_name = 'relation-name'
  else if (relationName.length > 120) errors.relation_name = 'name-long'
  else if (relationName && !relationType) errors.relation_type = 'relation'

  const pin = input.pin.replace(/\s/g, '')
  if (pin && !/^[1-9]\d{5}$/.test(pin)) errors.pin = 'pin'
  const delivery = input.delivery_address.trim()
  if (delivery.length > 500) errors.delivery_address = 'address-long'
  const creditIn = input.credit_days.trim()
  let creditDays: number | undefined
  if (creditIn) {
    if (/^\d{1,3}$/.test(creditIn) && Number(creditIn) <= 365) creditDays = Number(creditIn)
    else errors.credit_days = 'credit-days'
  }
  const tcsExempt = input.tcs_exempt_reason.trim()
  if (tcsExempt.length > 120) errors.tcs_exempt_reason = 'text-long'

  if (Object.keys(errors).length > 0) {
    const out: PartyErrors = {}
    for (const [field, code] of Object.entries(errors)) out[field as keyof PartyInput] = { code }
    return { ok: false, errors: out }
  }
  const value: PartyFields = {
    kind: kind as PartyKind,
    name,
    name_key: nameKey(name),
    opening_balance: opening,
  }
  if (mobile) value.mobile = mobile
  if (email) value.email = email
  if (address) value.address = address
  // The state follows the GSTIN when only the GSTIN was given.
  const stateCode = state?.code ?? gstin?.slice(0, 2)
  if (stateCode) value.state_code = stateCode
  if (gstin) value.gstin = gstin
  if (pan) value.pan = pan
  if (category) value.gst_category = category
  if (relationType) {
    value.relation = { type: relationType as (typeof RELATION_TYPES)[number], name: relationName }
  }
  if (pin) value.pin = pin
  if (delivery) value.delivery_address = delivery
  // Form 60 stands in for a PAN only where there is none.
  if (input.form60 === 'yes' && !pan) value.form60 = true
  if (creditDays !== undefined) value.credit_days = creditDays
  if (tcsExempt) value.tcs_exempt_reason = tcsExempt
  if (input.is_sub_dealer === 'yes') value.is_sub_dealer = true
  if (input.language === 'hi') value.language = 'hi'
  return { ok: true, value }
}

/** The form's values for an existing record. */
export function toInput(p: Partial<PartyFields>): PartyInput {
  return {
    kind: p.kind ?? 'customer',
    name: p.name ?? '',
    mobile: p.mobile ?? '',
    email: p.email ?? '',
    address: p.address ?? '',
    state_code: p.state_code ?? '',
    gstin: p.gstin ?? '',
    pan: p.pan ?? '',
    opening_balance: p.opening_balance ? (p.opening_balance / 100).toFixed(2) : '',
    gst_category: p.gst_category ?? '',
    relation_type: p.relation?.type ?? '',
    relation_name: p.relation?.name ?? '',
    pin: p.pin ?? '',
    delivery_address: p.delivery_address ?? '',
    form60: p.form60 ? 'yes' : '',
    credit_days: p.credit_days === undefined ? '' : String(p.credit_days),
    tcs_exempt_reason: p.tcs_exempt_reason ?? '',
    is_sub_dealer: p.is_sub_dealer ? 'yes' : '',
    language: p.language ?? '',
  }
}

/** The party's GST category: the stored one, else what its GSTIN says (a party saved before v2 has none). */
export function gstCategoryOf(p: Pick<Party, 'gst_category' | 'gstin'>): GstCategory {
  return p.gst_category ?? (p.gstin ? 'regular' : 'unregistered')
}
