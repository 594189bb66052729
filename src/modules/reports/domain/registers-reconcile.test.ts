// The registers agree with the returns and the books (issue 22, "How it is checked"): the sales register's
// totals for a month are what GSTR-1 declares (gstr1Totals) and what the same documents left on the output tax
// and sales accounts of the trial balance; the purchase register's ITC is what the input accounts hold; the
// vehicle stock register's value is the stock book's held value and the parts summary's closing value is the
// parts stock on hand.
import { describe, expect, it } from 'vitest'
import type { Vehicle } from '@schemas/vehicles.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { partsStock, stockSummary } from '@/modules/inventory/public'
import { heldValue, stockBook } from '@/modules/stock/public'
import { DEALER_STATE, DEC, DECEMBER, line, purchase } from './fixtures.test-data'
import { gstr1, gstr1Totals } from './gstr1'
import { partsStockSummary } from './parts-stock-report'
import { purchaseRegister } from './purchase-register'
import { salesRegister, salesTotals } from './sales-register'
import { trialBalance } from './trial-balance'
import { vehicleStockRegister } from './vehicle-stock-register'

const inDecember = DECEMBER.filter((v) => v.doc_date >= DEC.from && v.doc_date <= DEC.to)
/** cr − dr of the accounts `match` picks, in the trial balance of `vouchers` on `asOf`. */
function credit(vouchers: readonly Voucher[], match: (account: string) => boolean): number {
  return trialBalance(vouchers, DEC.to)
    .rows.filter((r) => match(r.account_id))
    .reduce((s, r) => s + r.cr - r.dr, 0)
}

describe('the registers reconcile', () => {
  it('December: sales register totals = GSTR-1 totals = the output tax and sales accounts', () => {
    const t = salesTotals(salesRegister(DECEMBER, DEC, 'all', DEALER_STATE))
    const g = gstr1Totals(gstr1(DECEMBER, DEC, DEALER_STATE))
    expect({ taxable: t.taxable, igst: t.igst, cgst: t.cgst, sgst: t.sgst, cess: t.cess }).toEqual(g)
    expect(t.igst).toBe(credit(inDecember, (a) => a === 'sys:output-igst'))
    expect(t.cgst).toBe(credit(inDecember, (a) => a === 'sys:output-cgst'))
    expect(t.sgst).toBe(credit(inDecember, (a) => a === 'sys:output-sgst' || a === 'sys:output-utgst'))
    expect(t.cess).toBe(credit(inDecember, (a) => a === 'sys:output-cess-legacy'))
    expect(t.taxable).toBe(credit(inDecember, (a) => a.startsWith('sys:sales-')))
    expect(t.tcs).toBe(credit(inDecember, (a) => a === 'sys:tcs-payable'))
  })

  it('December: the purchase register’s ITC = what the input tax accounts hold', () => {
    const rows = purchaseRegister(DECEMBER, DEC, 'all')
    const itc = rows.reduce((s, r) => s + r.itc, 0)
    expect(itc).toBe(-credit(inDecember, (a) => a.startsWith('sys:input-')))
    expect(itc).toBe(rows.reduce((s, r) => s + r.igst + r.cgst + r.sgst + r.cess, 0))
  })

  it('the vehicle stock register’s value = the stock on hand of the stock book', () => {
    const vehicle = (id: string, patch: Partial<Vehicle> = {}): Vehicle => ({
      id,
      rev: 1,
      created_at: 1,
      updated_at: 1,
      chassis_no: `CH${id}`,
      engine_no: `EN${id}`,
      catalog_id: 'c',
      description: 'SUV',
      colour: 'White',
      source: 'purchase',
      ...patch,
    })
    const vehicles = [
      vehicle('s1'),
      vehicle('s2'),
      vehicle('s3'),
      vehicle('old', { source: 'opening', opening: { cost: 6_00_000_00, as_of: '2025-04-01' } }),
    ]
    const bought = purchase({
      type: 'vpur',
      number: 'VPB01/2526/0005',
      doc_date: '2025-12-05',
      party_id: 'p-oem',
      lines: [line('vehicle', '870333', 'NOS', 3, 35_40_000_00, { igst: 14_16_000_00 }, 4000)],
      stock_moves: ['s1', 's2', 's3'].map((item_id) => ({
        kind: 'vehicle' as const,
        item_id,
        qty: 1,
        value: 11_80_000_00,
      })),
    })
    const sold: Voucher = {
      ...bought,
      id: 'sold',
      type: 'vinv',
      doc_date: '2025-12-20',
      stock_moves: [{ kind: 'vehicle', item_id: 's2', qty: -1, value: 11_80_000_00 }],
    }
    const rows = vehicleStockRegister(vehicles, [bought, sold], [], DEC.to)
    const held = heldValue(stockBook(vehicles, [bought, sold], [], DEC.to))
    expect(rows.reduce((s, r) => s + r.cost, 0)).toBe(held.value)
    expect(held.value).toBe(2 * 11_80_000_00 + 6_00_000_00)
  })

  it('the parts summary’s closing value = the parts stock on hand', () => {
    const moves = (v: Voucher) =>
      v.lines.map((l) => ({ kind: 'part' as const, item_id: l.hsn_sac!, qty: l.qty, value: l.taxable }))
    const docs = DECEMBER.filter((v) => v.type === 'ppur' || v.type === 'ppret').map((v) => ({
      ...v,
      stock_moves: moves(v).map((m) => (v.type === 'ppret' ? { ...m, qty: -m.qty } : m)),
    }))
    const state = partsStock(docs)
    const rows = partsStockSummary(state, [], DEC)
    expect(rows.reduce((s, r) => s + r.closingValue, 0)).toBe(stockSummary(state).value)
    expect(rows[0]).toMatchObject({ inQty: 6, outQty: 2, closingQty: 4, closingValue: 6_600_00 })
  })
})
