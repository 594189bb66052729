import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from './cn'

export type MenuItem = { key: string; label: string; icon?: ReactNode; onSelect: () => void }

type MenuProps = { label: string; trigger: ReactNode; items: readonly MenuItem[]; triggerClassName?: string }

/** A WAI-ARIA menu button: Enter, Space or ArrowDown opens it, arrows move, Escape closes and returns focus. */
export function Menu({ label, trigger, items, triggerClassName }: MenuProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const [focusIndex, setFocusIndex] = useState(0)

  useEffect(() => {
    if (!open) return
    list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[focusIndex]?.focus()
  }, [open, focusIndex])

  useEffect(() => {
    if (!open) return
    const close = (event: PointerEvent) => {
      const target = event.target as Node
      if (!list.current?.contains(target) && !button.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('pointerdown', close)
    return () => document.removeEventListener('pointerdown', close)
  }, [open])

  function openAt(index: number) {
    setFocusIndex(index)
    setOpen(true)
  }

  function close(returnFocus: boolean) {
    setOpen(false)
    if (returnFocus) button.current?.focus()
  }

  function onListKey(event: KeyboardEvent<HTMLUListElement>) {
    const last = items.length - 1
    if (event.key === 'ArrowDown') setFocusIndex((i) => (i >= last ? 0 : i + 1))
    else if (event.key === 'ArrowUp') setFocusIndex((i) => (i <= 0 ? last : i - 1))
    else if (event.key === 'Home') setFocusIndex(0)
    else if (event.key === 'End') setFocusIndex(last)
    else if (event.key === 'Escape') close(true)
    else if (event.key === 'Tab') return close(false)
    else return
    event.preventDefault()
  }

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={label}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault()
            openAt(e.key === 'ArrowDown' ? 0 : items.length - 1)
          }
        }}
        className={cn(
          'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-1.5 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-brand-600',
          triggerClassName,
        )}
      >
        {trigger}
      </button>
      {open ? (
        <ul
          ref={list}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          onKeyDown={onListKey}
          className="absolute right-0 z-50 mt-1 min-w-48 rounded-lg border border-line bg-surface py-1 shadow-lg"
        >
          {items.map((item, index) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={index === focusIndex ? 0 : -1}
                onClick={() => {
                  close(true)
                  item.onSelect()
                }}
                className="flex min-h-11 w-full items-center gap-2 px-3 py-2 text-left text-sm text-ink hover:bg-muted focus-visible:bg-brand-50 focus-visible:outline-none [&_svg]:size-4"
              >
                {item.icon}
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
