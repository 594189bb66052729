// Every path the first load does not route (router.tsx): sign-in, the signed-in app, print views and the
// 404 page. A descendant route table under the root's "*", loaded on first use; its paths are absolute.
// The signed-in app's routes come from its own pages (signed-in/pages.ts) and the module registry.
import { lazy, type ComponentType } from 'react'
import { Navigate, Route, Routes, useLocation } from 'react-router-dom'
import { hasPersistedSession } from '@/lib/supabase-session'
import { PublicLayout } from './layouts/public-layout'
import { MODULES } from './modules'
import { APP_PAGES, APP_REDIRECTS } from './signed-in/pages'

const NotFoundPage = lazy(() => import('./pages/not-found-page'))
const AppNotFoundPage = lazy(() => import('./pages/app-not-found-page'))
const AuthRoot = lazy(() => import('./auth-routes/auth-root'))
const Guard = lazy(() => import('@/auth/route-guard'))
const AppLayout = lazy(() => import('./layouts/app-layout'))
// The database (RxDB, ~100 KB gzip) must stay out of the first load: only lazy layouts bring it.
const PrintLayout = lazy(() => import('./layouts/print-data-layout'))
const LoginPage = lazy(() => import('./pages/login-page'))
const SignupPage = lazy(() => import('./pages/signup-page'))
const JoinPage = lazy(() => import('./pages/join-page'))
const AdminLoginPage = lazy(() => import('./pages/admin-login-page'))
const AuthCallbackPage = lazy(() => import('./pages/auth-callback-page'))

type GuardedPage = {
  path: string
  feature?: string
  adminOnly?: boolean
  ownerOnly?: boolean
  Page: ComponentType
}

// lazy() runs once per page at module load, never per render, or every render would remount the page.
const appPages: GuardedPage[] = [
  ...APP_PAGES.map((p) => ({
    path: p.path,
    adminOnly: p.adminOnly,
    ownerOnly: p.ownerOnly,
    Page: lazy(p.load),
  })),
  ...MODULES.map((m) => ({ path: m.path, feature: m.feature, Page: lazy(m.load) })),
]
const printPages: GuardedPage[] = MODULES.flatMap((m) =>
  (m.printRoutes ?? []).map((r) => ({ path: r.path, feature: m.feature, Page: lazy(r.load) })),
)

/** Each page behind its guard: its feature, admin only, or sign-in alone (plain elements: Routes reads only <Route>s). */
function guardedRoutes(pages: readonly GuardedPage[]) {
  return pages.map(({ path, feature, adminOnly, ownerOnly, Page }) => (
    <Route
      key={path}
      path={path}
      element={
        <Guard feature={feature} adminOnly={adminOnly} ownerOnly={ownerOnly}>
          <Page />
        </Guard>
      }
    />
  ))
}

export default function OtherRoutes() {
  // Re-read on every navigation: a path no page serves is the signed-in app's own not-found page for a user
  // with a session on this device, and the public 404 (with tool suggestions) for everyone else.
  useLocation()
  const signedIn = hasPersistedSession()
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route element={<AuthRoot />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/signup" element={<SignupPage />} />
          <Route path="/join/:code" element={<JoinPage />} />
          <Route path="/admin-login" element={<AdminLoginPage />} />
          <Route path="/auth/callback" element={<AuthCallbackPage />} />
        </Route>
        {signedIn ? null : <Route path="*" element={<NotFoundPage />} />}
      </Route>
      <Route element={<AuthRoot />}>
        <Route
          element={
            <Guard>
              <AppLayout />
            </Guard>
          }
        >
          {guardedRoutes(appPages)}
          {Object.entries(APP_REDIRECTS).map(([from, to]) => (
            <Route key={from} path={from} element={<Navigate to={to} replace />} />
          ))}
          {signedIn ? <Route path="*" element={<AppNotFoundPage />} /> : null}
        </Route>
        <Route
          element={
            <Guard>
              <PrintLayout />
            </Guard>
          }
        >
          {guardedRoutes(printPages)}
        </Route>
      </Route>
    </Routes>
  )
}
