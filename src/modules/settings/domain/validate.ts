// Field checks of the settings form. Reasons are codes, never sentences: settings-strings.ts words them in
// English and Hindi. The identifier rules themselves live in src/utils/gstin.ts and src/utils/mobile.ts.
import { GST_STATES } from '@/utils/gst-states'
import {
  gstinMatchesPan,
  validateGstin,
  validateGstinForState,
  validateIfsc,
  validatePan,
  validatePincode,
} from '@/utils/gstin'
import { MAX_INVOICE_PREFIX_LENGTH } from '@/utils/invoice-series'
import { validateIndianMobile } from '@/utils/mobile'
import type { SettingsForm } from './defaults'

/** Invoice numbers are at most 16 characters (GST rule 46(b)); the rest is FY code (4) + "/" + the device's
 * slot (1) + 4 digits (src/utils/invoice-series.ts). */
export const INVOICE_NUMBER_MAX = 16
export const PREFIX_MAX = MAX_INVOICE_PREFIX_LENGTH
const PREFIX_CHARS = /^[A-Za-z0-9/-]*$/

export type SettingsError =
  | 'required'
  | 'too-long'
  | 'gstin-length'
  | 'gstin-format'
  | 'gstin-state-code'
  | 'gstin-checksum'
  | 'gstin-state-mismatch'
  | 'gstin-needs-state'
  | 'pan-format'
  | 'pan-gstin-mismatch'
  | 'mobile-format'
  | 'pin-format'
  | 'ifsc-format'
  | 'account-format'
  | 'account-confirm'
  | 'prefix-chars'
  | 'prefix-length'
  | 'prefix-same'
  | 'duplicate'
  | 'options-required'
  | 'lock-date'
  | 'lock-future'

/** Field path (e.g. "gst_no", "booking_fields.2.label") → what is wrong with it. */
export type SettingsErrors = Partial<Record<string, SettingsError>>

/** The state of the settings row's state name (English or Hindi), or undefined. */
export function stateByName(name: string) {
  const n = name.trim().toLowerCase()
  return n ? GST_STATES.find((s) => s.name.toLowerCase() === n || s.nameHi === name.trim()) : undefined
}

/** How an invoice number with this prefix looks, e.g. RINV-2627/A0001 (A: the first device's slot). */
export function sampleInvoiceNumber(prefix: string, fyShortCode: string): string {
  return `${prefix.trim()}${fyShortCode}/A0001`
}

function prefixError(prefix: string): SettingsError | undefined {
  const p = prefix.trim()
  if (p === '') return 'required'
  if (!PREFIX_CHARS.test(p)) return 'prefix-chars'
  if (p.length > PREFIX_MAX) return 'prefix-length'
  return undefined
}

function gstinError(gst: string, stateName: string): SettingsError | undefined {
  if (gst.trim() === '') return undefined
  const state = stateByName(stateName)
  if (!state) {
    const r = validateGstin(gst)
    return r.ok ? 'gstin-needs-state' : (`gstin-${r.reason}` as SettingsError)
  }
  const r = validateGstinForState(gst, state.code)
  if (r.ok) return undefined
  return r.reason === 'empty' ? undefined : (`gstin-${r.reason}` as SettingsError)
}

function duplicates(values: string[], path: (i: number) => string, errors: SettingsErrors): void {
  const seen = new Set<string>()
  values.forEach((v, i) => {
    const key = v.trim().toLowerCase()
    if (key === '') errors[path(i)] = 'required'
    else if (seen.has(key)) errors[path(i)] = 'duplicate'
    seen.add(key)
  })
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether `text` is a real calendar date written yyyy-mm-dd. */
function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

/**
 * Everything wrong with the form; empty when it may be saved. `savedAccountNumber` is the account number
 * already stored: a changed one must be typed twice. `today` (yyyy-mm-dd, India): the books are locked at
 * most up to it, since a lock beyond today would stop every posting until that day.
 */
export function validateSettings(
  form: SettingsForm,
  confirmAccountNumber: string,
  savedAccountNumber: string,
  today?: string,
): SettingsErrors {
  const errors: SettingsErrors = {}
  const name = form.company_name.trim()
  if (name === '') errors.company_name = 'required'
  else if (name.length > 200) errors.company_name = 'too-long'

  const gst = gstinError(form.gst_no, form.state)
  if (gst) errors.gst_no = gst
  if (form.pan.trim() !== '') {
    const pan = validatePan(form.pan)
    if (!pan.ok) errors.pan = 'pan-format'
    else if (
      form.gst_no.trim() !== '' &&
      validateGstin(form.gst_no).ok &&
      !gstinMatchesPan(form.gst_no, form.pan)
    ) {
      errors.pan = 'pan-gstin-mismatch'
    }
  }
  if (form.mobile.trim() !== '' && !validateIndianMobile(form.mobile).ok) errors.mobile = 'mobile-format'
  if (form.pin_code.trim() !== '' && !validatePincode(form.pin_code).ok) errors.pin_code = 'pin-format'
  if (form.address.length > 500) errors.address = 'too-long'

  const bank = form.bank_details
  if (bank.ifsc_code.trim() !== '' && !validateIfsc(bank.ifsc_code).ok) {
    errors['bank_details.ifsc_code'] = 'ifsc-format'
  }
  const account = bank.account_number.replace(/\s/g, '')
  if (account !== '' && !/^\d{9,18}$/.test(account)) errors['bank_details.account_number'] = 'account-format'
  else if (
    account !== '' &&
    account !== savedAccountNumber.replace(/\s/g, '') &&
    confirmAccountNumber.replace(/\s/g, '') !== account
  ) {
    errors.confirm_account_number = 'account-confirm'
  }

  const reg = prefixError(form.registered_invoice_prefix)
  if (reg) errors.registered_invoice_prefix = reg
  const nonReg = prefixError(form.non_registered_invoice_prefix)
  if (nonReg) errors.non_registered_invoice_prefix = nonReg
  else if (
    !reg &&
    form.registered_invoice_prefix.trim().toUpperCase() ===
      form.non_registered_invoice_prefix.trim().toUpperCase()
  ) {
    errors.non_registered_invoice_prefix = 'prefix-same'
  }
  if (form.terms_and_conditions.length > 5000) errors.terms_and_conditions = 'too-long'
  const lock = form.period_lock_date.trim()
  if (lock !== '' && !isIsoDate(lock)) errors.period_lock_date = 'lock-date'
  else if (lock !== '' && today !== undefined && lock > today) errors.period_lock_date = 'lock-future'

  duplicates(
    form.booking_fields.map((f) => f.label),
    (i) => `booking_fields.${i}.label`,
    errors,
  )
  form.booking_fields.forEach((f, i) => {
    if (f.type === 'select' && f.options.every((o) => o.trim() === '')) {
      errors[`booking_fields.${i}.options`] = 'options-required'
    }
  })
  duplicates(
    form.workshop_settings.workshop_purchase_columns.map((c) => c.label),
    (i) => `columns.${i}.label`,
    errors,
  )
  duplicates(form.workshop_settings.uom_list, (i) => `uom.${i}`, errors)
  return errors
}
