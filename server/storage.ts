// Storage subset (/storage/v1) for the company logo, the UPI QR image and the private job-card photos and
// signatures. Object rows live in storage.objects (so the same row-level-security policies decide as on
// Supabase); the bytes live in <dataDir>/storage. Every object name, from a URL or a JSON body, goes through
// storage-key.ts before it reaches SQL or the file system (issue 16).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createHash, randomUUID } from 'node:crypto'
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { requestClaims } from './claims.ts'
import type { ServerContext } from './context.ts'
import { roleOf, withClaims } from './db.ts'
import type { Tx } from './db.ts'
import { BodyTooLargeError, HttpError, MAX_BODY_BYTES, readBody, sendJson, sendRaw } from './http-util.ts'
import type { JwtClaims } from './jwt.ts'
import { parseJsonLimited } from './request-limits.ts'
import { signJwt, verifyJwt } from './jwt.ts'
import {
  InvalidKeyError,
  checkObjectName,
  checkPrefix,
  contentDisposition,
  decodeObjectKey,
  objectFilePath,
} from './storage-key.ts'

type Bucket = {
  id: string
  public: boolean
  file_size_limit: number | null
  allowed_mime_types: string[] | null
}
type Meta = { mimetype: string; size: number; cacheControl: string; eTag: string; lastModified: string }

const storageError = (status: number, error: string, message: string) =>
  new HttpError(status, { statusCode: String(status), error, message })
const notFound = () => storageError(404, 'not_found', 'Object not found')
const invalidKey = (message: string) => storageError(400, 'InvalidKey', message)
const invalidRequest = (message: string) => storageError(400, 'invalid_request', message)

/**
 * On every storage answer, JSON or bytes: stored files are served from the app's own origin, so nothing in
 * them may be sniffed into a script type, and a document opened from here runs sandboxed with no resources.
 */
const SAFE_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
}

