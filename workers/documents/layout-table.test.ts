import { beforeAll, describe, expect, it } from 'vitest'
import { extractText } from '../pdf/extract-text'
import { blobOf, useNode } from '../pdf/test-helpers'
import { buildPdf } from './build-pdf'
import { loadFaces } from '../typeset/fonts'
import type { GlyphRunItem, Item, RectItem } from './items'
import { layoutDocument } from './layout'
import type { DocSpec, TableBlock, TableRow } from './spec.options'
import { installNodeFonts } from '../typeset/test-helpers'

beforeAll(() => {
  useNode()
  installNodeFonts()
})

const MARGIN = 40
const WIDTH = 595.28 - 2 * MARGIN
const GREY = [0.9, 0.9, 0.9] as const

function doc(table: TableBlock, before: DocSpec['flow'] = []): DocSpec {
  return {
    title: 'Table',
    lang: 'hi',
    page: { margin: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN } },
    flow: [...before, table],
  }
}

const row = (...cells: string[]): TableRow => ({ cells: cells.map((t) => ({ runs: [{ text: t }] })) })

function table(rows: TableRow[], extra: Partial<TableBlock> = {}): TableBlock {
  return {
    kind: 'table',
    columns: [{ width: 2 }, { width: 1, align: 'center' }, { width: 1, align: 'right' }],
    header: [
      {
        background: GREY,
        cells: [
          { runs: [{ text: 'Item', weight: 'bold' }] },
          { runs: [{ text: 'Qty', weight: 'bold' }] },
          { runs: [{ text: 'Amount', weight: 'bold' }] },
        ],
      },
    ],
    rows,
    size: 10,
    padding: { x: 4, y: 3 },
    borders: { outer: true, rows: true, columns: true },
    ...extra,
  }
}

const rects = (items: readonly Item[]) => items.filter((i): i is RectItem & Item => i.kind === 'rect')
const glyphRuns = (items: readonly Item[]) =>
  items.filter((i): i is GlyphRunItem & Item => i.kind === 'glyphs' && i.glyphs.some((g) => g.text.trim()))
const textOfRun = (i: GlyphRunItem) => i.glyphs.map((g) => g.text).join('')
/** The run whose text starts with `t`. */
const find = (items: readonly Item[], t: string) => glyphRuns(items).find((i) => textOfRun(i).startsWith(t))

async function pagesText(spec: DocSpec): Promise<string[]> {
  const { pdf } = await buildPdf({ spec, images: [] })
  const result = await extractText({ file: blobOf(pdf) }, {})
  return result.pages.map((p) => p.text)
}

