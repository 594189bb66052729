import { describe, expect, it } from 'vitest'
import {
  billNoRefusal,
  percentToBp,
  printedTotalGap,
  supplierPanValid,
  supplierState,
  supplierYearOf,
  taxShownFor,
  taxShownRefusal,
} from './supplier-bill'

describe('the supplier and the tax its bill shows', () => {
  it('takes the state from the record, else from the GSTIN', () => {
    expect(supplierState({ state_code: '24', gstin: '27AAPFU0939F1ZV' })).toBe('24')
    expect(supplierState({ gstin: '24AAACM3025E1Z5' })).toBe('24')
    expect(supplierState({ gstin: 'X' })).toBeUndefined()
    expect(supplierState({})).toBeUndefined()
  })

  it('shows IGST from another state or an unknown one, CGST and SGST from ours; the other way is refused', () => {
    expect(taxShownFor('27', '27')).toBe('cgst_sgst')
    expect(taxShownFor('24', '27')).toBe('igst')
    expect(taxShownFor(undefined, '27')).toBe('igst')
    expect(taxShownRefusal('igst', '27', '27')).toBe('igst-same-state')
    expect(taxShownRefusal('cgst_sgst', '24', '27')).toBe('cgst-other-state')
    expect(taxShownRefusal('igst', '24', '27')).toBeNull()
    expect(taxShownRefusal('cgst_sgst', '27', '27')).toBeNull()
  })

  it('reads the PAN for s.194Q from the record or inside the GSTIN', () => {
    expect(supplierPanValid({ gstin: '24AAACM3025E1Z5' })).toBe(true)
    expect(supplierPanValid({ pan: 'AAACM3025E' })).toBe(true)
    expect(supplierPanValid({ pan: 'NOTAPAN' })).toBe(false)
    expect(supplierPanValid({})).toBe(false)
  })
})

describe('the bill number, the printed total and typed rates', () => {
  it('refuses an empty number and one the supplier already used this year, in any case and spacing', () => {
    expect(billNoRefusal('  ', [])).toBe('bill-no-empty')
    expect(billNoRefusal(' gj/0912 ', ['GJ/0912'])).toBe('bill-no-duplicate')
    expect(billNoRefusal('GJ/0913', ['GJ/0912'])).toBeNull()
  })

  it('lets the printed total differ from the lines by ₹1 at most, the difference being round-off', () => {
    expect(printedTotalGap(11_682_00, 11_682_00)).toEqual({ round_off: 0, refused: false })
    expect(printedTotalGap(11_683_00, 11_682_00)).toEqual({ round_off: 100, refused: false })
    expect(printedTotalGap(11_680_99, 11_682_00)).toEqual({ round_off: -101, refused: true })
  })

  it('reads a percentage into basis points', () => {
    expect(percentToBp('18')).toBe(1800)
    expect(percentToBp(' 18 % ')).toBe(1800)
    expect(percentToBp('0.25')).toBe(25)
    expect(percentToBp('')).toBe(0)
    expect(percentToBp('101')).toBeNull()
    expect(percentToBp('5.555')).toBeNull()
  })
})

describe("a supplier's year", () => {
  const v = (type: string, no: string, taxable: number, extra: Record<string, string> = {}) => ({
    type,
    fy: '2526',
    status: 'posted',
    supplier_bill_no: no,
    totals: { taxable },
    ...extra,
  })

  it('counts vehicle and parts bills alike, less their returns; cancelled and other years do not count', () => {
    const year = supplierYearOf(
      [
        v('vpur', 'GJ/1', 35_40_000_00),
        v('ppur', 'P-7', 9_900_00),
        v('ppret', '', 3_300_00),
        v('vpret', '', 11_80_000_00),
        v('ppur', 'P-8', 1_00, { status: 'cancelled' }),
        v('ppur', 'P-9', 1_00, { fy: '2425' }),
        v('winv', 'X', 5_00),
      ],
      '2526',
    )
    expect(year).toEqual({
      billNos: ['GJ/1', 'P-7'],
      taxable: 35_40_000_00 + 9_900_00 - 3_300_00 - 11_80_000_00,
    })
  })
})
