// Storage subset through storage-js 2.119.0: uploads only into the caller's own folder, object names that can
// never leave that folder however they are encoded (issue 16), and stored files that never run as the app.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import type { IncomingHttpHeaders } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from '../../server/index.ts'
import { signJwt } from '../../server/jwt.ts'
import {
  anonClient,
  boot,
  hosted,
  onPostgres,
  postgresDatabase,
  serviceClient,
  signedInUser,
} from './harness.ts'
import type { PostgresDatabase } from './harness.ts'
import type { Booted, SignedIn } from './harness.ts'

let s: Booted
let a: SignedIn
let b: SignedIn
beforeAll(async () => {
  s = await boot()
  a = await signedInUser(s, 'st-a')
  b = await signedInUser(s, 'st-b')
  await mayWriteJobCards(a)
  await mayWriteJobCards(b)
}, 90_000)
afterAll(async () => {
  await s.stop()
})

/**
 * Job-card media writes need write access to job cards and a valid account (0019); grant it here whether or
 * not the harness already does, so these tests are about storage only.
 */
async function mayWriteJobCards(u: SignedIn): Promise<void> {
  const svc = serviceClient(s)
  const current = await svc.from('users').select('access').eq('id', u.id).single()
  if (current.error) throw current.error
  const access = { ...(current.data.access as Record<string, string> | null), job_cards: 'full' }
  const { error } = await svc.from('users').update({ access, app_valid_till: null }).eq('id', u.id)
  if (error) throw error
}

// A 1×1 PNG is enough: the server checks the declared type, not the pixels.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const bucket = 'company-assets'

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/**
 * A request whose path goes out byte for byte: fetch() would collapse "%2e%2e" segments and turn "\" into
 * "/" on the client, and then the server's own handling of them would go untested.
 */
