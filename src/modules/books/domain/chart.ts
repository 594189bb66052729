// The system accounts every dealer has (research/modules.md §2.3): fixed ids, the same on every device, never
// stored, so no two devices create them twice. The dealer's own banks, expenses and incomes are `accounts`
// documents beside them.
import type { AccountGroup } from '@schemas/accounts.schema'

export const SYSTEM_ACCOUNTS = {
  'sys:cash': 'cash',
  // The bank money goes to until the dealer names their own bank accounts (a booking's UPI advance, say).
  'sys:bank': 'bank',
  'sys:debtors': 'sundry_debtors',
  'sys:creditors': 'sundry_creditors',
  'sys:sales-vehicles': 'sales',
  'sys:sales-accessories': 'sales',
  'sys:sales-services': 'sales',
  'sys:sales-parts': 'sales',
  'sys:sales-labour': 'sales',
  'sys:purchases-vehicles': 'purchases',
  'sys:purchases-parts': 'purchases',
  'sys:freight-in': 'direct_expenses',
  'sys:input-cgst': 'duties_taxes',
  'sys:input-sgst': 'duties_taxes',
  'sys:input-igst': 'duties_taxes',
  'sys:input-cess-legacy': 'duties_taxes',
  'sys:output-cgst': 'duties_taxes',
  'sys:output-sgst': 'duties_taxes',
  'sys:output-igst': 'duties_taxes',
  'sys:output-utgst': 'duties_taxes',
  'sys:output-cess-legacy': 'duties_taxes',
  'sys:tcs-payable': 'duties_taxes',
  'sys:tds-194q-payable': 'duties_taxes',
  'sys:tds-receivable': 'current_assets',
  // Warranty parts fitted on a job card (a stock journal out at average cost): the maker owes them back.
  'sys:warranty-claims': 'current_assets',
  'sys:pure-agent-payable': 'current_liabilities',
  'sys:round-off': 'indirect_expenses',
  'sys:discount-allowed': 'indirect_expenses',
  'sys:bank-charges': 'indirect_expenses',
  'sys:stock-adjustment': 'indirect_expenses',
  // Parts found in excess at a count (a stock journal in): the income beside the adjustment's expense.
  'sys:stock-gain': 'indirect_income',
  'sys:opening-equity': 'capital',
} as const satisfies Record<string, AccountGroup>

export type SystemAccountId = keyof typeof SYSTEM_ACCOUNTS

/** Accounts whose every line names a party (the bill-wise ledgers of customers and suppliers). */
export const CONTROL_ACCOUNTS: readonly SystemAccountId[] = ['sys:debtors', 'sys:creditors']

export function isSystemAccount(id: string): id is SystemAccountId {
  return Object.hasOwn(SYSTEM_ACCOUNTS, id)
}

/** The group of an account, system or the dealer's own; null when it is neither. */
export function groupOf(
  id: string,
  own: ReadonlyMap<string, { account_group: AccountGroup }>,
): AccountGroup | null {
  return isSystemAccount(id) ? SYSTEM_ACCOUNTS[id] : (own.get(id)?.account_group ?? null)
}

/** Where money is kept: cash in hand and the bank accounts. */
export function isMoneyAccount(
  id: string,
  own: ReadonlyMap<string, { account_group: AccountGroup }>,
): boolean {
  const group = groupOf(id, own)
  return group === 'cash' || group === 'bank'
}
