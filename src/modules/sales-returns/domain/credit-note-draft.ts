// A vehicle credit note on the form model (research/modules.md §3.5, example G4): the draft names the posted
// invoice, the reason and, line by line, what is credited; `checkCreditNote` turns it into the posted `vcn`
// voucher without its number, or error codes per field. Tax follows the original invoice's rates and place of
// supply (creditNoteMoney); the note is issued by the s.34(2) cut-off; a goods return takes the whole vehicle
// back, only while it is unregistered, and brings the chassis back into stock at the value it left at. TCS is
// not reversed **[CA]**. A note to a registered buyer waits for the buyer's ITC reversal (from 1 Oct 2025 our
// output tax falls only when they accept it), so it starts `pending`.
import type { Voucher, VoucherLine } from '@schemas/vouchers.schema'
import { financialYearOf } from '@/utils/financial-year'
import { dateField, moneyField, type Checked, type FieldErrors } from '@/utils/form-model'
import { parsePlainDate } from '@/utils/plain-date'
import { salePostings } from '@/utils/sale-postings'
import { creditNoteLastDay, creditNoteMoney, type CreditLine } from '@/utils/credit-note'

export const CREDIT_REASONS = ['goods_return', 'discount', 'excess_tax'] as const
export type CreditReason = (typeof CREDIT_REASONS)[number]

export type CreditLineDraft = { line_id: string; selected: boolean; amount: string }

export type CreditNoteDraft = {
  doc_date: string
  invoice_id: string
  reason: CreditReason | ''
  lines: CreditLineDraft[]
  narration: string
}

export type CreditNoteContext = {
  today: string
  lockDate: string
  invoice: Voucher | null
  /** The posted notes already issued against the invoice. */
  earlier: readonly Voucher[]
  /** The vehicle's registration number, once registered ('' or absent before). */
  registration?: string | null
  annualReturnFiledOn?: string | null
}

export type CreditField = 'doc_date' | 'invoice_id' | 'reason' | 'lines' | `line:${string}`
export type CreditCode =
  | 'required'
  | 'invalid'
  | 'not_positive'
  | 'too_large'
  | 'future'
  | 'locked'
  | 'before_invoice'
  | 'after_cutoff'
  | 'not_posted'
  | 'registered'
  | 'whole_vehicle'
  | 'qty_over'
  | 'value_over'
  | 'nothing'

export type CreditVoucher = Omit<Voucher, 'id' | 'rev' | 'created_at' | 'updated_at' | 'list_key' | 'number'>

const SALES: Record<VoucherLine['kind'], string> = {
  vehicle: 'sys:sales-vehicles',
  accessory: 'sys:sales-accessories',
  service: 'sys:sales-services',
  charge: 'sys:sales-services',
  pure_agent: 'sys:pure-agent-payable',
  part: 'sys:sales-parts',
  labour: 'sys:sales-labour',
}

/** What each earlier note credited, line by line, as creditNoteMoney counts it. */
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

/** What is still left to credit of an invoice's line (taxable value, paise) after the posted notes. */
export function creditLeft(line: Pick<VoucherLine, 'id' | 'taxable'>, earlier: readonly Voucher[]): number {
  return (
    line.taxable -
    credited(earlier)
      .filter((c) => c.line_id === line.id)
      .reduce((s, c) => s + c.taxable, 0)
  )
}

/** The draft for an invoice: every taxed line offered, none chosen. */
export function emptyCreditNote(today: string, invoice: Voucher | null): CreditNoteDraft {
  return {
    doc_date: today,
    invoice_id: invoice?.id ?? '',
    reason: '',
    lines: (invoice?.lines ?? [])
      .filter((l) => l.kind !== 'pure_agent')
      .map((l) => ({ line_id: l.id, selected: false, amount: '' })),
    narration: '',
  }
}

