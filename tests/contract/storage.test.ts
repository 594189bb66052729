// Storage subset through storage-js 2.119.0: uploads only into the caller's own folder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonClient, boot, signedInUser } from './harness.ts'
import type { Booted, SignedIn } from './harness.ts'

let s: Booted
let a: SignedIn
let b: SignedIn
beforeAll(async () => {
  s = await boot()
  a = await signedInUser(s, 'st-a')
  b = await signedInUser(s, 'st-b')
}, 90_000)
afterAll(async () => {
  await s.stop()
})

// A 1×1 PNG is enough: the server checks the declared type, not the pixels.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const bucket = 'company-assets'

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
