import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/**
 * False while rendering at build time and during hydration, true afterwards. Parts whose first render
 * depends on the device (random values, the clock, the browser) render only once this is true, so the
 * prerendered HTML and the hydrating client always agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/**
 * Like useHydrated, but turns true in a transition after the first commit, so a heavy subtree (a tool's
 * working area) renders in interruptible slices instead of one long task right after hydration.
 */
export function useMountedInTransition(): boolean {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    startTransition(() => setMounted(true))
  }, [])
  return mounted
}
