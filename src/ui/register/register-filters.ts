// A register's filters live in the address (?q=ramesh&kind=supplier), so a filtered list can be bookmarked,
// shared, reloaded and stepped back through. Pure: reading typed values from search params and writing them
// back, leaving out defaults so an unfiltered list has a clean address and keeping params that are not
// filters (?new=1).

export type TextFilter = { kind: 'text' }
export type ChoiceFilter<V extends string> = { kind: 'choice'; values: readonly V[]; fallback: V }
export type FilterSpec = Record<string, TextFilter | ChoiceFilter<string>>
export type FilterValues<S extends FilterSpec> = {
  [K in keyof S]: S[K] extends ChoiceFilter<infer V> ? V : string
}

/** Longer text in an address is a paste gone wrong, not a search. */
export const MAX_TEXT_FILTER = 200

export const textFilter = (): TextFilter => ({ kind: 'text' })
export const choiceFilter = <V extends string>(values: readonly V[], fallback: V): ChoiceFilter<V> => ({
  kind: 'choice',
  values,
  fallback,
})

function readOne(params: URLSearchParams, key: string, filter: TextFilter | ChoiceFilter<string>): string {
  const raw = params.get(key)
  if (filter.kind === 'text') return (raw ?? '').slice(0, MAX_TEXT_FILTER)
  // A hand-edited or outdated address (a kind that no longer exists) falls back rather than showing nothing.
  return raw !== null && filter.values.includes(raw) ? raw : filter.fallback
}

export function readFilters<S extends FilterSpec>(params: URLSearchParams, spec: S): FilterValues<S> {
  const out: Record<string, string> = {}
  for (const key of Object.keys(spec)) out[key] = readOne(params, key, spec[key]!)
  return out as FilterValues<S>
}

/** New params with the patch applied; the given params are not changed. */
export function writeFilters<S extends FilterSpec>(
  params: URLSearchParams,
  spec: S,
  patch: Partial<FilterValues<S>>,
): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const key of Object.keys(patch)) {
    const filter = spec[key]
    const value = patch[key]
    if (!filter || value === undefined) continue
    const isDefault = filter.kind === 'text' ? value.trim() === '' : value === filter.fallback
    if (isDefault) next.delete(key)
    else next.set(key, filter.kind === 'text' ? value.slice(0, MAX_TEXT_FILTER) : value)
  }
  return next
}

/** Whether any filter differs from its default (the list is narrowed). */
export function isFiltered<S extends FilterSpec>(values: FilterValues<S>, spec: S): boolean {
  return Object.keys(spec).some((key) => {
    const filter = spec[key]!
    const value = values[key] as string
    return filter.kind === 'text' ? value.trim() !== '' : value !== filter.fallback
  })
}

/** The patch that puts every filter back to its default. */
export function clearedFilters<S extends FilterSpec>(spec: S): FilterValues<S> {
  const out: Record<string, string> = {}
  for (const key of Object.keys(spec)) {
    const filter = spec[key]!
    out[key] = filter.kind === 'text' ? '' : filter.fallback
  }
  return out as FilterValues<S>
}
