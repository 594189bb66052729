import { describe, expect, it } from 'vitest'
import type { Profile } from '@schemas/access'
import {
  classifyProfileError,
  decideRegistration,
  decideSignIn,
  deviceLimitFromError,
} from './sign-in-decision'

const profile = (over: Partial<Profile> = {}): Profile => ({
  id: 'u1',
  role: 'user',
  access: {},
  app_valid_till: null,
  max_devices: 1,
  company_id: 'u1',
  company_role: 'owner',
  active: true,
  trial: false,
  ...over,
})
const base = { profile: profile(), profileError: null, sessions: [], sessionsError: null, deviceId: 'dev-a' }

describe('decideSignIn', () => {
  it('refuses when the profile cannot be retrieved', () => {
    expect(decideSignIn({ ...base, profile: null })).toEqual({ kind: 'profile' })
    expect(decideSignIn({ ...base, profileError: { message: 'boom' } })).toEqual({ kind: 'profile' })
  })
  it('refuses when the sessions cannot be verified', () => {
    expect(decideSignIn({ ...base, sessions: null })).toEqual({ kind: 'sessions' })
    expect(decideSignIn({ ...base, sessionsError: { message: 'x' } })).toEqual({ kind: 'sessions' })
  })
  it('registers a first device', () => {
    expect(decideSignIn(base)).toEqual({ kind: 'register' })
  })
  it('lets an already registered device in even at the limit', () => {
    expect(decideSignIn({ ...base, sessions: [{ session_id: 'dev-a' }] })).toEqual({ kind: 'register' })
  })
  it('refuses a new device at or above the limit', () => {
    expect(decideSignIn({ ...base, sessions: [{ session_id: 'dev-b' }] })).toEqual({
      kind: 'limit',
      limit: 1,
    })
    const two = profile({ max_devices: 2 })
    expect(decideSignIn({ ...base, profile: two, sessions: [{ session_id: 'b' }] })).toEqual({
      kind: 'register',
    })
    expect(
      decideSignIn({
        ...base,
        profile: two,
        sessions: [{ session_id: 'b' }, { session_id: 'c' }, { session_id: 'd' }],
      }),
    ).toEqual({
      kind: 'limit',
      limit: 2,
    })
  })
  it('skips the device limit and session check for an admin', () => {
    const admin = profile({ role: 'admin', max_devices: 1 })
    expect(decideSignIn({ ...base, profile: admin, sessions: [{ session_id: 'x' }] })).toEqual({
      kind: 'register',
    })
    expect(
      decideSignIn({ ...base, profile: admin, sessions: null, sessionsError: { message: 'x' } }),
    ).toEqual({ kind: 'register' })
  })
})

describe('registration errors', () => {
  const limitError = {
    code: 'AB001',
    message: 'device_limit_reached',
    details: 'You have reached your maximum device limit of 3. Please log out from another device.',
    hint: 'max_devices=3',
  }
  it('reads the limit from the trigger error', () => {
    expect(deviceLimitFromError(limitError)).toBe(3)
    expect(deviceLimitFromError({ ...limitError, hint: null })).toBe(3)
    expect(deviceLimitFromError({ code: '42501' })).toBeNull()
    expect(deviceLimitFromError(null)).toBeNull()
  })
  it('maps the upsert result', () => {
    expect(decideRegistration(null)).toBeNull()
    expect(decideRegistration(limitError)).toEqual({ kind: 'limit', limit: 3 })
    expect(decideRegistration({ code: '500', message: 'oops' })).toEqual({ kind: 'device' })
    expect(decideRegistration({ code: 'AB003', message: 'device_slots_exhausted', hint: 'fy=2627' })).toEqual(
      {
        kind: 'slots',
      },
    )
  })
})

describe('classifyProfileError', () => {
  it('signs out on 401, 403 and a missing auth session', () => {
    expect(classifyProfileError({ status: 401 }, true)).toBe('sign-out')
    expect(classifyProfileError({ status: 403 }, false)).toBe('sign-out')
    expect(classifyProfileError({ message: 'Auth session not found' }, true)).toBe('sign-out')
  })
  it('is silent when the row is not found', () => {
    expect(classifyProfileError({ code: 'PGRST116', status: 406 }, true)).toBe('silent')
  })
  it('signs out on a network failure only when online', () => {
    expect(classifyProfileError({ message: 'TypeError: Failed to fetch' }, true)).toBe('sign-out')
    expect(classifyProfileError({ message: 'TypeError: Failed to fetch' }, false)).toBe('keep')
  })
  it('keeps the user on anything else', () => {
    expect(classifyProfileError({ status: 500, message: 'db down' }, true)).toBe('keep')
  })
})

describe('decideSignIn and the 30-day rule', () => {
  const now = Date.parse('2026-03-31T12:00:00Z')
  const ago = (days: number) => new Date(now - days * 86_400_000).toISOString()
  it('does not count a device not seen for 30 days', () => {
    const sessions = [{ session_id: 'dev-b', last_active: ago(45) }]
    expect(decideSignIn({ ...base, sessions, now })).toEqual({ kind: 'register' })
  })
  it('counts a device seen within 30 days', () => {
    const sessions = [
      { session_id: 'dev-b', last_active: ago(2) },
      { session_id: 'dev-c', last_active: ago(60) },
    ]
    expect(decideSignIn({ ...base, sessions, now })).toEqual({ kind: 'limit', limit: 1 })
  })
})
