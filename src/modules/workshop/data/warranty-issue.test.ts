// Delivering a card with warranty lines takes those parts out of stock on the local database: a stock journal
// of kind warranty at the moving average, Dr Warranty claims receivable / Cr Purchases–Parts, under an id
// derived from the card, so a retry or a second device posts it once; a card without warranty parts posts none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { JobCard } from '@schemas/job-cards.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { openTestDatabase, type TestDatabase } from '@harness/test-database'
import { until } from '@harness/until'
import { insertRecord } from '@/data/records'
import { postVoucher } from '@/modules/books/public'
import { checkPart, emptyPart, partStock, partsStockOf, savePart } from '@/modules/inventory/public'
import { changeStatus, StatusRefusedError, type Data } from './job-cards'
import { deliverCard, issueWarrantyParts, warrantyIssueId, warrantyIssueOf } from './warranty-issue'

const TODAY = '2025-12-15'
const rules = { today: TODAY, lockDate: null }
const NOW = new Date('2025-12-15T10:00:00+05:30').getTime()
let t: TestDatabase
let data: Data
let filter = ''
let pad = ''

beforeAll(async () => {
  t = await openTestDatabase('workshop-warranty', { storage: 'indexeddb', companyId: 'user-1' })
  data = { db: t.db, writer: t.writer, media: t.media }
  const part = async (part_no: string, name: string) => {
    const r = checkPart(
      { ...emptyPart(TODAY), part_no, name, hsn: '870830', sale_rate: '2500' },
      {
        today: TODAY,
        knownKeys: new Set(),
        units: { enabled: false, mandatory: false, list: [] },
        hsnSixDigits: false,
      },
    )
    if (!r.ok) throw new Error(JSON.stringify(r.errors))
    return (await savePart(data, 'user-1', r.value)).id
  }
  pad = await part('BP-100', 'Brake pad set')
  filter = await part('OF-7', 'Oil filter')
  // Bought: 10 pads at ₹1,500 then 10 at ₹1,800 (average ₹1,650), 5 filters at ₹200.
  const purchase = (doc_date: string, moves: Voucher['stock_moves']) =>
    postVoucher(
      data,
      {
        type: 'ppur',
        status: 'posted',
        series: 'WP',
        fy: '2526',
        doc_date,
        party_id: 's-1',
        lines: [],
        totals: { grand_total: moves.reduce((s, m) => s + m.value, 0) },
        postings: [],
        stock_moves: moves,
      },
      'device-a',
    )
  await purchase('2025-12-01', [
    { kind: 'part', item_id: pad, qty: 10, rate: 1_500_00, value: 15_000_00 },
    { kind: 'part', item_id: filter, qty: 5, rate: 200_00, value: 1_000_00 },
  ])
  await purchase('2025-12-02', [{ kind: 'part', item_id: pad, qty: 10, rate: 1_800_00, value: 18_000_00 }])
})
afterAll(() => t.close())

async function readyCard(id: string, parts: JobCard['parts']): Promise<JobCard> {
  return insertRecord<JobCard>(
    data.db.job_cards,
    {
      id,
      job_no: `JCX/2526/${id.slice(-4)}`,
      opened_at: 1,
      reg_no: 'MH12AB1234',
      chassis_no: '',
      party_id: '',
      customer_name: 'Ramesh Patil',
      odometer: 100,
      complaints: ['Brake noise under warranty'],
      labour: [
        {
          id: 'l1',
          description: 'Brake service',
          qty: 1,
          rate: 500_00,
          gst_rate: 18,
          billable_to: 'warranty',
        },
      ],
      parts,
      status: 'ready',
      approved_at: 1,
      approved_estimate: 0,
      total: 0,
      media: [],
    } as never,
    data.writer,
  )
}

const line = (
  id: string,
  part_id: string,
  qty: number,
  billable_to?: 'warranty' | 'free',
): JobCard['parts'][number] => ({
  id,
  part_id,
  name: id,
  qty,
  rate: 2_000_00,
  gst_rate: 18,
  ...(billable_to ? { billable_to } : {}),
})

const nothingUnpaid = () => Promise.resolve(0)
const total = () => 0
const journals = async (cardId: string) =>
  (await data.db.vouchers.find({ selector: { job_card_id: cardId, type: 'stj' } }).exec()).map(
    (d) => d.toJSON() as Voucher,
  )

