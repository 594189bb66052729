// "Bill" on a job card (research/modules.md §3.9, examples G3 and G7): the card's billable lines become the
// customer's workshop invoice and, for an insurance job, the insurer's invoice in its own name for its share
// (Circ. 217/11/2024: the insurer takes input tax credit only on an invoice in its name). Who pays each line:
// - customer: on the customer's invoice;
// - warranty: on no invoice of ours (the maker's claim is its own document, Circ. 195/07/2023, 216/10/2024);
// - free (a free service's labour, the maker pays): printed on the customer's invoice at zero only when the
//   settings say so, else left off; a part is never free (a free service still bills its oil and parts);
// - insurance: the insurer's share (basis points of the line's taxable value) on the insurer's invoice, the
//   rest (excess, depreciation) on the customer's; the part leaves stock on the insurer's invoice.
// Each invoice's place of supply is IGST Act s.12(2) on its own recipient (placeOfSupply), stored on it.
//
// Refused, each with the line it is about: billing before `ready`, or a card already billed; a part line
// naming no part of the master; a quantity above stock on hand unless the settings allow negative stock (two
// offline devices can still overdraw: the replay flags it, src/modules/inventory); a price with GST above the
// part's MRP (Legal Metrology); a GST rate not in force on the invoice's date; insurance lines without an
// insurer; a walk-in's cash sale of ₹2,00,000 or more (s.269ST); an unregistered buyer's invoice of ₹50,000 or
// more without the address and state Rule 46(e) asks for; a date in the closed period.
import type { JobCard } from '@schemas/job-cards.schema'
import type { Party } from '@schemas/parties.schema'
import { computeGstLines, gstSlabsOn, type StateTaxLabel } from '@/utils/gst'
import { gstStateByCode } from '@/utils/gst-states'
import { parsePlainDate } from '@/utils/plain-date'
import { LABOUR_SAC } from './draft'
import { hasBillable, payerOf, shareOf } from './payers'
import { placeOfSupply } from './place-of-supply'
import { rateBp } from './totals'
import {
  engineLine,
  workshopInvoice,
  type InvoiceBuyer,
  type SaleLine,
  type WorkshopInvoiceVoucher,
} from './workshop-invoice'

/** What billing reads of a part of the master (schemas/parts.schema.ts). */
export type BillingPart = {
  id: string
  part_no: string
  name: string
  hsn: string
  uom: string
  mrp?: number
  /** The GST rate of its dated schedule in force on the invoice's date (basis points); null: none. */
  gst_bp: number | null
}

/** What an invoice keeps of a party (its snapshot). */
export type BillingParty = Pick<
  Party,
  'id' | 'name' | 'gstin' | 'gst_category' | 'state_code' | 'address' | 'pan' | 'mobile' | 'pin'
>

export type BillingContext = {
  /** The invoice's date: today in India. */
  today: string
  /** yyyy-mm-dd the books are closed up to; null: none. */
  lockDate: string | null
  dealerCode: string | null
  /** The card's customer account; null: a walk-in known by the card's name and mobile (a cash sale). */
  customer: BillingParty | null
  insurer: BillingParty | null
  part: (id: string) => BillingPart | undefined
  /** Units of the part on hand today. */
  onHand: (id: string) => number
  averageOf?: (id: string) => number | null
  allowNegative: boolean
  /** Free-service labour prints on the customer's invoice at zero (else it is left off). */
  freeLabourAtZero: boolean
  roundToRupee: boolean
}

export type BillingCode =
  | 'not_ready'
  | 'billed'
  | 'nothing_billable'
  | 'period_locked'
  | 'dealer_state'
  | 'part_unknown'
  | 'part_free'
  | 'over_stock'
  | 'above_mrp'
  | 'rate_invalid'
  | 'price_invalid'
  | 'insurer_required'
  | 'cash_limit'
  | 'address_required'

export type BillingRefusal = {
  code: BillingCode
  /** The job card line it is about. */
  line?: string
  values?: Record<string, string | number>
}

export type BillingResult =
  { ok: true; invoices: WorkshopInvoiceVoucher[] } | { ok: false; refusals: BillingRefusal[] }

/** A walk-in's cash at or above this in one sale is refused (s.269ST). */
export const CASH_LIMIT_PAISE = 2_00_000_00
/** An unregistered buyer's invoice at or above this needs the buyer's address and state (Rule 46(e)). */
export const RULE_46E_PAISE = 50_000_00

type CardLine =
  { kind: 'labour'; line: JobCard['labour'][number] } | { kind: 'part'; line: JobCard['parts'][number] }

