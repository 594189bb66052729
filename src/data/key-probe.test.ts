import 'fake-indexeddb/auto'
import Dexie, { type DBCore, type Middleware } from 'dexie'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { keyProbe, PROBE_MIN_KEYS } from './key-probe'

type Row = { id: string; n: number }

/** Counts the per-key reads that reach IndexedDB: it sits below the probe (a lower level is nearer the store). */
function readCounter() {
  const counts = { keys: 0 }
  const middleware: Middleware<DBCore> = {
    stack: 'dbcore',
    name: 'read-counter',
    level: 1,
    create: (down) => ({
      ...down,
      table: (name) => {
        const t = down.table(name)
        return {
          ...t,
          getMany: (req) => {
            counts.keys += req.keys.filter((k) => k !== null && k !== undefined).length
            return t.getMany(req)
          },
        }
      },
    }),
  }
  return { counts, middleware }
}

async function open(name: string, probe: boolean) {
  const counter = readCounter()
  const db = new Dexie(name)
  db.use(counter.middleware)
  if (probe) db.use(keyProbe)
  db.version(1).stores({ rows: 'id, n' })
  await db.open()
  return { db, table: db.table<Row, string>('rows'), counts: counter.counts }
}

const id = (i: number) => `row-${String(i).padStart(6, '0')}`
let plain: Awaited<ReturnType<typeof open>>
let probed: Awaited<ReturnType<typeof open>>

beforeAll(async () => {
  plain = await open('probe-plain', false)
  probed = await open('probe-probed', true)
  // Every third id of 0..2,999 is stored.
  const rows = Array.from({ length: 1000 }, (_, i) => ({ id: id(i * 3), n: i }))
  await plain.table.bulkAdd(rows)
  await probed.table.bulkAdd(rows)
})

afterAll(async () => {
  plain.db.close()
  probed.db.close()
  await Dexie.delete('probe-plain')
  await Dexie.delete('probe-probed')
})

async function both(keys: string[]) {
  const before = { plain: plain.counts.keys, probed: probed.counts.keys }
  const expected = await plain.table.bulkGet(keys)
  const got = await probed.table.bulkGet(keys)
  return {
    expected,
    got,
    reads: { plain: plain.counts.keys - before.plain, probed: probed.counts.keys - before.probed },
  }
}

describe('keyProbe', () => {
  it('answers exactly as per-key reads, reading only the ids that exist', async () => {
    // 300 ids in 2,400..2,999 (a dense range): 100 stored, 200 not, some asked twice, out of order.
    const keys = Array.from({ length: 300 }, (_, i) => id(2999 - i))
    keys.push(id(2400), id(2401), id(2403))
    const r = await both(keys)
    expect(r.got).toEqual(r.expected)
    expect(r.got.filter(Boolean)).toHaveLength(102)
    expect(r.reads.plain).toBe(303)
    expect(r.reads.probed).toBe(102)
  })

  it('reads nothing when none of a batch exists', async () => {
    const keys = Array.from({ length: 200 }, (_, i) => id(5000 + i))
    const r = await both(keys)
    expect(r.got).toEqual(Array(200).fill(undefined))
    expect(r.reads.probed).toBe(0)
  })

  it('keeps per-key reads where the range holds many more keys than were asked for', async () => {
    // 100 ids spread over the whole table: the range holds ~1,000 keys, more than 4 per id asked.
    const keys = Array.from({ length: 100 }, (_, i) => id(i * 30))
    const r = await both(keys)
    expect(r.got).toEqual(r.expected)
    expect(r.reads.probed).toBe(100)
  })

  it('leaves small batches alone', async () => {
    const keys = Array.from({ length: PROBE_MIN_KEYS - 1 }, (_, i) => id(9000 + i))
    const r = await both(keys)
    expect(r.got).toEqual(r.expected)
    expect(r.reads.probed).toBe(PROBE_MIN_KEYS - 1)
  })

  it('writes still read back through it', async () => {
    const rows = Array.from({ length: 80 }, (_, i) => ({ id: id(7000 + i), n: -i }))
    await probed.table.bulkPut(rows)
    const got = await probed.table.bulkGet(rows.map((r) => r.id))
    expect(got).toEqual(rows)
  })
})
