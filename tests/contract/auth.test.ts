import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonClient, boot, hosted, serviceClient, signedInUser, uniqueEmail } from './harness.ts'
import type { Booted } from './harness.ts'

let s: Booted
beforeAll(async () => {
  s = await boot()
}, 90_000)
afterAll(async () => {
  await s.stop()
})

describe('auth (GoTrue subset) through supabase-js', () => {
  it('signs up with metadata, gets a session and a 14-day trial profile', async () => {
    const c = anonClient(s)
    const email = uniqueEmail('signup')
    const { data, error } = await c.auth.signUp({
      email,
      password: 'secret-123',
      options: { data: { full_name: 'Asha' } },
    })
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
    expect(data.user?.email).toBe(email)
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Asha' })
    const { data: profile, error: pErr } = await c
      .from('users')
      .select('role, access, app_valid_till')
      .eq('id', data.user!.id)
      .single()
    expect(pErr).toBeNull()
    expect(profile!.role).toBe('user')
    expect(Object.keys(profile!.access as object)).toHaveLength(18)
    // A trial that can do things (issue 18): the owner of a new company, full on every module.
    expect(Object.values(profile!.access as Record<string, string>).every((l) => l === 'full')).toBe(true)
    // The trial counts from today's date in India, whatever the server's zone or the hour (0016).
    const indiaToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())
    const days = Math.round(
      (Date.parse(profile!.app_valid_till as string) - Date.parse(indiaToday)) / 86_400_000,
    )
    expect(days).toBe(14)
    const { data: p2 } = await c
      .from('users')
      .select('role, max_devices, company_id, company_role, active, trial')
      .eq('id', data.user!.id)
      .single()
    expect(p2).toEqual({
      role: 'user',
      max_devices: 1,
      company_id: data.user!.id,
      company_role: 'owner',
      active: true,
      trial: true,
    })
  })

  it('refuses a duplicate e-mail and a weak password with GoTrue codes', async () => {
    const u = await signedInUser(s)
    const c = anonClient(s)
    const dup = await c.auth.signUp({ email: u.email.toUpperCase(), password: 'another-123' })
    expect(dup.error?.message).toBe('User already registered')
    expect(dup.error?.code).toBe('user_already_exists')
    expect(dup.error?.status).toBe(422)
    const weak = await c.auth.signUp({ email: uniqueEmail('weak'), password: '123' })
    expect(weak.error?.code).toBe('weak_password')
    expect(weak.error?.name).toBe('AuthWeakPasswordError')
    const bad = await c.auth.signUp({ email: 'not-an-email', password: 'secret-123' })
    expect(bad.error?.status).toBe(400)
  })

  it('signs in, and a wrong password gets "Invalid login credentials"', async () => {
    const u = await signedInUser(s)
    const c = anonClient(s)
    const wrong = await c.auth.signInWithPassword({ email: u.email, password: 'nope-nope' })
    expect(wrong.error?.message).toBe('Invalid login credentials')
    expect(wrong.error?.code).toBe('invalid_credentials')
    expect(wrong.error?.status).toBe(400)
    const unknown = await c.auth.signInWithPassword({ email: uniqueEmail('ghost'), password: 'whatever1' })
    expect(unknown.error?.message).toBe('Invalid login credentials')
    const ok = await c.auth.signInWithPassword({ email: u.email, password: u.password })
    expect(ok.error).toBeNull()
    expect(ok.data.session?.expires_in).toBe(3600)
    expect(ok.data.user?.id).toBe(u.id)
  })

  it('refreshes with rotation and kills the session when an old token is replayed late', async () => {
    const u = await signedInUser(s)
    const first = (await u.c.auth.getSession()).data.session!
    const { data, error } = await u.c.auth.refreshSession()
    expect(error).toBeNull()
    expect(data.session!.refresh_token).not.toBe(first.refresh_token)
    // Within the reuse interval a replay (two tabs racing) is answered with the current token.
    const c2 = anonClient(s)
    const replay = await c2.auth.refreshSession({ refresh_token: first.refresh_token })
    expect(replay.error).toBeNull()
    expect(replay.data.session!.refresh_token).toBe(data.session!.refresh_token)
    const bogus = await anonClient(s).auth.refreshSession({ refresh_token: 'not-a-token' })
    expect(bogus.error?.code).toBe('refresh_token_not_found')
  })

  // At once, not one after the other: on a real PostgreSQL the requests run on separate connections.
  it('two tabs refreshing one token at the same moment get one and the same new token', async () => {
    const u = await signedInUser(s)
    const token = (await u.c.auth.getSession()).data.session!.refresh_token
    const answers = await Promise.all(
      [1, 2, 3].map(() => anonClient(s).auth.refreshSession({ refresh_token: token })),
    )
    expect(answers.map((a) => a.error)).toEqual([null, null, null])
    expect(new Set(answers.map((a) => a.data.session!.refresh_token)).size).toBe(1)
  })

  it('two sign-ups of one e-mail at the same moment: one account, the other "User already registered"', async () => {
    const email = uniqueEmail('twice')
    const answers = await Promise.all(
      [1, 2].map(() => anonClient(s).auth.signUp({ email, password: 'secret-123' })),
    )
    expect(answers.filter((a) => a.error === null)).toHaveLength(1)
    expect(answers.find((a) => a.error)?.error?.code).toBe('user_already_exists')
  })

  it('getUser, updateUser (password and metadata), then signs in with the new password', async () => {
    const u = await signedInUser(s)
    const got = await u.c.auth.getUser()
    expect(got.data.user?.id).toBe(u.id)
    const same = await u.c.auth.updateUser({ password: u.password })
    expect(same.error?.code).toBe('same_password')
    const newEmail = u.email.replace('@', '.moved@')
    expect((await u.c.auth.updateUser({ email: newEmail })).data.user?.email).toBe(newEmail)
    expect((await u.c.from('users').select('email').eq('id', u.id).single()).data?.email).toBe(newEmail)
    const upd = await u.c.auth.updateUser({ password: 'brand-new-pass', data: { phone: '98' } })
    expect(upd.error).toBeNull()
    expect(upd.data.user?.user_metadata).toMatchObject({ phone: '98' })
    const old = await anonClient(s).auth.signInWithPassword({ email: newEmail, password: u.password })
    expect(old.error?.message).toBe('Invalid login credentials')
    const fresh = await anonClient(s).auth.signInWithPassword({ email: newEmail, password: 'brand-new-pass' })
    expect(fresh.error).toBeNull()
  })

  it('signs out: the session is gone on the server and its refresh token is dead', async () => {
    const u = await signedInUser(s)
    const { refresh_token, access_token } = (await u.c.auth.getSession()).data.session!
    expect((await u.c.auth.signOut()).error).toBeNull()
    expect((await u.c.auth.getSession()).data.session).toBeNull()
    const r = await fetch(`${s.url}/auth/v1/user`, {
      headers: { apikey: s.anonKey, Authorization: `Bearer ${access_token}` },
    })
    expect(r.status).toBe(403)
    expect((await r.json()).code).toBe('session_not_found')
    const again = await anonClient(s).auth.refreshSession({ refresh_token })
    expect(again.error?.code).toBe('refresh_token_not_found')
  })

  it('signOut scope "others" keeps only the current device signed in', async () => {
    const u = await signedInUser(s)
    const other = anonClient(s)
    await other.auth.signInWithPassword({ email: u.email, password: u.password })
    expect((await u.c.auth.signOut({ scope: 'others' })).error).toBeNull()
    expect((await u.c.auth.getUser()).error).toBeNull()
    const { error } = await other.auth.getUser()
    expect(error).not.toBeNull()
  })

  it.skipIf(hosted)(
    'recovers a password without e-mail: the link is logged and verify accepts its token',
    async () => {
      const logs: string[] = []
      const s2 = await boot({ log: (m) => logs.push(m) })
      try {
        const c = anonClient(s2)
        const email = uniqueEmail('recover')
        await c.auth.signUp({ email, password: 'first-pass' })
        expect((await c.auth.resetPasswordForEmail(email)).error).toBeNull()
        expect((await c.auth.resetPasswordForEmail(uniqueEmail('nobody'))).error).toBeNull()
        const line = logs.find((l) => l.startsWith(`password recovery for ${email}`))!
        const link = new URL(line.slice(line.indexOf('http')))
        const token = link.searchParams.get('token')!
        const v = await c.auth.verifyOtp({ token_hash: token, type: 'recovery' })
        expect(v.error).toBeNull()
        expect((await c.auth.updateUser({ password: 'second-pass' })).error).toBeNull()
        expect(
          (await anonClient(s2).auth.signInWithPassword({ email, password: 'second-pass' })).error,
        ).toBeNull()
        const reused = await anonClient(s2).auth.verifyOtp({ token_hash: token, type: 'recovery' })
        expect(reused.error?.code).toBe('otp_expired')
      } finally {
        await s2.stop()
      }
    },
  )

  it('admin API needs the service key', async () => {
    const denied = await fetch(`${s.url}/auth/v1/admin/users`, {
      headers: { apikey: s.anonKey, Authorization: `Bearer ${s.anonKey}` },
    })
    expect(denied.status).toBe(403)
    const { data, error } = await serviceClient(s).auth.admin.listUsers()
    expect(error).toBeNull()
    expect(data.users.length).toBeGreaterThan(0)
  })
})
