// A wp-return (debit note, research/modules.md §3.8): parts of one posted bill sent back to the supplier at that
// bill's own values. A line's quantity may not pass what was bought on it less what went back before, and a
// part's may not pass what the stock can give of it against the bill (the inventory's returnableQty: bought less
// returned, no more than on hand). The taxable value and each tax head are the bill line's, in proportion to
// the quantity (the last of a line takes exactly what is left), so the input tax reversed is what was taken;
// the stock goes out at the rate it came in at (G7: 2 at ₹1,650.00 while the average is ₹1,590.00).
import { VOUCHER_TYPE_DEFS } from '@schemas/voucher-types'
import type { Voucher } from '@schemas/vouchers.schema'
import { fyCodeOf } from '@/utils/financial-year'
import { mulDivRound } from '@/utils/indian-number'
import { quantityField, type FieldError } from '@/utils/form-model'

/** A line of the posted bill, as a return reads it. */
export type BoughtLine = {
  line_id: string
  part_id: string
  description: string
  hsn: string
  uqc: string
  qty: number
  /** Paise per unit the line came into stock at (its taxable over its quantity). */
  rate: number
  taxable: number
  gst_bp: number
  cgst: number
  sgst: number
  igst: number
}

/** What went back of a line by posted returns before this one. */
export type Returned = { qty: number; taxable: number; cgst: number; sgst: number; igst: number }

export type ReturnRefusal =
  | 'no-lines'
  | 'date-before-purchase'
  | 'date-in-future'
  | 'period-locked'
  | { line_id: string; reason: 'not-in-purchase' | 'repeated' }
  | { line_id: string; reason: 'above-bought' | 'above-stock'; left: number }

export type ReturnLine = BoughtLine & { returned_qty: number; total: number }

export type PostedReturn = {
  lines: ReturnLine[]
  totals: { taxable: number; cgst: number; sgst: number; igst: number; grand_total: number }
  postings: { account_id: string; party_id?: string; dr: number; cr: number }[]
  stock_moves: { kind: 'part'; item_id: string; qty: number; rate: number; value: number }[]
}

const MILLI = 1000
const milli = (q: number) => Math.round(q * MILLI)

/** The part lines of a posted parts bill. */
export function boughtLines(bill: Pick<Voucher, 'lines'>): BoughtLine[] {
  return bill.lines.flatMap((l) =>
    l.kind === 'part' && l.item_id && l.qty > 0
      ? [
          {
            line_id: l.id,
            part_id: l.item_id,
            description: l.description,
            hsn: l.hsn_sac ?? '',
            uqc: l.uqc ?? '',
            qty: l.qty,
            rate: Math.round(l.taxable / l.qty),
            taxable: l.taxable,
            gst_bp: l.gst_bp ?? 0,
            cgst: l.cgst ?? 0,
            sgst: l.sgst ?? 0,
            igst: l.igst ?? 0,
          },
        ]
      : [],
  )
}

/** What posted returns against `billId` took of each of its lines (a return's line keeps the bill line's id). */
export function returnedOf(
  billId: string,
  vouchers: readonly Pick<Voucher, 'type' | 'status' | 'against_id' | 'lines'>[],
): Map<string, Returned> {
  const out = new Map<string, Returned>()
  for (const v of vouchers) {
    if (v.type !== 'ppret' || v.status !== 'posted' || v.against_id !== billId) continue
    for (const l of v.lines) {
      const r = out.get(l.id) ?? { qty: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 }
      out.set(l.id, {
        qty: (milli(r.qty) + milli(l.qty)) / MILLI,
        taxable: r.taxable + l.taxable,
        cgst: r.cgst + (l.cgst ?? 0),
        sgst: r.sgst + (l.sgst ?? 0),
        igst: r.igst + (l.igst ?? 0),
      })
    }
  }
  return out
}

/** The quantities typed per line (empty: not returned), read; an unreadable one names its line. */
export function readReturnQtys(
  typed: Readonly<Record<string, string>>,
):
  | { ok: true; chosen: { line_id: string; qty: number }[] }
  | { ok: false; line_id: string; error: FieldError } {
  const chosen: { line_id: string; qty: number }[] = []
  for (const [line_id, text] of Object.entries(typed)) {
    if (text.trim() === '' || Number(text.trim()) === 0) continue
    const q = quantityField(text)
    if (!q.ok) return { ok: false, line_id, error: { code: `qty_${q.error.code}` } }
    chosen.push({ line_id, qty: q.value })
  }
  return { ok: true, chosen }
}

/** `part × q ÷ whole`, with the last of a line taking exactly what is left of it. */
function share(whole: number, done: number, q: number, left: number, total: number): number {
  return q === left ? whole - done : mulDivRound(whole, q, total)
}

