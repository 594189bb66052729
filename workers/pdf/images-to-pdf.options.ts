export const PAGE_SIZES = ['a4', 'letter', 'fit'] as const
export type PageSize = (typeof PAGE_SIZES)[number]
export const ORIENTATIONS = ['auto', 'portrait', 'landscape'] as const
export type Orientation = (typeof ORIENTATIONS)[number]
export const MARGINS = ['none', 'small', 'large'] as const
export type Margin = (typeof MARGINS)[number]

/** Margin widths in PDF points: none, 10 mm, 20 mm. */
export const MARGIN_POINTS: Record<Margin, number> = { none: 0, small: 28.35, large: 56.69 }

export type ImagesToPdfOptions = {
  pageSize: PageSize
  orientation: Orientation
  margin: Margin
  /** Extra quarter turns clockwise per image (0–3), by position. */
  turns?: readonly number[]
  outputName?: string
}

export const DEFAULT_IMAGES_TO_PDF: ImagesToPdfOptions = {
  pageSize: 'a4',
  orientation: 'auto',
  margin: 'small',
}
