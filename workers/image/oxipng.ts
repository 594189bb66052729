// OxiPNG (Squoosh's Rust build in @jsquash/oxipng) as wasm: lossless PNG, often much smaller than the
// browsers' own PNG encoder because it picks the colour type (palette, grey, no alpha) and the filters and
// deflate settings for each picture. Only the single-threaded build is imported: threads would need
// SharedArrayBuffer (cross-origin isolation), which this site does not have, and the package's own entry
// would also pull the threaded build into ours. Vite emits the .wasm (the glue finds it with
// `new URL(…, import.meta.url)`), so the service worker precaches it. Node tests init it from node_modules.
import type * as OxiPngCodec from '@jsquash/oxipng/codec/pkg/squoosh_oxipng.js'
import { BALANCED_PNG_LEVEL } from './api.options'
import type { Pixels } from './surface'

/** OxiPNG's levels: 1 is quick, 6 tries the most filter and deflate combinations (slow on big pictures). */
export const MIN_PNG_LEVEL = 1
export const MAX_PNG_LEVEL = 6

type Codec = typeof OxiPngCodec

let loading: Promise<Codec> | null = null

async function load(): Promise<Codec> {
  const codec = await import('@jsquash/oxipng/codec/pkg/squoosh_oxipng.js')
  // Without an argument the glue fetches its .wasm beside itself; it returns at once when already set up.
  await codec.default()
  return codec
}

/** Encodes RGBA pixels as an optimised PNG at `level` (clamped to 1–6). */
export async function encodeOxiPng(pixels: Pixels, level = BALANCED_PNG_LEVEL): Promise<Uint8Array> {
  if (!loading) {
    loading = load()
    loading.catch(() => {
      loading = null
    })
  }
  const codec = await loading
  const clamped = Math.min(MAX_PNG_LEVEL, Math.max(MIN_PNG_LEVEL, Math.round(level)))
  // Fully transparent pixels may take any colour (optimiseAlpha): invisible, and canvases drop it anyway.
  return codec.optimise_raw(pixels.data, pixels.width, pixels.height, clamped, false, true)
}
