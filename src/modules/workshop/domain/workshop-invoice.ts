// The workshop's tax invoice (`winv`, series WI; research/modules.md §3.9, example G3) from lines already chosen
// and priced: a job card's billable lines or a counter sale's. Parts (their HSN and unit's UQC) and labour
// (SAC 998714) go through the shared GST engine at the place of supply stored on the invoice (IGST Act
// s.12(2), worked out by the caller); one round-off to the rupee when the settings say so. Postings: Dr the
// buyer (a walk-in's sale: cash) / Cr Sales–Parts, Cr Sales–Labour, Cr the output taxes, ± round-off. Stock:
// each part this invoice issues goes out (−qty); its value is the replay's moving average
// (src/modules/inventory), and the average of the moment is stored only as the move's own record.
import type { StockMove, Voucher, VoucherLine } from '@schemas/vouchers.schema'
import {
  computeGstLines,
  type GstLineInput,
  type GstReason,
  type StateTaxLabel,
  type SupplyKind,
} from '@/utils/gst'
import { fyCodeOf } from '@/utils/financial-year'
import { salePostings } from '@/utils/sale-postings'
import { uqcOf } from '@/utils/uqc'

export type SaleLineKind = 'part' | 'labour'

/** One line as it goes on an invoice. */
export type SaleLine = {
  /** The voucher line's id: the job card line's, so a return names it. */
  id: string
  kind: SaleLineKind
  /** The part of the master (parts only). */
  item_id?: string
  description: string
  hsn_sac: string
  qty: number
  uom?: string
  /** Paise per unit as typed: without GST, or with it when `incl_tax`. */
  rate: number
  /** Paise off qty × rate, in the rate's basis. */
  discount: number
  incl_tax: boolean
  gst_bp: number
  /**
   * A share of a line (an insurer's, or what is left of it for the customer): its taxable value is fixed and
   * the rate only prints. Absent: qty × rate − discount.
   */
  share?: { taxable: number; bp: number }
  /** Units of the part this invoice takes out of stock (0: none, e.g. the share whose part the insurer's
   * invoice issues). */
  issue: number
}

export type InvoiceBuyer = {
  /** '' for a walk-in with no account: the sale is then paid in cash at the counter. */
  party_id: string
  party: NonNullable<Voucher['party']>
}

export type WorkshopInvoiceInput = {
  doc_date: string
  buyer: InvoiceBuyer
  pos: string
  supply: SupplyKind
  stateTaxLabel: StateTaxLabel
  lines: readonly SaleLine[]
  roundToRupee: boolean
  job_card_id?: string
  /** The part's moving average (paise per unit) today, for the move's own record; null: none known. */
  averageOf?: (partId: string) => number | null
  details?: Record<string, string>
  narration?: string
}

/** A workshop invoice ready to post: everything but the number and the stamps. */
export type WorkshopInvoiceVoucher = Omit<
  Voucher,
  'id' | 'rev' | 'created_at' | 'updated_at' | 'list_key' | 'number'
>

export const SALES_ACCOUNT: Record<SaleLineKind, string> = {
  part: 'sys:sales-parts',
  labour: 'sys:sales-labour',
}

/** What the engine takes of a line: a share as its fixed taxable value, else qty, rate and discount. */
export function engineLine(l: SaleLine): GstLineInput {
  if (l.share) return { quantity: 1, unitPricePaise: l.share.taxable, rateBp: l.gst_bp }
  return {
    quantity: l.qty,
    unitPricePaise: l.rate,
    rateBp: l.gst_bp,
    discountPaise: l.discount,
    priceIncludesTax: l.incl_tax,
  }
}

/** The rate as printed: without GST (an inclusive price is taken back to it). */
function rateWithoutTax(l: SaleLine): number {
  return l.incl_tax ? Math.round((l.rate * 10_000) / (10_000 + l.gst_bp)) : l.rate
}

