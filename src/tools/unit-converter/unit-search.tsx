import { useId, useState } from 'react'
import { useLanguage } from '@/lib/i18n'
import { Field, Input } from '@/ui/field'
import type { UnitMatch } from './logic'
import { getCategory, searchUnits } from './logic'
import { useUnitStrings } from './strings'
import { unitLabel } from './unit-format'

type Props = { onPick: (match: UnitMatch) => void }

/** Finds a unit across all categories by English, Hindi, symbol or alias; picking one sets the "to" unit. */
export function UnitSearch({ onPick }: Props) {
  const t = useUnitStrings()
  const lang = useLanguage()
  const id = useId()
  const [query, setQuery] = useState('')
  const matches = searchUnits(query, 8)
  return (
    <div className="space-y-2">
      <Field label={t('searchLabel')} htmlFor={`${id}-q`} hint={t('searchHint')}>
        <Input
          id={`${id}-q`}
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={`${id}-q-hint`}
        />
      </Field>
      <p
        role="status"
        aria-live="polite"
        className={query.trim() === '' ? 'sr-only' : 'text-xs text-ink-soft'}
      >
        {query.trim() === ''
          ? ''
          : matches.length > 0
            ? t('searchCount', { count: matches.length })
            : t('searchNone', { query: query.trim() })}
      </p>
      {matches.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('searchLabel')}>
          {matches.map((match) => {
            const category = getCategory(match.categoryId)
            return (
              <li key={`${match.categoryId}-${match.unit.id}`}>
                <button
                  type="button"
                  onClick={() => {
                    onPick(match)
                    setQuery('')
                  }}
                  className="rounded-full border border-line bg-surface px-3 py-1.5 text-left text-sm text-ink hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {unitLabel(match.unit, lang)}
                  <span className="text-ink-soft">
                    {' '}
                    · {category ? (lang === 'hi' ? category.hi : category.en) : ''}
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
    </div>
  )
}
