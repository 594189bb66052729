import { describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import { checkPurchase, type PurchaseInput } from './purchase'
import { billUnits, prepareReturn } from './prepare-return'
import { purchaseVoucher } from './purchase-voucher'

const input: PurchaseInput = {
  bill_no: 'GJ/0912',
  bill_date: '2026-01-05',
  grn_date: '2026-01-07',
  today: '2026-01-07',
  supplier: { id: 'party-oem', state_code: '24', gstin: '24AAACG1234K1ZZ', pan_valid: true },
  dealer_state_code: '27',
  tax_shown: 'igst',
  lines: [1, 2].map((n) => ({
    chassis: `MA3EWB22S0012345${n}`,
    engine_no: `K15CN900${n}`,
    taxable: n === 1 ? 10_00_000_00 : 30_00_000_00,
    rate_bp: 4000,
    cess_rate_bp: 0,
  })),
  charges: [{ kind: 'freight', taxable: 4_000_00, rate_bp: 1800 }],
  printed_total: 56_04_720_00,
  tds_194q_applicable: false,
  earlier_this_year: 0,
  known_chassis: new Set(),
  known_engines: new Set(),
  supplier_bill_nos_this_year: [],
}

function postedBill(): Voucher {
  const checked = checkPurchase(input)
  if (!checked.ok) throw new Error(JSON.stringify(checked.refusals))
  const fields = purchaseVoucher(
    input,
    checked.value,
    { name: 'Gujarat Motors' },
    { grn_date: '2026-01-07' },
    (i) => ({ description: 'SUV', vehicle_id: `veh-${i + 1}` }),
  )
  return { ...fields, id: 'bill-1', number: 'VPA1/2526/0001' } as Voucher
}

describe('a purchase return from the bill', () => {
  it('offers each unit at the landed cost it came in at: taxable plus its share of freight', () => {
    expect(billUnits(postedBill()).map((u) => [u.chassis, u.landed_cost])).toEqual([
      ['MA3EWB22S00123451', 10_01_000_00],
      ['MA3EWB22S00123452', 30_03_000_00],
    ])
  })

  it('credits the supplier exactly the tax taken on the unit, and takes it out of stock at its cost', () => {
    const r = prepareReturn({
      bill: postedBill(),
      chassis: ['ma3ewb22s00123452'],
      date: '2026-01-20',
      today: '2026-01-20',
      narration: ' Transit damage ',
      stateOf: () => 'in_stock',
    })
    if (!r.ok) throw new Error(JSON.stringify(r.refusals))
    expect(r.total).toBe(42_00_000_00)
    expect(r.fields).toMatchObject({
      type: 'vpret',
      against_id: 'bill-1',
      party_id: 'party-oem',
      supply: 'inter',
      narration: 'Transit damage',
      stock_moves: [{ item_id: 'veh-2', qty: -1, value: -30_03_000_00 }],
    })
    expect(r.fields.postings).toContainEqual({
      account_id: 'sys:input-igst',
      dr: 0,
      cr: 12_00_000_00,
    })
  })

  it('refuses a sold unit and a date before the bill, naming the chassis', () => {
    const r = prepareReturn({
      bill: postedBill(),
      chassis: ['MA3EWB22S00123451'],
      date: '2026-01-06',
      today: '2026-01-20',
      narration: '',
      stateOf: () => 'sold',
    })
    expect(r.ok ? [] : r.refusals).toEqual([
      'date-before-purchase',
      { chassis: 'MA3EWB22S00123451', reason: 'sold' },
    ])
  })
})
