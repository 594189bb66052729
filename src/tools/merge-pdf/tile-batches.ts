// How many page tiles the grid mounts per step. A commit of hundreds of tiles (DOM, style, layout) is one
// long main-thread task, so tiles beyond the first screenfuls are mounted in steps sized by how long the last
// step took. Pure, tested alone.

/** Tiles mounted at once when the grid opens: a screenful on a desktop (four columns), two on a phone. */
export const FIRST_TILES = 16
/** Time one step may take, well under the 50 ms that counts as a long task. */
export const STEP_BUDGET_MS = 20
const MIN_STEP = 4
const MAX_STEP = 96

/** The next step's size: halved after a step over budget, doubled after one well under it. */
export function nextStepSize(size: number, tookMs: number, budgetMs = STEP_BUDGET_MS): number {
  if (!(tookMs >= 0)) return size
  const next = tookMs > budgetMs ? size / 2 : tookMs < budgetMs / 2 ? size * 2 : size
  return Math.max(MIN_STEP, Math.min(MAX_STEP, Math.round(next)))
}

/** Tiles to mount after a step: `shown` grown by `step`, never past the page count. */
export function grownCount(shown: number, step: number, total: number): number {
  return Math.min(total, Math.max(0, shown) + Math.max(1, step))
}
