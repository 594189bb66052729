import { useState, Suspense } from 'react'
import { Link, Outlet, useLocation } from 'react-router-dom'
import { useAuth } from '@/auth/auth-context'
import { useLanguage } from '@/lib/i18n'
import { Drawer } from '@/ui/drawer'
import { Spinner } from '@/ui/spinner'
import { AppHeader } from '../auth-routes/app-header'
import { AppNav } from '../auth-routes/app-nav'
import { UserData } from '../auth-routes/user-data'
import { useSignedInStrings } from '../auth-routes/signed-in-strings'
import { useOnline } from '@/lib/use-online'
import { BrandMark } from '../shell/brand-mark'
import { ErrorBoundary } from '../shell/error-boundary'
import { useSignedInHead } from '../signed-in/use-signed-in-head'
import { displayDate } from '@/utils/display-date'

/** The signed-in app (spec §2): sidebar on desktop, a drawer on phones, header, scrolling main area. */
export default function AppLayout() {
  const t = useSignedInStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const online = useOnline()
  const { pathname } = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  useSignedInHead()
  const validTill = auth.profile?.app_valid_till
  return (
    <UserData>
      <div className="flex min-h-dvh bg-page">
        <a
          href="#app-main"
          className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('skipToContent')}
        </a>
        <aside
          className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-r border-line bg-surface lg:flex"
          data-testid="desktop-sidebar"
        >
          <Link
            to="/dashboard"
            className="flex items-center gap-2 px-5 py-4 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <BrandMark />
            <span className="text-lg font-bold tracking-tight text-brand-800">AutoBahi Pro</span>
          </Link>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <AppNav />
          </div>
        </aside>
        <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} label={t('menu')}>
          <div className="flex items-center gap-2 px-5 pb-2">
            <BrandMark />
            <span className="text-lg font-bold tracking-tight text-brand-800">AutoBahi Pro</span>
          </div>
          <AppNav onNavigate={() => setMenuOpen(false)} />
        </Drawer>
        <div className="flex min-w-0 flex-1 flex-col">
          <AppHeader onOpenMenu={() => setMenuOpen(true)} />
          {auth.readOnly && validTill ? (
            <p
              role="status"
              className="border-b border-saffron-500 bg-saffron-100 px-4 py-2 text-sm text-ink"
              data-testid="read-only-banner"
            >
              {t('readOnlyBanner', { date: displayDate(validTill.slice(0, 10), lang, { month: 'long' }) })}
            </p>
          ) : null}
          {/* Only the browser's own state says "offline": a session not yet renewed while online is a sync
              problem, shown by the sync badge. */}
          {!online ? (
            <p
              role="status"
              className="border-b border-line bg-muted px-4 py-2 text-sm text-ink-soft"
              data-testid="offline-banner"
            >
              {t('offlineBanner')}
            </p>
          ) : null}
          <main
            id="app-main"
            tabIndex={-1}
            className="min-w-0 flex-1 overflow-x-clip px-4 py-6 outline-none lg:px-8"
          >
            <ErrorBoundary key={pathname}>
              <Suspense fallback={<Spinner label={t('loading')} className="min-h-[50vh]" />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </main>
        </div>
      </div>
    </UserData>
  )
}
