// The flow of blocks laid out as one endless strip (the galley), then cut into pages at places where no
// line, picture or kept-together group is split. Every page gets the template's decorations and footer.
import type { Faces } from '../typeset/fonts'
import type { Item, LaidOutPage } from './items'
import { mapPath } from '../typeset/paths'
import { cornerPaths, symbolPaths, type VectorPath } from './symbols'
import {
  headerHeight,
  layoutTable,
  repeatAt,
  tableRules,
  type Keep,
  type LayoutContext,
  type Placed,
  type TableFrame,
} from './layout-table'
import { layoutText } from './text-layout'
import {
  paperOf,
  type Block,
  type Decoration,
  type DocSpec,
  type PageSize,
  type SymbolName,
} from './spec.options'

/** Lays out blocks one under the other from (x, y); collects ranges that must not be split by a page. */
function layoutBlocks(
  faces: Faces,
  blocks: readonly Block[],
  x: number,
  y: number,
  width: number,
  ctx: LayoutContext,
): Placed {
  const items: Item[] = []
  let top = y
  let firstBottom = -1
  let keepFrom: number | null = null
  for (const block of blocks) {
    const placed = layoutBlock(faces, block, x, top, width, ctx)
    if (keepFrom !== null && placed.firstBottom >= 0) {
      ctx.keeps.push([keepFrom, placed.firstBottom])
      keepFrom = null
    }
    if (block.kind === 'text' && block.keepWithNext) keepFrom = top
    items.push(...placed.items)
    if (firstBottom < 0 && placed.firstBottom >= 0) firstBottom = placed.firstBottom
    top += placed.height
  }
  return { items, height: top - y, firstBottom }
}

function layoutBlock(
  faces: Faces,
  block: Block,
  x: number,
  y: number,
  width: number,
  ctx: LayoutContext,
): Placed {
  switch (block.kind) {
    case 'table':
      return layoutTable(faces, block, x, y, width, ctx)
    case 'spacer':
      return { items: [], height: block.height, firstBottom: -1 }
    case 'rule': {
      const top = y + (block.spaceBefore ?? 0)
      const item: Item = {
        kind: 'rect',
        x,
        y: top,
        width,
        height: block.thickness,
        fill: block.color,
        top,
        bottom: top + block.thickness,
      }
      return {
        items: [item],
        height: top - y + block.thickness + (block.spaceAfter ?? 0),
        firstBottom: item.bottom,
      }
    }
    case 'text': {
      const top = y + (block.spaceBefore ?? 0)
      const text = layoutText(faces, block, x, top, width)
      const items: Item[] = []
      if (block.background && text.height > 0) {
        const pad = block.size * 0.25
        items.push({
          kind: 'rect',
          x: x - pad,
          y: top,
          width: width + 2 * pad,
          height: text.height,
          fill: block.background,
          top,
          bottom: top + text.height,
        })
      }
      items.push(...text.items)
      return {
        items,
        height: top - y + text.height + (block.spaceAfter ?? 0),
        firstBottom: text.firstLineBottom,
      }
    }
    case 'image': {
      const offset =
        block.align === 'center'
          ? (width - block.width) / 2
          : block.align === 'right'
            ? width - block.width
            : 0
      const item: Item = {
        kind: 'image',
        image: block.image,
        x: x + offset,
        y,
        width: block.width,
        height: block.height,
        shape: block.shape ?? 'rect',
        border: block.border,
        top: y,
        bottom: y + block.height,
      }
      return { items: [item], height: block.height + (block.spaceAfter ?? 0), firstBottom: item.bottom }
    }
    case 'symbol': {
      if (block.name === 'none') return { items: [], height: 0, firstBottom: -1 }
      const left = x + (width - block.size) / 2
      const items: Item[] = symbolOutlines(faces, block.name).map((p) => ({
        kind: 'path',
        d: p.d,
        evenOdd: p.evenOdd,
        x: left,
        y,
        size: block.size,
        color: block.color,
        top: y,
        bottom: y + block.size,
      }))
      return { items, height: block.size + (block.spaceAfter ?? 0), firstBottom: y + block.size }
    }
    case 'row': {
      const gap = block.gap ?? 12
      const free = width - gap * (block.columns.length - 1)
      const items: Item[] = []
      let left = x
      let height = 0
      let firstBottom = -1
      for (const column of block.columns) {
        const w = free * column.width
        const placed = layoutBlocks(faces, column.blocks, left, y, w, ctx)
        items.push(...placed.items)
        height = Math.max(height, placed.height)
        if (placed.firstBottom >= 0) firstBottom = Math.max(firstBottom, placed.firstBottom)
        left += w + gap
      }
      if (block.keepTogether) ctx.keeps.push([y, y + height])
      return { items, height: height + (block.spaceAfter ?? 0), firstBottom }
    }
  }
}

