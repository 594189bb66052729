import { afterEach, describe, expect, it } from 'vitest'
import type { Part } from '@schemas/parts.schema'
import { openTestDatabase, type TestDatabase } from '@harness/test-database'
import {
  checkPart,
  emptyPart,
  gstRateOn,
  ledgerOf,
  partId,
  partStock,
  partsStockOf,
  returnableQty,
  savePart,
} from '@/modules/inventory/public'
import { supplierYearOf } from '@/utils/supplier-bill'
import { partsBillCancelBlock, lowestFrom } from '../domain/cancel'
import { billColumns } from '../domain/columns'
import { emptyBill, emptyLine, type PartsBillDraft } from '../domain/draft'
import { prepareBill, type BillContext } from '../domain/prepare'
import { boughtLines, checkPartsReturn, partsReturnVoucher, returnedOf } from '../domain/return'
import {
  NewPartRefusedError,
  partsBillsQuery,
  postPartsBill,
  postPartsReturn,
  returnsOfBillQuery,
  supplierBillsQuery,
} from './parts-purchases'

let t: TestDatabase | null = null
afterEach(async () => {
  await t?.close()
  t = null
})

const COMPANY = 'c1'
const TODAY = '2025-12-12'
const units = { enabled: true, mandatory: true, list: ['Nos', 'Set', 'Ltr'] }
const partsCtx = { today: TODAY, units, hsnSixDigits: false }
const supplier = { id: 'party-guj', name: 'Gujarat Spares', gstin: '24AAGFT5528R1ZJ', state_code: '24' }
const columns = billColumns(
  [
    { id: 'partNo', label: 'Part No', type: 'text' },
    { id: 'qty', label: 'Qty', type: 'number' },
    { id: 'custom1', label: 'Batch', type: 'text' },
  ],
  { units: true },
)

async function context(db: TestDatabase['db'], fy = '2526'): Promise<BillContext> {
  const parts = (await db.parts.find().exec()).map((d) => d.toJSON() as Part)
  const year = supplierYearOf(
    (await supplierBillsQuery(db, supplier.id).exec()).map((d) => d.toJSON()),
    fy,
  )
  return {
    today: TODAY,
    lock_date: null,
    dealer_state_code: '27',
    supplier,
    tds_194q_applicable: false,
    earlier_this_year: year.taxable,
    supplier_bill_nos_this_year: year.billNos,
    parts: new Map(parts.map((p) => [p.id, p])),
    partRate: (id, date) => gstRateOn(parts.find((p) => p.id === id)?.gst_schedule ?? [], date),
    known_part_keys: new Set(parts.map((p) => p.part_key)),
    units,
    hsn_six_digits: false,
    columns,
  }
}

const draft = (bpId: string): PartsBillDraft => ({
  ...emptyBill('2025-12-05'),
  supplier_id: supplier.id,
  bill_no: 'GJ/P/0042',
  tax_shown: 'igst',
  lines: [
    {
      ...emptyLine(),
      part_id: bpId,
      part_no: 'BP-100',
      part_name: 'Brake pad set',
      hsn: '870830',
      uom: 'Set',
      qty: '6',
      rate: '1650',
      custom: { custom1: 'B-0925' },
    },
    {
      ...emptyLine(),
      part_no: 'OF-2210',
      part_name: 'Oil filter',
      hsn: '842123',
      uom: 'Nos',
      qty: '10',
      rate: '250',
      discount: '100',
      sale_rate: '350',
      mrp: '413',
    },
  ],
  // 9,900 + 1,782 IGST; 2,400 + 432 IGST
  printed_total: '14,514',
})

