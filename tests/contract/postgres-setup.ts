// Global set-up of the contract suite's second run (vitest project `contract-postgres`): one throwaway
// PostgreSQL 15 cluster for the whole run, set up like a Supabase project (tests/postgres/platform.sql), then
// every hosted migration applied as `postgres` by the server's own migrator (the `.local.sql` shims are
// PGlite's, never applied here). Database `postgres` is then the template each test file copies
// (harness.ts: `create database … template postgres`), so files share nothing and no file migrates;
// `platform_only` is the platform set-up without the migrations.
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openPostgres } from '../../server/db-pg.ts'
import { SQL_DIR } from '../../server/index.ts'
import { applyMigrations } from '../../server/migrate.ts'
import { startCluster } from '../postgres/cluster.ts'

declare module 'vitest' {
  // Declaration merging with vitest's own ProvidedContext needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** The port of the run's cluster (trust authentication on 127.0.0.1). */
    contractPostgres: { port: number }
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startCluster({ migrations: [] })
  try {
    // Kept before the migrations, for the tests of a server that migrates a database itself (persistence).
    const admin = new pg.Client({
      connectionString: cluster.url('supabase_admin').replace(/postgres$/, 'template1'),
    })
    await admin.connect()
    await admin.query('create database platform_only template postgres').finally(() => admin.end())
    const db = await openPostgres({ url: cluster.url('postgres') })
    try {
      await applyMigrations(db, SQL_DIR)
    } finally {
      await db.close()
    }
  } catch (e) {
    cluster.stop()
    throw e
  }
  project.provide('contractPostgres', { port: cluster.port })
  return () => cluster.stop()
}