export async function handleStorage(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  for (const [k, v] of Object.entries(SAFE_HEADERS)) res.setHeader(k, v)
  let role = roleOf({})
  try {
    const method = req.method ?? 'GET'
    const [kind, ...parts] = rawSegments(req)
    if (kind === 'bucket' && method === 'GET') {
      const second = parts[0] ? decodeSegment(parts[0]) : undefined
      const claims = requestClaims(ctx, req)
      const r = await withClaims(ctx.db, claims, (tx) =>
        tx.query(
          `select id, name, public, file_size_limit, allowed_mime_types, created_at, updated_at from storage.buckets order by id`,
        ),
      )
      const rows = second ? r.rows.filter((b) => (b as { id: string }).id === second) : r.rows
      if (second && rows.length === 0) throw storageError(404, 'Bucket not found', 'Bucket not found')
      return sendJson(res, 200, second ? rows[0] : rows)
    }
    if (kind !== 'object') {
      throw storageError(
        400,
        'not_supported',
        `Storage route ${method} ${url.pathname} is not supported by the local server`,
      )
    }
    const [second] = parts
    const read = method === 'GET' || method === 'HEAD'

    if (second === 'public' && read) {
      const { bucket, name } = await target(ctx, parts.slice(1))
      if (!bucket.public) throw storageError(400, 'not_found', 'Bucket is not public')
      return serve(ctx, req, res, url, bucket.id, name, await objectMeta(ctx, SERVICE, bucket.id, name))
    }
    if (second === 'info' && method === 'GET') {
      const visibility = parts[1] === 'public' || parts[1] === 'authenticated' ? parts[1] : undefined
      const { bucket, name } = await target(ctx, parts.slice(visibility ? 2 : 1))
      if (visibility === 'public') {
        if (!bucket.public) throw storageError(400, 'not_found', 'Bucket is not public')
        return sendJson(res, 200, await info(ctx, SERVICE, bucket.id, name), { 'Cache-Control': 'no-cache' })
      }
      const claims = requestClaims(ctx, req)
      role = roleOf(claims)
      return sendJson(res, 200, await info(ctx, claims, bucket.id, name), { 'Cache-Control': 'no-cache' })
    }
    if (second === 'sign') {
      if (method === 'POST' && parts.length === 2) {
        const claims = requestClaims(ctx, req)
        role = roleOf(claims)
        const bucket = await findBucket(ctx, decodeSegment(parts[1]!))
        return sendJson(res, 200, await signMany(ctx, claims, bucket.id, await jsonObject(req)))
      }
      const { bucket, name } = await target(ctx, parts.slice(1))
      if (method === 'POST') {
        const claims = requestClaims(ctx, req)
        role = roleOf(claims)
        const expiresIn = expiry((await jsonObject(req)).expiresIn)
        await objectMeta(ctx, claims, bucket.id, name)
        return sendJson(res, 200, { signedURL: signedUrl(ctx, bucket.id, name, expiresIn) })
      }
      if (read) {
        const v = verifyJwt(url.searchParams.get('token') ?? '', ctx.jwtSecret)
        if (!v.ok || v.claims.url !== `${bucket.id}/${name}`) {
          throw storageError(
            400,
            'InvalidSignature',
            v.ok ? 'Invalid signature' : v.reason === 'expired' ? 'Token has expired' : 'Invalid signature',
          )
        }
        return serve(ctx, req, res, url, bucket.id, name, await objectMeta(ctx, SERVICE, bucket.id, name))
      }
      throw storageError(405, 'method_not_allowed', `${method} is not allowed here`)
    }
    const claims = requestClaims(ctx, req)
    role = roleOf(claims)
    if (second === 'list' && method === 'POST') {
      const bucket = await findBucket(ctx, decodeSegment(parts[1] ?? ''))
      return sendJson(res, 200, await list(ctx, claims, bucket.id, await jsonObject(req)))
    }
    if ((second === 'move' || second === 'copy') && method === 'POST' && parts.length === 1) {
      return sendJson(res, 200, await moveOrCopy(ctx, req, claims, second))
    }
    const rest = second === 'authenticated' ? parts.slice(1) : parts
    if (method === 'DELETE' && rest.length === 1) {
      const bucket = await findBucket(ctx, decodeSegment(rest[0]!))
      const body = await jsonObject(req)
      return sendJson(res, 200, await remove(ctx, claims, bucket.id, removeNames(body.prefixes)))
    }
    const { bucket, name } = await target(ctx, rest)
    if (read) {
      return serve(ctx, req, res, url, bucket.id, name, await objectMeta(ctx, claims, bucket.id, name))
    }
    if (method === 'DELETE') {
      const removed = await remove(ctx, claims, bucket.id, [name])
      if (removed.length === 0) throw notFound()
      return sendJson(res, 200, { message: 'Successfully deleted' })
    }
    if (method === 'POST' || method === 'PUT') {
      return sendJson(res, 200, await upload(ctx, req, claims, bucket, name, method === 'PUT'))
    }
    throw storageError(405, 'method_not_allowed', `${method} is not allowed here`)
  } catch (e) {
    // The client is gone (its connection closed while the body was still to be read): nobody to answer, and
    // no server error. Node's own parser does this to a request whose body it cannot frame.
    if ((e as { code?: string }).code === 'ECONNRESET' && req.destroyed) return
    const err = toStorageError(e, role)
    sendJson(res, err.status, err.body)
  }
}

const SERVICE: JwtClaims = { role: 'service_role' }

function toStorageError(e: unknown, role: string): HttpError {
  if (e instanceof HttpError) {
    return e.body.statusCode
      ? e
      : storageError(e.status, String(e.body.code ?? 'error'), String(e.body.message ?? e.message))
  }
  if (e instanceof InvalidKeyError) return invalidKey(e.message)
  if (e instanceof BodyTooLargeError) {
    return storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size')
  }
  const code = (e as { code?: string }).code
  if (code === '42501') {
    return storageError(
      role === 'anon' ? 401 : 403,
      'Unauthorized',
      'new row violates row-level security policy',
    )
  }
  if (code === '23505') return storageError(409, 'Duplicate', 'The resource already exists')
  // Bytes live in folders, so "a/b" and "a/b/c" cannot both be files; a clash is the caller's, not ours.
  if (code === 'ENOTDIR' || code === 'EISDIR' || code === 'EEXIST') {
    return storageError(409, 'Conflict', 'An object and a folder of the same name cannot both exist here')
  }
  console.error('storage error', e)
  return storageError(500, 'internal', 'Internal storage error')
}

