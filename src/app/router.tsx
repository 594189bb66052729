// Declarative routes (BrowserRouter + Routes): the data router would add ~17 KB gzip to the initial load
// for loaders and actions this app does not use — its data lives in the local database, not in loaders.
// The public pages and tools are routed here, in the first load. Every other path (sign-in, the signed-in
// app, print views, the 404 page) is routed by a lazy descendant table (other-routes.tsx), so the public
// pages never load the module registry, the guard, the auth store or supabase-js.
import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router-dom'
import { Spinner } from '@/ui/spinner'
import { HomeGate } from './auth-routes/home-gate'
import { PublicLayout } from './layouts/public-layout'
import { RootLayout } from './layouts/root-layout'
import { PUBLIC_ROUTES } from './public-routes'
import { useAppStrings } from './strings'

const ToolRoute = lazy(() => import('./pages/tool-route'))
// Short links of the url-shortener tool resolve here (an online-only page: it says so offline).
const ShortLinkPage = lazy(() => import('@/tools/url-shortener/redirect-page'))
const OtherRoutes = lazy(() => import('./other-routes'))

// lazy() runs once per page at module load, never per render, or every render would remount the page.
const publicPages = PUBLIC_ROUTES.map((route) => ({ path: route.path, Page: lazy(route.load) }))

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
          <Route path="/tools/:slug" element={<ToolRoute />} />
          <Route path="/s/:code" element={<ShortLinkPage />} />
        </Route>
        <Route
          path="*"
          element={
            // Only a first visit straight to such a path waits here; a link from a public page keeps
            // showing that page meanwhile (router navigations are transitions).
            <Suspense fallback={<RoutesLoading />}>
              <OtherRoutes />
            </Suspense>
          }
        />
      </Route>
    </Routes>
  )
}

function RoutesLoading() {
  const t = useAppStrings()
  return <Spinner label={t('loading')} className="min-h-dvh" />
}
