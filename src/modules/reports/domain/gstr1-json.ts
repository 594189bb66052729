// GSTR-1 of a month as the JSON the GST portal's offline tool imports (and the portal's "Prepare offline"
// upload takes): the portal's own key names and number formats — amounts in rupees to two decimals, rates in
// percent, dates DD-MM-YYYY, the period MMYYYY, the place of supply as the two-digit state code. Key names and
// shapes follow the GSTN returns API's GSTR-1 save payload as india-compliance reads and writes it
// (gst_returns/fields/gstr1.py, gst_india/utils/gstr_1/gstr_1_json_map.py); see this module's README.
// Empty sections are left out; 12 is split into hsn_b2b and hsn_b2c (from May 2025), a service (SAC 99…)
// reports the unit "NA" and no quantity.
import type { B2bType, CreditNoteRow, Gstr1, HsnRow, RateRow, Supply } from './gstr1'

type Amounts = { txval: number; iamt?: number; camt?: number; samt?: number; csamt: number }
type Item = { num: number; itm_det: Amounts & { rt: number } }

export type Gstr1Json = {
  gstin: string
  fp: string
  version: string
  hash: string
  b2b?: {
    ctin: string
    inv: { inum: string; idt: string; val: number; pos: string; rchrg: 'N'; inv_typ: B2bType; itms: Item[] }[]
  }[]
  b2cl?: { pos: string; inv: { inum: string; idt: string; val: number; itms: Item[] }[] }[]
  b2cs?: (Amounts & { sply_ty: 'INTRA' | 'INTER'; pos: string; typ: 'OE'; rt: number })[]
  nil?: {
    inv: {
      sply_ty: 'INTRB2B' | 'INTRB2C' | 'INTRAB2B' | 'INTRAB2C'
      nil_amt: number
      expt_amt: number
      ngsup_amt: number
    }[]
  }
  cdnr?: {
    ctin: string
    nt: {
      ntty: 'C'
      nt_num: string
      nt_dt: string
      val: number
      pos: string
      rchrg: 'N'
      inv_typ: B2bType
      itms: Item[]
    }[]
  }[]
  cdnur?: { typ: 'B2CL'; ntty: 'C'; nt_num: string; nt_dt: string; val: number; pos: string; itms: Item[] }[]
  hsn?: { hsn_b2b?: HsnJson[]; hsn_b2c?: HsnJson[] }
  doc_issue?: {
    doc_det: {
      doc_num: number
      docs: { num: number; from: string; to: string; totnum: number; cancel: number; net_issue: number }[]
    }[]
  }
}

type HsnJson = {
  num: number
  hsn_sc: string
  desc: string
  uqc: string
  qty: number
  rt: number
  txval: number
  iamt: number
  camt: number
  samt: number
  csamt: number
}

/** The offline tool's version the file is written for, as its own exports carry it. */
export const GSTR1_JSON_VERSION = 'GST3.2.1'

