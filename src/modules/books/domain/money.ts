// Receipts, refunds and payments (research/modules.md §3.12): what a money voucher must carry, and its postings.
// A receipt: Dr the cash or bank account (what arrived), Dr TDS receivable (what the customer deducted), Dr bank
// charges / Cr the party (all of it). A refund: Dr the party / Cr cash or bank. A payment: Dr the supplier /
// Cr cash or bank. A bounced cheque: the receipt undone, dated the bounce day.
import type { AccountGroup } from '@schemas/accounts.schema'
import type { Posting, Voucher, VoucherPaymentMode } from '@schemas/vouchers.schema'
import { isMoneyAccount } from './chart'

export type MoneyKind = 'rcpt' | 'rfnd' | 'pay'

/** Modes whose money is traced by a bank: the reference (UTR, cheque or card slip number) and date are needed. */
export const BANK_MODES: readonly VoucherPaymentMode[] = [
  'upi',
  'card',
  'cheque',
  'dd',
  'neft',
  'rtgs',
  'imps',
]

export type MoneyInput = {
  kind: MoneyKind
  party_id: string
  /** What changed hands, in paise. */
  amount: number
  mode: VoucherPaymentMode
  account_id: string
  instrument?: { ref?: string; date?: string; bank?: string }
  tds_deducted?: number
  bank_charges?: number
  /** The party's control account: customers' (debtors) unless a supplier is paid or pays back. */
  control?: 'sys:debtors' | 'sys:creditors'
}

export type MoneyError =
  | 'amount_not_positive'
  | 'party_missing'
  | 'not_money_account'
  | 'reference_required'
  | 'deductions_not_allowed'
  | 'deductions_too_large'

export function checkMoney(
  input: MoneyInput,
  own: ReadonlyMap<string, { account_group: AccountGroup }> = new Map(),
): MoneyError[] {
  const errors: MoneyError[] = []
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) errors.push('amount_not_positive')
  if (!input.party_id) errors.push('party_missing')
  if (!isMoneyAccount(input.account_id, own)) errors.push('not_money_account')
  if (BANK_MODES.includes(input.mode) && (!input.instrument?.ref?.trim() || !input.instrument.date)) {
    errors.push('reference_required')
  }
  const tds = input.tds_deducted ?? 0
  const charges = input.bank_charges ?? 0
  if (input.kind !== 'rcpt' && (tds !== 0 || charges !== 0)) errors.push('deductions_not_allowed')
  else if (tds < 0 || charges < 0 || (charges > 0 && charges >= input.amount)) {
    errors.push('deductions_too_large')
  }
  return errors
}

export function moneyPostings(input: MoneyInput): Posting[] {
  const control = input.control ?? (input.kind === 'pay' ? 'sys:creditors' : 'sys:debtors')
  const party = { account_id: control, party_id: input.party_id }
  if (input.kind === 'rcpt') {
    const tds = input.tds_deducted ?? 0
    const charges = input.bank_charges ?? 0
    const lines: Posting[] = [{ account_id: input.account_id, dr: input.amount - charges, cr: 0 }]
    if (tds > 0) lines.push({ account_id: 'sys:tds-receivable', dr: tds, cr: 0 })
    if (charges > 0) lines.push({ account_id: 'sys:bank-charges', dr: charges, cr: 0 })
    lines.push({ ...party, dr: 0, cr: input.amount + tds })
    return lines
  }
  return [
    { ...party, dr: input.amount, cr: 0 },
    { account_id: input.account_id, dr: 0, cr: input.amount },
  ]
}

/** The postings of a bounced cheque: the receipt undone line by line (its own voucher, dated the bounce day),
 * so the party owes again what it was credited and the bank gives back what it was debited. */
export function bouncePostings(receipt: Pick<Voucher, 'postings'>): Posting[] {
  return receipt.postings.map((p) => ({ ...p, dr: p.cr, cr: p.dr }))
}

/** What a money voucher brought in: a receipt in, a refund or a payment out; a cancelled one nothing. */
export function netMoney(v: Pick<Voucher, 'type' | 'status' | 'payment'>): number {
  if (v.status === 'cancelled' || !v.payment) return 0
  return (v.type === 'rcpt' ? 1 : -1) * v.payment.amount
}
