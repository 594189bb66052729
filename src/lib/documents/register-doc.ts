// Any register on paper: the rows a report or list shows (its export table, so paper, CSV and Excel carry the
// same cells), under the company's frame with the report's title and facts (the period, the filters), a bold
// totals row when the screen totals columns. Widths follow what the columns hold, money and numbers are set
// right, dates read dd-mm-yyyy. Pure; the documents worker draws it.
import type { Block, DocInput, Run, TableRow } from '@workers/documents/spec.options'
import type { ExportCell } from '@/ui/register/register-column'
import { cellDay, ddmmyyyy, type ExportTable } from '@/ui/register/register-export'
import { formatIndianNumber, formatPaise } from '@/utils/indian-number'
import { documentFrame, type FrameCompany, type FrameLang } from './frame'

export type RegisterDocInput = {
  company: FrameCompany
  lang: FrameLang
  title: string
  /** Printed under the title as "label: value": the period, the filters chosen. */
  facts?: readonly { label: string; value: string }[]
  table: ExportTable
  /** The totals row under the rows (the same length as the header; null cells left blank). */
  totals?: { label: string; cells: readonly ExportCell[] } | null
  /** A line under the table: how the figures were reached, what is left out. */
  note?: string
}

const cell = (text: string, extra: Partial<Run> = {}) => ({ runs: [{ text, ...extra }] })

/** A cell as it reads on paper. */
export function printedCell(c: ExportCell, lang: FrameLang): string {
  if (c === null) return ''
  switch (c.kind) {
    case 'text':
      return c.text
    case 'money':
      return formatPaise(c.paise, { locale: lang })
    case 'number':
      return formatIndianNumber(c.value, { locale: lang })
    case 'date': {
      const day = cellDay(c.date)
      return day ? ddmmyyyy(day) : String(c.date)
    }
  }
}

const NUMERIC = new Set(['money', 'number'])

/** Each column's share of the width, from the longest text it prints (header words may wrap). */
export function columnWidths(header: readonly string[], rows: readonly string[][]): number[] {
  const sample = rows.slice(0, 400)
  const chars = header.map((h, i) => {
    const longestWord = Math.max(0, ...h.split(/\s+/).map((w) => w.length))
    const longestCell = Math.max(0, ...sample.map((r) => (r[i] ?? '').length))
    return Math.min(32, Math.max(4, longestWord, longestCell))
  })
  const sum = chars.reduce((a, b) => a + b, 0) || 1
  return chars.map((c) => c / sum)
}

export function registerDoc(p: RegisterDocInput): DocInput {
  const { lang, table } = p
  const text = table.rows.map((r) => r.map((c) => printedCell(c, lang)))
  const totals = p.totals ? p.totals.cells.map((c) => printedCell(c, lang)) : null
  if (totals && totals.every((c, i) => i === 0 || c === '')) totals.length = 0
  if (totals && totals.length > 0 && totals[0] === '') totals[0] = p.totals!.label
  const widths = columnWidths(table.header, totals && totals.length > 0 ? [...text, totals] : text)
  const numeric = table.header.map((_, i) => table.rows.some((r) => r[i] !== null && NUMERIC.has(r[i]!.kind)))
  const rows: TableRow[] = text.map((cells) => ({ cells: cells.map((c) => cell(c)) }))
  if (totals && totals.length > 0) rows.push({ cells: totals.map((c) => cell(c, { weight: 'bold' })) })
  const wide = table.header.length > 7
  const body: Block[] = [
    {
      kind: 'table',
      size: wide ? 6.5 : 8,
      columns: widths.map((width, i) => ({ width, ...(numeric[i] ? { align: 'right' as const } : {}) })),
      header: [{ cells: table.header.map((h) => cell(h, { weight: 'bold' })) }],
      rows,
      borders: { outer: true, rows: true, columns: true },
      spaceAfter: 8,
    },
  ]
  if (p.note) body.push({ kind: 'text', runs: [{ text: p.note }], size: 7.5 })
  const spec = documentFrame({
    lang,
    company: p.company,
    title: p.title,
    facts: p.facts ?? [],
    body,
    signatures: { left: null },
  })
  return { spec, images: [] }
}
