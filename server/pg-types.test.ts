import { describe, expect, it } from 'vitest'
import { OID, parseArray, pgliteTypes, scalarParser } from './pg-types.ts'

describe('PGlite-compatible text parsers for node-postgres', () => {
  it('parses scalars as PGlite 0.5 does', () => {
    expect(scalarParser(OID.int8)('1')).toBe(1)
    expect(scalarParser(OID.int8)('9007199254740993')).toBe(9007199254740993n)
    expect(scalarParser(OID.int8)('-9007199254740993')).toBe(-9007199254740993n)
    expect(scalarParser(OID.int4)('-42')).toBe(-42)
    expect(scalarParser(OID.float8)('1.5')).toBe(1.5)
    expect(scalarParser(OID.float8)('NaN')).toBeNaN()
    expect(scalarParser(OID.bool)('t')).toBe(true)
    expect(scalarParser(OID.bool)('f')).toBe(false)
    expect(scalarParser(OID.json)('{"a":[1,null]}')).toEqual({ a: [1, null] })
    expect(scalarParser(OID.jsonb)('"x"')).toBe('x')
    expect(scalarParser(OID.timestamptz)('2026-11-26 10:56:03.707+00')).toEqual(
      new Date('2026-11-26T10:56:03.707Z'),
    )
    expect(scalarParser(OID.date)('2024-01-02')).toEqual(new Date('2024-01-02T00:00:00.000Z'))
    expect(scalarParser(OID.timestamptz)('infinity')).toBe(Infinity)
    expect(scalarParser(OID.timestamptz)('-infinity')).toBe(-Infinity)
    expect(scalarParser(OID.bytea)('\\x01ff')).toEqual(Uint8Array.from([1, 255]))
    // numeric, uuid, interval, time and the rest stay text.
    expect(scalarParser(1700)('1.50')).toBe('1.50')
    expect(scalarParser(2950)('2631f60f-f42e-4c99-9281-78ef1d425218')).toBe(
      '2631f60f-f42e-4c99-9281-78ef1d425218',
    )
    expect(scalarParser(1186)('1 day')).toBe('1 day')
  })

  it('parses array literals: quotes, escapes, NULL, nesting, empty, bounds', () => {
    const text = (t: string) => t
    expect(parseArray('{a,"b\\"c",NULL,"NULL"}', text)).toEqual(['a', 'b"c', null, 'NULL'])
    expect(parseArray('{"a,b","{}","back\\\\slash"}', text)).toEqual(['a,b', '{}', 'back\\slash'])
    expect(parseArray('{}', text)).toEqual([])
    expect(parseArray('{{1,2},{3,4}}', scalarParser(OID.int4))).toEqual([
      [1, 2],
      [3, 4],
    ])
    expect(parseArray('[0:1]={7,8}', scalarParser(OID.int4))).toEqual([7, 8])
    expect(parseArray('{"{\\"x\\":1}"}', scalarParser(OID.jsonb))).toEqual([{ x: 1 }])
    expect(() => parseArray('nope', text)).toThrow(/malformed/)
  })

  it('gives every array type its element parser, and binary format the raw value', () => {
    const types = pgliteTypes(
      new Map([
        [1016, OID.int8],
        [1185, OID.timestamptz],
        [2951, 2950],
      ]),
    )
    expect(types.getTypeParser(1016)('{1,NULL}')).toEqual([1, null])
    expect(types.getTypeParser(1185)('{"2024-01-02 03:04:05+00"}')).toEqual([
      new Date('2024-01-02T03:04:05Z'),
    ])
    expect(types.getTypeParser(2951)('{2631f60f-f42e-4c99-9281-78ef1d425218}')).toEqual([
      '2631f60f-f42e-4c99-9281-78ef1d425218',
    ])
    expect(types.getTypeParser(OID.int4)('5')).toBe(5)
    expect(types.getTypeParser(OID.int4, 'binary')('5')).toBe('5')
  })
})
