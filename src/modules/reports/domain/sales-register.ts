// The sales register (research/modules.md §3.15): every numbered vehicle and workshop invoice of a period, its
// credit notes as negative rows, one row a document, its figures as posted — the supplied lines' taxable value
// and heads (pure-agent charges are no supply of ours, as in GSTR-1), the TCS and the grand total as the
// invoice printed them. A cancelled document keeps its row, flagged, with nothing in it (its number was used;
// table 13 counts it); a draft has no number and no row. For a vehicle sale the chassis, engine, model, sales
// executive and financier come from the document's lines and printed details.
import type { Voucher } from '@schemas/vouchers.schema'
import { placeOfSupply, suppliedLines, type Month } from './gstr1'

export const SALES_KINDS = ['all', 'vehicle', 'workshop'] as const
export type SalesKind = (typeof SALES_KINDS)[number]

const TYPES: Record<SalesKind, readonly Voucher['type'][]> = {
  all: ['vinv', 'vcn', 'winv', 'wcn'],
  vehicle: ['vinv', 'vcn'],
  workshop: ['winv', 'wcn'],
}
const NOTES = new Set<Voucher['type']>(['vcn', 'wcn'])

export type SalesRow = {
  id: string
  type: Voucher['type']
  number: string
  date: string
  cancelled: boolean
  /** A credit note: its figures are negative. */
  note: boolean
  party: string
  gstin: string
  /** Place of supply, the state code. */
  pos: string
  /** The HSN/SAC codes of the supplied lines, each once, in line order. */
  hsn: string
  taxable: number
  igst: number
  cgst: number
  sgst: number
  cess: number
  tcs: number
  total: number
  chassis: string
  engine: string
  model: string
  executive: string
  financier: string
}

/** The invoice's printed details that name the sales executive and the financier (settings' field keys and the
 * labels a booking's own fields print under). */
const EXECUTIVE_KEYS = ['salesPerson', 'Sales person', 'Sales Person', 'Executive']
const FINANCIER_KEYS = ['hypothecation', 'Hypothecation', 'Financier', 'Finance company', 'Finance Company']
const detail = (v: Voucher, keys: readonly string[]) =>
  keys.map((k) => v.details?.[k]?.trim() ?? '').find((x) => x !== '') ?? ''

const distinct = (xs: readonly string[]) => [...new Set(xs.filter((x) => x !== ''))].join(', ')

export function salesRow(v: Voucher, dealerState: string): SalesRow {
  const note = NOTES.has(v.type)
  const cancelled = v.status === 'cancelled'
  const sign = cancelled ? 0 : note ? -1 : 1
  const lines = suppliedLines(v)
  const sum = (f: (l: (typeof lines)[number]) => number | undefined) =>
    sign * lines.reduce((s, l) => s + (f(l) ?? 0), 0) || 0
  const vehicles = v.lines.filter((l) => l.kind === 'vehicle')
  return {
    id: v.id,
    type: v.type,
    number: v.number,
    date: v.doc_date,
    cancelled,
    note,
    party: v.party?.name ?? '',
    gstin: v.party?.gstin?.trim().toUpperCase() ?? '',
    pos: placeOfSupply(v, dealerState),
    hsn: distinct(lines.map((l) => (l.hsn_sac ?? '').trim())),
    taxable: sum((l) => l.taxable),
    igst: sum((l) => l.igst),
    cgst: sum((l) => l.cgst),
    sgst: sum((l) => l.sgst),
    cess: sum((l) => l.cess),
    tcs: sign * (v.totals.tcs ?? v.tcs?.amount ?? 0) || 0,
    total: sign * v.totals.grand_total || 0,
    chassis: distinct(vehicles.map((l) => l.chassis ?? '')),
    engine: distinct(vehicles.map((l) => l.engine ?? '')),
    model: distinct(vehicles.map((l) => l.description)),
    executive: detail(v, EXECUTIVE_KEYS),
    financier: detail(v, FINANCIER_KEYS),
  }
}

/** The register of `period` for `kind`, by date and number. */
export function salesRegister(
  vouchers: readonly Voucher[],
  period: Month,
  kind: SalesKind,
  dealerState: string,
): SalesRow[] {
  const types = new Set(TYPES[kind])
  return vouchers
    .filter(
      (v) =>
        types.has(v.type) &&
        v.status !== 'draft' &&
        v.number !== '' &&
        v.doc_date >= period.from &&
        v.doc_date <= period.to,
    )
    .sort((a, b) => a.doc_date.localeCompare(b.doc_date) || a.number.localeCompare(b.number))
    .map((v) => salesRow(v, dealerState))
}

export type RegisterTotals = Pick<
  SalesRow,
  'taxable' | 'igst' | 'cgst' | 'sgst' | 'cess' | 'tcs' | 'total'
> & { count: number }

/** Σ of the money columns over rows (cancelled ones add nothing); `count` the documents that count. */
export function salesTotals(rows: readonly SalesRow[]): RegisterTotals {
  const t: RegisterTotals = { count: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0, cess: 0, tcs: 0, total: 0 }
  for (const r of rows) {
    if (!r.cancelled) t.count += 1
    t.taxable += r.taxable
    t.igst += r.igst
    t.cgst += r.cgst
    t.sgst += r.sgst
    t.cess += r.cess
    t.tcs += r.tcs
    t.total += r.total
  }
  return t
}