function raw(
  method: string,
  path: string,
  opts: { token?: string; headers?: Record<string, string>; body?: Buffer | object } = {},
): Promise<Answer> {
  const base = new URL(s.url)
  const body =
    opts.body === undefined ? undefined : Buffer.isBuffer(opts.body) ? opts.body : JSON.stringify(opts.body)
  const headers: Record<string, string> = {
    apikey: s.anonKey,
    ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
    ...(body !== undefined && !Buffer.isBuffer(opts.body) ? { 'Content-Type': 'application/json' } : {}),
    ...opts.headers,
  }
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const req = send(
      {
        method,
        host: base.hostname,
        port: base.port,
        path: `${base.pathname.replace(/\/$/, '')}/storage/v1/${path}`,
        headers,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

describe('storage', () => {
  it('uploads a Blob (multipart) and a Buffer, honours upsert, downloads, serves the public URL', async () => {
    const path = `${a.id}/logo.png`
    const up = await a.c.storage.from(bucket).upload(path, new Blob([png], { type: 'image/png' }))
    expect(up.error).toBeNull()
    expect(up.data?.fullPath).toBe(`${bucket}/${path}`)
    const dup = await a.c.storage.from(bucket).upload(path, png, { contentType: 'image/png' })
    expect(dup.error).not.toBeNull()
    const over = await a.c.storage.from(bucket).upload(path, png, { contentType: 'image/png', upsert: true })
    expect(over.error).toBeNull()
    const dl = await a.c.storage.from(bucket).download(path)
    expect(dl.error).toBeNull()
    expect(Buffer.from(await dl.data!.arrayBuffer()).equals(png)).toBe(true)
    const { publicUrl } = a.c.storage.from(bucket).getPublicUrl(path).data
    const res = await fetch(publicUrl)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true)
  })

  it('creates and serves a signed URL; a tampered token is refused', async () => {
    const path = `${a.id}/upi-qr.png`
    expect((await a.c.storage.from(bucket).upload(path, png, { contentType: 'image/png' })).error).toBeNull()
    const signed = await a.c.storage.from(bucket).createSignedUrl(path, 60)
    expect(signed.error).toBeNull()
    const res = await fetch(signed.data!.signedUrl)
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true)
    const bad = await fetch(signed.data!.signedUrl.replace(/token=.{5}/, 'token=AAAAA'))
    expect(bad.status).toBe(400)
    const other = await b.c.storage.from(bucket).createSignedUrl(path, 60)
    expect(other.error).not.toBeNull()
  })

  it('refuses writes outside the own folder, wrong types, bad keys and anon uploads', async () => {
    expect(
      (await b.c.storage.from(bucket).upload(`${a.id}/evil.png`, png, { contentType: 'image/png' })).error,
    ).not.toBeNull()
    expect(
      (
        await b.c.storage
          .from(bucket)
          .upload(`${a.id}/logo.png`, png, { contentType: 'image/png', upsert: true })
      ).error,
    ).not.toBeNull()
    expect(
      (
        await a.c.storage
          .from(bucket)
          .upload(`${a.id}/x.html`, Buffer.from('<script>'), { contentType: 'text/html' })
      ).error?.message,
    ).toMatch(/mime type/)
    const traversal = await fetch(`${s.url}/storage/v1/object/${bucket}/${a.id}/..%2F..%2Fjwt-secret`, {
      method: 'POST',
      headers: { apikey: s.anonKey, Authorization: `Bearer ${a.token}`, 'Content-Type': 'image/png' },
      body: png,
    })
    expect(traversal.status).toBe(400)
    expect(
      (await anonClient(s).storage.from(bucket).upload(`${a.id}/anon.png`, png, { contentType: 'image/png' }))
        .error,
    ).not.toBeNull()
    expect((await b.c.storage.from(bucket).download(`${a.id}/logo.png`)).error).not.toBeNull()
    expect((await a.c.storage.from(bucket).list(a.id)).data!.map((o) => o.name).sort()).toEqual([
      'logo.png',
      'upi-qr.png',
    ])
  })

  it('remove deletes only own objects', async () => {
    const path = `${a.id}/logo.png`
    const foreign = await b.c.storage.from(bucket).remove([path])
    expect(foreign.data).toEqual([])
    const mine = await a.c.storage.from(bucket).remove([path])
    expect(mine.data).toHaveLength(1)
    expect((await a.c.storage.from(bucket).download(path)).error).not.toBeNull()
    expect((await fetch(a.c.storage.from(bucket).getPublicUrl(path).data.publicUrl)).status).toBe(404)
  })

  it('job-card media: private, only the owner folder reads and writes, upsert overwrites, others see nothing', async () => {
    const media = 'job-card-media'
    const jpeg = Buffer.from([255, 216, 255, 224, 0, 16, 74, 70, 73, 70])
    const path = `${a.id}/card-1/photo-1`
    const blob = new Blob([jpeg], { type: 'image/jpeg' })
    expect((await a.c.storage.from(media).upload(path, blob, { upsert: true })).error).toBeNull()
    // A retry after a lost answer uploads the same key again: upsert makes it harmless.
    expect((await a.c.storage.from(media).upload(path, blob, { upsert: true })).error).toBeNull()
    const dl = await a.c.storage.from(media).download(path)
    expect(dl.error).toBeNull()
    expect(Buffer.from(await dl.data!.arrayBuffer()).equals(jpeg)).toBe(true)

    expect((await b.c.storage.from(media).download(path)).error).not.toBeNull()
    expect((await anonClient(s).storage.from(media).download(path)).error).not.toBeNull()
    expect((await fetch(a.c.storage.from(media).getPublicUrl(path).data.publicUrl)).status).toBe(400)
    expect(
      (await b.c.storage.from(media).upload(`${a.id}/card-1/evil`, blob, { upsert: true })).error,
    ).not.toBeNull()
    expect((await b.c.storage.from(media).remove([path])).data).toEqual([])
    const gif = new Blob([Buffer.from('GIF89a')], { type: 'image/gif' })
    expect((await a.c.storage.from(media).upload(`${a.id}/card-1/x`, gif)).error?.message).toMatch(
      /mime type/,
    )

    expect((await a.c.storage.from(media).remove([path])).data).toHaveLength(1)
    const gone = await a.c.storage.from(media).download(path)
    expect(gone.error).not.toBeNull()
    expect((gone.error as { status?: number }).status).toBe(404)
  })
})

const media = 'job-card-media'
/** Distinct bytes per object, so "B read nothing" can be checked by looking for them in any answer. */
const imageBytes = (head: Buffer) => Buffer.concat([head, randomBytes(24)])
const jpegHead = Buffer.from([255, 216, 255, 224, 0, 16, 74, 70, 73, 70])

type Victim = { bucket: string; name: string; type: string; bytes: Buffer }
type Row = { id: string | null; updated_at: string | null; eTag: unknown }

/** The owner's view of the row, through list (which every version of the server answers). */
async function ownerRow(v: Victim): Promise<Row | undefined> {
  const folder = v.name.slice(0, v.name.lastIndexOf('/'))
  const file = v.name.slice(v.name.lastIndexOf('/') + 1)
  const { data, error } = await a.c.storage.from(v.bucket).list(folder)
  if (error) throw error
  const o = data.find((x) => x.name === file)
  return o && { id: o.id, updated_at: o.updated_at, eTag: o.metadata?.eTag }
}

async function ownerBytes(v: Victim): Promise<Buffer | undefined> {
  const dl = await a.c.storage.from(v.bucket).download(v.name)
  return dl.error ? undefined : Buffer.from(await dl.data.arrayBuffer())
}

async function plant(v: Victim): Promise<Row> {
  const up = await a.c.storage.from(v.bucket).upload(v.name, v.bytes, { contentType: v.type, upsert: true })
  if (up.error) throw up.error
  return (await ownerRow(v))!
}

describe('issue 16: object names that leave their folder are refused on every route', () => {
  // Each turns "<own>/<enc><victim>" into a path whose first folder is the attacker's own (what row-level
  // security judges) but which resolves into the victim's folder if anything decodes or resolves it again.
  const ENCODINGS: [string, (own: string, victim: string) => string][] = [
    ['..%2F', (o, v) => `${o}/..%2F${v}`],
    ['..%2f', (o, v) => `${o}/..%2f${v}`],
    ['%2e%2e%2F', (o, v) => `${o}/%2e%2e%2F${v}`],
    ['%2E%2e%2F (mixed case)', (o, v) => `${o}/%2E%2e%2F${v}`],
    ['..%5C', (o, v) => `${o}/..%5C${v}`],
    ['..\\', (o, v) => `${o}/..\\${v}`],
    ['..%252F (double)', (o, v) => `${o}/..%252F${v}`],
    ['%252e%252e%252F (double)', (o, v) => `${o}/%252e%252e%252F${v}`],
    ['%2e%2e/ (segment)', (o, v) => `${o}/%2e%2e/${v}`],
    ['%2E%2e/ (segment, mixed case)', (o, v) => `${o}/%2E%2e/${v}`],
    ['../ (literal)', (o, v) => `${o}/../${v}`],
  ]

  const victims = (): Victim[] => [
    { bucket: media, name: `${a.id}/card-1/media-1`, type: 'image/jpeg', bytes: imageBytes(jpegHead) },
    { bucket, name: `${a.id}/victim-logo.png`, type: 'image/png', bytes: imageBytes(png) },
  ]

  /** Every route that takes an object name in the URL. */
  const urlRoutes = (v: Victim, key: string, token: string): [string, () => Promise<Answer>][] => {
    const evil = imageBytes(png)
    const write = { 'Content-Type': 'image/png', 'x-upsert': 'true' }
    return [
      ['upload POST', () => raw('POST', `object/${v.bucket}/${key}`, { token, headers: write, body: evil })],
      ['update PUT', () => raw('PUT', `object/${v.bucket}/${key}`, { token, headers: write, body: evil })],
      ['download', () => raw('GET', `object/${v.bucket}/${key}`, { token })],
      ['download authenticated', () => raw('GET', `object/authenticated/${v.bucket}/${key}`, { token })],
      ['download public', () => raw('GET', `object/public/${v.bucket}/${key}`, { token })],
      ['HEAD', () => raw('HEAD', `object/${v.bucket}/${key}`, { token })],
      ['HEAD authenticated', () => raw('HEAD', `object/authenticated/${v.bucket}/${key}`, { token })],
      ['HEAD public', () => raw('HEAD', `object/public/${v.bucket}/${key}`, { token })],
      ['info', () => raw('GET', `object/info/${v.bucket}/${key}`, { token })],
      ['info authenticated', () => raw('GET', `object/info/authenticated/${v.bucket}/${key}`, { token })],
      ['info public', () => raw('GET', `object/info/public/${v.bucket}/${key}`, { token })],
      ['sign', () => raw('POST', `object/sign/${v.bucket}/${key}`, { token, body: { expiresIn: 60 } })],
      ['delete one', () => raw('DELETE', `object/${v.bucket}/${key}`, { token })],
    ]
  }

  /** Every route that takes object names in a JSON body (not URL-decoded, so each form is tried literally). */
  const bodyRoutes = (
    v: Victim,
    name: string,
    own: string,
    token: string,
  ): [string, () => Promise<Answer>][] => {
    const folder = name.slice(0, name.lastIndexOf('/'))
    const upsert = { 'x-upsert': 'true' }
    return [
      ['remove', () => raw('DELETE', `object/${v.bucket}`, { token, body: { prefixes: [name] } })],
      [
        'remove with a good name',
        () => raw('DELETE', `object/${v.bucket}`, { token, body: { prefixes: [own, name] } }),
      ],
      [
        'remove { path }',
        () => raw('DELETE', `object/${v.bucket}`, { token, body: { prefixes: [{ path: name }] } }),
      ],
      [
        'bulk sign',
        () => raw('POST', `object/sign/${v.bucket}`, { token, body: { expiresIn: 60, paths: [own, name] } }),
      ],
      ['list', () => raw('POST', `object/list/${v.bucket}`, { token, body: { prefix: folder } })],
      [
        'move into',
        () =>
          raw('POST', 'object/move', {
            token,
            headers: upsert,
            body: { bucketId: v.bucket, sourceKey: own, destinationKey: name },
          }),
      ],
      [
        'move out of',
        () =>
          raw('POST', 'object/move', {
            token,
            headers: upsert,
            body: { bucketId: v.bucket, sourceKey: name, destinationKey: `${b.id}/stolen-m` },
          }),
      ],
      [
        'copy into',
        () =>
          raw('POST', 'object/copy', {
            token,
            headers: upsert,
            body: { bucketId: v.bucket, sourceKey: own, destinationKey: name },
          }),
      ],
      [
        'copy out of',
        () =>
          raw('POST', 'object/copy', {
            token,
            headers: upsert,
            body: { bucketId: v.bucket, sourceKey: name, destinationKey: `${b.id}/stolen-c` },
          }),
      ],
    ]
  }

  it.each([media, bucket])(
    "%s: the victim's bytes and row stay, the attacker reads nothing, every answer is 4xx",
    async (bkt) => {
      const v = victims().find((x) => x.bucket === bkt)!
      const before = await plant(v)
      // B's own object: the source of the moves and copies, and the good name next to a bad one in a remove.
      const own: Victim = {
        bucket: v.bucket,
        name: `${b.id}/card-9/own`,
        type: 'image/png',
        bytes: imageBytes(png),
      }
      expect(
        (
          await b.c.storage
            .from(v.bucket)
            .upload(own.name, own.bytes, { contentType: own.type, upsert: true })
        ).error,
      ).toBeNull()
      const rest = v.name.slice(a.id.length + 1)
      const failures: string[] = []
      let row = before

      const attempt = async (label: string, go: () => Promise<Answer>) => {
        const ans = await go()
        const problems: string[] = []
        if (ans.status < 400 || ans.status >= 500) problems.push(`answered ${ans.status}`)
        if (ans.body.includes(v.bytes)) problems.push("returned the victim's bytes")
        const bytes = await ownerBytes(v)
        if (!bytes?.equals(v.bytes)) problems.push(bytes ? "victim's bytes changed" : "victim's bytes gone")
        const now = await ownerRow(v)
        if (JSON.stringify(now) !== JSON.stringify(row)) {
          problems.push(now ? "victim's row changed" : "victim's row gone")
        }
        if (problems.length) {
          failures.push(`${label}: ${problems.join(', ')}`)
          row = await plant(v) // so the next attempt is judged on its own
        }
      }

      for (const [enc, make] of ENCODINGS) {
        const key = `${make(b.id, a.id)}/${rest}`
        // A token for exactly that name, as if one had ever been minted: the name is refused before the signature counts.
        const token = hosted
          ? 'x'
          : signJwt({ url: `${v.bucket}/${decodeURIComponent(key)}`, iat: 0, exp: 4e9 }, s.jwtSecret)
        for (const [route, go] of urlRoutes(v, key, b.token)) await attempt(`${route} ${enc}`, go)
        await attempt(`signed download ${enc}`, () =>
          raw('GET', `object/sign/${v.bucket}/${key}?token=${token}`),
        )
        const names = new Set([
          key,
          decodeURIComponent(key),
          key.replaceAll('%2F', '/').replaceAll('%2f', '/'),
        ])
        for (const name of names) {
          for (const [route, go] of bodyRoutes(v, name, own.name, b.token)) {
            await attempt(`${route} ${enc} ${JSON.stringify(name)}`, go)
          }
        }
      }
      expect(failures).toEqual([])
      // The good name next to the bad ones was never removed or moved away.
      expect((await b.c.storage.from(v.bucket).download(own.name)).error).toBeNull()
    },
    120_000,
  )

  it.each([
    [media, 'card-7/media-7', 'image/jpeg', jpegHead],
    [bucket, 'logo-7.png', 'image/png', png],
  ])(
    'the attack from the issue on $0: write, read and delete through "<own>/..(encoded /)<victim>/…"',
    async (bkt, rest, type, head) => {
      const v: Victim = { bucket: bkt, name: `${a.id}/${rest}`, type, bytes: imageBytes(head) }
      const before = await plant(v)
      const key = `${b.id}/..%2F${a.id}/${rest}`
      const evil = imageBytes(head)
      const write = { 'Content-Type': type, 'x-upsert': 'true' }
      const answers = [
        await raw('PUT', `object/${bkt}/${key}`, { token: b.token, headers: write, body: evil }),
        await raw('POST', `object/${bkt}/${key}`, { token: b.token, headers: write, body: evil }),
        await raw('PUT', `object/${bkt}/${key}`, { token: b.token, headers: write, body: evil }),
        await raw('GET', `object/${bkt}/${key}`, { token: b.token }),
        await raw('DELETE', `object/${bkt}`, {
          token: b.token,
          body: { prefixes: [`${b.id}/../${a.id}/${rest}`] },
        }),
      ]
      expect(answers.map((x) => x.status)).toEqual([400, 400, 400, 400, 400])
      expect(answers.every((x) => !x.body.includes(v.bytes))).toBe(true)
      expect((await ownerBytes(v))?.equals(v.bytes)).toBe(true)
      expect(await ownerRow(v)).toEqual(before)
      expect(JSON.parse(answers[0]!.body.toString())).toMatchObject({
        statusCode: '400',
        error: 'InvalidKey',
      })
    },
  )
})

describe('move, copy, info and bulk signed URLs', () => {
  it('work for the owner through storage-js', async () => {
    const files = a.c.storage.from(media)
    const one = `${a.id}/card-m/one`
    const two = `${a.id}/card-m/two`
    const three = `${a.id}/card-m/three`
    const bytes = imageBytes(jpegHead)
    expect((await files.upload(one, bytes, { contentType: 'image/jpeg', upsert: true })).error).toBeNull()

    const inf = await files.info(one)
    expect(inf.error).toBeNull()
    expect(inf.data).toMatchObject({
      name: one,
      bucketId: media,
      size: bytes.length,
      contentType: 'image/jpeg',
      cacheControl: 'max-age=3600',
      etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
    })
    expect(typeof inf.data!.id).toBe('string')
    expect(Number.isNaN(Date.parse(inf.data!.lastModified!))).toBe(false)
    expect(Number.isNaN(Date.parse(inf.data!.createdAt))).toBe(false)
    expect((await files.exists(one)).data).toBe(true)
    expect((await files.exists(`${a.id}/card-m/none`)).data).toBe(false)

    const moved = await files.move(one, two)
    expect(moved.error).toBeNull()
    expect(moved.data?.message).toBe('Successfully moved')
    expect(((await files.download(one)).error as { status?: number } | null)?.status).toBe(404)
    expect(Buffer.from(await (await files.download(two)).data!.arrayBuffer()).equals(bytes)).toBe(true)
    // The row itself moved: same id.
    expect((await files.info(two)).data?.id).toBe(inf.data!.id)

    const copied = await files.copy(two, three)
    expect(copied.error).toBeNull()
    expect(copied.data?.path).toBe(`${media}/${three}`)
    expect(Buffer.from(await (await files.download(three)).data!.arrayBuffer()).equals(bytes)).toBe(true)
    expect(Buffer.from(await (await files.download(two)).data!.arrayBuffer()).equals(bytes)).toBe(true)
    expect((await files.info(three)).data?.id).not.toBe(inf.data!.id)

    // An existing destination: 409, unless x-upsert.
    expect(((await files.copy(two, three)).error as { status?: number } | null)?.status).toBe(409)
    expect(((await files.move(three, two)).error as { status?: number } | null)?.status).toBe(409)
    expect((await files.exists(three)).data).toBe(true)
    const body = { bucketId: media, sourceKey: two, destinationKey: three }
    expect(
      (await raw('POST', 'object/copy', { token: a.token, body, headers: { 'x-upsert': 'true' } })).status,
    ).toBe(200)
    expect(
      (await raw('POST', 'object/move', { token: a.token, body, headers: { 'x-upsert': 'true' } })).status,
    ).toBe(200)
    expect((await files.list(`${a.id}/card-m`)).data!.map((o) => o.name)).toEqual(['three'])
    expect((await files.upload(two, bytes, { contentType: 'image/jpeg' })).error).toBeNull()
    // A missing source: 404.
    expect(
      ((await files.move(`${a.id}/card-m/none`, `${a.id}/card-m/x`)).error as { status?: number } | null)
        ?.status,
    ).toBe(404)
    expect(
      ((await files.copy(`${a.id}/card-m/none`, `${a.id}/card-m/x`)).error as { status?: number } | null)
        ?.status,
    ).toBe(404)

    const missing = `${a.id}/card-m/none`
    const signed = await files.createSignedUrls([two, three, missing], 60)
    expect(signed.error).toBeNull()
    expect(signed.data!.map((d) => d.path)).toEqual([two, three, missing])
    for (const d of signed.data!.slice(0, 2)) {
      expect(d.error).toBeNull()
      const res = await fetch(d.signedUrl!)
      expect(res.status).toBe(200)
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true)
    }
    expect(signed.data![2]).toMatchObject({ error: expect.any(String), signedUrl: null, signedURL: null })
  })

  it('are refused across users, and leave both sides as they were', async () => {
    const mine = a.c.storage.from(media)
    const theirs = b.c.storage.from(media)
    const victim = `${a.id}/card-x/photo`
    const vBytes = imageBytes(jpegHead)
    expect((await mine.upload(victim, vBytes, { contentType: 'image/jpeg', upsert: true })).error).toBeNull()
    const own = `${b.id}/card-x/own`
    const oBytes = imageBytes(jpegHead)
    expect((await theirs.upload(own, oBytes, { contentType: 'image/jpeg', upsert: true })).error).toBeNull()
    const status = (r: { error: unknown }) => (r.error as { status?: number } | null)?.status

    expect(status(await theirs.info(victim))).toBe(404)
    expect((await theirs.exists(victim)).data).toBe(false)
    expect(status(await theirs.move(victim, `${b.id}/card-x/stolen`))).toBe(404)
    expect(status(await theirs.copy(victim, `${b.id}/card-x/stolen`))).toBe(404)
    expect(status(await theirs.move(own, `${a.id}/card-x/planted`))).toBe(403)
    expect(status(await theirs.copy(own, `${a.id}/card-x/planted`))).toBe(403)
    const upsert = { 'x-upsert': 'true' }
    for (const op of ['move', 'copy']) {
      const ans = await raw('POST', `object/${op}`, {
        token: b.token,
        headers: upsert,
        body: { bucketId: media, sourceKey: own, destinationKey: victim },
      })
      expect([403, 409]).toContain(ans.status)
    }
    const signed = await theirs.createSignedUrls([victim], 60)
    expect(signed.data).toEqual([
      expect.objectContaining({ path: victim, signedURL: null, signedUrl: null, error: expect.any(String) }),
    ])

    expect(Buffer.from(await (await mine.download(victim)).data!.arrayBuffer()).equals(vBytes)).toBe(true)
    expect((await mine.list(`${a.id}/card-x`)).data!.map((o) => o.name)).toEqual(['photo'])
    expect(Buffer.from(await (await theirs.download(own)).data!.arrayBuffer()).equals(oBytes)).toBe(true)
    expect((await theirs.list(`${b.id}/card-x`)).data!.map((o) => o.name)).toEqual(['own'])
  })
})

