// The MIS report on paper: the company's frame, the month and what it is compared with, then each section as one
// table — the figure, this month, last month and the change, the same month last year and the change, the year
// to date, the last year to date and the change. The rows are the screen's (misSections), so paper and screen
// carry the same figures. Pure; the documents worker draws it.
import type { Block, DocInput, Run, TableRow } from '@workers/documents/spec.options'
import { documentFrame, type FrameCompany, type FrameLang } from '@/lib/documents/frame'
import { translate } from '@/lib/i18n'
import { formatChange, formatFigure, type MisRow, type MisSection } from '../domain/mis-rows'
import { MIS_STRINGS } from '../mis-strings'

export type MisDocInput = {
  company: FrameCompany
  lang: FrameLang
  sections: readonly MisSection[]
  /** The five periods' names, as the screen shows them. */
  labels: { month: string; lastMonth: string; lastYear: string; fytd: string; lastFytd: string }
}

const cell = (text: string, extra: Partial<Run> = {}) => ({ runs: [{ text, ...extra }] })

// The figure's name takes a third of the width; the eight numbers share the rest.
const WIDTHS = [0.25, 0.1, 0.1, 0.07, 0.1, 0.07, 0.12, 0.12, 0.07]

export function misDoc(p: MisDocInput): DocInput {
  const t = (key: string, values?: Record<string, string>) =>
    translate(MIS_STRINGS[p.lang], p.lang, key, values)
  const name = (r: MisRow) => (r.label !== undefined ? r.label : t(`row_${r.key}`))
  const header: TableRow = {
    cells: [
      t('figure'),
      t('col_month'),
      t('col_lastMonth'),
      t('change'),
      t('col_lastYear'),
      t('change'),
      t('col_fytd'),
      t('col_lastFytd'),
      t('change'),
    ].map((h) => cell(h, { weight: 'bold' })),
  }
  const body: Block[] = []
  for (const s of p.sections) {
    body.push({
      kind: 'text',
      runs: [{ text: t(`section_${s.id}`), weight: 'bold' }],
      size: 10,
      spaceBefore: 6,
      spaceAfter: 3,
      keepWithNext: true,
    })
    const rows: TableRow[] = s.rows.map((r) => {
      const v = r.values
      const f = (x: number | null) => formatFigure(r.unit, x, p.lang)
      const c = (now: number | null, before: number | null) => formatChange(r.unit, now, before, p.lang)
      const style = r.strong ? { weight: 'bold' as const } : {}
      return {
        cells: [
          cell(r.sub ? `    ${name(r)}` : name(r), style),
          cell(f(v.month), style),
          cell(f(v.lastMonth)),
          cell(c(v.month, v.lastMonth)),
          cell(f(v.lastYear)),
          cell(c(v.month, v.lastYear)),
          cell(f(v.fytd), style),
          cell(f(v.lastFytd)),
          cell(c(v.fytd, v.lastFytd)),
        ],
      }
    })
    body.push({
      kind: 'table',
      size: 7,
      columns: WIDTHS.map((width, i) => ({ width, ...(i > 0 ? { align: 'right' as const } : {}) })),
      header: [header],
      rows,
      borders: { outer: true, rows: true },
      spaceAfter: 4,
    })
  }
  body.push({ kind: 'text', runs: [{ text: t('note') }], size: 7, spaceBefore: 6 })
  const spec = documentFrame({
    lang: p.lang,
    company: p.company,
    title: t('title'),
    facts: [
      { label: t('period'), value: p.labels.month },
      {
        label: t('compared'),
        value: t('comparedText', { lastMonth: p.labels.lastMonth, lastYear: p.labels.lastYear }),
      },
      {
        label: t('compare_year'),
        value: t('yearText', { fytd: p.labels.fytd, lastFytd: p.labels.lastFytd }),
      },
    ],
    body,
    signatures: { left: null },
  })
  return { spec, images: [] }
}