function snapshot(p: BillingParty): InvoiceBuyer {
  return {
    party_id: p.id,
    party: {
      name: p.name,
      ...(p.gstin ? { gstin: p.gstin } : {}),
      gst_category: p.gst_category ?? (p.gstin ? 'regular' : 'unregistered'),
      ...(p.state_code ? { state_code: p.state_code } : {}),
      ...(p.address ? { address: p.address } : {}),
      ...(p.pan ? { pan: p.pan } : {}),
      ...(p.mobile ? { mobile: p.mobile } : {}),
      ...(p.pin ? { pin: p.pin } : {}),
    },
  }
}

const stateTaxLabelOf = (pos: string): StateTaxLabel => (gstStateByCode(pos)?.utgst ? 'UTGST' : 'SGST')

/** Every refusal of a buyer's invoice of `total` paise (walk-in cash limit, Rule 46(e)). */
export function buyerRefusals(buyer: InvoiceBuyer, total: number): BillingRefusal[] {
  const out: BillingRefusal[] = []
  if (buyer.party_id === '' && total >= CASH_LIMIT_PAISE) out.push({ code: 'cash_limit' })
  const registered = !!buyer.party.gstin && buyer.party.gst_category !== 'unregistered'
  if (!registered && total >= RULE_46E_PAISE && (!buyer.party.address?.trim() || !buyer.party.state_code)) {
    out.push({ code: 'address_required' })
  }
  return out
}

/** The invoices a ready job card is billed on (the customer's first), or why not. */
export function billJobCard(card: JobCard, ctx: BillingContext): BillingResult {
  const refusals: BillingRefusal[] = []
  if (card.billing) return { ok: false, refusals: [{ code: 'billed' }] }
  if (card.status !== 'ready') return { ok: false, refusals: [{ code: 'not_ready' }] }
  if (!hasBillable(card)) return { ok: false, refusals: [{ code: 'nothing_billable' }] }
  if (ctx.lockDate && ctx.today <= ctx.lockDate) {
    refusals.push({ code: 'period_locked', values: { date: ctx.lockDate } })
  }
  const date = parsePlainDate(ctx.today)
  const slabs = date.ok ? gstSlabsOn(date.value) : null
  const inForce = (bp: number) => !!slabs?.ok && slabs.value.ratesBp.includes(bp)

  const lines: CardLine[] = [
    ...card.labour.map((line) => ({ kind: 'labour' as const, line })),
    ...card.parts.map((line) => ({ kind: 'part' as const, line })),
  ]
  const customerLines: SaleLine[] = []
  const insurerLines: SaleLine[] = []
  const wanted = new Map<string, number>()
  for (const { kind, line } of lines) {
    const payer = payerOf(line)
    if (payer === 'warranty') continue
    if (payer === 'free' && kind === 'part') {
      refusals.push({ code: 'part_free', line: line.id })
      continue
    }
    if (payer === 'free' && !ctx.freeLabourAtZero) continue
    let sale: SaleLine
    if (kind === 'part') {
      const priced = partSale(
        { ...line, discount: line.discount ?? 0, incl_tax: line.incl_tax === true },
        line.part_id ? ctx.part(line.part_id) : undefined,
        rateBp(line.gst_rate),
      )
      refusals.push(...priced.refusals)
      if (!priced.sale) continue
      sale = priced.sale
      wanted.set(sale.item_id!, (wanted.get(sale.item_id!) ?? 0) + Math.round(line.qty * 1000))
    } else {
      sale = {
        id: line.id,
        kind,
        description: line.description,
        hsn_sac: line.sac || LABOUR_SAC,
        qty: line.qty,
        ...(line.uom ? { uom: line.uom } : {}),
        rate: payer === 'free' ? 0 : line.rate,
        discount: payer === 'free' ? 0 : (line.discount ?? 0),
        incl_tax: false,
        gst_bp: rateBp(line.gst_rate),
        issue: 0,
      }
    }
    if (!inForce(sale.gst_bp)) {
      refusals.push({ code: 'rate_invalid', line: line.id, values: { rate: sale.gst_bp / 100 } })
      continue
    }
    if (payer !== 'insurance') {
      customerLines.push(sale)
      continue
    }
    const whole = computeGstLines([engineLine(sale)], { kind: 'intra' })
    if (!whole.ok) {
      refusals.push({ code: 'price_invalid', line: line.id })
      continue
    }
    const taxable = whole.value.lines[0]!.taxablePaise
    const bp = shareOf(line)
    const insurer = Math.round((taxable * bp) / 10_000)
    if (insurer > 0) insurerLines.push({ ...sale, share: { taxable: insurer, bp } })
    if (taxable - insurer > 0) {
      customerLines.push({
        ...sale,
        share: { taxable: taxable - insurer, bp: 10_000 - bp },
        // The part leaves stock once, on the insurer's invoice when it pays a share.
        issue: insurer > 0 ? 0 : sale.issue,
      })
    }
  }
  if (insurerLines.length > 0 && !ctx.insurer) refusals.push({ code: 'insurer_required' })
  refusals.push(
    ...stockRefusals(
      wanted,
      card.parts.filter((l) => payerOf(l) !== 'warranty'),
      ctx,
    ),
  )
  if (!ctx.dealerCode) refusals.push({ code: 'dealer_state' })
  if (refusals.length > 0 || !ctx.dealerCode) return { ok: false, refusals }

  const invoices: WorkshopInvoiceVoucher[] = []
  const make = (buyer: InvoiceBuyer, recipient: BillingParty | null, sale: SaleLine[]) => {
    const place = placeOfSupply(ctx.dealerCode, recipient)!
    const made = workshopInvoice({
      doc_date: ctx.today,
      buyer,
      pos: place.pos,
      supply: place.supply,
      stateTaxLabel: stateTaxLabelOf(place.pos),
      lines: sale,
      roundToRupee: ctx.roundToRupee,
      job_card_id: card.id,
      ...(ctx.averageOf ? { averageOf: ctx.averageOf } : {}),
      details: {
        job_no: card.job_no,
        ...(card.reg_no ? { reg_no: card.reg_no } : {}),
        ...(card.chassis_no ? { chassis_no: card.chassis_no } : {}),
        ...(card.engine_no ? { engine_no: card.engine_no } : {}),
        ...(card.make_model ? { make_model: card.make_model } : {}),
        odometer: String(card.odometer),
      },
    })
    if (!made.ok) {
      const at = made.line !== undefined ? sale[made.line]?.id : undefined
      refusals.push({ code: 'price_invalid', ...(at ? { line: at } : {}) })
      return
    }
    refusals.push(...buyerRefusals(buyer, made.value.totals.grand_total))
    invoices.push(made.value)
  }
  if (customerLines.length > 0) {
    const buyer: InvoiceBuyer = ctx.customer
      ? snapshot(ctx.customer)
      : {
          party_id: '',
          party: { name: card.customer_name, ...(card.mobile ? { mobile: card.mobile } : {}) },
        }
    make(buyer, ctx.customer, customerLines)
  }
  if (insurerLines.length > 0 && ctx.insurer) make(snapshot(ctx.insurer), ctx.insurer, insurerLines)
  if (refusals.length > 0) return { ok: false, refusals }
  return { ok: true, invoices }
}

