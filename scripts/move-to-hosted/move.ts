// Moves one embedded server's data into a hosted Supabase project: its users (with their password hashes),
// every table's rows and every storage object. Idempotent: every write skips what the target already has (by
// primary key, user id, object name), so a run that was stopped is finished by running it again, and a second
// run copies nothing. See scripts/README.md for what moves and what does not.
import { readFile, stat } from 'node:fs/promises'
import { objectFilePath } from '../../server/storage-key.ts'
import {
  IDENTITY_COLUMNS,
  emailIdentityRow,
  gotrueCanVerify,
  gotrueUserRow,
  type SourceAuthUser,
} from './auth-rows.ts'
import { copyOrder, ident, readCatalog, type Sql, type TableDef } from './catalog.ts'
import type { ObjectStore } from './stores.ts'

/** Tables that stay behind, and why (printed by every run). */
export const NOT_MOVED: Record<string, string> = {
  active_sessions:
    "the embedded server's device registrations: every device signs in again on the hosted project and registers " +
    'anew; copied, they would take device slots (max_devices) for sessions that no longer exist',
}

/** The hosted project's database: queries, and a transaction on one connection. */
export type TargetDb = Sql & { transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> }

export type Source = { db: Sql; storageDir: string }
export type Target = { db: TargetDb; store: ObjectStore }

export type Count = {
  /** `auth.users`, `auth.identities`, a table of public, or `storage objects`. */
  name: string
  source: number
  /** How many of the source's rows the target has (by key); null without a target. */
  present: number | null
  /** All rows of the target's table (another dealer's or rows made there since count too). */
  targetTotal: number | null
}

export type Inventory = {
  counts: Count[]
  bytes: { source: number; present: number | null }
  /** E-mails of users whose password GoTrue cannot verify (old scrypt hash) and the target has no usable one. */
  needReset: string[]
  notMoved: { table: string; rows: number; reason: string }[]
  /** Anything that stops a move: tables or columns the target lacks, an e-mail taken by another user. */
  problems: string[]
  warnings: string[]
}

export type Progress = { step: string; done: number; total: number }

export type MoveOptions = {
  batchSize?: number
  /** Aborting stops between two batches (every batch is its own transaction); a rerun continues. */
  signal?: AbortSignal
  onProgress?: (p: Progress) => void
  /** After a whole step: `auth.users`, each table's name, `storage objects`. */
  onStepDone?: (step: string) => void
  /** Objects checked or uploaded at once. */
  concurrency?: number
}

export type StepResult = {
  step: string
  total: number
  copied: number
  /** Already in the target (an earlier run, or made there). */
  existing: number
  /** Already in the target with other values: the target's were kept. */
  differs: number
  /** Users whose '' password (an old hash) became their bcrypt hash on a later run. */
  passwordsCarried?: number
}

export type MoveResult = { steps: StepResult[]; failures: string[] }

export class MoveInterrupted extends Error {
  constructor() {
    super('interrupted')
  }
}

const json = <T>(text: string | null | undefined): T => JSON.parse(text ?? '[]') as T

type SourceObject = { bucket_id: string; name: string; mimetype: string; cache_control: string | null }

/** The tables of the source that move (in foreign-key order), the catalogs of both ends, and what is wrong. */
async function plan(source: Sql, target: Sql | undefined) {
  const src = await readCatalog(source)
  const tgt = target ? await readCatalog(target) : undefined
  const problems: string[] = []
  const moving = [...src.values()].filter((t) => !(t.name in NOT_MOVED))
  for (const t of moving) {
    if (t.primaryKey.length === 0) {
      problems.push(`public.${t.name} has no primary key; it cannot be copied idempotently`)
    }
    if (!tgt) continue
    const there = tgt.get(t.name)
    if (!there) {
      problems.push(
        `the target has no table public.${t.name}: apply schemas/sql (schemas/sql/README.md, Hosted Supabase) first`,
      )
      continue
    }
    const missing = t.columns.filter((c) => !there.columns.includes(c))
    if (missing.length) {
      problems.push(
        `public.${t.name} in the target lacks ${missing.join(', ')}: apply the newer migrations first`,
      )
    }
  }
  const order = copyOrder(
    moving.map((t) => ({ name: t.name, references: (tgt?.get(t.name) ?? t).references })),
  )
  return { src, tgt, order: order.filter((n) => n !== 'users'), problems }
}

