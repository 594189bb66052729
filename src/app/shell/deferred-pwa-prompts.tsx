import { lazy, Suspense } from 'react'
import { useUpdateWaiting } from '@/lib/sw-bridge'
import { useHydrated } from '@/lib/use-hydrated'
import { installOffer, isIos, useInstallState } from './install-capture'

const PwaPrompts = lazy(() => import('./pwa-prompts'))

const ios =
  typeof navigator !== 'undefined' && isIos(navigator.userAgent, navigator.platform, navigator.maxTouchPoints)

/**
 * The install and update prompts, downloaded only when one of them has something to say and only after
 * hydration. The hydration gate lives in this leaf on purpose: a state change in the layout itself would
 * re-render the page's still-dehydrated Suspense boundary, and React would throw its prerendered HTML away.
 */
export function DeferredPwaPrompts() {
  const hydrated = useHydrated()
  const { prompt, installed, dismissedAt } = useInstallState()
  const updateWaiting = useUpdateWaiting()
  const offer = installOffer({ installed, hasPrompt: prompt !== null, ios, dismissedAt, now: Date.now() })
  if (!hydrated || (offer === 'none' && !updateWaiting)) return null
  return (
    <Suspense fallback={null}>
      <PwaPrompts />
    </Suspense>
  )
}
