// The grid side of grid-enter.ts: put `ref` and `onKeyDown` on the element around a grid's lines. The cells are
// found by a selector at the key press, so lines added, removed or re-rendered need no bookkeeping here.
import { useEffect, useRef, type KeyboardEvent } from 'react'
import { gridEnterStep } from './grid-enter'

type Options = {
  /** The controls Enter moves between, in document order (buttons and text areas are best left out). */
  cells: string
  /** The number of lines now: after Enter adds one, the first cell of the new line takes the focus. */
  lines: number
  /** Adds a line after the last; without it, Enter on the last cell does nothing (and never submits the form). */
  onLast?: () => void
}

export function useGridEnter<E extends HTMLElement>({ cells, lines, onLast }: Options) {
  const ref = useRef<E>(null)
  /** How many cells there were when Enter asked for a line: the new line's first cell comes next. */
  const focusAt = useRef<number | null>(null)
  const find = () => Array.from(ref.current?.querySelectorAll<HTMLElement>(cells) ?? [])

  useEffect(() => {
    if (focusAt.current === null) return
    find()[focusAt.current]?.focus()
    focusAt.current = null
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when a line has been added, nothing else
  }, [lines])

  const onKeyDown = (e: KeyboardEvent<E>) => {
    const all = find()
    const step = gridEnterStep(all, e.target, {
      key: e.key,
      shiftKey: e.shiftKey,
      ctrlKey: e.ctrlKey,
      altKey: e.altKey,
      metaKey: e.metaKey,
      defaultPrevented: e.defaultPrevented,
      isComposing: e.nativeEvent.isComposing,
    })
    if (step.kind === 'none') return
    e.preventDefault()
    if (step.kind === 'focus') step.cell.focus()
    else if (onLast) {
      focusAt.current = all.length
      onLast()
    }
  }

  return { ref, onKeyDown }
}
