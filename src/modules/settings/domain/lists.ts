// Editing the list-valued settings: units, purchase columns, booking custom fields. Every function returns
// a new array; rules about which column may change live here, not in the buttons.
import { DEFAULT_UOM_LIST, type BookingField, type ColumnType, type PurchaseColumn } from './defaults'

/** Moves item `index` by `delta` places; out-of-range moves return the list unchanged. */
export function move<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = index + delta
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list]
  const next = [...list]
  const [item] = next.splice(index, 1)
  next.splice(to, 0, item as T)
  return next
}

/** An id for a new custom entry that none of `taken` uses ("custom1", "custom2", …). */
export function freshId(prefix: string, taken: readonly string[]): string {
  let n = 1
  while (taken.includes(`${prefix}${n}`)) n += 1
  return `${prefix}${n}`
}

/** Appends a custom purchase column (deletable and editable). */
export function addColumn(
  columns: readonly PurchaseColumn[],
  label: string,
  type: ColumnType,
): PurchaseColumn[] {
  const id = freshId(
    'custom',
    columns.map((c) => c.id),
  )
  return [...columns, { id, label: label.trim(), type, deletable: true, editable: true }]
}

/** Renames a column; a non-editable column (Total) keeps its label. */
export function renameColumn(
  columns: readonly PurchaseColumn[],
  id: string,
  label: string,
): PurchaseColumn[] {
  return columns.map((c) => (c.id === id && c.editable ? { ...c, label } : c))
}

/**
 * The purchase columns no dealer may remove, whatever an older settings row says of them: Total (spec §3), and
 * HSN, quantity, purchase rate and GST, without which a parts bill cannot be matched with GSTR-2B nor its input
 * tax claimed (research/modules.md §3.7).
 */
export const KEPT_PURCHASE_COLUMNS: readonly string[] = ['hsn', 'purchaseRate', 'qty', 'gst', 'total']

/** Whether a column may be removed: its own flag, and never one of KEPT_PURCHASE_COLUMNS. */
export function canRemoveColumn(column: Pick<PurchaseColumn, 'id' | 'deletable'>): boolean {
  return column.deletable && !KEPT_PURCHASE_COLUMNS.includes(column.id)
}

/** Removes a column; one that may not be removed (Total, HSN, Qty, Purchase Rate, GST %) stays. */
export function removeColumn(columns: readonly PurchaseColumn[], id: string): PurchaseColumn[] {
  return columns.filter((c) => c.id !== id || !canRemoveColumn(c))
}

/**
 * The columns with every kept one marked not deletable, and any a row lost (removed before the rule) put back
 * from `defaults` where the defaults place it: before the first column that follows it there.
 */
export function keepRequiredColumns(
  columns: readonly PurchaseColumn[],
  defaults: readonly PurchaseColumn[],
): PurchaseColumn[] {
  const out = columns.map((c) => (KEPT_PURCHASE_COLUMNS.includes(c.id) ? { ...c, deletable: false } : c))
  defaults.forEach((d, i) => {
    if (!KEPT_PURCHASE_COLUMNS.includes(d.id) || out.some((c) => c.id === d.id)) return
    const later = new Set(defaults.slice(i + 1).map((x) => x.id))
    const at = out.findIndex((c) => later.has(c.id))
    out.splice(at === -1 ? out.length : at, 0, { ...d, deletable: false })
  })
  return out
}

/** Adds a unit unless it is empty or already listed (case-insensitive); returns the same list then. */
export function addUnit(units: readonly string[], unit: string): { units: string[]; added: boolean } {
  const u = unit.trim()
  if (u === '' || units.some((x) => x.toLowerCase() === u.toLowerCase())) {
    return { units: [...units], added: false }
  }
  return { units: [...units, u], added: true }
}

/** The default units, followed by the user's own additions that are not among them. */
export function restoreDefaultUnits(units: readonly string[]): string[] {
  const defaults = new Set(DEFAULT_UOM_LIST.map((u) => u.toLowerCase()))
  return [...DEFAULT_UOM_LIST, ...units.filter((u) => !defaults.has(u.toLowerCase()))]
}

/** A new, empty booking custom field. */
export function newBookingField(fields: readonly BookingField[]): BookingField {
  return {
    id: freshId(
      'field',
      fields.map((f) => f.id),
    ),
    label: '',
    type: 'text',
    options: [],
    required: false,
  }
}

/** Options typed one per line or comma-separated → trimmed, unique, non-empty. */
export function parseOptions(text: string): string[] {
  const seen = new Set<string>()
  return text
    .split(/[\n,]/)
    .map((o) => o.trim())
    .filter((o) => o !== '' && !seen.has(o.toLowerCase()) && seen.add(o.toLowerCase()))
}
