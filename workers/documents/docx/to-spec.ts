// The neutral model turned into DocSpecs for the layout engine: one spec per run of pages (a section, cut again
// at each hard page break), on the section's own paper and margins. Headings keep with what follows; list
// labels hang left of the indent; pictures are scaled down only when wider or taller than the text area.
import type { Block, DocSpec, Run, TableBlock, TableRow, TextBlock } from '../spec.options'
import type { DocxBlock, DocxModel, DocxParagraph, DocxPicture, DocxRun, DocxTable } from './model'

/** Heading sizes and weights when the document's own styles leave them plain. */
const HEADING_MIN = [20, 16, 13, 12, 11, 11, 11]

/** Room for a hung label: Word's usual hanging indent. */
const LABEL_ROOM = 18

function runOf(r: DocxRun, heading: boolean): Run {
  return {
    text: r.text.replace(/\t/g, ' '),
    weight: r.bold || heading ? 'bold' : 'regular',
    italic: r.italic,
    underline: r.underline,
    strike: r.strike,
    size: r.size,
    color: r.color,
  }
}

function paragraphBlocks(p: DocxParagraph, width: number, height: number): Block[] {
  const heading = p.heading !== undefined
  const minSize = heading ? (HEADING_MIN[p.heading ?? 0] ?? 11) : 0
  const grow = (size: number) => Math.max(size, minSize)
  const out: Block[] = []
  const indent = p.label ? Math.max(p.indent, LABEL_ROOM) : p.indent
  const align = p.align
  let runs: DocxRun[] = []
  let first = true
  const flushText = (last: boolean) => {
    if (!runs.length && !(first && last)) return
    const text: TextBlock = {
      kind: 'text',
      runs: runs.map((r) => runOf({ ...r, size: grow(r.size) }, heading)),
      size: grow(p.size),
      leading: p.leading,
      align,
      indent,
      bullet: first && p.label ? p.label : undefined,
      firstIndent: first && p.firstIndent ? p.firstIndent : undefined,
      spaceBefore: first ? p.spaceBefore : 0,
      spaceAfter: last ? p.spaceAfter : 0,
      keepWithNext: heading || p.keepNext,
    }
    out.push(text)
    runs = []
    first = false
  }
  const picture = (pic: DocxPicture) => {
    flushText(false)
    const room = Math.max(1, width - indent)
    const scale = Math.min(1, room / pic.width, (height * 0.95) / pic.height)
    out.push({
      kind: 'image',
      image: pic.image,
      width: pic.width * scale,
      height: pic.height * scale,
      align: align === 'justify' ? 'left' : align,
      spaceAfter: 2,
    })
    first = false
  }
  for (const part of p.parts) {
    if ('image' in part) picture(part)
    else runs.push(part)
  }
  flushText(true)
  // Every run empty but not the paragraph: keep its line (Word shows an empty paragraph as a blank line).
  return out
}

/** Cells that hold only text (no pictures, no nested tables) go into the engine's table block. */
function textOnly(t: DocxTable): boolean {
  return t.rows.every((r) =>
    r.cells.every((c) =>
      c.blocks.every((b) => b.kind === 'paragraph' && b.parts.every((part) => 'text' in part)),
    ),
  )
}

/** A cell's paragraphs as one run list, a line break between paragraphs, list labels written in. */
function cellRuns(blocks: readonly DocxBlock[]): Run[] {
  const out: Run[] = []
  blocks.forEach((b, i) => {
    if (b.kind !== 'paragraph') return
    const heading = b.heading !== undefined
    if (i > 0) out.push({ text: '\n' })
    if (b.label) out.push({ text: `${b.label} `, size: b.size })
    for (const part of b.parts) if ('text' in part) out.push(runOf(part, heading))
  })
  return out
}

