// The MIS report as rows: each figure once, with its unit and its value in every compared period, in the order
// the page and the paper show them. The screen and the PDF read these rows, so they print the same figures;
// a row's name is a string key (`row_<key>`), except a model's row, which is the model's own name.
import { formatIndianNumber, formatPaise } from '@/utils/indian-number'
import {
  changeBp,
  MODE_GROUPS,
  SERVICE_TYPES,
  STREAMS,
  type MisComparison,
  type MisFigures,
  type MisPeriods,
} from './mis'

export type PeriodKey = keyof MisPeriods
export const PERIOD_KEYS: readonly PeriodKey[] = ['month', 'lastMonth', 'lastYear', 'fytd', 'lastFytd']

/** money: paise; count: a number of things; bp: a share in basis points; hours; days. */
export type Unit = 'money' | 'count' | 'bp' | 'hours' | 'days'

export type MisRow = {
  key: string
  /** A model's name, shown as it is (no string key). */
  label?: string
  unit: Unit
  values: Record<PeriodKey, number | null>
  /** A total or headline: set in bold. */
  strong?: boolean
  /** Indented under the row before it (a model under units, a mode under collections). */
  sub?: boolean
}

export const SECTIONS = ['sales', 'revenue', 'workshop', 'money', 'stock', 'gst', 'followUps'] as const
export type Section = (typeof SECTIONS)[number]

export type MisSection = { id: Section; rows: MisRow[] }

type Pick1 = (f: MisFigures) => number | null

function row(c: MisComparison, key: string, unit: Unit, pick: Pick1, extra: Partial<MisRow> = {}): MisRow {
  const values = {} as Record<PeriodKey, number | null>
  for (const p of PERIOD_KEYS) values[p] = pick(c[p])
  return { key, unit, values, ...extra }
}

/** Every section's rows, from the five periods' figures. */
export function misSections(c: MisComparison): MisSection[] {
  const models = new Set<string>()
  for (const p of PERIOD_KEYS) for (const m of c[p].sales.byModel) models.add(m.model)
  // Models by this month's units, then by name: the month's best seller first.
  const units = (f: MisFigures, model: string) => f.sales.byModel.find((m) => m.model === model)?.units ?? 0
  const modelRows = [...models]
    .sort((a, b) => units(c.month, b) - units(c.month, a) || a.localeCompare(b))
    .map((model) => row(c, 'model', 'count', (f) => units(f, model), { label: model || '—', sub: true }))
  return [
    {
      id: 'sales',
      rows: [
        row(c, 'units', 'count', (f) => f.sales.units, { strong: true }),
        ...modelRows,
        row(c, 'bookings', 'count', (f) => f.sales.bookings),
        row(c, 'cancellations', 'count', (f) => f.sales.cancellations),
        row(c, 'conversion', 'bp', (f) => f.sales.conversionBp),
        row(c, 'discountPerUnit', 'money', (f) => f.sales.discountPerUnit),
        row(c, 'marginPerUnit', 'money', (f) => f.sales.marginPerUnit),
        row(c, 'finance', 'bp', (f) => f.sales.financeBp),
      ],
    },
    {
      id: 'revenue',
      rows: [
        ...STREAMS.map((s) => row(c, `stream_${s}`, 'money', (f) => f.revenue[s])),
        row(c, 'revenueTotal', 'money', (f) => f.revenue.total, { strong: true }),
      ],
    },
    {
      id: 'workshop',
      rows: [
        row(c, 'jobsOpened', 'count', (f) => f.workshop.opened),
        row(c, 'jobsInvoiced', 'count', (f) => f.workshop.invoiced, { strong: true }),
        ...SERVICE_TYPES.map((s) => row(c, `service_${s}`, 'count', (f) => f.workshop.mix[s], { sub: true })),
        row(c, 'jobsDelivered', 'count', (f) => f.workshop.delivered),
        row(c, 'tat', 'hours', (f) => f.workshop.tatHours),
        row(c, 'labourPerJob', 'money', (f) => f.workshop.labourPerJob),
        row(c, 'partsPerJob', 'money', (f) => f.workshop.partsPerJob),
        row(c, 'partsMargin', 'money', (f) => f.workshop.partsMargin),
        row(c, 'partsMarginShare', 'bp', (f) => f.workshop.partsMarginBp),
      ],
    },
    {
      id: 'money',
      rows: [
        row(c, 'collections', 'money', (f) => f.money.collections.total, { strong: true }),
        ...MODE_GROUPS.map((m) => row(c, `mode_${m}`, 'money', (f) => f.money.collections[m], { sub: true })),
        row(c, 'receivables', 'money', (f) => f.money.receivables.total, { strong: true }),
        row(c, 'age_0_30', 'money', (f) => f.money.receivables['0-30'], { sub: true }),
        row(c, 'age_31_60', 'money', (f) => f.money.receivables['31-60'], { sub: true }),
        row(c, 'age_61_90', 'money', (f) => f.money.receivables['61-90'], { sub: true }),
        row(c, 'age_90', 'money', (f) => f.money.receivables['90+'], { sub: true }),
        row(c, 'dso', 'days', (f) => f.money.dso),
      ],
    },
    {
      id: 'stock',
      rows: [
        row(c, 'stockUnits', 'count', (f) => f.stock.units),
        row(c, 'stockValue', 'money', (f) => f.stock.value, { strong: true }),
        row(c, 'stockOver90', 'bp', (f) => f.stock.over90Bp),
        row(c, 'partsValue', 'money', (f) => f.stock.partsValue),
      ],
    },
    {
      id: 'gst',
      rows: [
        row(c, 'gstOutput', 'money', (f) => f.gst.output),
        row(c, 'gstInput', 'money', (f) => f.gst.input),
        row(c, 'gstNet', 'money', (f) => f.gst.net, { strong: true }),
        row(c, 'cessCredit', 'money', (f) => f.gst.cessCredit),
        row(c, 'tcs', 'money', (f) => f.gst.tcs),
      ],
    },
    {
      id: 'followUps',
      rows: [
        row(c, 'followUpsDue', 'count', (f) => f.followUps.due),
        row(c, 'followUpsDone', 'count', (f) => f.followUps.done),
        row(c, 'psfDue', 'count', (f) => f.followUps.psfDue),
        row(c, 'psfDone', 'count', (f) => f.followUps.psfDone),
        row(c, 'psfReached', 'bp', (f) => f.followUps.psfReachedBp),
      ],
    },
  ]
}

