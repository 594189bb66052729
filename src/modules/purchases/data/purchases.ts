// Purchases over the local database. Two documents cannot be written in one transaction, so posting writes
// the vehicle documents first (their ids derive from the company and chassis, so a retry rewrites nothing)
// and the voucher last: a unit whose purchase never got posted stays pending_grn, never half in stock.
import type { Vehicle } from '@schemas/vehicles.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import type { AppDatabase } from '@/data/database'
import { insertRecord, type Writer } from '@/data/records'
import { postVoucher } from '@/modules/books/public'
import { vehicleId } from '@/modules/stock/public'
import { normaliseChassis } from '@/utils/vehicle-ids'
import type { PurchaseVoucherFields } from '../domain/purchase-voucher'

export type Data = { db: AppDatabase; writer: Writer }

/** Every chassis and engine number the company knows, normalised, for checkPurchase's refusals. */
export async function knownNumbers(db: AppDatabase): Promise<{ chassis: Set<string>; engines: Set<string> }> {
  const vehicles = (await db.vehicles.find().exec()).map((d) => d.toJSON() as Vehicle)
  return {
    chassis: new Set(vehicles.map((v) => normaliseChassis(v.chassis_no))),
    engines: new Set(vehicles.filter((v) => v.engine_no).map((v) => normaliseChassis(v.engine_no))),
  }
}

async function purchasesOf(db: AppDatabase, supplierId: string, fy: string): Promise<Voucher[]> {
  const docs = await db.vouchers
    .find({ selector: { type: { $in: ['vpur', 'vpret'] }, party_id: supplierId } })
    .exec()
  return docs.map((d) => d.toJSON() as Voucher).filter((v) => v.fy === fy && v.status === 'posted')
}

/** The supplier's bill numbers posted in the financial year, and the taxable bought (net of returns) for s.194Q. */
export async function supplierYear(
  db: AppDatabase,
  supplierId: string,
  fy: string,
): Promise<{ billNos: string[]; taxable: number }> {
  const vouchers = await purchasesOf(db, supplierId, fy)
  return {
    billNos: vouchers
      .filter((v) => v.type === 'vpur')
      .flatMap((v) => (v.supplier_bill_no ? [v.supplier_bill_no] : [])),
    taxable: vouchers.reduce((s, v) => s + (v.type === 'vpur' ? 1 : -1) * (v.totals.taxable ?? 0), 0),
  }
}

export type NewUnit = Pick<Vehicle, 'chassis_no' | 'engine_no' | 'catalog_id' | 'description' | 'colour'> &
  Partial<Pick<Vehicle, 'key_no' | 'battery_no' | 'mfg'>>

/** Writes the units (idempotently) and then the voucher, numbered in this device's VP series. */
export async function postPurchase(
  data: Data,
  companyId: string,
  device: string,
  units: readonly NewUnit[],
  fields: PurchaseVoucherFields,
): Promise<Voucher> {
  for (const unit of units) {
    const id = await vehicleId(companyId, unit.chassis_no)
    if (await data.db.vehicles.findOne(id).exec()) continue
    await insertRecord<Vehicle>(data.db.vehicles, { id, ...unit, source: 'purchase' }, data.writer)
  }
  return postVoucher(data, fields, device)
}

/** Posts a purchase return (debit note) in this device's VD series. */
export function postPurchaseReturn(
  data: Data,
  device: string,
  fields: PurchaseVoucherFields,
): Promise<Voucher> {
  return postVoucher(data, fields, device)
}

/** Posted purchases whose supplier bill number or one of whose chassis contains `text`. */
export async function findPurchases(db: AppDatabase, text: string): Promise<Voucher[]> {
  const q = normaliseChassis(text)
  if (q === '') return []
  const docs = await db.vouchers.find({ selector: { type: 'vpur', status: 'posted' } }).exec()
  return docs
    .map((d) => d.toJSON() as Voucher)
    .filter(
      (v) =>
        normaliseChassis(v.supplier_bill_no ?? '').includes(q) ||
        v.lines.some((l) => l.chassis && normaliseChassis(l.chassis).includes(q)),
    )
}