export function workshopInvoice(
  input: WorkshopInvoiceInput,
): { ok: true; value: WorkshopInvoiceVoucher } | { ok: false; reason: GstReason; line?: number } {
  const gst = computeGstLines(input.lines.map(engineLine), {
    kind: input.supply,
    stateTaxLabel: input.stateTaxLabel,
    roundOff: input.roundToRupee ? 'rupee' : 'none',
  })
  if (!gst.ok) return gst
  const g = gst.value
  const lines: VoucherLine[] = input.lines.map((l, i) => {
    const r = g.lines[i]!
    const unit = rateWithoutTax(l)
    const gross = Math.round(l.qty * unit)
    const uqc = l.kind === 'part' ? uqcOf(l.uom ?? '') : ''
    return {
      id: l.id,
      kind: l.kind,
      ...(l.item_id ? { item_id: l.item_id } : {}),
      description: l.description,
      ...(l.hsn_sac ? { hsn_sac: l.hsn_sac } : {}),
      qty: l.qty,
      ...(uqc ? { uqc } : {}),
      unit_price: unit,
      ...(!l.share && gross > r.taxablePaise ? { discount: gross - r.taxablePaise } : {}),
      taxable: r.taxablePaise,
      gst_bp: l.gst_bp,
      cgst: r.cgstPaise,
      sgst: r.sgstPaise,
      igst: r.igstPaise,
      total: r.totalPaise,
      ...(l.uom || l.share
        ? {
            custom: {
              ...(l.uom ? { uom: l.uom } : {}),
              ...(l.share ? { share_bp: String(l.share.bp) } : {}),
            },
          }
        : {}),
    }
  })
  const sales = (kind: SaleLineKind) =>
    lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.taxable, 0)
  const walkIn = input.buyer.party_id === ''
  const postings = salePostings({
    buyer: walkIn
      ? { account_id: 'sys:cash' }
      : { account_id: 'sys:debtors', party_id: input.buyer.party_id },
    sales: [
      [SALES_ACCOUNT.part, sales('part')],
      [SALES_ACCOUNT.labour, sales('labour')],
    ],
    heads: { cgst: g.cgstPaise, sgst: g.sgstPaise, igst: g.igstPaise },
    stateTaxLabel: g.stateTaxLabel,
    roundOff: g.roundOffPaise,
    grandTotal: g.grandTotalPaise,
  })
  const issues = new Map<string, number>()
  for (const l of input.lines) {
    if (l.kind === 'part' && l.item_id && l.issue > 0) {
      issues.set(l.item_id, (issues.get(l.item_id) ?? 0) + Math.round(l.issue * 1000))
    }
  }
  const stock_moves: StockMove[] = [...issues].map(([item_id, milli]) => {
    const qty = milli / 1000
    const rate = input.averageOf?.(item_id) ?? null
    return {
      kind: 'part',
      item_id,
      qty: -qty,
      rate: rate === null ? 0 : Math.round(rate),
      value: rate === null ? 0 : Math.round(rate * qty),
    }
  })
  return {
    ok: true,
    value: {
      type: 'winv',
      status: 'posted',
      series: 'WI',
      fy: fyCodeOf(input.doc_date),
      doc_date: input.doc_date,
      party_id: input.buyer.party_id,
      party: input.buyer.party,
      pos: input.pos,
      supply: input.supply,
      reverse_charge: false,
      ...(input.job_card_id ? { job_card_id: input.job_card_id } : {}),
      lines,
      totals: {
        taxable: g.taxablePaise,
        cgst: g.cgstPaise,
        sgst: g.sgstPaise,
        igst: g.igstPaise,
        tax: g.taxPaise,
        round_off: g.roundOffPaise,
        grand_total: g.grandTotalPaise,
      },
      ...(input.details && Object.keys(input.details).length ? { details: input.details } : {}),
      postings,
      stock_moves,
      ...(input.narration?.trim() ? { narration: input.narration.trim() } : {}),
      print_count: 0,
    },
  }
}
