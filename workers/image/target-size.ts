// "Compress to 50 KB": the highest quality whose file is not above the target, by binary search on the
// quality (file size grows with quality for MozJPEG, WebP and AVIF, apart from tiny wobbles that a
// search of this width tolerates). About seven encodes instead of a hundred.

export type Encoded = { bytes: Uint8Array; quality: number }

export const MIN_QUALITY = 5
export const MAX_QUALITY = 95

/**
 * Finds the best quality in [MIN_QUALITY, `highest`] whose encoding fits `targetBytes`. When even the lowest
 * quality is too big, returns that smallest attempt with `met: false`, so the page can say so honestly.
 */
export async function searchQuality(
  encode: (quality: number) => Promise<Uint8Array>,
  targetBytes: number,
  highest = MAX_QUALITY,
): Promise<Encoded & { met: boolean; attempts: number }> {
  let attempts = 0
  const tryQuality = async (quality: number): Promise<Encoded> => {
    attempts += 1
    return { bytes: await encode(quality), quality }
  }
  const top = await tryQuality(highest)
  if (top.bytes.length <= targetBytes) return { ...top, met: true, attempts }
  const bottom = await tryQuality(MIN_QUALITY)
  if (bottom.bytes.length > targetBytes) return { ...bottom, met: false, attempts }
  let best = bottom
  let low = MIN_QUALITY + 1
  let high = highest - 1
  while (low <= high) {
    const middle = Math.floor((low + high) / 2)
    const attempt = await tryQuality(middle)
    if (attempt.bytes.length <= targetBytes) {
      best = attempt
      low = middle + 1
    } else {
      high = middle - 1
    }
  }
  return { ...best, met: true, attempts }
}
