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

/** Removes a column; a non-deletable column (Total) stays. */
export function removeColumn(columns: readonly PurchaseColumn[], id: string): PurchaseColumn[] {
  return columns.filter((c) => c.id !== id || !c.deletable)
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