/**
 * Where the galley may be cut: the bottom of any item or kept range (a table row ends below its text's
 * padding) that no other item or kept range straddles.
 */
export function breakPoints(items: readonly Item[], keeps: readonly Keep[]): number[] {
  const eps = 0.01
  const solid = items.filter((i) => !i.split)
  const spans: Keep[] = [...solid.map((i): Keep => [i.top, i.bottom]), ...keeps]
  const ends = [...solid.map((i) => i.bottom), ...keeps.map(([, end]) => end)]
  const candidates = [...new Set(ends)].sort((a, b) => a - b)
  return candidates.filter((c) => !spans.some(([a, b]) => a < c - eps && b > c + eps))
}

/** A page: where it starts in the galley, how much of the galley it holds, and the table header it repeats. */
export type PageCut = { start: number; height: number; repeat: TableFrame | null }

/**
 * Cuts the galley into pages of `pageHeight`. A page that starts inside a table's body repeats the table's
 * header, so it holds that much less of the galley.
 */
export function paginate(
  items: readonly Item[],
  keeps: readonly Keep[],
  pageHeight: number,
  tables: readonly TableFrame[] = [],
): PageCut[] {
  const end = items.reduce((m, i) => Math.max(m, i.bottom), 0)
  const points = breakPoints(items, keeps)
  let cut: PageCut = { start: 0, height: pageHeight, repeat: null }
  const cuts = [cut]
  while (end - cut.start > cut.height + 0.01) {
    const { start } = cut
    const limit = start + cut.height
    const fits = points.filter((p) => p > start + 0.01 && p <= limit + 0.01)
    // Nothing fits (one item taller than a page): cut it at the page edge.
    const cutAt = fits.length ? (fits[fits.length - 1] as number) : limit
    cut.height = cutAt - start
    // Start the next page at the next item's top, so a page never begins with a gap.
    const next = items
      .filter((i) => i.top >= cutAt - 0.01 && !i.split)
      .reduce((m, i) => Math.min(m, i.top), Infinity)
    const nextStart = Number.isFinite(next) ? next : cutAt
    const repeat = repeatAt(tables, nextStart)
    cut = { start: nextStart, height: pageHeight - (repeat ? headerHeight(repeat) : 0), repeat }
    cuts.push(cut)
  }
  return cuts
}

export type Layout = { pages: LaidOutPage[] }

/** The galley items one page shows, moved to page coordinates; backdrops cut through are clipped. */
function pageItems(items: readonly Item[], from: number, to: number, shift: number): Item[] {
  const out: Item[] = []
  for (const i of items) {
    if (i.split && i.kind === 'rect') {
      const top = Math.max(i.top, from)
      const bottom = Math.min(i.bottom, to)
      if (bottom - top > 0.01) out.push(shiftItem({ ...i, y: top, height: bottom - top, top, bottom }, shift))
    } else if (i.top >= from - 0.01 && i.top < to - 0.01) out.push(shiftItem(i, shift))
  }
  return out
}

