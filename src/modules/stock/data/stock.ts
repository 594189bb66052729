// The stock over the local database: the live stock book, adding opening stock (one document per chassis, its
// key derived from the company and the chassis), recording a PDI and the demo and transit-damage flags.
import { useMemo } from 'react'
import type { Booking } from '@schemas/bookings.schema'
import type { Vehicle } from '@schemas/vehicles.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { localToday } from '@/auth/permissions'
import type { AppDatabase } from '@/data/database'
import { useData } from '@/data/data-context'
import { insertRecord, insertRecords, updateRecord, type Writer } from '@/data/records'
import { useRxQuery } from '@/data/use-rx'
import type { OpeningFields } from '../domain/opening-draft'
import { stockBook, type StockUnit } from '../domain/stock-book'
import { vehicleId } from '../domain/vehicle-id'

export function useStockBook(): { units: StockUnit[]; vehicles: Vehicle[]; loading: boolean } {
  const { db } = useData()
  const vehiclesQ = useRxQuery(() => db.vehicles.find(), [db])
  const vouchersQ = useRxQuery(
    () => db.vouchers.find({ selector: { type: { $in: ['vpur', 'vpret', 'vinv', 'vcn'] } } }),
    [db],
  )
  const bookingsQ = useRxQuery(() => db.bookings.find({ selector: { status: 'allotted' } }), [db])
  const today = localToday()
  const vehicles = useMemo(() => (vehiclesQ.data ?? []) as Vehicle[], [vehiclesQ.data])
  const units = useMemo(
    () =>
      stockBook(vehicles, (vouchersQ.data ?? []) as Voucher[], (bookingsQ.data ?? []) as Booking[], today),
    [vehicles, vouchersQ.data, bookingsQ.data, today],
  )
  return { units, vehicles, loading: vehiclesQ.loading || vouchersQ.loading || bookingsQ.loading }
}

/** Adds a unit of opening stock under its derived key. */
export async function addOpeningStock(
  db: AppDatabase,
  companyId: string,
  fields: OpeningFields,
  w: Writer,
): Promise<Vehicle> {
  const id = await vehicleId(companyId, fields.chassis_no)
  return insertRecord<Vehicle>(db.vehicles, { id, ...fields }, w)
}

/** Adds many units of opening stock in one write, each under its derived key. */
export async function addOpeningStockMany(
  db: AppDatabase,
  companyId: string,
  units: readonly OpeningFields[],
  w: Writer,
): Promise<Vehicle[]> {
  const rows = await Promise.all(
    units.map(async (fields) => ({ id: await vehicleId(companyId, fields.chassis_no), ...fields })),
  )
  return insertRecords<Vehicle>(db.vehicles, rows, w)
}

export function savePdi(db: AppDatabase, id: string, pdi: NonNullable<Vehicle['pdi']>, w: Writer) {
  return updateRecord<Vehicle>(db.vehicles, id, () => ({ pdi }), w)
}

export function saveFlags(
  db: AppDatabase,
  id: string,
  flags: { demo?: boolean; transit_damage?: boolean },
  w: Writer,
) {
  return updateRecord<Vehicle>(db.vehicles, id, () => flags, w)
}
