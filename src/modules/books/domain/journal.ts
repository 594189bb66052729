// Journal entries (research/modules.md §3.13): adjustments, contra, opening balances and reversals, as lines of
// an account (a party's on the control accounts) with one side each. Refused: fewer than two lines, a line
// with both sides or neither or a negative amount, Σ dr ≠ Σ cr, a control account without its party, an
// account that does not exist. Warned, not refused: a line straight on a GST or TCS account (returns read them).
import type { AccountGroup } from '@schemas/accounts.schema'
import type { Posting } from '@schemas/vouchers.schema'
import { SYSTEM_ACCOUNTS, type SystemAccountId } from './chart'
import { checkPostings, type PostingError } from './postings'

/** A journal line: a posting, which may keep its own narration and its party's name (vouchers v1). */
export type JournalLine = Posting

/** Accounts the returns are made from: a journal line on one of them deserves a second look. */
const TAX_ACCOUNTS = (Object.keys(SYSTEM_ACCOUNTS) as SystemAccountId[]).filter((id) =>
  /^sys:(input|output)-|^sys:tcs-|^sys:tds-/.test(id),
)

export function checkJournal(
  lines: readonly JournalLine[],
  own: ReadonlyMap<string, { account_group: AccountGroup }> = new Map(),
): { errors: PostingError[]; warnings: { code: 'tax_account'; line: number }[] } {
  const warnings = lines.flatMap((l, line) =>
    TAX_ACCOUNTS.includes(l.account_id as SystemAccountId) ? [{ code: 'tax_account' as const, line }] : [],
  )
  return { errors: checkPostings(lines, own), warnings }
}

/** The lines that undo a journal entry (its reversal, dated the day it is entered). */
export function reversalOf(lines: readonly JournalLine[]): JournalLine[] {
  return lines.map((l) => ({ ...l, dr: l.cr, cr: l.dr }))
}
