// Compress PDF without AGPL engines: every 8-bit RGB or grey image (JPEG, or Flate without predictors) is
// brought down to a target resolution at its largest possible size on the page and re-encoded with MozJPEG;
// an image is replaced only when the new one is smaller. Then the file is saved with object streams
// (lossless repacking). The result is never bigger than the input: if nothing shrank, the input is returned.
import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  type PDFDocument,
} from '@cantoo/pdf-lib'
import { inflateSync, unzlibSync } from 'fflate'
import { WorkerTaskError } from '../shared/errors'
import { encodeMozJpeg } from '../shared/mozjpeg'
import { TARGET_STEPS, PRESET_SETTINGS, type CompressOptions, type CompressResult } from './compress.options'
import { openPdf, readBytes, savePdf } from './open-pdf'
import { PDF_MIME, toBlob, type OnProgress } from './progress'
import { MAX_CANVAS_PIXELS, surfaceBackend } from './surface'

type Step = { quality: number; dpi: number }

/** Compresses with a preset, or searches the steps for the lightest one that meets `targetBytes`. */
export async function compress(
  input: { file: Blob },
  options: CompressOptions,
  onProgress?: OnProgress,
): Promise<CompressResult> {
  const original = await readBytes(input.file)
  const name = options.outputName ?? 'compressed.pdf'
  await openPdf(original, options.password)
  const run = (step: Step, report: OnProgress) => compressOnce(original, options.password, step, report)
  const best = options.targetBytes
    ? await searchTarget(options.targetBytes, run, onProgress)
    : await run(PRESET_SETTINGS[options.preset], (p) => onProgress?.({ ...p, stage: 'images' }))
  const smaller = best.bytes.byteLength < original.byteLength ? best : null
  const bytes = smaller ? smaller.bytes : original
  return {
    name,
    blob: toBlob(bytes, PDF_MIME),
    before: original.byteLength,
    after: bytes.byteLength,
    imagesChanged: smaller?.changed ?? 0,
    reached: options.targetBytes ? bytes.byteLength <= options.targetBytes : undefined,
    unchanged: !smaller,
  }
}

type Attempt = { bytes: Uint8Array; changed: number }

/**
 * The lightest step whose output fits `target`, or the heaviest step's output when none does. Each pass
 * re-encodes every image (slow with MozJPEG), so the heaviest step goes first — an unreachable target is
 * answered after one pass — then a binary search over the lighter ones, whose sizes only shrink step by
 * step: at most 1 + ⌈log₂ steps⌉ passes instead of one per step.
 */
async function searchTarget(
  target: number,
  run: (step: Step, report: OnProgress) => Promise<Attempt>,
  onProgress?: OnProgress,
): Promise<Attempt> {
  const last = TARGET_STEPS.length - 1
  const passes = 1 + Math.ceil(Math.log2(TARGET_STEPS.length))
  let pass = 0
  const attempt = async (index: number) => {
    const done = pass
    pass += 1
    return run(TARGET_STEPS[index]!, (p) =>
      onProgress?.({ fraction: Math.min(1, (done + p.fraction) / passes), stage: 'images' }),
    )
  }
  let fit = await attempt(last)
  if (fit.bytes.byteLength > target) return fit
  let lo = 0
  let hi = last
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2)
    const result = await attempt(mid)
    if (result.bytes.byteLength <= target) {
      fit = result
      hi = mid
    } else {
      lo = mid + 1
    }
  }
  return fit
}

async function compressOnce(
  original: Uint8Array,
  password: string | undefined,
  step: Step,
  onProgress: OnProgress,
): Promise<Attempt> {
  const doc = await openPdf(original, password)
  const sizes = displaySizes(doc)
  const masks = softMaskRefs(doc)
  const images = doc.context
    .enumerateIndirectObjects()
    .filter(
      (entry): entry is [PDFRef, PDFRawStream] =>
        entry[1] instanceof PDFRawStream && entry[1].dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    )
  let changed = 0
  for (const [i, [ref, stream]] of images.entries()) {
    if (!masks.has(ref.toString())) {
      const box = sizes.get(ref.toString()) ?? { width: 612, height: 842 }
      const replacement = await recompress(doc, stream, box, step).catch((error: unknown) => {
        if (error instanceof WorkerTaskError && error.code === 'OutOfMemory') throw error
        return null
      })
      if (replacement) {
        doc.context.assign(ref, replacement)
        changed += 1
      }
    }
    await onProgress({ fraction: (i + 1) / images.length })
  }
  const bytes = await savePdf(doc, { updateFieldAppearances: false })
  return { bytes, changed }
}

/** The largest page (in points) each image appears on: an image cannot be shown bigger than its page. */
function displaySizes(doc: PDFDocument): Map<string, { width: number; height: number }> {
  const sizes = new Map<string, { width: number; height: number }>()
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize()
    const visit = (resources: PDFDict | undefined, depth: number) => {
      const xobjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict)
      if (!xobjects || depth > 4) return
      for (const [, value] of xobjects.entries()) {
        if (!(value instanceof PDFRef)) continue
        const key = value.toString()
        const previous = sizes.get(key)
        sizes.set(key, {
          width: Math.max(width, previous?.width ?? 0),
          height: Math.max(height, previous?.height ?? 0),
        })
        const target = doc.context.lookup(value)
        if (target instanceof PDFRawStream && target.dict.get(PDFName.of('Subtype')) === PDFName.of('Form')) {
          visit(target.dict.lookupMaybe(PDFName.of('Resources'), PDFDict), depth + 1)
        }
      }
    }
    visit(page.node.Resources(), 0)
  }
  return sizes
}

