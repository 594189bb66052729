// The desktop register: a grid with real column headers, virtualised so 50,000 rows cost what a screenful
// does. Focus stays on the grid and aria-activedescendant names the active row, because the row itself may
// be unmounted when scrolled away (a focused row that unmounts would drop focus to the page).
import { useVirtualizer } from '@tanstack/react-virtual'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { cn } from '../cn'
import type { RegisterColumn } from './register-column'
import { nextActiveRow } from './register-keys'
import { useRegisterStrings } from './register-strings'

const ROW_HEIGHT = 44
const HEADER_HEIGHT = 40

export type RegisterGridProps<T> = {
  label: string
  columns: readonly RegisterColumn<T>[]
  rows: readonly T[]
  rowKey: (row: T) => string
  onOpen?: (row: T) => void
  testId?: string
}

const track = <T,>(c: RegisterColumn<T>) => `minmax(${c.width?.min ?? 8}rem, ${c.width?.grow ?? 1}fr)`

export function RegisterGrid<T>({ label, columns, rows, rowKey, onOpen, testId }: RegisterGridProps<T>) {
  const t = useRegisterStrings()
  const id = useId()
  const scroller = useRef<HTMLDivElement>(null)
  const [activeIndex, setActiveIndex] = useState(-1)
  // A list narrowed by a filter keeps the active row inside it.
  const active = Math.min(activeIndex, rows.length - 1)
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
  })
  const template = columns.map(track).join(' ')
  // The columns' narrowest widths, the gaps between them (gap-3) and the row's padding (px-4).
  const minWidth = `${columns.reduce((sum, c) => sum + (c.width?.min ?? 8), 0) + 0.75 * (columns.length - 1) + 2}rem`
  const rowId = (index: number) => `${id}-row-${index}`

  function move(index: number) {
    setActiveIndex(index)
    virtual.scrollToIndex(index, { align: 'auto' })
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.target !== e.currentTarget || e.nativeEvent.isComposing) return
    if (e.key === 'Enter' && active >= 0) {
      e.preventDefault()
      onOpen?.(rows[active] as T)
      return
    }
    const page = Math.floor(((scroller.current?.clientHeight ?? 0) - HEADER_HEIGHT) / ROW_HEIGHT)
    const next = nextActiveRow(e, active, rows.length, page)
    if (next === null) return
    e.preventDefault()
    move(next)
  }

  return (
    <div
      ref={scroller}
      role="grid"
      tabIndex={0}
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length}
      aria-activedescendant={active >= 0 ? rowId(active) : undefined}
      aria-describedby={`${id}-keys`}
      onKeyDown={onKeyDown}
      onFocus={(e) => {
        // Arriving by Tab makes the first row in view the active one, so the screen reader has a row to read.
        if (e.target !== e.currentTarget || active >= 0 || rows.length === 0) return
        setActiveIndex(Math.min(rows.length - 1, Math.floor(e.currentTarget.scrollTop / ROW_HEIGHT)))
      }}
      className="max-h-[65dvh] overflow-auto rounded-xl border border-line bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      data-testid={testId}
    >
      <span id={`${id}-keys`} hidden>
        {t('keysHint')}
      </span>
      <div role="rowgroup" className="sticky top-0 z-10 border-b border-line bg-muted" style={{ minWidth }}>
        <div
          role="row"
          aria-rowindex={1}
          className="grid items-center gap-3 px-4 text-xs font-semibold text-ink-soft"
          style={{ gridTemplateColumns: template, height: HEADER_HEIGHT }}
        >
          {columns.map((c, ci) => (
            <div
              key={c.id}
              role="columnheader"
              aria-colindex={ci + 1}
              className={cn('truncate', c.align === 'end' && 'text-end')}
            >
              {c.header}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" className="relative" style={{ height: virtual.getTotalSize(), minWidth }}>
        {virtual.getVirtualItems().map((item) => {
          const row = rows[item.index] as T
          const isActive = item.index === active
          return (
            <div
              key={rowKey(row)}
              id={rowId(item.index)}
              role="row"
              aria-rowindex={item.index + 2}
              aria-selected={isActive}
              onClick={(e) => {
                setActiveIndex(item.index)
                // A link or button in a cell does its own thing; the row opens on a click anywhere else.
                if ((e.target as Element).closest('a, button, input, select, textarea')) return
                onOpen?.(row)
              }}
              className={cn(
                'absolute inset-x-0 grid items-center gap-3 border-b border-line px-4 text-sm text-ink',
                onOpen && 'cursor-pointer hover:bg-muted',
                isActive && 'bg-brand-50 shadow-[inset_3px_0_0_var(--color-brand-700)]',
              )}
              style={{
                gridTemplateColumns: template,
                height: ROW_HEIGHT,
                transform: `translateY(${item.start - HEADER_HEIGHT}px)`,
              }}
            >
              {columns.map((c, ci) => (
                <div
                  key={c.id}
                  role="gridcell"
                  aria-colindex={ci + 1}
                  className={cn('truncate', c.align === 'end' && 'text-end tabular-nums')}
                >
                  {c.cell(row, 'table')}
                </div>
              ))}
            </div>
          )
        })}
      </div>
    </div>
  )
}
