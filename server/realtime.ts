// Realtime: the Phoenix websocket protocol of supabase realtime-js 2.119.0 (vsn 1.0.0 objects and 2.0.0
// arrays), postgres_changes only, plus plain broadcast relay. Delivery is filtered by row-level security:
// every INSERT/UPDATE is re-read under each subscriber's JWT claims before it is sent.
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import type { RawData, WebSocket } from 'ws'
import { claimsOf } from './claims.ts'
import type { ServerContext } from './context.ts'
import { withClaims } from './db.ts'
import type { JwtClaims } from './jwt.ts'
import { CHANGE_CHANNEL, installCapture } from './realtime-capture.ts'
import type { ChangeNotice } from './realtime-capture.ts'
import { ident } from './rest-sql.ts'
import { LIMITS, LimitError, checkFilterValue, checkInList, parseJsonLimited } from './request-limits.ts'

type Binding = {
  id: number
  event: string
  schema: string
  table: string
  filter?: string
  where?: { column: string; op: string; values: string[] }
}
type Channel = {
  topic: string
  joinRef: string | null
  claims: JwtClaims
  bindings: Binding[]
  broadcastSelf: boolean
  broadcastAck: boolean
}
type Conn = { ws: WebSocket; vsn: '1.0.0' | '2.0.0'; channels: Map<string, Channel> }
type Msg = {
  joinRef: string | null
  ref: string | null
  topic: string
  event: string
  payload: Record<string, unknown>
}

const FILTER_OPS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
  in: 'in',
}

