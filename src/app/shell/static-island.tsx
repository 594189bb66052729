import { useState, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { isHydrating } from '../hydration'

type Props = { id?: string; className?: string; live: boolean; children: ReactNode }

/**
 * Content that is rendered at build time and, while the browser hydrates that page, kept as the static
 * HTML it already is — so its data (the tool catalogue, say) need not be downloaded just to paint what
 * is on screen. It renders `children` for real once `live` turns true (the user filters, switches
 * language) and whenever the page was not prerendered (a later navigation, a Hindi reader).
 */
export function StaticIsland({ id, className, live, children }: Props) {
  const { pathname } = useLocation()
  const [frozen] = useState(() => typeof window !== 'undefined' && isHydrating(pathname))
  const [thawed, setThawed] = useState(false)
  if (live && !thawed) setThawed(true)
  if (frozen && !thawed) {
    // An element with dangerouslySetInnerHTML is not hydrated into: React keeps the server's markup.
    return (
      <div id={id} className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
    )
  }
  return (
    <div id={id} className={className}>
      {children}
    </div>
  )
}
