// The e-Aadhaar formatter's two tasks. `aadhaarOpen` opens the locked PDF with pdf.js, finds the two cards
// on page 1 (or offers the standard places) and the printed Aadhaar numbers; `aadhaarLayout` draws each card
// at 600 dpi (masking first if asked, so the hidden digits are gone from the pixels, not just covered),
// keeps them lossless (PNG) so the secure QR stays sharp, and places them at ID-1 size on an A4 PDF.
import { degrees, PDFDocument, rgb } from '@cantoo/pdf-lib'
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist'
import { WorkerTaskError } from '../shared/errors'
import {
  A4_MM,
  CARD_DPI,
  CARD_MM,
  detectCards,
  findNumberBoxes,
  layoutCards,
  POINTS_PER_MM,
  standardCards,
  type AadhaarLayoutOptions,
  type AadhaarPage,
  type Rect,
  type TextItem,
} from './aadhaar.options'
import type { OnProgress, OutputFile } from './api.options'
import { readBytes } from './open-pdf'
import { openWithPdfjs } from './pdfjs'
import { fitPixels, surfaceBackend } from './surface'

const PREVIEW_DPI = 100

async function withFirstPage<T>(
  file: Blob,
  password: string | undefined,
  work: (page: PDFPageProxy) => Promise<T>,
): Promise<T> {
  const doc: PDFDocumentProxy = await openWithPdfjs(await readBytes(file), password)
  try {
    return await work(await doc.getPage(1))
  } finally {
    await doc.loadingTask.destroy()
  }
}

/** Renders `region` (points, top-left) of the page at `dpi` onto a white surface. */
async function renderRegion(page: PDFPageProxy, region: Rect, dpi: number) {
  const wanted = dpi / 72
  const size = fitPixels(Math.round(region.width * wanted), Math.round(region.height * wanted))
  const scale = wanted * size.scale
  const surface = surfaceBackend().create(size.width, size.height)
  surface.context.fillStyle = '#ffffff'
  surface.context.fillRect(0, 0, size.width, size.height)
  try {
    await page.render({
      canvas: null,
      canvasContext: surface.context as never,
      viewport: page.getViewport({ scale }),
      transform: [1, 0, 0, 1, -region.x * scale, -region.y * scale],
    }).promise
  } catch (error) {
    surface.release()
    if (error instanceof RangeError) throw new WorkerTaskError('OutOfMemory', String(error))
    throw new WorkerTaskError('CorruptFile', `render: ${String(error)}`)
  }
  return { surface, scale }
}

export async function aadhaarOpen(
  input: { file: Blob },
  options: { password?: string },
): Promise<AadhaarPage> {
  return withFirstPage(input.file, options.password, async (page) => {
    const viewport = page.getViewport({ scale: 1 })
    const size = { width: viewport.width, height: viewport.height }
    const { surface } = await renderRegion(page, { x: 0, y: 0, ...size }, PREVIEW_DPI)
    try {
      const image = surface.context.getImageData(0, 0, surface.width, surface.height).data
      const ink = new Uint8Array(surface.width * surface.height)
      for (let p = 0; p < ink.length; p += 1) {
        const i = p * 4
        ink[p] = image[i]! * 0.3 + image[i + 1]! * 0.59 + image[i + 2]! * 0.11 < 128 ? 1 : 0
      }
      const found = detectCards(ink, surface.width, surface.height)
      const toPoints = (r: Rect): Rect => ({
        x: r.x * size.width,
        y: r.y * size.height,
        width: r.width * size.width,
        height: r.height * size.height,
      })
      const cards = found ? { front: toPoints(found.front), back: toPoints(found.back) } : standardCards(size)
      const content = await page.getTextContent()
      const items: TextItem[] = []
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue
        const [x, baseline] = viewport.convertToViewportPoint(item.transform[4], item.transform[5]) as [
          number,
          number,
        ]
        const height = item.height || Math.hypot(item.transform[2], item.transform[3])
        items.push({ str: item.str, x, y: baseline - height, width: item.width, height: height * 1.2 })
      }
      const preview = new Blob([(await surface.encode('image/jpeg', 0.8)) as BlobPart], {
        type: 'image/jpeg',
      })
      return { page: size, preview, ...cards, detected: Boolean(found), numberBoxes: findNumberBoxes(items) }
    } finally {
      surface.release()
    }
  })
}

