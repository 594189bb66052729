// The receipt form's model (research/modules.md §3.12): a draft of what the counter typed, checked by one pure
// function into a voucher ready to post, or into error codes per field. Everything §3.12 refuses is refused
// here, on the device, before a number is taken: an amount of nothing, a bank mode without its reference,
// cash received at the limit of s.269ST on any of its three limbs, allocations beyond what is open or beyond
// the amount, a refund beyond what was received, a date the period rules forbid. A payment to a supplier is
// allocated against the supplier's open bills as a receipt against a customer's; cash paid to one supplier
// beyond ₹10,000 in a day (s.40A(3)) is warned of, not refused (receiptWarning).
import type { AccountGroup } from '@schemas/accounts.schema'
import type { Party } from '@schemas/parties.schema'
import type { Allocation, VoucherPaymentMode } from '@schemas/vouchers.schema'
import { dateField, moneyField, type Checked, type FieldErrors } from '@/utils/form-model'
import { allocateFifo, checkAllocations, type OpenDocument } from './allocation'
import { chainKeys, checkCash, type CashReceipt } from './cash-guard'
import { cashPaymentWarning, type CashPaid, type CashPaymentWarning } from './cash-payments'
import { isMoneyAccount } from './chart'
import { BANK_MODES, moneyPostings, type MoneyKind } from './money'
import { dateRefusal, type PeriodRules } from './period'
import { SERIES_PREFIX } from './voucher-series'
import type { UnnumberedVoucher } from './voucher-fields'
import { financialYearOf } from '@/utils/financial-year'
import { formatPaise } from '@/utils/indian-number'
import { parsePlainDate } from '@/utils/plain-date'

export type ReceiptDraft = {
  kind: MoneyKind
  party_id: string
  doc_date: string
  /** Rupees as typed. */
  amount: string
  mode: VoucherPaymentMode
  account_id: string
  /** UTR, cheque, DD or card slip number; its date; the drawee bank. */
  ref: string
  ref_date: string
  bank: string
  /** A financier paying for the customer. */
  received_from: string
  /** A receipt or refund for this booking. */
  booking_id: string
  /** A refund: the receipt voucher it pays back (Rule 51 cites it). */
  against_id: string
  /** Started from one bill's screen: the money is meant for that bill, so it is settled first. */
  bill_id: string
  /** Rupees per open document, as typed; null: spread oldest first (FIFO). */
  allocations: Record<string, string> | null
  tds: string
  charges: string
  narration: string
}

export function emptyReceipt(kind: MoneyKind, today: string): ReceiptDraft {
  return {
    kind,
    party_id: '',
    doc_date: today,
    amount: '',
    mode: 'cash',
    account_id: 'sys:cash',
    ref: '',
    ref_date: '',
    bank: '',
    received_from: '',
    booking_id: '',
    against_id: '',
    bill_id: '',
    allocations: null,
    tds: '',
    charges: '',
    narration: '',
  }
}

/** A booking of the party, as a receipt is made against it. */
export type BookingRef = { id: string; receipt_no: string; booking_date: string; party_id: string }

/** A receipt that a refund may pay back, with what of it is not refunded yet. */
export type RefundableReceipt = {
  id: string
  number: string
  doc_date: string
  party_id: string
  booking_id?: string
  refundable: number
}

export type ReceiptContext = {
  period: PeriodRules
  accounts: ReadonlyMap<string, { account_group: AccountGroup }>
  party: Pick<Party, 'id' | 'name' | 'gstin' | 'state_code' | 'address' | 'pan'> | null
  /** The party's bills still open: a customer's invoices for a receipt (ledger.openItems), a supplier's bills
   * for a payment (ledger.payableItems). */
  open: readonly OpenDocument[]
  bookings: readonly BookingRef[]
  /** Posted cash receipts of the company (cash-guard.cashReceipts). */
  priorCash: readonly CashReceipt[]
  /** Posted cash payments (cash-payments.cashPayments); only a payment reads them. */
  priorCashPaid?: readonly CashPaid[]
  /** Receipts a refund may pay back. */
  refundable: readonly RefundableReceipt[]
}

export type ReceiptField =
  | 'party_id'
  | 'doc_date'
  | 'amount'
  | 'mode'
  | 'account_id'
  | 'ref'
  | 'ref_date'
  | 'booking_id'
  | 'against_id'
  | 'allocations'
  | 'tds'
  | 'charges'

/** The order the form shows its fields in (the error summary follows it). */
export const RECEIPT_FIELDS: readonly ReceiptField[] = [
  'party_id',
  'against_id',
  'booking_id',
  'doc_date',
  'amount',
  'mode',
  'account_id',
  'ref',
  'ref_date',
  'allocations',
  'tds',
  'charges',
]

export type ReceiptErrorCode =
  | 'required'
  | 'invalid'
  | 'not_positive'
  | 'too_large'
  | 'period_locked'
  | 'future_date'
  | 'read_only'
  | 'not_money_account'
  | 'cash_single'
  | 'cash_party_day'
  | 'cash_chain'
  | 'cash_refund'
  | 'over_pending'
  | 'over_amount'
  | 'not_open'
  | 'other_party'
  | 'deductions_too_large'
  | 'over_refundable'

