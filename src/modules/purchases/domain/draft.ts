// The purchase form's draft: text as typed. readPurchaseDraft turns it into the typed bill checkPurchase
// takes, or into error codes per field for the form's ErrorSummary; the refusals that need the company's
// records (known chassis, the supplier's bill numbers) come from checkPurchase after this.
import { dateField, moneyField, type FieldErrors } from '@/utils/form-model'
import { percentToBp, type TaxShown } from '@/utils/supplier-bill'
import type { ChargeInput, PurchaseLineInput } from './purchase'

/** One vehicle of the bill: its numbers, the catalogue variant and colour it arrives as, and its money. */
export type LineDraft = {
  chassis: string
  engine_no: string
  catalog_id: string
  colour: string
  taxable: string
  rate: string
  cess: string
}
/** A read line: what checkPurchase takes, and the variant and colour the vehicle document is written with. */
export type ReadLine = PurchaseLineInput & { catalog_id: string; colour: string }
export type ChargeDraft = { kind: 'freight' | 'insurance'; taxable: string; rate: string }

export type PurchaseDraft = {
  supplier_id: string
  bill_no: string
  bill_date: string
  grn_date: string
  tax_shown: TaxShown
  lines: LineDraft[]
  charges: ChargeDraft[]
  printed_total: string
  transporter: string
  lr_no: string
  eway_bill: string
}

export type DraftField =
  | 'supplier_id'
  | 'bill_no'
  | 'bill_date'
  | 'grn_date'
  | 'printed_total'
  | `line_${number}`
  | `charge_${number}`

export type ReadDraft = {
  supplier_id: string
  bill_no: string
  bill_date: string
  grn_date: string
  tax_shown: TaxShown
  lines: ReadLine[]
  charges: ChargeInput[]
  printed_total: number
  transporter: string
  lr_no: string
  eway_bill: string
}

export function emptyPurchaseDraft(today: string): PurchaseDraft {
  return {
    supplier_id: '',
    bill_no: '',
    bill_date: today,
    grn_date: today,
    tax_shown: 'igst',
    lines: [],
    charges: [],
    printed_total: '',
    transporter: '',
    lr_no: '',
    eway_bill: '',
  }
}

/** The vehicle lines and charge lines as read, and the error of each line that cannot be. */
export function readLines(draft: Pick<PurchaseDraft, 'lines' | 'charges'>): {
  lines: ReadLine[]
  charges: ChargeInput[]
  errors: FieldErrors<DraftField>
} {
  const errors: FieldErrors<DraftField> = {}
  const lines: ReadLine[] = []
  draft.lines.forEach((l, i) => {
    const taxable = moneyField(l.taxable)
    const rate = percentToBp(l.rate)
    const cess = percentToBp(l.cess)
    if (!l.chassis.trim() || !l.engine_no.trim()) errors[`line_${i}`] = { code: 'chassis_engine' }
    else if (!l.catalog_id) errors[`line_${i}`] = { code: 'variant' }
    else if (!l.colour.trim()) errors[`line_${i}`] = { code: 'colour' }
    else if (!taxable.ok) errors[`line_${i}`] = taxable.error
    else if (rate === null || cess === null) errors[`line_${i}`] = { code: 'rate' }
    else {
      lines.push({
        chassis: l.chassis,
        engine_no: l.engine_no,
        taxable: taxable.value,
        rate_bp: rate,
        cess_rate_bp: cess,
        catalog_id: l.catalog_id,
        colour: l.colour.trim(),
      })
    }
  })
  const charges: ChargeInput[] = []
  draft.charges.forEach((c, i) => {
    const taxable = moneyField(c.taxable)
    const rate = percentToBp(c.rate)
    if (!taxable.ok) errors[`charge_${i}`] = taxable.error
    else if (rate === null) errors[`charge_${i}`] = { code: 'rate' }
    else charges.push({ kind: c.kind, taxable: taxable.value, rate_bp: rate })
  })
  return { lines, charges, errors }
}

export function readPurchaseDraft(
  draft: PurchaseDraft,
): { ok: true; value: ReadDraft } | { ok: false; errors: FieldErrors<DraftField> } {
  const errors: FieldErrors<DraftField> = {}
  if (!draft.supplier_id) errors.supplier_id = { code: 'required' }
  if (!draft.bill_no.trim()) errors.bill_no = { code: 'required' }
  const billDate = dateField(draft.bill_date)
  if (!billDate.ok) errors.bill_date = billDate.error
  const grnDate = dateField(draft.grn_date)
  if (!grnDate.ok) errors.grn_date = grnDate.error
  const total = moneyField(draft.printed_total)
  if (!total.ok) errors.printed_total = total.error
  const { lines, charges, errors: lineErrors } = readLines(draft)
  Object.assign(errors, lineErrors)
  if (Object.keys(errors).length > 0 || !billDate.ok || !grnDate.ok || !total.ok) return { ok: false, errors }
  return {
    ok: true,
    value: {
      supplier_id: draft.supplier_id,
      bill_no: draft.bill_no.trim(),
      bill_date: billDate.value,
      grn_date: grnDate.value,
      tax_shown: draft.tax_shown,
      lines,
      charges,
      printed_total: total.value,
      transporter: draft.transporter.trim(),
      lr_no: draft.lr_no.trim(),
      eway_bill: draft.eway_bill.trim(),
    },
  }
}

/** The facts a pasted dispatch list's vehicles share: the variant, colour and money of each. */
export type SharedLineFacts = Omit<LineDraft, 'chassis' | 'engine_no'>

/** The draft with one line per pasted vehicle appended, each with the shared facts. */
export function addLines(
  draft: PurchaseDraft,
  units: readonly { chassis: string; engine_no: string }[],
  facts: SharedLineFacts,
): PurchaseDraft {
  return {
    ...draft,
    lines: [...draft.lines, ...units.map((u) => ({ ...facts, chassis: u.chassis, engine_no: u.engine_no }))],
  }
}
