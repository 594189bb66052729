// A register searched by one box and nothing else: the words kept in the address like every filter
// (useRegisterFilters), the rows that match them, and the props the Register takes for it, so a simple list
// is its rows, its columns and its matching rule.
import { useDeferredValue, useMemo } from 'react'
import { textFilter } from './register-filters'
import type { RegisterProps } from './register'
import { useRegisterFilters } from './use-register-filters'

const FILTERS = { q: textFilter() }

/** `matches` decides whether a row answers the typed words; keep it stable (module level or useCallback). */
export function useTextSearch<T>(
  all: readonly T[],
  matches: (row: T, query: string) => boolean,
  label: string,
): Pick<RegisterProps<T>, 'rows' | 'totalCount' | 'search' | 'filtered' | 'onClearFilters'> {
  const filters = useRegisterFilters(FILTERS)
  const query = useDeferredValue(filters.values.q)
  const rows = useMemo(() => all.filter((row) => matches(row, query)), [all, query, matches])
  return {
    rows,
    totalCount: all.length,
    search: {
      value: filters.values.q,
      onChange: (value) => filters.set({ q: value }, { typing: true }),
      label,
    },
    filtered: filters.filtered,
    onClearFilters: filters.clear,
  }
}
