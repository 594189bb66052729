// Every path the first load does not route (router.tsx): sign-in, the signed-in app, print views and the
// 404 page. A descendant route table under the root's "*", loaded on first use; its paths are absolute.
import { lazy, type ComponentType } from 'react'
import { Route, Routes } from 'react-router-dom'
import type { Feature } from '@/auth/permissions'
import { PublicLayout } from './layouts/public-layout'
import { MODULES } from './modules'

const NotFoundPage = lazy(() => import('./pages/not-found-page'))
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
const modulePages = MODULES.map((m) => ({ path: m.path, feature: m.feature, Page: lazy(m.load) }))
const printPages = MODULES.flatMap((m) =>
  (m.printRoutes ?? []).map((r) => ({ path: r.path, feature: m.feature, Page: lazy(r.load) })),
)

type FeaturePage = { path: string; feature: Feature; Page: ComponentType }

/** A module's pages, each behind the guard of its feature (plain elements: Routes reads only <Route>s). */
function featureRoutes(pages: readonly FeaturePage[]) {
  return pages.map(({ path, feature, Page }) => (
    <Route
      key={path}
      path={path}
      element={
        <Guard feature={feature}>
          <Page />
        </Guard>
      }
    />
  ))
}

export default function OtherRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route element={<AuthRoot />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/signup" element={<SignupPage />} />
          <Route path="/admin-login" element={<AdminLoginPage />} />
          <Route path="/auth/callback" element={<AuthCallbackPage />} />
        </Route>
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
          {featureRoutes(modulePages)}
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
          {featureRoutes(printPages)}
        </Route>
      </Route>
    </Routes>
  )
}
