import { describe, expect, it } from 'vitest'
import {
  nameError,
  accessCounts,
  buildStaffList,
  canManageStaff,
  companyLabel,
  capAccess,
  defaultInviteAccess,
  devicesError,
  inviteShareText,
  inviteStatus,
  isReadOnlyAccess,
  joinLink,
  levelsUpTo,
  normalizeInviteCode,
  pendingInvites,
  readOnlyAccess,
  toInviteInfo,
  validateInvite,
  withinCap,
  type InviteRow,
} from './staff'

describe('who manages staff', () => {
  it('the active owner of a company; not staff, not the platform admin, not a deactivated owner', () => {
    expect(canManageStaff({ role: 'user', company_role: 'owner', active: true })).toBe(true)
    expect(canManageStaff({ role: 'user', company_role: 'staff', active: true })).toBe(false)
    expect(canManageStaff({ role: 'admin', company_role: 'owner', active: true })).toBe(false)
    expect(canManageStaff({ role: 'user', company_role: 'owner', active: false })).toBe(false)
    expect(canManageStaff(null)).toBe(false)
  })
})

describe('access never above the owner’s own', () => {
  const cap = { customers: 'full', bookings: 'write', job_cards: 'read' } as const
  it('offers the levels up to the owner’s', () => {
    expect(levelsUpTo('write')).toEqual(['read', 'write'])
    expect(levelsUpTo(undefined)).toEqual([])
  })
  it('lowers each module to the cap and drops modules the owner lacks', () => {
    expect(
      capAccess({ customers: 'full', bookings: 'full', job_cards: 'write', stock: 'read' }, cap),
    ).toEqual({
      customers: 'full',
      bookings: 'write',
      job_cards: 'read',
    })
    expect(withinCap({ customers: 'full', bookings: 'write' }, cap)).toBe(true)
    expect(withinCap({ bookings: 'full' }, cap)).toBe(false)
    expect(withinCap({ stock: 'read' }, cap)).toBe(false)
  })
  it('starts a new member at write on the built modules, capped', () => {
    expect(defaultInviteAccess(['customers', 'bookings', 'job_cards'], cap)).toEqual({
      customers: 'write',
      bookings: 'write',
      job_cards: 'read',
    })
  })
  it('summarises and recognises read-only access', () => {
    const features = ['customers', 'bookings', 'job_cards']
    expect(accessCounts({ customers: 'full', bookings: 'read' }, features)).toEqual({
      none: 1,
      read: 1,
      write: 0,
      full: 1,
    })
    expect(isReadOnlyAccess({ customers: 'read', bookings: 'read' }, features)).toBe(true)
    expect(isReadOnlyAccess({ customers: 'write' }, features)).toBe(false)
    expect(readOnlyAccess({ customers: 'full', bookings: 'write' })).toEqual({
      customers: 'read',
      bookings: 'read',
    })
  })
})

describe('the invite form', () => {
  const features = ['customers', 'bookings']
  it('asks a name, a valid e-mail if any, a device limit within the owner’s, and some access', () => {
    expect(
      validateInvite({ name: 'Ravi', email: '', max_devices: '2' }, { customers: 'write' }, 3, features),
    ).toEqual({})
    expect(validateInvite({ name: ' ', email: 'ravi@', max_devices: '4' }, {}, 3, features)).toEqual({
      name: 'required',
      email: 'email',
      max_devices: 'range',
      access: 'none',
    })
    expect(devicesError('0', 2)).toBe('range')
    expect(devicesError('1.5', 2)).toBe('range')
    expect(devicesError(' 2 ', 2)).toBeNull()
  })
})

describe('codes, links and the message to share', () => {
  it('reads a code typed in any case, with spaces, or pasted as a whole link', () => {
    expect(normalizeInviteCode(' ab12cd34ef56 ')).toBe('AB12CD34EF56')
    expect(normalizeInviteCode('https://autobahi.in/join/AB12CD34EF56')).toBe('AB12CD34EF56')
    expect(normalizeInviteCode('AB12-CD34-EF56')).toBe('AB12CD34EF56')
    expect(normalizeInviteCode('short')).toBe('')
    expect(normalizeInviteCode('')).toBe('')
  })
  it('builds the join link and a WhatsApp-friendly text with the link on its own line', () => {
    const link = joinLink('https://autobahi.in/', 'AB12CD34EF56')
    expect(link).toBe('https://autobahi.in/join/AB12CD34EF56')
    expect(
      inviteShareText(
        { intro: 'Join {{company}} as {{name}}.', code: 'Code: {{code}}' },
        { company: 'Sharma Motors', name: 'Ravi', link, code: 'AB12CD34EF56' },
      ),
    ).toBe('Join Sharma Motors as Ravi.\nhttps://autobahi.in/join/AB12CD34EF56\nCode: AB12CD34EF56')
  })
})

