// Reads a picked image and redraws it on a canvas no larger than a box, so a 40-megapixel phone photo
// becomes a small PNG/JPEG data URL that is cheap to store in IndexedDB and to place on a page.

export type DownscaledImage = { dataUrl: string; width: number; height: number; shrunk: boolean }

/** Fits an image into maxWidth × maxHeight (never enlarges); rejects files the browser cannot decode. */
export async function downscaleImage(
  file: Blob,
  maxWidth: number,
  maxHeight: number,
  type: 'image/png' | 'image/jpeg' = 'image/png',
): Promise<DownscaledImage> {
  const bitmap = await createImageBitmap(file)
  try {
    const scale = Math.min(1, maxWidth / bitmap.width, maxHeight / bitmap.height)
    const width = Math.max(1, Math.round(bitmap.width * scale))
    const height = Math.max(1, Math.round(bitmap.height * scale))
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const ctx = canvas.getContext('2d')
    if (!ctx) throw new Error('no-canvas')
    ctx.imageSmoothingQuality = 'high'
    ctx.drawImage(bitmap, 0, 0, width, height)
    return { dataUrl: canvas.toDataURL(type, 0.9), width, height, shrunk: scale < 1 }
  } finally {
    bitmap.close()
  }
}
