// Reading the target size the user types ("200", "1.5 MB", "150kb") into bytes. Pure.

export type TargetResult =
  { ok: true; bytes: number } | { ok: false; reason: 'empty' | 'invalid' | 'tooSmall' }

/** The smallest target we accept: below this no real PDF fits. */
export const MIN_TARGET_KB = 10

/** Parses a size in KB by default, or with a KB/MB unit; "1,024" and "1.5" are fine. */
export function parseTargetKb(text: string): TargetResult {
  const cleaned = text.trim().toLowerCase().replace(/,/g, '')
  if (cleaned === '') return { ok: false, reason: 'empty' }
  const match = /^(\d+(?:\.\d+)?)\s*(kb|k|mb|m)?$/.exec(cleaned)
  if (!match) return { ok: false, reason: 'invalid' }
  const value = Number(match[1])
  const kb = match[2]?.startsWith('m') ? value * 1024 : value
  if (!Number.isFinite(kb)) return { ok: false, reason: 'invalid' }
  if (kb < MIN_TARGET_KB) return { ok: false, reason: 'tooSmall' }
  return { ok: true, bytes: Math.round(kb * 1024) }
}

/** Percentage saved, rounded down so we never overstate it. */
export function savedPercent(before: number, after: number): number {
  if (before <= 0 || after >= before) return 0
  return Math.floor(((before - after) / before) * 100)
}
