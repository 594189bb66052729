// Parts bills and wp-returns over the local database. Two documents cannot be written in one transaction, so
// posting writes the new parts first (their ids derive from the company and part number, so a retry or a second
// device finds the same document), then the voucher, then the master's rates the bill updates: a part whose bill
// never got posted is in the master with no stock, never stock of a part the master lacks; rates not written
// (the app closed between) are only the master's hints, and the next bill writes them.
import { partKey, type Part } from '@schemas/parts.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import type { AppDatabase } from '@/data/database'
import { updateRecord, type Writer } from '@/data/records'
import { postVoucher } from '@/modules/books/public'
import { checkPart, emptyPart, partId, savePart, type PartContext } from '@/modules/inventory/public'
import { SUPPLIER_BILL_TYPES, SUPPLIER_RETURN_TYPES } from '@/utils/supplier-bill'
import type { NewPart, PartUpdate, PreparedBill, SupplierFacts } from '../domain/prepare'
import { partsBillVoucher, type VoucherFields } from '../domain/voucher'

export type Data = { db: AppDatabase; writer: Writer }

/** A new part of the bill that the parts master refuses (its rules are the inventory's): nothing was posted. */
export class NewPartRefusedError extends Error {
  constructor(
    readonly partNo: string,
    readonly field: string,
    readonly code: string,
  ) {
    super(`The new part ${partNo} cannot be made: ${field} ${code}`)
    this.name = 'NewPartRefusedError'
  }
}

/** Every parts bill, newest first. */
export function partsBillsQuery(db: AppDatabase) {
  return db.vouchers.find({ selector: { type: 'ppur' }, sort: [{ type: 'asc' }, { list_key: 'asc' }] })
}

/** Every wp-return (debit note), newest first. */
export function partsReturnsQuery(db: AppDatabase) {
  return db.vouchers.find({ selector: { type: 'ppret' }, sort: [{ type: 'asc' }, { list_key: 'asc' }] })
}

/** The debit notes raised against one bill. */
export function returnsOfBillQuery(db: AppDatabase, billId: string) {
  return db.vouchers.find({ selector: { type: 'ppret', against_id: billId } })
}

/** The supplier's bills and returns of vehicles and parts, every year (its bill numbers, its s.194Q year). */
export function supplierBillsQuery(db: AppDatabase, supplierId: string) {
  return db.vouchers.find({
    selector: { type: { $in: [...SUPPLIER_BILL_TYPES, ...SUPPLIER_RETURN_TYPES] }, party_id: supplierId },
  })
}

const rupees = (paise: number | undefined) => (paise ? (paise / 100).toFixed(2) : '')

/** The parts master's fields of a new part of the bill, checked by the master's own rules. */
function newPartFields(p: NewPart, ctx: PartContext) {
  const checked = checkPart(
    {
      ...emptyPart(ctx.today),
      part_no: p.part_no,
      name: p.name,
      category: p.category ?? '',
      hsn: p.hsn,
      uom: p.uom,
      gst: String(p.gst_bp / 100),
      purchase_rate: rupees(p.purchase_rate),
      sale_rate: rupees(p.sale_rate) || '0',
      mrp: rupees(p.mrp),
    },
    ctx,
  )
  if (!checked.ok) {
    const [field, error] = Object.entries(checked.errors)[0]!
    throw new NewPartRefusedError(p.part_no, field, error!.code)
  }
  return checked.value
}

/** Makes the new parts (one already in the master under its derived id is taken as it is); their ids by key. */
export async function makeNewParts(
  data: Data,
  companyId: string,
  parts: readonly NewPart[],
  ctx: Omit<PartContext, 'knownKeys'>,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>()
  for (const p of parts) {
    const id = await partId(companyId, p.part_no)
    const found = await data.db.parts.findOne(id).exec()
    if (!found) {
      const fields = newPartFields(p, { ...ctx, knownKeys: new Set() })
      await savePart(data, companyId, fields, undefined, ctx.today)
    }
    ids.set(partKey(p.part_no), id)
  }
  return ids
}

/** The master's last purchase rate, and the sale rate and MRP the bill gives, written to each part. */
export async function updatePartRates(data: Data, updates: readonly PartUpdate[]): Promise<void> {
  for (const { part_id, ...rates } of updates) {
    await updateRecord<Part>(data.db.parts, part_id, () => rates, data.writer)
  }
}

/** Posts a bill the form prepared: its new parts, the WP voucher, then the master's rates it updates. */
export async function postPartsBill(
  data: Data,
  companyId: string,
  device: string,
  bill: Extract<PreparedBill, { ok: true }>,
  supplier: SupplierFacts,
  partsCtx: Omit<PartContext, 'knownKeys'>,
): Promise<Voucher> {
  const newIds = await makeNewParts(data, companyId, bill.new_parts, partsCtx)
  const idOf = (i: number) => {
    const l = bill.input.lines[i]!
    return l.part_id || newIds.get(partKey(l.part_no))!
  }
  const fields: VoucherFields = partsBillVoucher(
    bill.input,
    bill.posted,
    bill.lines,
    {
      name: supplier.name,
      ...(supplier.gstin ? { gstin: supplier.gstin } : {}),
      state_code: bill.input.supplier.state_code,
      ...(supplier.address ? { address: supplier.address } : {}),
      ...(supplier.pan ? { pan: supplier.pan } : {}),
    },
    bill.details,
    idOf,
    (i) => bill.lines[i]!.part_name,
  )
  const voucher = await postVoucher(data, fields, device)
  await updatePartRates(data, bill.updates)
  return voucher
}

/** Posts a wp-return (debit note) in this device's WD series. */
export function postPartsReturn(data: Data, device: string, fields: VoucherFields): Promise<Voucher> {
  return postVoucher(data, fields, device)
}
