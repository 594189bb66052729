// React hooks over RxDB queries: the component re-renders whenever the result changes (local writes, pulls,
// live updates from other devices alike).
import { useEffect, useState } from 'react'
import type { RxDocument, RxQuery } from 'rxdb'

export type QueryState<T> = { data: T; loading: boolean }

/**
 * Subscribes to `make()`'s result; `deps` decide when the query is rebuilt. Results are plain objects, so
 * components never hold RxDocuments (which would tempt them to write without the rev stamp).
 */
export function useRxQuery<T, R = T[]>(
  make: () => RxQuery<T, RxDocument<T>[]> | null,
  deps: readonly unknown[],
  map: (docs: T[]) => R = (docs) => docs as unknown as R,
): QueryState<R | undefined> {
  const [state, setState] = useState<QueryState<R | undefined>>({ data: undefined, loading: true })
  useEffect(() => {
    const query = make()
    if (!query) return
    setState((s) => ({ ...s, loading: true }))
    const sub = query.$.subscribe((docs) => {
      setState({ data: map(docs.map((d) => d.toMutableJSON() as T)), loading: false })
    })
    return () => sub.unsubscribe()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what the query depends on
  }, deps)
  return state
}

/** One document by id, or null once it is known not to exist. */
export function useRxDoc<T>(
  make: () => RxQuery<T, RxDocument<T> | null> | null,
  deps: readonly unknown[],
): QueryState<T | null | undefined> {
  const [state, setState] = useState<QueryState<T | null | undefined>>({ data: undefined, loading: true })
  useEffect(() => {
    const query = make()
    if (!query) return
    const sub = query.$.subscribe((doc) => {
      setState({ data: doc ? (doc.toMutableJSON() as T) : null, loading: false })
    })
    return () => sub.unsubscribe()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what the query depends on
  }, deps)
  return state
}