describe('delivering a card with warranty parts', () => {
  it('takes them out at the moving average, Dr warranty claims / Cr purchases–parts, once', async () => {
    const card = await readyCard('jc-0001', [
      line('w1', pad, 1, 'warranty'),
      line('w2', pad, 1, 'warranty'),
      line('w3', filter, 0.5, 'warranty'),
    ])
    const { card: delivered, warranty } = await deliverCard(
      data,
      'device-a',
      card.id,
      total,
      nothingUnpaid,
      rules,
      NOW,
    )
    expect(delivered.status).toBe('delivered')
    expect(warranty).toMatchObject({
      id: await warrantyIssueId(card.id),
      type: 'stj',
      status: 'posted',
      doc_date: '2025-12-15',
      job_card_id: card.id,
      details: { stj_kind: 'warranty' },
      narration: 'Warranty parts fitted on job card JCX/2526/0001 (MH12AB1234): claimed from the maker',
    })
    if (!warranty || warranty === 'failed') throw new Error('no journal')
    expect(warranty.number).toMatch(/^SJ.+\/2526\/0001$/)
    // Two pads at ₹1,650 and half a filter at ₹200.
    expect(warranty.stock_moves).toEqual([
      { kind: 'part', item_id: pad, qty: -2, rate: 1_650_00, value: 3_300_00 },
      { kind: 'part', item_id: filter, qty: -0.5, rate: 200_00, value: 100_00 },
    ])
    expect(warranty.postings).toEqual([
      { account_id: 'sys:warranty-claims', dr: 3_400_00, cr: 0 },
      { account_id: 'sys:purchases-parts', dr: 0, cr: 3_400_00 },
    ])
    const store = partsStockOf(data.db)
    await store.ready()
    await until(() => partStock(store.getSnapshot().state, pad).qty === 18)
    expect(partStock(store.getSnapshot().state, pad)).toMatchObject({ qty: 18, value: 29_700_00 })
    expect(partStock(store.getSnapshot().state, filter)).toMatchObject({ qty: 4.5, value: 900_00 })

    // A retry (or the status panel's second press) finds the journal and posts nothing.
    const again = await issueWarrantyParts(data, 'device-a', delivered, rules)
    expect(again?.id).toBe(warranty.id)
    expect(await journals(card.id)).toHaveLength(1)
  })

  it('meets a journal another device posted for the same card instead of posting a second', async () => {
    const card = await readyCard('jc-0002', [line('w1', filter, 1, 'warranty')])
    // The other device delivered the card offline and its journal arrived by sync under the same derived id.
    const theirs = await postVoucher(
      data,
      {
        id: await warrantyIssueId(card.id),
        type: 'stj',
        status: 'posted',
        series: 'SJ',
        fy: '2526',
        doc_date: '2025-12-15',
        party_id: '',
        job_card_id: card.id,
        details: { stj_kind: 'warranty' },
        lines: [],
        totals: { grand_total: 200_00 },
        postings: [
          { account_id: 'sys:warranty-claims', dr: 200_00, cr: 0 },
          { account_id: 'sys:purchases-parts', dr: 0, cr: 200_00 },
        ],
        stock_moves: [{ kind: 'part', item_id: filter, qty: -1, rate: 200_00, value: 200_00 }],
      },
      'device-b',
    )
    const { warranty } = await deliverCard(data, 'device-a', card.id, total, nothingUnpaid, rules, NOW)
    expect(warranty).toMatchObject({ id: theirs.id, number: theirs.number })
    expect(await journals(card.id)).toHaveLength(1)
    expect((await warrantyIssueOf(data, card.id))?.number).toBe(theirs.number)
  })

  it('leaves the card delivered when the journal is refused, and a retry posts it', async () => {
    const card = await readyCard('jc-0006', [line('w1', pad, 1, 'warranty')])
    // The books are closed up to the delivery day: the journal cannot be dated then.
    const closed = { today: TODAY, lockDate: TODAY }
    const result = await deliverCard(data, 'device-a', card.id, total, nothingUnpaid, closed, NOW)
    expect(result).toMatchObject({ card: { status: 'delivered' }, warranty: 'failed' })
    expect(await warrantyIssueOf(data, card.id)).toBeNull()
    const retried = await issueWarrantyParts(data, 'device-a', result.card, rules)
    expect(retried).toMatchObject({ type: 'stj', job_card_id: card.id, doc_date: '2025-12-15' })
  })

  it('posts nothing for a card without warranty parts, nor before delivery, nor when delivery is refused', async () => {
    const card = await readyCard('jc-0003', [line('f1', pad, 1, 'free')])
    expect(await issueWarrantyParts(data, 'device-a', card, rules)).toBeNull()
    const { warranty } = await deliverCard(data, 'device-a', card.id, total, nothingUnpaid, rules, NOW)
    expect(warranty).toBeNull()
    expect(await journals(card.id)).toEqual([])

    const open = await readyCard('jc-0004', [line('w1', pad, 1, 'warranty')])
    await changeStatus(data, open.id, 'in_progress', total)
    await expect(
      deliverCard(data, 'device-a', open.id, total, nothingUnpaid, rules, NOW),
    ).rejects.toBeInstanceOf(StatusRefusedError)
    expect(await journals(open.id)).toEqual([])
  })

  it('takes a part out even below zero: it is in the vehicle already, the inventory flags the overdraw', async () => {
    const card = await readyCard('jc-0005', [line('w1', filter, 10, 'warranty')])
    const { warranty } = await deliverCard(data, 'device-a', card.id, total, nothingUnpaid, rules, NOW)
    expect(warranty !== 'failed' && warranty?.stock_moves).toEqual([
      { kind: 'part', item_id: filter, qty: -10, rate: 200_00, value: 2_000_00 },
    ])
  })
})
