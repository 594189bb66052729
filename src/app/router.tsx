// Declarative routes (BrowserRouter + Routes): the data router would add ~17 KB gzip to the initial load
// for loaders and actions this app does not use — its data lives in the local database, not in loaders.
import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'
import { PublicLayout } from './layouts/public-layout'
import { RootLayout } from './layouts/root-layout'
import { PUBLIC_ROUTES } from './public-routes'

const ToolRoute = lazy(() => import('./pages/tool-route'))
const NotFoundPage = lazy(() => import('./pages/not-found-page'))

// lazy() runs once per page at module load, never per render, or every render would remount the page.
const publicPages = PUBLIC_ROUTES.map((route) => ({ path: route.path, Page: lazy(route.load) }))

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<PublicLayout />}>
          {publicPages.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="/tools/:slug" element={<ToolRoute />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  )
}
