import { describe, expect, it } from 'vitest'
import {
  counterSale,
  DEALER_STATE,
  DEC,
  DECEMBER,
  g1,
  g2,
  g3,
  g3Cancelled,
  g3Return,
  goaCar,
  goaDiscount,
  line,
  sale,
} from './fixtures.test-data'
import { salesRegister, salesTotals } from './sales-register'

describe('the sales register', () => {
  it('holds December’s invoices and notes, by date and number, notes negative, purchases and receipts out', () => {
    const rows = salesRegister(DECEMBER, DEC, 'all', DEALER_STATE)
    expect(rows.map((r) => r.number)).toEqual([
      'RINV-2526/A0001',
      'NRINV-2526/A0002',
      'NRINV-2526/A0003',
      'WIB01/2526/0001',
      'WIB01/2526/0002',
      'WIB01/2526/0003',
      'WIB01/2526/0004',
      'WCB01/2526/0001',
      'VCB01/2526/0001',
      'WCB01/2526/0002',
    ])
    const note = rows.find((r) => r.id === goaDiscount.id)!
    expect(note).toMatchObject({ note: true, taxable: -10_000_00, igst: -1_800_00, total: -11_800_00 })
    const ret = rows.find((r) => r.id === g3Return.id)!
    expect(ret).toMatchObject({ taxable: -2_118_64, cgst: -190_68, sgst: -190_68, hsn: '870830' })
  })

  it('shows a cancelled invoice flagged with nothing in it, and leaves drafts out', () => {
    const draft = sale({ ...g3, id: 'd1', number: '', status: 'draft', lines: g3.lines })
    const rows = salesRegister([...DECEMBER, draft], DEC, 'workshop', DEALER_STATE)
    const cancelled = rows.find((r) => r.id === g3Cancelled.id)!
    expect(cancelled).toMatchObject({ cancelled: true, taxable: 0, cgst: 0, sgst: 0, total: 0 })
    expect(rows.some((r) => r.id === draft.id)).toBe(false)
    expect(salesTotals(rows).count).toBe(rows.length - 1)
  })

  it('reads a document’s own heads, HSNs and place of supply; a walk-in has no GSTIN', () => {
    const [g3Row] = salesRegister([g3], DEC, 'all', DEALER_STATE)
    expect(g3Row).toMatchObject({
      party: 'Ravi Kulkarni',
      gstin: '',
      pos: '27',
      hsn: '842123, 271019, 870830, 998714',
      taxable: 5_798_64,
      cgst: 521_88,
      sgst: 521_88,
      igst: 0,
      total: g3.totals.grand_total,
    })
    const [walkIn] = salesRegister([counterSale], DEC, 'all', DEALER_STATE)
    expect(walkIn).toMatchObject({ party: 'Walk-in', gstin: '', tcs: 0 })
    const [b2b] = salesRegister([g2], DEC, 'vehicle', DEALER_STATE)
    expect(b2b).toMatchObject({ gstin: '29AABCK7421M1Z7', pos: '29', igst: 1_14_406_78, model: 'Swift VXi' })
  })

  it('keeps pure-agent charges out of the taxable value but in the total, with TCS (G1)', () => {
    const rows = salesRegister([g1], { from: '2025-11-01', to: '2025-11-30' }, 'vehicle', DEALER_STATE)
    expect(rows[0]).toMatchObject({
      taxable: 14_53_389_83,
      cgst: 2_90_305_08,
      sgst: 2_90_305_08,
      tcs: 20_340_00,
      total: g1.totals.grand_total,
    })
  })

  it('filters vehicle and workshop sales, and gives the vehicle’s chassis, engine, executive and financier', () => {
    const sold = sale({
      type: 'vinv',
      number: 'NRINV-2526/A0009',
      doc_date: '2025-12-09',
      pos: '27',
      supply: 'intra',
      party: { name: 'Asha Pawar', gst_category: 'unregistered' },
      details: { salesPerson: 'Rohit', hypothecation: 'HDFC Bank' },
      lines: [
        {
          ...line('vehicle', '871120', 'NOS', 1, 80_000_00, { cgst: 7_200_00, sgst: 7_200_00 }),
          chassis: 'MBLJA05EXNGA12345',
          engine: 'JA05EGN12345',
          description: 'Splendor+ Black',
        },
      ],
    })
    const vehicle = salesRegister([...DECEMBER, sold], DEC, 'vehicle', DEALER_STATE)
    expect(vehicle.every((r) => r.type === 'vinv' || r.type === 'vcn')).toBe(true)
    expect(vehicle.find((r) => r.id === sold.id)).toMatchObject({
      chassis: 'MBLJA05EXNGA12345',
      engine: 'JA05EGN12345',
      model: 'Splendor+ Black',
      executive: 'Rohit',
      financier: 'HDFC Bank',
    })
    const workshop = salesRegister(DECEMBER, DEC, 'workshop', DEALER_STATE)
    expect(workshop.every((r) => r.type === 'winv' || r.type === 'wcn')).toBe(true)
    expect(workshop.length + vehicle.length - 1).toBe(
      salesRegister(DECEMBER, DEC, 'all', DEALER_STATE).length,
    )
  })

  it('totals every column, notes taken off', () => {
    const t = salesTotals(salesRegister([goaCar, goaDiscount], DEC, 'all', DEALER_STATE))
    expect(t).toMatchObject({ count: 2, taxable: 5_90_000_00, igst: 1_06_200_00 })
  })
})
