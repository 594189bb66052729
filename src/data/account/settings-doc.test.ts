import { afterEach, describe, expect, it } from 'vitest'
import type { ConflictEntry } from '@schemas/index'
import { openTestDatabase, type TestDatabase } from '@harness/test-database'
import { createConflictHandler } from '../replication/conflict-handler'
import type { Doc } from '../replication/merge'
import { ensureSettings, saveSettings } from './settings-doc'
import { settingsMergeBase } from './settings-merge'
import { watchAccount } from './watch-account'
import { defaultSettingsDoc } from '@schemas/index'

let t: TestDatabase | null = null
afterEach(async () => {
  await t?.close()
  t = null
})

async function open(name: string) {
  t = await openTestDatabase(name, { now: () => 1_763_700_000_000 })
  return { db: t.db, w: t.writer }
}

describe('the settings document', () => {
  it('is made once from the defaults, keyed by the user, and waits to be pushed', async () => {
    const { db, w } = await open('settings-a')
    expect(await ensureSettings(db.settings, 'u-1', w)).toBe(true)
    expect(await ensureSettings(db.settings, 'u-1', w)).toBe(false)
    const doc = (await db.settings.findOne('u-1').exec())!.toJSON()
    expect(doc).toMatchObject({ user_id: 'u-1', rev: 1, company_name: 'AutoBahi Pro' })
    expect(doc).not.toHaveProperty('id')
    expect(w.pending.has('settings', 'u-1')).toBe(true)
  })

  it('saves a patch into the stored document: rev up, cleared fields gone, other fields kept', async () => {
    const { db, w } = await open('settings-b')
    await saveSettings(db.settings, 'u-1', { company_name: 'Om Motors', gst_no: '27AAPFU0939F1ZV' }, w)
    const saved = await saveSettings(db.settings, 'u-1', { gst_no: undefined, pan: 'AAPFU0939F' }, w)
    expect(saved).toMatchObject({ user_id: 'u-1', rev: 2, company_name: 'Om Motors', pan: 'AAPFU0939F' })
    expect(saved).not.toHaveProperty('gst_no')
    expect(saved).not.toHaveProperty('id')
    expect((await db.settings.findOne('u-1').exec())!.toJSON().registered_invoice_prefix).toBe('RINV-')
  })
})

describe('watchAccount', () => {
  it('hands over the settings and profile documents now and on every change, until stopped', async () => {
    const { db, w } = await open('settings-watch')
    const seen: string[] = []
    const stop = watchAccount(db, 'u-1', ({ settings, profile }) => {
      if (settings !== undefined) seen.push(`settings:${settings?.company_name ?? 'none'}`)
      if (profile !== undefined) seen.push(`profile:${profile?.role ?? 'none'}`)
    })
    const until = async (n: number) => {
      for (let i = 0; i < 100 && seen.length < n; i++) await new Promise((r) => setTimeout(r, 10))
    }
    await until(2)
    await saveSettings(db.settings, 'u-1', { company_name: 'Om Motors' }, w)
    await db.profile.insert({
      id: 'u-1',
      role: 'user',
      access: {},
      max_devices: 1,
      modified: 'x',
      company_id: 'u-1',
      company_role: 'owner',
      active: true,
    })
    await until(4)
    stop()
    await saveSettings(db.settings, 'u-1', { company_name: 'Later Motors' }, w)
    await new Promise((r) => setTimeout(r, 50))
    expect(seen.sort()).toEqual(['profile:none', 'profile:user', 'settings:Om Motors', 'settings:none'])
  })
})

describe('settings conflicts', () => {
  const server = {
    ...defaultSettingsDoc('u-1', 100),
    company_name: 'Shree Balaji Autos',
    rev: 2,
    _deleted: false,
  } as unknown as Doc
  const mine = (patch: Record<string, unknown>) =>
    ({ ...defaultSettingsDoc('u-1', 200), ...patch, rev: 1, _deleted: false }) as unknown as Doc

  it('start from the defaults when this device never saw the server row', () => {
    expect(settingsMergeBase(server, mine({}))).toMatchObject({ user_id: 'u-1', created_at: 200, rev: 0 })
  })

  it('keep the other device’s edits and this device’s own, logging only real clashes', async () => {
    const logged: ConflictEntry[] = []
    const handler = createConflictHandler('settings', async (e) => void logged.push(...e), {
      key: 'user_id',
      baseWhenNew: settingsMergeBase,
    })
    const merged = (await handler.resolve(
      {
        realMasterState: server,
        newDocumentState: mine({ pan: 'AAPFU0939F' }),
      } as never,
      'test',
    )) as unknown as Record<string, unknown>
    expect(merged).toMatchObject({
      company_name: 'Shree Balaji Autos',
      pan: 'AAPFU0939F',
      created_at: 100,
      rev: 3,
    })
    expect(logged).toEqual([])

    await handler.resolve(
      {
        realMasterState: server,
        newDocumentState: mine({ company_name: 'Om Motors' }),
      } as never,
      'test',
    )
    expect(logged.map((l) => [l.source, l.doc_id, l.field, l.lost_value, l.label])).toEqual([
      ['settings', 'u-1', 'company_name', '"Om Motors"', 'Om Motors'],
    ])
  })

  it('a copy of the server row itself (stored without its server state) resolves to that row, rev unchanged', async () => {
    const logged: ConflictEntry[] = []
    const handler = createConflictHandler('settings', async (e) => void logged.push(...e), {
      key: 'user_id',
      baseWhenNew: settingsMergeBase,
    })
    // Postgres hands jsonb back with its keys reordered and NULL columns absent: the same record still.
    const copy = { ...(server as Record<string, unknown>), pan: null } as unknown as Doc
    const resolved = await handler.resolve(
      { realMasterState: server, newDocumentState: copy } as never,
      'test',
    )
    expect(resolved).toEqual(server)
    expect(logged).toEqual([])
  })

  it('without a base, every field of a never-seen row would count as changed here', async () => {
    const logged: ConflictEntry[] = []
    const handler = createConflictHandler('settings', async (e) => void logged.push(...e), { key: 'user_id' })
    await handler.resolve({ realMasterState: server, newDocumentState: mine({}) } as never, 'test')
    expect(logged.map((l) => l.field)).toContain('company_name')
  })
})