export function checkCreditNote(
  draft: CreditNoteDraft,
  ctx: CreditNoteContext,
): Checked<CreditVoucher, CreditField, CreditCode> {
  const errors: FieldErrors<CreditField, CreditCode> = {}
  const fail = (field: CreditField, code: CreditCode, values?: Record<string, string | number>) => {
    errors[field] ??= values ? { code, values } : { code }
  }
  const invoice = ctx.invoice
  if (!invoice) fail('invoice_id', 'required')
  else if (invoice.status !== 'posted' || invoice.type !== 'vinv') fail('invoice_id', 'not_posted')

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

  const chosen = draft.lines.filter((l) => l.selected)
  if (chosen.length === 0) fail('lines', 'nothing')
  const credit: CreditLine[] = []
  for (const l of chosen) {
    const original = invoice?.lines.find((o) => o.id === l.line_id)
    if (!original) continue
    const amount = moneyField(l.amount)
    if (!amount.ok) {
      fail(`line:${l.line_id}`, amount.error.code)
      continue
    }
    // A goods return takes back the whole line; a discount or excess tax credits value only.
    credit.push({
      line_id: l.line_id,
      qty: draft.reason === 'goods_return' ? original.qty : 0,
      taxable: amount.value,
    })
  }
  if (draft.reason === 'goods_return' && invoice) {
    const vehicle = invoice.lines.find((l) => l.kind === 'vehicle')
    const whole = vehicle && credit.some((c) => c.line_id === vehicle.id && c.taxable === vehicle.taxable)
    if (!whole) fail('lines', 'whole_vehicle')
    else if (ctx.registration?.trim()) fail('reason', 'registered', { reg: ctx.registration.trim() })
  }
  if (Object.keys(errors).length > 0 || !invoice || !date.ok) return { ok: false, errors }

  const money = creditNoteMoney(
    { kind: invoice.supply ?? 'intra', lines: invoice.lines },
    credit,
    credited(ctx.earlier.filter((n) => n.against_id === invoice.id)),
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
    const original = invoice.lines.find((l) => l.id === c.line_id)!
    return {
      id: c.line_id,
      kind: original.kind,
      ...(original.item_id ? { item_id: original.item_id } : {}),
      description: original.description,
      ...(original.hsn_sac ? { hsn_sac: original.hsn_sac } : {}),
      qty: c.qty,
      ...(original.uqc ? { uqc: original.uqc } : {}),
      taxable: c.taxable,
      gst_bp: c.gst_bp,
      cess_bp: c.cess_bp,
      cgst: c.cgst,
      sgst: c.sgst,
      igst: c.igst,
      cess: c.cess,
      total: c.total,
      ...(original.chassis ? { chassis: original.chassis } : {}),
      ...(original.engine ? { engine: original.engine } : {}),
    }
  })
  // The invoice's postings turned (src/utils/sale-postings.ts), the state head on the account it used.
  const postings = salePostings({
    buyer: { account_id: 'sys:debtors', party_id: invoice.party_id },
    sales: lines.map((l) => [SALES[l.kind], l.taxable] as const),
    heads: { cgst: m.cgst, sgst: m.sgst, igst: m.igst, cess: m.cess },
    stateTaxLabel: invoice.postings.some((p) => p.account_id === 'sys:output-utgst') ? 'UTGST' : 'SGST',
    roundOff: 0,
    grandTotal: m.total,
    reverse: true,
  })
  const out = invoice.stock_moves.find((s) => s.kind === 'vehicle' && s.qty < 0)
  const plain = parsePlainDate(date.value)
  const fy = plain.ok ? financialYearOf(plain.value) : null
  const b2b = !!invoice.party?.gstin && invoice.party.gst_category !== 'unregistered'
  return {
    ok: true,
    value: {
      type: 'vcn',
      status: 'posted',
      series: 'VC',
      fy: fy?.ok ? fy.value.shortCode : '',
      doc_date: date.value,
      party_id: invoice.party_id,
      ...(invoice.party ? { party: invoice.party } : {}),
      ...(invoice.pos ? { pos: invoice.pos } : {}),
      ...(invoice.supply ? { supply: invoice.supply } : {}),
      reverse_charge: false,
      against_id: invoice.id,
      lines,
      totals: {
        taxable: m.taxable,
        cgst: m.cgst,
        sgst: m.sgst,
        igst: m.igst,
        cess: m.cess,
        tax: m.cgst + m.sgst + m.igst + m.cess,
        grand_total: m.total,
      },
      details: { reason: draft.reason },
      postings,
      stock_moves:
        draft.reason === 'goods_return' && out
          ? [{ kind: 'vehicle', item_id: out.item_id, qty: 1, rate: out.value, value: out.value }]
          : [],
      ...(b2b ? { itc_reversal: { status: 'pending' as const } } : {}),
      ...(draft.narration.trim() ? { narration: draft.narration.trim() } : {}),
    },
  }
}
