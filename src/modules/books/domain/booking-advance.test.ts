import { describe, expect, it } from 'vitest'
import { advanceVoucher, advanceVoucherId, refundVoucher, refundVoucherId } from './booking-advance'
import { checkPostings } from './postings'

const booking = {
  id: 'b-1',
  receipt_no: 'RVD86/2526/0001',
  booking_date: '2025-11-01',
  party_id: 'p-1',
  customer_name: 'Ramesh Kumar',
  amount: 1_50_000_00,
  payment_mode: 'cash' as const,
  created_at: 1_761_955_200_000,
  created_by: 'u-1',
}

describe("a booking's advance in the books", () => {
  it('is the same voucher id on every device, and another for another booking', async () => {
    const id = await advanceVoucherId('b-1')
    expect(id).toMatch(/^rv-[0-9a-f]{32}$/)
    expect(id.length).toBeLessThanOrEqual(40)
    expect(await advanceVoucherId('b-1')).toBe(id)
    expect(await advanceVoucherId('b-2')).not.toBe(id)
  })

  it('is a posted receipt with the printed number, allocated to the booking, that balances', () => {
    const v = advanceVoucher(booking)!
    expect(v).toMatchObject({
      type: 'rcpt',
      status: 'posted',
      number: 'RVD86/2526/0001',
      fy: '2526',
      doc_date: '2025-11-01',
      booking_id: 'b-1',
      posted_by: 'u-1',
      payment: { amount: 1_50_000_00, mode: 'cash', account_id: 'sys:cash', on_account: 0 },
    })
    expect(v.payment?.allocations).toEqual([
      { doc_id: 'b-1', doc_no: 'RVD86/2526/0001', doc_date: '2025-11-01', amount: 1_50_000_00 },
    ])
    expect(checkPostings(v.postings)).toEqual([])
  })

  it('goes to the bank with its reference when not in cash; nothing when there was no advance', () => {
    const v = advanceVoucher({ ...booking, payment_mode: 'bank_transfer', payment_ref: 'UTR123' })!
    expect(v.payment).toMatchObject({ mode: 'neft', account_id: 'sys:bank', instrument: { ref: 'UTR123' } })
    expect(advanceVoucher({ ...booking, amount: 0 })).toBeNull()
  })
})

describe("a cancelled booking's refund in the books", () => {
  const cancelled = {
    ...booking,
    cancelled_on: '2025-11-20',
    refund_amount: 1_00_000_00,
    refund_mode: 'cheque' as const,
    updated_at: 1_763_600_000_000,
  }

  it('is a Rule 51 refund voucher citing the advance, numbered after it in the RF series, that balances', async () => {
    const advanceId = await advanceVoucherId('b-1')
    expect(await refundVoucherId('b-1')).toMatch(/^rf-[0-9a-f]{32}$/)
    const v = refundVoucher(cancelled, advanceId)!
    expect(v).toMatchObject({
      type: 'rfnd',
      number: 'RFD86/2526/0001',
      against_id: advanceId,
      booking_id: 'b-1',
      doc_date: '2025-11-20',
      payment: { amount: 1_00_000_00, mode: 'cheque', account_id: 'sys:bank' },
    })
    expect(v.postings).toEqual([
      { account_id: 'sys:debtors', party_id: 'p-1', dr: 1_00_000_00, cr: 0 },
      { account_id: 'sys:bank', dr: 0, cr: 1_00_000_00 },
    ])
    expect(checkPostings(v.postings)).toEqual([])
  })

  it('is nothing when no refund was made', () => {
    expect(refundVoucher({ ...cancelled, refund_amount: 0 }, 'rv-x')).toBeNull()
    expect(refundVoucher({ ...cancelled, cancelled_on: undefined }, 'rv-x')).toBeNull()
  })
})

describe('the advance receipt voucher (Rule 50)', () => {
  it('describes the vehicle the advance is for', () => {
    expect(advanceVoucher({ ...booking, model: 'Swift', variant: 'VXi', colour: 'Red' })?.narration).toBe(
      'Advance against booking of Swift VXi Red',
    )
    expect(advanceVoucher(booking)?.narration).toBe('Advance against booking')
  })
})
