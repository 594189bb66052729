// The trial balance as the accountant reads it (research/modules.md §3.15): every account's balance on a day
// from trialBalance() (trial-balance.ts), the accounts under the chart's groups in the order of a balance
// sheet and then the revenue accounts, debit and credit columns, the two totals equal. The debtors' and
// creditors' control accounts are broken down party by party (the party ledgers sum to them), so a party's
// row opens its ledger. Opening balances are the dealer's own accounts' and the parties'; where the openings
// typed in do not balance, the difference is a line of its own, as Tally shows it, so the totals still agree
// and someone looks.
import type { AccountGroup } from '@schemas/accounts.schema'
import type { PartyKind } from '@schemas/parties.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { CONTROL_ACCOUNTS, groupOf } from '@/modules/books/public'
import { trialBalance } from './trial-balance'

/** Groups in the order a trial balance lists them: liabilities, assets, then income and expenses. */
export const TRIAL_BALANCE_ORDER: readonly AccountGroup[] = [
  'capital',
  'loans',
  'current_liabilities',
  'duties_taxes',
  'sundry_creditors',
  'fixed_assets',
  'current_assets',
  'stock',
  'sundry_debtors',
  'cash',
  'bank',
  'sales',
  'direct_income',
  'indirect_income',
  'purchases',
  'direct_expenses',
  'indirect_expenses',
]

/** A group of its own for postings on an account in no chart (synced from a newer device, say). */
export type TrialBalanceGroup = AccountGroup | 'suspense'

export type TrialBalanceLine = {
  key: string
  group: TrialBalanceGroup
  /** The account; a party's line is on its control account. `opening-difference` for the difference line. */
  account_id: string
  party_id?: string
  /** The party's or the dealer's own account's name; empty for a system account (the screen names it). */
  name: string
  dr: number
  cr: number
}

export type TrialBalanceGroupTotal = { group: TrialBalanceGroup; dr: number; cr: number }

export type TrialBalanceView = {
  lines: TrialBalanceLine[]
  groups: TrialBalanceGroupTotal[]
  dr: number
  cr: number
  /** Σ of the openings typed in (Dr positive); not 0 when they do not balance. */
  openingDifference: number
}

export const OPENING_DIFFERENCE = 'opening-difference'

const SEP = '\u0000'

export function trialBalanceView(input: {
  vouchers: readonly Pick<Voucher, 'status' | 'doc_date' | 'postings'>[]
  asOf: string
  accounts: readonly { id: string; name: string; account_group: AccountGroup; opening_balance: number }[]
  parties: readonly { id: string; name: string; kind: PartyKind; opening_balance: number }[]
  /** Names of parties the postings name that are not in `parties` (their snapshot on the vouchers). */
  partyNames?: ReadonlyMap<string, string>
}): TrialBalanceView {
  const control = new Set<string>(CONTROL_ACCOUNTS)
  // A control account's posting is keyed by its party too, so the one reckoning gives each party its balance.
  const keyed = input.vouchers.map((v) => ({
    status: v.status,
    doc_date: v.doc_date,
    postings: v.postings.map((p) =>
      control.has(p.account_id) && p.party_id
        ? { ...p, account_id: `${p.account_id}${SEP}${p.party_id}` }
        : p,
    ),
  }))
  const openings = new Map<string, number>()
  const add = (key: string, n: number) => openings.set(key, (openings.get(key) ?? 0) + n)
  for (const a of input.accounts) if (a.opening_balance) add(a.id, a.opening_balance)
  for (const p of input.parties) {
    if (!p.opening_balance) continue
    add(`${p.kind === 'supplier' ? 'sys:creditors' : 'sys:debtors'}${SEP}${p.id}`, p.opening_balance)
  }
  const openingDifference = [...openings.values()].reduce((s, n) => s + n, 0)
  if (openingDifference !== 0) add(OPENING_DIFFERENCE, -openingDifference)
  const tb = trialBalance(keyed, input.asOf, openings)

  const own = new Map(input.accounts.map((a) => [a.id, a]))
  const partyName = new Map(input.parties.map((p) => [p.id, p.name]))
  const lines: TrialBalanceLine[] = tb.rows.map((r) => {
    const [account_id, party_id] = r.account_id.split(SEP) as [string, string | undefined]
    const group: TrialBalanceGroup =
      account_id === OPENING_DIFFERENCE ? 'capital' : (groupOf(account_id, own) ?? 'suspense')
    const name = party_id
      ? (partyName.get(party_id) ?? input.partyNames?.get(party_id) ?? party_id)
      : (own.get(account_id)?.name ?? '')
    return {
      key: r.account_id,
      group,
      account_id,
      ...(party_id ? { party_id } : {}),
      name,
      dr: r.dr,
      cr: r.cr,
    }
  })
  const rank = (g: TrialBalanceGroup) => {
    const i = TRIAL_BALANCE_ORDER.indexOf(g as AccountGroup)
    return i < 0 ? TRIAL_BALANCE_ORDER.length : i
  }
  lines.sort(
    (a, b) =>
      rank(a.group) - rank(b.group) ||
      Number(a.account_id === OPENING_DIFFERENCE) - Number(b.account_id === OPENING_DIFFERENCE) ||
      a.account_id.localeCompare(b.account_id) ||
      a.name.localeCompare(b.name) ||
      a.key.localeCompare(b.key),
  )
  const groups: TrialBalanceGroupTotal[] = []
  for (const l of lines) {
    const last = groups.at(-1)
    if (last?.group === l.group) {
      last.dr += l.dr
      last.cr += l.cr
    } else groups.push({ group: l.group, dr: l.dr, cr: l.cr })
  }
  return { lines, groups, dr: tb.dr, cr: tb.cr, openingDifference }
}
