// Choose a variant for a purchase, opening stock or invoice: a combobox over the active variants on this
// device ("brezza zx", or a make in Devanagari), showing make, model, variant and fuel. The value is the
// catalogue id; a variant chosen earlier and since withdrawn still shows, marked, so an old document reads.
import { useMemo, useState } from 'react'
import type { CatalogItem } from '@schemas/catalog.schema'
import { Combobox } from '@/ui/combobox'
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
  const { items } = useCatalogItems(true)
  const selected = useCatalogItem(value).data as CatalogItem | null | undefined
  const index = useMemo(() => buildVariantIndex(items), [items])
  const [query, setQuery] = useState('')
  const matches = useMemo(() => filterVariants(index, query, MAX_OPTIONS), [index, query])

  return (
    <Combobox
      testId="variant-picker"
      label={label ?? t('pickerLabel')}
      required={required}
      error={error}
      placeholder={t('pickerSearch')}
      query={query}
      onQuery={setQuery}
      options={matches.map((c) => ({
        key: c.id,
        content: (
          <>
            <span className="font-medium">
              {c.make} {c.model} {c.variant}
            </span>
            <span className="text-ink-soft"> · {t(`fuel_${c.fuel}`)}</span>
          </>
        ),
      }))}
      onChoose={(i) => {
        const item = matches[i]
        if (!item) return false
        onChange(item)
        setQuery('')
        return true
      }}
      selected={
        value && selected ? (
          <>
            <span className="font-medium">
              {selected.make} {selected.model} {selected.variant}
            </span>
            <span className="text-ink-soft">
              {' · '}
              {t(`fuel_${selected.fuel}`)}
              {selected.active ? '' : ` · ${t('pickerInactive')}`}
            </span>
          </>
        ) : null
      }
      clear={{ text: t('pickerClear'), onClear: () => onChange(null) }}
      noMatchesText={t('noMatches')}
    />
  )
}