function maskRegion(context: OffscreenCanvasRenderingContext2D, region: Rect, box: Rect, scale: number) {
  const x = (box.x - region.x) * scale
  const y = (box.y - region.y) * scale
  const width = box.width * scale
  const height = box.height * scale
  context.fillStyle = '#ffffff'
  context.fillRect(x, y, width, height)
  context.fillStyle = '#000000'
  context.textBaseline = 'middle'
  let size = height * 0.8
  context.font = `bold ${size}px sans-serif`
  const measured = context.measureText('XXXX XXXX').width
  if (measured > width) {
    size *= width / measured
    context.font = `bold ${size}px sans-serif`
  }
  context.fillText('XXXX XXXX', x, y + height / 2)
}

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

export async function aadhaarLayout(
  input: { file: Blob },
  options: AadhaarLayoutOptions,
  onProgress?: OnProgress,
): Promise<OutputFile> {
  for (const rect of [options.front, options.back]) {
    if (!(rect.width > 10 && rect.height > 10)) {
      throw new WorkerTaskError('InvalidInput', 'card box too small')
    }
  }
  const pngs = await withFirstPage(input.file, options.password, async (page) => {
    const out: Record<'front' | 'back', Uint8Array> = { front: new Uint8Array(), back: new Uint8Array() }
    for (const [index, card] of (['front', 'back'] as const).entries()) {
      const region = options[card]
      const { surface, scale } = await renderRegion(page, region, CARD_DPI)
      try {
        for (const box of options.mask) {
          if (overlaps(box, region)) maskRegion(surface.context, region, box, scale)
        }
        out[card] = await surface.encode('image/png', 1)
      } finally {
        surface.release()
      }
      await onProgress?.({ fraction: 0.2 + index * 0.35 })
    }
    return out
  })
  const doc = await PDFDocument.create()
  const pt = (mm: number) => mm * POINTS_PER_MM
  const pdfPage = doc.addPage([pt(A4_MM.width), pt(A4_MM.height)])
  const images = { front: await doc.embedPng(pngs.front), back: await doc.embedPng(pngs.back) }
  const top = pt(A4_MM.height)
  const { cards, marks } = layoutCards(options.layout, options.copies)
  const w = pt(CARD_MM.width)
  const h = pt(CARD_MM.height)
  for (const placed of cards) {
    const x = pt(placed.x)
    const y = top - pt(placed.y) - h
    // pdf-lib turns an image about its lower-left corner, so a half turn starts from the opposite corner.
    pdfPage.drawImage(images[placed.card], {
      x: placed.rotate ? x + w : x,
      y: placed.rotate ? y + h : y,
      width: w,
      height: h,
      rotate: degrees(placed.rotate ? 180 : 0),
    })
  }
  for (const mark of marks) {
    pdfPage.drawLine({
      start: { x: pt(mark.x1), y: top - pt(mark.y1) },
      end: { x: pt(mark.x2), y: top - pt(mark.y2) },
      thickness: 0.5,
      color: rgb(0, 0, 0),
      dashArray: mark.dashed ? [2, 2] : undefined,
    })
  }
  doc.setTitle('Aadhaar card print')
  doc.setProducer('AutoBahi')
  const bytes = await doc.save()
  await onProgress?.({ fraction: 1 })
  return {
    name: `aadhaar-${options.layout}.pdf`,
    blob: new Blob([bytes as BlobPart], { type: 'application/pdf' }),
  }
}
