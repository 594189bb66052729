import { describe, expect, it } from 'vitest'
import { FEATURES, type AccessLevel, type Action } from '@schemas/access'
import { can, daysLeft, isNewerProfile, isReadOnly, localToday, toProfile } from './permissions'

const user = (access: Record<string, AccessLevel>) => ({ role: 'user', access })

describe('can', () => {
  const table: [AccessLevel, Action, boolean][] = [
    ['read', 'read', true],
    ['write', 'read', true],
    ['full', 'read', true],
    ['read', 'write', false],
    ['write', 'write', true],
    ['full', 'write', true],
    ['read', 'delete', false],
    ['write', 'delete', false],
    ['full', 'delete', true],
  ]
  it.each(table)('level %s, action %s → %s', (level, action, expected) => {
    expect(can(user({ customers: level }), 'customers', action)).toBe(expected)
  })

  it('defaults the action to read', () => {
    expect(can(user({ stock: 'read' }), 'stock')).toBe(true)
  })

  it('allows an admin everything, even unknown features', () => {
    for (const action of ['read', 'write', 'delete'] as const) {
      expect(can({ role: 'admin', access: {} }, 'customers', action)).toBe(true)
      expect(can({ role: 'admin', access: {} }, 'no_such_module', action)).toBe(true)
    }
  })

  it('allows a check naming no feature', () => {
    expect(can(user({}), undefined, 'delete')).toBe(true)
    expect(can(user({}), null)).toBe(true)
    expect(can(user({}), '')).toBe(true)
  })

  it('denies an unknown or missing feature, and inherited object keys', () => {
    expect(can(user({ customers: 'full' }), 'bookings')).toBe(false)
    expect(can(user({}), 'toString')).toBe(false)
    expect(can(user({}), '__proto__')).toBe(false)
  })

  it('denies without a profile', () => {
    expect(can(null, undefined)).toBe(false)
  })

  it('knows the eighteen modules of spec §2', () => {
    expect(FEATURES).toHaveLength(18)
    expect(FEATURES).toContain('workshop_follow_up')
  })
})

describe('validity', () => {
  it('is read-only only after the last valid day, never for admins or without an end', () => {
    expect(isReadOnly({ role: 'user', app_valid_till: '2026-11-21' }, '2026-11-21')).toBe(false)
    expect(isReadOnly({ role: 'user', app_valid_till: '2026-11-20' }, '2026-11-21')).toBe(true)
    expect(isReadOnly({ role: 'admin', app_valid_till: '2020-01-01' }, '2026-11-21')).toBe(false)
    expect(isReadOnly({ role: 'user', app_valid_till: null }, '2026-11-21')).toBe(false)
  })
  it('counts days left', () => {
    expect(daysLeft('2026-12-05', '2026-11-21')).toBe(14)
    expect(daysLeft('2026-11-21', '2026-11-21')).toBe(0)
    expect(daysLeft('2026-11-20', '2026-11-21')).toBe(-1)
    expect(daysLeft(null, '2026-11-21')).toBeNull()
    expect(daysLeft('garbage', '2026-11-21')).toBeNull()
  })
  it('formats the local date', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
  })
})

describe('toProfile', () => {
  it('keeps valid levels only and fills defaults', () => {
    expect(toProfile({ id: 'u', access: { a: 'read', b: 'admin', c: 3 } })).toEqual({
      id: 'u',
      role: 'user',
      access: { a: 'read' },
      app_valid_till: null,
      max_devices: 1,
      modified: null,
      company_id: 'u',
      company_role: 'owner',
      name: null,
      active: true,
      trial: false,
    })
    expect(
      toProfile({ id: 's', company_id: 'o', company_role: 'staff', name: 'Ravi', active: false }),
    ).toMatchObject({
      company_id: 'o',
      company_role: 'staff',
      name: 'Ravi',
      active: false,
    })
    expect(toProfile(null)).toBeNull()
    expect(toProfile({ role: 'admin' })).toBeNull()
  })

  it('reads when the row was changed from the pulled copy or the server row', () => {
    expect(toProfile({ id: 'u', modified: '2026-11-21T09:00:00.000+00:00' })?.modified).toBe(
      '2026-11-21T09:00:00.000+00:00',
    )
    expect(toProfile({ id: 'u', _modified: '2026-11-21T09:00:00+00:00' })?.modified).toBe(
      '2026-11-21T09:00:00+00:00',
    )
  })
})

describe('isNewerProfile', () => {
  const at = (modified: string | null, access: Record<string, AccessLevel> = {}) =>
    toProfile({ id: 'u', access, modified })!

  it('takes the newer of two copies, whatever order they arrive in', () => {
    const older = at('2026-11-21T09:00:00.000+00:00', { customers: 'full' })
    const newer = at('2026-11-21T09:00:01.5+00:00')
    expect(isNewerProfile(older, newer)).toBe(true)
    expect(isNewerProfile(newer, older)).toBe(false)
    // The same version again (a pull after the sign-in's read) is taken: nothing changes.
    expect(isNewerProfile(newer, at('2026-11-21T09:00:01.500+00:00'))).toBe(true)
  })

  it('prefers a dated copy over an undated one, and takes anything over nothing or another user', () => {
    expect(isNewerProfile(at(null), at('2026-11-21T09:00:00Z'))).toBe(true)
    expect(isNewerProfile(at('2026-11-21T09:00:00Z'), at(null))).toBe(false)
    expect(isNewerProfile(at(null), at(null))).toBe(true)
    expect(isNewerProfile(null, at(null))).toBe(true)
    expect(isNewerProfile(toProfile({ id: 'other', modified: '2099-01-01T00:00:00Z' }), at(null))).toBe(true)
  })
})
