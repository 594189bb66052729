// The GSTR-1 summary of a month (research/modules.md §3.15, example G9), from the sales documents as they
// were posted — their stored lines, heads, place of supply and party snapshot, never recomputed:
// 4 B2B invoice-wise (a buyer with a valid GSTIN), 5 B2CL (an unregistered buyer, inter-state, invoice value
// above ₹1,00,000), 7 B2CS (every other unregistered supply, by place of supply and rate), 12 HSN summary
// (12A to registered buyers, 12B to others, by HSN, UQC and rate) and 13 documents issued (first and last
// number per series, how many, how many cancelled). A cancelled invoice counts only in table 13.
import type { Voucher } from '@schemas/vouchers.schema'
import { validateGstin } from '@/utils/gstin'

const SALES = new Set<Voucher['type']>(['vinv', 'winv'])

/** An unregistered buyer's inter-state invoice above this goes invoice-wise (B2CL, from 1 Aug 2024). */
export const B2CL_ABOVE_PAISE = 1_00_000_00

export type Heads = { taxable: number; igst: number; cgst: number; sgst: number; cess: number }

export type RateRow = Heads & { rate_bp: number }

export type B2bInvoice = {
  gstin: string
  number: string
  date: string
  value: number
  pos: string
  rates: RateRow[]
}

export type B2clInvoice = Omit<B2bInvoice, 'gstin'>

export type B2csRow = RateRow & { pos: string; supply: 'intra' | 'inter' }

export type HsnRow = Heads & { hsn: string; uqc: string; rate_bp: number; qty: number }

export type DocumentSeries = { series: string; from: string; to: string; total: number; cancelled: number }

export type Gstr1 = {
  b2b: B2bInvoice[]
  b2cl: B2clInvoice[]
  b2cs: B2csRow[]
  hsnB2b: HsnRow[]
  hsnB2c: HsnRow[]
  documents: DocumentSeries[]
}

type Line = Voucher['lines'][number]

const zero = (): Heads => ({ taxable: 0, igst: 0, cgst: 0, sgst: 0, cess: 0 })
function add(into: Heads, l: Line): void {
  into.taxable += l.taxable
  into.igst += l.igst ?? 0
  into.cgst += l.cgst ?? 0
  into.sgst += l.sgst ?? 0
  into.cess += l.cess ?? 0
}

/** The lines GST counts: everything taxed on the invoice (pure-agent charges are not supplies of ours). */
const taxedLines = (v: Pick<Voucher, 'lines'>) => v.lines.filter((l) => l.kind !== 'pure_agent')

/** Value of an invoice for GSTR-1: its taxed lines with their tax (no TCS, no pure-agent charges). */
const invoiceValue = (v: Pick<Voucher, 'lines'>) => taxedLines(v).reduce((s, l) => s + l.total, 0)

function byRate(v: Pick<Voucher, 'lines'>): RateRow[] {
  const rows = new Map<number, RateRow>()
  for (const l of taxedLines(v)) {
    const rate_bp = l.gst_bp ?? 0
    const row = rows.get(rate_bp) ?? { rate_bp, ...zero() }
    add(row, l)
    rows.set(rate_bp, row)
  }
  return [...rows.values()].sort((a, b) => a.rate_bp - b.rate_bp)
}

const registered = (v: Pick<Voucher, 'party'>) => {
  const gstin = v.party?.gstin?.trim() ?? ''
  return v.party?.gst_category !== 'unregistered' && gstin !== '' && validateGstin(gstin).ok
}

/** A number's series for table 13: the number without its running digits ("RINV-2526/A0001" → "RINV-2526/A"). */
export const seriesOf = (number: string) => number.replace(/\d+$/, '')
const running = (number: string) => Number(/(\d+)$/.exec(number)?.[1] ?? 0)

export function gstr1(
  vouchers: readonly Voucher[],
  month: { from: string; to: string },
  dealerState: string,
): Gstr1 {
  const inMonth = vouchers.filter(
    (v) => SALES.has(v.type) && v.doc_date >= month.from && v.doc_date <= month.to && v.number !== '',
  )
  const posted = inMonth.filter((v) => v.status === 'posted')
  const pos = (v: Voucher) => v.pos ?? v.party?.state_code ?? dealerState

  const b2b: B2bInvoice[] = []
  const b2cl: B2clInvoice[] = []
  const b2cs = new Map<string, B2csRow>()
  const hsnB2b = new Map<string, HsnRow>()
  const hsnB2c = new Map<string, HsnRow>()
  for (const v of [...posted].sort((a, b) => a.doc_date.localeCompare(b.doc_date) || a.number.localeCompare(b.number))) {
    const toRegistered = registered(v)
    const invoice = { number: v.number, date: v.doc_date, value: invoiceValue(v), pos: pos(v), rates: byRate(v) }
    const inter = (v.supply ?? (pos(v) === dealerState ? 'intra' : 'inter')) === 'inter'
    if (toRegistered) b2b.push({ gstin: v.party!.gstin!.trim().toUpperCase(), ...invoice })
    else if (inter && invoice.value > B2CL_ABOVE_PAISE) b2cl.push(invoice)
    else {
      for (const r of invoice.rates) {
        const key = `${invoice.pos}|${r.rate_bp}|${inter}`
        const row = b2cs.get(key) ?? { pos: invoice.pos, supply: inter ? 'inter' : 'intra', rate_bp: r.rate_bp, ...zero() }
        row.taxable += r.taxable
        row.igst += r.igst
        row.cgst += r.cgst
        row.sgst += r.sgst
        row.cess += r.cess
        b2cs.set(key, row)
      }
    }
    const hsn = toRegistered ? hsnB2b : hsnB2c
    for (const l of taxedLines(v)) {
      const code = (l.hsn_sac ?? '').trim()
      const uqc = (l.uqc ?? 'OTH').trim() || 'OTH'
      const key = `${code}|${uqc}|${l.gst_bp ?? 0}`
      const row = hsn.get(key) ?? { hsn: code, uqc, rate_bp: l.gst_bp ?? 0, qty: 0, ...zero() }
      row.qty += l.qty
      add(row, l)
      hsn.set(key, row)
    }
  }

  const series = new Map<string, Voucher[]>()
  for (const v of inMonth) series.set(seriesOf(v.number), [...(series.get(seriesOf(v.number)) ?? []), v])
  const documents = [...series]
    .map(([name, docs]) => {
      const sorted = [...docs].sort((a, b) => running(a.number) - running(b.number))
      return {
        series: name,
        from: sorted[0]!.number,
        to: sorted.at(-1)!.number,
        total: docs.length,
        cancelled: docs.filter((d) => d.status === 'cancelled').length,
      }
    })
    .sort((a, b) => a.series.localeCompare(b.series))

  const byKey = <T>(m: Map<string, T>) => [...m.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, r]) => r)
  return {
    b2b,
    b2cl,
    b2cs: byKey(b2cs),
    hsnB2b: byKey(hsnB2b),
    hsnB2c: byKey(hsnB2c),
    documents,
  }
}
