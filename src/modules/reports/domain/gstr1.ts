// GSTR-1 of a month as the accountant files it (research/modules.md §3.15, example G9), from the documents as
// they were posted — their stored lines, heads, place of supply and party snapshot, never recomputed:
// 4 B2B invoice-wise (a buyer with a valid GSTIN; to an SEZ unit as SEZ supplies), 5 B2CL (an unregistered
// buyer, inter-state, invoice value above the limit of its date), 7 B2CS (every other unregistered supply, by
// place of supply and rate, net of the credit notes that belong there), 8 nil-rated supplies, 9B credit notes
// (CDNR to a registered buyer; CDNUR when the original invoice was B2CL — research/modules.md §3.5), 12 HSN
// summary (12A to registered buyers, 12B to others, by HSN, UQC and rate, net of credit notes) and 13
// documents issued (first and last number per series and kind, how many, how many cancelled). A cancelled
// document counts only in table 13; a draft has no number and counts nowhere.
import type { Voucher, VoucherLine } from '@schemas/vouchers.schema'
import { validateGstin } from '@/utils/gstin'

const INVOICES = new Set<Voucher['type']>(['vinv', 'winv'])
const CREDIT_NOTES = new Set<Voucher['type']>(['vcn', 'wcn'])

/** Table 13's kinds of document (the portal's doc_num): what each voucher type issues. */
export const DOCUMENT_NATURES = { vinv: 1, winv: 1, vcn: 5, wcn: 5, rcpt: 6, rfnd: 8 } as const
export type DocumentNature = (typeof DOCUMENT_NATURES)[keyof typeof DOCUMENT_NATURES]
const natureOf = (type: Voucher['type']): DocumentNature | undefined =>
  (DOCUMENT_NATURES as Partial<Record<Voucher['type'], DocumentNature>>)[type]

/** An unregistered buyer's inter-state invoice above this goes invoice-wise (B2CL, from 1 Aug 2024). */
export const B2CL_ABOVE_PAISE = 1_00_000_00
/** Rule 59(4) as amended by Notif. 12/2024-CT: ₹2,50,000 for invoices dated before 1 Aug 2024. */
export const b2clLimit = (date: string) => (date < '2024-08-01' ? 2_50_000_00 : B2CL_ABOVE_PAISE)

export type Heads = { taxable: number; igst: number; cgst: number; sgst: number; cess: number }

export type RateRow = Heads & { rate_bp: number }

export type Supply = 'intra' | 'inter'

/** Portal invoice types of table 4 and 9B: regular, or to an SEZ unit with or without tax paid. */
export type B2bType = 'R' | 'SEWP' | 'SEWOP'

export type B2bInvoice = {
  id: string
  gstin: string
  name: string
  number: string
  date: string
  value: number
  pos: string
  supply: Supply
  type: B2bType
  rates: RateRow[]
}

export type B2clInvoice = Omit<B2bInvoice, 'gstin' | 'type'>

export type B2csRow = RateRow & { pos: string; supply: Supply }

export type CreditNoteRow = {
  id: string
  /** The buyer's GSTIN (CDNR); '' for an unregistered buyer (CDNUR). */
  gstin: string
  name: string
  number: string
  date: string
  value: number
  pos: string
  supply: Supply
  /** CDNR: the original's invoice type; CDNUR: B2CL. */
  type: B2bType | 'B2CL'
  /** The invoice credited, when known. */
  invoice?: { number: string; date: string }
  /** A registered buyer's reversal of the input tax (from 1 Oct 2025 the output tax falls only when accepted). */
  itc?: 'pending' | 'accepted' | 'rejected'
  rates: RateRow[]
}

export type NilRow = { registered: boolean; supply: Supply; taxable: number }

export type HsnRow = Heads & { hsn: string; uqc: string; description: string; rate_bp: number; qty: number }

export type DocumentSeries = {
  nature: DocumentNature
  series: string
  from: string
  to: string
  total: number
  cancelled: number
}

export type Gstr1 = {
  b2b: B2bInvoice[]
  b2cl: B2clInvoice[]
  b2cs: B2csRow[]
  nil: NilRow[]
  cdnr: CreditNoteRow[]
  cdnur: CreditNoteRow[]
  hsnB2b: HsnRow[]
  hsnB2c: HsnRow[]
  documents: DocumentSeries[]
}

export type Month = { from: string; to: string }

export const zeroHeads = (): Heads => ({ taxable: 0, igst: 0, cgst: 0, sgst: 0, cess: 0 })

function add(
  into: Heads,
  from: Pick<VoucherLine, 'taxable' | 'igst' | 'cgst' | 'sgst' | 'cess'>,
  sign = 1,
): void {
  into.taxable += sign * from.taxable
  into.igst += sign * (from.igst ?? 0)
  into.cgst += sign * (from.cgst ?? 0)
  into.sgst += sign * (from.sgst ?? 0)
  into.cess += sign * (from.cess ?? 0)
}

