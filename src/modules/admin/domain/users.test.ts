import { describe, expect, it } from 'vitest'
import { FEATURES } from '@schemas/access'
import {
  accessSummary,
  dashboardStats,
  expiringSoon,
  extendValidity,
  levelOf,
  searchUsers,
  setAll,
  setLevel,
  toAdminUser,
  toUserEdit,
  userUpdate,
  validateUserEdit,
  groupByCompany,
  type AdminUser,
} from './users'

const user = (patch: Partial<AdminUser>): AdminUser => ({
  id: 'u-' + (patch.email ?? 'x'),
  email: 'x@example.in',
  role: 'user',
  access: {},
  app_valid_till: null,
  max_devices: 1,
  created_at: '2026-11-02T05:00:00Z',
  last_sign_in_at: null,
  device_count: 0,
  company_id: 'u-' + (patch.email ?? 'x'),
  company_role: 'owner',
  company_name: 'Own Motors',
  name: null,
  active: true,
  ...patch,
})
const utcDate = (iso: string) => iso.slice(0, 10)

describe('toAdminUser', () => {
  it('reads an RPC row and drops unknown levels', () => {
    const u = toAdminUser({
      id: 'a',
      email: 'a@b.in',
      role: 'user',
      access: { customers: 'read', stock: 'admin' },
      app_valid_till: '2026-12-01',
      max_devices: 2,
      created_at: 'c',
      last_sign_in_at: null,
      device_count: '3',
    })
    expect(u).toMatchObject({ access: { customers: 'read' }, device_count: 3, app_valid_till: '2026-12-01' })
    // A row from before companies: its own company, named by its e-mail.
    expect(u).toMatchObject({ company_id: 'a', company_role: 'owner', company_name: 'a@b.in', active: true })
    expect(toAdminUser({ email: 'no id' })).toBeNull()
    expect(toAdminUser(null)).toBeNull()
  })
})

describe('groupByCompany', () => {
  it('puts each company together, by name, its owner first', () => {
    const groups = groupByCompany([
      user({ email: 'z-staff@x.in', company_id: 'o2', company_role: 'staff', company_name: 'Balaji Autos' }),
      user({ email: 'a-owner@x.in', id: 'o1', company_id: 'o1', company_name: 'Shree Ganesh Motors' }),
      user({ email: 'y-owner@x.in', id: 'o2', company_id: 'o2', company_name: 'Balaji Autos' }),
      user({ email: 'b-staff@x.in', company_id: 'o2', company_role: 'staff', company_name: 'Balaji Autos' }),
    ])
    expect(groups.map((g) => [g.name, g.members.map((m) => m.email)])).toEqual([
      ['Balaji Autos', ['y-owner@x.in', 'b-staff@x.in', 'z-staff@x.in']],
      ['Shree Ganesh Motors', ['a-owner@x.in']],
    ])
  })

  it('search finds a company by its name and a person by theirs', () => {
    const list = [
      user({ email: 'one@x.in', company_name: 'Balaji Autos' }),
      user({ email: 'two@x.in', name: 'Ravi Sales' }),
    ]
    expect(searchUsers(list, 'balaji').map((u) => u.email)).toEqual(['one@x.in'])
    expect(searchUsers(list, 'ravi').map((u) => u.email)).toEqual(['two@x.in'])
  })
})

describe('dashboard', () => {
  const users = [
    user({ email: 'a', app_valid_till: '2026-11-21', device_count: 1 }),
    user({ email: 'b', app_valid_till: '2026-12-21', device_count: 2, created_at: '2026-10-30T10:00:00Z' }),
    user({ email: 'c', app_valid_till: '2026-12-22' }),
    user({ email: 'd', app_valid_till: '2026-11-20' }),
    user({ email: 'e', app_valid_till: '2026-11-25', role: 'admin', device_count: 4 }),
    user({ email: 'f', app_valid_till: null }),
  ]
  it('lists accounts ending within 30 days, soonest first, without admins or ended ones', () => {
    expect(expiringSoon(users, '2026-11-21').map((u) => u.email)).toEqual(['a', 'b'])
    expect(expiringSoon(users, 'bad')).toEqual([])
  })
  it('counts users, devices and this month’s sign-ups', () => {
    const stats = dashboardStats(users, '2026-11-21', utcDate)
    expect(stats).toMatchObject({ users: 6, activeDevices: 7, signupsThisMonth: 5 })
  })
})

describe('search', () => {
  it('matches e-mail case-insensitively', () => {
    const users = [user({ email: 'Ravi@Motors.in' }), user({ email: 'sita@example.in' })]
    expect(searchUsers(users, 'ravi').map((u) => u.email)).toEqual(['Ravi@Motors.in'])
    expect(searchUsers(users, '  ')).toHaveLength(2)
    expect(searchUsers(users, 'nobody')).toEqual([])
  })
})

describe('access map', () => {
  it('sets and clears one feature', () => {
    const a = setLevel({ customers: 'full' }, 'customers', 'read')
    expect(a).toEqual({ customers: 'read' })
    expect(setLevel(a, 'customers', 'none')).toEqual({})
    expect(levelOf({}, 'stock')).toBe('none')
  })
  it('sets every feature and keeps unknown keys', () => {
    const all = setAll({ legacy: 'read' }, 'write')
    expect(Object.keys(all)).toHaveLength(FEATURES.length + 1)
    expect(accessSummary(all)).toEqual({ none: 0, read: 0, write: FEATURES.length, full: 0 })
    expect(setAll(all, 'none')).toEqual({ legacy: 'read' })
  })
})

describe('validity and edit', () => {
  it('extends from the current end when still ahead, else from today', () => {
    expect(extendValidity('2026-12-01', '2026-11-21', 30)).toBe('2026-12-31')
    expect(extendValidity('2026-01-01', '2026-11-21', 365)).toBe('2027-11-21')
    expect(extendValidity(null, '2026-11-21', 30)).toBe('2026-12-21')
  })
  it('keeps max devices within 1–50 and dates valid', () => {
    const edit = toUserEdit(user({ max_devices: 2, app_valid_till: '2026-12-01' }))
    expect(validateUserEdit(edit)).toEqual({})
    expect(validateUserEdit({ ...edit, max_devices: '0' }).max_devices).toBe('range')
    expect(validateUserEdit({ ...edit, max_devices: '51' }).max_devices).toBe('range')
    expect(validateUserEdit({ ...edit, max_devices: '2.5' }).max_devices).toBe('range')
    expect(validateUserEdit({ ...edit, app_valid_till: '2026-02-30' }).app_valid_till).toBe('date')
    expect(userUpdate({ ...edit, app_valid_till: '' })).toEqual({
      role: 'user',
      access: {},
      max_devices: 2,
      app_valid_till: null,
    })
  })
})
