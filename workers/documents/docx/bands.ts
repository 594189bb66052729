// Headers and footers drawn on the finished pages: a band's text is laid out with the paragraph engine in the
// section's margins, the header down from its distance to the top edge, the footer up from its distance to
// the bottom edge, with this page's number and the page count filled in.
import type { Faces } from '../../typeset/fonts'
import type { Item, LaidOutPage } from '../items'
import type { PageSize } from '../spec.options'
import { layoutText } from '../text-layout'
import type { DocxSection } from './model'
import { bandBlocks } from './to-spec'

function stack(faces: Faces, section: DocxSection, page: number, pages: number, which: 'header' | 'footer') {
  const { margin, size } = section
  const width = size.width - margin.left - margin.right
  const items: Item[] = []
  let top = 0
  for (const block of bandBlocks(section[which] ?? [], width, page, pages)) {
    top += block.spaceBefore ?? 0
    const text = layoutText(faces, block, margin.left, top, width)
    items.push(...text.items)
    top += text.height + (block.spaceAfter ?? 0)
  }
  return { items, height: top }
}

const shift = (item: Item, dy: number): Item => ({
  ...item,
  y: item.y + dy,
  top: item.top + dy,
  bottom: item.bottom + dy,
})

/** Adds each page's header and footer; `sectionOf[i]` is page i's section. */
export function drawBands(
  faces: Faces,
  pages: LaidOutPage[],
  sizes: readonly PageSize[],
  sections: readonly DocxSection[],
  sectionOf: readonly number[],
): void {
  pages.forEach((page, i) => {
    const section = sections[sectionOf[i] ?? -1]
    const paper = sizes[i]
    if (!section || !paper) return
    const header = stack(faces, section, i + 1, pages.length, 'header')
    // Header first, footer last: the content stream, and so copied text, reads top to bottom.
    page.items.unshift(...header.items.map((item) => shift(item, section.headerAt)))
    const footer = stack(faces, section, i + 1, pages.length, 'footer')
    const dy = paper.height - section.footerAt - footer.height
    page.items.push(...footer.items.map((item) => shift(item, dy)))
  })
}
