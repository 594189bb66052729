// What the books' own cancel rules (a payment or a return against it, a locked date) cannot see: a purchase
// whose vehicles have since been allotted, sold or delivered cannot be undone, or stock would hold a car that
// is gone. Send a unit back with a purchase return instead.
import { normaliseChassis } from '@/utils/vehicle-ids'
import type { UnitState } from './purchase-return'

export function purchaseCancelBlock(
  bill: { lines: readonly { kind: string; chassis?: string }[] },
  stateOf: (chassis: string) => UnitState,
): 'units-moved' | null {
  const moved = bill.lines.some(
    (l) =>
      l.kind === 'vehicle' &&
      l.chassis &&
      !['in_stock', 'pending_grn'].includes(stateOf(normaliseChassis(l.chassis))),
  )
  return moved ? 'units-moved' : null
}