function softMaskRefs(doc: PDFDocument): Set<string> {
  const refs = new Set<string>()
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream)) continue
    for (const key of ['SMask', 'Mask']) {
      const value = obj.dict.get(PDFName.of(key))
      if (value instanceof PDFRef) refs.add(value.toString())
    }
  }
  return refs
}

function nameOf(dict: PDFDict, key: string): string | undefined {
  const value = dict.lookup(PDFName.of(key))
  if (value instanceof PDFName) return value.decodeText()
  if (value instanceof PDFArray && value.size() === 1) {
    const only = value.lookup(0)
    if (only instanceof PDFName) return only.decodeText()
  }
  return undefined
}

function numberOf(dict: PDFDict, key: string): number | undefined {
  const value = dict.lookup(PDFName.of(key))
  return value instanceof PDFNumber ? value.asNumber() : undefined
}

/** Channels of a colour space we can re-encode: 3 (RGB) or 1 (grey); null for anything else. */
function channels(dict: PDFDict): 1 | 3 | null {
  const space = dict.lookup(PDFName.of('ColorSpace'))
  if (space instanceof PDFName) {
    return space === PDFName.of('DeviceRGB') ? 3 : space === PDFName.of('DeviceGray') ? 1 : null
  }
  if (space instanceof PDFArray && space.lookup(0) === PDFName.of('ICCBased')) {
    const profile = space.lookup(1)
    const n = profile instanceof PDFRawStream ? numberOf(profile.dict, 'N') : undefined
    return n === 3 ? 3 : n === 1 ? 1 : null
  }
  return null
}

async function recompress(
  doc: PDFDocument,
  stream: PDFRawStream,
  box: { width: number; height: number },
  step: Step,
): Promise<PDFRawStream | null> {
  const dict = stream.dict
  const width = numberOf(dict, 'Width') ?? 0
  const height = numberOf(dict, 'Height') ?? 0
  const filter = nameOf(dict, 'Filter')
  const n = channels(dict)
  if (!n || width < 16 || height < 16 || width * height > MAX_CANVAS_PIXELS) return null
  if (
    dict.get(PDFName.of('ImageMask')) ||
    dict.get(PDFName.of('Decode')) ||
    numberOf(dict, 'BitsPerComponent') !== 8
  ) {
    return null
  }
  if (filter !== 'DCTDecode' && filter !== 'FlateDecode') return null
  if (filter === 'FlateDecode' && dict.get(PDFName.of('DecodeParms'))) return null

  // Pixels needed for the image to fill its page at the target DPI; never upscale.
  const scale = Math.min(1, ((box.width / 72) * step.dpi) / width, ((box.height / 72) * step.dpi) / height)
  const outW = Math.max(1, Math.round(width * scale))
  const outH = Math.max(1, Math.round(height * scale))
  const backend = surfaceBackend()
  const out = backend.create(outW, outH)
  try {
    out.context.fillStyle = '#ffffff'
    out.context.fillRect(0, 0, outW, outH)
    out.context.imageSmoothingQuality = 'high'
    if (filter === 'DCTDecode') {
      const decoded = await backend.decode(stream.contents, 'image/jpeg')
      try {
        out.context.drawImage(decoded.source, 0, 0, outW, outH)
      } finally {
        decoded.close()
      }
    } else {
      const raw = inflate(stream.contents)
      if (raw.length < width * height * n) return null
      const full = backend.create(width, height)
      try {
        const rgba = new ImageData(width, height)
        for (let p = 0, q = 0; p < width * height; p += 1, q += n) {
          rgba.data[p * 4] = raw[q]!
          rgba.data[p * 4 + 1] = raw[n === 3 ? q + 1 : q]!
          rgba.data[p * 4 + 2] = raw[n === 3 ? q + 2 : q]!
          rgba.data[p * 4 + 3] = 255
        }
        full.context.putImageData(rgba, 0, 0)
        out.context.drawImage(full.canvas as CanvasImageSource, 0, 0, outW, outH)
      } finally {
        full.release()
      }
    }
    const pixels = out.context.getImageData(0, 0, outW, outH)
    // Free the canvas before the encoder's own buffers are allocated: phones cap memory (§0.12).
    out.release()
    const jpeg = await encodeMozJpeg(pixels, step.quality * 100, n === 1)
    if (jpeg.byteLength >= stream.contents.byteLength) return null
    const next = dict.clone(doc.context)
    next.set(PDFName.of('Filter'), PDFName.of('DCTDecode'))
    next.set(PDFName.of('Width'), PDFNumber.of(outW))
    next.set(PDFName.of('Height'), PDFNumber.of(outH))
    next.set(PDFName.of('BitsPerComponent'), PDFNumber.of(8))
    // The pixels went through an sRGB canvas, so an ICC profile no longer applies as written; a grey
    // original stays one channel.
    next.set(PDFName.of('ColorSpace'), PDFName.of(n === 1 ? 'DeviceGray' : 'DeviceRGB'))
    next.delete(PDFName.of('DecodeParms'))
    next.set(PDFName.of('Length'), PDFNumber.of(jpeg.byteLength))
    return PDFRawStream.of(next, jpeg)
  } finally {
    out.release()
  }
}

/** Flate data as PDFs hold it: zlib-wrapped, though some writers leave the wrapper off. */
function inflate(data: Uint8Array): Uint8Array {
  try {
    return unzlibSync(data)
  } catch {
    return inflateSync(data)
  }
}
