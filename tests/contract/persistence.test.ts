// A data folder keeps users, rows and keys between runs; migrations are applied once.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SQL_DIR, startServer } from '../../server/index.ts'
import { anonClient, hosted, onPostgres } from './harness.ts'

let dir: string | undefined
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

// PGlite's data folder: a real PostgreSQL keeps its data itself (the PostgreSQL run skips this file).
describe.skipIf(hosted || onPostgres)('persistence', () => {
  it('survives a restart with the same keys, seeded demo users and data', async () => {
    dir = await mkdtemp(join(tmpdir(), 'autobahi-data-'))
    const logs: string[] = []
    const first = await startServer({ port: 0, dataDir: dir, seed: true, log: (m) => logs.push(m) })
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

    const second = await startServer({ port: 0, dataDir: dir, seed: true, log: (m) => logs.push(m) })
    try {
      expect(second.anonKey).toBe(first.anonKey)
      expect(second.seeded?.created).toBe(false)
      const migrations = (await readdir(SQL_DIR)).filter((f) => f.endsWith('.sql'))
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
