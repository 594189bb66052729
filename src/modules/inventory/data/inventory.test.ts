import { afterEach, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '@harness/test-database'
import { until } from '@harness/until'
import { updateRecord } from '@/data/records'
import { cancelVoucher } from '@/modules/books/public'
import type { Voucher } from '@schemas/vouchers.schema'
import { checkPart, emptyPart, type PartDraft } from '../domain/part-draft'
import { partId } from '../domain/part-id'
import { ledgerOf, partStock, partsStock } from '../domain/parts-stock'
import {
  addParts,
  deletePart,
  PartHasMovesError,
  PartNumberTakenError,
  savePart,
  setPartActive,
} from './parts'
import { partsStockOf } from './parts-stock'
import { postStockJournal, StockJournalRefusedError } from './stock-journal'

let t: TestDatabase | null = null
afterEach(async () => {
  await t?.close()
  t = null
})

const COMPANY = 'c1'
const TODAY = '2025-12-15'
const fields = (patch: Partial<PartDraft>) => {
  const r = checkPart(
    { ...emptyPart(TODAY), hsn: '870830', sale_rate: '2500', ...patch },
    {
      today: TODAY,
      knownKeys: new Set(),
      units: { enabled: false, mandatory: false, list: [] },
      hsnSixDigits: false,
    },
  )
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

describe('the parts master and its shared stock', () => {
  it('saves a part under its derived id, refuses its number again, and the stock follows opening, journal and cancellation', async () => {
    t = await openTestDatabase('inventory', { collections: ['parts', 'vouchers'], userId: 'u-1' })
    const data = { db: t.db, writer: t.writer }
    const store = partsStockOf(t.db)
    expect(partsStockOf(t.db)).toBe(store)
    await store.ready()
    expect(store.getSnapshot().loading).toBe(false)

    const bp = await savePart(
      data,
      COMPANY,
      fields({
        part_no: 'BP-100',
        name: 'Brake pad set',
        opening_qty: '4',
        opening_value: '6000',
        opening_as_of: '2025-12-01',
      }),
    )
    expect(bp.id).toBe(await partId(COMPANY, 'bp 100'))
    await expect(savePart(data, COMPANY, fields({ part_no: 'bp100', name: 'Again' }))).rejects.toBeInstanceOf(
      PartNumberTakenError,
    )
    await until(() => partStock(store.getSnapshot().state, bp.id).qty === 4)
    const seen = store.getSnapshot().version

    // A purchase from another module's screen reaches the store by the change stream, not by a replay.
    const purchase = {
      id: 'ppur-1',
      rev: 1,
      created_at: 1,
      updated_at: 1,
      type: 'ppur',
      status: 'posted',
      number: 'WP1/2526/0001',
      series: 'WP',
      fy: '2526',
      doc_date: '2025-12-05',
      list_key: 'x',
      posted_at: 5,
      party_id: 'sup',
      lines: [],
      totals: { grand_total: 11_682_00 },
      postings: [],
      stock_moves: [{ kind: 'part', item_id: bp.id, qty: 6, rate: 1_650_00, value: 9_900_00 }],
    } as Voucher
    await t.db.vouchers.insert(purchase)
    await until(() => partStock(store.getSnapshot().state, bp.id).qty === 10)
    store.flush()
    expect(store.getSnapshot().version).toBeGreaterThan(seen)
    expect(partStock(store.getSnapshot().state, bp.id)).toMatchObject({ value: 15_900_00, average: 1_590_00 })
    expect(store.getSnapshot().docs.get('ppur-1')).toMatchObject({ number: 'WP1/2526/0001', type: 'ppur' })

    const ctx = {
      today: TODAY,
      lockDate: null,
      allowNegative: false,
      part: (id: string) => (id === bp.id ? bp : undefined),
    }
    const draft = {
      kind: 'scrap' as const,
      doc_date: TODAY,
      reason: 'Cracked',
      lines: [{ key: 'l1', part_id: bp.id, qty: '1', value: '' }],
    }
    const refused = postStockJournal(
      data,
      'device-a',
      { ...draft, lines: [{ ...draft.lines[0]!, qty: '11' }] },
      ctx,
    )
    await expect(refused).rejects.toBeInstanceOf(StockJournalRefusedError)
    const stj = await postStockJournal(data, 'device-a', draft, ctx)
    expect(stj.number).toMatch(/^SJ.+\/2526\/0001$/)
    expect(stj.postings).toEqual([
      { account_id: 'sys:stock-adjustment', dr: 1_590_00, cr: 0 },
      { account_id: 'sys:purchases-parts', dr: 0, cr: 1_590_00 },
    ])
    await until(() => partStock(store.getSnapshot().state, bp.id).qty === 9)
    expect(ledgerOf(store.getSnapshot().state, bp.id).map((r) => r.type)).toEqual(['opening', 'ppur', 'stj'])

    // The opening changed on the part: the whole ledger re-values from it.
    await updateRecord(
      t.db.parts,
      bp.id,
      () => ({ opening: { qty: 4, value: 6_400_00, as_of: '2025-12-01' } }),
      data.writer,
    )
    await until(() => partStock(store.getSnapshot().state, bp.id).value === 16_300_00 - 1_630_00)

    await cancelVoucher(data, stj.id, 'Found it', [stj], { lockDate: null, today: TODAY, validTill: null })
    await until(() => partStock(store.getSnapshot().state, bp.id).qty === 10)
    expect(store.getSnapshot().docs.has(stj.id)).toBe(false)

    // What the store holds is what a full replay of the database gives.
    const all = (await t.db.vouchers.find().exec()).map((d) => d.toJSON() as Voucher)
    const parts = (await t.db.parts.find().exec()).map((d) => d.toJSON())
    const full = partsStock(
      all.map((v) => ({ ...v, stock_moves: v.stock_moves })),
      parts.map((p) => ({ id: p.id, opening: p.opening ?? null })),
    )
    expect(partStock(store.getSnapshot().state, bp.id)).toEqual(partStock(full, bp.id))

    await expect(deletePart(data, bp.id, store.getSnapshot().state)).rejects.toBeInstanceOf(PartHasMovesError)
    expect((await setPartActive(data, bp.id, false)).active).toBe(false)
    // An edit keeps it inactive and adds a new GST rate from today to its dated schedule.
    const edited = await savePart(
      data,
      COMPANY,
      fields({ part_no: 'BP-100', name: 'Brake pads', gst: '5' }),
      bp.id,
      TODAY,
    )
    expect(edited).toMatchObject({ name: 'Brake pads', active: false })
    expect(edited.gst_schedule).toEqual([
      { from: '2025-09-22', gst_bp: 1800 },
      { from: TODAY, gst_bp: 500 },
    ])
    expect(edited.opening).toBeUndefined()
  })

  it('imports parts in batches, skipping numbers already held, and stops when told', async () => {
    t = await openTestDatabase('inventoryimport', { collections: ['parts', 'vouchers'], userId: 'u-1' })
    const data = { db: t.db, writer: t.writer }
    await savePart(data, COMPANY, fields({ part_no: 'A-0', name: 'Held' }))
    const rows = Array.from({ length: 5 }, (_, i) => fields({ part_no: `A-${i}`, name: `Part ${i}` }))
    const progress: number[] = []
    const r = await addParts(data, COMPANY, rows, { batch: 2, onProgress: (n) => progress.push(n) })
    expect(r.added.map((p) => p.part_no)).toEqual(['A-1', 'A-2', 'A-3', 'A-4'])
    expect(r.skipped.map((p) => p.part_no)).toEqual(['A-0'])
    expect(progress).toEqual([2, 4, 5])
    const stop = new AbortController()
    const more = Array.from({ length: 4 }, (_, i) => fields({ part_no: `B-${i}`, name: `B ${i}` }))
    const r2 = await addParts(data, COMPANY, more, {
      batch: 2,
      signal: stop.signal,
      onProgress: () => stop.abort(),
    })
    expect(r2.added).toHaveLength(2)
    expect(await t.db.parts.count().exec()).toBe(7)
    const fresh = r2.added[0]!
    await deletePart(data, fresh.id, partsStock([]))
    expect(await t.db.parts.count().exec()).toBe(6)
  })
})
