// A Dexie middleware for RxDB's many-key reads. Before every bulk write, and twice more in each pull, RxDB reads
// the documents of a batch by id (Dexie's getMany): one IndexedDB `get` per id, and in Chromium every `get` is
// a round trip to the browser process. A batch of new documents (a fresh device's first pull) pays a
// thousand round trips to learn that none exists. Where the table holds few keys between the batch's lowest
// and highest id, one read of those keys (no values) tells which ids exist; only those are then read.
import {
  type DBCore,
  type DBCoreGetManyRequest,
  type DBCoreKeyRange,
  type DBCoreTable,
  type Middleware,
} from 'dexie'

/** Below this many keys the per-key reads cost about what the probe does. */
export const PROBE_MIN_KEYS = 64
/** The probe reads the range's keys only when it holds at most this many per key asked for. */
export const PROBE_RANGE_FACTOR = 4

/** DBCoreRangeType.Range: a const enum in Dexie's types, so its value is written here. */
const RANGE = 2 as DBCoreKeyRange['type']

/** The lowest and highest key, or null when a key is not a string (only strings compare as IndexedDB does). */
function bounds(keys: readonly unknown[]): { lower: string; upper: string } | null {
  let lower: string | null = null
  let upper: string | null = null
  for (const k of keys) {
    if (k === null || k === undefined) continue
    if (typeof k !== 'string') return null
    // IndexedDB orders strings by UTF-16 code units, as JavaScript's < does.
    if (lower === null || k < lower) lower = k
    if (upper === null || k > upper) upper = k
  }
  return lower === null || upper === null ? null : { lower, upper }
}

function probed(table: DBCoreTable): DBCoreTable {
  const primaryKey = table.schema.primaryKey
  if (primaryKey.outbound || primaryKey.compound) return table
  return {
    ...table,
    async getMany(req: DBCoreGetManyRequest) {
      if (req.keys.length < PROBE_MIN_KEYS) return table.getMany(req)
      const b = bounds(req.keys)
      if (!b) return table.getMany(req)
      const query = { index: primaryKey, range: { type: RANGE, ...b } }
      // A limited key read, not a count: IndexedDB counts a range by walking it, and late in a pull the
      // range of a batch of random ids spans the whole table.
      const most = req.keys.length * PROBE_RANGE_FACTOR
      const inRange = (await table.query({ trans: req.trans, query, values: false, limit: most + 1 })).result
      if (inRange.length > most) return table.getMany(req)
      const stored = new Set(inRange)
      const present = req.keys.filter((k) => stored.has(k))
      if (present.length === req.keys.length) return table.getMany(req)
      const found = present.length > 0 ? await table.getMany({ ...req, keys: present }) : []
      const byKey = new Map(present.map((k, i) => [k, found[i]]))
      return req.keys.map((k) => byKey.get(k))
    },
  }
}

export const keyProbe: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'autobahi-key-probe',
  create: (down) => ({ ...down, table: (name) => probed(down.table(name)) }),
}
