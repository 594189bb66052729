/** Whole percent saved from `before` to `after` bytes; 0 when nothing was saved. */
export function savedPercent(before: number, after: number): number {
  if (before <= 0 || after >= before) return 0
  return Math.round(((before - after) / before) * 100)
}
