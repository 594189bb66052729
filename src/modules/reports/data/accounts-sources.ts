// What the accounts reports read from the local database. A balance is never stored (two offline devices would
// each move a stored one, and sync could not merge them), so the trial balance, the ageing and the profit and
// loss read every voucher dated up to the day they are as on, by the doc_date index; the parties and the
// dealer's own accounts for names, groups, openings and credit days; and for the stock in the profit and loss,
// the vehicles with the vouchers that move them and the parts stock the inventory keeps replayed. Live: a
// voucher synced from another device changes the report at once.
import { useMemo } from 'react'
import type { Account } from '@schemas/accounts.schema'
import type { Party } from '@schemas/parties.schema'
import type { Vehicle } from '@schemas/vehicles.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { usePartsStock } from '@/modules/inventory/public'
import { dayBefore, partsStockOn, stockTakenOver, vehicleStockOn } from '../domain/stock-value'
import type { StockValue } from '../domain/profit-loss'

/** Every voucher dated on or before `asOf`. */
export function useVouchersUpTo(asOf: string): { vouchers: Voucher[]; loading: boolean } {
  const { db } = useData()
  const q = useRxQuery(
    () =>
      db.vouchers.find({
        selector: { doc_date: { $lte: asOf } },
        sort: [{ doc_date: 'asc' }, { id: 'asc' }],
        index: ['doc_date'],
      }),
    [db, asOf],
  )
  return { vouchers: useMemo(() => (q.data ?? []) as Voucher[], [q.data]), loading: q.loading }
}

export function useAllParties(): { parties: Party[]; loading: boolean } {
  const { db } = useData()
  const q = useRxQuery(() => db.parties.find(), [db])
  return { parties: useMemo(() => (q.data ?? []) as Party[], [q.data]), loading: q.loading }
}

export function useOwnAccounts(): { accounts: Account[]; loading: boolean } {
  const { db } = useData()
  const q = useRxQuery(() => db.accounts.find(), [db])
  return { accounts: useMemo(() => (q.data ?? []) as Account[], [q.data]), loading: q.loading }
}

/** The stock at the end of the day before `from` with what was taken over as opening stock within the period
 * (stock-value.ts), and the stock at the end of `to`. */
export function useStockAround(period: { from: string; to: string }): {
  opening: StockValue
  closing: StockValue
  loading: boolean
} {
  const { db } = useData()
  const v = useRxQuery(() => db.vehicles.find(), [db])
  const m = useRxQuery(
    () =>
      db.vouchers.find({ selector: { type: { $in: ['vpur', 'vpret', 'vinv', 'vcn'] }, status: 'posted' } }),
    [db],
  )
  const parts = usePartsStock()
  const vehicles = (v.data ?? []) as Vehicle[]
  const moves = (m.data ?? []) as Voucher[]
  const values = useMemo(() => {
    const before = dayBefore(period.from)
    const takenOver = stockTakenOver(vehicles, parts.state, period)
    return {
      opening: {
        vehicles: vehicleStockOn(vehicles, moves, before).value + takenOver.vehicles,
        parts: partsStockOn(parts.state, before) + takenOver.parts,
      },
      closing: {
        vehicles: vehicleStockOn(vehicles, moves, period.to).value,
        parts: partsStockOn(parts.state, period.to),
      },
    }
    // The parts state is replaced in place; its version says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [v.data, m.data, parts.version, parts.state, period.from, period.to])
  return { ...values, loading: v.loading || m.loading || parts.loading }
}
