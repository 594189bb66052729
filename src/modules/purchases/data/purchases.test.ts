import { afterEach, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '@harness/test-database'
import { cancelVoucher } from '@/modules/books/public'
import { vehicleId } from '@/modules/stock/public'
import { checkPurchase, type PurchaseInput } from '../domain/purchase'
import { purchaseVoucher } from '../domain/purchase-voucher'
import { findPurchases, knownNumbers, postPurchase, supplierYear } from './purchases'

let t: TestDatabase | null = null
afterEach(async () => {
  await t?.close()
  t = null
})

const COMPANY = 'c1'
const base: PurchaseInput = {
  bill_no: 'GJ/0912',
  bill_date: '2026-01-05',
  grn_date: '2026-01-07',
  today: '2026-01-07',
  supplier: { id: 'party-oem', state_code: '24', gstin: '24AAACG1234K1ZZ', pan_valid: true },
  dealer_state_code: '27',
  tax_shown: 'igst',
  lines: [1, 2, 3].map((n) => ({
    chassis: `MA3EWB22S0012345${n}`,
    engine_no: `K15CN900${n}`,
    taxable: 11_80_000_00,
    rate_bp: 4000,
    cess_rate_bp: 0,
  })),
  charges: [],
  printed_total: 49_56_000_00,
  tds_194q_applicable: true,
  earlier_this_year: 48_00_000_00,
  known_chassis: new Set(),
  known_engines: new Set(),
  supplier_bill_nos_this_year: [],
}

describe('posting a purchase', () => {
  it('writes the units and the VP voucher; the same bill or chassis is then refused; found by chassis', async () => {
    t = await openTestDatabase('postpurchase', { collections: ['vehicles', 'vouchers'], userId: 'u-1' })
    const data = { db: t.db, writer: t.writer }
    const checked = checkPurchase(base)
    if (!checked.ok) throw new Error(JSON.stringify(checked.refusals))
    const ids = await Promise.all(base.lines.map((l) => vehicleId(COMPANY, l.chassis)))
    const fields = purchaseVoucher(
      base,
      checked.value,
      { name: 'Gujarat Motors' },
      { grn_date: '2026-01-07' },
      (i) => ({ description: 'SUV', vehicle_id: ids[i]! }),
    )
    const units = base.lines.map((l) => ({
      chassis_no: l.chassis,
      engine_no: l.engine_no,
      catalog_id: 'cat-1',
      description: 'SUV',
      colour: 'White',
    }))
    const v = await postPurchase(data, COMPANY, 'device-a', units, fields)
    expect(v.number).toMatch(/^VP.+\/2526\/0001$/)
    expect(await t.db.vehicles.count().exec()).toBe(3)

    const known = await knownNumbers(t.db)
    const year = await supplierYear(t.db, 'party-oem', '2526')
    expect(year).toEqual({ billNos: ['GJ/0912'], taxable: 35_40_000_00 })
    const again = checkPurchase({
      ...base,
      known_chassis: known.chassis,
      known_engines: known.engines,
      supplier_bill_nos_this_year: year.billNos,
    })
    expect(again.ok ? [] : again.refusals).toContain('bill-no-duplicate')
    expect(again.ok ? [] : again.refusals).toContainEqual({ line: 1, reason: 'chassis-known' })

    expect((await findPurchases(t.db, 'ma3ewb22s00123452')).map((p) => p.id)).toEqual([v.id])
    expect(await findPurchases(t.db, 'NOPE9')).toEqual([])
  })
})

describe('a cancelled bill keyed again', () => {
  it('lets its chassis be bought again, the corrected facts replacing the old', async () => {
    t = await openTestDatabase('rekeyed', { collections: ['vehicles', 'vouchers'], userId: 'u-1' })
    const data = { db: t.db, writer: t.writer }
    const one = {
      ...base,
      lines: base.lines.slice(0, 1),
      printed_total: 16_52_000_00,
      tds_194q_applicable: false,
    }
    const checked = checkPurchase(one)
    if (!checked.ok) throw new Error(JSON.stringify(checked.refusals))
    const id = await vehicleId(COMPANY, one.lines[0]!.chassis)
    const unit = {
      chassis_no: one.lines[0]!.chassis,
      catalog_id: 'cat-1',
      description: 'SUV',
      colour: 'White',
    }
    const fields = purchaseVoucher(one, checked.value, { name: 'OEM' }, { grn_date: '2026-01-07' }, () => ({
      description: 'SUV',
      vehicle_id: id,
    }))
    const first = await postPurchase(data, COMPANY, 'device-a', [{ ...unit, engine_no: 'K15CN9OO1' }], fields)
    await cancelVoucher(data, first.id, 'Engine number keyed wrong', [first], {
      lockDate: null,
      today: '2026-01-07',
      validTill: null,
    })
    await postPurchase(data, COMPANY, 'device-a', [{ ...unit, engine_no: 'K15CN9001' }], fields)
    const stored = (await t.db.vehicles.findOne(id).exec())?.toJSON()
    expect(stored).toMatchObject({ engine_no: 'K15CN9001', source: 'purchase' })
    expect(await t.db.vehicles.count().exec()).toBe(1)
  })
})
