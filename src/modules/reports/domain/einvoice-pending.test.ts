import { describe, expect, it } from 'vitest'
import { DEALER_GSTIN, DECEMBER, g2, goaCar, sale } from './fixtures.test-data'
import { einvoicesPending } from './einvoice-pending'

const seller = {
  gstin: DEALER_GSTIN,
  name: 'Om Motors',
  address: 'Station Road, Pune',
  place: 'Pune',
  pin: '411001',
  state_code: '27',
}
const DEC = { from: '2025-12-01', to: '2025-12-31' }
const buyer = { ...g2.party!, address: 'MG Road, Bengaluru', pin: '560001' }
const b2b = sale({ ...g2, party: buyer, lines: g2.lines })

describe('e-invoices pending', () => {
  it('lists a B2B vehicle invoice without an IRN with the days left of 30 at ₹10 crore or more', () => {
    const rows = einvoicesPending(
      [...DECEMBER.filter((v) => v.id !== g2.id), b2b],
      DEC,
      seller,
      'above_10cr',
      '2025-12-21',
    )
    expect(rows).toEqual([
      {
        id: g2.id,
        number: 'RINV-2526/A0001',
        date: '2025-12-01',
        buyer: 'K Motors',
        gstin: '29AABCK7421M1Z7',
        value: g2.totals.grand_total,
        daysLeft: 10,
        problems: [],
      },
    ])
    // Past the 30 days it stays, below zero.
    expect(einvoicesPending([b2b], DEC, seller, 'above_10cr', '2026-01-05')[0]!.daysLeft).toBe(-5)
  })

  it('counts no days below ₹10 crore, nothing below ₹5 crore, and says what an invoice lacks', () => {
    const rows = einvoicesPending([g2], DEC, seller, 'upto_10cr', '2025-12-21')
    expect(rows).toMatchObject([{ daysLeft: null, problems: ['buyer_address', 'buyer_pin'] }])
    expect(einvoicesPending([b2b], DEC, seller, 'upto_5cr', '2025-12-21')).toEqual([])
  })

  it('leaves out B2C invoices, reported ones and those outside the period', () => {
    const reported = sale({ ...b2b, id: 'r1', einvoice: { irn: 'a'.repeat(64) }, lines: b2b.lines })
    expect(einvoicesPending([goaCar, reported], DEC, seller, 'above_10cr', '2025-12-21')).toEqual([])
    expect(
      einvoicesPending([b2b], { from: '2025-11-01', to: '2025-11-30' }, seller, 'above_10cr', '2025-12-21'),
    ).toEqual([])
  })
})
