import { useEffect, useRef } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { endHydration } from '../hydration'

/**
 * Scrolls to the top on every path change (spec §2), then renders the matched layout. Not on the first
 * render: the browser has already placed the page (at a #section, or where a reload left it), and
 * hydration must not undo that. A new path with a #hash scrolls to that section instead, and so does a new
 * #hash on the same page once React has drawn it (the browser's own jump can land before the section's place
 * is final: a phone's chip to a category of /tools once left the heading off the screen).
 */
export function RootLayout() {
  const { pathname, hash } = useLocation()
  const shown = useRef({ pathname, hash })
  useEffect(() => {
    const before = shown.current
    if (before.pathname === pathname && before.hash === hash) return
    shown.current = { pathname, hash }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (before.pathname === pathname) {
      target?.scrollIntoView()
      return
    }
    endHydration()
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [pathname, hash])
  return <Outlet />
}
