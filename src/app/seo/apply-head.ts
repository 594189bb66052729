import { headTags, type PageHead } from './head'

// Tags this module wrote carry data-head so a navigation replaces them instead of piling them up.
const MARK = 'data-head'

/** Replaces the document head's page tags with those of `head`. */
export function applyHead(head: PageHead, origin: string): void {
  document.head.querySelectorAll(`[${MARK}]`).forEach((el) => el.remove())
  for (const t of headTags(head, origin)) {
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
