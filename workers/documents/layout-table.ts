// Tables: each cell's runs are laid out with the paragraph engine inside its column(s); a row is as tall as
// its tallest cell. Rows are laid into the galley like any block, with a keep per row so no row is cut
// between pages (unless it is taller than a page). Lines are not galley items: they are drawn per page from
// the table's frame once the page cuts are known, so a page always shows a closed box and the repeated
// header gets its own rules.
import type { Faces } from '../typeset/fonts'
import type { Item } from './items'
import { layoutText } from './text-layout'
import type { Rgb, TableBlock, TableRow } from './spec.options'

export type Keep = [number, number]

/** A row's vertical extent and the columns its cells start at (a spanning cell hides inner column rules). */
export type RowBox = { top: number; bottom: number; starts: readonly number[] }

export type TableFrame = {
  /** Column edges from the left edge to the right edge: columns + 1 x positions. */
  edges: readonly number[]
  header: readonly RowBox[]
  body: readonly RowBox[]
  /** The header rows' text and backgrounds, repeated on each page the table continues on. */
  headerItems: readonly Item[]
  borders: { outer: boolean; rows: boolean; columns: boolean; color: Rgb; width: number } | null
}

export type LayoutContext = { keeps: Keep[]; tables: TableFrame[] }

export type Placed = { items: Item[]; height: number; firstBottom: number }

const BLACK: Rgb = [0, 0, 0]

function layoutRow(
  faces: Faces,
  block: TableBlock,
  row: TableRow,
  edges: readonly number[],
  top: number,
): { items: Item[]; box: RowBox } {
  const pad = block.padding ?? { x: block.size * 0.4, y: block.size * 0.3 }
  const texts: Item[] = []
  const cells: { left: number; right: number; background?: Rgb }[] = []
  const starts: number[] = []
  let height = 0
  let col = 0
  for (const cell of row.cells) {
    if (col >= block.columns.length) break
    const span = Math.max(1, Math.min(cell.span ?? 1, block.columns.length - col))
    const left = edges[col] as number
    const right = edges[col + span] as number
    const text = layoutText(
      faces,
      {
        kind: 'text',
        runs: cell.runs,
        size: block.size,
        leading: block.leading,
        color: block.color ?? BLACK,
        align: cell.align ?? block.columns[col]?.align ?? 'left',
      },
      left + pad.x,
      top + pad.y,
      right - left - 2 * pad.x,
    )
    texts.push(...text.items)
    height = Math.max(height, text.height + 2 * pad.y)
    cells.push({ left, right, background: cell.background ?? row.background })
    starts.push(col)
    col += span
  }
  const bottom = top + height
  const backs: Item[] = cells.flatMap((c) =>
    c.background
      ? [
          {
            kind: 'rect' as const,
            x: c.left,
            y: top,
            width: c.right - c.left,
            height,
            fill: c.background,
            top,
            bottom,
            split: true,
          },
        ]
      : [],
  )
  return { items: [...backs, ...texts], box: { top, bottom, starts } }
}

/** Lays the table out at (x, y) within `width`; records its keeps and frame in `ctx`. */
export function layoutTable(
  faces: Faces,
  block: TableBlock,
  x: number,
  y: number,
  width: number,
  ctx: LayoutContext,
): Placed {
  const total = block.columns.reduce((s, c) => s + Math.max(0, c.width), 0) || 1
  const edges = [x]
  for (const c of block.columns) {
    edges.push((edges[edges.length - 1] as number) + (width * Math.max(0, c.width)) / total)
  }
  const items: Item[] = []
  let top = y + (block.spaceBefore ?? 0)
  const start = top
  const place = (rows: readonly TableRow[]): RowBox[] =>
    rows.map((row) => {
      const laid = layoutRow(faces, block, row, edges, top)
      items.push(...laid.items)
      top = laid.box.bottom
      return laid.box
    })
  const header = place(block.header ?? [])
  const headerItems = [...items]
  const body = place(block.rows)
  for (const box of body) ctx.keeps.push([box.top, box.bottom])
  // The header never ends a page on its own: it stays with the first row.
  const first = body[0]
  if (header.length) ctx.keeps.push([start, first ? first.bottom : top])
  const b = block.borders
  const borders =
    b && (b.outer || b.rows || b.columns)
      ? {
          outer: !!b.outer,
          rows: !!b.rows,
          columns: !!b.columns,
          color: b.color ?? BLACK,
          width: b.width ?? 0.5,
        }
      : null
  ctx.tables.push({ edges, header, body, headerItems, borders })
  const firstBottom = (header[0] ?? first)?.bottom ?? -1
  return { items, height: top - y + (block.spaceAfter ?? 0), firstBottom }
}

