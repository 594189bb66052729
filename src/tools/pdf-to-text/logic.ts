// Joining the pages' text into one document with a separator line before each page. Pure.
import type { PageText } from '@workers/pdf/extract-text.options'

/** The whole text: each page under a separator made by `separator(page)`. */
export function joinPages(pages: readonly PageText[], separator: (page: number) => string): string {
  return pages.map((page) => `${separator(page.page)}\n${page.text}`.trimEnd()).join('\n\n')
}

/** Page numbers without a text layer, as a short list: [2,3,4,7] → "2-4, 7". */
export function pagesWithoutText(pages: readonly PageText[]): string {
  const numbers = pages.filter((page) => !page.hasText).map((page) => page.page)
  const runs: string[] = []
  for (let i = 0; i < numbers.length;) {
    let j = i
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j]! + 1) j += 1
    runs.push(i === j ? `${numbers[i]}` : `${numbers[i]}-${numbers[j]}`)
    i = j + 1
  }
  return runs.join(', ')
}
