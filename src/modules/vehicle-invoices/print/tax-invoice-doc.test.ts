import { describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import { g1, printed, printInput as input } from './invoice-print.test-data'
import { printedHsn, taxInvoiceDoc } from './tax-invoice-doc'

describe('the tax invoice printed', () => {
  it('G1: three copies of the tax invoice with every Rule 46 particular, road tax below the tax, TCS, words', () => {
    const text = printed(taxInvoiceDoc(input()))
    for (const copy of ['ORIGINAL FOR RECIPIENT', 'DUPLICATE FOR TRANSPORTER', 'TRIPLICATE FOR SUPPLIER']) {
      expect(text).toContain(copy)
    }
    expect(text.indexOf('ORIGINAL FOR RECIPIENT')).toBeLessThan(text.indexOf('DUPLICATE FOR TRANSPORTER'))
    expect(text).toContain('TAX INVOICE')
    expect(text).toContain('NRINV-2526/A0001')
    expect(text).toContain('Sunita Patil (W/O Arun Patil)')
    expect(text).toContain('Place of supply')
    expect(text).toContain('Reverse charge')
    expect(text).toContain('Chassis: MA1TA2WE5R2A12345')
    expect(text).toContain('₹14,50,000.00')
    expect(text).toContain('₹2,90,305.08')
    expect(text).toContain('Road tax and registration (RTO) — Paid on behalf of the buyer')
    expect(text).toContain('TCS u/s 206C(1F) @ 1%')
    expect(text).toContain('₹20,340.00')
    expect(text).toMatch(/Twenty-One Lakh Seventy-Four Thousand Three Hundred Forty/)
    // HSN at four digits up to ₹5 crore, six above.
    expect(text).toContain('| 8703 |')
    expect(printed(taxInvoiceDoc(input({ band: 'upto_10cr' })))).toContain('| 870333 |')
    // Two rates (the car at 40 %, the mats at 18 %): the tax summed per rate, after the lines.
    expect(text).toContain('Tax by rate')
    expect(text.indexOf('Tax by rate')).toBeLessThan(text.indexOf('Road tax and registration (RTO)'))
    expect(text).toMatch(/\| 40% \| ₹[\d,.]+ \| ₹[\d,.]+ \| ₹[\d,.]+ \| ₹0\.00 \|/)
    expect(text).toMatch(/\| 18% \| ₹3,389\.83 \| ₹305\.08 \| ₹305\.08 \| ₹0\.00/)
  })

  it('prints the buyer’s state with its code, the delivery state and the details under their labels', () => {
    const base = g1()
    const invoice: Voucher = {
      ...base,
      party: { ...base.party!, delivery_address: 'Plot 4, Belgaum', delivery_state_code: '29' },
      details: { hypothecation: 'HDFC Bank', salesPerson: 'Ravi', tcs_exempt_reason: 'Government' },
    }
    const text = printed(taxInvoiceDoc(input({ invoice })))
    expect(text).toContain('State / code | Maharashtra (27)')
    expect(text).toContain('Delivery state / code | Karnataka (29)')
    expect(text).toContain('Hypothecated to | HDFC Bank')
    expect(text).toContain('Sales person | Ravi')
    expect(text).toContain('TCS not collected because | Government')
    expect(text).not.toContain('salesPerson')
    const hi = printed(taxInvoiceDoc(input({ invoice, lang: 'hi' })))
    expect(hi).toContain('हाइपोथिकेशन | HDFC Bank')
    expect(hi).toContain('डिलीवरी का राज्य / कोड')
  })

  it('prints in Hindi', () => {
    const text = printed(taxInvoiceDoc(input({ lang: 'hi' })))
    expect(text).toContain('टैक्स इनवॉइस')
    expect(text).toContain('आपूर्ति का स्थान')
  })

  it('prints HSN at the band’s digits without padding', () => {
    expect(printedHsn('87033390', 'upto_5cr')).toBe('8703')
    expect(printedHsn('87033390', 'above_10cr')).toBe('870333')
    expect(printedHsn('8708', 'above_10cr')).toBe('8708')
    expect(printedHsn(undefined, 'upto_5cr')).toBe('')
  })
})
