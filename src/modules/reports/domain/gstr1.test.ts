import { describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import { gstr1, seriesOf } from './gstr1'

type Line = Voucher['lines'][number]
let n = 0
const line = (kind: Line['kind'], hsn_sac: string, uqc: string, qty: number, taxable: number, heads: Partial<Line>, gst_bp = 1800): Line => {
  n++
  const total = taxable + (heads.cgst ?? 0) + (heads.sgst ?? 0) + (heads.igst ?? 0) + (heads.cess ?? 0)
  return { id: `l${n}`, kind, description: hsn_sac, hsn_sac, uqc, qty, taxable, gst_bp, cgst: 0, sgst: 0, igst: 0, ...heads, total }
}
const invoice = (patch: Partial<Voucher>): Voucher =>
  ({
    id: `v${++n}`,
    rev: 1,
    created_at: n,
    updated_at: n,
    status: 'posted',
    series: '',
    fy: '2526',
    list_key: '',
    party_id: 'p',
    postings: [],
    stock_moves: [],
    totals: { grand_total: 0 },
    ...patch,
  }) as Voucher

/** G2: the hatchback to a Karnataka dealer, IGST. */
const g2 = invoice({
  type: 'vinv',
  number: 'RINV-2526/A0001',
  doc_date: '2025-12-01',
  pos: '29',
  supply: 'inter',
  party: { name: 'K Motors', gstin: '29AABCK7421M1Z7', gst_category: 'regular', state_code: '29' },
  lines: [line('vehicle', '870322', 'NOS', 1, 6_35_593_22, { igst: 1_14_406_78 })],
})
/** G3: the workshop invoice to an unregistered customer in Maharashtra. */
const g3 = invoice({
  type: 'winv',
  number: 'WIB01/2526/0001',
  doc_date: '2025-12-10',
  pos: '27',
  supply: 'intra',
  party: { name: 'Ravi', gst_category: 'unregistered', state_code: '27' },
  lines: [
    line('part', '842123', 'NOS', 1, 350_00, { cgst: 31_50, sgst: 31_50 }),
    line('part', '271019', 'LTR', 3.5, 1_680_00, { cgst: 151_20, sgst: 151_20 }),
    line('part', '870830', 'SET', 1, 2_118_64, { cgst: 190_68, sgst: 190_68 }),
    line('labour', '998714', 'OTH', 1, 1_200_00, { cgst: 108_00, sgst: 108_00 }),
    line('labour', '998714', 'OTH', 1, 450_00, { cgst: 40_50, sgst: 40_50 }),
  ],
})
/** G1, in November. */
const g1 = invoice({
  type: 'vinv',
  number: 'NRINV-2526/A0001',
  doc_date: '2025-11-15',
  pos: '27',
  supply: 'intra',
  party: { name: 'Sunita', gst_category: 'unregistered', state_code: '27' },
  lines: [
    line('vehicle', '870333', 'NOS', 1, 14_50_000_00, { cgst: 2_90_000_00, sgst: 2_90_000_00 }, 4000),
    line('accessory', '870899', 'NOS', 1, 3_389_83, { cgst: 305_08, sgst: 305_08 }),
    line('pure_agent', '', 'OTH', 1, 1_20_000_00, {}, 0),
  ],
})

const DEC = { from: '2025-12-01', to: '2025-12-31' }

describe('GSTR-1 of a month (research/modules.md G9)', () => {
  const r = gstr1([g1, g2, g3], DEC, '27')

  it('4A B2B invoice-wise, and nothing from another month', () => {
    expect(r.b2b).toEqual([
      {
        gstin: '29AABCK7421M1Z7',
        number: 'RINV-2526/A0001',
        date: '2025-12-01',
        value: 7_50_000_00,
        pos: '29',
        rates: [{ rate_bp: 1800, taxable: 6_35_593_22, igst: 1_14_406_78, cgst: 0, sgst: 0, cess: 0 }],
      },
    ])
    expect(r.b2cl).toEqual([])
  })

  it('7 B2CS by place of supply and rate', () => {
    expect(r.b2cs).toEqual([
      { pos: '27', supply: 'intra', rate_bp: 1800, taxable: 5_798_64, igst: 0, cgst: 521_88, sgst: 521_88, cess: 0 },
    ])
  })

  it('12A and 12B HSN summaries by HSN, UQC and rate', () => {
    expect(r.hsnB2b).toEqual([
      { hsn: '870322', uqc: 'NOS', rate_bp: 1800, qty: 1, taxable: 6_35_593_22, igst: 1_14_406_78, cgst: 0, sgst: 0, cess: 0 },
    ])
    expect(r.hsnB2c.map((h) => [h.hsn, h.uqc, h.qty, h.taxable, h.cgst, h.sgst])).toEqual([
      ['271019', 'LTR', 3.5, 1_680_00, 151_20, 151_20],
      ['842123', 'NOS', 1, 350_00, 31_50, 31_50],
      ['870830', 'SET', 1, 2_118_64, 190_68, 190_68],
      ['998714', 'OTH', 2, 1_650_00, 148_50, 148_50],
    ])
  })

  it('13 documents issued per series, cancelled ones counted', () => {
    expect(r.documents).toEqual([
      { series: 'RINV-2526/A', from: 'RINV-2526/A0001', to: 'RINV-2526/A0001', total: 1, cancelled: 0 },
      { series: 'WIB01/2526/', from: 'WIB01/2526/0001', to: 'WIB01/2526/0001', total: 1, cancelled: 0 },
    ])
    const cancelled = invoice({ ...g3, id: 'c', number: 'WIB01/2526/0002', status: 'cancelled' })
    const withCancelled = gstr1([g2, g3, cancelled], DEC, '27')
    expect(withCancelled.documents[1]).toEqual({
      series: 'WIB01/2526/',
      from: 'WIB01/2526/0001',
      to: 'WIB01/2526/0002',
      total: 2,
      cancelled: 1,
    })
    // A cancelled invoice is in no other table.
    expect(withCancelled.b2cs).toEqual(r.b2cs)
    expect(seriesOf('NRINV-2526/A0012')).toBe('NRINV-2526/A')
  })

  it("November holds G1 in B2CS, the pure-agent charges left out; an unregistered inter-state invoice above ₹1 lakh is B2CL", () => {
    const nov = gstr1([g1, g2, g3], { from: '2025-11-01', to: '2025-11-30' }, '27')
    expect(nov.b2cs.map((b) => [b.pos, b.rate_bp, b.taxable])).toEqual([
      ['27', 1800, 3_389_83],
      ['27', 4000, 14_50_000_00],
    ])
    const away = invoice({ ...g1, pos: '29', supply: 'inter', lines: [line('vehicle', '870333', 'NOS', 1, 1_00_000_00, { igst: 40_000_00 }, 4000)] })
    const b2cl = gstr1([away], { from: '2025-11-01', to: '2025-11-30' }, '27')
    expect(b2cl.b2cl.map((i) => [i.number, i.value, i.pos])).toEqual([['NRINV-2526/A0001', 1_40_000_00, '29']])
    expect(b2cl.b2cs).toEqual([])
  })
})
