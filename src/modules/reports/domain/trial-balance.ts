// The trial balance on a day (research/modules.md §3.15): every account's balance from the postings of the
// posted vouchers dated up to it (a cancelled one counts for nothing; a draft is not in the books), debit
// balances in one column and credit in the other, the two totals equal because every voucher balances. A
// party's lines sit on its control account (debtors, creditors); the party ledgers break them down.
import type { Voucher } from '@schemas/vouchers.schema'

export type TrialBalanceRow = { account_id: string; dr: number; cr: number }

export type TrialBalance = { rows: TrialBalanceRow[]; dr: number; cr: number }

export function trialBalance(
  vouchers: readonly Pick<Voucher, 'status' | 'doc_date' | 'postings'>[],
  asOf: string,
  openings: ReadonlyMap<string, number> = new Map(),
): TrialBalance {
  const net = new Map<string, number>(openings)
  for (const v of vouchers) {
    if (v.status !== 'posted' || v.doc_date > asOf) continue
    for (const p of v.postings) net.set(p.account_id, (net.get(p.account_id) ?? 0) + p.dr - p.cr)
  }
  const rows = [...net]
    .filter(([, n]) => n !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([account_id, n]) => ({ account_id, dr: n > 0 ? n : 0, cr: n < 0 ? -n : 0 }))
  return {
    rows,
    dr: rows.reduce((s, r) => s + r.dr, 0),
    cr: rows.reduce((s, r) => s + r.cr, 0),
  }
}