async function count(db: Sql, sql: string, params: unknown[] = []): Promise<number> {
  const r = await db.query<{ n: number }>(sql, params)
  return Number(r.rows[0]?.n ?? 0)
}

/** The source's primary keys of a table, as a JSON array of arrays of text (kept as text: no number is parsed). */
async function sourceKeys(source: Sql, t: TableDef): Promise<string> {
  const r = await source.query<{ keys: string }>(
    `select coalesce(json_agg(json_build_array(${t.primaryKey.map((c) => `t.${ident(c)}::text`).join(', ')})), '[]')::text as keys
       from public.${ident(t.name)} t`,
  )
  return r.rows[0]?.keys ?? '[]'
}

/** How many of `keys` the target's table has. */
async function presentKeys(target: Sql, t: TableDef, keys: string): Promise<number> {
  const on = t.primaryKey
    .map((c, i) => `t.${ident(c)} = (k ->> ${i})::${t.types.get(c) ?? 'text'}`)
    .join(' and ')
  return count(
    target,
    `select count(*)::int as n from jsonb_array_elements($1::jsonb) k join public.${ident(t.name)} t on ${on}`,
    [keys],
  )
}

async function sourceUsers(source: Sql): Promise<SourceAuthUser[]> {
  const r = await source.query<{ j: string }>(
    `select coalesce(json_agg(u order by u.created_at, u.id), '[]')::text as j from (
       select id::text, email, encrypted_password, email_confirmed_at, last_sign_in_at, raw_app_meta_data,
              raw_user_meta_data, created_at, updated_at, banned_until from auth.users) u`,
  )
  return json<SourceAuthUser[]>(r.rows[0]?.j)
}

async function sourceObjects(source: Sql): Promise<SourceObject[]> {
  const r = await source.query<{ j: string }>(
    `select coalesce(json_agg(o order by o.bucket_id, o.name), '[]')::text as j from (
       select bucket_id, name, coalesce(metadata ->> 'mimetype', 'application/octet-stream') as mimetype,
              metadata ->> 'cacheControl' as cache_control from storage.objects) o`,
  )
  return json<SourceObject[]>(r.rows[0]?.j)
}

/** Runs `fn` over `items` with at most `limit` at once, in order of start. */
async function eachLimited<T>(
  items: T[],
  limit: number,
  fn: (item: T, i: number) => Promise<void>,
): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      await fn(items[i]!, i)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/**
 * What the source holds and how much of it the target already has: the dry run's report before a move and
 * the final comparison after it. Changes nothing on either side.
 */
