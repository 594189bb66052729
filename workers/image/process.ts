// The one task behind the compressor, resizer and format converters: for each file, recognise it, plan the
// size, decode upright (which also drops EXIF and other metadata: the pixels are encoded afresh), encode in
// the chosen format at a quality or to a target size, keep the original when asked and it is smaller, and
// pack a ZIP for a batch. One bad file does not stop the others; each gets its own problem code.
import { zipFiles } from '../pdf/zip'
import { WorkerTaskError, toWorkerError } from '../shared/errors'
import {
  EXTENSIONS,
  MIME_TYPES,
  type EncodedFormat,
  type ItemProblem,
  type OnProgress,
  type PlannedSize,
  type ProcessedImage,
  type ProcessOptions,
  type ProcessResult,
} from './api.options'
import { encodePixels } from './codecs'
import { PROBE_BYTES, probeImage, type ImageKind } from './probe'
import {
  MAX_INPUT_PIXELS,
  MAX_OUTPUT_PIXELS,
  orientedSize,
  outputName,
  planResize,
  type RenderPlan,
} from './resize.options'
import { getImageBackend, type ImageBackend } from './surface'
import { searchQuality } from './target-size'

const SAME_FORMAT: Record<ImageKind, EncodedFormat> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'png',
  bmp: 'png',
  heic: 'jpeg',
}

/** The format a file becomes under `options.format`. */
export function targetFormat(kind: ImageKind, format: ProcessOptions['format']): EncodedFormat {
  return format === 'same' ? SAME_FORMAT[kind] : format
}

/** Processes a batch; progress goes up per file. Fails as a whole only when cancelled. */
export async function processImages(
  input: { files: readonly Blob[]; names?: readonly string[] },
  options: ProcessOptions,
  onProgress?: OnProgress,
): Promise<ProcessResult> {
  const { files } = input
  if (files.length === 0) throw new WorkerTaskError('InvalidInput', 'no files')
  const items: ProcessedImage[] = []
  for (const [index, file] of files.entries()) {
    const name = input.names?.[index] ?? (file as Partial<File>).name ?? `image-${index + 1}`
    await onProgress?.({ fraction: index / files.length, stage: name })
    items.push(await processOne(file, name, options))
  }
  await onProgress?.({ fraction: 1 })
  const done = items.flatMap((item) => (item.output ? [item.output] : []))
  if (!options.zipName || done.length < 2) return { items }
  const entries = await Promise.all(
    done.map(async (output) => ({
      name: output.name,
      bytes: new Uint8Array(await output.blob.arrayBuffer()),
    })),
  )
  return {
    items,
    zip: {
      name: options.zipName,
      blob: new Blob([zipFiles(entries) as BlobPart], { type: 'application/zip' }),
    },
  }
}

/**
 * What each file will come out as, before the work starts: the planned size, and where this device cannot
 * draw it, the smaller size it will be saved at, so the tool can say so first (issue 23 item 4). Read from the
 * file's header only (no decoding): null for a file whose size the header does not give or that the task
 * will refuse anyway (its own message comes then).
 */
export async function planSizes(
  input: { files: readonly Blob[] },
  options: ProcessOptions,
): Promise<PlannedSize[]> {
  const backend = getImageBackend()
  const out: PlannedSize[] = []
  for (const file of input.files) {
    const probe = probeImage(new Uint8Array(await file.slice(0, PROBE_BYTES).arrayBuffer()))
    const source = probe && probe.kind !== 'heic' ? orientedSize(probe, probe.orientation) : null
    if (!source?.width || !source.height || source.width * source.height > MAX_INPUT_PIXELS) {
      out.push(null)
      continue
    }
    const plan = planResize(source, options.resize)
    const drawable = drawableArea(backend, plan.width, plan.height)
    const shrunk = drawable < plan.width * plan.height ? shrinkToLimit(plan, drawable) : null
    out.push({
      width: plan.width,
      height: plan.height,
      shrunkTo: shrunk ? { width: shrunk.width, height: shrunk.height } : null,
    })
  }
  return out
}

