// The smoke test a dealer runs after deploying (docs/deploy.md): one throwaway account goes through what every
// device does — sign in, read its profile, push and pull a record, hear of it over Realtime, keep a photo in
// its private folder — and what must be refused is refused: a write without access, anon reading dealers'
// data, another folder's file.
// Everything it makes is removed at the end, the account included. Needs the project URL, the anon key and the
// service key (to make and remove the account without an e-mail round trip).
import { createClient, type SupabaseClient } from '@supabase/supabase-js'

export type SmokeOptions = {
  url: string
  anonKey: string
  serviceKey: string
  /** Each check as it ends. */
  log?: (line: string) => void
  /** How long to wait for the Realtime event (ms). */
  realtimeTimeoutMs?: number
  /** A WebSocket for Realtime where the runtime has none (tests on Node 20). */
  transport?: unknown
}

export type SmokeCheck = { name: string; ok: boolean; ms: number; detail?: string }

// A 1×1 PNG: the job-card bucket takes PNG and JPEG only.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
)

class CheckFailed extends Error {}

function must(ok: unknown, detail: string): void {
  if (!ok) throw new CheckFailed(detail)
}

export async function runSmoke(o: SmokeOptions): Promise<SmokeCheck[]> {
  const log = o.log ?? (() => {})
  const checks: SmokeCheck[] = []
  const options = {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(o.transport ? { realtime: { transport: o.transport as typeof WebSocket } } : {}),
  }
  const anon = createClient(o.url, o.anonKey, options)
  const admin = createClient(o.url, o.serviceKey, options)
  const email = `smoke.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@autobahi-smoke.invalid`
  const password = `Smoke-${crypto.randomUUID()}`
  const recordId = `smoke-${crypto.randomUUID().slice(0, 8)}`
  let userId: string | null = null
  let user: SupabaseClient | null = null
  let stopped = false

  /** `needed`: later checks use what this one makes, so they are skipped once it fails. */
  async function check(name: string, fn: () => Promise<string | void>, needed = true): Promise<void> {
    if (stopped) {
      checks.push({ name, ok: false, ms: 0, detail: 'skipped: an earlier check failed' })
      log(`- ${name}: skipped`)
      return
    }
    const start = performance.now()
    try {
      const detail = (await fn()) ?? undefined
      const ms = Math.round(performance.now() - start)
      checks.push({ name, ok: true, ms, detail })
      log(`✓ ${name} (${ms} ms)${detail ? `: ${detail}` : ''}`)
    } catch (e) {
      const ms = Math.round(performance.now() - start)
      const detail = e instanceof Error ? e.message : String(e)
      checks.push({ name, ok: false, ms, detail })
      log(`✗ ${name} (${ms} ms): ${detail}`)
      if (needed) stopped = true
    }
  }

  try {
    await check('the service key manages accounts', async () => {
      const { data, error } = await admin.auth.admin.createUser({ email, password, email_confirm: true })
      must(!error && data.user, `could not make the smoke account: ${error?.message}`)
      userId = data.user!.id
    })
    await check('sign-in with e-mail and password', async () => {
      user = createClient(o.url, o.anonKey, options)
      const { error } = await user.auth.signInWithPassword({ email, password })
      must(!error, `sign-in failed: ${error?.message}`)
    })
    await check('a new account gets its profile with a trial (sign-up trigger)', async () => {
      const { data, error } = await user!.from('users').select('id, app_valid_till, access').eq('id', userId!)
      must(!error, `profile not readable: ${error?.message} (grants of 0021 applied?)`)
      const row = data?.[0]
      must(row, 'no profile row: the sign-up trigger of 0002 did not run')
      must(row!.app_valid_till, 'the profile has no validity date')
      return `trial until ${row!.app_valid_till}`
    })
    // The operator's key changes access; with read access a write is refused (0019), with full it goes.
    const setAccess = async (level: 'read' | 'full') => {
      const { data: profile } = await user!.from('users').select('access').eq('id', userId!).single()
      const access = Object.fromEntries(Object.keys((profile?.access ?? {}) as object).map((m) => [m, level]))
      const { error } = await admin.from('users').update({ access }).eq('id', userId!)
      must(!error, `the service key could not change access: ${error?.message}`)
    }
    await check('read access refuses a write (0019)', async () => {
      await setAccess('read')
      const { data, error } = await user!.rpc('push_parties', { rows: [party(recordId, 1)] })
      must(!error, `push failed: ${error?.message}`)
      must((data?.refused ?? []).length === 1, 'an account with read access could write a customer')
    })
    await check('full access again (the trial gives full to a new company)', () => setAccess('full'))
    await check('push, Realtime and pull of a customer', async () => {
      const heard = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(new CheckFailed('no Realtime event: is parties in the supabase_realtime publication?')),
          o.realtimeTimeoutMs ?? 15_000,
        )
        const channel = user!
          .channel(`smoke-${recordId}`)
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'parties' }, (p) => {
            if ((p.new as { id?: string }).id !== recordId) return
            clearTimeout(timer)
            void user!.removeChannel(channel)
            resolve()
          })
          .subscribe(async (status) => {
            if (status !== 'SUBSCRIBED') return
            const { data, error } = await user!.rpc('push_parties', { rows: [party(recordId, 1)] })
            if (error || (data?.refused ?? []).length > 0 || (data?.conflicts ?? []).length > 0) {
              reject(new CheckFailed(`push not written: ${error?.message ?? JSON.stringify(data)}`))
            }
          })
      })
      await heard
      const { data, error } = await user!.from('parties').select('id, name, _modified').eq('id', recordId)
      must(!error && data?.length === 1, `pulled back nothing: ${error?.message}`)
      must(data?.[0]?._modified, 'no _modified stamp: the sync trigger is missing')
    })
    await check(
      'refused: anon reads no dealer data',
      async () => {
        const { data, error } = await anon.from('parties').select('id').limit(1)
        must(error || (data ?? []).length === 0, 'anon could read customers')
        return error ? `${error.code}` : 'no rows'
      },
      false,
    )
    await check('a photo in the private job-card bucket', async () => {
      const path = `${userId}/smoke/${recordId}.png`
      const up = await user!.storage.from('job-card-media').upload(path, PNG, { contentType: 'image/png' })
      must(!up.error, `upload refused: ${up.error?.message}`)
      const down = await user!.storage.from('job-card-media').download(path)
      must(!down.error && down.data, `download failed: ${down.error?.message}`)
      must((await down.data!.arrayBuffer()).byteLength === PNG.byteLength, 'the downloaded file differs')
    })
    await check(
      'refused: a file outside the own folder',
      async () => {
        const other = `${crypto.randomUUID()}/smoke/${recordId}.png`
        const up = await user!.storage.from('job-card-media').upload(other, PNG, { contentType: 'image/png' })
        must(up.error, 'the account could write into another dealer’s folder')
        const pub = await anon.storage.from('job-card-media').download(`${userId}/smoke/${recordId}.png`)
        must(pub.error, 'anon could download a private job-card photo')
      },
      false,
    )
  } finally {
    // Clean up whatever was made, whatever failed.
    if (userId) {
      // Answers, not exceptions, from both; the account's removal below is what is reported.
      await admin.storage.from('job-card-media').remove([`${userId}/smoke/${recordId}.png`])
      await admin.from('parties').delete().eq('id', recordId)
      const { error } = await admin.auth.admin.deleteUser(userId)
      checks.push({ name: 'the smoke account is removed', ok: !error, ms: 0, detail: error?.message })
      log(`${error ? '✗' : '✓'} the smoke account is removed${error ? `: ${error.message}` : ''}`)
    }
    await (user as SupabaseClient | null)?.removeAllChannels()
    await anon.removeAllChannels()
  }
  return checks
}

function party(id: string, rev: number) {
  const now = Date.now()
  return {
    new: {
      id,
      rev,
      created_at: now,
      updated_at: now,
      kind: 'customer',
      name: 'Smoke Test',
      name_key: 'smoke test',
      opening_balance: 0,
      _deleted: false,
    },
    assumed: null,
  }
}
