// Uploading the logo and UPI QR image to the company-assets bucket (schemas/sql/0004_storage.sql: public
// read, writes only under the user's own folder).
import { getSupabase } from '@/lib/supabase'
import { extensionFor, fitWithin } from '../domain/image'

export const BUCKET = 'company-assets'

/** The image, scaled down on a canvas when its longer side is over the limit; otherwise the file itself. */
export async function downscaled(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file)
  try {
    const size = fitWithin(bitmap.width, bitmap.height)
    if (!size.scaled) return file
    const canvas = document.createElement('canvas')
    canvas.width = size.width
    canvas.height = size.height
    const context = canvas.getContext('2d')
    if (!context) return file
    context.drawImage(bitmap, 0, 0, size.width, size.height)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, file.type, 0.9))
    return blob ?? file
  } finally {
    bitmap.close()
  }
}

/** Stores the image as `<user id>/<name>.<ext>` and returns its public URL (with a version so caches refresh). */
export async function uploadCompanyImage(
  userId: string,
  name: 'logo' | 'upi-qr',
  file: File,
): Promise<string> {
  const blob = await downscaled(file)
  const path = `${userId}/${name}.${extensionFor(file.type)}`
  const client = await getSupabase()
  const { error } = await client.storage
    .from(BUCKET)
    .upload(path, blob, { upsert: true, contentType: file.type, cacheControl: '3600' })
  if (error) throw error
  const { data } = client.storage.from(BUCKET).getPublicUrl(path)
  return `${data.publicUrl}?v=${Date.now()}`
}

/** The object path of a URL in this user's folder of the bucket, or null for any other URL. */
export function ownObjectPath(url: string, userId: string): string | null {
  const marker = `/${BUCKET}/${userId}/`
  const at = url.indexOf(marker)
  if (at < 0) return null
  return `${userId}/${url.slice(at + marker.length).split('?')[0]}`
}

/** Deletes images that the saved settings no longer point to; best effort, a leftover file is harmless. */
export async function removeUnusedImages(userId: string, before: string[], after: string[]): Promise<void> {
  const kept = new Set(after.map((u) => ownObjectPath(u, userId)))
  const stale = before
    .map((u) => ownObjectPath(u, userId))
    .filter((p): p is string => p !== null && !kept.has(p))
  if (stale.length === 0) return
  const client = await getSupabase()
  await client.storage.from(BUCKET).remove(stale)
}
