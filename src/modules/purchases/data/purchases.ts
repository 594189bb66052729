// Purchases over the local database. Two documents cannot be written in one transaction, so posting writes
// the vehicle documents first (their ids derive from the company and chassis, so a retry rewrites nothing)
// and the voucher last: a unit whose purchase never got posted stays pending_grn, never half in stock.
import type { Vehicle } from '@schemas/vehicles.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import type { AppDatabase } from '@/data/database'
import { insertRecord, updateRecord, type Writer } from '@/data/records'
import { postVoucher } from '@/modules/books/public'
import { vehicleId } from '@/modules/stock/public'
import { SUPPLIER_BILL_TYPES, SUPPLIER_RETURN_TYPES, supplierYearOf } from '@/utils/supplier-bill'
import { normaliseChassis, normaliseEngineNo } from '@/utils/vehicle-ids'
import type { PreparedPurchase, SupplierFacts } from '../domain/prepare'
import { purchaseVoucher, type PurchaseVoucherFields } from '../domain/purchase-voucher'

export type Data = { db: AppDatabase; writer: Writer }

/** Every chassis and engine number the company knows, normalised, for checkPurchase's refusals. */
export async function knownNumbers(db: AppDatabase): Promise<{ chassis: Set<string>; engines: Set<string> }> {
  const vehicles = (await db.vehicles.find().exec()).map((d) => d.toJSON() as Vehicle)
  return {
    chassis: new Set(vehicles.map((v) => normaliseChassis(v.chassis_no))),
    engines: new Set(vehicles.filter((v) => v.engine_no).map((v) => normaliseEngineNo(v.engine_no))),
  }
}

/** The supplier's purchases and returns of vehicles and parts, every year: live for the form, read once for a
 * check (one bill number a year whatever it bought; s.194Q counts everything bought from the seller). */
export function supplierVouchersQuery(db: AppDatabase, supplierId: string) {
  return db.vouchers.find({
    selector: { type: { $in: [...SUPPLIER_BILL_TYPES, ...SUPPLIER_RETURN_TYPES] }, party_id: supplierId },
  })
}

/** The supplier's bill numbers posted in the financial year, and the taxable bought (net of returns) for s.194Q. */
export async function supplierYear(
  db: AppDatabase,
  supplierId: string,
  fy: string,
): Promise<{ billNos: string[]; taxable: number }> {
  const docs = await supplierVouchersQuery(db, supplierId).exec()
  return supplierYearOf(
    docs.map((d) => d.toJSON() as Voucher),
    fy,
  )
}

export type NewUnit = Pick<Vehicle, 'chassis_no' | 'engine_no' | 'catalog_id' | 'description' | 'colour'> &
  Partial<Pick<Vehicle, 'key_no' | 'battery_no' | 'mfg'>>

/**
 * Writes the units (idempotently; a unit of a cancelled bill takes this bill's facts) and then the voucher,
 * numbered in this device's VP series.
 */
export async function postPurchase(
  data: Data,
  companyId: string,
  device: string,
  units: readonly NewUnit[],
  fields: PurchaseVoucherFields,
): Promise<Voucher> {
  for (const unit of units) {
    const id = await vehicleId(companyId, unit.chassis_no)
    const found = (await data.db.vehicles.findOne(id).exec())?.toJSON() as Vehicle | undefined
    if (!found) {
      await insertRecord<Vehicle>(data.db.vehicles, { id, ...unit, source: 'purchase' }, data.writer)
    } else if ((Object.keys(unit) as (keyof NewUnit)[]).some((k) => found[k] !== unit[k])) {
      // A unit of a cancelled bill keyed again (the form let it: no live purchase holds it): the new bill's
      // facts replace the old, the correction being why the bill was keyed again.
      await updateRecord<Vehicle>(data.db.vehicles, id, () => ({ ...unit }), data.writer)
    }
  }
  return postVoucher(data, fields, device)
}

/**
 * Posts a bill the form prepared: the vehicle documents with their variant, colour and description, then the
 * voucher whose lines and stock moves name those documents.
 */
export async function postPreparedPurchase(
  data: Data,
  companyId: string,
  device: string,
  bill: Extract<PreparedPurchase, { ok: true }>,
  supplier: SupplierFacts,
  describe: (catalogId: string) => string,
): Promise<Voucher> {
  const ids = await Promise.all(bill.lines.map((l) => vehicleId(companyId, l.chassis)))
  const units: NewUnit[] = bill.lines.map((l) => ({
    chassis_no: normaliseChassis(l.chassis),
    engine_no: normaliseEngineNo(l.engine_no),
    catalog_id: l.catalog_id,
    description: describe(l.catalog_id),
    colour: l.colour,
  }))
  const fields = purchaseVoucher(
    bill.input,
    bill.posted,
    {
      name: supplier.name,
      ...(supplier.gstin ? { gstin: supplier.gstin } : {}),
      state_code: bill.input.supplier.state_code,
      ...(supplier.address ? { address: supplier.address } : {}),
      ...(supplier.pan ? { pan: supplier.pan } : {}),
    },
    bill.details,
    (i) => ({ description: `${units[i]!.description} · ${units[i]!.colour}`, vehicle_id: ids[i]! }),
  )
  return postPurchase(data, companyId, device, units, fields)
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

/** Every vehicle purchase, newest first. */
export function purchasesQuery(db: AppDatabase) {
  return db.vouchers.find({ selector: { type: 'vpur' }, sort: [{ type: 'asc' }, { list_key: 'asc' }] })
}

/** Every purchase return (debit note), newest first. */
export function purchaseReturnsQuery(db: AppDatabase) {
  return db.vouchers.find({ selector: { type: 'vpret' }, sort: [{ type: 'asc' }, { list_key: 'asc' }] })
}

/** The debit notes raised against one purchase. */
export function returnsOfPurchaseQuery(db: AppDatabase, purchaseId: string) {
  return db.vouchers.find({ selector: { type: 'vpret', against_id: purchaseId } })
}