export async function startRealtime(
  ctx: ServerContext,
  server: Server,
): Promise<{ close: () => Promise<void> }> {
  const published = await installCapture(ctx.db, ctx.schema)
  const wss = new WebSocketServer({ noServer: true, maxPayload: LIMITS.realtimeMessageBytes })
  const conns = new Set<Conn>()
  let nextBindingId = 1

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A throw in this listener would be uncaught and end the process; '//[' is a request target that
    // the URL parser refuses.
    let url: URL
    try {
      url = new URL(req.url ?? '/', 'http://localhost')
    } catch {
      socket.end('HTTP/1.1 400 Bad Request\r\n\r\n')
      return
    }
    if (url.pathname !== '/realtime/v1/websocket') {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n')
      return
    }
    const apikey =
      url.searchParams.get('apikey') ?? (typeof req.headers.apikey === 'string' ? req.headers.apikey : '')
    try {
      claimsOf(ctx, apikey)
    } catch {
      socket.end('HTTP/1.1 401 Unauthorized\r\n\r\n')
      return
    }
    const vsn = url.searchParams.get('vsn') === '1.0.0' ? '1.0.0' : '2.0.0'
    wss.handleUpgrade(req, socket, head, (ws) => {
      const conn: Conn = { ws, vsn, channels: new Map() }
      conns.add(conn)
      ws.on('message', (data: RawData, isBinary: boolean) => {
        if (isBinary) return
        // Like a throw in the upgrade listener, one escaping here would end the whole process.
        try {
          onMessage(conn, data.toString())
        } catch (e) {
          if (e instanceof LimitError) {
            ws.close(1008, e.details)
          } else {
            console.error('realtime message failed', e)
            ws.close(1011, 'Internal error')
          }
        }
      })
      ws.on('close', () => conns.delete(conn))
      ws.on('error', () => conns.delete(conn))
    })
  })

  function send(conn: Conn, m: Msg): void {
    if (conn.ws.readyState !== conn.ws.OPEN) return
    const frame =
      conn.vsn === '2.0.0'
        ? [m.joinRef, m.ref, m.topic, m.event, m.payload]
        : { join_ref: m.joinRef, ref: m.ref, topic: m.topic, event: m.event, payload: m.payload }
    conn.ws.send(JSON.stringify(frame))
  }

  const reply = (conn: Conn, m: Msg, status: 'ok' | 'error', response: Record<string, unknown>) =>
    send(conn, {
      joinRef: m.joinRef,
      ref: m.ref,
      topic: m.topic,
      event: 'phx_reply',
      payload: { status, response },
    })

  function decode(conn: Conn, text: string): Msg | undefined {
    let v: unknown
    try {
      // Realtime re-serialises payloads (broadcast relay), and JSON.stringify recurses.
      v = parseJsonLimited(text)
    } catch (e) {
      if (e instanceof LimitError) throw e
      return undefined
    }
    const pick = (x: unknown) =>
      typeof x === 'string' ? x : x === null || x === undefined ? null : String(x)
    if (conn.vsn === '2.0.0' && Array.isArray(v) && v.length === 5) {
      const [joinRef, ref, topic, event, payload] = v as unknown[]
      if (typeof topic !== 'string' || typeof event !== 'string') return undefined
      return { joinRef: pick(joinRef), ref: pick(ref), topic, event, payload: isObj(payload) ? payload : {} }
    }
    if (isObj(v) && typeof v.topic === 'string' && typeof v.event === 'string') {
      return {
        joinRef: pick(v.join_ref),
        ref: pick(v.ref),
        topic: v.topic,
        event: v.event,
        payload: isObj(v.payload) ? v.payload : {},
      }
    }
    return undefined
  }

  function onMessage(conn: Conn, text: string): void {
    const m = decode(conn, text)
    if (!m) return
    if (m.topic === 'phoenix' && m.event === 'heartbeat') return reply(conn, m, 'ok', {})
    switch (m.event) {
      case 'phx_join':
        return join(conn, m)
      case 'phx_leave':
        conn.channels.delete(m.topic)
        reply(conn, m, 'ok', {})
        return send(conn, { joinRef: m.joinRef, ref: m.ref, topic: m.topic, event: 'phx_close', payload: {} })
      case 'access_token':
        return refreshToken(conn, m)
      case 'broadcast':
        return broadcast(conn, m)
      default: {
        const ch = conn.channels.get(m.topic)
        if (!ch) return reply(conn, m, 'error', { reason: 'unmatched topic' })
        // presence and other extensions are acknowledged but not implemented locally.
        if (m.ref) reply(conn, m, 'ok', {})
      }
    }
  }

  function join(conn: Conn, m: Msg): void {
    const config = isObj(m.payload.config) ? m.payload.config : {}
    const token = typeof m.payload.access_token === 'string' ? m.payload.access_token : undefined
    let claims: JwtClaims
    try {
      claims = token ? claimsOf(ctx, token) : { role: 'anon' }
    } catch (e) {
      return reply(conn, m, 'error', { reason: `Invalid JWT: ${(e as Error).message}` })
    }
    const wanted = Array.isArray(config.postgres_changes) ? config.postgres_changes : []
    // Every change is re-read once per binding of every channel, so these bound what one client can cost.
    if (!conn.channels.has(m.topic) && conn.channels.size >= LIMITS.realtimeChannels) {
      return reply(conn, m, 'error', {
        reason: `Too many channels: at most ${LIMITS.realtimeChannels} per connection`,
      })
    }
    if (wanted.length > LIMITS.realtimeBindings) {
      return reply(conn, m, 'error', {
        reason: `Too many postgres_changes bindings: at most ${LIMITS.realtimeBindings} per channel`,
      })
    }
    const bindings: Binding[] = []
    for (const raw of wanted) {
      const b = isObj(raw) ? raw : {}
      const event = typeof b.event === 'string' ? b.event.toUpperCase() : '*'
      const schema = typeof b.schema === 'string' ? b.schema : 'public'
      const table = typeof b.table === 'string' ? b.table : '*'
      const filter = typeof b.filter === 'string' && b.filter !== '' ? b.filter : undefined
      if (!['*', 'INSERT', 'UPDATE', 'DELETE'].includes(event)) {
        return reply(conn, m, 'error', { reason: `invalid event ${event}` })
      }
      if (schema !== 'public' && schema !== '*') {
        return reply(conn, m, 'error', { reason: `only the public schema is published, not ${schema}` })
      }
      if (table !== '*' && !published.has(table)) {
        return reply(conn, m, 'error', {
          reason: `Unable to subscribe to changes with given parameters: table ${table} is not in the supabase_realtime publication`,
        })
      }
      let where: Binding['where']
      if (filter) {
        const fm = /^([A-Za-z_][A-Za-z0-9_]*)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/s.exec(filter)
        const t = table === '*' ? undefined : ctx.schema.tables.get(table)
        if (!fm || !t || !t.columns.has(fm[1]!)) {
          return reply(conn, m, 'error', { reason: `invalid filter ${filter}` })
        }
        const values =
          fm[2] === 'in'
            ? fm[3]!
                .replace(/^\(|\)$/g, '')
                .split(',')
                .map((s) => s.trim().replace(/^"|"$/g, ''))
            : [fm[3]!]
        try {
          checkInList(values.length)
          for (const v of values) checkFilterValue(v)
        } catch (e) {
          return reply(conn, m, 'error', { reason: `invalid filter: ${(e as LimitError).details}` })
        }
        where = { column: fm[1]!, op: fm[2]!, values }
      }
      bindings.push({
        id: nextBindingId++,
        event: typeof b.event === 'string' ? b.event : '*',
        schema,
        table,
        filter,
        where,
      })
    }
    const bc = isObj(config.broadcast) ? config.broadcast : {}
    conn.channels.set(m.topic, {
      topic: m.topic,
      joinRef: m.joinRef,
      claims,
      bindings,
      broadcastSelf: bc.self === true,
      broadcastAck: bc.ack === true,
    })
    // The reply lists the bindings in the client's order with their ids; realtime-js matches them one by one.
    reply(conn, m, 'ok', {
      postgres_changes: bindings.map((b) => ({
        id: b.id,
        event: b.event,
        schema: b.schema,
        table: b.table,
        ...(b.filter ? { filter: b.filter } : {}),
      })),
    })
    if (bindings.length > 0) {
      send(conn, {
        joinRef: m.joinRef,
        ref: null,
        topic: m.topic,
        event: 'system',
        payload: {
          channel: m.topic.replace(/^realtime:/, ''),
          extension: 'postgres_changes',
          message: 'Subscribed to PostgreSQL',
          status: 'ok',
        },
      })
    }
    const presence = isObj(config.presence) ? config.presence : {}
    if (presence.enabled === true) {
      send(conn, { joinRef: m.joinRef, ref: null, topic: m.topic, event: 'presence_state', payload: {} })
    }
  }

  function refreshToken(conn: Conn, m: Msg): void {
    const ch = conn.channels.get(m.topic)
    if (!ch || typeof m.payload.access_token !== 'string') return
    try {
      ch.claims = claimsOf(ctx, m.payload.access_token)
    } catch (e) {
      // A channel whose token can no longer be verified stops receiving anything.
      conn.channels.delete(m.topic)
      send(conn, {
        joinRef: ch.joinRef,
        ref: null,
        topic: m.topic,
        event: 'system',
        payload: { extension: 'system', status: 'error', message: (e as Error).message, channel: m.topic },
      })
      send(conn, { joinRef: ch.joinRef, ref: null, topic: m.topic, event: 'phx_close', payload: {} })
    }
  }

  function broadcast(conn: Conn, m: Msg): void {
    const ch = conn.channels.get(m.topic)
    if (!ch) return reply(conn, m, 'error', { reason: 'unmatched topic' })
    for (const other of conns) {
      const oc = other.channels.get(m.topic)
      if (!oc || (other === conn && !ch.broadcastSelf)) continue
      send(other, { joinRef: oc.joinRef, ref: null, topic: m.topic, event: 'broadcast', payload: m.payload })
    }
    if (ch.broadcastAck && m.ref) reply(conn, m, 'ok', {})
  }

  // Changes are delivered in commit order. Notices that arrive while a batch is out wait and go together: a
  // push of 1,000 rows is 1,000 notices, and reading each row back on its own (a transaction per row and
  // listener) kept the one database connection busy for seconds, in the way of the pushes themselves.
  let waiting: ChangeNotice[] = []
  let queue: Promise<void> = Promise.resolve()
  const unlisten = await ctx.db.listen(CHANGE_CHANNEL, (payload) => {
    waiting.push(JSON.parse(payload) as ChangeNotice)
    if (waiting.length > 1) return
    queue = queue
      .then(() => {
        const batch = waiting
        waiting = []
        return deliver(batch)
      })
      .catch((e: unknown) => console.error('realtime delivery failed', e))
  })

  const pkKey = (pk: Record<string, unknown>, keys: readonly string[]) =>
    JSON.stringify(keys.map((k) => pk[k]))

  async function deliver(batch: readonly ChangeNotice[]): Promise<void> {
    for (const conn of conns) {
      for (const ch of conn.channels.values()) {
        if (expired(ch.claims)) continue
        // Rows as this channel may see them, read once per binding and table for the whole batch.
        const seen = new Map<string, Map<string, Record<string, unknown>>>()
        const rowsFor = async (b: Binding, table: string) => {
          const key = `${b.id}:${table}`
          let rows = seen.get(key)
          if (!rows) {
            rows = await readMany(ch.claims, table, batch, b.where)
            seen.set(key, rows)
          }
          return rows
        }
        for (const n of batch) {
          const t = ctx.schema.tables.get(n.table)
          if (!t) continue
          const matching = ch.bindings.filter(
            (b) =>
              (b.table === '*' || b.table === n.table) &&
              (b.event === '*' || b.event.toUpperCase() === n.type),
          )
          if (matching.length === 0) continue
          const ids: number[] = []
          let record: Record<string, unknown> = {}
          if (n.type === 'DELETE') {
            // A deleted row cannot be re-read: only its owner (or the service role) hears about it, key only.
            if (ownsChange(ch.claims, n)) {
              ids.push(...matching.map((b) => b.id))
            }
          } else {
            for (const b of matching) {
              const row = (await rowsFor(b, n.table)).get(pkKey(n.pk, Object.keys(n.pk)))
              if (row) {
                // Visible to this channel now; the event shows the row as this change committed it.
                record = n.row ?? row
                ids.push(b.id)
              } else if (n.row && ownsChange(ch.claims, n) && (await recordMatches(ch.claims, n, b.where))) {
                // Gone or changed before it could be re-read (a real PostgreSQL runs the next request while
                // this one is delivered): its owner still hears of it, as of a DELETE, with the committed row.
                record = n.row
                ids.push(b.id)
              }
            }
          }
          if (ids.length === 0) continue
          const columns = [...t.columns.values()].map((c) => ({ name: c.name, type: c.udt }))
          send(conn, {
            joinRef: ch.joinRef,
            ref: null,
            topic: ch.topic,
            event: 'postgres_changes',
            payload: {
              ids,
              data: {
                schema: n.schema,
                table: n.table,
                commit_timestamp: n.ts,
                type: n.type,
                columns,
                errors: null,
                record: n.type === 'DELETE' ? {} : record,
                old_record: n.type === 'INSERT' ? {} : n.pk,
              },
            },
          })
        }
      }
    }
  }

  /** The batch's changed rows of one table that these claims may see (and the filter keeps), by key. */
  async function readMany(
    claims: JwtClaims,
    table: string,
    batch: readonly ChangeNotice[],
    where: Binding['where'],
  ): Promise<Map<string, Record<string, unknown>>> {
    const out = new Map<string, Record<string, unknown>>()
    const changed = batch.filter((n) => n.table === table && n.type !== 'DELETE')
    const keys = changed[0] ? Object.keys(changed[0].pk) : []
    if (keys.length === 1 && keys[0]) {
      const k = keys[0]
      const values = [...new Set(changed.map((n) => n.pk[k]))].map((v) =>
        v === null ? null : typeof v === 'object' ? JSON.stringify(v) : String(v),
      )
      const rows = await readWhere(claims, table, [`${ident(k)} = any($1)`], [values], where)
      for (const r of rows) out.set(pkKey(r, keys), r)
      return out
    }
    // A composite key: row by row.
    for (const n of changed) {
      const row = await readAs(claims, table, n.pk, where)
      if (row) out.set(pkKey(n.pk, Object.keys(n.pk)), row)
    }
    return out
  }

  async function readAs(
    claims: JwtClaims,
    table: string,
    pk: Record<string, unknown>,
    where: Binding['where'],
  ): Promise<Record<string, unknown> | undefined> {
    const params: unknown[] = []
    const conds = Object.entries(pk).map(([k, v]) => {
      params.push(v === null ? null : typeof v === 'object' ? JSON.stringify(v) : String(v))
      return `${ident(k)} = $${params.length}`
    })
    return (await readWhere(claims, table, conds, params, where))[0]
  }

  /** Whether the binding's filter keeps a committed row (typed as the table's row, no table read). */
  async function recordMatches(
    claims: JwtClaims,
    n: ChangeNotice,
    where: Binding['where'],
  ): Promise<boolean> {
    if (!where) return true
    const from = `json_populate_record(null::public.${ident(n.table)}, $1::json)`
    return (await readWhere(claims, n.table, [], [JSON.stringify(n.row)], where, from)).length > 0
  }

  /** Rows of a table under the listener's claims: the key conditions, plus the binding's own filter. */
  async function readWhere(
    claims: JwtClaims,
    table: string,
    conds: string[],
    params: unknown[],
    where: Binding['where'],
    from = `public.${ident(table)}`,
  ): Promise<Record<string, unknown>[]> {
    const all = [...conds]
    const values = [...params]
    if (where) {
      const holders = where.values.map((v) => {
        values.push(v)
        return `$${values.length}`
      })
      all.push(
        where.op === 'in'
          ? `${ident(where.column)} in (${holders.join(', ')})`
          : `${ident(where.column)} ${FILTER_OPS[where.op]} ${holders[0]}`,
      )
    }
    try {
      const r = await withClaims(ctx.db, claims, (tx) =>
        tx.query<{ r: Record<string, unknown> }>(
          `select to_json(_t) as r from ${from} _t where ${all.length > 0 ? all.join(' and ') : 'true'}`,
          values,
        ),
      )
      return r.rows.map((x) => x.r)
    } catch {
      // A filter value of the wrong type simply matches nothing.
      return []
    }
  }

  return {
    close: async () => {
      await unlisten()
      for (const c of conns) c.ws.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await queue
    },
  }
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const expired = (c: JwtClaims) => typeof c.exp === 'number' && c.exp * 1000 <= Date.now()
/** The row's owner (user_id, owner or users.id) or the service role: who hears of a row it cannot re-read. */
const ownsChange = (c: JwtClaims, n: ChangeNotice) =>
  c.role === 'service_role' || (n.owner !== null && c.sub === n.owner)
