import { describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import {
  einvoiceBulk,
  einvoiceDaysLeft,
  einvoicePayload,
  einvoiceProblems,
  einvoicesDue,
  checkIrn,
  type Seller,
} from './einvoice'
import { G1_BUYER, G1_CONTEXT, G1_DRAFT } from './fixtures.test-data'
import { checkInvoice } from './invoice-draft'

const seller: Seller = {
  gstin: '27AAPFU0939F1ZV',
  name: 'Om Motors',
  address: 'Plot 4, Pune-Satara Road, Katraj',
  place: 'Pune',
  pin: '411046',
  state_code: '27',
}

function posted(partyPatch: Partial<typeof G1_BUYER> = {}): Voucher {
  const party = {
    ...G1_BUYER,
    gstin: '09AAACR5055K1Z5',
    gst_category: 'regular' as const,
    pin: '201301',
    ...partyPatch,
  }
  const r = checkInvoice(G1_DRAFT, { ...G1_CONTEXT, party })
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return {
    ...r.value.voucher,
    id: 'v1',
    rev: 1,
    created_at: 1,
    updated_at: 1,
    list_key: 'x',
    number: 'RINV-2526/A0001',
  }
}

describe('the e-invoice of a vehicle invoice (INV-01 v1.1)', () => {
  it('carries the posted figures: items without the pure-agent line, TCS and road tax in OthChrg, and adds up', () => {
    const p = einvoicePayload(posted(), seller)
    expect(p.TranDtls).toEqual({
      TaxSch: 'GST',
      SupTyp: 'B2B',
      RegRev: 'N',
      EcmGstin: null,
      IgstOnIntra: 'N',
    })
    expect(p.DocDtls).toEqual({ Typ: 'INV', No: 'RINV-2526/A0001', Dt: '15/11/2025' })
    expect(p.SellerDtls).toMatchObject({ Gstin: '27AAPFU0939F1ZV', Pin: 411046, Stcd: '27', Loc: 'Pune' })
    expect(p.BuyerDtls).toMatchObject({ Gstin: '09AAACR5055K1Z5', Pos: '27', Stcd: '09', Pin: 201301 })
    expect(p.ItemList).toHaveLength(2)
    expect(p.ItemList[0]).toMatchObject({
      SlNo: '1',
      IsServc: 'N',
      HsnCd: '87033390',
      PrdSlNo: 'MA1TA2WE5R2A12345',
      Qty: 1,
      Unit: 'NOS',
      AssAmt: 1450000,
      GstRt: 40,
      CgstAmt: 290000,
      SgstAmt: 290000,
      TotItemVal: 2030000,
    })
    expect(p.ValDtls).toEqual({
      AssVal: 1453389.83,
      CgstVal: 290305.08,
      SgstVal: 290305.08,
      IgstVal: 0,
      CesVal: 0,
      Discount: 0,
      OthChrg: 140340,
      RndOffAmt: 0.01,
      TotInvVal: 2174340,
    })
    const v = p.ValDtls
    const sum = v.AssVal + v.CgstVal + v.SgstVal + v.IgstVal + v.CesVal + v.OthChrg + v.RndOffAmt - v.Discount
    expect(Math.round(sum * 100)).toBe(Math.round(v.TotInvVal * 100))
    expect(p.ItemList.reduce((s, i) => s + Math.round(i.TotItemVal * 100), 0)).toBe(20_33_999_99)
  })

  it('applies to B2B above ₹5 crore only, and says what a buildable invoice lacks', () => {
    expect(einvoiceProblems(posted(), seller, 'upto_10cr')).toEqual([])
    expect(einvoiceProblems(posted(), seller, 'upto_5cr')).toEqual(['below_band'])
    const b2c = { ...posted(), party: { ...posted().party!, gstin: undefined, gst_category: 'unregistered' } }
    expect(einvoiceProblems(b2c, seller, 'above_10cr')).toEqual(['not_b2b'])
    expect(
      einvoiceProblems(
        posted({ pin: undefined, address: undefined }),
        { ...seller, pin: '0110' },
        'above_10cr',
      ),
    ).toEqual(['seller_pin', 'buyer_address', 'buyer_pin'])
    const bulk = einvoiceBulk([posted(), b2c, posted({ pin: undefined })], seller, 'upto_10cr')
    expect(bulk.payloads).toHaveLength(1)
    expect(bulk.skipped).toEqual([{ number: 'RINV-2526/A0001', problems: ['buyer_pin'] }])
    const done = { ...posted(), einvoice: { status: 'generated', irn: 'a'.repeat(64) } }
    expect(einvoiceBulk([done], seller, 'upto_10cr').payloads).toEqual([])
  })

  it('counts the 30 days only at ₹10 crore or more', () => {
    expect(einvoiceDaysLeft('2025-11-15', '2025-11-20', 'above_10cr')).toBe(25)
    expect(einvoiceDaysLeft('2025-11-15', '2025-12-16', 'above_10cr')).toBe(-1)
    expect(einvoiceDaysLeft('2025-11-15', '2025-11-20', 'upto_10cr')).toBeNull()
  })

  it("takes the IRP's answer only in its shapes", () => {
    const good = {
      irn: 'A'.repeat(64),
      ack_no: '1123 1000 1234 567',
      ack_date: '2025-11-15 17:31:00',
      signed_qr: 'aaa.bbb.ccc',
    }
    expect(checkIrn(good)).toEqual({
      ok: true,
      value: {
        irn: 'a'.repeat(64),
        ack_no: '112310001234567',
        ack_date: '2025-11-15 17:31:00',
        signed_qr: 'aaa.bbb.ccc',
      },
    })
    expect(checkIrn({ ...good, irn: 'xyz' })).toEqual({ ok: false, field: 'irn' })
    expect(checkIrn({ ...good, ack_no: '12' })).toEqual({ ok: false, field: 'ack_no' })
    expect(checkIrn({ ...good, ack_date: '15/11/2025' })).toEqual({ ok: false, field: 'ack_date' })
    expect(checkIrn({ ...good, signed_qr: '<script>' })).toEqual({ ok: false, field: 'signed_qr' })
    expect(checkIrn({ ...good, signed_qr: '' }).ok).toBe(true)
  })
})

describe('the dashboard’s 30-day clock', () => {
  it('lists B2B invoices not yet reported, nearest deadline first, only at ₹10 crore or more', () => {
    const first = { ...posted(), id: 'a', number: 'RINV-2526/A0001', doc_date: '2025-11-01' }
    const later = { ...posted(), id: 'b', number: 'RINV-2526/A0002', doc_date: '2025-11-20' }
    const reported = { ...posted(), id: 'c', einvoice: { irn: 'x'.repeat(64) } } as Voucher
    const b2c = {
      ...posted(),
      id: 'd',
      party: { ...posted().party!, gstin: undefined, gst_category: 'unregistered' },
    }
    const cancelled = { ...posted(), id: 'e', status: 'cancelled' } as Voucher
    const all = [later, reported, b2c, cancelled, first] as Voucher[]
    expect(einvoicesDue(all, seller, 'above_10cr', '2025-12-05')).toEqual([
      { id: 'a', number: 'RINV-2526/A0001', buyer: posted().party!.name, daysLeft: -4 },
      { id: 'b', number: 'RINV-2526/A0002', buyer: posted().party!.name, daysLeft: 15 },
    ])
    expect(einvoicesDue(all, seller, 'upto_10cr', '2025-12-05')).toEqual([])
  })
})
