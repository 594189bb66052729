// The phone register: one card per row with the same data as the desktop table (title, a line under it, an
// amount in the corner), virtualised like the table; a tap on a card opens the row.
import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef, type ReactNode } from 'react'
import type { RegisterColumn } from './register-column'

const CARD_ESTIMATE = 84

export type RegisterCardsProps<T> = {
  label: string
  columns: readonly RegisterColumn<T>[]
  rows: readonly T[]
  rowKey: (row: T) => string
  onOpen?: (row: T) => void
  testId?: string
}

const shown = (node: ReactNode) => node !== null && node !== undefined && node !== false && node !== ''

function joined<T>(columns: readonly RegisterColumn<T>[], row: T): ReactNode[] {
  const out: ReactNode[] = []
  for (const c of columns) {
    const node = c.cell(row, 'card')
    if (!shown(node)) continue
    if (out.length > 0) out.push(<span key={`${c.id}-sep`}> · </span>)
    out.push(<span key={c.id}>{node}</span>)
  }
  return out
}

export function RegisterCards<T>({ label, columns, rows, rowKey, onOpen, testId }: RegisterCardsProps<T>) {
  const scroller = useRef<HTMLDivElement>(null)
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_ESTIMATE,
    overscan: 6,
  })
  const primary = columns.filter((c) => c.card === 'primary')
  const secondary = columns.filter((c) => c.card === 'secondary')
  const meta = columns.filter((c) => c.card === 'meta')
  return (
    <div ref={scroller} className="max-h-[65dvh] overflow-y-auto" data-testid={testId}>
      <ul
        role="list"
        aria-label={label}
        className="relative"
        style={{ height: virtual.getTotalSize() }}
        data-testid="register-cards"
      >
        {virtual.getVirtualItems().map((item) => {
          const row = rows[item.index] as T
          return (
            <li
              key={rowKey(row)}
              ref={virtual.measureElement}
              data-index={item.index}
              aria-setsize={rows.length}
              aria-posinset={item.index + 1}
              className="absolute inset-x-0 pb-2"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <button
                type="button"
                disabled={!onOpen}
                onClick={() => onOpen?.(row)}
                className="flex w-full flex-col gap-1 rounded-xl border border-line bg-surface p-3 text-left focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-default"
                data-testid="register-card"
              >
                <span className="flex w-full items-start justify-between gap-3">
                  <span className="min-w-0 font-medium break-words text-ink">{joined(primary, row)}</span>
                  <span className="shrink-0 text-sm whitespace-nowrap text-ink tabular-nums">
                    {joined(meta, row)}
                  </span>
                </span>
                <span className="text-xs break-words text-ink-soft">{joined(secondary, row)}</span>
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
