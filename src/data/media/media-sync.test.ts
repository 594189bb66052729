// The media worker against a scripted Storage client: failures keep the entry (and the bytes), count and
// wait; a retry runs at once; a removal replaces a queued upload.
import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv'
import type { SupabaseClient } from '@/lib/supabase'
import { openDatabase, type AppDatabase } from '../database'
import { PendingTracker } from '../replication/pending'
import { insertRecord } from '../records'
import { getAppStorage } from '../storage'
import type { JobCard } from '@schemas/index'
import { MediaQueue } from './media-queue'
import { startMediaSync, type MediaSync } from './media-sync'

let db: AppDatabase | null = null
let sync: MediaSync | null = null
afterEach(async () => {
  await sync?.stop()
  await db?.remove()
  db = null
  sync = null
})

type Call = { op: 'upload' | 'remove'; path: string; upsert?: boolean }

/** A Storage client whose answers are scripted: each call takes the next answer (null = success). */
function fakeClient(answers: (string | null)[]) {
  const calls: Call[] = []
  const answer = () => {
    const a = answers.shift() ?? null
    return { data: a ? null : {}, error: a ? new Error(a) : null }
  }
  const client = {
    storage: {
      from: () => ({
        upload: async (path: string, _b: Blob, o: { upsert: boolean }) => {
          calls.push({ op: 'upload', path, upsert: o.upsert })
          return answer()
        },
        remove: async (paths: string[]) => {
          calls.push({ op: 'remove', path: paths[0]! })
          return answer()
        },
      }),
    },
  }
  return { client: client as unknown as SupabaseClient, calls }
}

async function setUp(name: string) {
  db = await openDatabase(name, {
    storage: wrappedValidateAjvStorage({ storage: getAppStorage() }) as never,
    multiInstance: false,
  })
  const pending = new PendingTracker(db)
  await pending.load()
  const queue = new MediaQueue(db, 'u1')
  await queue.load()
  const card = await insertRecord<JobCard>(
    db.job_cards,
    {
      job_no: 'JC1',
      opened_at: 1,
      reg_no: 'R',
      chassis_no: 'C',
      customer_name: 'N',
      odometer: 1,
      complaints: [],
      labour: [],
      parts: [],
      status: 'open',
      total: 0,
      media: [{ id: 'photo-1', kind: 'photo', type: 'image/jpeg', size: 3 }],
    },
    { pending },
  )
  const doc = await db.job_cards.findOne(card.id).exec()
  await doc!.putAttachment({ id: 'photo-1', data: new Blob([new Uint8Array([1, 2, 3])]), type: 'image/jpeg' })
  return { queue, cardId: card.id }
}

const until = async (check: () => boolean, ms = 3_000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 10))
  }
}

describe('media sync', () => {
  it('a failed upload stays queued with its reason, waits, and goes on a retry; the bytes stay', async () => {
    const { queue, cardId } = await setUp('media-sync-a')
    const { client, calls } = fakeClient(['fetch failed', null])
    const errors: (string | null)[] = []
    await queue.enqueue({ id: 'photo-1', card_id: cardId, type: 'image/jpeg' }, 'upload')
    sync = startMediaSync({
      db: db!,
      client,
      queue,
      waitForLeadership: false,
      onError: (e) => errors.push(e),
    })
    await until(() => queue.list()[0]?.attempts === 1)
    expect(queue.list()[0]).toMatchObject({ op: 'upload', error: 'fetch failed' })
    expect(queue.list()[0]!.next_at).toBeGreaterThan(Date.now())
    // Backing off: no second call on its own within the first retry's wait.
    await new Promise((r) => setTimeout(r, 200))
    expect(calls).toHaveLength(1)
    sync.kick()
    await until(() => queue.count() === 0)
    expect(calls).toEqual([
      { op: 'upload', path: `u1/${cardId}/photo-1`, upsert: true },
      { op: 'upload', path: `u1/${cardId}/photo-1`, upsert: true },
    ])
    expect(errors).toEqual(['fetch failed', null])
    const doc = await db!.job_cards.findOne(cardId).exec()
    expect(doc!.getAttachment('photo-1')).not.toBeNull()
  })

  it('a removal queued before the upload ran replaces it: the bytes are never sent', async () => {
    const { queue, cardId } = await setUp('media-sync-b')
    const { client, calls } = fakeClient([])
    await queue.enqueue({ id: 'photo-1', card_id: cardId, type: 'image/jpeg' }, 'upload')
    await queue.enqueue({ id: 'photo-1', card_id: cardId, type: 'image/jpeg' }, 'remove')
    sync = startMediaSync({ db: db!, client, queue, waitForLeadership: false, onError: () => undefined })
    await sync.awaitIdle()
    expect(calls).toEqual([{ op: 'remove', path: `u1/${cardId}/photo-1` }])
  })

  it('stops while waiting for leadership without running anything', async () => {
    const { queue, cardId } = await setUp('media-sync-c')
    const { client, calls } = fakeClient([])
    await queue.enqueue({ id: 'photo-1', card_id: cardId, type: 'image/jpeg' }, 'upload')
    const waiting = db!.waitForLeadership
    db!.waitForLeadership = () => new Promise<boolean>(() => undefined)
    sync = startMediaSync({ db: db!, client, queue, waitForLeadership: true, onError: () => undefined })
    await new Promise((r) => setTimeout(r, 100))
    await sync.stop()
    sync = null
    db!.waitForLeadership = waiting
    expect(calls).toEqual([])
    expect(queue.count()).toBe(1)
  })
})
