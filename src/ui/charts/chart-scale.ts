// Geometry for our small SVG charts, kept pure so the scaling can be tested without a browser.

export type DonutDash = { length: number; offset: number }

/** Stroke dash lengths and offsets for a donut drawn as stacked circle strokes of the given circumference. */
export function donutDashes(values: readonly number[], circumference: number): DonutDash[] {
  const clean = values.map((v) => (Number.isFinite(v) && v > 0 ? v : 0))
  const total = clean.reduce((s, v) => s + v, 0)
  let start = 0
  return clean.map((v) => {
    const length = total > 0 ? (v / total) * circumference : 0
    const dash = { length, offset: -start }
    start += length
    return dash
  })
}

/** Share of each value in the total, in whole percent that add up to 100 (largest remainder). */
export function percentShares(values: readonly number[]): number[] {
  const clean = values.map((v) => (Number.isFinite(v) && v > 0 ? v : 0))
  const total = clean.reduce((s, v) => s + v, 0)
  if (total === 0) return clean.map(() => 0)
  const raw = clean.map((v) => (v / total) * 100)
  const floors = raw.map(Math.floor)
  let left = 100 - floors.reduce((s, v) => s + v, 0)
  const order = raw.map((v, i) => [v - Math.floor(v), i] as const).sort((a, b) => b[0] - a[0])
  for (const [, i] of order) {
    if (left <= 0) break
    floors[i] = (floors[i] ?? 0) + 1
    left -= 1
  }
  return floors
}

/** The smallest "nice" number (1, 2, 2.5 or 5 × 10^k) at or above a value, for an axis maximum. */
export function niceCeiling(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 1
  const power = Math.pow(10, Math.floor(Math.log10(value)))
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= value * (1 - 1e-12)) return step * power
  }
  return 10 * power
}

/** Evenly spaced axis ticks from 0 to a nice ceiling of the maximum. */
export function axisTicks(max: number, count = 4): number[] {
  const top = niceCeiling(max)
  return Array.from({ length: count + 1 }, (_, i) => (top * i) / count)
}

export type StackSegment = { y: number; height: number }

/**
 * Vertical stacks for a bar chart: for each bar, its segments from the bottom up, scaled so `max`
 * reaches `height`. Negative or non-finite parts count as zero.
 */
export function stackBars(
  bars: readonly (readonly number[])[],
  max: number,
  height: number,
): StackSegment[][] {
  const scale = max > 0 ? height / max : 0
  return bars.map((parts) => {
    let top = height
    return parts.map((part) => {
      const h = Number.isFinite(part) && part > 0 ? part * scale : 0
      top -= h
      return { y: top, height: h }
    })
  })
}
