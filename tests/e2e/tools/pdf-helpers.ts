// Shared by the PDF tool specs: fixtures made with pdf-lib in the test, offline set-up, reading downloads.
import { readFileSync } from 'node:fs'
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib'
import type { BrowserContext, Download, Page } from '@playwright/test'
import { waitForServiceWorkerControl } from '../pwa/sw-helpers'

export type FilePayload = { name: string; mimeType: string; buffer: Buffer }

/** A PDF whose pages say "Page n of <label>". */
export async function pdfFile(name: string, pages: number, label = name): Promise<FilePayload> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let n = 1; n <= pages; n += 1) {
    doc.addPage([300, 400]).drawText(`Page ${n} of ${label}`, { x: 20, y: 340, size: 16, font })
  }
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) }
}

/** The committed locked fixture (password "secret", 3 pages). */
export function lockedFile(): FilePayload {
  return {
    name: 'locked.pdf',
    mimeType: 'application/pdf',
    buffer: readFileSync(new URL('../../fixtures/pdf/locked.pdf', import.meta.url)),
  }
}

/** Opens a tool page, waits for the service worker, then cuts the network. */
export async function openOffline(page: Page, context: BrowserContext, path: string): Promise<void> {
  await page.goto(path)
  await waitForServiceWorkerControl(page)
  await context.setOffline(true)
  await page.reload()
}

export async function downloadedBytes(download: Download): Promise<Buffer> {
  const path = await download.path()
  return readFileSync(path)
}
