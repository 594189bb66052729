import { describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import {
  boughtLines,
  checkPartsReturn,
  partsReturnVoucher,
  readReturnQtys,
  returnedOf,
  type BoughtLine,
} from './return'

// research/modules.md §5 G7: the 5 Dec bill of 6 BP-100 at ₹1,650.00, CGST and SGST ₹891.00 each.
const bill = {
  id: 'ppur-5dec',
  type: 'ppur',
  status: 'posted',
  doc_date: '2025-12-05',
  party_id: 'party-sai',
  party: { name: 'Sai Auto Spares', gstin: '27AAKFS1234M1Z5', state_code: '27' },
  pos: '27',
  supply: 'intra',
  lines: [
    {
      id: 'l1',
      kind: 'part',
      item_id: 'part-bp100',
      description: 'BP-100 · Brake pad set',
      hsn_sac: '870830',
      qty: 6,
      uqc: 'SET',
      unit_price: 1_650_00,
      taxable: 9_900_00,
      gst_bp: 1800,
      cgst: 891_00,
      sgst: 891_00,
      igst: 0,
      total: 11_682_00,
    },
  ],
} as unknown as Voucher

const lines = boughtLines(bill)
const base = {
  date: '2025-12-12',
  today: '2025-12-12',
  lock_date: null,
  bill: { id: bill.id, doc_date: bill.doc_date, supplier_id: 'party-sai', lines },
  returned: new Map(),
  // G7 on 12 Dec: 6 bought, none returned yet, 9 on hand.
  returnable: () => 6,
}

describe('checkPartsReturn', () => {
  it('G7: 2 back against the 5 Dec bill at ₹1,650.00 — debit note ₹3,894.00, stock out at the purchase rate', () => {
    const r = checkPartsReturn({ ...base, chosen: [{ line_id: 'l1', qty: 2 }] })
    if (!r.ok) throw new Error(JSON.stringify(r.refusals))
    expect(r.value.totals).toEqual({
      taxable: 3_300_00,
      cgst: 297_00,
      sgst: 297_00,
      igst: 0,
      grand_total: 3_894_00,
    })
    expect(r.value.postings).toEqual([
      { account_id: 'sys:creditors', party_id: 'party-sai', dr: 3_894_00, cr: 0 },
      { account_id: 'sys:purchases-parts', dr: 0, cr: 3_300_00 },
      { account_id: 'sys:input-cgst', dr: 0, cr: 297_00 },
      { account_id: 'sys:input-sgst', dr: 0, cr: 297_00 },
    ])
    expect(r.value.stock_moves).toEqual([
      { kind: 'part', item_id: 'part-bp100', qty: -2, rate: 1_650_00, value: -3_300_00 },
    ])
    const note = partsReturnVoucher(r.value, bill, '2025-12-12', ' Wrong pads for the model ')
    expect(note).toMatchObject({
      type: 'ppret',
      series: 'WD',
      fy: '2526',
      against_id: 'ppur-5dec',
      party_id: 'party-sai',
      supply: 'intra',
      narration: 'Wrong pads for the model',
      totals: { taxable: 3_300_00, tax: 594_00, grand_total: 3_894_00 },
    })
    expect(note.lines[0]).toMatchObject({
      id: 'l1',
      kind: 'part',
      item_id: 'part-bp100',
      qty: 2,
      total: 3_894_00,
    })
  })

  it('G7: 5 more against that bill are refused (4 left); the stock on hand limits a part too', () => {
    const first = partsReturnVoucher(
      (checkPartsReturn({ ...base, chosen: [{ line_id: 'l1', qty: 2 }] }) as { ok: true; value: never })
        .value,
      bill,
      '2025-12-12',
      '',
    )
    const returned = returnedOf(bill.id, [{ ...first, id: 'r1' } as unknown as Voucher])
    expect(returned.get('l1')).toEqual({ qty: 2, taxable: 3_300_00, cgst: 297_00, sgst: 297_00, igst: 0 })
    const more = checkPartsReturn({
      ...base,
      returned,
      returnable: () => 4,
      chosen: [{ line_id: 'l1', qty: 5 }],
    })
    expect(more.ok ? [] : more.refusals).toEqual([{ line_id: 'l1', reason: 'above-bought', left: 4 }])
    // 4 are left on the bill, but only one is in the racks: the rest went out on job cards.
    const racks = checkPartsReturn({
      ...base,
      returned,
      returnable: () => 1,
      chosen: [{ line_id: 'l1', qty: 2 }],
    })
    expect(racks.ok ? [] : racks.refusals).toEqual([{ line_id: 'l1', reason: 'above-stock', left: 1 }])
  })

  it('refuses no lines, a date before the bill or after today or in closed books, a line not on the bill, twice', () => {
    const refusals = (patch: Partial<Parameters<typeof checkPartsReturn>[0]>) => {
      const r = checkPartsReturn({ ...base, chosen: [{ line_id: 'l1', qty: 1 }], ...patch })
      return r.ok ? [] : r.refusals
    }
    expect(refusals({ chosen: [] })).toEqual(['no-lines'])
    expect(refusals({ date: '2025-12-04' })).toEqual(['date-before-purchase'])
    expect(refusals({ date: '2025-12-13' })).toEqual(['date-in-future'])
    expect(refusals({ lock_date: '2025-12-31' })).toEqual(['period-locked'])
    expect(refusals({ chosen: [{ line_id: 'l9', qty: 1 }] })).toEqual([
      { line_id: 'l9', reason: 'not-in-purchase' },
    ])
    expect(
      refusals({
        chosen: [
          { line_id: 'l1', qty: 1 },
          { line_id: 'l1', qty: 1 },
        ],
      }),
    ).toEqual([{ line_id: 'l1', reason: 'repeated' }])
  })

  it('the last of a line takes exactly what is left of its taxable and tax, so returns never pass the bill', () => {
    const odd: BoughtLine = {
      ...lines[0]!,
      qty: 3,
      rate: 33_33,
      taxable: 100_00,
      cgst: 9_00,
      sgst: 9_00,
    }
    const one = checkPartsReturn({
      ...base,
      bill: { ...base.bill, lines: [odd] },
      chosen: [{ line_id: 'l1', qty: 1 }],
    })
    if (!one.ok) throw new Error('refused')
    expect(one.value.totals).toMatchObject({ taxable: 33_33, cgst: 3_00, sgst: 3_00 })
    const rest = checkPartsReturn({
      ...base,
      bill: { ...base.bill, lines: [odd] },
      returned: new Map([['l1', { qty: 1, taxable: 33_33, cgst: 3_00, sgst: 3_00, igst: 0 }]]),
      chosen: [{ line_id: 'l1', qty: 2 }],
    })
    if (!rest.ok) throw new Error('refused')
    expect(rest.value.totals).toMatchObject({ taxable: 66_67, cgst: 6_00, sgst: 6_00, grand_total: 78_67 })
  })
})

describe('the return form', () => {
  it('reads the quantities typed per line; empty or zero lines are not returned', () => {
    expect(readReturnQtys({ l1: '2', l2: '', l3: '0' })).toEqual({
      ok: true,
      chosen: [{ line_id: 'l1', qty: 2 }],
    })
    expect(readReturnQtys({ l1: '1.5', l2: 'two' })).toEqual({
      ok: false,
      line_id: 'l2',
      error: { code: 'qty_invalid' },
    })
  })

  it('reads the part lines of the bill with the rate they came in at', () => {
    expect(lines).toEqual([
      {
        line_id: 'l1',
        part_id: 'part-bp100',
        description: 'BP-100 · Brake pad set',
        hsn: '870830',
        uqc: 'SET',
        qty: 6,
        rate: 1_650_00,
        taxable: 9_900_00,
        gst_bp: 1800,
        cgst: 891_00,
        sgst: 891_00,
        igst: 0,
      },
    ])
    // Returns cancelled or against another bill take nothing back.
    const other = { type: 'ppret', status: 'cancelled', against_id: bill.id, lines: bill.lines } as Voucher
    expect(returnedOf(bill.id, [other]).size).toBe(0)
  })
})
