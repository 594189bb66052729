// The invoice as the user types it (strings, so a half-typed "12." survives) and its mapping onto the
// shared GST engine (src/utils/gst.ts), which the dealership suite uses too. Nothing here is computed twice.
import type { GstInvoiceResult, GstLineInput } from '@/utils/gst'
import { computeGstInvoice } from '@/utils/gst'
import { validateGstinForState, validateIfsc } from '@/utils/gstin'
import { gstStateByCode } from '@/utils/gst-states'
import { parseIndianNumber, parseRupeesToPaise } from '@/utils/indian-number'
import { parsePlainDate } from '@/utils/plain-date'
import { checkInvoiceNumber } from './numbering'
import { isValidVpa } from '../shared/qr/upi'

export const TEMPLATES = ['classic', 'modern', 'compact'] as const
export type InvoiceTemplate = (typeof TEMPLATES)[number]
export const MAX_LINES = 50

export type LineDraft = {
  description: string
  hsn: string
  quantity: string
  unit: string
  /** Rupees per unit, before GST. */
  rate: string
  /** Rupees off this line, before GST. */
  discount: string
  /** Percent, e.g. "18". */
  gstRate: string
}

export type InvoiceDraft = {
  id: string
  template: InvoiceTemplate
  seriesPrefix: string
  number: string
  date: string
  supplier: { name: string; address: string; gstin: string; stateCode: string; phone: string; email: string }
  buyer: { name: string; address: string; registered: boolean; gstin: string }
  placeOfSupply: string
  reverseCharge: boolean
  lines: LineDraft[]
  bank: { accountName: string; accountNumber: string; ifsc: string; bankName: string; upiId: string }
  logo: string
  signature: string
  signatory: string
  terms: string
}

export const emptyLine = (): LineDraft => ({
  description: '',
  hsn: '',
  quantity: '1',
  unit: 'Nos',
  rate: '',
  discount: '',
  gstRate: '18',
})

/** A blank invoice with today's date and the seller's usual state. */
export function blankInvoice(id: string, today: string, stateCode = '09'): InvoiceDraft {
  return {
    id,
    template: 'classic',
    seriesPrefix: 'INV',
    number: '',
    date: today,
    supplier: { name: '', address: '', gstin: '', stateCode, phone: '', email: '' },
    buyer: { name: '', address: '', registered: true, gstin: '' },
    placeOfSupply: stateCode,
    reverseCharge: false,
    lines: [emptyLine()],
    bank: { accountName: '', accountNumber: '', ifsc: '', bankName: '', upiId: '' },
    logo: '',
    signature: '',
    signatory: '',
    terms: '',
  }
}

/** Message keys; each is a string in strings.ts. */
export type ErrorKey =
  | 'required'
  | 'gstinLength'
  | 'gstinFormat'
  | 'gstinStateCode'
  | 'gstinChecksum'
  | 'gstinStateMismatch'
  | 'numberTooLong'
  | 'numberChars'
  | 'numberDuplicate'
  | 'dateInvalid'
  | 'unknownState'
  | 'qtyInvalid'
  | 'moneyInvalid'
  | 'moneyDecimals'
  | 'moneyTooLarge'
  | 'rateInvalid'
  | 'discountTooBig'
  | 'ifscInvalid'
  | 'vpaInvalid'
  | 'hsnInvalid'
  | 'noLines'
  | 'tooLarge'

export type InvoiceErrors = Partial<Record<string, ErrorKey>>

const GSTIN_ERRORS = {
  empty: 'required',
  length: 'gstinLength',
  format: 'gstinFormat',
  'state-code': 'gstinStateCode',
  checksum: 'gstinChecksum',
  'state-mismatch': 'gstinStateMismatch',
} as const
const MONEY_ERRORS = {
  empty: 'required',
  invalid: 'moneyInvalid',
  'too-large': 'moneyTooLarge',
  'too-many-decimals': 'moneyDecimals',
} as const

/** Percent text → basis points ("18" → 1800, "0.25" → 25), or null when not a rate between 0 and 100. */
export function percentToBp(text: string): number | null {
  const r = parseIndianNumber(text)
  if (!r.ok || r.value < 0 || r.value > 100) return null
  const bp = Math.round(r.value * 100)
  return Math.abs(r.value * 100 - bp) < 1e-6 ? bp : null
}

function optionalMoney(text: string): { ok: true; value: number } | { ok: false; key: ErrorKey } {
  if (text.trim() === '') return { ok: true, value: 0 }
  const r = parseRupeesToPaise(text)
  if (!r.ok) return { ok: false, key: MONEY_ERRORS[r.reason] }
  return r.value < 0 ? { ok: false, key: 'moneyInvalid' } : { ok: true, value: r.value }
}