export async function inventory(
  source: Source,
  target?: Target,
  options: { objects?: boolean; concurrency?: number } = {},
): Promise<Inventory> {
  const { src, tgt, order, problems } = await plan(source.db, target?.db)
  const warnings: string[] = []
  const counts: Count[] = []
  const users = await sourceUsers(source.db)
  const ids = users.map((u) => u.id)
  const tAuth = target ? await readCatalog(target.db, 'auth') : undefined
  const hasIdentities = !!tAuth?.get('identities')?.columns.includes('provider_id')
  let targetHashes = new Map<string, string | null>()
  if (target) {
    const r = await target.db.query<{ id: string; email: string | null; encrypted_password: string | null }>(
      `select id::text, email, encrypted_password from auth.users where id = any($1::uuid[]) or lower(email) = any($2::text[])`,
      [ids, users.map((u) => (u.email ?? '').toLowerCase())],
    )
    targetHashes = new Map(r.rows.filter((x) => ids.includes(x.id)).map((x) => [x.id, x.encrypted_password]))
    for (const u of users) {
      const other = r.rows.find((x) => x.email?.toLowerCase() === u.email?.toLowerCase() && x.id !== u.id)
      if (other) {
        problems.push(
          `${u.email} already has an account in the target with another id (${other.id}); remove that user in the ` +
            'dashboard (Authentication → Users) if it is not in use, then run again',
        )
      }
    }
  }
  counts.push({
    name: 'auth.users',
    source: users.length,
    present: target ? targetHashes.size : null,
    targetTotal: target ? await count(target.db, `select count(*)::int as n from auth.users`) : null,
  })
  if (target && hasIdentities) {
    counts.push({
      name: 'auth.identities',
      source: users.length,
      present: await count(
        target.db,
        `select count(distinct user_id)::int as n from auth.identities where provider = 'email' and user_id = any($1::uuid[])`,
        [ids],
      ),
      targetTotal: await count(target.db, `select count(*)::int as n from auth.identities`),
    })
  }
  const needReset = users
    .filter((u) => !gotrueCanVerify(u.encrypted_password) && !gotrueCanVerify(targetHashes.get(u.id)))
    .map((u) => u.email ?? u.id)
  const now = target
    ? (await target.db.query<{ now: string }>(`select now()::text as now`)).rows[0]!.now
    : undefined
  for (const name of ['users', ...order]) {
    const t = src.get(name)
    if (!t) continue
    const there = tgt?.get(name)
    const c: Count = {
      name,
      source: await count(source.db, `select count(*)::int as n from public.${ident(name)}`),
      present: null,
      targetTotal: null,
    }
    if (target && there && t.primaryKey.length) {
      const keyed = { ...there, primaryKey: t.primaryKey }
      c.present = await presentKeys(target.db, keyed, await sourceKeys(source.db, t))
      c.targetTotal = await count(target.db, `select count(*)::int as n from public.${ident(name)}`)
    }
    counts.push(c)
    if (now && t.columns.includes('_modified')) {
      const r = await source.db.query<{ late: boolean }>(
        `select coalesce(max(_modified) > $1::timestamptz, false) as late from public.${ident(name)}`,
        [now],
      )
      if (r.rows[0]?.late) {
        warnings.push(
          `public.${name} has rows stamped later than the target's clock (${now}): the embedded server's clock ran ` +
            'ahead. Devices must resync after the move (sign out and in), or a change made on the hosted project ' +
            'could be missed by a device whose checkpoint is later.',
        )
      }
    }
  }
  const notMoved: Inventory['notMoved'] = []
  for (const [table, reason] of Object.entries(NOT_MOVED)) {
    if (src.has(table)) {
      notMoved.push({
        table,
        rows: await count(source.db, `select count(*)::int as n from public.${ident(table)}`),
        reason,
      })
    }
  }
  const objects = await sourceObjects(source.db)
  const bytes = { source: 0, present: target && options.objects !== false ? 0 : null }
  let present: number | null = target && options.objects !== false ? 0 : null
  const unreadable: string[] = []
  await eachLimited(objects, options.concurrency ?? 8, async (o) => {
    let size: number
    try {
      size = (await stat(objectFilePath(source.storageDir, o.bucket_id, o.name))).size
    } catch {
      unreadable.push(`${o.bucket_id}/${o.name}`)
      return
    }
    bytes.source += size
    if (target && options.objects !== false) {
      try {
        if ((await target.store.size(o.bucket_id, o.name)) === size) {
          present! += 1
          bytes.present! += size
        }
      } catch (e) {
        problems.push(String((e as Error).message ?? e))
      }
    }
  })
  if (unreadable.length) {
    warnings.push(
      `${unreadable.length} storage object(s) have a row but no file in ${source.storageDir} and cannot move: ` +
        unreadable.slice(0, 5).join(', ') +
        (unreadable.length > 5 ? ', …' : ''),
    )
  }
  counts.push({ name: 'storage objects', source: objects.length, present, targetTotal: null })
  return { counts, bytes, needReset, notMoved, problems: [...new Set(problems)], warnings }
}