export type ReceiptErrors = FieldErrors<ReceiptField, ReceiptErrorCode>

/** The allocations a draft stands for: the user's, or FIFO over the open bills (none against a booking). */
export function draftAllocations(
  draft: ReceiptDraft,
  amount: number,
  ctx: Pick<ReceiptContext, 'open' | 'bookings'>,
): { allocations: Allocation[]; on_account: number; typed: boolean } {
  if (draft.kind === 'rfnd') return { allocations: [], on_account: 0, typed: false }
  if (draft.booking_id) {
    const b = ctx.bookings.find((x) => x.id === draft.booking_id)
    return {
      allocations: b
        ? [{ doc_id: b.id, doc_no: b.receipt_no, doc_date: b.booking_date, amount }]
        : [{ doc_id: draft.booking_id, amount }],
      on_account: 0,
      typed: false,
    }
  }
  if (draft.allocations === null) {
    return { ...allocateFifo(amount, ctx.open, draft.bill_id || undefined), typed: false }
  }
  const allocations: Allocation[] = []
  for (const d of ctx.open) {
    const text = draft.allocations[d.doc_id]
    if (text === undefined || text.trim() === '') continue
    const paise = moneyField(text, { allowZero: true })
    const value = paise.ok ? paise.value : Number.NaN
    if (value === 0) continue
    allocations.push({ doc_id: d.doc_id, doc_no: d.doc_no, doc_date: d.doc_date, amount: value })
  }
  const given = allocations.reduce((n, a) => n + (Number.isNaN(a.amount) ? 0 : a.amount), 0)
  return { allocations, on_account: Math.max(0, amount - given), typed: true }
}

