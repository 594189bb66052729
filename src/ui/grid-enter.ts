// Enter in a grid of lines (journal, job card lines) moves on as in Tally: the fields are keyed in a row at a
// time, and reaching for the mouse or Tab between every cell is what counter staff complain of. Pure, so the
// rule is tested without a page; use-grid-enter.ts wires it to the grid.

/** The parts of a key press the rule reads (a React or DOM keyboard event has them all). */
export type EnterPress = {
  key: string
  shiftKey: boolean
  ctrlKey: boolean
  altKey: boolean
  metaKey: boolean
  defaultPrevented?: boolean
  isComposing?: boolean
}

/** What Enter does: nothing (left to the browser), focus the next cell, or add a line after the last. */
export type GridStep<T> = { kind: 'none' } | { kind: 'focus'; cell: T } | { kind: 'add' }

/**
 * The step for a key press on `target`, among the grid's `cells` in their order. Only a plain Enter counts:
 * Ctrl+Enter and Shift+Enter are other shortcuts, an Enter that ends an IME composition picks a word, and
 * one already handled (a picker's list choosing an item) is not a second move.
 */
export function gridEnterStep<T>(cells: readonly T[], target: unknown, press: EnterPress): GridStep<T> {
  if (press.key !== 'Enter' || press.defaultPrevented || press.isComposing) return { kind: 'none' }
  if (press.shiftKey || press.ctrlKey || press.altKey || press.metaKey) return { kind: 'none' }
  const at = cells.indexOf(target as T)
  if (at < 0) return { kind: 'none' }
  const next = cells[at + 1]
  return next === undefined ? { kind: 'add' } : { kind: 'focus', cell: next }
}
