// JPEG/PNG/WebP to PDF. JPEG bytes are embedded untouched (no generational loss, smallest file) and turned
// upright by the page's drawing matrix from their EXIF orientation; PNG is embedded losslessly; WebP, which
// PDF cannot hold, is decoded and re-encoded as a high-quality JPEG.
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  type PDFImage,
} from '@cantoo/pdf-lib'
import { WorkerTaskError } from '../shared/errors'
import { jpegOrientation, orientationMatrix } from './exif'
import { MARGIN_POINTS, type ImagesToPdfOptions, type PageSize } from './images-to-pdf.options'
import { readBytes, savePdf } from './open-pdf'
import { PDF_MIME, toBlob, type OnProgress, type OutputFile } from './progress'
import { surfaceBackend } from './surface'

export type ImagesToPdfInput = { images: readonly Blob[] }

const PAGE_POINTS: Record<Exclude<PageSize, 'fit'>, [number, number]> = {
  a4: [595.28, 841.89],
  letter: [612, 792],
}
// An image placed at its own size is shown at 96 pixels per inch (CSS pixels): 0.75 point per pixel.
const POINTS_PER_PIXEL = 0.75

/** Builds a PDF with one image per page. */
export async function imagesToPdf(
  input: ImagesToPdfInput,
  options: ImagesToPdfOptions,
  onProgress?: OnProgress,
): Promise<OutputFile> {
  if (input.images.length === 0) throw new WorkerTaskError('InvalidInput', 'no images')
  const doc = await PDFDocument.create()
  for (const [i, file] of input.images.entries()) {
    const bytes = await readBytes(file)
    const { image, orientation } = await embedImage(doc, bytes)
    const { matrix, swapsSides } = orientationMatrix(orientation, options.turns?.[i] ?? 0)
    const shownW = swapsSides ? image.height : image.width
    const shownH = swapsSides ? image.width : image.height
    const margin = MARGIN_POINTS[options.margin]
    const [pageW, pageH] = pageSizeFor(options, shownW, shownH, margin)
    const page = doc.addPage([pageW, pageH])
    const scale = Math.min((pageW - 2 * margin) / shownW, (pageH - 2 * margin) / shownH)
    const boxW = shownW * scale
    const boxH = shownH * scale
    const x = (pageW - boxW) / 2
    const y = (pageH - boxH) / 2
    const name = page.node.newXObject('Image', image.ref)
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(boxW, 0, 0, boxH, x, y),
      concatTransformationMatrix(...matrix),
      drawObject(name),
      popGraphicsState(),
    )
    await onProgress?.({ fraction: (i + 1) / input.images.length, stage: 'adding' })
  }
  const out = await savePdf(doc)
  return {
    name: options.outputName ?? 'images.pdf',
    blob: toBlob(out, PDF_MIME),
    pageCount: input.images.length,
  }
}

function pageSizeFor(options: ImagesToPdfOptions, w: number, h: number, margin: number): [number, number] {
  if (options.pageSize === 'fit') {
    return [w * POINTS_PER_PIXEL + 2 * margin, h * POINTS_PER_PIXEL + 2 * margin]
  }
  const [short, long] = PAGE_POINTS[options.pageSize]
  const landscape = options.orientation === 'landscape' || (options.orientation === 'auto' && w > h)
  return landscape ? [long, short] : [short, long]
}

/** Sniffs the real type from the first bytes (a renamed file must not fool us). */
export function sniffImage(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png'
  const riff = String.fromCharCode(...bytes.subarray(0, 4))
  const webp = String.fromCharCode(...bytes.subarray(8, 12))
  if (riff === 'RIFF' && webp === 'WEBP') return 'webp'
  return null
}

async function embedImage(
  doc: PDFDocument,
  bytes: Uint8Array,
): Promise<{ image: PDFImage; orientation: number }> {
  if (bytes.length === 0) throw new WorkerTaskError('InvalidInput', 'empty image')
  const kind = sniffImage(bytes)
  try {
    if (kind === 'jpeg') return { image: await doc.embedJpg(bytes), orientation: jpegOrientation(bytes) }
    if (kind === 'png') return { image: await doc.embedPng(bytes), orientation: 1 }
  } catch (error) {
    throw new WorkerTaskError('CorruptFile', String(error))
  }
  if (kind === 'webp') return { image: await doc.embedJpg(await webpToJpeg(bytes)), orientation: 1 }
  throw new WorkerTaskError('UnsupportedFormat', 'not a JPEG, PNG or WebP image')
}

async function webpToJpeg(bytes: Uint8Array): Promise<Uint8Array> {
  const backend = surfaceBackend()
  let decoded
  try {
    decoded = await backend.decode(bytes, 'image/webp')
  } catch (error) {
    throw new WorkerTaskError('CorruptFile', String(error))
  }
  const surface = backend.create(decoded.width, decoded.height)
  try {
    // JPEG has no transparency: see-through parts become white, as on paper.
    surface.context.fillStyle = '#ffffff'
    surface.context.fillRect(0, 0, decoded.width, decoded.height)
    surface.context.drawImage(decoded.source, 0, 0)
    return await surface.encode('image/jpeg', 0.92)
  } finally {
    decoded.close()
    surface.release()
  }
}
