// Cash received under s.269ST of the Income-tax Act (penalty: 100 % of it, s.271DA); research/modules.md §2.4.
// A cash receipt is refused when, with it, the cash already received (a) from the same party on the same day,
// (b) in the same chain of transactions (a booking, its vehicle invoice and the receipts against either; a
// workshop or counter invoice is a chain of its own), or (c) in this receipt alone reaches ₹2,00,000. A cash
// refund of ₹2,00,000 or more is refused too (the payee would break the same law). Devices offline at once can
// break (a) or (b) together; sync shows that, this rule cannot.
import type { Voucher, VoucherPaymentMode } from '@schemas/vouchers.schema'

/** ₹2,00,000 in paise: the amount itself is already too much. */
export const CASH_LIMIT = 2_00_000_00

export type CashLimb = 'single' | 'party_day' | 'chain' | 'refund'
export type CashCheck = { ok: true } | { ok: false; limb: CashLimb; already: number; limit: number }

/** A cash receipt already made, reduced to what the rule reads. */
export type CashReceipt = {
  id: string
  party_id: string
  doc_date: string
  amount: number
  /** The chains it was received in (chainKeys). */
  chains: readonly string[]
}

export type CashCandidate = {
  kind: 'rcpt' | 'rfnd'
  mode: VoucherPaymentMode
  amount: number
  party_id: string
  doc_date: string
  chains: readonly string[]
}

/** The chain a document belongs to: a booking's, for the booking and the vehicle invoice raised from it; its
 * own for any other invoice. */
export function chainKeyOf(
  doc: { kind: 'booking'; id: string } | Pick<Voucher, 'id' | 'booking_id'>,
): string {
  if ('kind' in doc) return `booking:${doc.id}`
  return doc.booking_id ? `booking:${doc.booking_id}` : `doc:${doc.id}`
}

/** The chains of a receipt: those of the documents it is allocated to. */
export function chainKeys(
  allocations: readonly { doc_id: string }[],
  docs: ReadonlyMap<string, { kind: 'booking'; id: string } | Pick<Voucher, 'id' | 'booking_id'>>,
): string[] {
  const keys = allocations.map((a) => {
    const doc = docs.get(a.doc_id)
    return doc ? chainKeyOf(doc) : `doc:${a.doc_id}`
  })
  return [...new Set(keys)]
}

export function checkCash(candidate: CashCandidate, prior: readonly CashReceipt[]): CashCheck {
  if (candidate.mode !== 'cash') return { ok: true }
  const refuse = (limb: CashLimb, already: number): CashCheck =>
    candidate.amount + already >= CASH_LIMIT ? { ok: false, limb, already, limit: CASH_LIMIT } : { ok: true }
  if (candidate.kind === 'rfnd') return refuse('refund', 0)
  const single = refuse('single', 0)
  if (!single.ok) return single
  const sameDay = prior
    .filter((r) => r.party_id === candidate.party_id && r.doc_date === candidate.doc_date)
    .reduce((n, r) => n + r.amount, 0)
  const day = refuse('party_day', sameDay)
  if (!day.ok) return day
  for (const chain of candidate.chains) {
    const inChain = prior.filter((r) => r.chains.includes(chain)).reduce((n, r) => n + r.amount, 0)
    const c = refuse('chain', inChain)
    if (!c.ok) return c
  }
  return { ok: true }
}

/** The posted, not cancelled cash receipts among `vouchers`, as the rule reads them. */
export function cashReceipts(
  vouchers: readonly Voucher[],
  docs: Parameters<typeof chainKeys>[1],
): CashReceipt[] {
  return vouchers
    .filter((v) => v.type === 'rcpt' && v.status === 'posted' && v.payment?.mode === 'cash')
    .map((v) => ({
      id: v.id,
      party_id: v.party_id,
      doc_date: v.doc_date,
      amount: v.payment?.amount ?? 0,
      chains: chainKeys(v.payment?.allocations ?? [], docs),
    }))
}
