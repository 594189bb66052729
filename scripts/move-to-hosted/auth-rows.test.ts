import { describe, expect, it } from 'vitest'
import { GOTRUE_INSTANCE_ID, emailIdentityRow, gotrueUserRow, type SourceAuthUser } from './auth-rows.ts'
import { copyOrder } from './catalog.ts'

const user = (hash: string | null): SourceAuthUser => ({
  id: '3f0c1a52-6f3e-4a57-9d7c-0d2b8f6c1e11',
  email: 'Dealer@Example.test',
  encrypted_password: hash,
  email_confirmed_at: null,
  last_sign_in_at: null,
  raw_app_meta_data: null,
  raw_user_meta_data: { name: 'Shree Ganesh Motors' },
  created_at: '2026-01-02T03:04:05.123456+00:00',
  updated_at: null,
  banned_until: null,
})
const BCRYPT = '$2a$10$gRTzsXCQf/814y8F387z0.iIzjntEsBrSb0zEuFtBkblmizFIFmU2'
const GOTRUE_COLUMNS = [
  'instance_id',
  'id',
  'aud',
  'role',
  'email',
  'encrypted_password',
  'email_confirmed_at',
  'confirmation_token',
  'recovery_token',
  'email_change_token_new',
  'email_change',
  'raw_app_meta_data',
  'raw_user_meta_data',
  'created_at',
  'updated_at',
  'is_sso_user',
  'is_anonymous',
]

describe('gotrueUserRow', () => {
  it('keeps a bcrypt hash and writes what GoTrue reads at sign-in', () => {
    const row = gotrueUserRow(user(BCRYPT), GOTRUE_COLUMNS)
    expect(row).toEqual({
      instance_id: GOTRUE_INSTANCE_ID,
      id: user(null).id,
      aud: 'authenticated',
      role: 'authenticated',
      email: 'dealer@example.test',
      encrypted_password: BCRYPT,
      // Confirmed: the embedded server never asked for a confirmation.
      email_confirmed_at: '2026-01-02T03:04:05.123456+00:00',
      confirmation_token: '',
      recovery_token: '',
      email_change_token_new: '',
      email_change: '',
      raw_app_meta_data: { provider: 'email', providers: ['email'] },
      raw_user_meta_data: { name: 'Shree Ganesh Motors' },
      created_at: '2026-01-02T03:04:05.123456+00:00',
      updated_at: '2026-01-02T03:04:05.123456+00:00',
      is_sso_user: false,
      is_anonymous: false,
    })
  })

  it('an old scrypt hash, or none, becomes GoTrue\'s "no password"', () => {
    expect(gotrueUserRow(user('scrypt$16384$8$1$c2FsdA==$a2V5'), GOTRUE_COLUMNS).encrypted_password).toBe('')
    expect(gotrueUserRow(user(null), GOTRUE_COLUMNS).encrypted_password).toBe('')
  })

  it('writes only the columns the target has', () => {
    expect(Object.keys(gotrueUserRow(user(BCRYPT), ['id', 'email', 'phone_change']))).toEqual([
      'id',
      'email',
      'phone_change',
    ])
  })

  it('the e-mail identity: provider_id is the user id', () => {
    expect(emailIdentityRow(user(BCRYPT))).toMatchObject({
      provider: 'email',
      provider_id: user(null).id,
      user_id: user(null).id,
      identity_data: { sub: user(null).id, email: 'dealer@example.test', email_verified: true },
    })
  })
})

describe('copyOrder', () => {
  it('puts every table after the tables it references', () => {
    const order = copyOrder([
      { name: 'poll_votes', references: ['polls'] },
      { name: 'bookings', references: ['parties', 'users'] },
      { name: 'polls', references: [] },
      { name: 'parties', references: [] },
      { name: 'users', references: ['elsewhere'] },
    ])
    expect(order.indexOf('polls')).toBeLessThan(order.indexOf('poll_votes'))
    expect(order.indexOf('parties')).toBeLessThan(order.indexOf('bookings'))
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('bookings'))
    expect([...order].sort()).toEqual(['bookings', 'parties', 'poll_votes', 'polls', 'users'])
  })

  it('a cycle still yields every table once', () => {
    expect(
      copyOrder([
        { name: 'a', references: ['b'] },
        { name: 'b', references: ['a'] },
      ]).sort(),
    ).toEqual(['a', 'b'])
  })
})
