import { describe, expect, it } from 'vitest'
import { advanceVoucher, advanceVoucherId } from './booking-advance'
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