const isZero = (h: Heads) => h.taxable === 0 && h.igst === 0 && h.cgst === 0 && h.sgst === 0 && h.cess === 0

/** The lines GST counts: everything supplied on the document (pure-agent charges are not supplies of ours). */
export const suppliedLines = (v: Pick<Voucher, 'lines'>) => v.lines.filter((l) => l.kind !== 'pure_agent')

/** Lines taxed at a rate: the rest are nil-rated (table 8). */
export const ratedLines = (v: Pick<Voucher, 'lines'>) => suppliedLines(v).filter((l) => (l.gst_bp ?? 0) > 0)

/** Value of a document for GSTR-1: what it supplied with its tax (no TCS, pure-agent charges or round-off). */
export const documentValue = (v: Pick<Voucher, 'lines'>) => suppliedLines(v).reduce((s, l) => s + l.total, 0)

/** The rated lines of a document summed per rate, lowest first. */
export function byRate(v: Pick<Voucher, 'lines'>): RateRow[] {
  const rows = new Map<number, RateRow>()
  for (const l of ratedLines(v)) {
    const rate_bp = l.gst_bp ?? 0
    const row = rows.get(rate_bp) ?? { rate_bp, ...zeroHeads() }
    add(row, l)
    rows.set(rate_bp, row)
  }
  return [...rows.values()].sort((a, b) => a.rate_bp - b.rate_bp)
}

/** A buyer with a valid GSTIN who is not declared unregistered: the supply is B2B. */
export function isRegistered(v: Pick<Voucher, 'party'>): boolean {
  const gstin = v.party?.gstin?.trim() ?? ''
  return v.party?.gst_category !== 'unregistered' && gstin !== '' && validateGstin(gstin).ok
}

export const placeOfSupply = (v: Pick<Voucher, 'pos' | 'party'>, dealerState: string) =>
  v.pos || v.party?.state_code || dealerState

export const supplyOf = (v: Pick<Voucher, 'pos' | 'party' | 'supply'>, dealerState: string): Supply =>
  v.supply ?? (placeOfSupply(v, dealerState) === dealerState ? 'intra' : 'inter')

function b2bType(v: Pick<Voucher, 'party' | 'lines'>): B2bType {
  if (v.party?.gst_category !== 'sez') return 'R'
  return ratedLines(v).some((l) => (l.igst ?? 0) > 0) ? 'SEWP' : 'SEWOP'
}

/** Where an invoice goes: B2B, B2CL or B2CS. */
export function invoiceTable(v: Voucher, dealerState: string): 'b2b' | 'b2cl' | 'b2cs' {
  if (isRegistered(v)) return 'b2b'
  return supplyOf(v, dealerState) === 'inter' && documentValue(v) > b2clLimit(v.doc_date) ? 'b2cl' : 'b2cs'
}

/**
 * Where a credit note goes: CDNR for a registered buyer; CDNUR when the invoice it credits went to B2CL; else
 * it is netted in B2CS of its own month. A note whose invoice is not at hand is netted in B2CS.
 */
export function creditNoteTable(
  note: Voucher,
  original: Voucher | undefined,
  dealerState: string,
): 'cdnr' | 'cdnur' | 'b2cs' {
  if (isRegistered(note)) return 'cdnr'
  return original && invoiceTable(original, dealerState) === 'b2cl' ? 'cdnur' : 'b2cs'
}

/** A number's series for table 13: the number without its running digits ("RINV-2526/A0001" → "RINV-2526/A"). */
export const seriesOf = (number: string) => number.replace(/\d+$/, '')
const running = (number: string) => Number(/(\d+)$/.exec(number)?.[1] ?? 0)

const inMonth = (v: Pick<Voucher, 'doc_date'>, month: Month) =>
  v.doc_date >= month.from && v.doc_date <= month.to
const byDateAndNumber = (a: Voucher, b: Voucher) =>
  a.doc_date.localeCompare(b.doc_date) || a.number.localeCompare(b.number)

/**
 * GSTR-1 of `month` from `vouchers`, which hold the month's documents and, for its credit notes, the invoices
 * they credit (any month). `dealerState` is the dealer's state code.
 */
