// MozJPEG (Squoosh's build in @jsquash/jpeg) as wasm: smaller files than the browsers' JPEG encoders at the
// same quality number (bench/image: 26–48 %). Loaded on first use and kept. Vite emits the .wasm into the
// build (the glue finds it with `new URL(…, import.meta.url)`), so the service worker precaches it and
// encoding works offline. Node tests call the package's `init` with the wasm from node_modules first.

/** RGBA pixels, as ImageData holds them. */
export type RgbaPixels = { data: Uint8ClampedArray; width: number; height: number }

type Encode = (pixels: RgbaPixels, quality: number, grey: boolean) => Promise<Uint8Array>

let loading: Promise<Encode> | null = null

async function load(): Promise<Encode> {
  const { default: encode } = await import('@jsquash/jpeg/encode.js')
  return async (pixels, quality, grey) =>
    new Uint8Array(
      // The encoder reads only data, width and height. Colour space 1 is MozJPEG's JCS_GRAYSCALE: one
      // channel instead of three for a grey original.
      await encode(pixels as unknown as ImageData, grey ? { quality, color_space: 1 } : { quality }),
    )
}

/** Encodes RGBA pixels as a progressive MozJPEG; `quality` 1–100; `grey` writes a one-channel JPEG. */
export async function encodeMozJpeg(pixels: RgbaPixels, quality: number, grey = false): Promise<Uint8Array> {
  if (!loading) {
    loading = load()
    loading.catch(() => {
      loading = null
    })
  }
  return (await loading)(pixels, Math.min(100, Math.max(1, Math.round(quality))), grey)
}