export function checkPartsReturn(input: {
  date: string
  today: string
  lock_date: string | null
  bill: { id: string; doc_date: string; supplier_id: string; lines: readonly BoughtLine[] }
  returned: ReadonlyMap<string, Returned>
  /** What can still go back of a part against this bill (inventory's returnableQty), or null: nothing. */
  returnable: (partId: string) => number | null
  chosen: readonly { line_id: string; qty: number }[]
}): { ok: true; value: PostedReturn } | { ok: false; refusals: ReturnRefusal[] } {
  const refusals: ReturnRefusal[] = []
  if (input.chosen.length === 0) refusals.push('no-lines')
  if (input.date < input.bill.doc_date) refusals.push('date-before-purchase')
  if (input.date > input.today) refusals.push('date-in-future')
  if (input.lock_date && input.date <= input.lock_date) refusals.push('period-locked')
  const seen = new Set<string>()
  const lines: ReturnLine[] = []
  const byPart = new Map<string, { qm: number; line_id: string }>()
  for (const c of input.chosen) {
    const bought = input.bill.lines.find((l) => l.line_id === c.line_id)
    if (seen.has(c.line_id)) refusals.push({ line_id: c.line_id, reason: 'repeated' })
    else if (!bought) refusals.push({ line_id: c.line_id, reason: 'not-in-purchase' })
    else {
      const before = input.returned.get(c.line_id)
      const leftM = milli(bought.qty) - milli(before?.qty ?? 0)
      const qm = milli(c.qty)
      if (qm > leftM) {
        refusals.push({ line_id: c.line_id, reason: 'above-bought', left: Math.max(0, leftM) / MILLI })
      } else {
        const done = before ?? { qty: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 }
        const part = (whole: number, had: number) => share(whole, had, qm, leftM, milli(bought.qty))
        const taxable = part(bought.taxable, done.taxable)
        const cgst = part(bought.cgst, done.cgst)
        const sgst = part(bought.sgst, done.sgst)
        const igst = part(bought.igst, done.igst)
        lines.push({
          ...bought,
          returned_qty: c.qty,
          taxable,
          cgst,
          sgst,
          igst,
          total: taxable + cgst + sgst + igst,
        })
        const had = byPart.get(bought.part_id)
        byPart.set(bought.part_id, { qm: (had?.qm ?? 0) + qm, line_id: had?.line_id ?? c.line_id })
      }
    }
    seen.add(c.line_id)
  }
  // Stock can give back only what it still holds of the part against this bill.
  for (const [partId, { qm, line_id }] of byPart) {
    const left = input.returnable(partId) ?? 0
    if (qm > milli(left)) refusals.push({ line_id, reason: 'above-stock', left })
  }
  if (refusals.length > 0) return { ok: false, refusals }

  const sum = (pick: (l: ReturnLine) => number) => lines.reduce((s, l) => s + pick(l), 0)
  const taxable = sum((l) => l.taxable)
  const cgst = sum((l) => l.cgst)
  const sgst = sum((l) => l.sgst)
  const igst = sum((l) => l.igst)
  const grand_total = taxable + cgst + sgst + igst
  const cr = (account_id: string, amount: number) => (amount > 0 ? [{ account_id, dr: 0, cr: amount }] : [])
  return {
    ok: true,
    value: {
      lines,
      totals: { taxable, cgst, sgst, igst, grand_total },
      postings: [
        { account_id: 'sys:creditors', party_id: input.bill.supplier_id, dr: grand_total, cr: 0 },
        ...cr('sys:purchases-parts', taxable),
        ...cr('sys:input-igst', igst),
        ...cr('sys:input-cgst', cgst),
        ...cr('sys:input-sgst', sgst),
      ],
      // Out at the value it came in at: the stock's value drops by exactly what the bill brought in for these.
      stock_moves: lines.map((l) => ({
        kind: 'part' as const,
        item_id: l.part_id,
        qty: -l.returned_qty,
        rate: l.rate,
        value: -l.taxable,
      })),
    },
  }
}

/** The `ppret` debit note of a checked return against the bill. */
export function partsReturnVoucher(
  posted: PostedReturn,
  bill: Pick<Voucher, 'id' | 'party_id' | 'party' | 'pos' | 'supply'>,
  date: string,
  narration: string,
): Omit<Voucher, 'id' | 'rev' | 'created_at' | 'updated_at' | 'list_key' | 'number'> {
  const t = posted.totals
  const why = narration.trim()
  return {
    type: 'ppret',
    status: 'posted',
    series: VOUCHER_TYPE_DEFS.ppret.series,
    fy: fyCodeOf(date),
    doc_date: date,
    party_id: bill.party_id,
    ...(bill.party ? { party: bill.party } : {}),
    ...(bill.pos ? { pos: bill.pos } : {}),
    ...(bill.supply ? { supply: bill.supply } : {}),
    against_id: bill.id,
    lines: posted.lines.map((l) => ({
      id: l.line_id,
      kind: 'part' as const,
      item_id: l.part_id,
      description: l.description,
      ...(l.hsn ? { hsn_sac: l.hsn } : {}),
      qty: l.returned_qty,
      ...(l.uqc ? { uqc: l.uqc } : {}),
      unit_price: l.rate,
      taxable: l.taxable,
      gst_bp: l.gst_bp,
      cgst: l.cgst,
      sgst: l.sgst,
      igst: l.igst,
      total: l.total,
    })),
    totals: { ...t, tax: t.cgst + t.sgst + t.igst },
    postings: posted.postings,
    stock_moves: posted.stock_moves,
    ...(why ? { narration: why.slice(0, 1000) } : {}),
    print_count: 0,
  }
}
