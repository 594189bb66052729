// The columns a parts bill is keyed in (spec §3 workshop_purchase_columns; research/modules.md §3.7): the
// dealer's own order and names from the settings, the built-in ones read into the line's fields and the
// dealer's own kept on the line by name (`line.custom`). A bill cannot be keyed without a part, its HSN, quantity,
// rate, GST and total: a settings row that lost one (before the settings editor kept them) still shows it, where
// the defaults place it.
import { DEFAULT_PURCHASE_COLUMNS } from '@schemas/settings-defaults'

export const BUILT_IN_COLUMNS = [
  'partNo',
  'partName',
  'hsn',
  'purchaseRate',
  'qty',
  'uom',
  'saleRate',
  'gst',
  'total',
  'category',
] as const
export type BuiltInColumn = (typeof BUILT_IN_COLUMNS)[number]

/** What the bill itself needs, whatever the settings say. */
const NEEDED: readonly BuiltInColumn[] = ['partNo', 'partName', 'hsn', 'purchaseRate', 'qty', 'gst', 'total']

export type BillColumn = {
  id: string
  /** The dealer's name for it. */
  label: string
  /** Which field of the line a built-in column keys; null for the dealer's own column. */
  builtIn: BuiltInColumn | null
  type: 'text' | 'number'
}

type SettingsColumn = { id?: unknown; label?: unknown; type?: unknown }

const isBuiltIn = (id: string): id is BuiltInColumn => (BUILT_IN_COLUMNS as readonly string[]).includes(id)

/**
 * The bill's columns in order from the settings' list (absent or unreadable: the ten defaults); every column the
 * bill needs is there, and the unit when units are on; each column once.
 */
export function billColumns(settings: unknown, options: { units: boolean }): BillColumn[] {
  const list: readonly SettingsColumn[] = Array.isArray(settings) ? settings : DEFAULT_PURCHASE_COLUMNS
  const out: BillColumn[] = []
  for (const c of list) {
    const id = typeof c?.id === 'string' ? c.id : ''
    if (!id || out.some((x) => x.id === id)) continue
    const label = typeof c.label === 'string' && c.label.trim() ? c.label.trim() : id
    out.push({
      id,
      label,
      builtIn: isBuiltIn(id) ? id : null,
      type: c.type === 'number' ? 'number' : 'text',
    })
  }
  const needed: readonly BuiltInColumn[] = options.units ? [...NEEDED, 'uom'] : NEEDED
  DEFAULT_PURCHASE_COLUMNS.forEach((d, i) => {
    if (!needed.includes(d.id as BuiltInColumn) || out.some((c) => c.id === d.id)) return
    const later = new Set(DEFAULT_PURCHASE_COLUMNS.slice(i + 1).map((x) => x.id))
    const at = out.findIndex((c) => later.has(c.id))
    out.splice(at === -1 ? out.length : at, 0, {
      id: d.id,
      label: d.label,
      builtIn: d.id as BuiltInColumn,
      type: d.type,
    })
  })
  return out
}

/** The dealer's own columns of the bill, in order. */
export function customColumns(columns: readonly BillColumn[]): BillColumn[] {
  return columns.filter((c) => c.builtIn === null)
}
