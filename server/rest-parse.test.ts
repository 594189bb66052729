import { describe, expect, it } from 'vitest'
import {
  QueryParseError,
  parseFilter,
  parseLogicList,
  parseOrder,
  parsePrefer,
  parseQuery,
  parseRange,
  parseSelect,
  splitTopLevel,
} from './rest-parse.ts'
import { buildInsert, buildRead, buildUpdate } from './rest-sql.ts'
import type { TableInfo } from './db.ts'

describe('filters', () => {
  it('parses operators, negation and is/in values', () => {
    expect(parseFilter('a', 'eq.1')).toEqual({
      kind: 'filter',
      column: 'a',
      negate: false,
      op: 'eq',
      value: '1',
    })
    expect(parseFilter('a', 'not.is.NULL')).toMatchObject({ negate: true, op: 'is', value: 'null' })
    expect(parseFilter('a', 'in.(x,"y,z",w)').list).toEqual(['x', 'y,z', 'w'])
    expect(parseFilter('a', 'in.()').list).toEqual([])
    expect(parseFilter('a', 'eq.with.dots.and,commas')).toMatchObject({ value: 'with.dots.and,commas' })
  })
  it('rejects unknown operators and bad is values', () => {
    expect(() => parseFilter('a', 'zz.1')).toThrow(QueryParseError)
    expect(() => parseFilter('a', 'is.maybe')).toThrow(QueryParseError)
    expect(() => parseFilter('a', 'in.x,y')).toThrow(QueryParseError)
    expect(() => parseFilter('a', 'eq')).toThrow(QueryParseError)
  })
})

describe('logic trees', () => {
  it('parses nested and/or with quoted columns and values (rxdb pull query)', () => {
    const t = parseLogicList(
      '("_modified".gt.2026-11-21T09:19:14.007+00:00,and("_modified".eq.2026-11-21T09:19:14.007+00:00,"id".gt.x1))',
    )
    expect(t).toEqual([
      {
        kind: 'filter',
        column: '_modified',
        negate: false,
        op: 'gt',
        value: '2026-11-21T09:19:14.007+00:00',
      },
      {
        kind: 'logic',
        op: 'and',
        negate: false,
        items: [
          {
            kind: 'filter',
            column: '_modified',
            negate: false,
            op: 'eq',
            value: '2026-11-21T09:19:14.007+00:00',
          },
          { kind: 'filter', column: 'id', negate: false, op: 'gt', value: 'x1' },
        ],
      },
    ])
    expect(parseLogicList('(a.eq."x,y",not.or(b.is.null,c.not.eq.2))')[1]).toMatchObject({
      kind: 'logic',
      op: 'or',
      negate: true,
    })
    expect(parseLogicList('(a.eq."x,y")')[0]).toMatchObject({ value: 'x,y' })
  })
  it('rejects unbalanced input', () => {
    expect(() => parseLogicList('(a.eq.1')).toThrow(QueryParseError)
    expect(() => parseLogicList('a.eq.1)')).toThrow(QueryParseError)
    expect(() => splitTopLevel('a,"b', ',')).toThrow(QueryParseError)
  })
})

describe('select, order, prefer, range', () => {
  it('select with aliases and casts; embeddings refused', () => {
    expect(parseSelect('a,b:c,d::text')).toEqual([
      { star: false, column: 'a', alias: undefined, cast: undefined },
      { star: false, column: 'c', alias: 'b', cast: undefined },
      { star: false, column: 'd', alias: undefined, cast: 'text' },
    ])
    expect(parseSelect('*')).toEqual([{ star: true }])
    expect(() => parseSelect('a,rel(*)')).toThrow(QueryParseError)
    expect(() => parseSelect('a::text;drop')).toThrow(QueryParseError)
    expect(() => parseSelect('a b')).toThrow(QueryParseError)
  })
  it('order with nulls placement', () => {
    expect(parseOrder('a.desc.nullslast,"b.c",d')).toEqual([
      { column: 'a', dir: 'desc', nulls: 'last' },
      { column: 'b.c', dir: 'asc' },
      { column: 'd', dir: 'asc' },
    ])
    expect(() => parseOrder('a.up')).toThrow(QueryParseError)
  })
  it('Prefer and Range headers', () => {
    expect(parsePrefer('return=representation,count=exact, resolution=merge-duplicates')).toEqual({
      return: 'representation',
      count: 'exact',
      resolution: 'merge-duplicates',
      missingDefault: false,
    })
    expect(parsePrefer(undefined).return).toBe('minimal')
    expect(parseRange('0-9')).toEqual({ offset: 0, limit: 10 })
    expect(parseRange('5-')).toEqual({ offset: 5 })
    expect(() => parseRange('9-0')).toThrow(QueryParseError)
  })
  it('query string: reserved words vs filters', () => {
    const q = parseQuery(
      new URLSearchParams('select=a&a=eq.1&or=(a.eq.2,a.eq.3)&order=a&limit=5&offset=2&on_conflict=a,b'),
    )
    expect(q.where).toHaveLength(2)
    expect(q).toMatchObject({ limit: 5, offset: 2, onConflict: ['a', 'b'] })
    expect(() => parseQuery(new URLSearchParams('a;drop=eq.1'))).toThrow(QueryParseError)
  })
})

const table: TableInfo = {
  schema: 'public',
  name: 't',
  primaryKey: ['id'],
  columns: new Map(
    ['id', 'name', 'data'].map((n) => [
      n,
      { name: n, type: 'text', udt: 'text', hasDefault: false, nullable: true },
    ]),
  ),
}

describe('SQL builder', () => {
  it('binds every value and quotes checked identifiers', () => {
    const q = parseQuery(
      new URLSearchParams(`name=eq.'; drop table t; --&or=(id.in.(1,2),data.is.null)&order=name.desc`),
    )
    const sql = buildRead(table, q, { offset: 10, limit: 5 })
    expect(sql.text).not.toContain('drop')
    expect(sql.params).toEqual([`'; drop table t; --`, '1', '2', 5, 10])
    expect(sql.text).toContain('"name" = $1')
    expect(sql.text).toContain('order by "name" desc')
  })
  it('refuses columns the table does not have', () => {
    expect(() => buildRead(table, parseQuery(new URLSearchParams('nope=eq.1')), { offset: 0 })).toThrow(
      /does not exist/,
    )
    expect(() => buildUpdate(table, { nope: 1 }, [], { returning: false, select: [] })).toThrow(
      /Could not find/,
    )
    expect(() =>
      buildInsert(
        table,
        [{ id: 1 }],
        ['id'],
        { onConflict: ['zz'], resolution: 'merge-duplicates' },
        { returning: false, select: [] },
      ),
    ).toThrow()
  })
  it('upsert updates every non-key column from excluded', () => {
    const sql = buildInsert(
      table,
      [{ id: 'a', name: 'n' }],
      ['id', 'name'],
      { onConflict: ['id'], resolution: 'merge-duplicates' },
      { returning: true, select: [{ star: true }] },
    )
    expect(sql.text).toContain('on conflict ("id") do update set "name" = excluded."name"')
    expect(sql.params).toEqual([JSON.stringify([{ id: 'a', name: 'n' }])])
  })
})
