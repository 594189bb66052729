// The passport photo: the picture placed in the frame at the photo's pixel size, brightened/contrasted,
// its background repainted, then saved as the best JPEG under the portal's limit (the compressor's
// quality search). With a sheet: the same photo at 300 dpi for the paper, as PDF and as JPEG.
import { WorkerTaskError } from '../shared/errors'
import type { OnProgress } from './api.options'
import { encodePixels } from './codecs'
import {
  mmToPixels,
  placementTransform,
  type PassportOptions,
  type PassportResult,
  type Size,
} from './passport.options'
import { adjustPixels, replaceBackground } from './photo-pixels.options'
import { PROBE_BYTES, probeImage } from './probe'
import { MAX_INPUT_PIXELS, orientedSize } from './resize.options'
import { composeSheet, layoutSheet, SHEET_DPI } from './sheet.options'
import { sheetPdf } from './sheet-pdf'
import { getImageBackend, type Pixels } from './surface'
import { searchQuality } from './target-size'

const PRINT_QUALITY = 92

async function sourceSize(file: Blob): Promise<Size> {
  const probe = probeImage(new Uint8Array(await file.slice(0, PROBE_BYTES).arrayBuffer()))
  if (!probe) throw new WorkerTaskError('UnsupportedFormat', 'not an image')
  if (probe.kind === 'heic') throw new WorkerTaskError('UnsupportedFormat', 'heic')
  let size = orientedSize(probe, probe.orientation)
  if (!size.width || !size.height) size = await getImageBackend().measure(file)
  if (size.width * size.height > MAX_INPUT_PIXELS) throw new WorkerTaskError('TooLarge', 'pixel cap')
  return size
}

async function renderPhoto(
  file: Blob,
  source: Size,
  output: Size,
  options: PassportOptions,
): Promise<Pixels> {
  const { scale, centre } = placementTransform(source, output, options.placement)
  const pixels = await getImageBackend().renderTransformed(file, {
    source,
    output,
    scale,
    centre,
    radians: 0,
    flipX: false,
    flipY: false,
    background: options.background?.colour ?? '#ffffff',
  })
  adjustPixels(pixels, options.adjust.brightness, options.adjust.contrast)
  if (options.background) replaceBackground(pixels, options.background.colour, options.background.tolerance)
  return pixels
}

export async function passportPhoto(
  input: { file: Blob },
  options: PassportOptions,
  onProgress?: OnProgress,
): Promise<PassportResult> {
  const source = await sourceSize(input.file)
  await onProgress?.({ fraction: 0.1 })
  const pixels = await renderPhoto(input.file, source, options.output, options)
  await onProgress?.({ fraction: 0.3 })
  const encode = (quality: number) => encodePixels(pixels, 'jpeg', quality)
  const found = options.maxBytes
    ? await searchQuality(encode, options.maxBytes)
    : { bytes: await encode(PRINT_QUALITY), quality: PRINT_QUALITY, met: true }
  const result: PassportResult = {
    photo: {
      name: `${options.name}.jpg`,
      blob: new Blob([found.bytes as BlobPart], { type: 'image/jpeg' }),
      width: pixels.width,
      height: pixels.height,
      quality: found.quality,
      met: found.met,
    },
  }
  await onProgress?.({ fraction: 0.6 })
  if (options.sheet) {
    const { paper, photoMm } = options.sheet
    const printSize = {
      width: mmToPixels(photoMm.width, SHEET_DPI),
      height: mmToPixels(photoMm.height, SHEET_DPI),
    }
    const print = await renderPhoto(input.file, source, printSize, options)
    const layout = layoutSheet(paper, photoMm)
    if (layout.cells.length === 0) throw new WorkerTaskError('InvalidInput', 'photo larger than paper')
    const printJpeg = await encodePixels(print, 'jpeg', PRINT_QUALITY)
    await onProgress?.({ fraction: 0.75 })
    result.sheetPdf = {
      name: `${options.name}-sheet-${paper}.pdf`,
      blob: new Blob([(await sheetPdf(layout, printJpeg, photoMm)) as BlobPart], { type: 'application/pdf' }),
      count: layout.cells.length,
    }
    await onProgress?.({ fraction: 0.85 })
    const sheet = composeSheet(layout, print)
    result.sheetJpeg = {
      name: `${options.name}-sheet-${paper}.jpg`,
      blob: new Blob([(await encodePixels(sheet, 'jpeg', PRINT_QUALITY)) as BlobPart], {
        type: 'image/jpeg',
      }),
    }
  }
  await onProgress?.({ fraction: 1 })
  return result
}