/** A part line as the invoice prints it, or why not: no part of the master, a price above its MRP. */
export function partSale(
  line: {
    id: string
    name?: string
    hsn?: string
    qty: number
    uom?: string
    rate: number
    discount: number
    incl_tax: boolean
  },
  part: BillingPart | undefined,
  fallbackBp: number,
): { sale: SaleLine | null; refusals: BillingRefusal[] } {
  if (!part) return { sale: null, refusals: [{ code: 'part_unknown', line: line.id }] }
  const sale: SaleLine = {
    id: line.id,
    kind: 'part',
    item_id: part.id,
    description: `${part.part_no} ${line.name || part.name}`.trim(),
    hsn_sac: part.hsn || line.hsn || '',
    qty: line.qty,
    ...(line.uom || part.uom ? { uom: line.uom || part.uom } : {}),
    rate: line.rate,
    discount: line.discount,
    incl_tax: line.incl_tax,
    gst_bp: part.gst_bp ?? fallbackBp,
    issue: line.qty,
  }
  const priced = computeGstLines([engineLine(sale)], { kind: 'intra' })
  if (!priced.ok) return { sale: null, refusals: [{ code: 'price_invalid', line: line.id }] }
  // Legal Metrology: the price with GST of a unit never above the MRP printed on it.
  const total = priced.value.lines[0]!.totalPaise
  if (part.mrp && part.mrp > 0 && total > Math.round(part.mrp * line.qty)) {
    return { sale, refusals: [{ code: 'above_mrp', line: line.id, values: { mrp: part.mrp } }] }
  }
  return { sale, refusals: [] }
}

/** Each line of a part wanted beyond its stock on hand, unless negative stock is allowed. */
export function stockRefusals(
  wanted: ReadonlyMap<string, number>,
  lines: readonly { id: string; part_id?: string }[],
  ctx: Pick<BillingContext, 'onHand' | 'allowNegative'>,
): BillingRefusal[] {
  if (ctx.allowNegative) return []
  const out: BillingRefusal[] = []
  for (const [partId, milli] of wanted) {
    const onHand = ctx.onHand(partId)
    if (milli <= Math.round(onHand * 1000)) continue
    for (const l of lines.filter((x) => x.part_id === partId)) {
      out.push({ code: 'over_stock', line: l.id, values: { on_hand: onHand } })
    }
  }
  return out
}
