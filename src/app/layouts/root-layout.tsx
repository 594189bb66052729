import { useEffect, useRef } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { endHydration } from '../hydration'

/**
 * Scrolls to the top on every path change (spec §2), then renders the matched layout. Not on the first
 * render: the browser has already placed the page (at a #section, or where a reload left it), and
 * hydration must not undo that. A new path with a #hash scrolls to that section instead.
 */
export function RootLayout() {
  const { pathname, hash } = useLocation()
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    endHydration()
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [pathname, hash])
  return <Outlet />
}
