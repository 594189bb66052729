// Crop with turns, flips and straightening: the picture is drawn once, transformed, straight into a canvas
// of the crop's size (no full-size intermediate), then encoded. Large crops are scaled to the canvas limit.
import { WorkerTaskError } from '../shared/errors'
import { MIME_TYPES, type CropResult, type OnProgress } from './api.options'
import { encodePixels } from './codecs'
import { cropPixels, rotatedBounds, rotationRadians, type CropOptions } from './crop.options'
import { PROBE_BYTES, probeImage } from './probe'
import { MAX_INPUT_PIXELS, MAX_OUTPUT_PIXELS, orientedSize } from './resize.options'
import { getImageBackend } from './surface'

/** Crops one image; fails with a named error for non-images, HEIC (UnsupportedFormat) and huge pictures. */
export async function cropImage(
  input: { file: Blob },
  options: CropOptions,
  onProgress?: OnProgress,
): Promise<CropResult> {
  const probe = probeImage(new Uint8Array(await input.file.slice(0, PROBE_BYTES).arrayBuffer()))
  if (!probe) throw new WorkerTaskError('UnsupportedFormat', 'not an image')
  if (probe.kind === 'heic') throw new WorkerTaskError('UnsupportedFormat', 'heic')
  const backend = getImageBackend()
  let source = orientedSize(probe, probe.orientation)
  if (!source.width || !source.height) source = await backend.measure(input.file)
  if (source.width * source.height > MAX_INPUT_PIXELS) throw new WorkerTaskError('TooLarge', 'pixel cap')
  await onProgress?.({ fraction: 0.1 })
  const radians = rotationRadians(options.transform)
  const bounds = rotatedBounds(source.width, source.height, radians)
  const crop = cropPixels(options.crop, bounds)
  const scale = Math.min(1, Math.sqrt(MAX_OUTPUT_PIXELS / (crop.width * crop.height)))
  const width = Math.max(1, Math.floor(crop.width * scale))
  const height = Math.max(1, Math.floor(crop.height * scale))
  const pixels = await backend.renderTransformed(input.file, {
    source,
    output: { width, height },
    scale,
    // Where the turned picture's centre lands in the output.
    centre: { x: (bounds.width / 2 - crop.x) * scale, y: (bounds.height / 2 - crop.y) * scale },
    radians,
    flipX: options.transform.flipX,
    flipY: options.transform.flipY,
    background: options.format === 'jpeg' || options.transform.angle !== 0 ? options.background : null,
  })
  await onProgress?.({ fraction: 0.6 })
  const bytes = await encodePixels(pixels, options.format, options.quality)
  await onProgress?.({ fraction: 1 })
  return {
    name: options.outputName,
    blob: new Blob([bytes as BlobPart], { type: MIME_TYPES[options.format] }),
    width,
    height,
  }
}
