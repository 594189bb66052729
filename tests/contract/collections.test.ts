// Collections defined once (issue 19): every replicated collection of schemas/index.ts is a table of the applied
// database enabled the one way (0024's private.sync_enable_table): the same fields, the module its definition
// names, the pull index, push_<table>, the touch trigger, row-level security, the grants and the publication;
// and no server table replicates without a definition in the app. Then the enabling function itself: it
// refuses a table replication cannot use, and makes a new one work for its company alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SYNCED_COLLECTIONS } from '../../schemas/index.ts'
import { until } from '../harness/until.ts'
import { boot, hosted, signedInUser } from './harness.ts'
import type { Booted, SignedIn } from './harness.ts'

let s: Booted
beforeAll(async () => {
  s = await boot()
}, 90_000)
afterAll(async () => {
  await s.stop()
})

const one = async <T>(sql: string, params: unknown[] = []): Promise<T | undefined> =>
  (await s.db!.query<T>(sql, params)).rows[0]

async function columns(table: string): Promise<string[]> {
  const r = await s.db!.query<{ name: string }>(
    `select attname as name from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped order by attname`,
    [`public.${table}`],
  )
  return r.rows.map((c) => c.name)
}

describe.skipIf(hosted)('collections defined once', () => {
  for (const [name, def] of Object.entries(SYNCED_COLLECTIONS)) {
    it(`${name}: the table holds the definition's fields and is enabled for replication`, async () => {
      const key = def.schema.primaryKey
      const tenant = key === 'user_id' ? 'user_id' : 'owner'
      const stored = (await columns(name)).filter((c) => !['owner', '_modified', '_deleted'].includes(c))
      expect(stored).toEqual(Object.keys(def.schema.properties).sort())
      expect(await one(`select public.sync_module($1::regclass) as module`, [`public.${name}`])).toEqual({
        module: def.module,
      })
      const table = await one<{ rls: boolean; published: boolean }>(
        `select c.relrowsecurity as rls,
                exists (select 1 from pg_publication_tables p
                         where p.pubname = 'supabase_realtime' and p.tablename = c.relname) as published
           from pg_class c where c.oid = $1::regclass`,
        [`public.${name}`],
      )
      expect(table).toEqual({ rls: true, published: true })
      const pull = await one<{ columns: string }>(
        `select pg_get_indexdef(i.indexrelid) as columns from pg_index i
          where i.indrelid = $1::regclass and pg_get_indexdef(i.indexrelid) like '%(' || $2 || ')'`,
        [`public.${name}`, tenant === 'owner' ? 'owner, _modified, id' : '_modified, user_id'],
      )
      expect(pull, 'the pull index').toBeDefined()
      expect(
        await one(
          `select has_function_privilege('authenticated', $1::regprocedure, 'execute') as authenticated,
                  has_function_privilege('anon', $1::regprocedure, 'execute') as anon`,
          [`public.push_${name}(jsonb)`],
        ),
      ).toEqual({ authenticated: true, anon: false })
      const trigger = await one<{ fn: string }>(
        `select p.proname as fn from pg_trigger t join pg_proc p on p.oid = t.tgfoid
          where t.tgrelid = $1::regclass and t.tgname = $2`,
        [`public.${name}`, `${name}_touch`],
      )
      expect(trigger?.fn).toBe(tenant === 'owner' ? 'sync_touch' : 'sync_touch_modified')
    })
  }

  it('no table replicates without a collection in the app', async () => {
    const r = await s.db!.query<{ name: string }>(
      `select substr(p.proname, 6) as name from pg_proc p
        where p.pronamespace = 'public'::regnamespace and p.proname like 'push\\_%' order by 1`,
    )
    expect(r.rows.map((x) => x.name)).toEqual(Object.keys(SYNCED_COLLECTIONS).sort())
  })
})

describe.skipIf(hosted)('private.sync_enable_table', () => {
  let dealer: SignedIn
  let other: SignedIn
  beforeAll(async () => {
    dealer = await signedInUser(s, 'enable')
    other = await signedInUser(s, 'enable-other')
  })

  it('refuses a table without what replication needs, and a bad module', async () => {
    await s.db!.query(`create table public.zz_half (id text primary key, rev int not null)`)
    await expect(
      s.db!.query(`select private.sync_enable_table('public.zz_half', 'customers')`),
    ).rejects.toThrow(/lacks owner uuid, created_at bigint/)
    await s.db!.query(`drop table public.zz_half`)
  })

  it("enables a new table in one call: the company's rows, the module's access, push and pull", async () => {
    await s.db!.query(`create table public.zz_notes (
      id text primary key, owner uuid not null references auth.users(id) on delete cascade,
      rev int not null, created_at bigint not null, updated_at bigint not null,
      created_by uuid, updated_by uuid, body text not null,
      _modified timestamptz not null default clock_timestamp(), _deleted boolean not null default false)`)
    await expect(s.db!.query(`select private.sync_enable_table('public.zz_notes', 'x-y')`)).rejects.toThrow(
      /bad module/,
    )
    await s.db!.query(`select private.sync_enable_table('public.zz_notes', 'receipts')`)
    // Twice is the same as once.
    await s.db!.query(`select private.sync_enable_table('public.zz_notes', 'receipts')`)
    // The API learns of DDL made at run time as PostgREST does.
    await s.db!.query(`notify pgrst, 'reload schema'`)
    await until(async () => !(await dealer.c.from('zz_notes').select('id')).error)
    const note = { id: 'n1', rev: 1, created_at: 1, updated_at: 1, body: 'first', _deleted: false }
    const pushed = await dealer.c.rpc('push_zz_notes', { rows: [{ new: note, assumed: null }] })
    expect(pushed.error).toBeNull()
    expect(pushed.data).toMatchObject({ conflicts: [], refused: [] })
    const mine = await dealer.c.from('zz_notes').select('id, owner, created_by, body')
    expect(mine.data).toEqual([{ id: 'n1', owner: dealer.id, created_by: dealer.id, body: 'first' }])
    expect((await other.c.from('zz_notes').select('id')).data).toEqual([])
    // Without write access to the module, the push is refused per row.
    await s.db!.query(`update public.users set access = access - 'receipts' where id = $1`, [dealer.id])
    const refused = await dealer.c.rpc('push_zz_notes', {
      rows: [{ new: { ...note, id: 'n2' }, assumed: null }],
    })
    expect(refused.data).toMatchObject({ refused: [{ id: 'n2', reason: 'no_write_access' }] })
    expect(
      await one(
        `select exists (select 1 from pg_publication_tables where pubname = 'supabase_realtime'
                         and tablename = 'zz_notes') as published`,
      ),
    ).toEqual({ published: true })
    await s.db!.query(`drop function public.push_zz_notes(jsonb)`)
    await s.db!.query(`delete from private.sync_tables where tbl = 'public.zz_notes'::regclass`)
    await s.db!.query(`drop table public.zz_notes`)
  })
})
