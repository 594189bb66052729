// A counter sale of parts without a job card (research/modules.md §3.9): the same workshop invoice (`winv`, WI)
// from a form. The buyer is a party of the books, or a walk-in paying at the counter (a cash sale; name and
// address optional below ₹50,000, Rule 46(f) — at ₹50,000 or more an unregistered buyer's address and state are
// needed, Rule 46(e)). Parts handed over the counter are supplied where they are delivered, the counter's state
// (IGST Act s.10(1)(c)); parts the dealer ships to the buyer are supplied where the movement ends, the delivery
// state (s.10(1)(a)) — IGST when that is another state. Each part line is refused as a job card's is: no part of the master, above its MRP,
// a rate not in force, above stock unless negative stock is allowed; a walk-in's cash at ₹2,00,000 or more.
import { gstSlabsOn, type StateTaxLabel } from '@/utils/gst'
import { gstStateByCode } from '@/utils/gst-states'
import { moneyField, quantityField, type Checked, type FieldErrors } from '@/utils/form-model'
import { parsePlainDate } from '@/utils/plain-date'
import { buyerRefusals, partSale, stockRefusals, type BillingContext, type BillingParty } from './billing'
import {
  workshopInvoice,
  type InvoiceBuyer,
  type SaleLine,
  type WorkshopInvoiceVoucher,
} from './workshop-invoice'

export type CounterLineDraft = {
  key: string
  part_id: string
  qty: string
  rate: string
  discount: string
  incl_tax: boolean
}

export type CounterSaleDraft = {
  /** The buyer's account; null: a walk-in paying at the counter. */
  party_id: string | null
  name: string
  address: string
  state_code: string
  /** The state the dealer ships the goods to; '' when the buyer takes them at the counter. */
  ship_to_state?: string
  lines: CounterLineDraft[]
  narration: string
}

export type CounterSaleContext = Pick<
  BillingContext,
  'today' | 'lockDate' | 'dealerCode' | 'part' | 'onHand' | 'averageOf' | 'allowNegative' | 'roundToRupee'
> & { party: BillingParty | null }

export type CounterField = 'buyer' | 'ship_to' | 'lines' | `line:${string}`
export type CounterCode =
  | 'required'
  | 'invalid'
  | 'not_positive'
  | 'too_large'
  | 'nothing'
  | 'above_mrp'
  | 'over_stock'
  | 'rate_invalid'
  | 'cash_limit'
  | 'address_required'
  | 'period_locked'
  | 'dealer_state'

export function emptyCounterLine(key: string): CounterLineDraft {
  return { key, part_id: '', qty: '1', rate: '', discount: '', incl_tax: false }
}

export function emptyCounterSale(): CounterSaleDraft {
  return {
    party_id: null,
    name: '',
    address: '',
    state_code: '',
    ship_to_state: '',
    lines: [],
    narration: '',
  }
}

export function checkCounterSale(
  draft: CounterSaleDraft,
  ctx: CounterSaleContext,
): Checked<WorkshopInvoiceVoucher, CounterField, CounterCode> {
  const errors: FieldErrors<CounterField, CounterCode> = {}
  const fail = (field: CounterField, code: CounterCode, values?: Record<string, string | number>) => {
    errors[field] ??= values ? { code, values } : { code }
  }
  if (!ctx.dealerCode) fail('buyer', 'dealer_state')
  if (ctx.lockDate && ctx.today <= ctx.lockDate) fail('buyer', 'period_locked', { date: ctx.lockDate })
  if (draft.party_id && !ctx.party) fail('buyer', 'required')
  const shipTo = (draft.ship_to_state ?? '').trim()
  if (shipTo && !gstStateByCode(shipTo)) fail('ship_to', 'invalid')
  if (draft.lines.length === 0) fail('lines', 'nothing')
  const date = parsePlainDate(ctx.today)
  const slabs = date.ok ? gstSlabsOn(date.value) : null
  const sales: SaleLine[] = []
  const wanted = new Map<string, number>()
  for (const l of draft.lines) {
    const field = `line:${l.key}` as const
    if (!l.part_id) {
      fail(field, 'required')
      continue
    }
    const qty = quantityField(l.qty)
    const rate = moneyField(l.rate)
    const discount = moneyField(l.discount, { optional: true })
    const bad = !qty.ok ? qty.error : !rate.ok ? rate.error : !discount.ok ? discount.error : null
    if (bad || !qty.ok || !rate.ok || !discount.ok) {
      fail(field, bad?.code ?? 'invalid')
      continue
    }
    const priced = partSale(
      { id: l.key, qty: qty.value, rate: rate.value, discount: discount.value, incl_tax: l.incl_tax },
      ctx.part(l.part_id),
      1800,
    )
    const refusal = priced.refusals[0]
    if (refusal) {
      fail(
        field,
        refusal.code === 'above_mrp' ? 'above_mrp' : refusal.code === 'part_unknown' ? 'required' : 'invalid',
        refusal.values,
      )
      continue
    }
    const sale = priced.sale!
    if (!slabs?.ok || !slabs.value.ratesBp.includes(sale.gst_bp)) {
      fail(field, 'rate_invalid', { rate: sale.gst_bp / 100 })
      continue
    }
    sales.push(sale)
    wanted.set(l.part_id, (wanted.get(l.part_id) ?? 0) + Math.round(qty.value * 1000))
  }
  for (const r of stockRefusals(
    wanted,
    draft.lines.map((l) => ({ id: l.key, part_id: l.part_id })),
    ctx,
  )) {
    fail(`line:${r.line}`, 'over_stock', r.values)
  }
  if (Object.keys(errors).length > 0 || !ctx.dealerCode) return { ok: false, errors }

  const buyer: InvoiceBuyer = ctx.party
    ? {
        party_id: ctx.party.id,
        party: {
          name: ctx.party.name,
          ...(ctx.party.gstin ? { gstin: ctx.party.gstin } : {}),
          gst_category: ctx.party.gst_category ?? (ctx.party.gstin ? 'regular' : 'unregistered'),
          ...(ctx.party.state_code ? { state_code: ctx.party.state_code } : {}),
          ...(ctx.party.address ? { address: ctx.party.address } : {}),
          ...(ctx.party.mobile ? { mobile: ctx.party.mobile } : {}),
          ...(ctx.party.pin ? { pin: ctx.party.pin } : {}),
        },
      }
    : {
        party_id: '',
        party: {
          name: draft.name.trim(),
          gst_category: 'unregistered',
          ...(draft.address.trim() ? { address: draft.address.trim() } : {}),
          ...(gstStateByCode(draft.state_code) ? { state_code: draft.state_code } : {}),
        },
      }
  const stateTaxLabel: StateTaxLabel = gstStateByCode(ctx.dealerCode)?.utgst ? 'UTGST' : 'SGST'
  const pos = shipTo || ctx.dealerCode
  const made = workshopInvoice({
    doc_date: ctx.today,
    buyer,
    pos,
    supply: pos === ctx.dealerCode ? 'intra' : 'inter',
    stateTaxLabel,
    lines: sales,
    roundToRupee: ctx.roundToRupee,
    ...(ctx.averageOf ? { averageOf: ctx.averageOf } : {}),
    ...(draft.narration.trim() ? { narration: draft.narration } : {}),
  })
  if (!made.ok) {
    fail('lines', 'too_large')
    return { ok: false, errors }
  }
  for (const r of buyerRefusals(buyer, made.value.totals.grand_total)) fail('buyer', r.code as CounterCode)
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, value: made.value }
}
