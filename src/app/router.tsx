// Declarative routes (BrowserRouter + Routes): the data router would add ~17 KB gzip to the initial load
// for loaders and actions this app does not use — its data lives in the local database, not in loaders.
// Everything behind sign-in is lazy, including the guard and the auth store, so the public pages never
// load supabase-js.
import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'
import { HomeGate } from './auth-routes/home-gate'
import { PublicLayout } from './layouts/public-layout'
import { RootLayout } from './layouts/root-layout'
import { MODULES } from './modules'
import { PUBLIC_ROUTES } from './public-routes'

const ToolRoute = lazy(() => import('./pages/tool-route'))
const NotFoundPage = lazy(() => import('./pages/not-found-page'))
// Short links of the url-shortener tool resolve here (an online-only page: it says so offline).
const ShortLinkPage = lazy(() => import('@/tools/url-shortener/redirect-page'))

const AuthRoot = lazy(() => import('./auth-routes/auth-root'))
const Guard = lazy(() => import('@/auth/route-guard'))
const AppLayout = lazy(() => import('./layouts/app-layout'))
// The database (RxDB, ~100 KB gzip) must stay out of the first load: only lazy layouts bring it.
const PrintLayout = lazy(() => import('./layouts/print-data-layout'))
const LoginPage = lazy(() => import('./pages/login-page'))
const SignupPage = lazy(() => import('./pages/signup-page'))
const AdminLoginPage = lazy(() => import('./pages/admin-login-page'))
const AuthCallbackPage = lazy(() => import('./pages/auth-callback-page'))
const DashboardPage = lazy(() => import('./pages/dashboard-page'))
const ProfilePage = lazy(() => import('./pages/profile-page'))
const SettingsPage = lazy(() => import('./pages/settings-page'))
const AdminDashboardPage = lazy(() => import('./pages/admin/admin-dashboard-page'))
const AdminUsersPage = lazy(() => import('./pages/admin/admin-users-page'))
const SyncPage = lazy(() => import('@/modules/sync/sync-page'))

// lazy() runs once per page at module load, never per render, or every render would remount the page.
const publicPages = PUBLIC_ROUTES.map((route) => ({ path: route.path, Page: lazy(route.load) }))
const modulePages = MODULES.map((m) => ({ path: m.path, feature: m.feature, Page: lazy(m.load) }))
const printPages = MODULES.flatMap((m) =>
  (m.printRoutes ?? []).map((r) => ({ path: r.path, feature: m.feature, Page: lazy(r.load) })),
)

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<PublicLayout />}>
          {publicPages.map(({ path, Page }) => (
            <Route
              key={path}
              path={path}
              element={
                path === '/' ? (
                  <HomeGate>
                    <Page />
                  </HomeGate>
                ) : (
                  <Page />
                )
              }
            />
          ))}
          <Route element={<AuthRoot />}>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/signup" element={<SignupPage />} />
            <Route path="/admin-login" element={<AdminLoginPage />} />
            <Route path="/auth/callback" element={<AuthCallbackPage />} />
          </Route>
          <Route path="/tools/:slug" element={<ToolRoute />} />
          <Route path="/s/:code" element={<ShortLinkPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route element={<AuthRoot />}>
          <Route
            element={
              <Guard>
                <AppLayout />
              </Guard>
            }
          >
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/settings" element={<SettingsPage />} />
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/sync" element={<SyncPage />} />
            {modulePages.map(({ path, feature, Page }) => (
              <Route
                key={path}
                path={path}
                element={
                  <Guard feature={feature}>
                    <Page />
                  </Guard>
                }
              />
            ))}
            {['/admin', '/admin/dashboard'].map((path) => (
              <Route
                key={path}
                path={path}
                element={
                  <Guard adminOnly>
                    <AdminDashboardPage />
                  </Guard>
                }
              />
            ))}
            <Route
              path="/admin/users"
              element={
                <Guard adminOnly>
                  <AdminUsersPage />
                </Guard>
              }
            />
          </Route>
          <Route
            element={
              <Guard>
                <PrintLayout />
              </Guard>
            }
          >
            {printPages.map(({ path, feature, Page }) => (
              <Route
                key={path}
                path={path}
                element={
                  <Guard feature={feature}>
                    <Page />
                  </Guard>
                }
              />
            ))}
          </Route>
        </Route>
      </Route>
    </Routes>
  )
}
