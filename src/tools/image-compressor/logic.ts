// Pure rules of the image compressor: target-size presets for exam and government portals, reading a size
// typed in KB, the PNG effort levels, and which files come out as PNG.
import { BALANCED_PNG_LEVEL } from '@workers/image/api.options'

/** Common upload limits on Indian exam and government portals (photo and signature), in KB. */
export const TARGET_PRESETS = [
  { id: 'photo50', kb: 50 },
  { id: 'photo20', kb: 20 },
  { id: 'signature20', kb: 20 },
  { id: 'signature10', kb: 10 },
  { id: 'kb100', kb: 100 },
  { id: 'kb200', kb: 200 },
  { id: 'kb500', kb: 500 },
  { id: 'custom', kb: null },
] as const
export type TargetPresetId = (typeof TARGET_PRESETS)[number]['id']

export const MIN_TARGET_KB = 2
export const MAX_TARGET_KB = 50_000

export type TargetParse =
  { ok: true; bytes: number } | { ok: false; error: 'empty' | 'notNumber' | 'tooSmall' | 'tooLarge' }

/** Reads a size typed in KB ("50", "12.5", "1,024"); 1 KB = 1024 bytes, as upload forms count. */
export function parseTargetKb(text: string): TargetParse {
  const cleaned = text.replace(/[,\s]/g, '').replace(/kb$/i, '')
  if (cleaned === '') return { ok: false, error: 'empty' }
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return { ok: false, error: 'notNumber' }
  const kb = Number(cleaned)
  if (kb < MIN_TARGET_KB) return { ok: false, error: 'tooSmall' }
  if (kb > MAX_TARGET_KB) return { ok: false, error: 'tooLarge' }
  return { ok: true, bytes: Math.floor(kb * 1024) }
}

/**
 * OxiPNG levels offered for PNG. Level 2 is OxiPNG's own default; 4 squeezes a few per cent more at several
 * times the time; 6 gave the same bytes as 4 on a screenshot and a photo, at about twice the time.
 */
export const PNG_EFFORTS = [
  { id: 'quick', level: 1 },
  { id: 'balanced', level: BALANCED_PNG_LEVEL },
  { id: 'thorough', level: 4 },
] as const
export type PngEffortId = (typeof PNG_EFFORTS)[number]['id']

/** Files the compressor writes as PNG when the format is "same as the original" (GIF and BMP become PNG). */
export function comesOutAsPng(fileName: string): boolean {
  return /\.(png|gif|bmp)$/i.test(fileName)
}
