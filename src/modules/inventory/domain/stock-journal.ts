// The stock journal (research/modules.md §3.6 task 5; voucher `stj`, series SJ): parts taken out of stock as a
// shortage or as scrap, or an excess found put back in, always with a reason. The form's draft is read into
// the voucher's lines, stock moves and postings, or into error codes per field and per line.
//
// Value: an issue goes out at the part's running average as of the journal's date (the replay values it the
// same way, parts-stock.ts); an excess comes in at the value typed, else at that average, else at the part's
// last purchase rate. Refused: no reason; a date in the future or in the closed period; a part twice; an issue
// that leaves the part below zero, on the journal's date or today, unless the settings allow negative stock.
//
// Postings (stock is periodic, research/modules.md §2.3: closing stock comes from the stock registers, so a
// journal only moves the cost between heads, and profit falls or rises once): a shortage or scrap is
// Dr Stock adjustment (an indirect expense) / Cr Purchases–Parts; an excess is Dr Purchases–Parts / Cr Stock
// gain (an indirect income). A journal worth nothing (a part that never had a rate) posts no lines.
//
// A warranty issue (kind `warranty`, never typed on the form: the workshop posts it when a job card with
// warranty lines is delivered) goes out at the same average and is Dr Warranty claims receivable (the maker
// owes the parts back, Circ. 195/07/2023) / Cr Purchases–Parts: the cost waits for the maker's credit instead
// of falling on profit.
import type { Voucher } from '@schemas/vouchers.schema'
import { moneyField, quantityField, type FieldErrors } from '@/utils/form-model'
import { fyCodeOf } from '@/utils/financial-year'
import { parsePlainDate } from '@/utils/plain-date'
import { ledgerOf, partStock, type PartsStockState } from './parts-stock'

/** The kinds a person picks on the form. */
export const STJ_KINDS = ['adjust_out', 'scrap', 'adjust_in'] as const
/** Every kind a journal may be: the form's, and the warranty issue the workshop posts at delivery. */
export const ALL_STJ_KINDS = [...STJ_KINDS, 'warranty'] as const
export type StjKind = (typeof ALL_STJ_KINDS)[number]

/** Issues take stock out; an adjustment in puts it back. */
export const isIssue = (kind: StjKind) => kind !== 'adjust_in'

export const REASON_MAX = 300

export type StjLineDraft = { key: string; part_id: string; qty: string; value: string }

export type StockJournalDraft = {
  kind: StjKind
  doc_date: string
  reason: string
  lines: StjLineDraft[]
}

export const STJ_FIELDS = ['kind', 'doc_date', 'reason', 'lines'] as const
export type StjField = (typeof STJ_FIELDS)[number]
export type StjLineField = 'part_id' | 'qty' | 'value'

/** What the journal reads of a part. */
export type StjPart = {
  id: string
  part_no: string
  name: string
  hsn: string
  uom: string
  purchase_rate?: number
  active: boolean
}

export type StockJournalContext = {
  today: string
  /** yyyy-mm-dd the books are closed up to; null: none. */
  lockDate: string | null
  allowNegative: boolean
  state: PartsStockState
  part: (id: string) => StjPart | undefined
}

export type StjLine = { part_id: string; qty: number; value: number }

export type StockJournal = { kind: StjKind; doc_date: string; reason: string; lines: StjLine[] }

export type StockJournalCheck =
  | { ok: true; value: StockJournal }
  | {
      ok: false
      errors: FieldErrors<StjField>
      lineErrors: Record<string, FieldErrors<StjLineField>>
    }

export function emptyStockJournal(today: string, kind: StjKind = 'adjust_out'): StockJournalDraft {
  return { kind, doc_date: today, reason: '', lines: [emptyStjLine(1)] }
}

export function emptyStjLine(n: number): StjLineDraft {
  return { key: `l${n}`, part_id: '', qty: '', value: '' }
}

const MILLI = 1000

/**
 * A part's quantity, value and average (paise per unit) after every move dated on or before `date`: where a
 * journal dated `date` and posted now falls in document order.
 */
export function stockAsOf(
  state: PartsStockState,
  partId: string,
  date: string,
): { qty: number; value: number; average: number | null } {
  const rows = ledgerOf(state, partId)
  let lo = 0
  let hi = rows.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (rows[mid]!.doc_date <= date) lo = mid + 1
    else hi = mid
  }
  const row = rows[lo - 1]
  return row
    ? { qty: row.qty_after, value: row.value_after, average: row.average_after }
    : { qty: 0, value: 0, average: null }
}

/** The value of `qty` units at `rate` paise per unit, to the paisa, half up. */
const valueAt = (qty: number, rate: number) => Math.round((Math.round(qty * MILLI) * rate) / MILLI)

