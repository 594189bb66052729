import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { mkdtemp, mkdir, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { handleAuth } from './auth.ts'
import { startAutoAnalyze } from './auto-analyze.ts'
import type { ServerContext } from './context.ts'
import { loadSchemaCache, openDb, type Db } from './db.ts'
import { openPostgres } from './db-pg.ts'
import { CSP_REPORT_PATH } from './csp.ts'
import { BodyTooLargeError, CORS_HEADERS, HttpError, readBody, sendJson } from './http-util.ts'
import { apiKeys, loadJwtSecret } from './keys.ts'
import { applyMigrations } from './migrate.ts'
import { startRealtime } from './realtime.ts'
import { loadTemplate, saveTemplate } from './template.ts'
import { handleRest } from './rest.ts'
import { seedDemo } from './seed.ts'
import type { SeedResult } from './seed.ts'
import { serveStatic } from './static.ts'
import { handleStorage } from './storage.ts'

export type StartOptions = {
  port?: number
  host?: string
  /** Folder for the database, files and JWT secret. Omitted: everything in memory / a temp folder (tests). */
  dataDir?: string
  /**
   * Run on this real PostgreSQL instead of PGlite: the owner's connection string (`postgres` on a Supabase-like
   * set-up), used for migrations, auth, storage buckets and Realtime's LISTEN. The database must already have
   * the platform objects (roles, auth and storage schemas, publication: tests/postgres/platform.sql). With a
   * dataDir, only files and the JWT secret live there.
   */
  databaseUrl?: string
  /**
   * The login every API request runs on, switching to anon/authenticated/service_role per request as PostgREST
   * does (`authenticator`, NOINHERIT). Default: databaseUrl's login, which must then be a member of those roles.
   */
  apiDatabaseUrl?: string
  /** Serve this folder (the production build) for every path outside the API, with SPA fallback. */
  staticDir?: string
  /** Create the demo admin and dealership users on first run. */
  seed?: boolean
  jwtSecret?: string
  jwtExpiry?: number
  log?: (msg: string) => void
  /** Each Content-Security-Policy violation report a browser posts (default: logged). */
  onCspReport?: (report: unknown) => void
}

export type RunningServer = {
  url: string
  anonKey: string
  serviceKey: string
  jwtSecret: string
  seeded?: SeedResult
  /** The database as its owner, for tests and scripts in the same process (never reachable over HTTP). */
  db: Db
  stop: () => Promise<void>
}

export const SQL_DIR = fileURLToPath(new URL('../schemas/sql', import.meta.url))

export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const log = opts.log ?? ((m: string) => console.info(`[autobahi-server] ${m}`))
  const host = opts.host ?? '127.0.0.1'
  const jwtSecret = await loadJwtSecret(opts.dataDir, opts.jwtSecret)
  const tempDir = opts.dataDir ? undefined : await mkdtemp(join(tmpdir(), 'autobahi-server-'))
  const storageDir = join(opts.dataDir ?? tempDir!, 'storage')
  await mkdir(storageDir, { recursive: true })
  let db: Db
  if (opts.databaseUrl) {
    const pg = await openPostgres({ url: opts.databaseUrl, apiUrl: opts.apiDatabaseUrl, log })
    try {
      await applyMigrations(pg, SQL_DIR, log)
    } catch (e) {
      await pg.close()
      throw e
    }
    db = pg
  } else {
    const template = opts.dataDir ? undefined : await loadTemplate(SQL_DIR)
    const lite = await openDb(opts.dataDir ? join(opts.dataDir, 'pg') : undefined, template)
    const applied = await applyMigrations(lite, SQL_DIR, log)
    if (!opts.dataDir && !template && applied.length > 0) await saveTemplate(lite, SQL_DIR)
    db = lite
  }
  let publicUrl = ''
  const ctx: ServerContext = {
    db,
    jwtSecret,
    ...apiKeys(jwtSecret),
    jwtExpiry: opts.jwtExpiry ?? 3600,
    schema: await loadSchemaCache(db),
    storageDir,
    publicUrl: () => publicUrl,
    log,
  }
  // PostgREST's schema cache reload: after DDL at run time (a table or function made outside a migration),
  // `NOTIFY pgrst, 'reload schema'` makes the API serve it, as on Supabase.
  const stopReload = await db.listen('pgrst', (payload) => {
    if (payload !== 'reload schema' && payload !== '') return
    loadSchemaCache(db).then(
      (cache) => (ctx.schema = cache),
      (e: unknown) => log(`schema cache reload failed: ${e instanceof Error ? e.message : String(e)}`),
    )
  })
  const seeded = opts.seed ? await seedDemo(ctx) : undefined
  const server = createServer((req, res) => {
    serverTiming(res)
    route(ctx, req, res, opts).catch((e: unknown) => {
      const err =
        e instanceof HttpError
          ? e
          : e instanceof BodyTooLargeError
            ? new HttpError(413, {
                code: 'request_too_large',
                msg: 'Request body is too large',
                message: 'Request body is too large',
              })
            : new HttpError(500, { code: 'internal_error', message: 'Internal server error' })
      if (err.status >= 500) console.error('unhandled request error', e)
      sendJson(res, err.status, err.body, { ...CORS_HEADERS, ...err.headers })
    })
  })
  const realtime = await startRealtime(ctx, server)
  // A real PostgreSQL has its own autovacuum daemon.
  const analyzer = db.kind === 'pglite' ? startAutoAnalyze(db) : { stop: async () => {} }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 54321, host, () => resolve())
  })
  const addr = server.address() as AddressInfo
  publicUrl = `http://${host.includes(':') ? `[${host}]` : host}:${addr.port}`
  let stopped: Promise<void> | undefined
  const stop = () =>
    (stopped ??= (async () => {
      await stopReload()
      await analyzer.stop()
      await realtime.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await db.close()
      if (tempDir) await rm(tempDir, { recursive: true, force: true })
    })())
  return { url: publicUrl, anonKey: ctx.anonKey, serviceKey: ctx.serviceKey, jwtSecret, seeded, db, stop }
}

