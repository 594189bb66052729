import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { Spinner } from '@/ui/spinner'
import { ErrorBoundary } from '../shell/error-boundary'
import { useAppStrings } from '../strings'
import { PublicFooter } from '../shell/public-footer'
import { DeferredPwaPrompts } from '../shell/deferred-pwa-prompts'
import { PageReady } from '../shell/page-ready'
import { PublicHeader } from '../shell/public-header'

/** Header with tool search and language switch, the page, the footer (spec §2 "All other pages"). */
export function PublicLayout() {
  const t = useAppStrings()
  const { pathname } = useLocation()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner label={t('loading')} className="min-h-[50vh]" />}>
            <Outlet />
            <PageReady />
          </Suspense>
        </ErrorBoundary>
      </main>
      <PublicFooter />
      <DeferredPwaPrompts />
    </div>
  )
}
