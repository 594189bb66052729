import { describe, expect, it } from 'vitest'
import { NOT_SENT_CODE } from '@/lib/supabase-fetch'
import { badgeState, problemKey, type BadgeInput } from './badge-state'

const calm: BadgeInput = { online: true, sessionProblem: false, error: null, busy: false, running: true }

describe('badgeState', () => {
  it('says offline only when the browser is offline, whatever else is wrong', () => {
    expect(badgeState({ ...calm, online: false })).toBe('offline')
    expect(
      badgeState({ ...calm, online: false, sessionProblem: true, error: { code: '401' }, busy: true }),
    ).toBe('offline')
  })

  it('online, a session that cannot be renewed or a failed request is a sync problem, never offline', () => {
    expect(badgeState({ ...calm, sessionProblem: true })).toBe('error')
    expect(badgeState({ ...calm, sessionProblem: true, running: false })).toBe('error')
    expect(badgeState({ ...calm, error: { code: 'PGRST303' } })).toBe('error')
    expect(
      badgeState({ ...calm, error: { message: 'TypeError: Failed to fetch' } as { code?: string } }),
    ).toBe('error')
  })

  it('otherwise syncing, synced, or starting before replication runs', () => {
    expect(badgeState({ ...calm, busy: true })).toBe('syncing')
    expect(badgeState(calm)).toBe('synced')
    expect(badgeState({ ...calm, running: false })).toBe('starting')
  })
})

describe('problemKey', () => {
  it('explains a session that cannot be renewed, also when a request was held back for it', () => {
    expect(problemKey({ ...calm, sessionProblem: true, error: { code: 'PGRST303' } })).toBe('err-session')
    expect(problemKey({ ...calm, error: { code: NOT_SENT_CODE } })).toBe('err-session')
  })

  it('explains other errors by their code, and nothing when there is none or the device is offline', () => {
    expect(problemKey({ ...calm, error: { code: 'PGRST303' } })).toBe('err-401')
    expect(problemKey({ ...calm, error: { code: '42501' } })).toBe('err-42501')
    expect(problemKey({ ...calm, error: {} })).toBe('err-generic')
    expect(problemKey(calm)).toBeNull()
    expect(problemKey({ ...calm, online: false, sessionProblem: true, error: { code: '42501' } })).toBeNull()
  })
})

describe('changes the server refused', () => {
  const held = { reason: 'read_only' as const, count: 3 }

  it('show as held, below offline and a sync problem', () => {
    expect(badgeState({ ...calm, refused: held })).toBe('held')
    expect(badgeState({ ...calm, refused: held, busy: true })).toBe('held')
    expect(badgeState({ ...calm, refused: held, online: false })).toBe('offline')
    expect(badgeState({ ...calm, refused: held, sessionProblem: true })).toBe('error')
  })

  it('explain themselves by the reason', () => {
    expect(problemKey({ ...calm, refused: held })).toBe('held-read_only')
    expect(problemKey({ ...calm, refused: { reason: 'no_delete_access', count: 1 } })).toBe(
      'held-no_delete_access',
    )
    expect(problemKey({ ...calm, refused: held, online: false })).toBeNull()
    expect(problemKey({ ...calm, refused: held, error: { code: '42501' } })).toBe('err-42501')
  })
})
