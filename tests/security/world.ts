// The world the security suite attacks: a server in this process, its catalog, a victim dealer with a row in
// every table and a file in every bucket, an attacker dealer, and what the suite compares before and after.
// Exported bindings are live: they hold their values once setUpWorld has run.
import { randomBytes } from 'node:crypto'
import { boot, serviceClient, signedInUser } from '../contract/harness.ts'
import type { Booted, SignedIn } from '../contract/harness.ts'
import { readCatalog, type Catalog, type Table } from './catalog.ts'
import { Probe } from './probe.ts'
import { seedRow } from './seed.ts'

// The victim's secret (in their rows' text and their files' bytes): in an answer to the attacker it is a leak.
// Their ids, keys and paths carry another prefix: an attacker may know or guess those, and answers echo them.
export const marker = `vctm${randomBytes(4).toString('hex')}`
export const idPrefix = `vid${randomBytes(3).toString('hex')}`
export const probe = new Probe(marker)
export let s: Booted
export let cat: Catalog
export let victim: SignedIn
export let attacker: SignedIn
export const victimRows = new Map<string, Record<string, unknown>>()
export const victimObjects = new Map<string, string>()

export const png = Buffer.concat([
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  Buffer.from(marker),
])

export const auth = (token: string | null, extra: Record<string, string> = {}) => ({
  apikey: s.anonKey,
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
  'Content-Type': 'application/json',
  ...extra,
})
export const rest = (path: string) => `${s.url}/rest/v1/${path}`
export const q = (v: unknown) => encodeURIComponent(String(v))

/** Every row the attacker does not own, and every stored object outside the attacker's folder, as text. */
export async function snapshot(): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  for (const t of cat.tables) {
    const r = await s.db!.query<{ row: unknown }>(
      `select to_jsonb(t) as row from public.${t.name} t
        ${t.tenant ? `where ${t.tenant} is distinct from $1` : 'where $1::uuid is not null'}
        order by 1::text`,
      [attacker.id],
    )
    out.set(`table ${t.name}`, JSON.stringify(r.rows.map((x) => x.row).sort()))
  }
  const objects = await s.db!.query<{ row: unknown }>(
    `select jsonb_build_object('bucket', bucket_id, 'name', name, 'etag', metadata ->> 'eTag') as row
       from storage.objects where name not like $1 order by bucket_id, name`,
    [`${attacker.id}/%`],
  )
  out.set('storage.objects', JSON.stringify(objects.rows))
  for (const [bucket, path] of victimObjects) {
    const dl = await serviceClient(s).storage.from(bucket).download(path)
    out.set(
      `object ${bucket}`,
      dl.data ? Buffer.from(await dl.data.arrayBuffer()).toString('base64') : 'missing',
    )
  }
  return out
}

export async function expectUnchanged(before: Map<string, string>, what: string) {
  const after = await snapshot()
  for (const [key, value] of before) {
    probe.expect(after.get(key) === value, 'change', `${what}: ${key}`)
  }
}

/** A value of the column's type, different from `v`, for update attempts. */
export function otherValue(type: string, v: unknown): unknown {
  if (type === 'boolean') return !v
  if (/^(integer|smallint|bigint|numeric)/.test(type)) return Number(v ?? 0) + 1
  if (type === 'jsonb' || type === 'json') return { pwned: true }
  if (type === 'uuid') return attacker.id
  if (type.endsWith('[]')) return '{}'
  if (type === 'date') return '2030-01-01'
  if (type.startsWith('timestamp')) return '2030-01-01T00:00:00Z'
  return 'pwned'
}

export function changeOf(t: Table, row: Record<string, unknown>): Record<string, unknown> {
  const col = t.columns.find((c) => !t.primaryKey.includes(c.name) && c.name !== t.tenant) ?? t.columns[0]!
  return { [col.name]: otherValue(col.type, row[col.name]) }
}

export const keyFilter = (t: Table, row: Record<string, unknown>) =>
  t.primaryKey.map((k) => `${k}=eq.${q(row[k])}`).join('&')

/** The victim's row as a document the attacker might push: owner and checkpoint are the server's own. */
export function asDoc(row: Record<string, unknown>): Record<string, unknown> {
  const { owner: _o, _modified: _m, ...doc } = row
  void _o
  void _m
  return doc
}

/** Boots the server, reads the catalog, and makes the victim (a row in every table, a file in every bucket)
 * and the attacker. */
export async function setUpWorld(): Promise<void> {
  s = await boot()
  cat = await readCatalog(s.db!)
  // Their e-mail carries the key prefix, not the secret: an attacker may know it, and answers echo it.
  victim = await signedInUser(s, `victim.${idPrefix}`)
  attacker = await signedInUser(s, 'attacker')
  // Two passes: a row may have to name a row of a table seeded after it (a vote and its poll). A table every
  // dealer owns rows of must get one; a shared table that cannot is attacked without a row of its own.
  let n = 0
  for (const pass of [1, 2]) {
    for (const t of cat.tables.filter((x) => !victimRows.has(x.name))) {
      const keys = [...victimRows].flatMap(([name, row]) =>
        cat.tables.find((x) => x.name === name)!.primaryKey.map((k) => row[k]),
      )
      try {
        // A shared table that anyone may read (a public poll) holds nothing secret; one nobody reads does.
        const open = ['anon', 'authenticated', 'public'].some((r) => t.readableBy.has(r))
        const secret = t.tenant || !open ? marker : idPrefix
        victimRows.set(
          t.name,
          await seedRow(s.db!, t, t.tenant ? victim.id : null, { secret, idPrefix }, ++n, keys),
        )
      } catch (e) {
        if (pass === 2 && t.tenant) throw e
        if (pass === 2) console.info(`security suite: no row seeded in shared table ${t.name}: ${String(e)}`)
      }
    }
  }
  for (const b of cat.buckets) {
    const path = `${victim.id}/${idPrefix}/photo.png`
    const up = await victim.c.storage
      .from(b.id)
      .upload(path, png, { contentType: b.mimeTypes?.[0] ?? 'image/png' })
    if (up.error) throw up.error
    victimObjects.set(b.id, path)
  }
}

/** Prints the suite's counts and findings, and stops the server. */
export async function tearDownWorld(): Promise<void> {
  console.info(
    `security suite: ${probe.attempts} attempts on ${cat.tables.length} tables, ${cat.rpcs.length} functions, ` +
      `${cat.buckets.length} buckets; ${probe.findings.length} findings`,
  )
  for (const f of probe.findings.slice(0, 40)) console.info(`  ${f.kind}: ${f.what} ${f.detail ?? ''}`)
  await s.stop()
}