/**
 * The path after /storage/v1/ exactly as the client sent it, split but not decoded. The router's URL has
 * already collapsed "%2e%2e" segments and turned "\" into "/", which would hide them from the key rule.
 */
function rawSegments(req: IncomingMessage): string[] {
  const raw = (req.url ?? '/').replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '').split(/[?#]/, 1)[0]!
  if (!raw.startsWith('/storage/v1/')) throw invalidKey('Invalid storage path')
  return raw.slice('/storage/v1/'.length).split('/')
}

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    throw invalidKey('Invalid key: malformed percent-encoding')
  }
}

const now = () => Math.floor(Date.now() / 1000)

function expiry(v: unknown): number {
  const expiresIn = Number(v)
  if (!Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > 365 * 24 * 3600) {
    throw invalidRequest('expiresIn must be a positive number of seconds')
  }
  return expiresIn
}

/** Unencoded, as Supabase answers: storage-js runs encodeURI over it, so encoding here would double it. */
function signedUrl(ctx: ServerContext, bucket: string, name: string, expiresIn: number): string {
  const token = signJwt({ url: `${bucket}/${name}`, iat: now(), exp: now() + expiresIn }, ctx.jwtSecret)
  return `/object/sign/${bucket}/${name}?token=${token}`
}

async function findBucket(ctx: ServerContext, id: string): Promise<Bucket> {
  const r = await ctx.db.query<Bucket>(
    `select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1`,
    [id],
  )
  if (!r.rows[0]) throw storageError(404, 'Bucket not found', 'Bucket not found')
  return r.rows[0]
}

/** `<bucket>/<key…>` from the raw URL segments; the key is decoded once, as a whole, and checked. */
async function target(ctx: ServerContext, parts: string[]): Promise<{ bucket: Bucket; name: string }> {
  const [bucketId, ...segments] = parts
  if (!bucketId || segments.length === 0) throw invalidKey('A bucket and an object path are required')
  const name = decodeObjectKey(segments.join('/'))
  return { bucket: await findBucket(ctx, decodeSegment(bucketId)), name }
}

const filePath = (ctx: ServerContext, bucket: string, name: string) =>
  objectFilePath(ctx.storageDir, bucket, name)

async function objectMeta(
  ctx: ServerContext,
  claims: JwtClaims,
  bucket: string,
  name: string,
): Promise<Meta> {
  const r = await withClaims(ctx.db, claims, (tx) =>
    tx.query<{ metadata: Meta }>(`select metadata from storage.objects where bucket_id = $1 and name = $2`, [
      bucket,
      name,
    ]),
  )
  if (!r.rows[0]) throw notFound()
  return r.rows[0].metadata
}

/** storage-js 2.x `info()`: Supabase's InfoRenderer body (snake_case; the client camelises it). */
async function info(ctx: ServerContext, claims: JwtClaims, bucket: string, name: string) {
  const r = await withClaims(ctx.db, claims, (tx) =>
    tx.query<{
      id: string
      name: string
      version: string | null
      bucket_id: string
      metadata: Partial<Meta> | null
      created_at: Date
      updated_at: Date
    }>(
      `select id::text, name, version, bucket_id, metadata, created_at, updated_at
         from storage.objects where bucket_id = $1 and name = $2`,
      [bucket, name],
    ),
  )
  const o = r.rows[0]
  if (!o) throw notFound()
  const m = o.metadata ?? {}
  return {
    id: o.id,
    name: o.name,
    version: o.version,
    bucket_id: o.bucket_id,
    size: m.size ?? null,
    content_type: m.mimetype ?? null,
    cache_control: m.cacheControl ?? null,
    // Quoted, as S3 and Supabase give ETags.
    etag: m.eTag ? `"${m.eTag}"` : null,
    // User metadata (x-metadata) is not kept by this server.
    metadata: null,
    last_modified: o.updated_at,
    created_at: o.created_at,
  }
}

