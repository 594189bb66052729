import { describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import {
  DEC,
  DEALER_STATE,
  DECEMBER,
  counterSale,
  g1,
  g2,
  g3,
  g3Cancelled,
  g3Return,
  g3Transporter,
  goaCar,
  goaDiscount,
  line,
  sale,
  scooter,
  transporterCredit,
} from './fixtures.test-data'
import { b2clLimit, gstr1, gstr1Totals, seriesOf } from './gstr1'

const NOV = { from: '2025-11-01', to: '2025-11-30' }

describe('GSTR-1 of December 2025: example G9 exactly (research/modules.md §5)', () => {
  const r = gstr1([g1, g2, g3], DEC, DEALER_STATE)

  it('4A B2B: 29AABCK7421M1Z7, RINV-2526/A0001, 01-12-2025, value 7,50,000.00, POS 29, 18 %, IGST', () => {
    expect(r.b2b).toEqual([
      {
        id: g2.id,
        gstin: '29AABCK7421M1Z7',
        name: 'K Motors',
        number: 'RINV-2526/A0001',
        date: '2025-12-01',
        value: 7_50_000_00,
        pos: '29',
        supply: 'inter',
        type: 'R',
        rates: [{ rate_bp: 1800, taxable: 6_35_593_22, igst: 1_14_406_78, cgst: 0, sgst: 0, cess: 0 }],
      },
    ])
    expect(r.b2cl).toEqual([])
    expect(r.cdnr).toEqual([])
    expect(r.cdnur).toEqual([])
    expect(r.nil).toEqual([])
  })

  it('7 B2CS: POS 27, 18 %, taxable 5,798.64, CGST 521.88, SGST 521.88', () => {
    expect(r.b2cs).toEqual([
      {
        pos: '27',
        supply: 'intra',
        rate_bp: 1800,
        taxable: 5_798_64,
        igst: 0,
        cgst: 521_88,
        sgst: 521_88,
        cess: 0,
      },
    ])
  })

  it('12A and 12B HSN summaries by HSN, UQC and rate', () => {
    expect(r.hsnB2b.map((h) => [h.hsn, h.uqc, h.qty, h.taxable, h.igst])).toEqual([
      ['870322', 'NOS', 1, 6_35_593_22, 1_14_406_78],
    ])
    expect(r.hsnB2c.map((h) => [h.hsn, h.uqc, h.qty, h.taxable, h.cgst, h.sgst])).toEqual([
      ['271019', 'LTR', 3.5, 1_680_00, 151_20, 151_20],
      ['842123', 'NOS', 1, 350_00, 31_50, 31_50],
      ['870830', 'SET', 1, 2_118_64, 190_68, 190_68],
      ['998714', 'OTH', 2, 1_650_00, 148_50, 148_50],
    ])
  })

  it('13: RINV-2526/A0001–A0001 and WI…/2526/0001–0001, one each, none cancelled', () => {
    expect(r.documents).toEqual([
      {
        nature: 1,
        series: 'RINV-2526/A',
        from: 'RINV-2526/A0001',
        to: 'RINV-2526/A0001',
        total: 1,
        cancelled: 0,
      },
      {
        nature: 1,
        series: 'WIB01/2526/',
        from: 'WIB01/2526/0001',
        to: 'WIB01/2526/0001',
        total: 1,
        cancelled: 0,
      },
    ])
    expect(seriesOf('NRINV-2526/A0012')).toBe('NRINV-2526/A')
  })

  it('November holds G1: B2CS POS 27 at 40 % (14,50,000.00) and 18 % (3,389.83), pure-agent charges left out', () => {
    const nov = gstr1([g1, g2, g3], NOV, DEALER_STATE)
    expect(nov.b2cs.map((b) => [b.pos, b.rate_bp, b.taxable, b.cgst])).toEqual([
      ['27', 1800, 3_389_83, 305_08],
      ['27', 4000, 14_50_000_00, 2_90_000_00],
    ])
    expect(nov.hsnB2c.map((h) => h.hsn)).toEqual(['870333', '870899'])
    expect(nov.documents.map((d) => d.series)).toEqual(['NRINV-2526/A'])
  })
})

describe('GSTR-1 of a month with every kind of document', () => {
  const r = gstr1(DECEMBER, DEC, DEALER_STATE)

  it('B2B holds the registered buyers, one invoice each, the cancelled one in no table but 13', () => {
    expect(r.b2b.map((i) => [i.gstin, i.number, i.pos, i.supply])).toEqual([
      ['29AABCK7421M1Z7', 'RINV-2526/A0001', '29', 'inter'],
      ['24AAGFT5528R1ZJ', 'WIB01/2526/0003', '24', 'inter'],
    ])
    expect(r.b2b[1]!.rates).toEqual([
      { rate_bp: 1800, taxable: 5_798_64, igst: 1_043_76, cgst: 0, sgst: 0, cess: 0 },
    ])
    expect(r.documents.find((d) => d.series === 'WIB01/2526/')).toEqual({
      nature: 1,
      series: 'WIB01/2526/',
      from: 'WIB01/2526/0001',
      to: 'WIB01/2526/0004',
      total: 4,
      cancelled: 1,
    })
  })

  it('B2CL: the Goa car (inter-state, unregistered, above ₹1 lakh); the scooter below it stays in B2CS', () => {
    expect(r.b2cl.map((i) => [i.number, i.pos, i.value])).toEqual([['NRINV-2526/A0002', '30', 7_08_000_00]])
    expect(r.b2cs.filter((b) => b.supply === 'inter').map((b) => [b.pos, b.taxable, b.igst])).toEqual([
      ['29', 80_000_00, 14_400_00],
    ])
  })

  it('B2CS nets the unregistered buyer’s return of its month: G3 + the counter sale − one pad set', () => {
    const intra = r.b2cs.find((b) => b.pos === '27')!
    expect(intra.taxable).toBe(5_798_64 + 4_237_28 - 2_118_64)
    expect(intra.cgst).toBe(521_88 + 381_36 - 190_68)
  })

  it('9B: CDNR for the registered buyer’s note with its invoice; CDNUR (B2CL) for the Goa car’s discount', () => {
    expect(r.cdnr).toEqual([
      {
        id: transporterCredit.id,
        gstin: '24AAGFT5528R1ZJ',
        name: 'Gujarat Roadways',
        number: 'WCB01/2526/0002',
        date: '2025-12-22',
        value: 236_00,
        pos: '24',
        supply: 'inter',
        type: 'R',
        invoice: { number: 'WIB01/2526/0003', date: '2025-12-12' },
        itc: 'pending',
        rates: [{ rate_bp: 1800, taxable: 200_00, igst: 36_00, cgst: 0, sgst: 0, cess: 0 }],
      },
    ])
    expect(r.cdnur.map((n) => [n.number, n.type, n.pos, n.value, n.invoice?.number])).toEqual([
      ['VCB01/2526/0001', 'B2CL', '30', 11_800_00, 'NRINV-2526/A0002'],
    ])
  })

  it('12A and 12B net of the notes: the pad set returned leaves 12B, the transporter’s credit leaves 12A', () => {
    const pads = r.hsnB2c.find((h) => h.hsn === '870830')!
    expect([pads.qty, pads.taxable]).toEqual([1 + 2 - 1, 2_118_64 + 4_237_28 - 2_118_64])
    const labour = r.hsnB2b.find((h) => h.hsn === '998714')!
    expect([labour.taxable, labour.igst]).toEqual([1_650_00 - 200_00, 297_00 - 36_00])
    const goa = r.hsnB2c.find((h) => h.hsn === '870322')!
    expect([goa.qty, goa.taxable]).toEqual([1, 6_00_000_00 - 10_000_00])
  })

  it('13 by kind: invoices (1) per series, credit notes (5) per series, receipts (6); cancelled counted', () => {
    expect(r.documents.map((d) => [d.nature, d.series, d.total, d.cancelled])).toEqual([
      [1, 'NRINV-2526/A', 2, 0],
      [1, 'RINV-2526/A', 1, 0],
      [1, 'WIB01/2526/', 4, 1],
      [5, 'VCB01/2526/', 1, 0],
      [5, 'WCB01/2526/', 2, 0],
      [6, 'RVB01/2526/', 1, 0],
    ])
  })

  it('nothing of a draft; purchases and their returns are not outward supplies', () => {
    const draft: Voucher = { ...g3, id: 'draft', number: '', status: 'draft' }
    expect(gstr1([...DECEMBER, draft], DEC, DEALER_STATE)).toEqual(r)
    expect(
      gstr1(
        DECEMBER.filter((v) => v.type.startsWith('v') || v.type.startsWith('w')),
        DEC,
        DEALER_STATE,
      ).b2b,
    ).toEqual(r.b2b)
  })

  it('a cancelled invoice is in no table but 13', () => {
    const without = gstr1(
      DECEMBER.filter((v) => v !== g3Cancelled),
      DEC,
      DEALER_STATE,
    )
    expect({ ...without, documents: [] }).toEqual({ ...r, documents: [] })
  })

  it('totals are what the invoices say less what the notes credit', () => {
    const t = gstr1Totals(r)
    const invoices = [g2, g3, g3Transporter, counterSale, goaCar, scooter]
    const notes = [goaDiscount, g3Return, transporterCredit]
    const sum = (vs: Voucher[], k: 'taxable' | 'igst') => vs.reduce((s, v) => s + (v.totals[k] ?? 0), 0)
    expect(t.taxable).toBe(sum(invoices, 'taxable') - sum(notes, 'taxable'))
    expect(t.igst).toBe(sum(invoices, 'igst') - sum(notes, 'igst'))
  })
})

describe('edges of the tables', () => {
  it('the B2CL limit is ₹2,50,000 before 1 Aug 2024 and ₹1,00,000 from then', () => {
    expect(b2clLimit('2024-07-31')).toBe(2_50_000_00)
    expect(b2clLimit('2024-08-01')).toBe(1_00_000_00)
    const july = sale({
      type: 'vinv',
      number: 'NRINV-2425/A0001',
      doc_date: '2024-07-20',
      pos: '30',
      supply: 'inter',
      party: { name: 'X', gst_category: 'unregistered' },
      lines: [line('vehicle', '870322', 'NOS', 1, 1_90_000_00, { igst: 53_200_00 }, 2800)],
    })
    const r = gstr1([july], { from: '2024-07-01', to: '2024-07-31' }, DEALER_STATE)
    expect(r.b2cl).toEqual([])
    expect(r.b2cs.map((b) => b.taxable)).toEqual([1_90_000_00])
    expect(
      gstr1([{ ...july, doc_date: '2024-08-01' }], { from: '2024-08-01', to: '2024-08-31' }, DEALER_STATE)
        .b2cl,
    ).toHaveLength(1)
  })

  it('an invoice of exactly ₹1,00,000 is not above the limit; a GSTIN that fails its check is unregistered', () => {
    const at = sale({
      type: 'vinv',
      number: 'NRINV-2526/A0009',
      doc_date: '2025-12-02',
      pos: '30',
      supply: 'inter',
      party: { name: 'Y', gstin: '29AABCK7421M1Z8', gst_category: 'regular' },
      lines: [line('accessory', '870899', 'NOS', 1, 84_745_76, { igst: 15_254_24 })],
    })
    const r = gstr1([at], DEC, DEALER_STATE)
    expect([r.b2b.length, r.b2cl.length, r.b2cs.length]).toEqual([0, 0, 1])
  })

  it('an SEZ unit’s invoice with IGST is B2B of type SEWP; a nil-rated line goes to table 8 and 12 only', () => {
    const sez = sale({
      type: 'winv',
      number: 'WIB01/2526/0009',
      doc_date: '2025-12-03',
      pos: '27',
      supply: 'inter',
      party: { name: 'SEZ Unit', gstin: '29AABCK7421M1Z7', gst_category: 'sez' },
      lines: [
        line('part', '870830', 'SET', 1, 1_000_00, { igst: 180_00 }),
        line('service', '999799', 'OTH', 1, 500_00, {}, 0),
      ],
    })
    const r = gstr1([sez], DEC, DEALER_STATE)
    expect(r.b2b.map((i) => [i.type, i.value, i.rates.length])).toEqual([['SEWP', 1_680_00, 1]])
    expect(r.nil).toEqual([{ registered: true, supply: 'inter', taxable: 500_00 }])
    expect(r.hsnB2b.map((h) => [h.hsn, h.rate_bp, h.taxable])).toEqual([
      ['870830', 1800, 1_000_00],
      ['999799', 0, 500_00],
    ])
  })

  it('a goods return of G3 in full, in the next month, leaves a negative B2CS row to net that month', () => {
    const jan = { from: '2026-01-01', to: '2026-01-31' }
    const note = { ...g3Return, doc_date: '2026-01-05' }
    const r = gstr1([g3, note], jan, DEALER_STATE)
    expect(r.b2cs.map((b) => [b.pos, b.taxable, b.cgst])).toEqual([['27', -2_118_64, -190_68]])
    expect(r.cdnr).toEqual([])
  })
})
