// The company bench/vehicle-invoice posts into: the books bench's receipts and workshop and vehicle invoices
// over two financial years (makeVouchers, deterministic), with this device's slot of the unregistered buyer's
// series already used `issued` times in FY 2025-26 (NRINV-2526/A0001 …), so numbering reads a real index.
import type { Voucher } from '@schemas/vouchers.schema'
import { bookingListKey } from '@schemas/list-keys'
import { G1_CONTEXT, G1_DRAFT } from '@/modules/vehicle-invoices/domain/fixtures.test-data'
import { checkInvoice, type InvoiceContext } from '@/modules/vehicle-invoices/domain/invoice-draft'
import { makeVouchers } from '../books/vouchers'

/** Example G1 (an SUV at 40 %, floor mats at 18 %, road tax as pure agent, TCS) for the vehicle of run `i`. */
export function contextFor(i: number): InvoiceContext {
  const vehicle = G1_CONTEXT.vehicle!
  return {
    ...G1_CONTEXT,
    vehicle: {
      ...vehicle,
      id: `v-bench-${i}`,
      chassis_no: `MA1TA2WE5R2B${String(i).padStart(5, '0')}`,
      engine_no: `WEK4B${String(i).padStart(5, '0')}`,
    },
  }
}

export const draftFor = (i: number) => ({ ...G1_DRAFT, vehicle_id: `v-bench-${i}` })

export function checkedVoucher(i: number) {
  const r = checkInvoice(draftFor(i), contextFor(i))
  if (!r.ok) throw new Error(`G1 does not check: ${JSON.stringify(r.errors)}`)
  return r.value.voucher
}

export function makeCompany(count: number, issued: number): Voucher[] {
  const docs = makeVouchers(count)
  const template = checkedVoucher(0)
  for (let k = 1; k <= issued; k += 1) {
    docs.push({
      ...template,
      id: `vinv-${k}`,
      rev: 1,
      created_at: k,
      updated_at: k,
      list_key: bookingListKey(template.doc_date),
      number: `${template.series}2526/A${String(k).padStart(4, '0')}`,
      posted_at: k,
    })
  }
  return docs
}