// A stored type goes back out as a header; anything that is not a plain type/subtype is served as bytes.
const PLAIN_TYPE = /^[\w.+-]+\/[\w.+-]+$/

async function serve(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  bucket: string,
  name: string,
  meta: Meta,
): Promise<void> {
  let bytes: Buffer
  try {
    bytes = await readFile(filePath(ctx, bucket, name))
  } catch (e) {
    if (e instanceof InvalidKeyError) throw e
    throw notFound()
  }
  const mimetype = PLAIN_TYPE.test(meta.mimetype ?? '') ? meta.mimetype : 'application/octet-stream'
  const headers: Record<string, string> = {
    'Content-Type': mimetype,
    'Cache-Control': meta.cacheControl || 'max-age=3600',
    ETag: `"${meta.eTag}"`,
    'Last-Modified': new Date(meta.lastModified).toUTCString(),
    'Content-Disposition': contentDisposition(mimetype, name, url.searchParams.get('download')),
  }
  if (req.headers['if-none-match'] === `"${meta.eTag}"`) return sendRaw(res, 304, '', headers)
  sendRaw(res, 200, req.method === 'HEAD' ? '' : bytes, headers)
}

async function upload(
  ctx: ServerContext,
  req: IncomingMessage,
  claims: JwtClaims,
  bucket: Bucket,
  name: string,
  isUpdate: boolean,
) {
  const dest = filePath(ctx, bucket.id, name)
  const limit = Math.min(bucket.file_size_limit ?? MAX_BODY_BYTES, MAX_BODY_BYTES)
  const raw = await readBody(req, limit + 64 * 1024)
  let bytes: Buffer = raw
  let mimetype = String(req.headers['content-type'] ?? 'application/octet-stream')
    .split(';')[0]!
    .trim()
  let cacheControl = String(req.headers['cache-control'] ?? 'max-age=3600')
  if (mimetype === 'multipart/form-data') {
    // storage-js sends Blobs as multipart; the web Request parser handles the boundary format.
    const form = await new Request('http://local/upload', {
      method: 'POST',
      headers: { 'content-type': String(req.headers['content-type']) },
      body: new Uint8Array(raw),
    })
      .formData()
      .catch(() => {
        throw invalidRequest('Malformed multipart body')
      })
    const file = [...form.values()].find((v): v is File => typeof v !== 'string')
    if (!file) throw invalidRequest('No file in the form data')
    bytes = Buffer.from(await file.arrayBuffer())
    mimetype = file.type || 'application/octet-stream'
    const cc = form.get('cacheControl')
    if (typeof cc === 'string' && /^\d+$/.test(cc)) cacheControl = `max-age=${cc}`
  }
  if (bytes.length > limit) throw new BodyTooLargeError()
  checkType(bucket, mimetype)
  const upsert = String(req.headers['x-upsert'] ?? 'false') === 'true'
  const meta: Meta = {
    mimetype,
    size: bytes.length,
    cacheControl,
    eTag: createHash('md5').update(bytes).digest('hex'),
    lastModified: new Date().toISOString(),
  }
  const tmp = `${dest}.${randomUUID()}.tmp`
  await mkdir(dirname(dest), { recursive: true })
  await writeFile(tmp, bytes)
  try {
    const id = await withClaims(ctx.db, claims, async (tx) => {
      const sql = isUpdate
        ? `update storage.objects set metadata = $3, updated_at = now() where bucket_id = $1 and name = $2 returning id::text`
        : `insert into storage.objects (bucket_id, name, metadata, owner, owner_id) values ($1, $2, $3, auth.uid(), auth.uid()::text)
           ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()' : ''} returning id::text`
      const r = await tx.query<{ id: string }>(sql, [bucket.id, name, JSON.stringify(meta)])
      if (!r.rows[0]) throw notFound()
      // The file takes its place before the row commits; a failed commit leaves at most a stale file, never a row without bytes.
      await rename(tmp, dest)
      return r.rows[0].id
    })
    return { Id: id, Key: `${bucket.id}/${name}` }
  } finally {
    await rm(tmp, { force: true })
  }
}

