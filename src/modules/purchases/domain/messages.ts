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