/** The draft as a voucher ready to post, or what is wrong with it. */
export function checkReceipt(
  draft: ReceiptDraft,
  ctx: ReceiptContext,
): Checked<UnnumberedVoucher, ReceiptField, ReceiptErrorCode> {
  const errors: ReceiptErrors = {}
  if (!draft.party_id || !ctx.party) errors.party_id = { code: 'required' }

  const date = dateField(draft.doc_date)
  if (!date.ok) errors.doc_date = date.error
  else {
    const refusal = dateRefusal(date.value, ctx.period)
    if (refusal) errors.doc_date = { code: refusal }
  }

  const amount = moneyField(draft.amount)
  if (!amount.ok) errors.amount = amount.error
  const tds = draft.kind === 'rcpt' ? moneyField(draft.tds, { optional: true }) : null
  const charges = draft.kind === 'rcpt' ? moneyField(draft.charges, { optional: true }) : null
  if (tds && !tds.ok) errors.tds = tds.error
  if (charges && !charges.ok) errors.charges = charges.error
  if (amount.ok && charges?.ok && charges.value > 0 && charges.value >= amount.value) {
    errors.charges = { code: 'deductions_too_large' }
  }

  if (!isMoneyAccount(draft.account_id, ctx.accounts)) errors.account_id = { code: 'not_money_account' }
  else if ((draft.mode === 'cash') !== (draft.account_id === 'sys:cash')) {
    // Cash goes to the cash account, a bank mode to a bank: the cash book and the bank book stay true.
    errors.account_id = { code: 'not_money_account' }
  }
  if (BANK_MODES.includes(draft.mode)) {
    if (!draft.ref.trim()) errors.ref = { code: 'required' }
    if (!draft.ref_date) errors.ref_date = { code: 'required' }
    else if (!dateField(draft.ref_date).ok) errors.ref_date = { code: 'invalid' }
  }

  const refunded = draft.kind === 'rfnd' ? ctx.refundable.find((r) => r.id === draft.against_id) : undefined
  if (draft.kind === 'rfnd') {
    if (!refunded || refunded.party_id !== draft.party_id) errors.against_id = { code: 'required' }
    else if (amount.ok && amount.value > refunded.refundable) {
      errors.amount = { code: 'over_refundable', values: { refundable: refunded.refundable } }
    }
  }
  if (draft.booking_id && draft.kind !== 'rfnd') {
    const booking = ctx.bookings.find((b) => b.id === draft.booking_id)
    if (!booking) errors.booking_id = { code: 'required' }
    else if (booking.party_id !== draft.party_id) errors.booking_id = { code: 'other_party' }
  }

  const value = amount.ok ? amount.value : 0
  const { allocations, on_account, typed } = draftAllocations(draft, value, ctx)
  if (typed && amount.ok) {
    if (allocations.some((a) => Number.isNaN(a.amount))) errors.allocations = { code: 'invalid' }
    else {
      const problem = checkAllocations(value, draft.party_id, allocations, ctx.open)[0]
      if (problem?.code === 'over_pending') {
        errors.allocations = { code: 'over_pending', values: { pending: problem.pending } }
      } else if (problem?.code === 'over_amount') {
        errors.allocations = { code: 'over_amount', values: { allocated: problem.allocated } }
      } else if (problem) {
        errors.allocations = { code: problem.code === 'not_positive' ? 'invalid' : problem.code }
      }
    }
  }

  const bookingChain = draft.booking_id || refunded?.booking_id
  const chains = chainKeys(
    bookingChain ? [{ doc_id: bookingChain }] : allocations,
    new Map(
      ctx.bookings
        .map((b) => [b.id, { kind: 'booking' as const, id: b.id }] as const)
        .concat(bookingChain ? [[bookingChain, { kind: 'booking' as const, id: bookingChain }]] : []),
    ),
  )
  if (amount.ok && date.ok && draft.kind !== 'pay') {
    const cash = checkCash(
      {
        kind: draft.kind,
        mode: draft.mode,
        amount: value,
        party_id: draft.party_id,
        doc_date: date.value,
        chains,
      },
      ctx.priorCash,
    )
    if (!cash.ok) {
      errors.amount = {
        code: `cash_${cash.limb}`,
        values: {
          already: cash.already,
          limit: cash.limit,
          most: Math.max(0, cash.limit - cash.already - 100),
        },
      }
    }
  }

  if (Object.keys(errors).length > 0 || !amount.ok || !date.ok || !ctx.party) return { ok: false, errors }

  const fy = financialYearOf((parsePlainDate(date.value) as { ok: true; value: never }).value)
  const instrument = BANK_MODES.includes(draft.mode)
    ? {
        ref: draft.ref.trim(),
        date: draft.ref_date,
        ...(draft.bank.trim() ? { bank: draft.bank.trim() } : {}),
      }
    : undefined
  const deductions = {
    tds_deducted: tds?.ok ? tds.value : 0,
    bank_charges: charges?.ok ? charges.value : 0,
  }
  const postings = moneyPostings({
    kind: draft.kind,
    party_id: draft.party_id,
    amount: value,
    mode: draft.mode,
    account_id: draft.account_id,
    ...deductions,
  })
  const party = ctx.party
  return {
    ok: true,
    value: {
      type: draft.kind,
      status: 'posted',
      series: SERIES_PREFIX[draft.kind],
      fy: fy.ok ? fy.value.shortCode : '',
      doc_date: date.value,
      party_id: draft.party_id,
      party: {
        name: party.name,
        ...(party.gstin ? { gstin: party.gstin } : {}),
        ...(party.state_code ? { state_code: party.state_code } : {}),
        ...(party.address ? { address: party.address } : {}),
        ...(party.pan ? { pan: party.pan } : {}),
      },
      ...(bookingChain ? { booking_id: bookingChain } : {}),
      ...(refunded ? { against_id: refunded.id } : {}),
      lines: [],
      totals: { grand_total: value, ...(deductions.tds_deducted ? { tds: deductions.tds_deducted } : {}) },
      payment: {
        amount: value,
        mode: draft.mode,
        account_id: draft.account_id,
        ...(draft.received_from.trim() ? { received_from: draft.received_from.trim() } : {}),
        ...(instrument ? { instrument } : {}),
        allocations:
          draft.kind === 'rfnd' && bookingChain ? [{ doc_id: bookingChain, amount: value }] : allocations,
        on_account,
        ...(draft.kind === 'rcpt' ? deductions : {}),
        ...(draft.mode === 'cheque' && draft.kind === 'rcpt' ? { cheque_status: 'deposited' as const } : {}),
      },
      postings,
      stock_moves: [],
      ...(draft.narration.trim() ? { narration: draft.narration.trim() } : {}),
      print_count: 0,
    },
  }
}

export type ReceiptWarning = { field: 'amount'; code: 'cash_40a3'; values: CashPaymentWarning }

/** What the draft may post with but the user should know first: cash paid to one supplier beyond ₹10,000 in a
 * day, whose expense s.40A(3) disallows. */
export function receiptWarning(
  draft: ReceiptDraft,
  ctx: Pick<ReceiptContext, 'priorCashPaid'>,
): ReceiptWarning | null {
  if (draft.kind !== 'pay' || !draft.party_id) return null
  const amount = moneyField(draft.amount)
  const date = dateField(draft.doc_date)
  if (!amount.ok || !date.ok) return null
  const warning = cashPaymentWarning(
    { mode: draft.mode, amount: amount.value, party_id: draft.party_id, doc_date: date.value },
    ctx.priorCashPaid ?? [],
  )
  return warning ? { field: 'amount', code: 'cash_40a3', values: warning } : null
}

/** An allocation's amount as the form shows it in its field: plain rupees ("4000.50"), nothing for none. */
export function allocationText(paise: number): string {
  return paise ? formatPaise(paise, { symbol: false, paise: 'auto' }).replace(/,/g, '') : ''
}

/** The draft with one bill's amount typed: the first typed amount fixes the others as they were spread. */
export function typeAllocation(
  draft: ReceiptDraft,
  spread: readonly Allocation[],
  docId: string,
  text: string,
): ReceiptDraft {
  const base =
    draft.allocations ?? Object.fromEntries(spread.map((a) => [a.doc_id, allocationText(a.amount)]))
  return { ...draft, allocations: { ...base, [docId]: text } }
}
