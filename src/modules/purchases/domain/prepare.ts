// The purchase form's whole decision in one place: the draft as typed, read (field errors), then checked
// against the company's records (refusals), then, when both pass, the bill checkPurchase accepted with its
// postings. The form only shows what this returns; the same function decides again when Post is pressed.
import { moneyField, type FieldErrors } from '@/utils/form-model'
import { supplierPanValid, supplierState } from '@/utils/supplier-bill'
import { readLines, readPurchaseDraft, type DraftField, type PurchaseDraft, type ReadLine } from './draft'
import {
  checkPurchase,
  linesTotal,
  type PostedPurchase,
  type PurchaseInput,
  type PurchaseRefusal,
  type PurchaseWarning,
} from './purchase'

/** What the form knows of the chosen supplier's record. */
export type SupplierFacts = {
  id: string
  name: string
  gstin?: string
  state_code?: string
  pan?: string
  address?: string
}

export type PurchaseFormContext = {
  today: string
  dealer_state_code: string
  supplier: SupplierFacts | null
  tds_194q_applicable: boolean
  /** Taxable bought from the supplier earlier in the bill's financial year, net of returns. */
  earlier_this_year: number
  supplier_bill_nos_this_year: readonly string[]
  known_chassis: ReadonlySet<string>
  known_engines: ReadonlySet<string>
  /** The catalogue's GST rate (basis points) for a variant on a date, when it has one in force. */
  catalogRate: (catalogId: string, date: string) => number | undefined
}

export type FormField = DraftField | 'supplier_state'

/** Shown as the bill is typed: what the lines add up to, and how far the printed total is from it (paise). */
export type Preview = { lines_total: number | null; difference: number | null }

export type PreparedPurchase =
  | ({
      ok: false
      errors: FieldErrors<FormField>
      refusals: PurchaseRefusal[]
    } & Preview)
  | ({
      ok: true
      input: PurchaseInput
      lines: ReadLine[]
      posted: PostedPurchase
      warnings: PurchaseWarning[]
      details: { grn_date: string; transporter: string; lr_no: string; eway_bill: string }
    } & Preview)

/** The running total of whatever lines can be read, for the form to show before the bill is complete. */
export function previewPurchase(draft: PurchaseDraft): Preview {
  const parts = readLines(draft)
  if (Object.keys(parts.errors).length > 0 || parts.lines.length + parts.charges.length === 0) {
    return { lines_total: null, difference: null }
  }
  const lines_total = linesTotal({ tax_shown: draft.tax_shown, ...parts }).computed_total
  const printed = moneyField(draft.printed_total)
  return { lines_total, difference: printed.ok ? printed.value - lines_total : null }
}

export function preparePurchase(draft: PurchaseDraft, ctx: PurchaseFormContext): PreparedPurchase {
  const preview = previewPurchase(draft)
  const read = readPurchaseDraft(draft)
  const state = ctx.supplier ? supplierState(ctx.supplier) : undefined
  const errors: FieldErrors<FormField> = read.ok ? {} : { ...read.errors }
  if (ctx.supplier && !state) errors.supplier_state = { code: 'supplier_state' }
  if (!read.ok || !ctx.supplier || !state) {
    return {
      ok: false,
      errors,
      refusals: [],
      ...preview,
    }
  }
  const bill = read.value
  const input: PurchaseInput = {
    bill_no: bill.bill_no,
    bill_date: bill.bill_date,
    grn_date: bill.grn_date,
    today: ctx.today,
    supplier: {
      id: ctx.supplier.id,
      state_code: state,
      ...(ctx.supplier.gstin ? { gstin: ctx.supplier.gstin } : {}),
      pan_valid: supplierPanValid(ctx.supplier),
    },
    dealer_state_code: ctx.dealer_state_code,
    tax_shown: bill.tax_shown,
    lines: bill.lines.map(({ catalog_id, colour: _colour, ...line }) => {
      const rate = ctx.catalogRate(catalog_id, bill.bill_date)
      return rate === undefined ? line : { ...line, catalog_rate_bp: rate }
    }),
    charges: bill.charges,
    printed_total: bill.printed_total,
    tds_194q_applicable: ctx.tds_194q_applicable,
    earlier_this_year: ctx.earlier_this_year,
    known_chassis: ctx.known_chassis,
    known_engines: ctx.known_engines,
    supplier_bill_nos_this_year: ctx.supplier_bill_nos_this_year,
  }
  const checked = checkPurchase(input)
  if (!checked.ok) return { ok: false, errors: {}, refusals: checked.refusals, ...preview }
  return {
    ok: true,
    input,
    lines: bill.lines,
    posted: checked.value,
    warnings: checked.value.warnings,
    ...preview,
    details: {
      grn_date: bill.grn_date,
      transporter: bill.transporter,
      lr_no: bill.lr_no,
      eway_bill: bill.eway_bill,
    },
  }
}
