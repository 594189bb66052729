// The bytes of a job-card photo or signature on this device, and fetching them from the server when this
// device does not have them.
//
// Downloaded bytes become the job card's own attachment, as if the photo had been taken here. Attachments are
// never sent to the server (replicate-table.ts strips them), and an attachment write leaves the card's `rev`
// as it was: the conflict handler compares `rev`, so replication sees the card as unchanged and pushes
// nothing (tests/integration/media.test.ts checks the server row). A pull keeps exactly the attachments the
// card's `media` lists, so a photo removed on any device leaves this one at its next pull.
import type { SupabaseClient } from '@/lib/supabase'
import type { AppDatabase } from '../database'
import { MEDIA_BUCKET, mediaPath } from './media-rules'

/** The server has no object for this media (yet): the device that took it has not uploaded it. */
export class MediaNotUploadedError extends Error {
  constructor(readonly mediaId: string) {
    super(`Media ${mediaId} is not on the server yet`)
    this.name = 'MediaNotUploadedError'
  }
}

/** The media's bytes if this device has them: taken here or downloaded before (the card's attachment). */
export async function localMedia(db: AppDatabase, cardId: string, mediaId: string): Promise<Blob | null> {
  const card = await db.job_cards.findOne(cardId).exec()
  const own = card?.getLatest().getAttachment(mediaId)
  return own ? own.getData() : null
}

/** Downloads the media (the user's private bucket) and keeps it for offline viewing. */
export async function downloadMedia(
  db: AppDatabase,
  client: SupabaseClient,
  userId: string,
  cardId: string,
  media: { id: string; type: string },
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
  const card = await db.job_cards.findOne(cardId).exec()
  // A card removed meanwhile has nowhere to keep the bytes: they are still shown this once.
  if (card) await card.getLatest().putAttachment({ id: media.id, data: blob, type: blob.type || media.type })
  return blob
}
