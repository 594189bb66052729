// Job-card photos reach the server and the other devices of the dealer (issue 4: "photos and signature
// stored as attachments … sync when the network comes back, losing nothing"): two devices of one user against
// the local backend in-process, its private `job-card-media` bucket included.
import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { boot, serviceClient, signedInUser, type Booted, type SignedIn } from '../contract/harness'
import { downloadMedia, localMedia, MediaNotUploadedError } from '../../src/data/media/media-files'
import { MEDIA_BUCKET, mediaPath } from '../../src/data/media/media-rules'
import { addPhoto, createJobCard, removeMedia, type Data } from '../../src/modules/workshop/data/job-cards'
import { openDevice, signedInClient, until as waitUntil, type Device } from './device'

let s: Booted
let user: SignedIn
const devices: Device[] = []
const clients = new Map<Device, SupabaseClient>()

async function device(name: string) {
  const c = await signedInClient(s, user)
  const d = await openDevice(user.id, name, c)
  devices.push(d)
  clients.set(d, c)
  return d
}

const dataOf = (d: Device): Data => ({ db: d.db, writer: d.writer, media: d.media })

// Uploads and downloads take a few round trips: a longer wait than the other integration tests'.
const until = (check: () => Promise<boolean> | boolean, ms = 8_000) => waitUntil(check, ms)

/** The object's bytes as the server holds them, or null when there is none. */
async function stored(path: string): Promise<Uint8Array | null> {
  const { data, error } = await serviceClient(s).storage.from(MEDIA_BUCKET).download(path)
  return error ? null : new Uint8Array(await data.arrayBuffer())
}

/** The card's row as the server holds it: rev and _modified change with every write the server takes. */
async function serverRow(id: string) {
  const { data, error } = await serviceClient(s)
    .from('job_cards')
    .select('rev, _modified')
    .eq('id', id)
    .single()
  if (error) throw error
  return data
}

const bytesOf = async (b: Blob | null) => (b ? new Uint8Array(await b.arrayBuffer()) : null)

beforeAll(async () => {
  s = await boot()
  user = await signedInUser(s, 'media')
  await serviceClient(s).from('users').update({ max_devices: 10 }).eq('id', user.id)
}, 90_000)

afterAll(async () => {
  for (const d of devices) await d.close()
  await s.stop()
})

describe('job-card media across two devices', () => {
  const jpeg = new Uint8Array([255, 216, 255, 224, 1, 2, 3, 4, 5, 6, 7, 8])
  let a: Device
  let b: Device
  let cardId: string
  let photoId: string
  let path: string

  it('a photo taken offline waits in the queue (counted as waiting) and uploads when online', async () => {
    a = await device('a')
    b = await device('b')
    await (await b.online()).awaitInSync()
    const card = await createJobCard(
      dataOf(a),
      {
        reg_no: 'UP70AB1234',
        chassis_no: 'MA3EWB22S00999999',
        make_model: 'Splendor Plus',
        customer_name: 'Sunil Yadav',
        mobile: '9812345678',
        odometer: 8_000,
        complaints: ['Chain noise'],
        labour: [],
        parts: [],
      },
      0,
      'device-a',
      null,
    )
    cardId = card.id
    photoId = (await addPhoto(dataOf(a), cardId, new Blob([jpeg], { type: 'image/jpeg' }))).id
    path = mediaPath(user.id, cardId, photoId)
    await until(() => a.media.count() === 1)
    const engine = await a.online()
    // Records and media not yet on the server are both "changes waiting".
    expect(engine.snapshot().pending).toBe(a.pending.count() + 1)
    await engine.awaitInSync()
    expect(await stored(path)).toEqual(jpeg)
    await until(() => a.media.count() === 0 && engine.snapshot().pending === 0)
  }, 30_000)

  it('the other device lists it, downloads the same bytes and keeps them for offline viewing', async () => {
    await until(async () =>
      Boolean((await b.db.job_cards.findOne(cardId).exec())?.media.some((m) => m.id === photoId)),
    )
    expect(await localMedia(b.db, cardId, photoId)).toBeNull()
    const before = await serverRow(cardId)
    const got = await downloadMedia(b.db, clients.get(b)!, user.id, cardId, {
      id: photoId,
      type: 'image/jpeg',
    })
    expect(await bytesOf(got)).toEqual(jpeg)
    // Kept as the card's attachment, which is no change of the card: nothing waits, nothing is pushed.
    const engine = await b.online()
    expect(engine.snapshot().pending).toBe(0)
    await engine.awaitInSync()
    await new Promise((r) => setTimeout(r, 300))
    expect(await serverRow(cardId)).toEqual(before)
    await b.offline()
    expect(await bytesOf(await localMedia(b.db, cardId, photoId))).toEqual(jpeg)
    // A photo whose device has not uploaded it yet is told apart from a network failure.
    await expect(
      downloadMedia(b.db, clients.get(b)!, user.id, cardId, { id: 'photo-missing', type: 'image/jpeg' }),
    ).rejects.toBeInstanceOf(MediaNotUploadedError)
  }, 30_000)

  it('removed offline on the first device: gone from the server and from the other device', async () => {
    await a.offline()
    await removeMedia(dataOf(a), cardId, photoId)
    await until(() => a.media.count() === 1 && a.media.list()[0]?.op === 'remove')
    expect(await stored(path)).toEqual(jpeg)
    await (await a.online()).awaitInSync()
    expect(await stored(path)).toBeNull()
    await (await b.online()).awaitInSync()
    await until(async () => (await b.db.job_cards.findOne(cardId).exec())?.media.length === 0)
    // The pull that dropped it from the list dropped the downloaded bytes with it.
    expect(await localMedia(b.db, cardId, photoId)).toBeNull()
  }, 30_000)
})
