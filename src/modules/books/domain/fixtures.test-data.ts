// Vouchers for the books' tests: the worked examples of research/modules.md §5 as the books store them.
import type { Posting, Voucher } from '@schemas/vouchers.schema'

let n = 0

export function voucher(patch: Partial<Voucher> & Pick<Voucher, 'type' | 'doc_date' | 'postings'>): Voucher {
  n++
  return {
    id: `v${n}`,
    rev: 1,
    created_at: n,
    updated_at: n,
    status: 'posted',
    number: `N${n}`,
    series: 'T',
    fy: '2526',
    list_key: '',
    party_id: '',
    lines: [],
    totals: { grand_total: patch.postings.reduce((s, p) => s + p.dr, 0) },
    stock_moves: [],
    ...patch,
  }
}

export const dr = (account_id: string, amount: number, party_id?: string): Posting => ({
  account_id,
  ...(party_id ? { party_id } : {}),
  dr: amount,
  cr: 0,
})
export const cr = (account_id: string, amount: number, party_id?: string): Posting => ({
  account_id,
  ...(party_id ? { party_id } : {}),
  dr: 0,
  cr: amount,
})

/** A receipt from a party into an account, allocated to documents. */
export function receipt(
  party: string,
  date: string,
  amount: number,
  mode: 'cash' | 'neft',
  allocations: { doc_id: string; amount: number }[],
): Voucher {
  const account = mode === 'cash' ? 'sys:cash' : 'bank-1'
  return voucher({
    type: 'rcpt',
    doc_date: date,
    party_id: party,
    payment: {
      amount,
      mode,
      account_id: account,
      allocations,
      on_account: amount - allocations.reduce((s, a) => s + a.amount, 0),
    },
    postings: [dr(account, amount), cr('sys:debtors', amount, party)],
  })
}

/** A bill to a party for `amount` (its sales and tax lines summed into one credit). */
export function bill(
  type: 'vinv' | 'winv',
  party: string,
  date: string,
  amount: number,
  patch: Partial<Voucher> = {},
): Voucher {
  return voucher({
    type,
    doc_date: date,
    party_id: party,
    postings: [
      dr('sys:debtors', amount, party),
      cr(type === 'vinv' ? 'sys:sales-vehicles' : 'sys:sales-parts', amount),
    ],
    ...patch,
  })
}
