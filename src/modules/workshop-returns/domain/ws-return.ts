// A workshop credit note (`wcn`, series WC; research/modules.md §3.10) against a posted workshop invoice, on
// the form model: the draft names the invoice, the reason and, line by line, what is credited;
// `checkWsReturn` turns it into the posted voucher without its number, or error codes per field.
// - Parts returned (unused or wrong): a quantity no more than was billed less earlier returns of that line, and
//   of the part no more than the inventory says is still returnable against the invoice (returnableQty); its
//   taxable value is the line's share for that quantity (the return completing a line takes exactly what is
//   left); the part comes back into stock at the rate it went out at (moveRate).
// - Labour, or any line credited by value (an overcharge, a discount after the sale): a value no more than is
//   left of the line; nothing comes back into stock.
// - Tax at the original invoice's rates and place of supply, never more than it invoiced (creditNoteMoney,
//   shared with the vehicle credit notes); issued by 30 November after the invoice's year, or by an earlier
//   annual return (s.34(2)); a note to a registered buyer waits for its ITC reversal (from 1 Oct 2025).
// - Postings: the invoice's reversed — Dr Sales–Parts / Sales–Labour, Dr the output taxes / Cr the buyer (a
//   walk-in's cash sale: cash, refunded at the counter).
import type { Voucher, VoucherLine } from '@schemas/vouchers.schema'
import { creditNoteLastDay, creditNoteMoney, type CreditLine } from '@/utils/credit-note'
import { fyCodeOf } from '@/utils/financial-year'
import { dateField, moneyField, quantityField, type Checked, type FieldErrors } from '@/utils/form-model'
import { salePostings } from '@/utils/sale-postings'

export const WS_RETURN_REASONS = ['parts_returned', 'overcharged'] as const
export type WsReturnReason = (typeof WS_RETURN_REASONS)[number]

/** One invoice line as the form holds it: chosen or not, the quantity (parts returned) or value typed. */
export type WsReturnLineDraft = { line_id: string; selected: boolean; qty: string; amount: string }

export type WsReturnDraft = {
  doc_date: string
  invoice_id: string
  reason: WsReturnReason | ''
  lines: WsReturnLineDraft[]
  narration: string
}

export type WsReturnContext = {
  today: string
  /** yyyy-mm-dd the books are closed up to; '' or null: none. */
  lockDate: string | null
  invoice: Voucher | null
  /** The posted credit notes already issued against the invoice. */
  earlier: readonly Voucher[]
  /** What is still returnable of a part against the invoice (the inventory's returnableQty); null: unknown. */
  returnable: (partId: string) => number | null
  /** The rate (paise per unit) the invoice's issue of the part went out at (moveRate); null: unknown. */
  outRate: (partId: string) => number | null
  annualReturnFiledOn?: string | null
}

export type WsReturnField = 'doc_date' | 'invoice_id' | 'reason' | 'lines' | `line:${string}`
export type WsReturnCode =
  | 'required'
  | 'invalid'
  | 'not_positive'
  | 'too_large'
  | 'future'
  | 'locked'
  | 'before_invoice'
  | 'after_cutoff'
  | 'not_posted'
  | 'qty_over'
  | 'value_over'
  | 'stock_over'
  | 'not_returnable'
  | 'nothing'

export type WsReturnVoucher = Omit<
  Voucher,
  'id' | 'rev' | 'created_at' | 'updated_at' | 'list_key' | 'number'
>

const MILLI = 1000
const milli = (q: number) => Math.round(q * MILLI)

/** What the posted notes credited, line by line, as creditNoteMoney counts it. */
function credited(notes: readonly Voucher[]): CreditLine[] {
  return notes
    .filter((n) => n.status === 'posted')
    .flatMap((n) =>
      n.lines.map((l) => ({
        line_id: l.id,
        qty: l.qty,
        taxable: l.taxable,
        cgst: l.cgst ?? 0,
        sgst: l.sgst ?? 0,
        igst: l.igst ?? 0,
        cess: l.cess ?? 0,
      })),
    )
}

