import { describe, expect, it } from 'vitest'
import { emptyPurchaseDraft, percentToBp, readPurchaseDraft } from './draft'

describe('readPurchaseDraft', () => {
  it('reads rupees and percentages into paise and basis points', () => {
    const r = readPurchaseDraft({
      ...emptyPurchaseDraft('2026-01-07'),
      supplier_id: 'party-oem',
      bill_no: ' GJ/0912 ',
      lines: [
        { chassis: 'MA3EWB22S00123451', engine_no: 'K15CN9001', taxable: '11,80,000', rate: '40', cess: '' },
      ],
      charges: [{ kind: 'freight', taxable: '3000.50', rate: '18%' }],
      printed_total: '16,55,540.59',
    })
    expect(r).toEqual({
      ok: true,
      value: {
        supplier_id: 'party-oem',
        bill_no: 'GJ/0912',
        bill_date: '2026-01-07',
        grn_date: '2026-01-07',
        tax_shown: 'igst',
        lines: [
          {
            chassis: 'MA3EWB22S00123451',
            engine_no: 'K15CN9001',
            taxable: 11_80_000_00,
            rate_bp: 4000,
            cess_rate_bp: 0,
          },
        ],
        charges: [{ kind: 'freight', taxable: 3_000_50, rate_bp: 1800 }],
        printed_total: 16_55_540_59,
      },
    })
  })

  it('names each field that cannot be read', () => {
    const r = readPurchaseDraft({
      ...emptyPurchaseDraft(''),
      lines: [
        { chassis: '', engine_no: 'E', taxable: '1', rate: '5', cess: '' },
        { chassis: 'C', engine_no: 'E', taxable: 'abc', rate: '5', cess: '' },
        { chassis: 'C', engine_no: 'E', taxable: '1', rate: '5.555', cess: '' },
      ],
    })
    expect(r.ok ? {} : r.errors).toEqual({
      supplier_id: { code: 'required' },
      bill_no: { code: 'required' },
      bill_date: { code: 'required' },
      grn_date: { code: 'required' },
      printed_total: { code: 'required' },
      line_0: { code: 'chassis_engine' },
      line_1: { code: 'invalid' },
      line_2: { code: 'rate' },
    })
    expect(percentToBp('0.25')).toBe(25)
    expect(percentToBp('101')).toBeNull()
  })
})
