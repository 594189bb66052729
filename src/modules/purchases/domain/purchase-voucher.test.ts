import { describe, expect, it } from 'vitest'
import { checkPurchase, type PurchaseInput } from './purchase'
import { checkPurchaseReturn, unitsOfPurchase } from './purchase-return'
import { purchaseReturnVoucher, purchaseVoucher } from './purchase-voucher'

const input: PurchaseInput = {
  bill_no: ' GJ/0912 ',
  bill_date: '2026-01-05',
  grn_date: '2026-01-07',
  today: '2026-01-07',
  supplier: { id: 'party-oem', state_code: '24', gstin: '24AAACG1234K1ZZ', pan_valid: true },
  dealer_state_code: '27',
  tax_shown: 'igst',
  lines: [1, 2, 3].map((n) => ({
    chassis: `ma3ewb22s0012345${n}`,
    engine_no: `k15cn900${n}`,
    taxable: 11_80_000_00,
    rate_bp: 4000,
    cess_rate_bp: 0,
  })),
  charges: [{ kind: 'freight', taxable: 3_000_00, rate_bp: 1800 }],
  printed_total: 49_59_540_00,
  tds_194q_applicable: true,
  earlier_this_year: 48_00_000_00,
  known_chassis: new Set(),
  known_engines: new Set(),
  supplier_bill_nos_this_year: [],
}
const party = { name: 'Gujarat Motors Ltd', gstin: '24AAACG1234K1ZZ', state_code: '24' }
const vid = (chassis: string) => `veh-${chassis}`

describe('purchaseVoucher and purchaseReturnVoucher', () => {
  it('freeze the bill: lines adding up to the totals, vehicle ids on lines and moves, GRN and transport as details', () => {
    const checked = checkPurchase(input)
    if (!checked.ok) throw new Error(JSON.stringify(checked.refusals))
    const v = purchaseVoucher(
      input,
      checked.value,
      party,
      { grn_date: '2026-01-07', lr_no: ' LR-55 ' },
      (i) => ({
        description: 'SUV ZX',
        vehicle_id: vid(checked.value.stock_moves[i]!.item_id),
      }),
    )
    expect(v).toMatchObject({
      type: 'vpur',
      series: 'VP',
      fy: '2526',
      doc_date: '2026-01-07',
      supplier_bill_no: 'GJ/0912',
    })
    expect(v.details).toEqual({ grn_date: '2026-01-07', lr_no: 'LR-55' })
    expect(v.lines.reduce((s, l) => s + l.total, 0)).toBe(v.totals.grand_total - (v.totals.round_off ?? 0))
    expect(v.lines[0]).toMatchObject({
      chassis: 'MA3EWB22S00123451',
      engine: 'K15CN9001',
      item_id: 'veh-MA3EWB22S00123451',
    })
    expect(v.stock_moves.map((m) => [m.item_id, m.value])).toEqual([
      ['veh-MA3EWB22S00123451', 11_81_000_00],
      ['veh-MA3EWB22S00123452', 11_81_000_00],
      ['veh-MA3EWB22S00123453', 11_81_000_00],
    ])

    const units = unitsOfPurchase(v.lines, (c) => v.stock_moves.find((m) => m.item_id === vid(c))?.value)
    const ret = checkPurchaseReturn({
      date: '2026-01-09',
      today: '2026-01-09',
      purchase: { date: v.doc_date, supplier_id: v.party_id, units },
      chassis: ['MA3EWB22S00123452'],
      stateOf: () => 'in_stock',
    })
    if (!ret.ok) throw new Error(JSON.stringify(ret.refusals))
    const d = purchaseReturnVoucher(
      ret.value,
      { id: 'vpur-1', supplier_id: v.party_id, supply: 'inter', pos: '27' },
      units.filter((u) => u.chassis === 'MA3EWB22S00123452'),
      '2026-01-09',
      party,
      vid,
    )
    expect(d).toMatchObject({ type: 'vpret', series: 'VD', against_id: 'vpur-1' })
    expect(d.totals).toMatchObject({ taxable: 11_80_000_00, igst: 4_72_000_00, grand_total: 16_52_000_00 })
    expect(d.stock_moves).toEqual([
      {
        kind: 'vehicle',
        item_id: 'veh-MA3EWB22S00123452',
        qty: -1,
        rate: 11_81_000_00,
        value: -11_81_000_00,
      },
    ])
  })
})
