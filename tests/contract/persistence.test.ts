// A data folder keeps users, rows and keys between runs; migrations are applied once. On the PostgreSQL run the
// database is a real one (platform set-up only, so the first start migrates it) and the folder keeps the keys.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SQL_DIR, startServer } from '../../server/index.ts'
import { LOCAL_ONLY_SUFFIX } from '../../server/migrate.ts'
import { anonClient, hosted, onPostgres, postgresDatabase } from './harness.ts'
import type { PostgresDatabase } from './harness.ts'

let dir: string | undefined
let database: PostgresDatabase | undefined
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
  await database?.drop()
})

describe.skipIf(hosted)('persistence', () => {
  it('survives a restart with the same keys, seeded demo users and data', async () => {
    dir = await mkdtemp(join(tmpdir(), 'autobahi-data-'))
    if (onPostgres) database = await postgresDatabase('platform_only')
    const logs: string[] = []
    const options = { port: 0, dataDir: dir, seed: true, log: (m: string) => logs.push(m), ...database?.urls }
    const first = await startServer(options)
    expect(first.seeded?.created).toBe(true)
    const c = anonClient(first)
    const { data } = await c.auth.signInWithPassword({
      email: 'demo@autobahi.local',
      password: 'demo-autobahi',
    })
    const settings = await c.from('settings').select('company_name').eq('user_id', data.user!.id).single()
    expect(settings.data?.company_name).toBe('Shree Ganesh Motors')
    expect(
      (await c.from('settings').update({ company_name: 'Kept Motors' }).eq('user_id', data.user!.id)).error,
    ).toBeNull()
    await first.stop()
    expect((await readFile(join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(first.jwtSecret)

    const second = await startServer(options)
    try {
      expect(second.anonKey).toBe(first.anonKey)
      expect(second.seeded?.created).toBe(false)
      // The .local.sql shims are PGlite's; a real PostgreSQL has the platform they imitate.
      const migrations = (await readdir(SQL_DIR)).filter(
        (f) => f.endsWith('.sql') && !(onPostgres && f.endsWith(LOCAL_ONLY_SUFFIX)),
      )
      expect(logs.filter((l) => l.startsWith('applied migration'))).toHaveLength(migrations.length)
      const c2 = anonClient(second)
      const admin = await c2.auth.signInWithPassword({
        email: 'admin@autobahi.local',
        password: 'admin-autobahi',
      })
      expect(admin.error).toBeNull()
      expect((await c2.from('users').select('role').eq('id', admin.data.user!.id).single()).data?.role).toBe(
        'admin',
      )
      const demo = anonClient(second)
      const d = await demo.auth.signInWithPassword({
        email: 'demo@autobahi.local',
        password: 'demo-autobahi',
      })
      expect(
        (await demo.from('settings').select('company_name').eq('user_id', d.data.user!.id).single()).data
          ?.company_name,
      ).toBe('Kept Motors')
    } finally {
      await second.stop()
    }
  }, 120_000)
})
