/**
 * Opens an image file as the browser shows it (upright by its EXIF) into a bitmap at most `side` px on its
 * long edge, for a tool's on-screen editing, with the picture's full size for the worker's full-size work.
 * Rejects when the browser cannot read the file.
 */
export async function loadPreview(
  file: Blob,
  side: number,
  quality: ResizeQuality,
): Promise<{ natural: { width: number; height: number }; preview: ImageBitmap }> {
  const url = URL.createObjectURL(file)
  try {
    const image = new Image()
    image.src = url
    await image.decode()
    const natural = { width: image.naturalWidth, height: image.naturalHeight }
    const scale = Math.min(1, side / Math.max(natural.width, natural.height))
    const preview = await createImageBitmap(image, {
      resizeWidth: Math.max(1, Math.round(natural.width * scale)),
      resizeHeight: Math.max(1, Math.round(natural.height * scale)),
      resizeQuality: quality,
    })
    return { natural, preview }
  } finally {
    URL.revokeObjectURL(url)
  }
}
