// The purchase return form's decision: the units of the chosen bill with the cost each came in at, and the
// chosen chassis checked (checkPurchaseReturn) and, when nothing is refused, the debit note to post.
import type { Voucher } from '@schemas/vouchers.schema'
import { normaliseChassis } from '@/utils/vehicle-ids'
import {
  checkPurchaseReturn,
  unitsOfPurchase,
  type PurchasedUnit,
  type ReturnRefusal,
  type UnitState,
} from './purchase-return'
import { purchaseReturnVoucher, type PurchaseVoucherFields } from './purchase-voucher'

type Bill = Pick<
  Voucher,
  'id' | 'doc_date' | 'party_id' | 'party' | 'supply' | 'pos' | 'lines' | 'stock_moves'
>

/** Each normalised chassis of the bill and the vehicle document its line names. */
function vehicleIdsOf(bill: Pick<Bill, 'lines'>): Map<string, string> {
  return new Map(
    bill.lines.flatMap((l) => (l.chassis && l.item_id ? [[normaliseChassis(l.chassis), l.item_id]] : [])),
  )
}

/** The vehicles of a posted bill, each with the landed cost its stock move brought in. */
export function billUnits(bill: Pick<Bill, 'lines' | 'stock_moves'>): PurchasedUnit[] {
  const idOf = vehicleIdsOf(bill)
  const costOf = (chassis: string) =>
    bill.stock_moves.find((m) => m.item_id === idOf.get(chassis) && m.qty > 0)?.value
  return unitsOfPurchase(bill.lines, costOf)
}

export function prepareReturn(input: {
  bill: Bill
  chassis: readonly string[]
  date: string
  today: string
  narration: string
  stateOf: (chassis: string) => UnitState
}): { ok: true; fields: PurchaseVoucherFields; total: number } | { ok: false; refusals: ReturnRefusal[] } {
  const { bill } = input
  const units = billUnits(bill)
  const checked = checkPurchaseReturn({
    date: input.date,
    today: input.today,
    purchase: { date: bill.doc_date, supplier_id: bill.party_id ?? '', units },
    chassis: input.chassis,
    stateOf: input.stateOf,
  })
  if (!checked.ok) return checked
  const chosen = new Set(input.chassis.map(normaliseChassis))
  const idOf = vehicleIdsOf(bill)
  const fields = purchaseReturnVoucher(
    checked.value,
    { id: bill.id, supplier_id: bill.party_id ?? '', supply: bill.supply ?? 'inter', pos: bill.pos ?? '' },
    units.filter((u) => chosen.has(u.chassis)),
    input.date,
    bill.party ?? { name: '' },
    (chassis) => idOf.get(normaliseChassis(chassis)) ?? chassis,
  )
  const narration = input.narration.trim()
  return {
    ok: true,
    fields: narration ? { ...fields, narration } : fields,
    total: checked.value.totals.grand_total,
  }
}
