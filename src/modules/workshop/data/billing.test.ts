// Billing on the local database: a ready card's invoice posted in this device's WI series and recorded on the
// card, which then refuses edits and a second billing; the parts leave stock in the replay at moving average;
// a card whose invoices were posted but not recorded records those instead of posting twice; cancelling every
// invoice unbills it; a credit note's return comes back at the rate it went out; delivery waits for the bill
// to be paid unless the party has credit days; the register finds a card by its invoice number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { JobCard } from '@schemas/job-cards.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { openTestDatabase, type TestDatabase } from '@harness/test-database'
import { insertRecord, updateRecord } from '@/data/records'
import { cancelVoucher, postVoucher } from '@/modules/books/public'
import { moveRate, partStock, partsStockOf } from '@/modules/inventory/public'
import { deviceSeriesCode } from '@/utils/doc-series'
import { billJobCard, type BillingContext } from '../domain/billing'
import { AlreadyBilledError, billCard, unbillIfCancelled, unpaidOfCard, unpaidToday } from './billing'
import type { StatusRefusedError } from './job-cards'
import {
  BilledError,
  changeStatus,
  invoiceNumberQuery,
  isInvoiceSearch,
  listQuery,
  saveJobCard,
  type Data,
} from './job-cards'

const DEVICE = 'device-bill'
const BP = 'p-bp100'
let t: TestDatabase
let data: Data

beforeAll(async () => {
  t = await openTestDatabase('workshop-billing', { storage: 'indexeddb', companyId: 'user-1' })
  data = { db: t.db, writer: t.writer, media: t.media }
})
afterAll(() => t.close())

async function readyCard(id: string): Promise<JobCard> {
  return insertRecord<JobCard>(
    data.db.job_cards,
    {
      id,
      job_no: `JCX/2526/${id.slice(-4)}`,
      opened_at: 1,
      reg_no: 'GJ01AB1234',
      chassis_no: '',
      party_id: '',
      customer_name: 'Walk-in Ramesh',
      odometer: 100,
      complaints: ['Brake noise'],
      labour: [{ id: 'l1', description: 'Brake service', qty: 1, rate: 500_00, gst_rate: 18 }],
      parts: [{ id: 'x1', part_id: BP, name: 'Brake pad set', qty: 1, rate: 2_118_64, gst_rate: 18 }],
      status: 'ready',
      total: 0,
      media: [],
    } as never,
    data.writer,
  )
}

const ctx: BillingContext = {
  today: '2025-12-10',
  lockDate: null,
  dealerCode: '27',
  customer: null,
  insurer: null,
  part: () => ({ id: BP, part_no: 'BP-100', name: 'Brake pad set', hsn: '870830', uom: 'Set', gst_bp: 1800 }),
  onHand: () => 10,
  allowNegative: false,
  freeLabourAtZero: false,
  roundToRupee: true,
}

const invoicesOf = (card: JobCard, over: Partial<BillingContext> = {}) => {
  const r = billJobCard(card, { ...ctx, ...over })
  if (!r.ok) throw new Error(JSON.stringify(r.refusals))
  return r.invoices
}

