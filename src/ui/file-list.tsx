import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Button } from './button'
import { cn } from './cn'
import { useFileStrings } from './file-strings'

/** Returns a copy of `items` with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item as T)
  return next
}

type ListItem = { id: string; name: string }

type FileListProps<T extends ListItem> = {
  items: readonly T[]
  onChange: (items: T[]) => void
  /** Accessible name of the list. */
  label: string
  renderItem: (item: T, index: number) => ReactNode
  /** Grid of tiles (pages) instead of rows (files). */
  layout?: 'rows' | 'grid'
  /** Extra buttons for one item, after the move buttons. */
  renderActions?: (item: T, index: number) => ReactNode
  removable?: boolean
}

/**
 * A list the user reorders by dragging or with Move up / Move down buttons (keyboard and screen reader),
 * and can remove items from. Moves are announced in a live region.
 */
export function FileList<T extends ListItem>({
  items,
  onChange,
  label,
  renderItem,
  layout = 'rows',
  renderActions,
  removable = true,
}: FileListProps<T>) {
  const t = useFileStrings()
  const [dragging, setDragging] = useState<number | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const listRef = useRef<HTMLUListElement>(null)
  const pendingFocus = useRef<string | null>(null)

  useEffect(() => {
    if (!pendingFocus.current) return
    const target = listRef.current?.querySelector<HTMLElement>(
      `[data-focus-key="${CSS.escape(pendingFocus.current)}"]`,
    )
    pendingFocus.current = null
    target?.focus()
  })

  function move(from: number, to: number, focusKey?: string) {
    if (to < 0 || to >= items.length || from === to) return
    const item = items[from]!
    onChange(moveItem(items, from, to))
    setAnnouncement(t('moved', { name: item.name, position: to + 1, total: items.length }))
    // Keep focus on the button just pressed, or on its twin when the item reached an end.
    if (focusKey) pendingFocus.current = focusKey
  }

  function remove(index: number) {
    const item = items[index]!
    onChange(items.filter((_, i) => i !== index))
    setAnnouncement(t('removed', { name: item.name }))
  }

  return (
    <div>
      <ul
        ref={listRef}
        aria-label={label}
        className={cn(
          layout === 'grid' ? 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4' : 'space-y-2',
        )}
      >
        {items.map((item, index) => (
          <li
            key={item.id}
            draggable
            onDragStart={(event) => {
              setDragging(index)
              event.dataTransfer.effectAllowed = 'move'
              event.dataTransfer.setData('text/plain', item.id)
            }}
            onDragOver={(event) => {
              if (dragging !== null) event.preventDefault()
            }}
            onDrop={(event) => {
              event.preventDefault()
              if (dragging !== null) move(dragging, index)
              setDragging(null)
            }}
            onDragEnd={() => setDragging(null)}
            className={cn(
              'flex min-w-0 flex-col gap-2 rounded-lg border border-line bg-surface p-2',
              layout === 'rows' && 'sm:flex-row sm:items-start',
              dragging === index && 'opacity-50',
            )}
          >
            <div className="flex min-w-0 flex-1 items-start gap-2">
              <GripVertical aria-hidden="true" className="mt-1 size-4 shrink-0 cursor-grab text-ink-soft" />
              <div className="min-w-0 flex-1">{renderItem(item, index)}</div>
            </div>
            <div
              className={cn(
                'flex flex-wrap items-center gap-1',
                layout === 'grid' ? 'justify-center' : 'justify-end',
              )}
            >
              <Button
                variant="ghost"
                size="icon"
                className="size-9"
                aria-label={t('moveUp', { name: item.name })}
                data-focus-key={`${item.id}:up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1, index - 1 === 0 ? `${item.id}:down` : `${item.id}:up`)}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-9"
                aria-label={t('moveDown', { name: item.name })}
                data-focus-key={`${item.id}:down`}
                disabled={index === items.length - 1}
                onClick={() =>
                  move(index, index + 1, index + 1 === items.length - 1 ? `${item.id}:up` : `${item.id}:down`)
                }
              >
                <ArrowDown aria-hidden="true" />
              </Button>
              {renderActions?.(item, index)}
              {removable ? (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9 text-red-700"
                  aria-label={t('remove', { name: item.name })}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}
