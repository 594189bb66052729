// The rows of a document's lines (vehicles of a bill, charges, accessories, schedule entries): each row its
// fields, a remove button named with the row's number, and the row's error under it. After a row is
// removed the focus goes to the row that took its place (or the one before), never lost to the page top.
// A row that needs a name of its own (its fields labelled alike in every row) takes a legend: the row is
// then a fieldset, the legend read by screen readers only.
import { Trash2 } from 'lucide-react'
import { useRef, type ReactNode } from 'react'
import { Button } from './button'
import { cn } from './cn'

export type LineRowsProps<T> = {
  rows: readonly T[]
  rowKey: (row: T, index: number) => string
  onChange: (rows: T[]) => void
  /** The remove button's accessible name for row `index` (0-based), e.g. "Remove line 2". */
  removeLabel: (index: number) => string
  /** The fields of a row; `patch` changes only this row. */
  children: (row: T, index: number, patch: (change: Partial<T>) => void) => ReactNode
  /** The row's error, shown under it. */
  errorOf?: (row: T, index: number) => string | undefined
  /** The id a row's wrapper takes, so an error summary can link to it. */
  idOf?: (row: T, index: number) => string
  /** The row's name for screen readers (e.g. "Line 2"): the row's fields become a fieldset with this legend. */
  legendOf?: (row: T, index: number) => string
  /** Grid classes of a row (its fields and the remove button). */
  rowClassName?: string
  testId?: string
}

export function LineRows<T>({
  rows,
  rowKey,
  onChange,
  removeLabel,
  children,
  errorOf,
  idOf,
  legendOf,
  rowClassName,
  testId,
}: LineRowsProps<T>) {
  const list = useRef<HTMLUListElement>(null)
  const patchAt = (index: number) => (change: Partial<T>) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, ...change } : r)))
  const removeAt = (index: number) => {
    onChange(rows.filter((_, i) => i !== index))
    const next = Math.min(index, rows.length - 2)
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>('[data-line-remove]')
      buttons?.[next]?.focus()
    })
  }
  return (
    <ul ref={list} className="flex flex-col gap-3" data-testid={testId}>
      {rows.map((row, i) => {
        const error = errorOf?.(row, i)
        const legend = legendOf?.(row, i)
        const Group = legend === undefined ? 'div' : 'fieldset'
        return (
          <li
            key={rowKey(row, i)}
            id={idOf?.(row, i)}
            tabIndex={idOf ? -1 : undefined}
            className="flex flex-col gap-1 border-t border-line pt-3 first:border-t-0 first:pt-0"
          >
            <Group className={cn('grid min-w-0 items-end gap-2', rowClassName)}>
              {legend === undefined ? null : <legend className="sr-only">{legend}</legend>}
              {children(row, i, patchAt(i))}
              <Button
                variant="ghost"
                size="icon"
                aria-label={removeLabel(i)}
                data-line-remove=""
                onClick={() => removeAt(i)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </Group>
            {error ? <p className="text-sm text-danger-700">{error}</p> : null}
          </li>
        )
      })}
    </ul>
  )
}
