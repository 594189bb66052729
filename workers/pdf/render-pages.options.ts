export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]
export const DPI_PRESETS = [72, 96, 150, 200, 300] as const

export type RenderPagesOptions = {
  password?: string
  /** 0-based page indices to render, in order. */
  pages: readonly number[]
  /** Dots per inch: 72 gives one pixel per PDF point. */
  dpi: number
  format: ImageFormat
  /** 0–1, for JPEG and WebP. */
  quality: number
  baseName?: string
  /** Many pages come back as one ZIP. */
  zip?: boolean
}

/** Pixel size of a page of `widthPt` × `heightPt` points at `dpi`. */
export function pixelSize(widthPt: number, heightPt: number, dpi: number): { width: number; height: number } {
  return { width: Math.ceil((widthPt * dpi) / 72), height: Math.ceil((heightPt * dpi) / 72) }
}
