import { describe, expect, it } from 'vitest'
import {
  DEC,
  DEALER_STATE,
  DECEMBER,
  counterSale,
  g2,
  g3,
  g3Return,
  g3Transporter,
  goaCar,
  goaDiscount,
  line,
  purchase,
  sale,
  scooter,
  transporterCredit,
} from './fixtures.test-data'
import { gstr3b, noteCounts, setOff } from './gstr3b'

const r = gstr3b(DECEMBER, DEC, DEALER_STATE)
const sum = (f: (v: (typeof DECEMBER)[number]) => number, vs: readonly (typeof DECEMBER)[number][]) =>
  vs.reduce((s, v) => s + f(v), 0)

describe('the GSTR-3B estimate of December 2025', () => {
  it('3.1(a): the month’s invoices less the notes that count; the registered buyer’s pending note held back', () => {
    const invoices = [g2, g3, g3Transporter, counterSale, goaCar, scooter]
    const notes = [goaDiscount, g3Return]
    expect(r.outward.taxable).toEqual({
      taxable: sum((v) => v.totals.taxable!, invoices) - sum((v) => v.totals.taxable!, notes),
      igst: 1_14_406_78 + 1_043_76 + 1_08_000_00 + 14_400_00 - 1_800_00,
      cgst: 521_88 + 381_36 - 190_68,
      sgst: 521_88 + 381_36 - 190_68,
      cess: 0,
    })
    expect(r.heldBack).toEqual({ taxable: 200_00, igst: 36_00, cgst: 0, sgst: 0, cess: 0 })
    expect([
      r.outward.zeroRated.taxable,
      r.outward.nil,
      r.outward.inwardRcm.taxable,
      r.outward.nonGst,
    ]).toEqual([0, 0, 0, 0])
  })

  it('3.2: inter-state supplies to unregistered persons by place of supply, net of the Goa car’s discount', () => {
    expect(r.interState.unregistered).toEqual([
      { pos: '29', taxable: 80_000_00, igst: 14_400_00 },
      { pos: '30', taxable: 5_90_000_00, igst: 1_06_200_00 },
    ])
    expect(r.interState.composition).toEqual([])
  })

  it('4: ITC from the purchases as posted, the legacy cess apart, less the parts return (G7) reversed', () => {
    expect(r.itc.other).toEqual({
      igst: 14_16_000_00 + 2_80_000_00,
      cgst: 891_00,
      sgst: 891_00,
      cess: 2_20_000_00,
    })
    expect(r.itc.reversed).toEqual({ igst: 0, cgst: 297_00, sgst: 297_00, cess: 0 })
    expect(r.itc.net).toEqual({ igst: 16_96_000_00, cgst: 594_00, sgst: 594_00, cess: 2_20_000_00 })
    expect(r.itc.rcm).toEqual({ igst: 0, cgst: 0, sgst: 0, cess: 0 })
  })

  it('6.1: integrated credit pays every head first (Rule 88A); nothing in cash; the cess credit stays stranded', () => {
    const igst = 1_14_406_78 + 1_043_76 + 1_08_000_00 + 14_400_00 - 1_800_00
    expect(r.payment.map((p) => [p.head, p.payable, p.itc.igst, p.itc.cgst, p.itc.sgst, p.cash])).toEqual([
      ['igst', igst, igst, 0, 0, 0],
      ['cgst', 712_56, 712_56, 0, 0, 0],
      ['sgst', 712_56, 712_56, 0, 0, 0],
      ['cess', 0, 0, 0, 0, 0],
    ])
    expect(r.carried).toEqual({
      igst: 16_96_000_00 - igst - 2 * 712_56,
      cgst: 594_00,
      sgst: 594_00,
      cess: 2_20_000_00,
    })
  })

  it('once the transporter accepts the note, its tax comes off 3.1(a)', () => {
    const accepted = { ...transporterCredit, itc_reversal: { status: 'accepted' as const } }
    const after = gstr3b(
      DECEMBER.map((v) => (v === transporterCredit ? accepted : v)),
      DEC,
      DEALER_STATE,
    )
    expect(after.outward.taxable.igst).toBe(r.outward.taxable.igst - 36_00)
    expect(after.heldBack.taxable).toBe(0)
    expect(noteCounts({ ...transporterCredit, doc_date: '2025-09-30' })).toBe(true)
    expect(noteCounts(goaDiscount)).toBe(true)
  })

  it('an SEZ supply with IGST is zero-rated; a nil-rated line is 3.1(c); reverse-charge inward is 3.1(d), paid in cash', () => {
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
    const rcm = purchase({
      type: 'ppur',
      number: 'WPB01/2526/0009',
      doc_date: '2025-12-04',
      party_id: 'p-goods-transport',
      reverse_charge: true,
      lines: [line('service', '996511', 'OTH', 1, 10_000_00, { cgst: 250_00, sgst: 250_00 }, 500)],
    })
    const x = gstr3b([sez, rcm], DEC, DEALER_STATE)
    expect(x.outward.zeroRated).toEqual({ taxable: 1_000_00, igst: 180_00, cgst: 0, sgst: 0, cess: 0 })
    expect(x.outward.nil).toBe(500_00)
    expect(x.outward.inwardRcm).toEqual({ taxable: 10_000_00, igst: 0, cgst: 250_00, sgst: 250_00, cess: 0 })
    expect(x.itc.rcm).toEqual({ igst: 0, cgst: 250_00, sgst: 250_00, cess: 0 })
    // The SEZ supply's IGST is paid from the credit; the reverse-charge tax only in cash.
    expect(x.payment.map((p) => [p.head, p.payable, p.rcm, p.cash])).toEqual([
      ['igst', 180_00, 0, 0],
      ['cgst', 0, 250_00, 250_00],
      ['sgst', 0, 250_00, 250_00],
      ['cess', 0, 0, 0],
    ])
  })

  it('5: exempt inward supplies by kind of supply', () => {
    const exempt = purchase({
      type: 'ppur',
      number: 'WPB01/2526/0010',
      doc_date: '2025-12-04',
      party_id: 'p-x',
      supply: 'inter',
      lines: [line('part', '4011', 'NOS', 1, 700_00, {}, 0)],
    })
    expect(gstr3b([exempt], DEC, DEALER_STATE).exemptInward).toEqual({ inter: 700_00, intra: 0 })
  })
})

describe('the set-off of Rule 88A', () => {
  it('integrated credit goes first where central or state credit falls short, so less is paid in cash', () => {
    const s = setOff(
      { igst: 0, cgst: 1000, sgst: 1000, cess: 0 },
      { igst: 500, cgst: 800, sgst: 100, cess: 0 },
    )
    expect(s.used.cgst).toEqual({ igst: 200, cgst: 800, sgst: 0, cess: 0 })
    expect(s.used.sgst).toEqual({ igst: 300, cgst: 0, sgst: 100, cess: 0 })
    expect(s.due).toEqual({ igst: 0, cgst: 0, sgst: 600, cess: 0 })
  })

  it('central and state credit pay integrated tax after their own head, never each other', () => {
    const s = setOff({ igst: 1000, cgst: 100, sgst: 0, cess: 50 }, { igst: 0, cgst: 600, sgst: 300, cess: 0 })
    expect(s.used.igst).toEqual({ igst: 0, cgst: 500, sgst: 300, cess: 0 })
    expect(s.due).toEqual({ igst: 200, cgst: 0, sgst: 0, cess: 50 })
    expect(s.left).toEqual({ igst: 0, cgst: 0, sgst: 0, cess: 0 })
  })
})
