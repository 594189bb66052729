// Moving the active row of a register by keyboard, as counter staff used to Tally expect: arrows (and j/k),
// Page Up/Down by a screenful, Home/End. Pure: the next active row index for a key, or null when the key is
// not the register's (so it is left to the browser).

export type RowKey = { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }

/** `active` is -1 when no row is active yet; `page` is how many rows fit on the screen. */
export function nextActiveRow(e: RowKey, active: number, count: number, page: number): number | null {
  if (count === 0 || e.altKey) return null
  const last = count - 1
  const step = Math.max(1, page - 1)
  const from = Math.min(active, last)
  // Ctrl+Home/End are the spreadsheet keys for the first and last row; Ctrl with anything else is the browser's.
  if (e.ctrlKey || e.metaKey) {
    if (e.key === 'Home') return 0
    if (e.key === 'End') return last
    return null
  }
  switch (e.key) {
    case 'ArrowDown':
    case 'j':
      return from < 0 ? 0 : Math.min(from + 1, last)
    case 'ArrowUp':
    case 'k':
      return from < 0 ? 0 : Math.max(from - 1, 0)
    case 'PageDown':
      return Math.min(Math.max(from, 0) + step, last)
    case 'PageUp':
      return Math.max(from - step, 0)
    case 'Home':
      return 0
    case 'End':
      return last
    default:
      return null
  }
}
