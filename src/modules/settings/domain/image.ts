// Rules for the logo and UPI QR uploads: which files are accepted and how far a large image is scaled down
// before it is uploaded (a phone photo of a QR code is often 4000 px wide and several MB).

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024
/** Longest side kept; plenty for an invoice header or a QR code printed at 3 cm. */
export const IMAGE_MAX_SIDE = 1024

export type ImageProblem = 'type' | 'size'

/** Why a chosen file cannot be used, or null when it can. */
export function imageProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type'
  if (file.size > IMAGE_MAX_BYTES) return 'size'
  return null
}

/** The size to draw an image at so that its longer side is at most `maxSide`; never enlarges. */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number = IMAGE_MAX_SIDE,
): { width: number; height: number; scaled: boolean } {
  if (!(width > 0 && height > 0)) return { width: 0, height: 0, scaled: false }
  const longer = Math.max(width, height)
  if (longer <= maxSide) return { width, height, scaled: false }
  const ratio = maxSide / longer
  return {
    width: Math.max(1, Math.round(width * ratio)),
    height: Math.max(1, Math.round(height * ratio)),
    scaled: true,
  }
}

/** File extension for a stored image of this MIME type. */
export function extensionFor(type: string): 'png' | 'jpg' | 'webp' {
  return type === 'image/jpeg' ? 'jpg' : type === 'image/webp' ? 'webp' : 'png'
}
