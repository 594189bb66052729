// A valid row for any table, made as the database owner without knowing the table: each column takes the first
// value of its type's candidates that the table's constraints accept, learning from each refusal which column
// to change. Text columns carry the victim's marker wherever the constraints allow, so any answer to the
// attacker that contains the marker is a leak.
import { randomUUID } from 'node:crypto'
import type { Queryable } from '../../server/db.ts'
import type { Column, Table } from './catalog.ts'

type Candidates = unknown[]

function candidatesFor(c: Column, marker: string, literals: string[], n: number): Candidates {
  const t = c.type
  if (t.endsWith('[]')) return t.startsWith('text') ? ['{}', `{${marker}${n}}`] : ['{}', '{0}', '{1}']
  if (t === 'uuid') return [randomUUID()]
  if (t === 'boolean') return [false, true]
  if (/^(integer|smallint|bigint|numeric)/.test(t)) return [1, 0, 2, 1000]
  if (t === 'date') return ['2026-11-21']
  if (t.startsWith('timestamp')) return [new Date().toISOString()]
  if (t === 'jsonb' || t === 'json') return [{ note: marker }, [marker, `${marker}-2`], {}, []]
  // Text: the marker first (unique per row, so keys and unique columns take it too), then shapes that common
  // checks accept, then the literals the column's own checks name.
  return [
    `${marker}${n}`,
    ...literals,
    `${marker}${n}@example.test`,
    `A${n}`,
    `ab${marker}${n}`.replace(/[^a-z0-9]/g, '').slice(0, 16),
    `https://example.test/${marker}${n}`,
    `${marker}${n}`
      .replace(/[^A-Za-z0-9]/g, '')
      .padEnd(16, '0')
      .slice(0, 16),
    '2026-11-21',
    `${marker}${n}`.slice(0, 1),
  ]
}

const errorText = (e: unknown) => String((e as Error).message ?? e)

/** Inserts one row into `table` owned by `tenantId` (when the table has an owner) and returns it as JSON. */
export async function seedRow(
  db: Queryable,
  table: Table,
  tenantId: string | null,
  /** The victim's secret for text values, and the prefix of their keys (which answers may echo). */
  mark: { secret: string; idPrefix: string },
  n: number,
  /** Keys of rows made before: a column may have to name one (a vote names its poll). */
  knownKeys: unknown[] = [],
): Promise<Record<string, unknown>> {
  if (table.tenant && tenantId && table.primaryKey.includes(table.tenant)) {
    const existing = await db.query<{ row: Record<string, unknown> }>(
      `select to_jsonb(t) as row from public.${table.name} t where ${table.tenant} = $1`,
      [tenantId],
    )
    if (existing.rows[0]) return existing.rows[0].row
  }
  const checks = (
    await db.query<{
      name: string
      def: string
      columns: string[]
      kind: string
      ref: string | null
      refcol: string | null
    }>(
      `select k.conname as name, pg_get_constraintdef(k.oid) as def, k.contype as kind,
              array(select a.attname::text from pg_attribute a where a.attrelid = k.conrelid and a.attnum = any(k.conkey)) as columns,
              k.confrelid::regclass::text as ref,
              (select a.attname from pg_attribute a where a.attrelid = k.confrelid and a.attnum = k.confkey[1]) as refcol
         from pg_constraint k where k.conrelid = $1::regclass`,
      [`public.${table.name}`],
    )
  ).rows
  const literals = (col: string) =>
    checks
      .filter((k) => k.kind === 'c' && k.columns.includes(col))
      .flatMap((k) => [...k.def.matchAll(/'([^']*)'::/g)].map((m) => m[1]!))
  const choice = new Map<string, { list: Candidates; at: number }>()
  for (const c of table.columns) {
    if (c.name === table.tenant) choice.set(c.name, { list: [tenantId], at: 0 })
    else if (!c.hasDefault || c.type === 'text') {
      const isKey = table.primaryKey.includes(c.name)
      const own = candidatesFor(c, isKey ? mark.idPrefix : mark.secret, literals(c.name), n)
      const list = c.type === 'text' ? [...own, ...knownKeys.filter((k) => typeof k === 'string')] : own
      choice.set(c.name, { list: c.nullable ? [...list, null] : list, at: 0 })
    }
  }
  const columnsOf = (message: string): string[] => {
    const named = /column "([^"]+)"/.exec(message)?.[1]
    if (named) return [named]
    const constraint = /constraint "([^"]+)"/.exec(message)?.[1]
    return checks.find((k) => k.name === constraint)?.columns ?? table.columns.map((c) => c.name)
  }
  // A column whose change got past one refusal (the message changed) keeps its value: the next refusal is
  // about something else.
  const locked = new Set<string>()
  // A refusal that names no column (a trigger's own error) is searched one column at a time: a column that
  // went through every value without getting past it is not its cause, and goes back to the value it had
  // when the refusal began (its own check may need that value, or a later one, not its last).
  const startedAt = new Map<string, number>()
  const notTheCause = new Set<string>()
  let lastMessage = ''
  let lastChanged = ''
  for (let attempt = 0; attempt < 300; attempt++) {
    const row = Object.fromEntries([...choice].map(([k, v]) => [k, v.list[v.at]]))
    const cols = Object.keys(row)
      .map((k) => `"${k}"`)
      .join(', ')
    try {
      const r = await db.query<{ row: Record<string, unknown> }>(
        `insert into public.${table.name} (${cols}) select ${cols} from jsonb_populate_record(null::public.${table.name}, $1)
         returning to_jsonb(${table.name}.*) as row`,
        [JSON.stringify(row)],
      )
      return r.rows[0]!.row
    } catch (e) {
      const message = errorText(e)
      const fk = checks.find(
        (k) => k.kind === 'f' && message.includes(`"${k.name}"`) && k.ref !== 'auth.users',
      )
      if (fk?.ref && fk.refcol) {
        const ref = await db.query<{ v: unknown }>(`select ${fk.refcol} as v from ${fk.ref} limit 1`)
        choice.set(fk.columns[0]!, { list: [ref.rows[0]?.v ?? null], at: 0 })
        continue
      }
      if (message !== lastMessage) {
        if (lastChanged && lastMessage) locked.add(lastChanged)
        startedAt.clear()
        notTheCause.clear()
        for (const [name, ch] of choice) startedAt.set(name, ch.at)
      }
      lastMessage = message
      const open = (name: string) => {
        const ch = choice.get(name)
        return ch !== undefined && !locked.has(name) && !notTheCause.has(name) && ch.at < ch.list.length - 1
      }
      const suspects = columnsOf(message)
      if (lastChanged && suspects.length > 1 && !open(lastChanged) && !notTheCause.has(lastChanged)) {
        notTheCause.add(lastChanged)
        choice.get(lastChanged)!.at = startedAt.get(lastChanged) ?? 0
      }
      const next = suspects.find(open)
      if (!next) throw new Error(`cannot make a row for ${table.name}: ${message}`)
      choice.get(next)!.at += 1
      lastChanged = next
    }
  }
  throw new Error(`cannot make a row for ${table.name}`)
}
