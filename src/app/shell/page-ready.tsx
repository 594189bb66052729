import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * Marks <html data-ready="/path"> once the page's content is interactive (rendered or hydrated). It sits
 * inside the page's Suspense boundary, so it commits together with the page. Tests wait for it before
 * typing into a prerendered form; nothing in the app depends on it.
 */
export function PageReady() {
  const { pathname } = useLocation()
  useEffect(() => {
    document.documentElement.dataset.ready = pathname
    return () => {
      delete document.documentElement.dataset.ready
    }
  }, [pathname])
  return null
}
