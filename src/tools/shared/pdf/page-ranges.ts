// Page ranges as people type them: "1-3, 5, 8-" (8 to the end), "-4" (1 to 4), "9-7" (backwards).
// Pure; the UI turns each error reason into a message in the user's language.

/** A parsed range: 0-based page indices in order. */
export type PageRange = { text: string; pages: number[] }

export type RangeError =
  | { reason: 'empty' }
  | { reason: 'badToken'; token: string }
  | { reason: 'zeroPage'; token: string }
  | { reason: 'outOfRange'; token: string; page: number; pageCount: number }

export type RangeResult = { ok: true; ranges: PageRange[] } | ({ ok: false } & RangeError)

const TOKEN = /^(\d+)?\s*(?:(-)\s*(\d+)?)?$/

/** Parses "1-3,5,8-" against a document of `pageCount` pages. Separators: commas, semicolons or spaces. */
export function parsePageRanges(input: string, pageCount: number): RangeResult {
  // Normalise dashes people type on phones (–, —) and spaces around hyphens.
  const cleaned = input
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s*-\s*/g, '-')
    .trim()
  if (cleaned === '') return { ok: false, reason: 'empty' }
  const tokens = cleaned.split(/[,;\s]+/).filter(Boolean)
  const ranges: PageRange[] = []
  for (const token of tokens) {
    const match = TOKEN.exec(token)
    if (!match || (!match[1] && !match[3]) || (!match[2] && !match[1])) {
      return { ok: false, reason: 'badToken', token }
    }
    const start = match[1] ? Number(match[1]) : 1
    const end = match[2] ? (match[3] ? Number(match[3]) : pageCount) : start
    if (start === 0 || end === 0) return { ok: false, reason: 'zeroPage', token }
    const beyond = Math.max(start, end)
    if (beyond > pageCount) return { ok: false, reason: 'outOfRange', token, page: beyond, pageCount }
    const step = end >= start ? 1 : -1
    const pages: number[] = []
    for (let page = start; page !== end + step; page += step) pages.push(page - 1)
    ranges.push({ text: token, pages })
  }
  return { ok: true, ranges }
}

/** Groups of `size` consecutive pages: every N pages. The last group may be shorter. */
export function everyNPages(pageCount: number, size: number): number[][] {
  const n = Math.max(1, Math.floor(size))
  const groups: number[][] = []
  for (let start = 0; start < pageCount; start += n) {
    groups.push(Array.from({ length: Math.min(n, pageCount - start) }, (_, i) => start + i))
  }
  return groups
}

/** The odd (1, 3, 5…) or even (2, 4, 6…) pages, as 0-based indices. */
export function oddOrEvenPages(pageCount: number, which: 'odd' | 'even'): number[] {
  const pages: number[] = []
  for (let page = which === 'odd' ? 1 : 2; page <= pageCount; page += 2) pages.push(page - 1)
  return pages
}