/** The enabled user triggers of a table (not the internal ones that check foreign keys). */
async function userTriggers(db: Sql, table: string): Promise<string[]> {
  const r = await db.query<{ name: string }>(
    `select tgname as name from pg_trigger where tgrelid = to_regclass($1) and not tgisinternal and tgenabled <> 'D'`,
    [table],
  )
  return r.rows.map((x) => x.name)
}

/**
 * Runs `fn` with the table's own triggers off, inside the caller's transaction (ALTER TABLE is transactional,
 * so no other session ever sees them off). The copied rows keep their values exactly: `_modified` stays the
 * source's stamp (sync_touch would restamp it), and a vote does not count again in its poll's tallies.
 */
async function withoutTriggers<T>(
  tx: Sql,
  table: string,
  triggers: string[],
  fn: () => Promise<T>,
): Promise<T> {
  for (const t of triggers) await tx.query(`alter table ${table} disable trigger ${ident(t)}`)
  const result = await fn()
  for (const t of triggers) await tx.query(`alter table ${table} enable trigger ${ident(t)}`)
  return result
}

/** Identity and serial columns continue after the highest copied value. */
async function resetSequences(db: Sql, t: TableDef): Promise<void> {
  for (const c of t.columns) {
    const r = await db.query<{ seq: string | null }>(`select pg_get_serial_sequence($1, $2) as seq`, [
      `public.${ident(t.name)}`,
      c,
    ])
    const seq = r.rows[0]?.seq
    if (!seq) continue
    await db.query(
      `select setval('${seq.replace(/'/g, "''")}', greatest(x.m, s.last_value))
         from (select max(${ident(c)}) as m from public.${ident(t.name)}) x, ${seq} s
        where x.m is not null and (x.m > s.last_value or not s.is_called)`,
    )
  }
}

function checkAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new MoveInterrupted()
}

async function moveUsers(source: Sql, target: TargetDb, options: MoveOptions): Promise<StepResult> {
  const users = await sourceUsers(source)
  const profiles = new Map(
    json<Record<string, unknown>[]>(
      (await source.query<{ j: string }>(`select coalesce(json_agg(u), '[]')::text as j from public.users u`))
        .rows[0]?.j,
    ).map((p) => [String(p.id), p]),
  )
  const auth = await readCatalog(target, 'auth')
  const userColumns = auth.get('users')!.columns
  const identity = auth.get('identities')
  const identityColumns = identity?.columns.includes('provider_id')
    ? IDENTITY_COLUMNS.filter((c) => identity.columns.includes(c))
    : []
  const pub = (await readCatalog(target)).get('users')!
  const profileColumns = (await readCatalog(source))
    .get('users')!
    .columns.filter((c) => pub.columns.includes(c))
  const triggers = await userTriggers(target, 'public.users')
  const result: StepResult = {
    step: 'auth.users',
    total: users.length,
    copied: 0,
    existing: 0,
    differs: 0,
    passwordsCarried: 0,
  }
  const list = (cols: string[]) => cols.map(ident).join(', ')
  for (const [i, u] of users.entries()) {
    checkAborted(options.signal)
    await target.transaction(async (tx) => {
      const row = gotrueUserRow(u, userColumns)
      const cols = list(Object.keys(row))
      const inserted = await tx.query(
        `insert into auth.users (${cols}) select ${cols} from jsonb_populate_record(null::auth.users, $1::jsonb)
         on conflict (id) do nothing returning id`,
        [JSON.stringify(row)],
      )
      const isNew = inserted.rows.length > 0
      if (isNew) result.copied += 1
      else {
        result.existing += 1
        // An old hash became '' on an earlier run; the user has since signed in on the embedded server.
        if (gotrueCanVerify(u.encrypted_password)) {
          const r = await tx.query(
            `update auth.users set encrypted_password = $2 where id = $1::uuid and coalesce(encrypted_password, '') = '' returning id`,
            [u.id, u.encrypted_password],
          )
          result.passwordsCarried! += r.rows.length
        }
      }
      if (identityColumns.length) {
        const ic = list(identityColumns)
        await tx.query(
          `insert into auth.identities (${ic}) select ${ic} from jsonb_populate_record(null::auth.identities, $1::jsonb)
            where not exists (select 1 from auth.identities where provider = 'email' and user_id = $2::uuid)`,
          [JSON.stringify(emailIdentityRow(u)), u.id],
        )
      }
      const profile = profiles.get(u.id)
      if (!profile) return
      // The sign-up trigger (0002) has just given a new user a trial profile: the source's role, access and
      // validity replace it. A user already there keeps the target's profile (an admin may have changed it).
      const pc = list(profileColumns)
      const set = profileColumns
        .filter((c) => c !== 'id')
        .map((c) => `${ident(c)} = excluded.${ident(c)}`)
        .join(', ')
      await withoutTriggers(tx, 'public.users', triggers, () =>
        tx.query(
          `insert into public.users (${pc}) select ${pc} from jsonb_populate_record(null::public.users, $1::jsonb)
           on conflict (id) do ${isNew ? `update set ${set}` : 'nothing'}`,
          [JSON.stringify(profile)],
        ),
      )
    })
    options.onProgress?.({ step: 'auth.users', done: i + 1, total: users.length })
  }
  return result
}

