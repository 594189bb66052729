import { describe, expect, it } from 'vitest'
import { checkPurchaseReturn, unitsOfPurchase, type UnitState } from './purchase-return'

// G6's purchase: three SUVs at ₹11.8 lakh with 40 % IGST.
const lines = [1, 2, 3].map((n) => ({
  kind: 'vehicle',
  chassis: `MA3EWB22S0012345${n}`,
  taxable: 11_80_000_00,
  igst: 4_72_000_00,
}))
const units = unitsOfPurchase([...lines, { kind: 'charge', taxable: 5_000_00 }], (c) =>
  c === 'MA3EWB22S00123452' ? 11_81_000_00 : undefined,
)
const purchase = { date: '2026-01-05', supplier_id: 'party-oem', units }
const states: Record<string, UnitState> = {
  MA3EWB22S00123451: 'returned_to_oem',
  MA3EWB22S00123453: 'allotted',
}
const base = {
  date: '2026-01-10',
  today: '2026-01-10',
  purchase,
  stateOf: (c: string) => states[c] ?? 'in_stock',
}

describe('checkPurchaseReturn', () => {
  it('returns a chassis at the purchase’s own values: Dr supplier, Cr purchases and input IGST, stock −1 at landed cost', () => {
    const r = checkPurchaseReturn({ ...base, chassis: ['ma3ewb22s00123452'] })
    if (!r.ok) throw new Error(JSON.stringify(r.refusals))
    expect(r.value.totals.grand_total).toBe(16_52_000_00)
    expect(r.value.postings).toEqual([
      { account_id: 'sys:creditors', party_id: 'party-oem', dr: 16_52_000_00, cr: 0 },
      { account_id: 'sys:purchases-vehicles', dr: 0, cr: 11_80_000_00 },
      { account_id: 'sys:input-igst', dr: 0, cr: 4_72_000_00 },
    ])
    expect(r.value.stock_moves).toEqual([
      { kind: 'vehicle', item_id: 'MA3EWB22S00123452', qty: -1, rate: 11_81_000_00, value: -11_81_000_00 },
    ])
  })

  it('refuses a chassis not in the purchase, already returned, allotted, repeated, and bad dates', () => {
    const r = checkPurchaseReturn({
      ...base,
      date: '2026-01-04',
      chassis: [
        'MA3EWB22S00123451',
        'MA3EWB22S00123453',
        'MA3EWB22S00199999',
        'MA3EWB22S00123452',
        'MA3EWB22S00123452',
      ],
    })
    expect(r.ok ? [] : r.refusals).toEqual([
      'date-before-purchase',
      { chassis: 'MA3EWB22S00123451', reason: 'already-returned' },
      { chassis: 'MA3EWB22S00123453', reason: 'allotted' },
      { chassis: 'MA3EWB22S00199999', reason: 'not-in-purchase' },
      { chassis: 'MA3EWB22S00123452', reason: 'repeated' },
    ])
    const sold = checkPurchaseReturn({ ...base, chassis: ['MA3EWB22S00123452'], stateOf: () => 'delivered' })
    expect(sold.ok ? [] : sold.refusals).toEqual([{ chassis: 'MA3EWB22S00123452', reason: 'sold' }])
    expect(checkPurchaseReturn({ ...base, chassis: [] }).ok).toBe(false)
  })
})