async function processOne(file: Blob, inputName: string, options: ProcessOptions): Promise<ProcessedImage> {
  const item: ProcessedImage = { inputName, inputBytes: file.size }
  const probe = probeImage(new Uint8Array(await file.slice(0, PROBE_BYTES).arrayBuffer()))
  if (!probe) return { ...item, problem: 'UnsupportedFormat' }
  item.inputKind = probe.kind
  if (probe.kind === 'heic') return { ...item, problem: 'Heic' }
  try {
    const backend = getImageBackend()
    let source = orientedSize(probe, probe.orientation)
    if (!source.width || !source.height) source = await backend.measure(file)
    if (source.width * source.height > MAX_INPUT_PIXELS) return { ...item, problem: 'TooLarge' }
    let plan = planResize(source, options.resize)
    const drawable = drawableArea(backend, plan.width, plan.height)
    const shrunkToFit = drawable < plan.width * plan.height
    if (shrunkToFit) plan = shrinkToLimit(plan, drawable)
    const format = targetFormat(probe.kind, options.format)
    // JPEG has no transparency: paint the background first so transparent parts do not turn black.
    const pixels = await backend.render(file, plan, format === 'jpeg' ? options.background : null)
    let bytes: Uint8Array
    let quality = options.quality
    let targetMet: boolean | undefined
    if (options.targetBytes && format !== 'png') {
      const found = await searchQuality(
        (q) => encodePixels(pixels, format, q),
        options.targetBytes,
        Math.min(95, Math.max(5, options.quality)),
      )
      ;({ bytes, quality } = found)
      targetMet = found.met
    } else {
      // PNG is lossless: no quality to search, so a target size is only checked and the page says so.
      bytes = await encodePixels(pixels, format, quality, options.pngLevel)
      if (options.targetBytes) targetMet = bytes.length <= options.targetBytes
    }
    const sameSize = plan.width === source.width && plan.height === source.height
    const keptOriginal = options.keepIfSmaller && file.size <= bytes.length && sameSize
    if (keptOriginal) {
      const keptFormat = SAME_FORMAT[probe.kind]
      const originalFits = options.targetBytes ? file.size <= options.targetBytes : undefined
      return {
        ...item,
        output: {
          name: keptName(inputName, options.nameSuffix, probe.kind),
          blob: file.type ? file : new Blob([file], { type: MIME_TYPES[keptFormat] }),
          format: keptFormat,
          width: source.width,
          height: source.height,
          quality,
          keptOriginal,
          lossless: format === 'png',
          targetMet: originalFits,
          shrunkToFit,
        },
      }
    }
    return {
      ...item,
      output: {
        name: outputName(inputName, options.nameSuffix, EXTENSIONS[format]),
        blob: new Blob([bytes as BlobPart], { type: MIME_TYPES[format] }),
        format,
        width: plan.width,
        height: plan.height,
        quality,
        keptOriginal: false,
        lossless: format === 'png',
        targetMet,
        shrunkToFit,
      },
    }
  } catch (error) {
    const code = toWorkerError(error).code
    if (code === 'Cancelled') throw error
    const known: ItemProblem[] = ['CorruptFile', 'TooLarge', 'OutOfMemory', 'UnsupportedFormat']
    return { ...item, problem: (known as string[]).includes(code) ? (code as ItemProblem) : 'Unknown' }
  }
}

/** The largest area this device was found to draw, and the smallest it could not, in this worker. */
const measured = { good: MAX_OUTPUT_PIXELS, bad: Infinity }

/**
 * The area (pixels) of `width` × `height` this device can draw: all of it when it can, else the largest a
 * few halvings between what it drew and what it could not find, never below what every browser draws. Tried
 * on a canvas, not guessed (issue 23: a desktop was told a 24-megapixel photo was too large for it), and
 * remembered for the worker's life.
 */
export function drawableArea(backend: Pick<ImageBackend, 'canDraw'>, width: number, height: number): number {
  const area = width * height
  const fits = (pixels: number) => {
    const scale = Math.sqrt(pixels / area)
    return backend.canDraw(Math.max(1, Math.floor(width * scale)), Math.max(1, Math.floor(height * scale)))
  }
  if (area <= measured.good) return area
  if (area < measured.bad) {
    if (fits(area)) {
      measured.good = area
      return area
    }
    measured.bad = area
  }
  for (let step = 0; step < 5 && measured.bad - measured.good > 1_000_000; step++) {
    const middle = Math.floor((measured.good + Math.min(measured.bad, area)) / 2)
    if (middle <= measured.good) break
    if (fits(middle)) measured.good = middle
    else measured.bad = middle
  }
  return Math.min(area, measured.good)
}

/** Forgets what was measured (tests). */
export function forgetDrawableArea(): void {
  measured.good = MAX_OUTPUT_PIXELS
  measured.bad = Infinity
}

function shrinkToLimit(plan: RenderPlan, drawable: number): RenderPlan {
  const scale = Math.sqrt(drawable / (plan.width * plan.height))
  const width = Math.max(1, Math.floor(plan.width * scale))
  const height = Math.max(1, Math.floor(plan.height * scale))
  return {
    width,
    height,
    scaledWidth: Math.floor(plan.scaledWidth * scale),
    scaledHeight: Math.floor(plan.scaledHeight * scale),
    offsetX: Math.floor(plan.offsetX * scale),
    offsetY: Math.floor(plan.offsetY * scale),
  }
}

function keptName(inputName: string, suffix: string, kind: ImageKind): string {
  const dot = inputName.lastIndexOf('.')
  const ext = dot > 0 ? inputName.slice(dot + 1) : EXTENSIONS[SAME_FORMAT[kind]]
  return outputName(inputName, suffix, ext)
}
