import { afterEach, describe, expect, it, vi } from 'vitest'
import { openTestDatabase, type TestDatabase } from '@harness/test-database'
import { insertRecords, removeRecord, updateRecord } from '@/data/records'
import type { Voucher } from '@schemas/vouchers.schema'
import { cr, dr, voucher } from '../domain/fixtures.test-data'
import { LIMITS, PartyBook, upTo, type VoucherChange } from './party-book'
import { partyBookOf, readPartyVouchers } from './party-vouchers'

const rcpt = (party: string, doc_date: string, amount = 1, lwt = 1): Voucher =>
  ({
    ...voucher({
      type: 'rcpt',
      doc_date,
      party_id: party,
      postings: [dr('sys:cash', amount), cr('sys:debtors', amount, party)],
    }),
    _meta: { lwt },
  }) as Voucher

function source() {
  let push: (c: VoucherChange) => void = () => {}
  return {
    changes: { subscribe: (next: (c: VoucherChange) => void) => ((push = next), { unsubscribe() {} }) },
    send: (doc: Voucher, deleted = false) => push({ doc, deleted }),
  }
}

const tick = () => new Promise((r) => setTimeout(r, 80))

describe('the party book (vouchers of open ledgers, in memory)', () => {
  it('reads a party once, in date order, and answers every later ask from memory', async () => {
    const a = rcpt('p1', '2025-06-01')
    const b = rcpt('p1', '2025-04-01')
    const read = vi.fn(async () => [a, b])
    const book = new PartyBook(read, source().changes)
    expect(book.peek('p1')).toBeNull()
    const seen = vi.fn()
    const stop = book.subscribe('p1', seen)
    await tick()
    expect(seen).toHaveBeenCalled()
    expect(book.peek('p1')!.map((v) => v.id)).toEqual([b.id, a.id])
    expect(book.peek('p1')).toBe(book.peek('p1'))
    stop()
    book.subscribe('p1', () => {})()
    await book.warm('p1')
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('takes changes: a new voucher, an edit that moves it to another party, a deletion, a journal naming it', async () => {
    const a = rcpt('p1', '2025-06-01')
    const s = source()
    const book = new PartyBook(async () => [a], s.changes)
    const seen = vi.fn()
    book.subscribe('p1', seen)
    await tick()
    const b = rcpt('p1', '2025-05-01')
    s.send(b)
    expect(book.peek('p1')!.map((v) => v.id)).toEqual([b.id, a.id])
    s.send({ ...b, party_id: 'p2', postings: [dr('sys:cash', 1), cr('sys:debtors', 1, 'p2')] })
    expect(book.peek('p1')!.map((v) => v.id)).toEqual([a.id])
    s.send(rcpt('p3', '2025-05-02'))
    expect(book.peek('p1')!.map((v) => v.id)).toEqual([a.id])
    const jv = voucher({
      type: 'jv',
      doc_date: '2025-07-01',
      party_id: 'p2',
      postings: [dr('sys:debtors', 5, 'p2'), cr('sys:debtors', 5, 'p1')],
    })
    s.send(jv)
    expect(book.peek('p1')!.map((v) => v.id)).toEqual([a.id, jv.id])
    s.send(a, true)
    expect(book.peek('p1')!.map((v) => v.id)).toEqual([jv.id])
    const calls = seen.mock.calls.length
    await tick()
    // A burst reaches the screen once.
    expect(seen.mock.calls.length).toBe(calls + 1)
  })

  it('applies changes made while the first read was under way, and never lets an older copy win', async () => {
    const a = rcpt('p1', '2025-06-01', 100, 5)
    const s = source()
    let finish: (v: Voucher[]) => void = () => {}
    const book = new PartyBook(() => new Promise((r) => (finish = r)), s.changes)
    book.subscribe('p1', () => {})
    const b = rcpt('p1', '2025-06-02')
    s.send(b)
    s.send({ ...a, totals: { grand_total: 1 }, _meta: { lwt: 4 } } as Voucher)
    finish([a])
    await tick()
    expect(book.peek('p1')!.map((v) => [v.id, v.totals.grand_total])).toEqual([
      [a.id, 100],
      [b.id, 1],
    ])
  })

  it('forgets the least recently used parties no screen shows, beyond the limits', async () => {
    const book = new PartyBook(async (id) => [rcpt(id, '2025-06-01')], source().changes)
    const shown = book.subscribe('shown', () => {})
    for (let i = 0; i < LIMITS.parties + 3; i++) await book.warm(`p${i}`)
    await tick()
    expect(book.peek('shown')).not.toBeNull()
    expect(book.peek('p0')).toBeNull()
    expect(book.peek(`p${LIMITS.parties + 2}`)).not.toBeNull()
    shown()
  })

  it('reads again after a failed read', async () => {
    let fail = true
    const book = new PartyBook(async (id) => {
      if (fail) throw new Error('disk')
      return [rcpt(id, '2025-06-01')]
    }, source().changes)
    await book.warm('p1')
    expect(book.peek('p1')).toBeNull()
    fail = false
    await book.warm('p1')
    expect(book.peek('p1')).toHaveLength(1)
  })

  it('cuts a date-ordered list at a day', () => {
    const list = ['2025-04-01', '2025-05-01', '2025-05-01', '2025-06-01'].map((d) => rcpt('p', d))
    expect(upTo(list, '2025-05-01')).toHaveLength(3)
    expect(upTo(list, '2025-03-31')).toHaveLength(0)
    expect(upTo(list, '2026-01-01')).toBe(list)
  })
})

describe("the party book on the app's database", () => {
  let t: TestDatabase | null = null
  afterEach(async () => {
    await t?.close()
    t = null
  })

  it('stays equal to a fresh read through inserts, edits and deletions', async () => {
    t = await openTestDatabase('partybook', { storage: 'indexeddb', collections: ['vouchers'] })
    const db = t.db
    const strip = ({ id, rev: _r, created_at: _c, updated_at: _u, list_key: _l, ...rest }: Voucher) => ({
      id,
      ...rest,
    })
    const first = ['2025-04-02', '2025-05-03', '2024-12-01'].map((d) => rcpt('p1', d))
    await insertRecords(db.vouchers, first.map(strip) as never, t.writer)
    const book = partyBookOf(db)
    expect(partyBookOf(db)).toBe(book)
    book.subscribe('p1', () => {})
    await book.warm('p1')
    const later = [rcpt('p1', '2025-04-01'), rcpt('p2', '2025-04-01')]
    await insertRecords(db.vouchers, later.map(strip) as never, t.writer)
    await updateRecord<Voucher>(db.vouchers, first[0]!.id, () => ({ doc_date: '2026-01-01' }), t.writer)
    await removeRecord(db.vouchers, first[1]!.id, t.writer)
    await tick()
    const fresh = await readPartyVouchers(db, 'p1')
    const ids = (vs: readonly Voucher[]) => vs.map((v) => `${v.id}@${v.doc_date}`)
    expect(ids(book.peek('p1')!)).toEqual(ids(fresh))
    expect(ids(fresh)).toEqual([
      `${first[2]!.id}@2024-12-01`,
      `${later[0]!.id}@2025-04-01`,
      `${first[0]!.id}@2026-01-01`,
    ])
  })
})
