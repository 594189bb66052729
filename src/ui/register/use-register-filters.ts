// A register's filters as state kept in the address (register-filters.ts). Typing replaces the history entry,
// so Back does not step through every letter; choosing a filter adds one, so Back undoes it.
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import {
  clearedFilters,
  isFiltered,
  readFilters,
  writeFilters,
  type FilterSpec,
  type FilterValues,
} from './register-filters'

export type RegisterFilters<S extends FilterSpec> = {
  values: FilterValues<S>
  filtered: boolean
  set: (patch: Partial<FilterValues<S>>, options?: { typing?: boolean }) => void
  clear: () => void
}

export function useRegisterFilters<S extends FilterSpec>(spec: S): RegisterFilters<S> {
  const [params, setParams] = useSearchParams()
  const values = useMemo(() => readFilters(params, spec), [params, spec])
  const set = useCallback(
    (patch: Partial<FilterValues<S>>, options: { typing?: boolean } = {}) =>
      setParams((current) => writeFilters(current, spec, patch), { replace: options.typing === true }),
    [setParams, spec],
  )
  const clear = useCallback(() => set(clearedFilters(spec)), [set, spec])
  return { values, filtered: isFiltered(values, spec), set, clear }
}
