import { useEffect } from 'react'
import { headTags, type HeadTag, type PageHead } from './head'

// Tags this module wrote carry data-head so a navigation replaces them instead of piling them up.
const MARK = 'data-head'

function applyTags(tags: readonly HeadTag[]): void {
  document.head.querySelectorAll(`[${MARK}]`).forEach((el) => el.remove())
  for (const t of tags) {
    if (t.tag === 'title') {
      document.title = t.text
      continue
    }
    const el = document.createElement(t.tag)
    for (const [k, v] of Object.entries(t.attrs)) el.setAttribute(k, v)
    if (t.tag === 'script') el.textContent = t.text
    el.setAttribute(MARK, '')
    document.head.append(el)
  }
}

/** Sets the document head for the current page; re-applies when the language or page changes. */
export function useHead(head: PageHead): void {
  const key = JSON.stringify(head)
  useEffect(() => {
    applyTags(headTags(JSON.parse(key) as PageHead, window.location.origin))
  }, [key])
}
