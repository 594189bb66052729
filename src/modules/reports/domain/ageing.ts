// Outstanding receivables and payables with ageing (research/modules.md §3.15), as on a day: each open bill —
// a customer's invoice (vinv, winv) after the receipts and credit notes against it, a supplier's bill (vpur,
// ppur) after the payments and debit notes against it — in a bucket of 0–30, 31–60, 61–90, 91–120 or over
// 120 days, counted from the bill's date or from its due date. The books decide what is open (ledger.ts:
// openItems, payableItems); nothing is reckoned twice here.
//
// What the ageing adds up to per party is the party's ledger balance, because the research holds the two
// equal ("receivables ageing = the party ledgers"). What no bill explains — an opening balance, money received
// or paid on account, an advance, a bill settled twice after two devices worked offline — is the party's
// "on account" line, signed as the side is read (a customer's advance lowers what the customer owes).
//
// The due date is the bill's date plus the party's credit days: the documents store no terms of their own,
// the party master does (parties.credit_days). A bill not yet due on the day is "not due", a bucket of its own.
import type { PartyKind } from '@schemas/parties.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { openItems, partyLedger, payableItems, type OpenItem } from '@/modules/books/public'
import { addDays, formatPlainDate, isoDaysBetween, parsePlainDate } from '@/utils/plain-date'

export const AGEING_BUCKETS = ['not_due', '0-30', '31-60', '61-90', '91-120', '120+'] as const
export type AgeingBucket = (typeof AGEING_BUCKETS)[number]

export type AgeingSide = 'receivable' | 'payable'
export type AgeingBasis = 'doc' | 'due'

export type AgeingParty = {
  id: string
  name: string
  kind: PartyKind
  opening_balance: number
  credit_days?: number
}

type Common = { key: string; party_id: string; party: string; pending: number }

export type AgeingRow =
  | (Common & {
      kind: 'bill'
      voucher_id: string
      type: Voucher['type']
      number: string
      /** The supplier's own number of a bill we were sent. */
      ref?: string
      doc_date: string
      due_date: string
      amount: number
      /** Days past the date the basis counts from (negative: not due yet). */
      days: number
      bucket: AgeingBucket
    })
  | (Common & { kind: 'on_account' })

export type AgeingTotals = { buckets: Record<AgeingBucket, number>; on_account: number; total: number }

export type AgeingPartyTotal = AgeingTotals & { party_id: string; party: string }

export type Ageing = AgeingTotals & { rows: AgeingRow[]; parties: AgeingPartyTotal[] }

export function ageingBucket(days: number): AgeingBucket {
  if (days < 0) return 'not_due'
  return days <= 30 ? '0-30' : days <= 60 ? '31-60' : days <= 90 ? '61-90' : days <= 120 ? '91-120' : '120+'
}

/** The bill's date plus `days`; the bill's date when it is not a date. */
export function dueDate(docDate: string, days: number): string {
  const d = parsePlainDate(docDate)
  return d.ok ? formatPlainDate(addDays(d.value, days)) : docDate
}

const emptyBuckets = (): Record<AgeingBucket, number> =>
  Object.fromEntries(AGEING_BUCKETS.map((b) => [b, 0])) as Record<AgeingBucket, number>

const emptyTotals = (): AgeingTotals => ({ buckets: emptyBuckets(), on_account: 0, total: 0 })

/** Whether a party's bills are read as receivables (any party but a supplier) or payables (a supplier's). */
export const sideOfParty = (kind: PartyKind): AgeingSide => (kind === 'supplier' ? 'payable' : 'receivable')

/**
 * The open bills of every party of `side` on `asOf`, by party name then oldest first, each party's "on account"
 * line after its bills; a party with nothing owed either way is left out. `vouchers` must hold every voucher
 * of these parties dated up to `asOf` (earlier ones included: a bill of last year may still be open).
 */
export function ageing(input: {
  side: AgeingSide
  basis: AgeingBasis
  asOf: string
  parties: readonly AgeingParty[]
  vouchers: readonly Voucher[]
}): Ageing {
  const { side, basis, asOf } = input
  const byParty = new Map<string, Voucher[]>()
  for (const v of input.vouchers) {
    const ids = new Set([v.party_id, ...v.postings.map((p) => p.party_id)])
    for (const id of ids) {
      if (!id) continue
      const list = byParty.get(id)
      if (list) list.push(v)
      else byParty.set(id, [v])
    }
  }
  const rows: AgeingRow[] = []
  const parties: AgeingPartyTotal[] = []
  const all = emptyTotals()
  const sorted = input.parties
    .filter((p) => sideOfParty(p.kind) === side)
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
  for (const party of sorted) {
    const vouchers = byParty.get(party.id) ?? []
    const ledger = partyLedger(party, vouchers, { from: '0000-01-01', to: asOf }).closing
    // A receivable is what the party owes us (Dr); a payable what we owe the party (Cr).
    const owed = side === 'receivable' ? ledger : -ledger
    const items: OpenItem[] =
      side === 'receivable' ? openItems(party.id, vouchers, asOf) : payableItems(party.id, vouchers, asOf)
    if (owed === 0 && items.length === 0) continue
    const types = new Map(vouchers.map((v) => [v.id, v.type]))
    const totals = emptyTotals()
    for (const item of items) {
      const due = basis === 'due' ? dueDate(item.doc_date, party.credit_days ?? 0) : item.doc_date
      const days = isoDaysBetween(due, asOf) ?? 0
      const bucket = ageingBucket(days)
      totals.buckets[bucket] += item.pending
      totals.total += item.pending
      rows.push({
        kind: 'bill',
        key: item.voucher_id,
        party_id: party.id,
        party: party.name,
        voucher_id: item.voucher_id,
        type: types.get(item.voucher_id)!,
        number: item.number,
        ...(item.ref ? { ref: item.ref } : {}),
        doc_date: item.doc_date,
        due_date: basis === 'due' ? due : dueDate(item.doc_date, party.credit_days ?? 0),
        amount: item.amount,
        days,
        bucket,
        pending: item.pending,
      })
    }
    totals.on_account = owed - totals.total
    totals.total = owed
    if (totals.on_account !== 0) {
      rows.push({
        kind: 'on_account',
        key: `on-account:${party.id}`,
        party_id: party.id,
        party: party.name,
        pending: totals.on_account,
      })
    }
    parties.push({ party_id: party.id, party: party.name, ...totals })
    for (const b of AGEING_BUCKETS) all.buckets[b] += totals.buckets[b]
    all.on_account += totals.on_account
    all.total += totals.total
  }
  return { rows, parties, ...all }
}