async function moveTable(source: Sql, target: TargetDb, src: TableDef, tgt: TableDef, options: MoveOptions) {
  const batch = options.batchSize ?? 500
  const table = `public.${ident(src.name)}`
  const cols = src.columns.filter((c) => tgt.columns.includes(c))
  const colList = cols.map(ident).join(', ')
  const pk = src.primaryKey.map(ident)
  const total = await count(source, `select count(*)::int as n from ${table}`)
  const triggers = await userTriggers(target, table)
  const on = pk.map((c) => `t.${c} = s.${c}`).join(' and ')
  const asJson = (alias: string) => `to_jsonb(row(${cols.map((c) => `${alias}.${ident(c)}`).join(', ')}))`
  const result: StepResult = { step: src.name, total, copied: 0, existing: 0, differs: 0 }
  for (let offset = 0; offset < total; offset += batch) {
    checkAborted(options.signal)
    // Rows travel as JSON text, never parsed here: bigints and timestamps arrive exactly as stored.
    const rows = (
      await source.query<{ rows: string }>(
        `select coalesce(json_agg(x), '[]')::text as rows
           from (select ${colList} from ${table} order by ${pk.join(', ')} limit $1 offset $2) x`,
        [batch, offset],
      )
    ).rows[0]!.rows
    const r = await target.transaction((tx) =>
      withoutTriggers(tx, table, triggers, () =>
        tx.query<{ copied: number; differs: number; n: number }>(
          `with s as (select ${colList} from jsonb_populate_recordset(null::${table}, $1::jsonb)),
                ins as (insert into ${table} (${colList}) select ${colList} from s
                        on conflict (${pk.join(', ')}) do nothing returning 1)
           select (select count(*) from ins)::int as copied, (select count(*) from s)::int as n,
                  (select count(*) from s join ${table} t on ${on} where ${asJson('s')} is distinct from ${asJson('t')})::int as differs`,
          [rows],
        ),
      ),
    )
    const { copied, differs, n } = r.rows[0]!
    result.copied += Number(copied)
    result.existing += Number(n) - Number(copied)
    result.differs += Number(differs)
    options.onProgress?.({ step: src.name, done: Math.min(offset + batch, total), total })
  }
  await resetSequences(target, tgt)
  return result
}

