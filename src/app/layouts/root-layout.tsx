import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router-dom'

/** Scrolls to the top on every path change (spec §2), then renders the matched layout. */
export function RootLayout() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return <Outlet />
}
