import { lazy, Suspense } from 'react'
import { useHydrated } from '@/lib/use-hydrated'

const PwaPrompts = lazy(() => import('./pwa-prompts'))

/**
 * The install and update prompts, loaded after hydration. The hydration gate lives in this leaf on
 * purpose: a state change in the layout itself would re-render the page's still-dehydrated Suspense
 * boundary, and React would throw its prerendered HTML away (a visible flash and layout shift).
 */
export function DeferredPwaPrompts() {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <PwaPrompts />
    </Suspense>
  )
}
