import { describe, expect, it, vi } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import { ledgerOf, partStock, partsStock } from '../domain/parts-stock'
import { PartsStockStore, type PartChange, type VoucherChange } from './parts-stock-store'

const v = (
  id: string,
  type: Voucher['type'],
  doc_date: string,
  qty: number,
  value: number,
  lwt = 1,
): Voucher =>
  ({
    id,
    rev: 1,
    created_at: lwt,
    updated_at: lwt,
    type,
    status: 'posted',
    number: id.toUpperCase(),
    series: 'X',
    fy: '2526',
    doc_date,
    list_key: '',
    posted_at: lwt,
    party_id: '',
    lines: [],
    totals: { grand_total: value },
    postings: [],
    stock_moves: [{ kind: 'part', item_id: 'x', qty, value }],
    _meta: { lwt },
  }) as Voucher

function sources(read: () => Promise<{ vouchers: Voucher[]; parts: { id: string; opening?: never }[] }>) {
  let sendV: (c: VoucherChange) => void = () => {}
  let sendP: (c: PartChange) => void = () => {}
  const store = new PartsStockStore({
    read,
    vouchers: (next) => ((sendV = next), { unsubscribe() {} }),
    parts: (next) => ((sendP = next), { unsubscribe() {} }),
  })
  return { store, sendV: (doc: Voucher, deleted = false) => sendV({ doc, deleted }), sendP }
}

describe('the shared parts-stock store', () => {
  it('applies changes seen during the first read over it, and ignores an older copy', async () => {
    let release: (r: { vouchers: Voucher[]; parts: [] }) => void = () => {}
    const { store, sendV } = sources(() => new Promise((r) => (release = r)))
    expect(store.getSnapshot().loading).toBe(true)
    const p1 = v('p1', 'ppur', '2026-01-01', 10, 1_000_00, 1)
    const s1 = v('s1', 'winv', '2026-01-02', -4, 0, 2)
    sendV(s1) // arrives while the read runs
    release({ vouchers: [p1], parts: [] })
    await store.ready()
    expect(store.getSnapshot().loading).toBe(false)
    expect(partStock(store.getSnapshot().state, 'x')).toMatchObject({ qty: 6, value: 600_00 })
    // A late copy of the purchase, older than what is held, changes nothing.
    sendV({ ...v('p1', 'ppur', '2026-01-01', 99, 1, 0) })
    expect(partStock(store.getSnapshot().state, 'x').qty).toBe(6)
    // Another voucher type or a draft is no stock.
    sendV({ ...v('r1', 'rcpt', '2026-01-03', 5, 1, 3) })
    sendV({ ...v('d1', 'ppur', '2026-01-03', 5, 1, 3), status: 'draft' })
    expect(partStock(store.getSnapshot().state, 'x').qty).toBe(6)
  })

  it('keeps the state equal to a full replay through a burst, and tells the screens once', async () => {
    const { store, sendV, sendP } = sources(async () => ({ vouchers: [], parts: [] }))
    await store.ready()
    const seen = vi.fn()
    store.subscribe(seen)
    const docs = [
      v('a', 'ppur', '2026-02-03', 5, 500_00, 1),
      v('b', 'winv', '2026-02-04', -2, 0, 2),
      v('c', 'ppur', '2026-02-01', 3, 450_00, 3), // back-dated
      v('d', 'stj', '2026-02-05', -1, 0, 4),
    ]
    for (const d of docs) sendV(d)
    sendP({ part: { id: 'x', opening: { qty: 1, value: 90_00, as_of: '2026-01-31' } }, deleted: false })
    sendV({ ...docs[1]!, status: 'cancelled', _meta: { lwt: 5 } } as Voucher)
    const full = partsStock(
      [docs[0]!, docs[2]!, docs[3]!],
      [{ id: 'x', opening: { qty: 1, value: 90_00, as_of: '2026-01-31' } }],
    )
    expect(ledgerOf(store.getSnapshot().state, 'x')).toEqual(ledgerOf(full, 'x'))
    expect(seen).not.toHaveBeenCalled()
    await new Promise((r) => setTimeout(r, 60))
    expect(seen).toHaveBeenCalledTimes(1)
    // The same opening again changes nothing; a deleted part takes its opening away.
    sendP({ part: { id: 'x', opening: { qty: 1, value: 90_00, as_of: '2026-01-31' } }, deleted: false })
    sendP({ part: { id: 'x' }, deleted: true })
    expect(ledgerOf(store.getSnapshot().state, 'x').map((r) => r.doc_id)).toEqual(['c', 'a', 'd'])
    store.close()
  })
})