function checkType(bucket: Bucket, mimetype: string): void {
  if (bucket.allowed_mime_types && !bucket.allowed_mime_types.includes(mimetype)) {
    throw storageError(415, 'invalid_mime_type', `mime type ${mimetype} is not supported`)
  }
}

/** Copies the bytes next to their destination first, so a reader never sees half a file. */
async function placeCopy(from: string, to: string): Promise<void> {
  const tmp = `${to}.${randomUUID()}.tmp`
  await mkdir(dirname(to), { recursive: true })
  try {
    await copyFile(from, tmp)
    await rename(tmp, to)
  } catch (e) {
    if ((e as { code?: string }).code === 'ENOENT') throw notFound()
    throw e
  } finally {
    await rm(tmp, { force: true })
  }
}

/**
 * storage-js `move()` / `copy()`: `{ bucketId, sourceKey, destinationKey, destinationBucket? }`. The rows
 * change under the caller's claims, so the storage.objects policies decide: reading the source (select),
 * writing the destination (the update's check for a move, the insert's for a copy). The bytes follow only
 * once that SQL has succeeded, inside the same transaction.
 */
async function moveOrCopy(ctx: ServerContext, req: IncomingMessage, claims: JwtClaims, op: 'move' | 'copy') {
  const body = await jsonObject(req)
  const sourceKey = checkObjectName(body.sourceKey)
  const destinationKey = checkObjectName(body.destinationKey)
  if (typeof body.bucketId !== 'string') throw invalidRequest('bucketId is required')
  const bucket = await findBucket(ctx, body.bucketId)
  const destination =
    typeof body.destinationBucket === 'string' && body.destinationBucket !== ''
      ? await findBucket(ctx, body.destinationBucket)
      : bucket
  if (destination.id === bucket.id && destinationKey === sourceKey) {
    throw invalidRequest('Source and destination are the same object')
  }
  const from = filePath(ctx, bucket.id, sourceKey)
  const to = filePath(ctx, destination.id, destinationKey)
  const upsert = String(req.headers['x-upsert'] ?? 'false') === 'true'
  const moved = await withClaims(ctx.db, claims, async (tx) => {
    const src = (
      await tx.query<{ id: string; metadata: Meta }>(
        `select id::text, metadata from storage.objects where bucket_id = $1 and name = $2`,
        [bucket.id, sourceKey],
      )
    ).rows[0]
    if (!src) throw notFound()
    if (destination.id !== bucket.id) {
      checkType(destination, src.metadata.mimetype)
      if (destination.file_size_limit !== null && src.metadata.size > destination.file_size_limit) {
        throw new BodyTooLargeError()
      }
    }
    const id =
      op === 'move'
        ? await moveRow(tx, src.id, destination.id, destinationKey, upsert)
        : await copyRow(tx, src.metadata, destination.id, destinationKey, upsert)
    await placeCopy(from, to)
    return id
  })
  if (op === 'copy') return { Id: moved, Key: `${destination.id}/${destinationKey}` }
  await rm(from, { force: true })
  return { message: 'Successfully moved', Id: moved, Key: destinationKey }
}

async function moveRow(tx: Tx, id: string, bucket: string, name: string, upsert: boolean): Promise<string> {
  // A destination the caller may not delete stays, and the rename below then fails as a duplicate (409).
  if (upsert) await tx.query(`delete from storage.objects where bucket_id = $1 and name = $2`, [bucket, name])
  const r = await tx.query<{ id: string }>(
    `update storage.objects set bucket_id = $2, name = $3, updated_at = now() where id = $1::uuid returning id::text`,
    [id, bucket, name],
  )
  // Readable but not updatable: row-level security filtered the row out of the update.
  if (!r.rows[0]) throw storageError(403, 'Unauthorized', 'new row violates row-level security policy')
  return r.rows[0].id
}

