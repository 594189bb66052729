// The bytes of a job-card photo or signature on this device, and fetching them from the server when this
// device does not have them.
//
// Downloaded bytes are kept in the local `media_cache` collection, not put on the job card as an attachment:
// an attachment write is a new revision of the replicated document, which replication pushes, so every device
// that merely looked at a photo would write the card on the server, wake every other device's pull and race
// with real edits of the card. The cache is never replicated and holds only what this device has shown.
import type { SupabaseClient } from '@/lib/supabase'
import type { AppDatabase } from '../database'
import { MEDIA_BUCKET, mediaPath } from './media-rules'

const CACHE_ATTACHMENT = 'data'

/** The server has no object for this media (yet): the device that took it has not uploaded it. */
export class MediaNotUploadedError extends Error {
  constructor(readonly mediaId: string) {
    super(`Media ${mediaId} is not on the server yet`)
    this.name = 'MediaNotUploadedError'
  }
}

/** The media's bytes if this device has them: taken here (the card's attachment) or downloaded before. */
export async function localMedia(db: AppDatabase, cardId: string, mediaId: string): Promise<Blob | null> {
  const card = await db.job_cards.findOne(cardId).exec()
  const own = card?.getLatest().getAttachment(mediaId)
  if (own) return own.getData()
  const cached = await db.media_cache.findOne(mediaId).exec()
  const bytes = cached?.getLatest().getAttachment(CACHE_ATTACHMENT)
  return bytes ? bytes.getData() : null
}

/** Downloads the media (the user's private bucket) and keeps it for offline viewing. */
export async function downloadMedia(
  db: AppDatabase,
  client: SupabaseClient,
  userId: string,
  cardId: string,
  media: { id: string; type: string },
  now: number = Date.now(),
): Promise<Blob> {
  const { data, error } = await client.storage
    .from(MEDIA_BUCKET)
    .download(mediaPath(userId, cardId, media.id))
  if (error || !data) {
    // Hosted Storage has answered a missing object both as HTTP 404 and as 400 with statusCode "404".
    const e = error as { status?: unknown; statusCode?: unknown; message?: unknown } | null
    if (
      Number(e?.status) === 404 ||
      String(e?.statusCode) === '404' ||
      /not.found/i.test(String(e?.message))
    ) {
      throw new MediaNotUploadedError(media.id)
    }
    throw error ?? new Error('Empty download')
  }
  const blob = data.type ? data : new Blob([data], { type: media.type })
  const doc = await db.media_cache.incrementalUpsert({
    id: media.id,
    card_id: cardId,
    type: blob.type || media.type,
    size: blob.size,
    fetched_at: now,
  })
  await doc.getLatest().putAttachment({ id: CACHE_ATTACHMENT, data: blob, type: blob.type || media.type })
  return blob
}

/** Drops downloaded media that no job card lists any more (removed on the device that took it, or elsewhere). */
export async function pruneMediaCache(db: AppDatabase): Promise<number> {
  const cached = await db.media_cache.find().exec()
  let removed = 0
  for (const entry of cached) {
    const card = await db.job_cards.findOne(entry.card_id).exec()
    if (card?.media.some((m) => m.id === entry.id)) continue
    await entry.getLatest().remove()
    removed += 1
  }
  return removed
}