async function route(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  opts: StartOptions,
): Promise<void> {
  for (const [k, v] of Object.entries(CORS_HEADERS)) res.setHeader(k, v)
  if (req.method === 'OPTIONS') {
    res.writeHead(204)
    res.end()
    return
  }
  let url: URL
  try {
    url = new URL(req.url ?? '/', 'http://localhost')
  } catch {
    throw new HttpError(400, { code: 'bad_request', message: 'Malformed request URL' })
  }
  const p = url.pathname
  if (p.startsWith('/auth/v1/') || p === '/auth/v1') return handleAuth(ctx, req, res, url)
  if (p.startsWith('/rest/v1/') || p === '/rest/v1') return handleRest(ctx, req, res, url)
  if (p.startsWith('/storage/v1/')) return handleStorage(ctx, req, res, url)
  if (p.startsWith('/realtime/')) {
    throw new HttpError(426, { code: 'upgrade_required', message: 'Use a WebSocket connection' })
  }
  if (p === CSP_REPORT_PATH && req.method === 'POST') return cspReport(ctx, req, res, opts.onCspReport)
  if (opts.staticDir && (req.method === 'GET' || req.method === 'HEAD')) {
    return serveStatic(opts.staticDir, req, res, p)
  }
  throw new HttpError(404, { code: 'not_found', message: `No route for ${req.method} ${p}` })
}

/** A violation report: a page or worker of the app tried something its policy forbids (server/csp.ts). */
async function cspReport(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  onReport: ((report: unknown) => void) | undefined,
): Promise<void> {
  const raw = (await readBody(req, 64 * 1024)).toString('utf8')
  let report: unknown = raw
  try {
    report = JSON.parse(raw)
  } catch {
    // kept as text
  }
  if (onReport) onReport(report)
  else ctx.log(`content security policy violation: ${raw.slice(0, 2000)}`)
  res.writeHead(204)
  res.end()
}

/** Every answer says how long the server took over it, from the request's arrival to its headers (reading the
 * body, the handler, the database): `Server-Timing: app;dur=<ms>`. A client's own wait adds its queue, the
 * network and the transfer; bench/data sums and percentiles this instead. */
function serverTiming(res: ServerResponse): void {
  const start = performance.now()
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) {
      this.setHeader('Server-Timing', `app;dur=${(performance.now() - start).toFixed(2)}`)
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args)
  } as ServerResponse['writeHead']
}