async function moveObjects(source: Source, store: ObjectStore, options: MoveOptions, failures: string[]) {
  const objects = await sourceObjects(source.db)
  const result: StepResult = {
    step: 'storage objects',
    total: objects.length,
    copied: 0,
    existing: 0,
    differs: 0,
  }
  let done = 0
  await eachLimited(objects, options.concurrency ?? 4, async (o) => {
    checkAborted(options.signal)
    const key = `${o.bucket_id}/${o.name}`
    try {
      const bytes = await readFile(objectFilePath(source.storageDir, o.bucket_id, o.name))
      const size = await store.size(o.bucket_id, o.name)
      if (size === bytes.length) result.existing += 1
      else {
        await store.upload(o.bucket_id, o.name, bytes, {
          contentType: o.mimetype,
          cacheControl: o.cache_control ?? undefined,
        })
        const after = await store.size(o.bucket_id, o.name)
        if (after !== bytes.length) throw new Error(`stored ${after ?? 'nothing'} bytes of ${bytes.length}`)
        result.copied += 1
      }
    } catch (e) {
      failures.push(`${key}: ${String((e as Error).message ?? e)}`)
    }
    done += 1
    if (done % 25 === 0 || done === objects.length) {
      options.onProgress?.({ step: 'storage objects', done, total: objects.length })
    }
  })
  return result
}

/**
 * Copies users, then every table in foreign-key order, then the storage objects. Refuses to start while the
 * inventory finds a problem. Each user, each batch of rows and each object is its own unit, so an interrupted
 * run leaves only whole units behind and a rerun skips them.
 */
export async function move(source: Source, target: Target, options: MoveOptions = {}): Promise<MoveResult> {
  const pre = await inventory(source, target, { objects: false })
  if (pre.problems.length) throw new Error(`Cannot move:\n- ${pre.problems.join('\n- ')}`)
  const { src, tgt, order } = await plan(source.db, target.db)
  const steps: StepResult[] = []
  const failures: string[] = []
  steps.push(await moveUsers(source.db, target.db, options))
  options.onStepDone?.('auth.users')
  for (const name of order) {
    checkAborted(options.signal)
    steps.push(await moveTable(source.db, target.db, src.get(name)!, tgt!.get(name)!, options))
    options.onStepDone?.(name)
  }
  checkAborted(options.signal)
  steps.push(await moveObjects(source, target.store, options, failures))
  checkAborted(options.signal)
  options.onStepDone?.('storage objects')
  return { steps, failures }
}

/** Whether every source row, user and object is in the target. */
export const complete = (inv: Inventory): boolean =>
  inv.problems.length === 0 && inv.counts.every((c) => c.present === c.source)

const mb = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${(n / 1024).toFixed(1)} KB`

/** The inventory as a table: before a move (what would be copied) or after it (source against target). */
export function formatInventory(inv: Inventory, mode: 'dry-run' | 'final'): string[] {
  const w = Math.max(...inv.counts.map((c) => c.name.length), 16)
  const lines: string[] = []
  const head =
    mode === 'dry-run' ? ['source', 'in target', 'to copy'] : ['source', 'in target', 'target total']
  lines.push(`${'table'.padEnd(w)}  ${head.map((h) => h.padStart(12)).join('  ')}`)
  for (const c of inv.counts) {
    const cells =
      mode === 'dry-run'
        ? [c.source, c.present ?? '?', c.present === null ? c.source : c.source - c.present]
        : [c.source, c.present ?? '?', c.targetTotal ?? '', c.present === c.source ? 'ok' : 'MISSING']
    lines.push(`${c.name.padEnd(w)}  ${cells.map((x) => String(x).padStart(12)).join('  ')}`)
  }
  lines.push(
    `storage bytes: ${mb(inv.bytes.source)} in the source` +
      (inv.bytes.present === null ? '' : `, ${mb(inv.bytes.present)} of it already in the target`),
  )
  for (const n of inv.notMoved) lines.push(`not moved: public.${n.table} (${n.rows} rows): ${n.reason}`)
  if (inv.needReset.length) {
    lines.push(
      `${inv.needReset.length} user(s) have an old password hash (scrypt) that hosted Supabase cannot check; they ` +
        'will set a new password with "Forgot password" after the move: ' +
        inv.needReset.join(', '),
      '  To avoid it: have each of them sign in once on the embedded server before the move (that rewrites the ' +
        'hash as bcrypt), then run this again; a later run also carries the new hash over.',
    )
  }
  for (const x of inv.warnings) lines.push(`warning: ${x}`)
  for (const x of inv.problems) lines.push(`problem: ${x}`)
  return lines
}
