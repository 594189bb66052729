// The Squoosh encoders (MozJPEG, WebP, AVIF) compiled to wasm, loaded on first use and kept. Vite emits
// their .wasm files into the build (the glue code finds them with `new URL(…, import.meta.url)`), so the
// service worker precaches them and compression works offline. PNG is OxiPNG when a level is asked for (the
// compressor), else the surface's quick lossless encoder (crop, resize: size matters less than speed there).
import { encodeMozJpeg } from '../shared/mozjpeg'
import type { EncodedFormat } from './api.options'
import { encodeOxiPng } from './oxipng'
import { getImageBackend, type Pixels } from './surface'

type Encoder = (pixels: Pixels, quality: number) => Promise<Uint8Array>

const loaded = new Map<EncodedFormat, Promise<Encoder>>()

async function load(format: EncodedFormat): Promise<Encoder> {
  switch (format) {
    case 'jpeg':
      return async (pixels, quality) => encodeMozJpeg(pixels, quality)
    case 'webp': {
      const { default: encode } = await import('@jsquash/webp/encode.js')
      return async (pixels, quality) => new Uint8Array(await encode(asImageData(pixels), { quality }))
    }
    case 'avif': {
      const { default: encode } = await import('@jsquash/avif/encode.js')
      // Speed 7 of 10: close to the default's size at a fraction of its time on a phone.
      return async (pixels, quality) =>
        new Uint8Array(await encode(asImageData(pixels), { quality, speed: 7 }))
    }
    case 'png':
      return async (pixels) => getImageBackend().encodePng(pixels)
  }
}

function asImageData(pixels: Pixels): ImageData {
  // The encoders read only data, width and height.
  return pixels as unknown as ImageData
}

/** Encodes RGBA pixels; `quality` 1–100 is ignored for PNG, which uses OxiPNG at `pngLevel` when given. */
export async function encodePixels(
  pixels: Pixels,
  format: EncodedFormat,
  quality: number,
  pngLevel?: number | null,
): Promise<Uint8Array> {
  if (format === 'png' && pngLevel) return encodeOxiPng(pixels, pngLevel)
  let encoder = loaded.get(format)
  if (!encoder) {
    encoder = load(format)
    loaded.set(format, encoder)
    encoder.catch(() => loaded.delete(format))
  }
  return (await encoder)(pixels, Math.min(100, Math.max(1, Math.round(quality))))
}
