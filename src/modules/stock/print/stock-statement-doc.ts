// The stock statement for the floor-plan bank: every unit held (in stock or allotted) with its chassis, engine,
// colour, date in stock, age and landed cost, the total at cost in figures and words. Pure: the same units and
// figures the screen shows, so the bank reads what the dealer reads.
import type { Block, DocInput, Run, TableRow } from '@workers/documents/spec.options'
import { documentFrame, type FrameCompany, type FrameLang } from '@/lib/documents/frame'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import { HELD, heldValue, type StockUnit } from '../domain/stock-book'

export type StockStatementT = (key: string) => string

export type StockStatementPrint = {
  company: FrameCompany
  lang: FrameLang
  t: StockStatementT
  units: readonly StockUnit[]
  /** The day the statement is made (yyyy-mm-dd); the ages are counted to it. */
  today: string
}

const cell = (text: string, extra: Partial<Run> = {}) => ({ runs: [{ text, ...extra }] })
const bold = (text: string) => cell(text, { weight: 'bold' })

export function stockStatementDoc(p: StockStatementPrint): DocInput {
  const { t, lang } = p
  const money = (paise: number) => formatPaise(paise, { locale: lang })
  const held = p.units
    .filter((u) => HELD.includes(u.state))
    .sort(
      (a, b) =>
        a.vehicle.description.localeCompare(b.vehicle.description) ||
        a.vehicle.colour.localeCompare(b.vehicle.colour) ||
        a.vehicle.chassis_no.localeCompare(b.vehicle.chassis_no),
    )
  const total = heldValue(held)
  const rows: TableRow[] = held.map((u, i) => ({
    cells: [
      cell(String(i + 1)),
      cell(`${u.vehicle.description} · ${u.vehicle.colour}`),
      cell(`${u.vehicle.chassis_no}\n${u.vehicle.engine_no}`),
      cell(t(`state_${u.state}`)),
      cell(u.since ? displayDate(u.since, lang) : ''),
      cell(u.age === null ? '' : String(u.age)),
      cell(money(u.cost)),
    ],
  }))
  rows.push({
    cells: [
      cell(''),
      bold(t('statementTotal')),
      cell(''),
      cell(''),
      cell(''),
      bold(String(total.count)),
      bold(money(total.value)),
    ],
  })
  const body: Block[] = [
    {
      kind: 'table',
      size: 8,
      columns: [
        { width: 0.05 },
        { width: 0.27 },
        { width: 0.22 },
        { width: 0.11 },
        { width: 0.12 },
        { width: 0.08, align: 'right' },
        { width: 0.15, align: 'right' },
      ],
      header: [
        {
          cells: [
            bold('#'),
            bold(t('colVehicle')),
            bold(`${t('chassis')} / ${t('engine')}`),
            bold(t('colState')),
            bold(t('colSince')),
            bold(t('colAge')),
            bold(t('colCost')),
          ],
        },
      ],
      rows,
      borders: { outer: true, rows: true, columns: true },
      spaceAfter: 10,
    },
  ]
  const spec = documentFrame({
    lang,
    company: p.company,
    title: t('statementTitle'),
    facts: [{ label: t('statementAsOn'), value: displayDate(p.today, lang) }],
    body,
    total: { paise: total.value, label: t('statementTotal') },
    signatures: { left: null },
  })
  return { spec, images: [] }
}
