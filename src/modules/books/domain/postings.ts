// The invariants every posted voucher keeps (research/modules.md §2.3, §3.13): each line one side only and more
// than nothing, Σ dr = Σ cr, a customer's or supplier's line names the party, every account known.
import type { AccountGroup } from '@schemas/accounts.schema'
import type { Posting } from '@schemas/vouchers.schema'
import { CONTROL_ACCOUNTS, groupOf, type SystemAccountId } from './chart'

export type PostingError =
  | { code: 'too_few_lines' }
  | { code: 'one_side'; line: number }
  | { code: 'not_positive'; line: number }
  | { code: 'unknown_account'; line: number }
  | { code: 'party_missing'; line: number }
  | { code: 'unbalanced'; dr: number; cr: number }

export function totalsOf(postings: readonly Posting[]): { dr: number; cr: number } {
  return postings.reduce((t, p) => ({ dr: t.dr + p.dr, cr: t.cr + p.cr }), { dr: 0, cr: 0 })
}

export function isBalanced(postings: readonly Posting[]): boolean {
  const t = totalsOf(postings)
  return t.dr === t.cr && t.dr > 0
}

/** Every refusal of a set of postings; none means they can be posted. */
export function checkPostings(
  postings: readonly Posting[],
  own: ReadonlyMap<string, { account_group: AccountGroup }> = new Map(),
): PostingError[] {
  const errors: PostingError[] = []
  if (postings.length < 2) errors.push({ code: 'too_few_lines' })
  postings.forEach((p, line) => {
    if ((p.dr !== 0) === (p.cr !== 0)) errors.push({ code: 'one_side', line })
    else if (p.dr < 0 || p.cr < 0) errors.push({ code: 'not_positive', line })
    if (groupOf(p.account_id, own) === null) errors.push({ code: 'unknown_account', line })
    if (CONTROL_ACCOUNTS.includes(p.account_id as SystemAccountId) && !p.party_id) {
      errors.push({ code: 'party_missing', line })
    }
  })
  const t = totalsOf(postings)
  if (t.dr !== t.cr) errors.push({ code: 'unbalanced', ...t })
  return errors
}
