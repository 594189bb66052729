// Finding a voucher in its register (a purchase, a return, a credit note): by the party's name (either script,
// by its sound keys), by its number, the supplier's bill number or the number of the document it answers from
// the start, or by any part of a chassis on it.
import { keysMatch, nameKeys } from '@/utils/name-search'
import { normaliseChassis } from '@/utils/vehicle-ids'

type Searchable = {
  number: string
  supplier_bill_no?: string
  party?: { name: string }
  lines: readonly { chassis?: string }[]
}

/** Whether `v` matches every word of `query`; `againstNo` is the number of the document it was raised against. */
export function voucherMatches(v: Searchable, query: string, againstNo = ''): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const upper = query.trim().toUpperCase()
  const chassis = normaliseChassis(query)
  const name = (v.party?.name ?? '').toLowerCase()
  const keys = nameKeys(name)
  return (
    v.number.startsWith(upper) ||
    (v.supplier_bill_no ?? '').toUpperCase().startsWith(upper) ||
    (againstNo !== '' && againstNo.toUpperCase().startsWith(upper)) ||
    (chassis.length >= 4 && v.lines.some((l) => (l.chassis ?? '').includes(chassis))) ||
    words.every((w) => name.includes(w) || keysMatch(w, keys))
  )
}
