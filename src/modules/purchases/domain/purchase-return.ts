// A purchase return (debit note, research/modules.md §3.2) sends chassis of one posted purchase back to the
// OEM at that purchase's own values: the taxable value and tax each unit carried, never today's rates, so
// the input tax reversed is exactly what was taken (the tax heads are copied from the purchase's line).
import { normaliseChassis } from '@/utils/vehicle-ids'

export type PurchasedUnit = {
  chassis: string
  taxable: number
  cgst: number
  sgst: number
  igst: number
  cess: number
  landed_cost: number
}

export type ReturnRefusal =
  | 'no-chassis'
  | 'date-before-purchase'
  | 'date-in-future'
  | { chassis: string; reason: 'not-in-purchase' | 'already-returned' | 'allotted' | 'sold' | 'repeated' }

/** The unit's state as the stock module derives it (vehicleState). */
export type UnitState =
  'pending_grn' | 'in_stock' | 'allotted' | 'sold' | 'delivered' | 'returned_to_oem' | 'customer'

export type PostedReturn = {
  totals: { taxable: number; cgst: number; sgst: number; igst: number; cess: number; grand_total: number }
  postings: { account_id: string; party_id?: string; dr: number; cr: number }[]
  stock_moves: { kind: 'vehicle'; item_id: string; qty: number; rate: number; value: number }[]
}

export function checkPurchaseReturn(input: {
  date: string
  today: string
  purchase: { date: string; supplier_id: string; units: readonly PurchasedUnit[] }
  chassis: readonly string[]
  stateOf: (chassis: string) => UnitState
}): { ok: true; value: PostedReturn } | { ok: false; refusals: ReturnRefusal[] } {
  const refusals: ReturnRefusal[] = []
  if (input.chassis.length === 0) refusals.push('no-chassis')
  if (input.date < input.purchase.date) refusals.push('date-before-purchase')
  if (input.date > input.today) refusals.push('date-in-future')
  const seen = new Set<string>()
  const units: PurchasedUnit[] = []
  for (const raw of input.chassis) {
    const chassis = normaliseChassis(raw)
    const unit = input.purchase.units.find((u) => normaliseChassis(u.chassis) === chassis)
    if (seen.has(chassis)) refusals.push({ chassis, reason: 'repeated' })
    else if (!unit) refusals.push({ chassis, reason: 'not-in-purchase' })
    else {
      const state = input.stateOf(chassis)
      if (state === 'returned_to_oem') refusals.push({ chassis, reason: 'already-returned' })
      else if (state === 'allotted') refusals.push({ chassis, reason: 'allotted' })
      else if (state === 'sold' || state === 'delivered' || state === 'customer') {
        refusals.push({ chassis, reason: 'sold' })
      } else units.push(unit)
    }
    seen.add(chassis)
  }
  if (refusals.length > 0) return { ok: false, refusals }

  const sum = (pick: (u: PurchasedUnit) => number) => units.reduce((s, u) => s + pick(u), 0)
  const taxable = sum((u) => u.taxable)
  const cgst = sum((u) => u.cgst)
  const sgst = sum((u) => u.sgst)
  const igst = sum((u) => u.igst)
  const cess = sum((u) => u.cess)
  const grand_total = taxable + cgst + sgst + igst + cess
  const cr = (account_id: string, amount: number) => (amount > 0 ? [{ account_id, dr: 0, cr: amount }] : [])
  return {
    ok: true,
    value: {
      totals: { taxable, cgst, sgst, igst, cess, grand_total },
      postings: [
        { account_id: 'sys:creditors', party_id: input.purchase.supplier_id, dr: grand_total, cr: 0 },
        ...cr('sys:purchases-vehicles', taxable),
        ...cr('sys:input-igst', igst),
        ...cr('sys:input-cgst', cgst),
        ...cr('sys:input-sgst', sgst),
        ...cr('sys:input-cess-legacy', cess),
      ],
      // The unit leaves at the cost it came in at, so the stock value held drops by exactly that.
      stock_moves: units.map((u) => ({
        kind: 'vehicle',
        item_id: normaliseChassis(u.chassis),
        qty: -1,
        rate: u.landed_cost,
        value: -u.landed_cost,
      })),
    },
  }
}

type PurchaseLine = {
  kind: string
  chassis?: string
  taxable: number
  cgst?: number
  sgst?: number
  igst?: number
  cess?: number
}

/**
 * The units of a posted purchase from its vehicle lines, each with the cost its stock move brought in
 * (`costOf` maps a normalised chassis to that value), for the return form to offer.
 */
export function unitsOfPurchase(
  lines: readonly PurchaseLine[],
  costOf: (chassis: string) => number | undefined,
): PurchasedUnit[] {
  return lines.flatMap((l) => {
    if (l.kind !== 'vehicle' || !l.chassis) return []
    const chassis = normaliseChassis(l.chassis)
    return [
      {
        chassis,
        taxable: l.taxable,
        cgst: l.cgst ?? 0,
        sgst: l.sgst ?? 0,
        igst: l.igst ?? 0,
        cess: l.cess ?? 0,
        landed_cost: costOf(chassis) ?? l.taxable,
      },
    ]
  })
}
