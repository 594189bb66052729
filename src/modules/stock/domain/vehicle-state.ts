// A vehicle's stock state, derived and never typed (research/modules.md §3.3): replayed from the posted
// vouchers that move it (their stock moves, in book order, because offline devices post back-dated
// documents) and from the bookings that allot it. pending_grn (on a purchase not yet posted) → in_stock
// (a posted purchase, or opening stock) → allotted (an allotted booking names its chassis) → sold (a posted
// invoice) → delivered (the invoice's delivery recorded); a goods-return credit note brings it back in stock,
// a purchase return sends it back to the OEM. A customer's vehicle (made from a job card) is never stock.
// Two invoices, or two allotments, of one chassis (two devices offline) are flagged: they block invoicing.
import type { Voucher } from '@schemas/vouchers.schema'

export type VehicleState =
  'pending_grn' | 'in_stock' | 'allotted' | 'sold' | 'delivered' | 'returned_to_oem' | 'customer'

export type VehicleFlag = 'double_invoice' | 'double_allotment'

export type StockVoucher = Pick<
  Voucher,
  'id' | 'type' | 'status' | 'doc_date' | 'posted_at' | 'created_at' | 'stock_moves'
> & { delivery?: { at: number } | null }

export type AllotmentBooking = { id: string; status: string; allotted_chassis_no?: string }

export type StockFacts = {
  state: VehicleState
  flags: VehicleFlag[]
  /** The document that last moved it (its id), or null. */
  lastMove: string | null
}

const bookOrder = (a: StockVoucher, b: StockVoucher) =>
  a.doc_date.localeCompare(b.doc_date) ||
  (a.posted_at ?? a.created_at) - (b.posted_at ?? b.created_at) ||
  a.id.localeCompare(b.id)

export function vehicleState(
  vehicle: { id: string; source: 'purchase' | 'opening' | 'service'; chassis_no: string },
  vouchers: readonly StockVoucher[],
  bookings: readonly AllotmentBooking[],
): StockFacts {
  if (vehicle.source === 'service') return { state: 'customer', flags: [], lastMove: null }
  const flags = new Set<VehicleFlag>()
  let state: VehicleState = vehicle.source === 'opening' ? 'in_stock' : 'pending_grn'
  let lastMove: string | null = null
  const moving = vouchers
    .filter(
      (v) =>
        v.status === 'posted' && v.stock_moves.some((m) => m.kind === 'vehicle' && m.item_id === vehicle.id),
    )
    .sort(bookOrder)
  for (const v of moving) {
    const qty = v.stock_moves
      .filter((m) => m.kind === 'vehicle' && m.item_id === vehicle.id)
      .reduce((s, m) => s + m.qty, 0)
    if (qty > 0) state = 'in_stock'
    else if (qty < 0) {
      if (v.type === 'vinv' && (state === 'sold' || state === 'delivered')) flags.add('double_invoice')
      state = v.type === 'vpret' ? 'returned_to_oem' : v.delivery ? 'delivered' : 'sold'
    } else continue
    lastMove = v.id
  }
  const allotting = bookings.filter(
    (b) => b.status === 'allotted' && b.allotted_chassis_no === vehicle.chassis_no,
  )
  if (allotting.length > 1) flags.add('double_allotment')
  if (state === 'in_stock' && allotting.length > 0) state = 'allotted'
  return { state, flags: [...flags], lastMove }
}
