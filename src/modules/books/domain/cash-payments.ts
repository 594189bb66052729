// Cash paid out under s.40A(3) of the Income-tax Act (research/modules.md §2.4): when the payments made to one
// person in a day otherwise than by an account payee cheque or draft or a bank's electronic mode exceed
// ₹10,000 in all, the expense they pay for is disallowed (and a liability of an earlier year paid so is taxed
// as income, s.40A(3A)). That costs the dealer tax; it breaks no rule the books must refuse, so a payment is
// warned of, never stopped. A refund of an advance is no expense, so only payments count.
import type { Voucher, VoucherPaymentMode } from '@schemas/vouchers.schema'

/** ₹10,000 in paise: cash paid to one person in a day beyond it is disallowed. */
export const CASH_PAYMENT_LIMIT = 10_000_00

/** A cash payment already made, reduced to what the rule reads. */
export type CashPaid = { id: string; party_id: string; doc_date: string; amount: number }

export type CashPaymentWarning = {
  /** Cash already paid to the party that day. */
  already: number
  /** With this payment. */
  total: number
  limit: number
}

/** Why this payment costs the dealer the expense under s.40A(3); null when it does not. */
export function cashPaymentWarning(
  candidate: { mode: VoucherPaymentMode; amount: number; party_id: string; doc_date: string },
  prior: readonly CashPaid[],
): CashPaymentWarning | null {
  if (candidate.mode !== 'cash' || candidate.amount <= 0) return null
  const already = prior
    .filter((p) => p.party_id === candidate.party_id && p.doc_date === candidate.doc_date)
    .reduce((n, p) => n + p.amount, 0)
  const total = already + candidate.amount
  return total > CASH_PAYMENT_LIMIT ? { already, total, limit: CASH_PAYMENT_LIMIT } : null
}

/** The posted, not cancelled cash payments among `vouchers`, as the rule reads them. */
export function cashPayments(vouchers: readonly Voucher[]): CashPaid[] {
  return vouchers
    .filter((v) => v.type === 'pay' && v.status === 'posted' && v.payment?.mode === 'cash')
    .map((v) => ({
      id: v.id,
      party_id: v.party_id,
      doc_date: v.doc_date,
      amount: v.payment?.amount ?? 0,
    }))
}
