import { describe, expect, it } from 'vitest'
import { invoiceRefusals, invoiceSeries, type InvoiceFacts } from './invoice-rules'

/** G1's buyer: unregistered, Pune, PAN given; Om Motors with its GSTIN. */
const g1: InvoiceFacts = {
  dealer: { company_name: 'Om Motors', gst_no: '27AAPFU0939F1ZV' },
  series: 'NRINV',
  buyer: {
    name: 'Sunita Patil',
    gst_category: 'unregistered',
    address: '12 FC Road, Pune',
    delivery_address: 'Showroom, Pune',
    state_code: '27',
    pan: 'ABCPE1234F',
  },
  taxable: 14_53_389_83,
  twoWheeler: false,
  tcsRemoved: false,
  vehicle: { state: 'allotted', flags: [], allottedTo: 'b1' },
  bookingId: 'b1',
}

describe('what a vehicle invoice must be before posting', () => {
  it('takes RINV for a registered buyer with a valid GSTIN and NRINV otherwise', () => {
    expect(invoiceSeries({ gstin: '29AABCK7421M1Z7', gst_category: 'regular' })).toBe('RINV')
    expect(invoiceSeries({ gstin: '29AABCK7421M1Z8', gst_category: 'regular' })).toBe('NRINV')
    expect(invoiceSeries({ gstin: '29AABCK7421M1Z7', gst_category: 'unregistered' })).toBe('NRINV')
    expect(invoiceSeries({})).toBe('NRINV')
  })

  it("passes G1, and asks Rule 46(e)'s recipient details of an unregistered buyer at ₹50,000 or more", () => {
    expect(invoiceRefusals(g1)).toEqual([])
    const bare = { ...g1, buyer: { ...g1.buyer, address: ' ', delivery_address: '', state_code: null } }
    expect(invoiceRefusals(bare)).toEqual([
      { code: 'rule_46e', fields: ['address', 'delivery_address', 'state_code'] },
    ])
    expect(invoiceRefusals({ ...bare, taxable: 49_999_99, twoWheeler: true })).toEqual([])
  })

  it('refuses a series the buyer does not fit, and a four-wheeler without PAN or Form 60', () => {
    expect(invoiceRefusals({ ...g1, series: 'RINV' })).toContainEqual({ code: 'rinv_without_gstin' })
    const registered = { ...g1.buyer, gstin: '27AAPFU0939F1ZV', gst_category: 'regular' }
    expect(invoiceRefusals({ ...g1, buyer: registered })).toContainEqual({ code: 'nrinv_with_gstin' })
    const noPan = { ...g1, buyer: { ...g1.buyer, pan: 'NOTAPAN' } }
    expect(invoiceRefusals(noPan)).toEqual([{ code: 'pan_or_form60' }])
    expect(invoiceRefusals({ ...noPan, buyer: { ...noPan.buyer, form60: true } })).toEqual([])
    expect(invoiceRefusals({ ...noPan, twoWheeler: true })).toEqual([])
  })

  it("refuses the dealer's placeholder name or a bad GSTIN, TCS left out without a reason, and a chassis sold, allotted to another booking or flagged", () => {
    expect(invoiceRefusals({ ...g1, dealer: { company_name: 'AutoBahi Pro', gst_no: 'x' } })).toEqual([
      { code: 'company_not_set' },
      { code: 'dealer_gstin_invalid' },
    ])
    expect(invoiceRefusals({ ...g1, tcsRemoved: true })).toEqual([{ code: 'tcs_without_reason' }])
    expect(invoiceRefusals({ ...g1, tcsRemoved: true, tcsExemptReason: 'Embassy' })).toEqual([])
    expect(invoiceRefusals({ ...g1, bookingId: 'b2' })).toEqual([{ code: 'chassis_other_booking' }])
    expect(invoiceRefusals({ ...g1, vehicle: { state: 'sold', flags: [] } })).toEqual([
      { code: 'chassis_not_available', state: 'sold' },
    ])
    expect(invoiceRefusals({ ...g1, vehicle: { state: 'in_stock', flags: ['double_allotment'] } })).toEqual([
      { code: 'chassis_flagged' },
    ])
  })
})
