// Which message names a refusal or warning: the screens look these keys up in purchases-strings.ts, whose
// English and Hindi tables are type-checked to have every key, so no refusal can reach the user unnamed.
import type { PurchaseRefusal, PurchaseWarning } from './purchase'
import type { ReturnRefusal } from './purchase-return'
import type { PasteProblem } from './paste'

export type MessageRef = { key: string; values: Record<string, string | number> }

export function purchaseRefusalMessage(r: PurchaseRefusal): MessageRef {
  return typeof r === 'string'
    ? { key: `refuse_${r}`, values: {} }
    : { key: `refuse_${r.reason}`, values: { line: r.line } }
}

/** The form field a refusal belongs to, for the error summary's link: a line's own row, else the bill field. */
export function purchaseRefusalField(r: PurchaseRefusal): string {
  if (typeof r !== 'string') return `line_${r.line - 1}`
  if (r === 'bill-no-empty' || r === 'bill-no-duplicate') return 'bill_no'
  if (r === 'bill-in-future' || r === 'date-invalid') return 'bill_date'
  if (r === 'bill-after-grn' || r === 'grn-in-future') return 'grn_date'
  if (r === 'total-mismatch') return 'printed_total'
  if (r === 'no-lines') return 'vehicles'
  return 'supplier_id'
}

export function purchaseWarningMessage(w: PurchaseWarning): MessageRef {
  return { key: `warn_${w.reason}`, values: { line: w.line } }
}

export function returnRefusalMessage(r: ReturnRefusal): MessageRef {
  return typeof r === 'string'
    ? { key: `return_${r}`, values: {} }
    : { key: `return_${r.reason}`, values: { chassis: r.chassis } }
}

export function pasteProblemMessage(p: PasteProblem): MessageRef {
  return { key: `paste_${p.reason}`, values: { line: p.line } }
}
