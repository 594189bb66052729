// Choose a variant for a purchase, opening stock or invoice: a combobox over the active variants on this
// device ("brezza zx", or a make in Devanagari), showing make, model, variant and fuel. The value is the
// catalogue id; a variant chosen earlier and since withdrawn still shows, marked, so an old document reads.
import { useId, useMemo, useState } from 'react'
import type { CatalogItem } from '@schemas/catalog.schema'
import { Input } from '@/ui/field'
import { useCatalogStrings } from '../catalog-strings'
import { useCatalogItem, useCatalogItems } from '../data/catalog'
import { buildVariantIndex, filterVariants } from '../domain/variant-search'

export type VariantPickerProps = {
  value: string | null
  onChange: (item: CatalogItem | null) => void
  label?: string
  required?: boolean
  error?: string
}

const MAX_OPTIONS = 8

export function VariantPicker({ value, onChange, label, required, error }: VariantPickerProps) {
  const t = useCatalogStrings()
  const id = useId()
  const { items } = useCatalogItems(true)
  const selected = useCatalogItem(value).data as CatalogItem | null | undefined
  const index = useMemo(() => buildVariantIndex(items), [items])
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const matches = useMemo(() => filterVariants(index, query, MAX_OPTIONS), [index, query])
  const count = matches.length

  const choose = (i: number) => {
    const item = matches[i]
    if (!item) return
    onChange(item)
    setQuery('')
    setOpen(false)
  }

  const labelText = label ?? t('pickerLabel')
  const listId = `${id}-list`
  const errorId = `${id}-error`
  const statusId = `${id}-status`
  const showNone = open && query.trim() !== '' && count === 0

  return (
    <div className="flex flex-col gap-1.5" data-testid="variant-picker">
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-ink">
        {labelText}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {value && selected ? (
        <div className="flex items-center gap-2 rounded-lg border border-line bg-muted/40 px-3 py-2">
          <span className="min-w-0 flex-1 truncate" data-testid="variant-picker-value">
            <span className="font-medium">
              {selected.make} {selected.model} {selected.variant}
            </span>
            <span className="text-ink-soft">
              {' · '}
              {t(`fuel_${selected.fuel}`)}
              {selected.active ? '' : ` · ${t('pickerInactive')}`}
            </span>
          </span>
          <button
            type="button"
            className="text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            onClick={() => onChange(null)}
          >
            {t('pickerClear')}
          </button>
        </div>
      ) : (
        <div className="relative">
          <Input
            id={`${id}-input`}
            role="combobox"
            aria-expanded={open && count > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && count > 0 ? `${id}-opt-${active}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? errorId : '', showNone ? statusId : ''].join(' ').trim() || undefined}
            aria-required={required}
            placeholder={t('pickerSearch')}
            autoComplete="off"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value)
              setOpen(true)
              setActive(0)
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') {
                e.preventDefault()
                setOpen(true)
                setActive((a) => Math.min(a + 1, count - 1))
              } else if (e.key === 'ArrowUp') {
                e.preventDefault()
                setActive((a) => Math.max(a - 1, 0))
              } else if (e.key === 'Enter' && open && count > 0) {
                e.preventDefault()
                choose(active)
              } else if (e.key === 'Escape') setOpen(false)
            }}
          />
          {open && count > 0 ? (
            <ul
              id={listId}
              role="listbox"
              aria-label={labelText}
              className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-line bg-surface py-1 shadow-lg"
            >
              {matches.map((c, i) => (
                <li
                  key={c.id}
                  id={`${id}-opt-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-brand-50' : ''}`}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(i)}
                >
                  <span className="font-medium">
                    {c.make} {c.model} {c.variant}
                  </span>
                  <span className="text-ink-soft"> · {t(`fuel_${c.fuel}`)}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {showNone ? (
            <p id={statusId} role="status" className="mt-1 text-xs text-ink-soft">
              {t('noMatches')}
            </p>
          ) : null}
        </div>
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