/** A figure as it reads: ₹12,34,567, 33.3 %, 255 h, 18 days ("—" when there is nothing to show). */
export function formatFigure(unit: Unit, value: number | null, lang: 'en' | 'hi'): string {
  if (value === null) return '—'
  switch (unit) {
    case 'money':
      return formatPaise(value, { paise: 'never', locale: lang })
    case 'count':
      return formatIndianNumber(value, { locale: lang, maximumFractionDigits: 0 })
    case 'bp':
      return `${formatIndianNumber(value / 100, { locale: lang, minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`
    case 'hours':
      return `${formatIndianNumber(value, { locale: lang, maximumFractionDigits: 1 })} ${lang === 'hi' ? 'घंटे' : 'h'}`
    case 'days':
      return `${formatIndianNumber(value, { locale: lang, maximumFractionDigits: 0 })} ${lang === 'hi' ? 'दिन' : 'days'}`
  }
}

/**
 * The change from `before` to `now`: a share moves by points ("+5.0 pts"), anything else by its percentage of
 * before ("+50.0 %"); "—" when there is nothing to compare.
 */
export function formatChange(
  unit: Unit,
  now: number | null,
  before: number | null,
  lang: 'en' | 'hi',
): string {
  const sign = (n: number) => (n > 0 ? '+' : '')
  const one = (n: number) =>
    formatIndianNumber(n, { locale: lang, minimumFractionDigits: 1, maximumFractionDigits: 1 })
  if (unit === 'bp') {
    if (now === null || before === null) return '—'
    const d = (now - before) / 100
    return `${sign(d)}${one(d)} ${lang === 'hi' ? 'अंक' : 'pts'}`
  }
  const c = changeBp(now, before)
  return c === null ? '—' : `${sign(c)}${one(c / 100)} %`
}

/** Which way a change went, for a screen reader's words and the arrow: up, down or level. */
export function direction(now: number | null, before: number | null): 'up' | 'down' | 'level' | null {
  if (now === null || before === null) return null
  return now > before ? 'up' : now < before ? 'down' : 'level'
}
