// The RxDB schemas and the Postgres tables must describe the same documents: the server stores every document
// field in a column of that name, and adds only owner/_modified/_deleted (DESIGN.md §3).
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { COLLECTIONS, deriveFields, LOCAL_COLLECTIONS, PULLED_COLLECTIONS, SYNCED_COLLECTIONS } from './index'
import { PROFILE_SELECT, PROFILE_TABLE } from './profile.schema'

const sql = readdirSync(new URL('./sql/', import.meta.url))
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => readFileSync(new URL(`./sql/${f}`, import.meta.url), 'utf8'))
  .join('\n')

function tableColumns(table: string): string[] {
  const m = new RegExp(`create table public\\.${table} \\(([\\s\\S]*?)\\n\\);`).exec(sql)
  if (!m) throw new Error(`no create table for ${table}`)
  const created = (m[1] ?? '')
    .split('\n')
    .map((l) => /^ {2}([a-z_0-9]+) /.exec(l)?.[1])
    .filter((c): c is string => Boolean(c) && !['unique', 'check', 'constraint'].includes(c!))
  const added = [
    ...sql.matchAll(new RegExp(`alter table public\\.${table} add column ([a-z_0-9]+) `, 'g')),
  ].map((a) => a[1] as string)
  return [...created, ...added]
}

describe('collections defined once', () => {
  it('each is named by its schema and grouped by its kind; a synced one names its module', () => {
    for (const [name, def] of Object.entries(COLLECTIONS)) {
      expect(def.schema.title).toBe(name)
      const group = { synced: SYNCED_COLLECTIONS, pulled: PULLED_COLLECTIONS, local: LOCAL_COLLECTIONS }[
        def.kind
      ]
      expect(Object.keys(group)).toContain(name)
      expect(def.module === null).toBe(def.kind !== 'synced')
    }
    expect(
      Object.keys(SYNCED_COLLECTIONS).length +
        Object.keys(PULLED_COLLECTIONS).length +
        Object.keys(LOCAL_COLLECTIONS).length,
    ).toBe(Object.keys(COLLECTIONS).length)
  })

  it('derives the list keys on write, and nothing for a collection without derived fields', () => {
    expect(deriveFields('job_cards', { opened_at: 1_780_000_000_000 })).toEqual({
      list_key: 9_999_999_999_999 - 1_780_000_000_000,
    })
    expect(deriveFields('bookings', { booking_date: '2026-05-20' })).toHaveProperty('list_key')
    expect(deriveFields('parties', { name: 'x' })).toEqual({})
    expect(deriveFields('nothing', {})).toEqual({})
  })
})

// The columns, the pull index, push_<table>, trigger, policies, grants and publication of the applied database
// are checked against these definitions by tests/contract/collections.test.ts.
describe('collection schemas', () => {
  for (const [name, { schema }] of Object.entries(SYNCED_COLLECTIONS)) {
    it(`${name}: every field has its column and nothing else is stored`, () => {
      const columns = tableColumns(name)
      expect(columns.filter((c) => !['owner', '_modified', '_deleted'].includes(c)).sort()).toEqual(
        Object.keys(schema.properties).sort(),
      )
    })

    it(`${name}: indexed fields are required (RxDB refuses optional index fields)`, () => {
      const required = new Set<string>(schema.required)
      for (const index of schema.indexes) {
        for (const field of Array.isArray(index) ? index : [index]) expect(required.has(field)).toBe(true)
      }
      expect(schema.title).toBe(name)
    })
  }

  it('profile: every field is a column of users, read under the select the pull uses', () => {
    const columns = new Set(tableColumns(PROFILE_TABLE))
    const fields = Object.keys(PULLED_COLLECTIONS.profile.schema.properties)
    // `modified` is `_modified` under its own name (the replication keeps `_modified` as the checkpoint).
    for (const f of fields) expect(columns.has(f === 'modified' ? '_modified' : f)).toBe(true)
    const selected = PROFILE_SELECT.split(',').map((c) => c.trim().split(':')[0])
    expect(selected.filter((c) => c !== '_modified').sort()).toEqual([...fields].sort())
    expect(sql).toContain('create trigger users_touch before insert or update on public.users')
  })

  it('keeps to the open-core limit of collections per tab', () => {
    expect(
      Object.keys(SYNCED_COLLECTIONS).length +
        Object.keys(PULLED_COLLECTIONS).length +
        Object.keys(LOCAL_COLLECTIONS).length,
    ).toBeLessThanOrEqual(12)
  })

  it('every schema starts at version 0 with no migrations yet (add a fixture test with the first)', () => {
    for (const { schema, migrationStrategies } of [
      ...Object.values(SYNCED_COLLECTIONS),
      ...Object.values(PULLED_COLLECTIONS),
      ...Object.values(LOCAL_COLLECTIONS),
    ]) {
      expect(Object.keys(migrationStrategies)).toHaveLength(schema.version)
    }
  })
})
