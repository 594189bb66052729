import type { BrowserContext, Page } from '@playwright/test'
import jsQR from 'jsqr'
import { waitForServiceWorkerControl } from '../pwa/sw-helpers'

/**
 * Reads a downloaded PNG's pixels through the page's canvas, scaled to 320 px wide (about six pixels per
 * module, where jsQR reads round dots best), and decodes them with jsQR here (strict). The pixels travel
 * as base64: a plain number array of a large picture takes a minute to serialise on a loaded machine.
 */
export async function decodePng(page: Page, bytes: Buffer): Promise<string | null> {
  const pixels = await page.evaluate(async (b64) => {
    const img = new Image()
    img.src = `data:image/png;base64,${b64}`
    await img.decode()
    const scale = 320 / img.naturalWidth
    const canvas = document.createElement('canvas')
    canvas.width = 320
    canvas.height = Math.round(img.naturalHeight * scale)
    const ctx = canvas.getContext('2d')!
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height)
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data
    let binary = ''
    for (let i = 0; i < data.length; i += 0x8000) {
      binary += String.fromCharCode(...data.subarray(i, i + 0x8000))
    }
    return { base64: btoa(binary), width: canvas.width, height: canvas.height }
  }, bytes.toString('base64'))
  const data = new Uint8ClampedArray(Buffer.from(pixels.base64, 'base64'))
  const code = jsQR(data, pixels.width, pixels.height, { inversionAttempts: 'dontInvert' })
  return code?.data ?? null
}

/**
 * Opens a path, waits for the service worker to finish precaching (up to a minute: the precache is ~22 MB
 * and install takes long on a loaded CI machine), then reloads it offline.
 */
export async function openOfflinePatiently(page: Page, context: BrowserContext, path: string): Promise<void> {
  await page.goto(path)
  await waitForServiceWorkerControl(page)
  await context.setOffline(true)
  await page.reload()
}
