import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyzeChanged, needsAnalyze } from './auto-analyze.ts'
import { openDb, type Db } from './db.ts'

let db: Db

beforeAll(async () => {
  db = await openDb(undefined)
  await db.exec(`create table public.cards (id text primary key, owner text not null, n int not null);
    create index cards_owner on public.cards (owner, n);`)
  // A fresh PGlite runs initdb: slow on a busy machine.
}, 90_000)

afterAll(async () => {
  await db.close()
})

const plan = async (sql: string) =>
  (await db.query<{ 'QUERY PLAN': string }>(`explain ${sql}`)).rows.map((r) => r['QUERY PLAN']).join('\n')

describe('auto-analyze (the autovacuum daemon PGlite lacks)', () => {
  it('uses autovacuum’s thresholds: 50 rows plus a tenth of the table', () => {
    expect(needsAnalyze({ n_mod_since_analyze: 50, n_live_tup: 0 })).toBe(false)
    expect(needsAnalyze({ n_mod_since_analyze: 51, n_live_tup: 0 })).toBe(true)
    expect(needsAnalyze({ n_mod_since_analyze: 1_050, n_live_tup: 10_000 })).toBe(false)
    expect(needsAnalyze({ n_mod_since_analyze: 1_051, n_live_tup: 10_000 })).toBe(true)
  })

  it('analyzes a table after a bulk load, so the planner knows its size', async () => {
    await db.query(`insert into public.cards select 'c' || g, 'owner-1', g from generate_series(1, 5000) g`)
    // Without statistics the planner guesses the size from the file pages, which a join plan then trusts.
    expect(await plan('select * from public.cards')).not.toMatch(/rows=5000 /)
    expect(await analyzeChanged(db)).toContain('public.cards')
    expect(await plan('select * from public.cards')).toMatch(/rows=5000 /)
    const stats = await db.query(`select count(*)::int as n from pg_stats where tablename = 'cards'`)
    expect((stats.rows[0] as { n: number }).n).toBe(3)
    // Nothing changed since: nothing to do.
    expect(await analyzeChanged(db)).not.toContain('public.cards')
  })
})