describe('the company’s name for an invitee', () => {
  it('is the first name set that is not the product’s default', () => {
    expect(companyLabel('AutoBahi Pro', 'Sharma Motors')).toBe('Sharma Motors')
    expect(companyLabel('  Sharma Motors ')).toBe('Sharma Motors')
    expect(companyLabel('AutoBahi Pro', null, '')).toBe('')
  })
})

describe('invites', () => {
  const row = (code: string, created_at: string, extra: Partial<InviteRow> = {}): InviteRow => ({
    code,
    name: code,
    email: null,
    access: {},
    max_devices: 1,
    created_at,
    expires_at: '2026-12-01T00:00:00Z',
    used_at: null,
    ...extra,
  })
  it('knows open, used and expired; lists the unused ones newest first', () => {
    const now = Date.parse('2026-11-26T00:00:00Z')
    expect(inviteStatus(row('A', '2026-11-20'), now)).toBe('open')
    expect(inviteStatus(row('A', '2026-11-20', { expires_at: '2026-11-25T00:00:00Z' }), now)).toBe('expired')
    expect(inviteStatus(row('A', '2026-11-20', { used_at: '2026-11-21' }), now)).toBe('used')
    expect(
      pendingInvites([
        row('A', '2026-11-20'),
        row('B', '2026-11-22'),
        row('C', '2026-11-23', { used_at: 'x' }),
      ]).map((r) => r.code),
    ).toEqual(['B', 'A'])
  })
  it('reads invite_info: the first row, or null for an unknown code', () => {
    expect(toInviteInfo([{ company_name: 'M', name: 'R', email: null, status: 'open' }])).toEqual({
      company_name: 'M',
      name: 'R',
      email: null,
      status: 'open',
    })
    expect(toInviteInfo([])).toBeNull()
    expect(toInviteInfo([{ status: 'odd' }])).toBeNull()
  })
})

describe('the staff list', () => {
  it('joins people, users rows and devices; staff only, active first, then by name', () => {
    const list = buildStaffList(
      [
        { id: 'o', name: 'owner', company_role: 'owner', active: true },
        { id: 'b', name: 'Bina', company_role: 'staff', active: false },
        { id: 'z', name: 'Zara', company_role: 'staff', active: true },
        { id: 'a', name: 'Amit', company_role: 'staff', active: true },
      ],
      [
        {
          id: 'a',
          email: 'amit@x.in',
          name: 'Amit K',
          access: { customers: 'write', x: 'bad' },
          max_devices: 2,
          active: true,
        },
        { id: 'b', email: 'bina@x.in', name: null, access: {}, max_devices: 1, active: false },
      ],
      [
        { user_id: 'a', session_id: 's1', last_active: '2026-11-01T00:00:00Z', device_info: null },
        { user_id: 'a', session_id: 's2', last_active: '2026-11-02T00:00:00Z', device_info: null },
        { user_id: 'o', session_id: 's3', last_active: '2026-11-02T00:00:00Z', device_info: null },
      ],
    )
    expect(list.map((m) => m.name)).toEqual(['Amit K', 'Zara', 'Bina'])
    expect(list[0]).toMatchObject({ email: 'amit@x.in', access: { customers: 'write' }, max_devices: 2 })
    expect(list[0]?.devices.map((d) => d.session_id)).toEqual(['s2', 's1'])
    expect(list[1]).toMatchObject({ email: null, max_devices: 1, devices: [] })
  })
})

describe('nameError', () => {
  it('needs a name of at most 200 characters', () => {
    expect(nameError('  ')).toBe('required')
    expect(nameError('x'.repeat(201))).toBe('range')
    expect(nameError(' Ravi Sales ')).toBeNull()
  })
})