const CSP = "default-src 'none'; sandbox"

describe('stored files never run as the app', () => {
  it('every storage answer, JSON or bytes, carries nosniff and a sandboxing CSP', async () => {
    const answers = [
      await raw('GET', 'bucket', { token: a.token }),
      await raw('POST', `object/list/${bucket}`, { token: a.token, body: { prefix: a.id } }),
      await raw('GET', `object/${media}/${a.id}/none`, { token: a.token }),
      await raw('GET', `object/${media}/${b.id}/..%2F${a.id}/x`, { token: b.token }),
      await raw('GET', 'nothing-here', { token: a.token }),
    ]
    for (const ans of answers) {
      expect(ans.headers['x-content-type-options']).toBe('nosniff')
      expect(ans.headers['content-security-policy']).toBe(CSP)
    }
    expect(answers.map((x) => x.status)).toEqual([200, 200, 404, 400, 400])
    expect(JSON.parse(answers[2]!.body.toString())).toEqual({
      statusCode: '404',
      error: 'not_found',
      message: 'Object not found',
    })
  })

  it('serves raster images inline and ?download= as an attachment with a safe name', async () => {
    const path = `${a.id}/inline.png`
    expect(
      (await a.c.storage.from(bucket).upload(path, png, { contentType: 'image/png', upsert: true })).error,
    ).toBeNull()
    const files = a.c.storage.from(bucket)
    const shown = await fetch(files.getPublicUrl(path).data.publicUrl)
    expect(shown.status).toBe(200)
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff')
    expect(shown.headers.get('content-security-policy')).toBe(CSP)
    expect(shown.headers.get('content-disposition')).toBe(
      `inline; filename="inline.png"; filename*=UTF-8''inline.png`,
    )
    const named = await fetch(
      `${files.getPublicUrl(path).data.publicUrl}?download=${encodeURIComponent('Bill "7"\r\n.png')}`,
    )
    expect(named.headers.get('content-disposition')).toBe(
      `attachment; filename="Bill 7.png"; filename*=UTF-8''Bill%20%227%22.png`,
    )
    const plain = await fetch(files.getPublicUrl(path, { download: true }).data.publicUrl)
    expect(plain.headers.get('content-disposition')).toBe(
      `attachment; filename="inline.png"; filename*=UTF-8''inline.png`,
    )

    const photo = `${a.id}/card-h/photo`
    expect(
      (
        await a.c.storage
          .from(media)
          .upload(photo, imageBytes(jpegHead), { contentType: 'image/jpeg', upsert: true })
      ).error,
    ).toBeNull()
    const signed = await a.c.storage.from(media).createSignedUrl(photo, 60)
    const res = await fetch(signed.data!.signedUrl)
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="photo"; filename*=UTF-8''photo`)
    expect(res.headers.get('content-security-policy')).toBe(CSP)
  })
})

describe.skipIf(hosted)('files stored before the type rules (SVG, HTML) are only ever downloads', () => {
  let dir: string | undefined
  let database: PostgresDatabase | undefined
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
    await database?.drop()
  })

  it('serves them as attachments with nosniff and a sandboxing CSP', async () => {
    dir = await mkdtemp(join(tmpdir(), 'autobahi-storage-'))
    if (onPostgres) database = await postgresDatabase()
    const options = { port: 0, dataDir: dir, log: () => {}, ...database?.urls }
    const first = await startServer(options)
    // What an operator or an upload from before 0019 could have left: rows and bytes this API no longer takes.
    const stored = [
      [
        bucket,
        'operator/logo.svg',
        'image/svg+xml',
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ],
      [bucket, 'operator/page.html', 'text/html', '<script>alert(document.domain)</script>'],
      [media, 'operator/card/note', 'text/html', '<script>alert(2)</script>'],
    ] as const
    // Rows written as the database owner, outside the API, then a restart.
    const db = first.db
    try {
      for (const [bkt, name, mimetype, text] of stored) {
        const meta = {
          mimetype,
          size: text.length,
          cacheControl: 'max-age=3600',
          eTag: 'e',
          lastModified: new Date().toISOString(),
        }
        await db.query(`insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3)`, [
          bkt,
          name,
          JSON.stringify(meta),
        ])
        await mkdir(join(dir, 'storage', bkt, ...name.split('/').slice(0, -1)), { recursive: true })
        await writeFile(join(dir, 'storage', bkt, ...name.split('/')), text)
      }
    } finally {
      await first.stop()
    }
    const server = await startServer(options)
    try {
      const answers = [
        await fetch(`${server.url}/storage/v1/object/public/${bucket}/operator/logo.svg`),
        await fetch(`${server.url}/storage/v1/object/public/${bucket}/operator/page.html`),
        await fetch(`${server.url}/storage/v1/object/authenticated/${media}/operator/card/note`, {
          headers: { apikey: server.serviceKey, Authorization: `Bearer ${server.serviceKey}` },
        }),
      ]
      const names = ['logo.svg', 'page.html', 'note']
      for (const [i, res] of answers.entries()) {
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type')).toBe(stored[i]![2])
        expect(res.headers.get('content-disposition')).toBe(
          `attachment; filename="${names[i]}"; filename*=UTF-8''${names[i]}`,
        )
        expect(res.headers.get('x-content-type-options')).toBe('nosniff')
        expect(res.headers.get('content-security-policy')).toBe(CSP)
      }
    } finally {
      await server.stop()
    }
  }, 120_000)
})
