import { Search } from 'lucide-react'
import { useId, useMemo, useState, type KeyboardEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { useLanguage } from '@/lib/i18n'
import type { ToolMeta } from '@/tools/define-tool'
import type * as ToolIndexModule from './tool-index'
import { cn } from '@/ui/cn'
import { useAppStrings } from '../strings'

const MAX_RESULTS = 8

type ToolIndex = typeof ToolIndexModule

// The registry is loaded on the first focus of the box, not with the page: it is not needed to paint.
let loadingIndex: Promise<ToolIndex> | null = null
function loadIndex(): Promise<ToolIndex> {
  loadingIndex ??= import('./tool-index')
  return loadingIndex
}

/** Header search: a WAI-ARIA combobox over the tool registry, fully usable by keyboard. */
export function ToolSearch() {
  const t = useAppStrings()
  const lang = useLanguage()
  const navigate = useNavigate()
  const id = useId()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  // No suggestion is shown as chosen until an arrow key chooses one (then ↓ takes the first, not the second).
  const [active, setActive] = useState(-1)
  const [index, setIndex] = useState<ToolIndex | null>(null)
  const results: ToolMeta[] = useMemo(
    () => (index && query.trim() ? index.searchTools(index.TOOLS, query).slice(0, MAX_RESULTS) : []),
    [index, query],
  )
  const listId = `${id}-list`
  const expanded = open && index !== null && query.trim().length > 0

  function go(index: number) {
    const tool = results[index]
    if (!tool) return
    setQuery('')
    setOpen(false)
    // The tool opens with its main field focused: the person came to use it, not to read its page. The box
    // lets go of the focus now, so the tool takes it only if nothing else has by the time it has loaded.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
    void navigate(`/tools/${tool.slug}`, { state: { focusTool: true } })
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen(true)
      setActive((i) => Math.min(i + 1, results.length - 1))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((i) => Math.max(i - 1, 0))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      // The chosen suggestion, or with none chosen the best match of what was typed.
      go(Math.max(active, 0))
    } else if (event.key === 'Escape') {
      setOpen(false)
    }
  }

  return (
    <div className="relative w-full max-w-xs">
      <label htmlFor={id} className="sr-only">
        {t('searchLabel')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-soft"
      />
      <input
        id={id}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && results[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={t('searchPlaceholder')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value)
          setActive(-1)
          setOpen(true)
        }}
        onKeyDown={handleKeyDown}
        onFocus={() => {
          setOpen(true)
          if (!index) void loadIndex().then(setIndex)
        }}
        onBlur={() => setOpen(false)}
        className="h-9 w-full rounded-lg border border-line bg-muted pr-3 pl-9 text-sm placeholder:text-ink-soft focus-visible:bg-surface focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      <div className="sr-only" aria-live="polite">
        {expanded ? t('searchResults', { count: results.length }) : ''}
      </div>
      {expanded ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('searchLabel')}
          className="absolute right-0 left-0 z-50 mt-1 max-h-80 overflow-auto rounded-lg border border-line bg-surface py-1 shadow-lg sm:left-auto sm:w-80"
        >
          {results.length === 0 ? (
            <li role="presentation" className="px-3 py-2 text-sm text-ink-soft">
              {t('searchNoResults', { query: query.trim().slice(0, 60) })}
            </li>
          ) : (
            results.map((tool, position) => {
              const Icon = tool.icon
              return (
                <li
                  key={tool.slug}
                  id={`${listId}-${position}`}
                  role="option"
                  aria-selected={position === active}
                  data-slug={tool.slug}
                  // mousedown, not click: the input's blur would close the list before a click lands.
                  onMouseDown={(e) => {
                    e.preventDefault()
                    go(position)
                  }}
                  onMouseEnter={() => setActive(position)}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm',
                    position === active ? 'bg-brand-50 text-brand-800' : 'text-ink',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  <span>{tool.name[lang]}</span>
                </li>
              )
            })
          )}
        </ul>
      ) : null}
    </div>
  )
}
