import { useCallback, useEffect, useState } from 'react'

/**
 * Calculator inputs mirrored in the URL query so a calculation can be bookmarked or shared. Values equal
 * to their default are left out; the URL is replaced, not pushed, so Back leaves the tool.
 */
export function useUrlState<K extends string>(
  defaults: Readonly<Record<K, string>>,
): [Record<K, string>, (patch: Partial<Record<K, string>>) => void] {
  const [state, setState] = useState<Record<K, string>>(() => {
    const params = new URLSearchParams(window.location.search)
    const initial: Record<K, string> = { ...defaults }
    for (const key of Object.keys(defaults) as K[]) {
      const value = params.get(key)
      if (value !== null) initial[key] = value.slice(0, 2000)
    }
    return initial
  })

  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    for (const key of Object.keys(defaults) as K[]) {
      if (state[key] === defaults[key]) params.delete(key)
      else params.set(key, state[key])
    }
    const query = queryString(params)
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
      // Keep the router's own history state so its navigation keeps working.
      window.history.replaceState(window.history.state, '', url)
    }
  }, [state, defaults])

  const update = useCallback(
    (patch: Partial<Record<K, string>>) => setState((prev) => ({ ...prev, ...patch })),
    [],
  )
  return [state, update]
}

// Commas, semicolons and tildes are legal in a query (RFC 3986), so amounts like 10,00,000 stay readable
// in a shared link instead of turning into %2C.
function queryString(params: URLSearchParams): string {
  return [...params]
    .map(
      ([k, v]) =>
        `${encodeURIComponent(k)}=${encodeURIComponent(v).replace(/%2C/gi, ',').replace(/%3B/gi, ';')}`,
    )
    .join('&')
}
