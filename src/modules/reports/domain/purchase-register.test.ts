import { describe, expect, it } from 'vitest'
import {
  DEC,
  DECEMBER,
  legacyPurchase,
  line,
  oemPurchase,
  partsBill,
  partsReturn,
  purchase,
} from './fixtures.test-data'
import { purchaseRegister } from './purchase-register'

describe('the purchase register', () => {
  it('holds the month’s bills and returns, returns negative, with the supplier’s bill and the ITC taken', () => {
    const rows = purchaseRegister(DECEMBER, DEC, 'all')
    expect(rows.map((r) => r.id)).toEqual([oemPurchase.id, partsBill.id, legacyPurchase.id, partsReturn.id])
    expect(rows[0]).toMatchObject({
      supplier: 'Gujarat Motors Ltd',
      gstin: '24AAACG1234K1ZZ',
      billNo: 'GM/25/9911',
      billDate: '2025-12-03',
      taxable: 35_40_000_00,
      igst: 14_16_000_00,
      itc: 14_16_000_00,
      total: 49_56_000_00,
    })
    expect(rows[3]).toMatchObject({
      ret: true,
      taxable: -3_300_00,
      cgst: -297_00,
      sgst: -297_00,
      itc: -594_00,
      total: -3_894_00,
    })
    // The legacy bill's cess is ITC too (its credit pays only cess, but it was taken).
    expect(rows[2]).toMatchObject({ cess: 2_20_000_00, itc: 5_00_000_00 })
  })

  it('splits vehicles from parts, flags a cancelled bill with nothing, leaves drafts out', () => {
    const cancelled = purchase({ ...partsBill, id: 'c1', number: 'WPB01/2526/0009', status: 'cancelled' })
    const draft = purchase({
      type: 'ppur',
      number: '',
      status: 'draft',
      doc_date: '2025-12-07',
      party_id: 'p',
      lines: [line('part', '870830', 'SET', 1, 100_00, { cgst: 9_00, sgst: 9_00 })],
    })
    const parts = purchaseRegister([...DECEMBER, cancelled, draft], DEC, 'parts')
    expect(parts.map((r) => r.type)).toEqual(['ppur', 'ppur', 'ppret'])
    expect(parts.find((r) => r.id === cancelled.id)).toMatchObject({ cancelled: true, itc: 0, total: 0 })
    expect(purchaseRegister(DECEMBER, DEC, 'vehicle').map((r) => r.type)).toEqual(['vpur', 'vpur'])
  })
})