function tableBlock(t: DocxTable): TableBlock {
  const grid = t.columns.length ? t.columns : [1]
  const total = grid.reduce((s, w) => s + w, 0) || 1
  const firstPara = t.rows[0]?.cells[0]?.blocks.find((b): b is DocxParagraph => b.kind === 'paragraph')
  const row = (r: DocxTable['rows'][number]): TableRow => ({
    cells: r.cells.map((c) => {
      const para = c.blocks.find((b): b is DocxParagraph => b.kind === 'paragraph')
      const align = para?.align === 'justify' ? 'left' : para?.align
      return { runs: cellRuns(c.blocks), span: c.span, background: c.fill, align }
    }),
  })
  const leadingHeader = t.rows.findIndex((r) => !r.header)
  const headerCount = leadingHeader < 0 ? t.rows.length : leadingHeader
  return {
    kind: 'table',
    columns: grid.map((w) => ({ width: w / total })),
    header:
      headerCount > 0 && headerCount < t.rows.length ? t.rows.slice(0, headerCount).map(row) : undefined,
    rows: (headerCount < t.rows.length ? t.rows.slice(headerCount) : t.rows).map(row),
    size: firstPara?.size ?? 11,
    leading: 1.3,
    borders: t.borders ? { outer: true, rows: true, columns: true, color: [0, 0, 0], width: 0.5 } : undefined,
    spaceAfter: 6,
  }
}

/** A table whose cells hold pictures or tables: a row of columns per table row, thin rules between. */
function tableBlocks(t: DocxTable, width: number, height: number): Block[] {
  if (textOnly(t)) return [tableBlock(t)]
  const grid = t.columns.length ? t.columns : [1]
  const total = grid.reduce((s, w) => s + w, 0) || 1
  const out: Block[] = [{ kind: 'rule', thickness: 0.5, color: [0.6, 0.6, 0.6], spaceAfter: 3 }]
  for (const row of t.rows) {
    let at = 0
    const columns = row.cells.map((cell) => {
      const share = grid.slice(at, at + cell.span).reduce((s, w) => s + w, 0) / total
      at += cell.span
      const w = Math.max(0.02, share)
      return { width: w, blocks: flowOf(cell.blocks, width * w, height) }
    })
    const used = columns.reduce((s, c) => s + c.width, 0)
    // Columns are fractions of the width; a row with fewer cells than the grid leaves the rest empty.
    if (used < 0.999) columns.push({ width: 1 - used, blocks: [] })
    out.push({ kind: 'row', columns, gap: 6, keepTogether: true })
    out.push({ kind: 'rule', thickness: 0.5, color: [0.6, 0.6, 0.6], spaceBefore: 3, spaceAfter: 3 })
  }
  return out
}

function flowOf(blocks: readonly DocxBlock[], width: number, height: number): Block[] {
  return blocks.flatMap((b): Block[] =>
    b.kind === 'paragraph'
      ? paragraphBlocks(b, width, height)
      : b.kind === 'table'
        ? tableBlocks(b, width, height)
        : [],
  )
}

/** A header or footer for one page: its paragraphs as text blocks, page number and count filled in. */
export function bandBlocks(
  paras: readonly DocxParagraph[],
  width: number,
  page: number,
  pages: number,
): TextBlock[] {
  const fill = (t: string) => t.replaceAll('{page}', String(page)).replaceAll('{pages}', String(pages))
  return paras
    .map((p) => ({
      ...p,
      parts: p.parts.map((part) => ('text' in part ? { ...part, text: fill(part.text) } : part)),
    }))
    .flatMap((p) => paragraphBlocks(p, width, Infinity))
    .filter((b): b is TextBlock => b.kind === 'text')
}

/** The document as specs, each starting on a new page; `lang` is "hi" when any text is Devanagari. */
export function toSpecs(model: DocxModel): DocSpec[] {
  return toPageRuns(model).map((r) => r.spec)
}

/** Each spec with the index of the section it belongs to (for that section's header and footer). */
export function toPageRuns(model: DocxModel): { spec: DocSpec; section: number }[] {
  const lang = JSON.stringify(model.sections).match(/[\u0900-\u097f]/) ? 'hi' : 'en'
  const specs: { spec: DocSpec; section: number }[] = []
  for (const [index, section] of model.sections.entries()) {
    const width = section.size.width - section.margin.left - section.margin.right
    const height = section.size.height - section.margin.top - section.margin.bottom
    let chunk: DocxBlock[] = []
    const flush = () => {
      specs.push({
        section: index,
        spec: {
          title: model.title,
          lang,
          page: { size: section.size, margin: section.margin },
          flow: flowOf(chunk, width, height),
        },
      })
      chunk = []
    }
    for (const block of section.blocks) {
      if (block.kind === 'pageBreak') flush()
      else chunk.push(block)
    }
    flush()
  }
  return specs
}