/** Paise as the portal's rupees: a number with at most two decimals. */
export const rupees = (paise: number) => Math.round(paise) / 100
/** A rate in basis points as the portal's percent (1800 → 18, 25 → 0.25). */
const percent = (bp: number) => bp / 100
/** ISO date as the portal's DD-MM-YYYY. */
export const portalDate = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`
/** The return period of a month starting on `from` (ISO date): MMYYYY. */
export const returnPeriod = (from: string) => `${from.slice(5, 7)}${from.slice(0, 4)}`

/** The heads a supply reports: IGST inter-state, CGST and SGST/UTGST intra-state, cess either way. */
function amounts(r: RateRow, supply: Supply): Amounts {
  return supply === 'inter'
    ? { txval: rupees(r.taxable), iamt: rupees(r.igst), csamt: rupees(r.cess) }
    : { txval: rupees(r.taxable), camt: rupees(r.cgst), samt: rupees(r.sgst), csamt: rupees(r.cess) }
}

const items = (rates: readonly RateRow[], supply: Supply): Item[] =>
  rates.map((r, i) => ({ num: i + 1, itm_det: { rt: percent(r.rate_bp), ...amounts(r, supply) } }))

/** Services (SAC, chapter 99) have no unit quantity code. */
const isService = (hsn: string) => hsn.startsWith('99')

const hsnRows = (rows: readonly HsnRow[]): HsnJson[] =>
  rows.map((h, i) => ({
    num: i + 1,
    hsn_sc: h.hsn,
    desc: h.description.trim().slice(0, 30).trim(),
    uqc: isService(h.hsn) ? 'NA' : h.uqc,
    qty: isService(h.hsn) ? 0 : Math.round(h.qty * 100) / 100,
    rt: percent(h.rate_bp),
    txval: rupees(h.taxable),
    iamt: rupees(h.igst),
    camt: rupees(h.cgst),
    samt: rupees(h.sgst),
    csamt: rupees(h.cess),
  }))

/** Group rows under a key in the order the keys first appear. */
function grouped<T, K extends string>(rows: readonly T[], key: (row: T) => K): [K, T[]][] {
  const out = new Map<K, T[]>()
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r])
  return [...out]
}

const note = (n: CreditNoteRow) => ({
  ntty: 'C' as const,
  nt_num: n.number,
  nt_dt: portalDate(n.date),
  val: rupees(n.value),
  pos: n.pos,
})

const NIL_TYPES = {
  'true|inter': 'INTRB2B',
  'false|inter': 'INTRB2C',
  'true|intra': 'INTRAB2B',
  'false|intra': 'INTRAB2C',
} as const

/** The portal's GSTR-1 JSON of `r` for the dealer's GSTIN and the month starting on `from`. */
export function gstr1Json(r: Gstr1, gstin: string, from: string): Gstr1Json {
  const out: Gstr1Json = { gstin, fp: returnPeriod(from), version: GSTR1_JSON_VERSION, hash: 'hash' }
  if (r.b2b.length > 0) {
    out.b2b = grouped(r.b2b, (i) => i.gstin).map(([ctin, invoices]) => ({
      ctin,
      inv: invoices.map((i) => ({
        inum: i.number,
        idt: portalDate(i.date),
        val: rupees(i.value),
        pos: i.pos,
        rchrg: 'N' as const,
        inv_typ: i.type,
        itms: items(i.rates, i.supply),
      })),
    }))
  }
  if (r.b2cl.length > 0) {
    out.b2cl = grouped(r.b2cl, (i) => i.pos).map(([pos, invoices]) => ({
      pos,
      inv: invoices.map((i) => ({
        inum: i.number,
        idt: portalDate(i.date),
        val: rupees(i.value),
        itms: items(i.rates, 'inter'),
      })),
    }))
  }
  if (r.b2cs.length > 0) {
    out.b2cs = r.b2cs.map((b) => ({
      sply_ty: b.supply === 'inter' ? ('INTER' as const) : ('INTRA' as const),
      pos: b.pos,
      typ: 'OE' as const,
      rt: percent(b.rate_bp),
      ...amounts(b, b.supply),
    }))
  }
  if (r.nil.length > 0) {
    out.nil = {
      inv: r.nil.map((n) => ({
        sply_ty: NIL_TYPES[`${n.registered}|${n.supply}`],
        nil_amt: rupees(n.taxable),
        expt_amt: 0,
        ngsup_amt: 0,
      })),
    }
  }
  if (r.cdnr.length > 0) {
    out.cdnr = grouped(r.cdnr, (n) => n.gstin).map(([ctin, notes]) => ({
      ctin,
      nt: notes.map((n) => ({
        ...note(n),
        rchrg: 'N' as const,
        inv_typ: n.type as B2bType,
        itms: items(n.rates, n.supply),
      })),
    }))
  }
  if (r.cdnur.length > 0) {
    out.cdnur = r.cdnur.map((n) => ({ typ: 'B2CL' as const, ...note(n), itms: items(n.rates, 'inter') }))
  }
  const hsn_b2b = hsnRows(r.hsnB2b)
  const hsn_b2c = hsnRows(r.hsnB2c)
  if (hsn_b2b.length + hsn_b2c.length > 0) {
    out.hsn = { ...(hsn_b2b.length > 0 ? { hsn_b2b } : {}), ...(hsn_b2c.length > 0 ? { hsn_b2c } : {}) }
  }
  if (r.documents.length > 0) {
    out.doc_issue = {
      doc_det: grouped(r.documents, (d) => String(d.nature)).map(([nature, series]) => ({
        doc_num: Number(nature),
        docs: series.map((d, i) => ({
          num: i + 1,
          from: d.from,
          to: d.to,
          totnum: d.total,
          cancel: d.cancelled,
          net_issue: d.total - d.cancelled,
        })),
      })),
    }
  }
  return out
}
