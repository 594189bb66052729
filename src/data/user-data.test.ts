import { describe, expect, it, vi } from 'vitest'
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory'
import type { SupabaseClient } from '@/lib/supabase'
import { openDatabase, type AppDatabase } from './database'
import type { SyncEngine } from './sync-engine'
import { startUserData, type UserDataDeps, type UserDataState } from './user-data'

let n = 0
const openMemory = (userId: string) =>
  openDatabase(userId, { storage: getRxStorageMemory(), multiInstance: false, nameSuffix: `ud${++n}` })

const fakeEngine = () =>
  ({ stop: vi.fn(async () => undefined) }) as unknown as SyncEngine & { stop: () => Promise<void> }

function harness(overrides: Partial<UserDataDeps>) {
  const states: UserDataState[] = []
  let online: (() => void) | null = null
  const deps: UserDataDeps = {
    openDatabase: openMemory,
    getClient: async () => ({}) as SupabaseClient,
    startSync: async () => fakeEngine(),
    onOnline(listener) {
      online = listener
      return () => {
        online = null
      }
    },
    retryMs: 60_000,
    ...overrides,
  }
  return { deps, states, goOnline: () => online?.(), hasOnline: () => online !== null }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5))
  expect(check()).toBe(true)
}

describe('a signed-in user’s data', () => {
  it('opens the database for the pages even when replication cannot start, and starts it once online', async () => {
    const engine = fakeEngine()
    const getClient = vi
      .fn<() => Promise<SupabaseClient>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({} as SupabaseClient)
    const h = harness({ getClient, startSync: async () => engine })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const stop = startUserData('user-1', h.deps, (s) => h.states.push(s))
    await until(() => h.states.length === 1 && getClient.mock.calls.length === 1)
    const first = h.states[0]
    expect(first?.status === 'ready' && first.value.engine).toBe(null)
    // The pages have the open database.
    const db = first?.status === 'ready' ? first.value.db : (null as unknown as AppDatabase)
    expect(db.job_cards).toBeDefined()

    h.goOnline()
    await until(() => h.states.length === 2)
    const second = h.states[1]
    expect(second?.status === 'ready' && second.value.engine).toBe(engine)
    expect(h.hasOnline()).toBe(false)

    await stop()
    expect(engine.stop).toHaveBeenCalledTimes(1)
    expect(db.closed).toBe(true)
  })

  it('tries again after a while without an online event', async () => {
    const getClient = vi
      .fn<() => Promise<SupabaseClient>>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockRejectedValueOnce(new Error('boom again'))
      .mockResolvedValue({} as SupabaseClient)
    const h = harness({ getClient, retryMs: 10 })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const stop = startUserData('user-2', h.deps, (s) => h.states.push(s))
    await until(() => h.states.length === 2)
    expect(getClient).toHaveBeenCalledTimes(3)
    await stop()
  })

  it('says the data failed only when the database itself cannot open', async () => {
    const h = harness({ openDatabase: async () => Promise.reject(new Error('QuotaExceededError')) })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const stop = startUserData('user-3', h.deps, (s) => h.states.push(s))
    await until(() => h.states.length === 1)
    expect(h.states[0]).toEqual({ status: 'failed' })
    await stop()
  })

  it('stopped before the database opened: closes it and reports nothing', async () => {
    const h = harness({})
    const stop = startUserData('user-4', h.deps, (s) => h.states.push(s))
    await stop()
    expect(h.states).toEqual([])
  })
})
