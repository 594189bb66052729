// Where job-card photos and signatures live on the server, and what the bucket accepts. The same numbers are in
// schemas/sql/0017_job_card_media.sql (a test keeps the two equal).

/** The private Storage bucket of job-card media. */
export const MEDIA_BUCKET = 'job-card-media'

/** Photos are JPEG (downscaled in the browser), the signature is PNG. */
export const MEDIA_TYPES: readonly string[] = ['image/jpeg', 'image/png']

/** 5 MiB: a 1600 px JPEG is well under 2 MB; anything larger is not what the app stores. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024

/** `<company id>/<job card id>/<media id>`: the company's folder is what row-level security checks. */
export function mediaPath(companyId: string, cardId: string, mediaId: string): string {
  return `${companyId}/${cardId}/${mediaId}`
}

export function acceptsMedia(type: string, size: number): boolean {
  return MEDIA_TYPES.includes(type) && size > 0 && size <= MEDIA_MAX_BYTES
}
