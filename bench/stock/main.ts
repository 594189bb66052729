// The stock book over a dealer's worth of documents (issue 20: the stock screen over 5,000 vehicles and 20,000
// vouchers in under 200 ms), against the named baseline of deriving each unit's state the naive way: every
// unit's vehicleState over every voucher. Made of the same pure rules the screen runs.
import type { Vehicle } from '@schemas/vehicles.schema'
import { stockBook, stockSummary } from '@/modules/stock/domain/stock-book'
import { vehicleState, type StockVoucher } from '@/modules/stock/domain/vehicle-state'

export function world(vehicles: number, vouchers: number) {
  const units: Vehicle[] = []
  for (let i = 0; i < vehicles; i += 1) {
    units.push({
      id: `v-${i}`,
      rev: 1,
      created_at: 1,
      updated_at: 1,
      chassis_no: `MA3CHASSIS${String(i).padStart(7, '0')}`,
      engine_no: `EN${i}`,
      catalog_id: `c-${i % 40}`,
      description: `Model ${i % 40}`,
      colour: ['White', 'Red', 'Blue', 'Grey'][i % 4]!,
      source: 'purchase',
    })
  }
  const docs: StockVoucher[] = []
  // One purchase per ten units, then invoices, returns and the rest as money vouchers that move no stock.
  for (let p = 0; p < vehicles / 10; p += 1) {
    docs.push({
      id: `p-${p}`,
      type: 'vpur',
      status: 'posted',
      doc_date: `2025-${String((p % 12) + 1).padStart(2, '0')}-10`,
      posted_at: p,
      created_at: p,
      stock_moves: Array.from({ length: 10 }, (_, k) => ({
        kind: 'vehicle' as const,
        item_id: `v-${p * 10 + k}`,
        qty: 1,
        rate: 9_00_000_00,
        value: 9_00_000_00,
      })),
    })
  }
  for (let s = 0; s < vehicles * 0.6; s += 1) {
    docs.push({
      id: `i-${s}`,
      type: 'vinv',
      status: 'posted',
      doc_date: '2025-12-01',
      posted_at: s,
      created_at: s,
      stock_moves: [{ kind: 'vehicle', item_id: `v-${s}`, qty: -1, rate: 9_00_000_00, value: 9_00_000_00 }],
    })
  }
  while (docs.length < vouchers) {
    docs.push({
      id: `r-${docs.length}`,
      type: 'rcpt',
      status: 'posted',
      doc_date: '2025-12-02',
      posted_at: 1,
      created_at: 1,
      stock_moves: [],
    })
  }
  return { units, docs }
}

export function run(units: Vehicle[], docs: StockVoucher[]) {
  const book = stockBook(units, docs, [], '2026-01-31')
  return stockSummary(book).length
}

export function naive(units: Vehicle[], docs: StockVoucher[]) {
  let held = 0
  for (const u of units) if (vehicleState(u, docs, []).state === 'in_stock') held += 1
  return held
}
