import { useEffect } from 'react'
import { isHydrating } from '../hydration'
import type { PageHead } from './head'

// The prerendered head stands until this hook first writes one (a language switch, a navigation).
let prerenderedHeadStands = true

/**
 * Sets the document head for the current page; re-applies when the language or page changes. The tag writer
 * loads on first use: a prerendered page being hydrated already has exactly this head (the build wrote it
 * with the same headTags), so a first visit never needs it.
 */
export function useHead(head: PageHead): void {
  const key = JSON.stringify(head)
  useEffect(() => {
    const wanted = JSON.parse(key) as PageHead
    if (prerenderedHeadStands && isHydrating(wanted.path) && wanted.lang === 'en') return
    prerenderedHeadStands = false
    let current = true
    void import('./apply-head').then(({ applyHead }) => {
      if (current) applyHead(wanted, window.location.origin)
    })
    return () => {
      current = false
    }
  }, [key])
}
