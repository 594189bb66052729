import type { BrowserContext, Page } from '@playwright/test'
import jsQR from 'jsqr'

/** Reads a downloaded PNG's pixels (scaled to at most 512 px) through the page's canvas and decodes them with jsQR here (strict). */
export async function decodePng(page: Page, bytes: Buffer): Promise<string | null> {
  const pixels = await page.evaluate(async (b64) => {
    const img = new Image()
    img.src = `data:image/png;base64,${b64}`
    await img.decode()
    // At most 512 px wide: plenty of pixels per module, and few numbers to carry out of the page.
    const scale = Math.min(1, 512 / img.naturalWidth)
    const canvas = document.createElement('canvas')
    canvas.width = Math.round(img.naturalWidth * scale)
    canvas.height = Math.round(img.naturalHeight * scale)
    const ctx = canvas.getContext('2d')!
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height)
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height)
    return { data: Array.from(data.data), width: data.width, height: data.height }
  }, bytes.toString('base64'))
  const code = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height, {
    inversionAttempts: 'dontInvert',
  })
  return code?.data ?? null
}

/**
 * Opens a path, waits for the service worker to finish precaching (up to a minute: the precache is ~19 MB
 * and install takes long on a loaded CI machine), then reloads it offline.
 */
export async function openOfflinePatiently(page: Page, context: BrowserContext, path: string): Promise<void> {
  await page.goto(path)
  await page.waitForFunction(
    async () =>
      (await navigator.serviceWorker.ready).active?.state === 'activated' &&
      !!navigator.serviceWorker.controller,
    undefined,
    { timeout: 60_000 },
  )
  await context.setOffline(true)
  await page.reload()
}
