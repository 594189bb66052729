// The dealer's own accounts of the chart (research/modules.md §2.3): banks, expenses, incomes, loans and capital
// beside the fixed system accounts. A draft of text is checked into the stored fields or error codes per field.
// Debtors, creditors, sales, purchases, duties and stock are the system's own (parties and the GST heads carry
// them), so a dealer's account is never put in those groups. An account a voucher has used is closed, never
// deleted: its history stays readable.
import type { Account, AccountGroup } from '@schemas/accounts.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { moneyField, type Checked, type FieldErrors } from '@/utils/form-model'

export const OWN_GROUPS = [
  'bank',
  'cash',
  'indirect_expenses',
  'indirect_income',
  'direct_expenses',
  'direct_income',
  'current_assets',
  'current_liabilities',
  'fixed_assets',
  'loans',
  'capital',
] as const satisfies readonly AccountGroup[]
export type OwnGroup = (typeof OWN_GROUPS)[number]

export type AccountDraft = {
  name: string
  account_group: OwnGroup
  /** Rupees as typed, and which side the balance is on. */
  opening: string
  side: 'dr' | 'cr'
  account_no: string
  ifsc: string
  branch: string
  active: boolean
}

export type AccountField = 'name' | 'account_group' | 'opening' | 'account_no' | 'ifsc' | 'branch'
export const ACCOUNT_FIELDS: readonly AccountField[] = [
  'name',
  'account_group',
  'opening',
  'account_no',
  'ifsc',
  'branch',
]
export type AccountErrorCode =
  'required' | 'invalid' | 'not_positive' | 'too_large' | 'duplicate' | 'too_long'

export type AccountFields = Pick<
  Account,
  'name' | 'name_key' | 'account_group' | 'opening_balance' | 'active' | 'bank'
>

/** An asset's balance is usually a debit, a liability's or income's a credit: the form starts on that side. */
const CREDIT_GROUPS: readonly OwnGroup[] = [
  'indirect_income',
  'direct_income',
  'current_liabilities',
  'loans',
  'capital',
]
export const usualSide = (group: OwnGroup): 'dr' | 'cr' => (CREDIT_GROUPS.includes(group) ? 'cr' : 'dr')

export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()

export function emptyAccount(group: OwnGroup = 'bank'): AccountDraft {
  return {
    name: '',
    account_group: group,
    opening: '',
    side: usualSide(group),
    account_no: '',
    ifsc: '',
    branch: '',
    active: true,
  }
}

export function accountDraftOf(a: Account): AccountDraft {
  const group = (OWN_GROUPS as readonly string[]).includes(a.account_group)
    ? (a.account_group as OwnGroup)
    : 'current_assets'
  const abs = Math.abs(a.opening_balance)
  return {
    name: a.name,
    account_group: group,
    opening: abs ? (abs / 100).toFixed(2).replace(/\.00$/, '') : '',
    side: a.opening_balance < 0 ? 'cr' : a.opening_balance > 0 ? 'dr' : usualSide(group),
    account_no: a.bank?.account_no ?? '',
    ifsc: a.bank?.ifsc ?? '',
    branch: a.bank?.branch ?? '',
    active: a.active,
  }
}

const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/
const ACCOUNT_NO = /^[0-9A-Z]{6,20}$/

/** The draft as the account's fields, or what is wrong. `others`: the dealer's other accounts (names unique). */
export function checkAccount(
  draft: AccountDraft,
  others: readonly Pick<Account, 'id' | 'name_key'>[],
  selfId?: string,
): Checked<AccountFields, AccountField, AccountErrorCode> {
  const errors: FieldErrors<AccountField, AccountErrorCode> = {}
  const name = draft.name.trim().replace(/\s+/g, ' ')
  const key = nameKey(name)
  if (!name) errors.name = { code: 'required' }
  else if (name.length > 120) errors.name = { code: 'too_long' }
  else if (others.some((o) => o.id !== selfId && o.name_key === key)) errors.name = { code: 'duplicate' }
  if (!(OWN_GROUPS as readonly string[]).includes(draft.account_group)) {
    errors.account_group = { code: 'required' }
  }
  const opening = moneyField(draft.opening, { optional: true })
  if (!opening.ok) errors.opening = opening.error
  const bank = draft.account_group === 'bank'
  const accountNo = draft.account_no.replace(/\s+/g, '').toUpperCase()
  const ifsc = draft.ifsc.trim().toUpperCase()
  if (bank && accountNo && !ACCOUNT_NO.test(accountNo)) errors.account_no = { code: 'invalid' }
  if (bank && ifsc && !IFSC.test(ifsc)) errors.ifsc = { code: 'invalid' }
  if (bank && draft.branch.trim().length > 80) errors.branch = { code: 'too_long' }
  if (Object.keys(errors).length > 0 || !opening.ok) return { ok: false, errors }
  const details = {
    ...(accountNo ? { account_no: accountNo } : {}),
    ...(ifsc ? { ifsc } : {}),
    ...(draft.branch.trim() ? { branch: draft.branch.trim() } : {}),
  }
  return {
    ok: true,
    value: {
      name,
      name_key: key,
      account_group: draft.account_group,
      opening_balance: draft.side === 'cr' ? -opening.value : opening.value,
      active: draft.active,
      // Cleared when the account is no bank (the form may have held details before the group changed).
      bank: bank && Object.keys(details).length > 0 ? details : undefined,
    },
  }
}

/** Whether any voucher, posted or cancelled, names the account: then it can be closed but not deleted. */
export function accountUsed(id: string, vouchers: readonly Pick<Voucher, 'postings' | 'payment'>[]): boolean {
  return vouchers.some((v) => v.payment?.account_id === id || v.postings.some((p) => p.account_id === id))
}