/** The header height a page starting at `start` must repeat (the table it continues), if any. */
export function repeatAt(tables: readonly TableFrame[], start: number): TableFrame | null {
  let best: TableFrame | null = null
  for (const t of tables) {
    const first = t.body[0]
    const last = t.body[t.body.length - 1]
    if (!t.header.length || !first || !last) continue
    if (start > first.top + 0.01 && start < last.bottom - 0.01) {
      if (!best || headerHeight(t) > headerHeight(best)) best = t
    }
  }
  return best
}

export function headerHeight(t: TableFrame): number {
  const first = t.header[0]
  const last = t.header[t.header.length - 1]
  return first && last ? last.bottom - first.top : 0
}

/**
 * The rules of every table on one page. `from`–`to` is the galley slice the page shows, `shift` moves it to
 * page coordinates; `repeated` is the table whose header is printed at `headerY` on top of the page.
 */
export function tableRules(
  tables: readonly TableFrame[],
  from: number,
  to: number,
  shift: number,
  repeated: TableFrame | null,
  headerY: number,
): Item[] {
  const out: Item[] = []
  for (const t of tables) {
    if (!t.borders) continue
    const segments: RowBox[] = []
    if (t === repeated) {
      const dy = headerY - (t.header[0]?.top ?? 0)
      for (const r of t.header) segments.push({ ...r, top: r.top + dy, bottom: r.bottom + dy })
    }
    for (const r of [...t.header, ...t.body]) {
      const top = Math.max(r.top, from)
      const bottom = Math.min(r.bottom, to)
      if (bottom - top > 0.01) segments.push({ starts: r.starts, top: top + shift, bottom: bottom + shift })
    }
    out.push(...frameLines(t, segments))
  }
  return out
}

function frameLines(t: TableFrame, segments: readonly RowBox[]): Item[] {
  const b = t.borders
  const first = segments[0]
  const last = segments[segments.length - 1]
  if (!b || !first || !last) return []
  const w = b.width
  const left = t.edges[0] as number
  const right = t.edges[t.edges.length - 1] as number
  const line = (x: number, y: number, width: number, height: number): Item => ({
    kind: 'rect',
    x,
    y,
    width,
    height,
    fill: b.color,
    top: y,
    bottom: y + height,
  })
  const hline = (y: number) => line(left - w / 2, y - w / 2, right - left + w, w)
  const vline = (x: number, top: number, bottom: number) => line(x - w / 2, top, w, bottom - top)
  const out: Item[] = []
  if (b.outer) {
    out.push(hline(first.top), hline(last.bottom))
    out.push(vline(left, first.top, last.bottom), vline(right, first.top, last.bottom))
  }
  if (b.rows) {
    if (!b.outer) out.push(hline(first.top), hline(last.bottom))
    segments.slice(1).forEach((s) => out.push(hline(s.top)))
  }
  if (b.columns) {
    for (const s of segments) {
      for (const c of s.starts) if (c > 0) out.push(vline(t.edges[c] as number, s.top, s.bottom))
    }
  }
  return out
}
