import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Db } from './db.ts'

export const LOCAL_ONLY_SUFFIX = '.local.sql'

/**
 * Applies schemas/sql/NNNN_*.sql in name order, each once, each in its own transaction.
 * Files ending in .local.sql recreate what hosted Supabase already provides and are applied only on PGlite;
 * on a real PostgreSQL the platform set-up (roles, auth, storage, publication) is already there, as on Supabase.
 */
export async function applyMigrations(
  db: Db,
  dir: string,
  log: (msg: string) => void = () => {},
): Promise<string[]> {
  await db.exec(`create schema if not exists _autobahi;
    create table if not exists _autobahi.migrations (name text primary key, applied_at timestamptz not null default now())`)
  const done = new Set(
    (await db.query<{ name: string }>(`select name from _autobahi.migrations`)).rows.map((r) => r.name),
  )
  const files = (await readdir(dir))
    .filter((f) => /^\d{4}_[a-z0-9_]+(\.local)?\.sql$/.test(f))
    .filter((f) => db.kind === 'pglite' || !f.endsWith(LOCAL_ONLY_SUFFIX))
    .sort()
  const applied: string[] = []
  for (const file of files) {
    if (done.has(file)) continue
    const sql = await readFile(join(dir, file), 'utf8')
    const ran = await db.transaction(async (tx) => {
      // Two servers starting on one real database at once: the second waits, then skips what the first applied.
      await tx.query(`select pg_advisory_xact_lock(4242017)`)
      const again = await tx.query(`select 1 from _autobahi.migrations where name = $1`, [file])
      if (again.rows.length > 0) return false
      try {
        await tx.exec(sql)
      } catch (e) {
        throw new Error(`migration ${file} failed: ${(e as Error).message}`, { cause: e })
      }
      await tx.query(`insert into _autobahi.migrations (name) values ($1)`, [file])
      return true
    })
    if (!ran) continue
    applied.push(file)
    log(`applied migration ${file}`)
  }
  return applied
}