/** Line drafts → GST engine lines, with a message per bad field ("lines.2.rate"). */
export function toGstLines(lines: readonly LineDraft[]): { lines: GstLineInput[]; errors: InvoiceErrors } {
  const errors: InvoiceErrors = {}
  const out: GstLineInput[] = []
  lines.forEach((line, i) => {
    const at = (f: string) => `lines.${i}.${f}`
    if (line.description.trim() === '') errors[at('description')] = 'required'
    if (line.hsn.trim() !== '' && !/^\d{4}(\d{2})?(\d{2})?$/.test(line.hsn.trim())) {
      errors[at('hsn')] = 'hsnInvalid'
    }
    const qty = parseIndianNumber(line.quantity)
    const quantityOk =
      qty.ok && qty.value > 0 && Math.abs(qty.value * 1000 - Math.round(qty.value * 1000)) < 1e-6
    if (!quantityOk) errors[at('quantity')] = line.quantity.trim() === '' ? 'required' : 'qtyInvalid'
    const price =
      line.rate.trim() === '' ? ({ ok: false, key: 'required' } as const) : optionalMoney(line.rate)
    if (!price.ok) errors[at('rate')] = price.key
    const discount = optionalMoney(line.discount)
    if (!discount.ok) errors[at('discount')] = discount.key
    const rateBp = percentToBp(line.gstRate)
    if (rateBp === null) errors[at('gstRate')] = line.gstRate.trim() === '' ? 'required' : 'rateInvalid'
    const quantity = qty.ok ? qty.value : 1
    const unitPricePaise = price.ok ? price.value : 0
    const discountPaise = discount.ok ? discount.value : 0
    if (quantityOk && price.ok && discount.ok && discountPaise > Math.round(quantity * unitPricePaise)) {
      errors[at('discount')] = 'discountTooBig'
    }
    out.push({ quantity, unitPricePaise, discountPaise, rateBp: rateBp ?? 0 })
  })
  return { lines: out, errors }
}

/** Checks every Rule 46 field; `issuedSameYear` are the other invoice numbers of this financial year. */
export function validateInvoice(d: InvoiceDraft, issuedSameYear: readonly string[]): InvoiceErrors {
  const errors: InvoiceErrors = { ...toGstLines(d.lines).errors }
  const need = (path: string, value: string) => {
    if (value.trim() === '') errors[path] = 'required'
  }
  need('supplier.name', d.supplier.name)
  need('supplier.address', d.supplier.address)
  need('buyer.name', d.buyer.name)
  need('signatory', d.signatory)
  if (!gstStateByCode(d.supplier.stateCode)) errors['supplier.stateCode'] = 'unknownState'
  if (!gstStateByCode(d.placeOfSupply)) errors.placeOfSupply = 'unknownState'
  const sg = validateGstinForState(d.supplier.gstin, d.supplier.stateCode)
  if (!sg.ok) errors['supplier.gstin'] = GSTIN_ERRORS[sg.reason]
  if (d.buyer.registered) {
    const bg = validateGstinForState(d.buyer.gstin, d.buyer.gstin.trim().slice(0, 2))
    if (!bg.ok) errors['buyer.gstin'] = GSTIN_ERRORS[bg.reason]
  }
  const numberReason = checkInvoiceNumber(d.number, issuedSameYear)
  if (numberReason) {
    errors.number = (
      {
        empty: 'required',
        'too-long': 'numberTooLong',
        'bad-characters': 'numberChars',
        duplicate: 'numberDuplicate',
      } as const
    )[numberReason]
  }
  if (!parsePlainDate(d.date).ok) errors.date = d.date.trim() === '' ? 'required' : 'dateInvalid'
  if (d.bank.ifsc.trim() !== '' && !validateIfsc(d.bank.ifsc).ok) errors['bank.ifsc'] = 'ifscInvalid'
  if (d.bank.upiId.trim() !== '' && !isValidVpa(d.bank.upiId)) errors['bank.upiId'] = 'vpaInvalid'
  if (d.lines.length === 0) errors.lines = 'noLines'
  return errors
}

/** Runs the shared GST engine on the draft; null while any line is not yet a valid number. */
export function computeInvoice(d: InvoiceDraft): GstInvoiceResult | null {
  const { lines, errors } = toGstLines(d.lines)
  const lineErrors = Object.keys(errors).some((k) => !k.endsWith('.description') && !k.endsWith('.hsn'))
  if (lineErrors || lines.length === 0) return null
  const r = computeGstInvoice({
    lines,
    supplierStateCode: d.supplier.stateCode,
    placeOfSupplyCode: d.placeOfSupply,
    roundOff: 'rupee',
  })
  return r.ok ? r.value : null
}

/** The place of supply a registered buyer's GSTIN implies (its first two digits), if it is a known state. */
export function stateFromGstin(gstin: string): string | null {
  const code = gstin.trim().slice(0, 2)
  return /^\d{2}$/.test(code) && gstStateByCode(code) ? code : null
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback)

function reviveFlat<T extends Record<string, unknown>>(base: T, raw: unknown): T {
  if (!isObject(raw)) return base
  const out: Record<string, unknown> = { ...base }
  for (const [k, v] of Object.entries(base)) {
    out[k] = typeof v === 'boolean' ? (typeof raw[k] === 'boolean' ? raw[k] : v) : str(raw[k], v as string)
  }
  return out as T
}

/** Rebuilds a draft read from storage (an older or damaged copy), filling anything missing from a blank invoice. */
export function reviveDraft(raw: unknown, fallback: InvoiceDraft): InvoiceDraft {
  if (!isObject(raw)) return fallback
  const lines = Array.isArray(raw.lines)
    ? raw.lines.slice(0, MAX_LINES).map((l) => reviveFlat(emptyLine(), l))
    : fallback.lines
  const template = TEMPLATES.find((x) => x === raw.template) ?? 'classic'
  const flat = reviveFlat(
    {
      id: fallback.id,
      seriesPrefix: fallback.seriesPrefix,
      number: '',
      date: fallback.date,
      placeOfSupply: fallback.placeOfSupply,
      reverseCharge: false,
      logo: '',
      signature: '',
      signatory: '',
      terms: '',
    },
    raw,
  )
  return {
    ...flat,
    template,
    lines: lines.length ? lines : [emptyLine()],
    supplier: reviveFlat(fallback.supplier, raw.supplier),
    buyer: reviveFlat(fallback.buyer, raw.buyer),
    bank: reviveFlat(fallback.bank, raw.bank),
  }
}
