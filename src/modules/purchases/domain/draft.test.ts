import { describe, expect, it } from 'vitest'
import { addLines, emptyPurchaseDraft, readPurchaseDraft } from './draft'

const LINE = {
  chassis: 'C',
  engine_no: 'E',
  catalog_id: 'v',
  colour: 'Red',
  taxable: '1',
  rate: '5',
  cess: '',
}

describe('readPurchaseDraft', () => {
  it('reads rupees and percentages into paise and basis points', () => {
    const r = readPurchaseDraft({
      ...emptyPurchaseDraft('2026-01-07'),
      supplier_id: 'party-oem',
      bill_no: ' GJ/0912 ',
      lines: [
        {
          chassis: 'MA3EWB22S00123451',
          engine_no: 'K15CN9001',
          catalog_id: 'cat-1',
          colour: ' Pearl White ',
          taxable: '11,80,000',
          rate: '40',
          cess: '',
        },
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
            catalog_id: 'cat-1',
            colour: 'Pearl White',
          },
        ],
        charges: [{ kind: 'freight', taxable: 3_000_50, rate_bp: 1800 }],
        printed_total: 16_55_540_59,
        transporter: '',
        lr_no: '',
        eway_bill: '',
      },
    })
  })

  it('names each field that cannot be read', () => {
    const r = readPurchaseDraft({
      ...emptyPurchaseDraft(''),
      lines: [
        { ...LINE, chassis: '' },
        { ...LINE, taxable: 'abc' },
        { ...LINE, rate: '5.555' },
        { ...LINE, catalog_id: '' },
        { ...LINE, colour: ' ' },
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
      line_3: { code: 'variant' },
      line_4: { code: 'colour' },
    })
  })
})

describe('addLines', () => {
  it('appends one line per pasted vehicle with the shared variant, colour and money', () => {
    const facts = { catalog_id: 'v', colour: 'Red', taxable: '5,00,000', rate: '18', cess: '' }
    const once = addLines(emptyPurchaseDraft('2026-01-07'), [{ chassis: 'A1', engine_no: 'E1' }], facts)
    const twice = addLines(once, [{ chassis: 'B2', engine_no: 'E2' }], { ...facts, colour: 'Blue' })
    expect(twice.lines.map((l) => [l.chassis, l.colour, l.taxable])).toEqual([
      ['A1', 'Red', '5,00,000'],
      ['B2', 'Blue', '5,00,000'],
    ])
  })
})