describe('billing a job card on this device', () => {
  it('posts the WI invoice, records it, locks the card and takes the part out of stock at the average', async () => {
    // Opening stock: a purchase of 10 at 1,500.00.
    await postVoucher(
      data,
      {
        type: 'ppur',
        status: 'posted',
        series: 'WP',
        fy: '2526',
        doc_date: '2025-12-01',
        party_id: 's-1',
        lines: [],
        totals: { grand_total: 15_000_00 },
        postings: [],
        stock_moves: [{ kind: 'part', item_id: BP, qty: 10, rate: 1_500_00, value: 15_000_00 }],
      },
      DEVICE,
    )
    const card = await readyCard('jc-0001')
    const [invoice] = await billCard(data, card, invoicesOf(card), DEVICE)
    expect(invoice!.number).toBe(`WI${deviceSeriesCode(DEVICE)}/2526/0001`)
    expect(invoice).toMatchObject({ type: 'winv', status: 'posted', job_card_id: 'jc-0001', pos: '27' })
    const stored = (await data.db.job_cards.findOne('jc-0001').exec())!.toJSON() as JobCard
    expect(stored.billing?.invoice_ids).toEqual([invoice!.id])
    await expect(billCard(data, stored, invoicesOf(card), DEVICE)).rejects.toBeInstanceOf(AlreadyBilledError)
    await expect(
      saveJobCard(data, 'jc-0001', { ...stored, parts: [] } as never, 0, null),
    ).rejects.toBeInstanceOf(BilledError)

    const store = partsStockOf(data.db)
    await store.ready()
    const state = store.getSnapshot().state
    expect(partStock(state, BP)).toMatchObject({ qty: 9, value: 13_500_00 })
    expect(moveRate(state, BP, invoice!.id)).toBe(1_500_00)
  })

  it('a card whose invoice was posted but not recorded records it instead of posting again', async () => {
    const card = await readyCard('jc-0002')
    const [posted] = await Promise.all(invoicesOf(card).map((v) => postVoucher(data, v, DEVICE)))
    const again = await billCard(data, card, invoicesOf(card), DEVICE)
    expect(again.map((v) => v.id)).toEqual([posted!.id])
    const all = await data.db.vouchers.find({ selector: { job_card_id: 'jc-0002' } }).exec()
    expect(all).toHaveLength(1)
  })

  it('cancelling every invoice of a card unbills it; one still posted keeps it billed', async () => {
    const card = (await data.db.job_cards.findOne('jc-0002').exec())!.toJSON() as JobCard
    expect(await unbillIfCancelled(data, card.id)).toBe(false)
    const id = card.billing!.invoice_ids[0]!
    const all = (await data.db.vouchers.find().exec()).map((d) => d.toJSON() as Voucher)
    await cancelVoucher(data, id, 'Billed to the wrong customer', all, {
      lockDate: null,
      today: '2025-12-10',
      validTill: null,
    })
    expect(await unbillIfCancelled(data, card.id)).toBe(true)
    const after = (await data.db.job_cards.findOne('jc-0002').exec())!.toJSON() as JobCard
    expect(after.billing).toBeUndefined()
  })

  it('delivers a billed card once its bill is paid, or at once to a party with credit days', async () => {
    const party = async (id: string, credit_days?: number) =>
      insertRecord(
        data.db.parties,
        {
          id,
          kind: 'customer',
          name: 'Shah Transport',
          name_key: 'shah transport',
          opening_balance: 0,
          ...(credit_days ? { credit_days } : {}),
        } as never,
        data.writer,
      )
    const onAccount = async (id: string, partyId: string) => {
      const card = await readyCard(id)
      return updateRecord<JobCard>(
        data.db.job_cards,
        card.id,
        () => ({ party_id: partyId, approved_at: 1, approved_estimate: 10_000_00 }),
        data.writer,
      )
    }
    const customer = { id: 'c-shah', name: 'Shah Transport', gst_category: 'unregistered' as const }
    await party('c-shah')
    const card = await onAccount('jc-0003', 'c-shah')
    const [invoice] = await billCard(data, card, invoicesOf(card, { customer }), DEVICE)
    const due = invoice!.totals.grand_total
    const today = new Date().toISOString().slice(0, 10)
    expect(await unpaidOfCard(data.db, card.id, today)).toMatchObject({ total: due })
    const total = () => 0
    const check = unpaidToday(data.db, today)
    // Not told what is unpaid, a billed card stays.
    const untold = await changeStatus(data, card.id, 'delivered', total).catch((e: unknown) => e)
    expect((untold as StatusRefusedError).blockers).toEqual(['unpaid'])
    const refused = await changeStatus(data, card.id, 'delivered', total, undefined, undefined, check).catch(
      (e: unknown) => e,
    )
    expect((refused as StatusRefusedError).blockers).toEqual(['unpaid'])

    await postVoucher(
      data,
      {
        type: 'rcpt',
        status: 'posted',
        series: 'RV',
        fy: '2526',
        doc_date: '2025-12-10',
        party_id: 'c-shah',
        lines: [],
        totals: { grand_total: due },
        payment: {
          amount: due,
          mode: 'cash',
          account_id: 'sys:cash',
          allocations: [{ doc_id: invoice!.id, amount: due }],
          on_account: 0,
        },
        postings: [
          { account_id: 'sys:cash', dr: due, cr: 0 },
          { account_id: 'sys:debtors', party_id: 'c-shah', dr: 0, cr: due },
        ],
        stock_moves: [],
      },
      DEVICE,
    )
    expect(await unpaidOfCard(data.db, card.id, today)).toEqual({ total: 0, unpaid: [] })
    expect((await changeStatus(data, card.id, 'delivered', total, undefined, undefined, check)).status).toBe(
      'delivered',
    )

    // Thirty days' credit: the vehicle goes with the bill open.
    await party('c-fleet', 30)
    const fleet = await onAccount('jc-0004', 'c-fleet')
    await billCard(data, fleet, invoicesOf(fleet, { customer: { ...customer, id: 'c-fleet' } }), DEVICE)
    expect(await unpaidOfCard(data.db, fleet.id, today)).toEqual({ total: 0, unpaid: [] })
    expect((await changeStatus(data, fleet.id, 'delivered', total, undefined, undefined, check)).status).toBe(
      'delivered',
    )
  })

  it('finds a billed card in the register by its invoice number', async () => {
    const cardsOf = async (search: string) => {
      const invoices = await invoiceNumberQuery(data.db, search).exec()
      const invoiceCards = invoices.map((v) => (v.toJSON() as Voucher).job_card_id ?? '')
      const cards = await listQuery(data.db, { status: 'all', search, limit: 50, invoiceCards }).exec()
      return cards.map((c) => c.id).sort()
    }
    const code = deviceSeriesCode(DEVICE)
    expect(isInvoiceSearch(` wi${code.toLowerCase()}/2526/0001`)).toBe(true)
    expect(await cardsOf(`wi${code.toLowerCase()}/2526/0001`)).toEqual(['jc-0001'])
    expect(await cardsOf(`WI${code}/2526/000`)).toEqual(['jc-0001', 'jc-0002', 'jc-0003', 'jc-0004'])
    expect(await cardsOf('WIZZZ')).toEqual([])
  })
})
