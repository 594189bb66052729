// The owner handle (`RunningServer.db`) gives the same JS values on both backends: PGlite's own parsers, and
// node-postgres with server/pg-types.ts on the PostgreSQL run. REST answers are JSON built inside Postgres;
// auth, storage and realtime read values through this.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boot, hosted } from './harness.ts'
import type { Booted } from './harness.ts'

let s: Booted
beforeAll(async () => {
  s = await boot()
}, 90_000)
afterAll(async () => {
  await s.stop()
})

describe.skipIf(hosted)('database values through the owner handle', () => {
  it('parses every type the server reads as PGlite does', async () => {
    const r = await s.db!.query<Record<string, unknown>>(
      `select 1::int8 as i8, 9007199254740993::int8 as big, 1.50::numeric as num, true as b, '{"a":1}'::json as j,
              '[1]'::jsonb as jb, '2024-01-02 03:04:05.123+05:30'::timestamptz as tz, '2024-01-02'::date as d,
              array['a', 'b"c', null]::text[] as ta, array[1, 2]::int8[] as i8a, array[1.5]::numeric[] as na,
              array['{"x":1}']::jsonb[] as jba, array['2024-01-02 00:00:00+00']::timestamptz[] as tza,
              array[true, false] as ba, '\\x0102'::bytea as bytes, '00000000-0000-0000-0000-000000000001'::uuid as u,
              array['00000000-0000-0000-0000-000000000001'::uuid] as ua, 1.5::float8 as f, '1 day'::interval as iv,
              '{}'::int4[] as empty, array[array[1, 2], array[3, 4]] as nested, 'infinity'::timestamptz as inf,
              null::int4 as nothing, current_setting('TimeZone') as zone`,
    )
    expect(r.rows[0]).toEqual({
      i8: 1,
      big: 9007199254740993n,
      num: '1.50',
      b: true,
      j: { a: 1 },
      jb: [1],
      tz: new Date('2024-01-01T21:34:05.123Z'),
      d: new Date('2024-01-02T00:00:00.000Z'),
      ta: ['a', 'b"c', null],
      i8a: [1, 2],
      na: ['1.5'],
      jba: [{ x: 1 }],
      tza: [new Date('2024-01-02T00:00:00.000Z')],
      ba: [true, false],
      bytes: Uint8Array.from([1, 2]),
      u: '00000000-0000-0000-0000-000000000001',
      ua: ['00000000-0000-0000-0000-000000000001'],
      f: 1.5,
      iv: '1 day',
      empty: [],
      nested: [
        [1, 2],
        [3, 4],
      ],
      inf: Infinity,
      nothing: null,
      zone: 'UTC',
    })
    expect(r.affectedRows).toBe(0)
  })

  it('counts the rows a write touched, and none for a read, in a transaction of its own', async () => {
    const counts = await s.db!.transaction(async (tx) => {
      await tx.exec(`create temporary table t (x int) on commit drop`)
      const written = await tx.query(`insert into t values (1), (2)`)
      const read = await tx.query(`select * from t`)
      return [written.affectedRows, read.affectedRows, read.rows.length]
    })
    expect(counts).toEqual([2, 0, 2])
  })
})