/** The whole document as pages of items in page coordinates (points, y downwards). */
export function layoutDocument(faces: Faces, spec: DocSpec): Layout {
  const { margin } = spec.page
  const paper = paperOf(spec)
  const width = paper.width - margin.left - margin.right
  const pageHeight = paper.height - margin.top - margin.bottom
  const ctx: LayoutContext = { keeps: [], tables: [] }
  const galley = layoutBlocks(faces, spec.flow, margin.left, 0, width, ctx)
  const usable = ctx.keeps.filter(([a, b]) => b - a < pageHeight * 0.9)
  const cuts = paginate(galley.items, usable, pageHeight, ctx.tables)
  const pages: LaidOutPage[] = cuts.map((cut, p) => {
    const { repeat } = cut
    const shift = margin.top + (repeat ? headerHeight(repeat) : 0) - cut.start
    const end = cut.start + cut.height
    const items = pageItems(galley.items, cut.start, end, shift)
    // A continued table's header is printed again above its rows.
    const headerShift = margin.top - (repeat?.header[0]?.top ?? 0)
    const header = repeat ? repeat.headerItems.map((i) => shiftItem(i, headerShift)) : []
    const rules = tableRules(ctx.tables, cut.start, end, shift, repeat, margin.top)
    const behind = (spec.page.decorations ?? []).flatMap((d) => decorationItems(d, paper))
    const footer = spec.page.footer
    const foot = footer
      ? layoutText(
          faces,
          {
            kind: 'text',
            runs: [
              {
                text: footer.text.replace('{page}', String(p + 1)).replace('{pages}', String(cuts.length)),
              },
            ],
            size: footer.size,
            color: footer.color,
            align: 'center',
          },
          margin.left,
          paper.height - margin.bottom + Math.max(4, (margin.bottom - footer.size * 1.35) / 2),
          width,
        ).items
      : []
    return { items: [...behind, ...header, ...items, ...rules, ...foot] }
  })
  return { pages }
}

/** Om is the font's own glyph (bold), fitted into the 100 × 100 box; the rest are drawn shapes. */
function symbolOutlines(faces: Faces, name: SymbolName): VectorPath[] {
  if (name !== 'om') return symbolPaths(name)
  const { font } = faces.bold
  const gid = font.glyph(0x950)
  const box = gid ? font.glyphExtents(gid) : undefined
  if (!gid || !box) return []
  const side = Math.max(box.width, -box.height)
  const left = box.xBearing - (side - box.width) / 2
  const top = box.yBearing + (side + box.height) / 2
  return [
    { d: mapPath(font.glyphToPath(gid), (x, y) => [((x - left) / side) * 100, ((top - y) / side) * 100]) },
  ]
}

function decorationItems(decoration: Decoration, paper: PageSize): Item[] {
  if (decoration.kind === 'rect') {
    const { x, y, width, height } = decoration
    return [{ ...decoration, kind: 'rect', top: y, bottom: y + height, x, y, width, height }]
  }
  const { inset, size, color, style } = decoration
  const corners = [
    { x: inset, y: inset, flipX: false, flipY: false },
    { x: paper.width - inset - size, y: inset, flipX: true, flipY: false },
    { x: inset, y: paper.height - inset - size, flipX: false, flipY: true },
    { x: paper.width - inset - size, y: paper.height - inset - size, flipX: true, flipY: true },
  ]
  return corners.flatMap((c) =>
    cornerPaths(style).map((p): Item => ({
      kind: 'path',
      d: p.d,
      evenOdd: p.evenOdd,
      size,
      color,
      ...c,
      top: c.y,
      bottom: c.y + size,
    })),
  )
}

function shiftItem(item: Item, dy: number): Item {
  return { ...item, y: item.y + dy, top: item.top + dy, bottom: item.bottom + dy }
}