describe('table block', () => {
  it('places cells in their columns: left, centred and right-aligned, a span across columns', async () => {
    const faces = await loadFaces()
    const spec = doc(
      table([
        row('Brake pads', '2', '₹1,25,000.00'),
        { cells: [{ runs: [{ text: 'Total' }], span: 2 }, { runs: [{ text: '₹9.50' }] }] },
      ]),
    )
    const [page] = layoutDocument(faces, spec).pages
    const items = page?.items ?? []
    const edges = [MARGIN, MARGIN + WIDTH / 2, MARGIN + (WIDTH * 3) / 4, MARGIN + WIDTH]
    const item = find(items, 'Brake')
    const qty = find(items, '2')
    const money = find(items, '₹1,25')
    expect(item?.x).toBeCloseTo((edges[0] as number) + 4, 1)
    // Centred in its column, money flush right against the padding.
    expect(((qty?.x ?? 0) + (qty?.x ?? 0) + (qty?.width ?? 0)) / 2).toBeCloseTo(
      ((edges[1] as number) + (edges[2] as number)) / 2,
      1,
    )
    expect((money?.x ?? 0) + (money?.width ?? 0)).toBeCloseTo((edges[3] as number) - 4, 1)
    // Header above the first row, both on one page, with a grey band behind the header row only.
    expect(find(items, 'Item')?.y).toBeLessThan(item?.y ?? 0)
    const bands = rects(items).filter((i) => i.fill === GREY)
    expect(bands).toHaveLength(3)
    expect(bands.every((b) => b.top === MARGIN)).toBe(true)
    // The spanning cell: no column rule between its two columns in its row.
    const total = find(items, 'Total')
    const rules = rects(items).filter((i) => i.fill !== GREY && i.width < 1)
    const inTotalRow = rules.filter((r) => r.top <= (total?.y ?? 0) && r.bottom >= (total?.y ?? 0))
    expect(inTotalRow.map((r) => Math.round(r.x + r.width / 2))).toEqual(
      [edges[0], edges[3], edges[2]].map((e) => Math.round(e as number)),
    )
  })

  it('wraps long cell text within its column and makes the row as tall as its tallest cell', async () => {
    const faces = await loadFaces()
    const long = 'Engine oil 5W-30 fully synthetic, with filter and washer, labour included '.repeat(2).trim()
    const [page] = layoutDocument(
      faces,
      doc(table([row(long, '1', '₹4,200.00'), row('Wiper', '1', '₹300.00')])),
    ).pages
    const items = page?.items ?? []
    const runs = glyphRuns(items)
    const lines = new Set(runs.filter((r) => r.x < MARGIN + WIDTH / 2).map((r) => r.y))
    // Item, two or more lines of the long text, Wiper.
    expect(lines.size).toBeGreaterThanOrEqual(4)
    for (const r of runs) expect(r.x + r.width).toBeLessThanOrEqual(MARGIN + WIDTH + 0.01)
    const longRuns = runs.filter(
      (r) => r.y > (find(items, 'Item')?.y ?? 0) && r.y < (find(items, 'Wiper')?.y ?? 0),
    )
    const lastLine = Math.max(...longRuns.map((r) => r.bottom))
    // The next row starts below the last wrapped line (plus padding), the short cells stay at the row's top.
    expect(find(items, 'Wiper')?.top).toBeGreaterThanOrEqual(lastLine + 6 - 0.01)
    expect(find(items, '₹4,200')?.y).toBeCloseTo(find(items, 'Engine')?.y ?? 0, 2)
  })

  it('repeats the header at the top of each page it continues on and never splits a row', async () => {
    const faces = await loadFaces()
    const rows = Array.from({ length: 90 }, (_, i) =>
      row(`Part ${i + 1}\nline two`, String(i + 1), `₹${i + 1}.00`),
    )
    const spec = doc(table(rows), [{ kind: 'spacer', height: 300 }])
    const { pages } = layoutDocument(faces, spec)
    expect(pages.length).toBeGreaterThanOrEqual(3)
    const seen: number[] = []
    pages.forEach((page, p) => {
      const headers = glyphRuns(page.items).filter((r) => textOfRun(r) === 'Item')
      expect(headers).toHaveLength(1)
      // Continued pages: header first, at the top margin, then the rows under it.
      if (p > 0) expect(headers[0]?.top).toBeCloseTo(MARGIN + 3, 1)
      // Every page's part of the table is a closed box: a rule along its top edge.
      const top = p > 0 ? MARGIN : MARGIN + 300
      expect(
        rects(page.items).some((i) => i.width > WIDTH && Math.abs(i.y + i.height / 2 - top) < 0.01),
      ).toBe(true)
      for (const r of glyphRuns(page.items)) expect(r.bottom).toBeLessThanOrEqual(841.89 - MARGIN + 0.01)
      for (const r of glyphRuns(page.items)) {
        const m = /^Part (\d+)$/.exec(textOfRun(r))
        if (!m) continue
        seen.push(Number(m[1]))
        // Both lines of the row are on this page.
        expect(
          glyphRuns(page.items).some((o) => textOfRun(o) === 'line two' && o.y > r.y && o.y - r.y < 20),
        ).toBe(true)
      }
    })
    expect(seen).toEqual(rows.map((_, i) => i + 1))
    const text = await pagesText(spec)
    expect(text[1]?.split('\n')[0]).toBe('Item Qty Amount')
  })

  it('splits a row taller than a page between lines, each page with its part of the cell background', async () => {
    const faces = await loadFaces()
    const tall = Array.from({ length: 80 }, (_, i) => `Note ${i + 1}`).join('\n')
    const spec = doc(table([{ background: [1, 1, 0.8], cells: [{ runs: [{ text: tall }], span: 3 }] }]))
    const { pages } = layoutDocument(faces, spec)
    expect(pages.length).toBe(2)
    for (const page of pages) {
      const band = rects(page.items).filter((i) => i.fill?.[2] === 0.8)
      expect(band).toHaveLength(1)
      expect(band[0]?.bottom).toBeLessThanOrEqual(841.89 - MARGIN + 0.01)
    }
    const text = (await pagesText(spec)).join('\n')
    expect(text.match(/Note \d+/g)).toHaveLength(80)
  })

  it('extracts the cells row by row, Hindi as typed', async () => {
    const text = await pagesText(
      doc(table([row('श्री कृष्ण ट्रेडर्स', '१२', '₹12,34,567.89'), row('क्षेत्र शुल्क', '1', '₹0.50')])),
    )
    expect(text[0]?.split('\n').filter(Boolean)).toEqual([
      'Item Qty Amount',
      'श्री कृष्ण ट्रेडर्स १२ ₹12,34,567.89',
      'क्षेत्र शुल्क 1 ₹0.50',
    ])
  })
})
