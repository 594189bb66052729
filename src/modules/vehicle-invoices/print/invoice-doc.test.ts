import { describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import { G1_CONTEXT, G1_DRAFT } from '../domain/fixtures.test-data'
import { checkInvoice } from '../domain/invoice-draft'
import { localIsoDate, printedHsn, vehicleInvoiceDoc, type InvoicePrint } from './invoice-doc'

function g1(): Voucher {
  const r = checkInvoice(G1_DRAFT, G1_CONTEXT)
  if (!r.ok) throw new Error('G1')
  return {
    ...r.value.voucher,
    id: 'v1',
    rev: 1,
    created_at: 1,
    updated_at: 1,
    list_key: 'x',
    number: 'NRINV-2526/A0001',
    delivery: {
      at: Date.UTC(2025, 10, 16, 12),
      odometer: 12,
      checklist: ['keys', 'tools'],
      gate_pass_no: 'GP-9',
    },
  }
}

const input = (patch: Partial<InvoicePrint> = {}): InvoicePrint => ({
  invoice: g1(),
  company: { company_name: 'Om Motors', gst_no: '27AAPFU0939F1ZV', state: 'Maharashtra' },
  lang: 'en',
  band: 'upto_5cr',
  variant: {
    make: 'Mahindra',
    model: 'XUV700',
    variant: 'AX7',
    body: 'car',
    fuel: 'diesel',
    seating: 7,
    engine_cc: 2184,
  },
  ...patch,
})

/** Every piece of text the spec prints, in order. */
const printed = (doc: ReturnType<typeof vehicleInvoiceDoc>) =>
  JSON.stringify(doc.spec)
    .match(/"text":"((?:[^"\\]|\\.)*)"/g)!
    .map((m) => JSON.parse(m.slice(7)) as string)
    .join(' | ')

describe('the vehicle invoice printed', () => {
  it('G1: three copies of the tax invoice with every Rule 46 particular, road tax below the tax, TCS, words', () => {
    const text = printed(vehicleInvoiceDoc(input(), 'invoice'))
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
    expect(printed(vehicleInvoiceDoc(input({ band: 'upto_10cr' }), 'invoice'))).toContain('| 870333 |')
    // Two rates (the car at 40 %, the mats at 18 %): the tax summed per rate, after the lines.
    expect(text).toContain('Tax by rate')
    expect(text.indexOf('Tax by rate')).toBeLessThan(text.indexOf('Road tax and registration (RTO)'))
    expect(text).toMatch(/\| 40% \| ₹[\d,.]+ \| ₹[\d,.]+ \| ₹[\d,.]+ \| ₹0\.00 \|/)
    expect(text).toMatch(/\| 18% \| ₹3,389\.83 \| ₹305\.08 \| ₹305\.08 \| ₹0\.00/)
  })

  it('the gate pass and Form 21 carry the vehicle, the buyer and the delivery', () => {
    const pass = printed(vehicleInvoiceDoc(input(), 'gatepass'))
    expect(pass).toContain('GATE PASS')
    expect(pass).toContain('GP-9')
    expect(pass).toContain('12 km')
    const form21 = printed(vehicleInvoiceDoc(input(), 'form21'))
    expect(form21).toContain('FORM 21 — SALE CERTIFICATE')
    expect(form21).toContain('W/O Arun Patil')
    expect(form21).toContain('MA1TA2WE5R2A12345')
    expect(form21).toContain('WEK4A12345')
    expect(form21).toContain('2184 cc')
    expect(form21).toContain('Motor car')
    expect(form21).toContain('Type of fuel | Diesel')
    expect(printed(vehicleInvoiceDoc(input({ lang: 'hi' }), 'form21'))).toContain('डीज़ल')
  })

  it('Form 21 leaves the colour blank when the line names none, and dates the delivery where the dealer is', () => {
    const base = g1()
    const line = base.lines.find((l) => l.kind === 'vehicle')!
    const invoice: Voucher = {
      ...base,
      lines: base.lines.map((l) => (l === line ? { ...l, description: 'XUV700 AX7' } : l)),
      delivery: { at: new Date(2025, 10, 20, 0, 30).getTime(), remarks: 'Fastag fitted' },
    }
    const form21 = printed(vehicleInvoiceDoc(input({ invoice }), 'form21'))
    expect(form21).toContain('Colour |  |')
    expect(form21).toContain('20 Nov 2025')
    expect(localIsoDate(new Date(2025, 0, 5, 23, 59).getTime())).toBe('2025-01-05')
    expect(printed(vehicleInvoiceDoc(input({ invoice }), 'gatepass'))).toContain('Remarks | Fastag fitted')
  })

  it('prints the buyer’s state with its code, the delivery state and the details under their labels', () => {
    const base = g1()
    const invoice: Voucher = {
      ...base,
      party: { ...base.party!, delivery_address: 'Plot 4, Belgaum', delivery_state_code: '29' },
      details: { hypothecation: 'HDFC Bank', salesPerson: 'Ravi', tcs_exempt_reason: 'Government' },
    }
    const text = printed(vehicleInvoiceDoc(input({ invoice }), 'invoice'))
    expect(text).toContain('State / code | Maharashtra (27)')
    expect(text).toContain('Delivery state / code | Karnataka (29)')
    expect(text).toContain('Hypothecated to | HDFC Bank')
    expect(text).toContain('Sales person | Ravi')
    expect(text).toContain('TCS not collected because | Government')
    expect(text).not.toContain('salesPerson')
    const hi = printed(vehicleInvoiceDoc(input({ invoice, lang: 'hi' }), 'invoice'))
    expect(hi).toContain('हाइपोथिकेशन | HDFC Bank')
    expect(hi).toContain('डिलीवरी का राज्य / कोड')
  })

  it('prints in Hindi', () => {
    const text = printed(vehicleInvoiceDoc(input({ lang: 'hi' }), 'invoice'))
    expect(text).toContain('टैक्स इनवॉइस')
    expect(text).toContain('आपूर्ति का स्थान')
    expect(printed(vehicleInvoiceDoc(input({ lang: 'hi' }), 'form21'))).toContain('बिक्री प्रमाणपत्र')
  })

  it('prints HSN at the band’s digits without padding', () => {
    expect(printedHsn('87033390', 'upto_5cr')).toBe('8703')
    expect(printedHsn('87033390', 'above_10cr')).toBe('870333')
    expect(printedHsn('8708', 'above_10cr')).toBe('8708')
    expect(printedHsn(undefined, 'upto_5cr')).toBe('')
  })
})
