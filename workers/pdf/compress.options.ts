export const COMPRESS_PRESETS = ['light', 'balanced', 'strong', 'extreme'] as const
export type CompressPreset = (typeof COMPRESS_PRESETS)[number]

/** JPEG quality (0–1) and the resolution images are brought down to, per preset (research/tools.md §0.5). */
export const PRESET_SETTINGS: Record<CompressPreset, { quality: number; dpi: number }> = {
  light: { quality: 0.9, dpi: 150 },
  balanced: { quality: 0.75, dpi: 96 },
  strong: { quality: 0.5, dpi: 72 },
  extreme: { quality: 0.3, dpi: 60 },
}

/** Steps, lightest first, searched for the lightest that meets a target size; the last two go beyond "extreme". */
export const TARGET_STEPS: readonly { quality: number; dpi: number }[] = [
  PRESET_SETTINGS.light,
  PRESET_SETTINGS.balanced,
  PRESET_SETTINGS.strong,
  PRESET_SETTINGS.extreme,
  { quality: 0.25, dpi: 50 },
  { quality: 0.2, dpi: 40 },
]

export type CompressOptions = {
  password?: string
  preset: CompressPreset
  /** Aim for at most this many bytes instead of using the preset. */
  targetBytes?: number
  outputName?: string
}

export type CompressResult = {
  name: string
  blob: Blob
  before: number
  after: number
  /** Images re-encoded smaller. */
  imagesChanged: number
  /** With a target: whether the result fits it. */
  reached?: boolean
  /** The output is the input unchanged: nothing could be made smaller. */
  unchanged: boolean
}