/** What is left of an invoice's line after the posted notes: its quantity and its taxable value. */
export function lineLeft(
  line: Pick<VoucherLine, 'id' | 'qty' | 'taxable'>,
  earlier: readonly Voucher[],
): { qty: number; taxable: number } {
  const mine = credited(earlier).filter((c) => c.line_id === line.id)
  return {
    qty: (milli(line.qty) - mine.reduce((s, c) => s + milli(c.qty), 0)) / MILLI,
    taxable: line.taxable - mine.reduce((s, c) => s + c.taxable, 0),
  }
}

/** The draft for an invoice: every line offered, none chosen. */
export function emptyWsReturn(today: string, invoice: Voucher | null): WsReturnDraft {
  return {
    doc_date: today,
    invoice_id: invoice?.id ?? '',
    reason: '',
    lines: (invoice?.lines ?? []).map((l) => ({ line_id: l.id, selected: false, qty: '', amount: '' })),
    narration: '',
  }
}

/** Whether a line comes back by quantity (a part returned) rather than by value. */
export const byQuantity = (reason: WsReturnDraft['reason'], line: Pick<VoucherLine, 'kind'>) =>
  reason === 'parts_returned' && line.kind === 'part'

export function checkWsReturn(
  draft: WsReturnDraft,
  ctx: WsReturnContext,
): Checked<WsReturnVoucher, WsReturnField, WsReturnCode> {
  const errors: FieldErrors<WsReturnField, WsReturnCode> = {}
  const fail = (field: WsReturnField, code: WsReturnCode, values?: Record<string, string | number>) => {
    errors[field] ??= values ? { code, values } : { code }
  }
  const invoice = ctx.invoice
  if (!invoice) fail('invoice_id', 'required')
  else if (invoice.status !== 'posted' || invoice.type !== 'winv') fail('invoice_id', 'not_posted')

  const date = dateField(draft.doc_date)
  if (!date.ok) fail('doc_date', date.error.code)
  else if (date.value > ctx.today) fail('doc_date', 'future')
  else if (ctx.lockDate && date.value <= ctx.lockDate) fail('doc_date', 'locked', { date: ctx.lockDate })
  else if (invoice && date.value < invoice.doc_date) {
    fail('doc_date', 'before_invoice', { date: invoice.doc_date })
  } else if (invoice) {
    const last = creditNoteLastDay(invoice.doc_date, ctx.annualReturnFiledOn)
    if (last && date.value > last) fail('doc_date', 'after_cutoff', { date: last })
  }
  if (!draft.reason) fail('reason', 'required')

  const earlier = ctx.earlier.filter((n) => n.against_id === invoice?.id)
  const chosen = draft.lines.filter((l) => l.selected)
  if (chosen.length === 0) fail('lines', 'nothing')
  const credit: CreditLine[] = []
  const back = new Map<string, number>()
  for (const l of chosen) {
    const original = invoice?.lines.find((o) => o.id === l.line_id)
    if (!original) continue
    const field = `line:${l.line_id}` as const
    const left = lineLeft(original, earlier)
    if (byQuantity(draft.reason, original)) {
      const qty = quantityField(l.qty)
      if (!qty.ok) {
        fail(field, qty.error.code)
        continue
      }
      if (milli(qty.value) > milli(left.qty)) {
        fail(field, 'qty_over', { left: left.qty })
        continue
      }
      if (original.item_id) back.set(original.item_id, (back.get(original.item_id) ?? 0) + milli(qty.value))
      const taxable =
        milli(qty.value) === milli(left.qty)
          ? left.taxable
          : Math.round((original.taxable * milli(qty.value)) / milli(original.qty))
      credit.push({ line_id: l.line_id, qty: qty.value, taxable })
    } else {
      const amount = moneyField(l.amount)
      if (!amount.ok) {
        fail(field, amount.error.code)
        continue
      }
      credit.push({ line_id: l.line_id, qty: 0, taxable: amount.value })
    }
  }
  // A part comes back no more than the inventory says is returnable against the invoice.
  for (const [partId, m] of back) {
    const returnable = ctx.returnable(partId)
    const lineIds = (invoice?.lines ?? []).filter((o) => o.item_id === partId).map((o) => o.id)
    const at = chosen.find((c) => lineIds.includes(c.line_id))
    if (!at) continue
    if (returnable === null) fail(`line:${at.line_id}`, 'not_returnable')
    else if (m > milli(returnable)) fail(`line:${at.line_id}`, 'stock_over', { left: returnable })
  }
  if (Object.keys(errors).length > 0 || !invoice || !date.ok) return { ok: false, errors }

  const money = creditNoteMoney(
    { kind: invoice.supply ?? 'intra', lines: invoice.lines },
    credit,
    credited(earlier),
  )
  if (!money.ok) {
    const r = money.refusal
    const lineId = credit[r.line]?.line_id ?? ''
    if (r.code === 'qty_over' || r.code === 'value_over') fail(`line:${lineId}`, r.code, { left: r.left })
    else fail(`line:${lineId}`, 'not_positive')
    return { ok: false, errors }
  }
  const m = money.value
  const lines: VoucherLine[] = m.lines.map((c) => {
    const o = invoice.lines.find((l) => l.id === c.line_id)!
    return {
      id: c.line_id,
      kind: o.kind,
      ...(o.item_id ? { item_id: o.item_id } : {}),
      description: o.description,
      ...(o.hsn_sac ? { hsn_sac: o.hsn_sac } : {}),
      qty: c.qty,
      ...(o.uqc ? { uqc: o.uqc } : {}),
      ...(o.unit_price !== undefined ? { unit_price: o.unit_price } : {}),
      taxable: c.taxable,
      gst_bp: c.gst_bp,
      cgst: c.cgst,
      sgst: c.sgst,
      igst: c.igst,
      total: c.total,
      ...(o.custom ? { custom: o.custom } : {}),
    }
  })
  const sales = (kind: VoucherLine['kind']) =>
    lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.taxable, 0)
  // The buyer's account the invoice debited: the party's, or cash for a walk-in's sale.
  const buyer = invoice.postings.find((p) => p.dr > 0) ?? {
    account_id: 'sys:debtors',
    party_id: invoice.party_id,
  }
  const postings = salePostings({
    buyer: { account_id: buyer.account_id, ...(buyer.party_id ? { party_id: buyer.party_id } : {}) },
    sales: [
      ['sys:sales-parts', sales('part')],
      ['sys:sales-labour', sales('labour')],
    ],
    heads: { cgst: m.cgst, sgst: m.sgst, igst: m.igst },
    stateTaxLabel: invoice.postings.some((p) => p.account_id === 'sys:output-utgst') ? 'UTGST' : 'SGST',
    roundOff: 0,
    grandTotal: m.total,
    reverse: true,
  })
  const stock_moves = [...back].map(([item_id, q]) => {
    const qty = q / MILLI
    const rate = ctx.outRate(item_id)
    return {
      kind: 'part' as const,
      item_id,
      qty,
      rate: rate === null ? 0 : Math.round(rate),
      value: rate === null ? 0 : Math.round(rate * qty),
    }
  })
  const b2b = !!invoice.party?.gstin && invoice.party.gst_category !== 'unregistered'
  return {
    ok: true,
    value: {
      type: 'wcn',
      status: 'posted',
      series: 'WC',
      fy: fyCodeOf(date.value),
      doc_date: date.value,
      party_id: invoice.party_id,
      ...(invoice.party ? { party: invoice.party } : {}),
      ...(invoice.pos ? { pos: invoice.pos } : {}),
      ...(invoice.supply ? { supply: invoice.supply } : {}),
      reverse_charge: false,
      ...(invoice.job_card_id ? { job_card_id: invoice.job_card_id } : {}),
      against_id: invoice.id,
      lines,
      totals: {
        taxable: m.taxable,
        cgst: m.cgst,
        sgst: m.sgst,
        igst: m.igst,
        tax: m.cgst + m.sgst + m.igst,
        grand_total: m.total,
      },
      details: { reason: draft.reason },
      postings,
      stock_moves,
      ...(b2b ? { itc_reversal: { status: 'pending' as const } } : {}),
      ...(draft.narration.trim() ? { narration: draft.narration.trim() } : {}),
      print_count: 0,
    },
  }
}