async function copyRow(tx: Tx, meta: Meta, bucket: string, name: string, upsert: boolean): Promise<string> {
  const r = await tx.query<{ id: string }>(
    `insert into storage.objects (bucket_id, name, metadata, owner, owner_id) values ($1, $2, $3, auth.uid(), auth.uid()::text)
     ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()' : ''} returning id::text`,
    [bucket, name, JSON.stringify({ ...meta, lastModified: new Date().toISOString() })],
  )
  return r.rows[0]!.id
}

/** `prefixes` of a remove: every entry must be a valid name (storage-js also sends `{ path }`), or none goes. */
function removeNames(prefixes: unknown): string[] {
  if (prefixes === undefined) return []
  if (!Array.isArray(prefixes)) throw invalidRequest('prefixes must be an array')
  return prefixes.map((p: unknown) =>
    checkObjectName(typeof p === 'object' && p !== null ? (p as { path?: unknown }).path : p),
  )
}

async function remove(ctx: ServerContext, claims: JwtClaims, bucket: string, names: string[]) {
  if (names.length === 0) return []
  const paths = new Map(names.map((n) => [n, filePath(ctx, bucket, n)]))
  const r = await withClaims(ctx.db, claims, (tx) =>
    tx.query<{ name: string; bucket_id: string; id: string }>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning name, bucket_id, id::text, metadata, created_at, updated_at`,
      [bucket, names],
    ),
  )
  for (const row of r.rows) await rm(paths.get(row.name)!, { force: true })
  return r.rows
}

async function list(ctx: ServerContext, claims: JwtClaims, bucket: string, body: Record<string, unknown>) {
  const prefix = checkPrefix(body.prefix)
  const limit = Math.min(Math.max(Number(body.limit) || 100, 1), 1000)
  const offset = Math.max(Number(body.offset) || 0, 0)
  const r = await withClaims(ctx.db, claims, (tx) =>
    tx.query(
      `select substr(name, length($2) + case when $2 = '' then 1 else 2 end) as name, id::text, metadata, created_at, updated_at, last_accessed_at
         from storage.objects where bucket_id = $1 and ($2 = '' or name like $5 || '/%') order by name limit $3 offset $4`,
      [bucket, prefix, limit, offset, prefix.replace(/[\\%_]/g, '\\$&')],
    ),
  )
  return r.rows
}

/** storage-js `createSignedUrls()`: one entry per path, an error in place of the URL for what the caller cannot read. */
async function signMany(
  ctx: ServerContext,
  claims: JwtClaims,
  bucket: string,
  body: Record<string, unknown>,
) {
  const expiresIn = expiry(body.expiresIn)
  if (!Array.isArray(body.paths) || body.paths.length === 0) {
    throw invalidRequest('paths must be a non-empty array of object names')
  }
  const paths = body.paths.map((p: unknown) => checkObjectName(p))
  const r = await withClaims(ctx.db, claims, (tx) =>
    tx.query<{ name: string }>(
      `select name from storage.objects where bucket_id = $1 and name = any($2::text[])`,
      [bucket, paths],
    ),
  )
  const found = new Set(r.rows.map((o) => o.name))
  return paths.map((path) =>
    found.has(path)
      ? { error: null, path, signedURL: signedUrl(ctx, bucket, path, expiresIn) }
      : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null },
  )
}

async function jsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = (await readBody(req, 1024 * 1024)).toString('utf8')
  if (!raw.trim()) return {}
  try {
    // The same nesting limit as REST and auth bodies (request-limits.ts); a deeper body is refused below.
    const v: unknown = parseJsonLimited(raw)
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) return v as Record<string, unknown>
  } catch {
    // fall through to the error below
  }
  throw storageError(400, 'invalid_json', 'Request body must be a JSON object')
}