describe('posting a parts bill and a return against it', () => {
  it('makes the new part, posts the WP voucher into stock, updates rates; the bill number is then taken; G7 return', async () => {
    t = await openTestDatabase('partsbill', { collections: ['parts', 'vouchers'], userId: 'u-1' })
    const data = { db: t.db, writer: t.writer }
    const seeded = checkPart(
      {
        ...emptyPart('2025-12-01'),
        part_no: 'BP-100',
        name: 'Brake pad set',
        hsn: '870830',
        uom: 'Set',
        sale_rate: '2500',
        purchase_rate: '1500',
        opening_qty: '4',
        opening_value: '6000',
        opening_as_of: '2025-12-01',
      },
      { ...partsCtx, today: '2025-12-01', knownKeys: new Set() },
    )
    if (!seeded.ok) throw new Error(JSON.stringify(seeded.errors))
    const bp = await savePart(data, COMPANY, seeded.value, undefined, '2025-12-01')
    const store = partsStockOf(t.db)
    await store.ready()

    const prepared = prepareBill(draft(bp.id), await context(t.db))
    if (!prepared.ok) throw new Error(JSON.stringify(prepared))
    const bill = await postPartsBill(data, COMPANY, 'device-a', prepared, supplier, partsCtx)
    expect(bill.number).toMatch(/^WP.+\/2526\/0001$/)
    expect(bill).toMatchObject({ type: 'ppur', supply: 'inter', supplier_bill_no: 'GJ/P/0042' })
    expect(bill.lines[0]!.custom).toEqual({ Batch: 'B-0925' })

    const filterId = await partId(COMPANY, 'OF-2210')
    const filter = (await t.db.parts.findOne(filterId).exec())?.toJSON() as Part
    expect(filter).toMatchObject({
      part_no: 'OF-2210',
      name: 'Oil filter',
      uom: 'NOS',
      purchase_rate: 240_00,
    })
    expect(filter.sale_rate).toBe(350_00)
    expect(((await t.db.parts.findOne(bp.id).exec())?.toJSON() as Part).purchase_rate).toBe(1_650_00)

    await new Promise((r) => setTimeout(r, 60))
    store.flush()
    const state = store.getSnapshot().state
    // G7: opening 4 at ₹1,500.00 and 6 at ₹1,650.00 — 10 on hand at ₹15,900.00.
    expect(partStock(state, bp.id)).toMatchObject({ qty: 10, value: 15_900_00 })
    expect(partStock(state, filterId)).toMatchObject({ qty: 10, value: 2_400_00 })

    const again = prepareBill(draft(bp.id), await context(t.db))
    expect(again.ok ? [] : again.refusals).toEqual(['bill-no-duplicate', { line: 2, reason: 'part-known' }])

    // Two brake pad sets go back on 12 Dec at the bill's rate and IGST.
    const checked = checkPartsReturn({
      date: TODAY,
      today: TODAY,
      lock_date: null,
      bill: { id: bill.id, doc_date: bill.doc_date, supplier_id: supplier.id, lines: boughtLines(bill) },
      returned: returnedOf(bill.id, []),
      returnable: (p) => returnableQty(state, p, bill.id),
      chosen: [{ line_id: 'l1', qty: 2 }],
    })
    if (!checked.ok) throw new Error(JSON.stringify(checked.refusals))
    const note = await postPartsReturn(
      data,
      'device-a',
      partsReturnVoucher(checked.value, bill, TODAY, 'Wrong pads'),
    )
    expect(note.number).toMatch(/^WD.+\/2526\/0001$/)
    expect(note.totals).toMatchObject({ taxable: 3_300_00, igst: 594_00, grand_total: 3_894_00 })
    expect((await returnsOfBillQuery(t.db, bill.id).exec()).map((d) => d.id)).toEqual([note.id])
    await new Promise((r) => setTimeout(r, 60))
    store.flush()
    const after = store.getSnapshot().state
    expect(partStock(after, bp.id)).toMatchObject({ qty: 8, value: 12_600_00 })
    expect(returnableQty(after, bp.id, bill.id)).toBe(4)
    // Nothing of the bill was used since (the lowest is 8, the bill brought 6): the books alone hold it (returned).
    expect(partsBillCancelBlock(bill, (p) => lowestFrom(ledgerOf(after, p), bill.id))).toBeNull()
    expect((await partsBillsQuery(t.db).exec()).map((d) => d.id)).toEqual([bill.id])
  })

  it('refuses, before anything is written, a new part the master would not take', async () => {
    t = await openTestDatabase('partsbillbad', { collections: ['parts', 'vouchers'], userId: 'u-1' })
    const data = { db: t.db, writer: t.writer }
    const bad = draft('')
    bad.lines = [bad.lines[1]!]
    bad.printed_total = '2,832'
    const prepared = prepareBill(bad, await context(t.db))
    if (!prepared.ok) throw new Error(JSON.stringify(prepared))
    // The parts master takes a part in units from its own list: this one's unit is no longer there.
    await expect(
      postPartsBill(data, COMPANY, 'device-a', prepared, supplier, {
        ...partsCtx,
        units: { ...units, list: ['Set'] },
      }),
    ).rejects.toBeInstanceOf(NewPartRefusedError)
    expect(await t.db.vouchers.count().exec()).toBe(0)
    expect(await t.db.parts.count().exec()).toBe(0)
  })
})