export function gstr1(vouchers: readonly Voucher[], month: Month, dealerState: string): Gstr1 {
  const byId = new Map(vouchers.map((v) => [v.id, v]))
  const numbered = vouchers.filter(
    (v) => natureOf(v.type) !== undefined && v.number !== '' && inMonth(v, month),
  )
  const posted = numbered
    .filter((v) => v.status === 'posted' && (INVOICES.has(v.type) || CREDIT_NOTES.has(v.type)))
    .sort(byDateAndNumber)

  const b2b: B2bInvoice[] = []
  const b2cl: B2clInvoice[] = []
  const cdnr: CreditNoteRow[] = []
  const cdnur: CreditNoteRow[] = []
  const b2cs = new Map<string, B2csRow>()
  const nil = new Map<string, NilRow>()
  const hsnB2b = new Map<string, HsnRow>()
  const hsnB2c = new Map<string, HsnRow>()

  for (const v of posted) {
    const note = CREDIT_NOTES.has(v.type)
    const sign = note ? -1 : 1
    const registered = isRegistered(v)
    const pos = placeOfSupply(v, dealerState)
    const supply = supplyOf(v, dealerState)
    const rates = byRate(v)
    const doc = {
      id: v.id,
      name: v.party?.name ?? '',
      number: v.number,
      date: v.doc_date,
      value: documentValue(v),
      pos,
      supply,
    }

    let table: 'b2b' | 'b2cl' | 'b2cs' | 'cdnr' | 'cdnur'
    if (note) {
      const original = v.against_id ? byId.get(v.against_id) : undefined
      table = creditNoteTable(v, original, dealerState)
      const row: CreditNoteRow = {
        ...doc,
        gstin: table === 'cdnr' ? v.party!.gstin!.trim().toUpperCase() : '',
        type: table === 'cdnr' ? b2bType(v) : 'B2CL',
        ...(original ? { invoice: { number: original.number, date: original.doc_date } } : {}),
        ...(v.itc_reversal ? { itc: v.itc_reversal.status } : {}),
        rates,
      }
      if (table !== 'b2cs' && rates.length > 0) (table === 'cdnr' ? cdnr : cdnur).push(row)
    } else {
      table = invoiceTable(v, dealerState)
      if (rates.length > 0 && table === 'b2b') {
        b2b.push({ ...doc, gstin: v.party!.gstin!.trim().toUpperCase(), type: b2bType(v), rates })
      } else if (rates.length > 0 && table === 'b2cl') b2cl.push({ ...doc, rates })
    }
    if (table === 'b2cs') {
      for (const r of rates) {
        const key = `${pos}|${r.rate_bp}|${supply}`
        const row = b2cs.get(key) ?? { pos, supply, rate_bp: r.rate_bp, ...zeroHeads() }
        add(row, r, sign)
        b2cs.set(key, row)
      }
    }

    for (const l of suppliedLines(v)) {
      if ((l.gst_bp ?? 0) === 0) {
        const key = `${registered}|${supply}`
        const row = nil.get(key) ?? { registered, supply, taxable: 0 }
        row.taxable += sign * l.taxable
        nil.set(key, row)
      }
      const hsn = registered ? hsnB2b : hsnB2c
      const code = (l.hsn_sac ?? '').trim()
      const uqc = (l.uqc ?? 'OTH').trim() || 'OTH'
      const key = `${code}|${uqc}|${l.gst_bp ?? 0}`
      const row = hsn.get(key) ?? {
        hsn: code,
        uqc,
        description: l.description,
        rate_bp: l.gst_bp ?? 0,
        qty: 0,
        ...zeroHeads(),
      }
      row.qty += sign * l.qty
      add(row, l, sign)
      hsn.set(key, row)
    }
  }

  const series = new Map<string, Voucher[]>()
  for (const v of numbered) {
    const key = `${natureOf(v.type)}|${seriesOf(v.number)}`
    series.set(key, [...(series.get(key) ?? []), v])
  }
  const documents = [...series.values()]
    .map((docs) => {
      const sorted = [...docs].sort((a, b) => running(a.number) - running(b.number))
      return {
        nature: natureOf(docs[0]!.type)!,
        series: seriesOf(docs[0]!.number),
        from: sorted[0]!.number,
        to: sorted.at(-1)!.number,
        total: docs.length,
        cancelled: docs.filter((d) => d.status === 'cancelled').length,
      }
    })
    .sort((a, b) => a.nature - b.nature || a.series.localeCompare(b.series))

  const sorted = <T>(m: Map<string, T>, keep: (row: T) => boolean) =>
    [...m.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, r]) => r)
      .filter(keep)
  const hsnKept = (h: HsnRow) => !isZero(h) || h.qty !== 0
  return {
    b2b,
    b2cl,
    b2cs: sorted(b2cs, (r) => !isZero(r)),
    nil: sorted(nil, (r) => r.taxable !== 0),
    cdnr,
    cdnur,
    hsnB2b: sorted(hsnB2b, hsnKept),
    hsnB2c: sorted(hsnB2c, hsnKept),
    documents,
  }
}

/** Σ of the heads of rate rows. */
export function sumRates(rows: readonly Heads[]): Heads {
  const total = zeroHeads()
  for (const r of rows) add(total, r)
  return total
}

/**
 * The month's output tax as GSTR-1 declares it: invoices in 4, 5 and 7 (B2CS already net of its credit notes)
 * less the credit notes of 9B. Equal to the output tax postings of the same documents (the reconciliation).
 */
export function gstr1Totals(r: Gstr1): Heads {
  const total = zeroHeads()
  for (const i of [...r.b2b, ...r.b2cl]) add(total, sumRates(i.rates))
  add(total, sumRates(r.b2cs))
  for (const n of [...r.cdnr, ...r.cdnur]) add(total, sumRates(n.rates), -1)
  return total
}
