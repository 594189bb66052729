// Which message names a refusal or warning, and which field of the form it belongs to: the screens look the
// keys up in parts-purchases-strings.ts, whose English and Hindi tables are type-checked to have every key (a
// test walks every refusal), so no refusal reaches the user unnamed.
import type { BillRefusal, BillWarning } from './bill'
import type { ReturnRefusal } from './return'

export type MessageRef = { key: string; values: Record<string, string | number> }

/** `rows[i]` is the form row of the bill's line i + 1 (blank rows are left out of the bill). */
export function billRefusalMessage(r: BillRefusal, rows: readonly number[]): MessageRef {
  return typeof r === 'string'
    ? { key: `refuse_${r}`, values: {} }
    : { key: `refuse_${r.reason}`, values: { line: (rows[r.line - 1] ?? r.line - 1) + 1 } }
}

/** The form field a refusal belongs to, for the error summary's link: a line's own row, else the bill field. */
export function billRefusalField(r: BillRefusal, rows: readonly number[]): string {
  if (typeof r !== 'string') return `line_${rows[r.line - 1] ?? r.line - 1}`
  if (r === 'bill-no-empty' || r === 'bill-no-duplicate') return 'bill_no'
  if (r === 'bill-in-future' || r === 'date-invalid') return 'bill_date'
  if (r === 'bill-after-grn' || r === 'grn-in-future' || r === 'period-locked') return 'grn_date'
  if (r === 'total-mismatch') return 'printed_total'
  if (r === 'no-lines') return 'lines'
  return 'supplier_id'
}

export function billWarningMessage(w: BillWarning, rows: readonly number[]): MessageRef {
  return w.reason === 'eway-bill-missing'
    ? { key: 'warn_eway-bill-missing', values: {} }
    : { key: `warn_${w.reason}`, values: { line: (rows[w.line - 1] ?? w.line - 1) + 1 } }
}

/** `lineNo(id)` is the 1-based row of the bill's line on the return form. */
export function returnRefusalMessage(r: ReturnRefusal, lineNo: (lineId: string) => number): MessageRef {
  if (typeof r === 'string') return { key: `return_${r}`, values: {} }
  return {
    key: `return_${r.reason}`,
    values: { line: lineNo(r.line_id), ...('left' in r ? { left: r.left } : {}) },
  }
}
