// The summary line's money: the sum, in paise, of each totalled column over the rows shown. Integer paise
// add exactly, so 50,000 rows of ₹0.10 come to ₹5,000.00, not ₹4,999.999….
import type { RegisterColumn } from './register-column'

export type ColumnTotal = { id: string; header: string; paise: number; text: string }

export function registerTotals<T>(
  columns: readonly RegisterColumn<T>[],
  rows: readonly T[],
  format: (paise: number) => string,
): ColumnTotal[] {
  return columns
    .filter((c) => c.total)
    .map((c) => {
      let paise = 0
      for (const row of rows) {
        const v = c.value(row)
        if (v?.kind === 'money') paise += Math.round(v.paise)
      }
      return { id: c.id, header: c.header, paise, text: (c.formatTotal ?? format)(paise) }
    })
}
