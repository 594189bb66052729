// What a register (the one list of every business screen, issue 19) knows about a column: how it is shown on a
// desktop row and a phone card, and what it puts in an export. The caller names the column in the person's
// language; the register has no business words.
import type { ReactNode } from 'react'

/** A cell as a spreadsheet should receive it: money stays integer paise until the export turns it into
 * rupees, and a date stays a date (not text) so Excel can sort and filter it. */
export type ExportCell =
  | { kind: 'text'; text: string }
  | { kind: 'money'; paise: number }
  | { kind: 'number'; value: number }
  /** A calendar date (yyyy-mm-dd) or an instant (epoch ms or ISO timestamp), taken as its day on this device. */
  | { kind: 'date'; date: string | number }
  | null

export const textCell = (text: string | null | undefined): ExportCell =>
  text === null || text === undefined || text === '' ? null : { kind: 'text', text }
export const moneyCell = (paise: number | null | undefined): ExportCell =>
  paise === null || paise === undefined || !Number.isFinite(paise) ? null : { kind: 'money', paise }
export const numberCell = (value: number | null | undefined): ExportCell =>
  value === null || value === undefined || !Number.isFinite(value) ? null : { kind: 'number', value }
export const dateCell = (date: string | number | null | undefined): ExportCell =>
  date === null || date === undefined || date === '' ? null : { kind: 'date', date }

/** Where a column's value goes on a phone card: the title line, the line under it, or the right-hand corner. */
export type CardPlace = 'primary' | 'secondary' | 'meta'

export type RegisterColumn<T> = {
  id: string
  header: string
  /** What the desktop cell and the phone card show. A card is one button, so a cell that links on the desktop
   * gives plain text for 'card' (a link inside a button is neither valid nor reachable). */
  cell: (row: T, place: 'table' | 'card') => ReactNode
  /** What CSV and Excel receive; also what a totalled column adds up. */
  value: (row: T) => ExportCell
  align?: 'start' | 'end'
  /** A money column whose sum over the rows shown is written in the summary line. */
  total?: boolean
  /** How the summary writes the total (e.g. "₹1,500.00 Dr"); formatPaise by default. */
  formatTotal?: (paise: number) => string
  card?: CardPlace
  /** Narrowest width in rem and share of the spare width on the desktop table. */
  width?: { min: number; grow?: number }
  /** false: only in exports (an address, an e-mail), not in the table. */
  inTable?: boolean
}

type ColumnOptions<T> = Omit<RegisterColumn<T>, 'id' | 'header' | 'cell' | 'value'>

/** A column of plain text: shown and exported as the same words. */
export function textColumn<T>(
  id: string,
  header: string,
  text: (row: T) => string | null | undefined,
  options: ColumnOptions<T> = {},
): RegisterColumn<T> {
  return { id, header, cell: (row) => text(row) ?? '', value: (row) => textCell(text(row)), ...options }
}