export function checkStockJournal(draft: StockJournalDraft, ctx: StockJournalContext): StockJournalCheck {
  const errors: FieldErrors<StjField> = {}
  const lineErrors: Record<string, FieldErrors<StjLineField>> = {}
  if (!ALL_STJ_KINDS.includes(draft.kind)) errors.kind = { code: 'required' }
  const date = draft.doc_date.trim()
  if (!date) errors.doc_date = { code: 'required' }
  else if (!parsePlainDate(date).ok) errors.doc_date = { code: 'invalid' }
  else if (date > ctx.today) errors.doc_date = { code: 'future_date' }
  else if (ctx.lockDate && date <= ctx.lockDate) {
    errors.doc_date = { code: 'period_locked', values: { date: ctx.lockDate } }
  }
  const reason = draft.reason.trim()
  if (!reason) errors.reason = { code: 'required' }
  else if (reason.length > REASON_MAX) errors.reason = { code: 'too_long', values: { max: REASON_MAX } }

  const issue = isIssue(draft.kind)
  const used = draft.lines.filter((l) => l.part_id || l.qty.trim() || l.value.trim())
  if (used.length === 0) errors.lines = { code: 'no_lines' }
  const seen = new Set<string>()
  const lines: StjLine[] = []
  for (const l of used) {
    const e: FieldErrors<StjLineField> = {}
    const part = l.part_id ? ctx.part(l.part_id) : undefined
    if (!l.part_id) e.part_id = { code: 'required' }
    else if (!part) e.part_id = { code: 'unknown' }
    else if (seen.has(l.part_id)) e.part_id = { code: 'duplicate' }
    seen.add(l.part_id)
    const qty = quantityField(l.qty)
    if (!qty.ok) e.qty = qty.error
    let value = 0
    if (part && qty.ok && !errors.doc_date) {
      const at = stockAsOf(ctx.state, part.id, date)
      const now = partStock(ctx.state, part.id).qty
      const rate = at.average ?? part.purchase_rate ?? null
      if (issue) {
        const left = Math.min(at.qty, now)
        if (!ctx.allowNegative && Math.round(qty.value * MILLI) > Math.round(left * MILLI)) {
          e.qty = { code: 'below_zero', values: { on_hand: Math.max(0, left) } }
        }
        value = rate === null ? 0 : valueAt(qty.value, rate)
      } else if (l.value.trim()) {
        const typed = moneyField(l.value)
        if (!typed.ok) e.value = typed.error
        else value = typed.value
      } else if (rate === null) e.value = { code: 'value_required' }
      else value = valueAt(qty.value, rate)
    }
    if (Object.keys(e).length > 0) lineErrors[l.key] = e
    else if (part && qty.ok) lines.push({ part_id: part.id, qty: qty.value, value })
  }
  if (Object.keys(errors).length > 0 || Object.keys(lineErrors).length > 0) {
    return { ok: false, errors, lineErrors }
  }
  return { ok: true, value: { kind: draft.kind, doc_date: date, reason, lines } }
}

/** A voucher as the books post it, without its number (taken at posting). */
export type StockJournalVoucher = Omit<
  Voucher,
  'id' | 'rev' | 'created_at' | 'updated_at' | 'list_key' | 'number'
>

export const STJ_ACCOUNTS = {
  loss: 'sys:stock-adjustment',
  gain: 'sys:stock-gain',
  warranty: 'sys:warranty-claims',
  purchases: 'sys:purchases-parts',
} as const

/** The stj voucher of a checked journal: its lines, its signed stock moves of kind 'part' and its postings. */
export function stockJournalVoucher(
  journal: StockJournal,
  part: (id: string) => StjPart | undefined,
): StockJournalVoucher {
  const issue = isIssue(journal.kind)
  const total = journal.lines.reduce((s, l) => s + l.value, 0)
  const postings: Voucher['postings'] =
    total === 0
      ? []
      : issue
        ? [
            {
              account_id: journal.kind === 'warranty' ? STJ_ACCOUNTS.warranty : STJ_ACCOUNTS.loss,
              dr: total,
              cr: 0,
            },
            { account_id: STJ_ACCOUNTS.purchases, dr: 0, cr: total },
          ]
        : [
            { account_id: STJ_ACCOUNTS.purchases, dr: total, cr: 0 },
            { account_id: STJ_ACCOUNTS.gain, dr: 0, cr: total },
          ]
  return {
    type: 'stj',
    status: 'posted',
    series: 'SJ',
    fy: fyCodeOf(journal.doc_date),
    doc_date: journal.doc_date,
    party_id: '',
    details: { stj_kind: journal.kind },
    lines: journal.lines.map((l, i) => {
      const p = part(l.part_id)
      return {
        id: `l${i + 1}`,
        kind: 'part' as const,
        item_id: l.part_id,
        description: p ? `${p.part_no} ${p.name}`.slice(0, 300) : l.part_id,
        ...(p?.hsn ? { hsn_sac: p.hsn } : {}),
        qty: l.qty,
        unit_price: Math.round(l.value / l.qty),
        taxable: l.value,
        total: l.value,
      }
    }),
    totals: { taxable: total, grand_total: total },
    postings,
    stock_moves: journal.lines.map((l) => ({
      kind: 'part' as const,
      item_id: l.part_id,
      qty: issue ? -l.qty : l.qty,
      rate: Math.round(l.value / l.qty),
      value: l.value,
    })),
    narration: journal.reason,
    print_count: 0,
  }
}

/** Which kind of journal a posted stj is (its lines say the direction too). */
export function stjKindOf(v: Pick<Voucher, 'details' | 'stock_moves'>): StjKind {
  const kind = v.details?.stj_kind
  if (typeof kind === 'string' && (ALL_STJ_KINDS as readonly string[]).includes(kind)) return kind as StjKind
  return v.stock_moves.some((m) => m.qty > 0) ? 'adjust_in' : 'adjust_out'
}
