// The posted purchase and purchase return as voucher documents without their number (books' postVoucher
// takes the number): every figure frozen from checkPurchase / checkPurchaseReturn, so a reprint or a report
// never recomputes a bill.
import { VOUCHER_TYPE_DEFS } from '@schemas/voucher-types'
import type { Voucher } from '@schemas/vouchers.schema'
import { taxHeads } from '@/utils/gst'
import { fyCodeOf } from '@/utils/financial-year'
import type { PostedPurchase, PurchaseInput } from './purchase'
import type { PostedReturn, PurchasedUnit } from './purchase-return'

export type PurchaseVoucherFields = Omit<
  Voucher,
  'id' | 'rev' | 'created_at' | 'updated_at' | 'list_key' | 'number'
>

export type PartySnapshot = {
  name: string
  gstin?: string
  state_code?: string
  address?: string
  pan?: string
}

/** What the bill says besides the money: GRN date and transport, kept under their labels for the print. */
export type PurchaseDetails = { grn_date: string; transporter?: string; lr_no?: string; eway_bill?: string }

export type UnitFacts = { description: string; vehicle_id: string }

const present = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined)

/** The `vpur` voucher of a checked bill; `unit(i)` names line i's variant and vehicle document. */
export function purchaseVoucher(
  input: PurchaseInput,
  posted: PostedPurchase,
  party: PartySnapshot,
  details: PurchaseDetails,
  unit: (index: number) => UnitFacts,
): PurchaseVoucherFields {
  const kind = input.tax_shown === 'igst' ? 'inter' : 'intra'
  const lines: Voucher['lines'] = [
    ...input.lines.map((l, i) => {
      // The same heads checkPurchase summed, so the lines add up to the totals.
      const h = taxHeads(l.taxable, l.rate_bp, kind, l.cess_rate_bp)
      const [cgst, igst, cess] = [h.cgstPaise, h.igstPaise, h.cessPaise]
      const facts = unit(i)
      return {
        id: `l${i + 1}`,
        kind: 'vehicle' as const,
        item_id: facts.vehicle_id,
        description: facts.description,
        qty: 1,
        taxable: l.taxable,
        gst_bp: l.rate_bp,
        cess_bp: l.cess_rate_bp,
        cgst,
        sgst: cgst,
        igst,
        cess,
        total: l.taxable + 2 * cgst + igst + cess,
        chassis: posted.stock_moves[i]?.item_id ?? l.chassis,
        engine: l.engine_no.trim().toUpperCase(),
      }
    }),
    ...input.charges.map((c, i) => {
      const h = taxHeads(c.taxable, c.rate_bp, kind)
      const [cgst, igst] = [h.cgstPaise, h.igstPaise]
      return {
        id: `c${i + 1}`,
        kind: 'charge' as const,
        description: c.kind,
        qty: 1,
        taxable: c.taxable,
        gst_bp: c.rate_bp,
        cgst,
        sgst: cgst,
        igst,
        total: c.taxable + 2 * cgst + igst,
      }
    }),
  ]
  const t = posted.totals
  const transport = Object.fromEntries(
    Object.entries({
      grn_date: details.grn_date,
      transporter: present(details.transporter),
      lr_no: present(details.lr_no),
      eway_bill: present(details.eway_bill),
    }).filter((e): e is [string, string] => e[1] !== undefined),
  )
  return {
    type: 'vpur',
    status: 'posted',
    series: VOUCHER_TYPE_DEFS.vpur.series,
    fy: fyCodeOf(input.bill_date),
    doc_date: details.grn_date,
    party_id: input.supplier.id,
    party,
    details: transport,
    pos: input.dealer_state_code,
    supply: kind,
    supplier_bill_no: input.bill_no.trim(),
    supplier_bill_date: input.bill_date,
    lines,
    totals: {
      taxable: t.taxable + t.charges,
      cgst: t.cgst,
      sgst: t.sgst,
      igst: t.igst,
      cess: t.cess,
      tax: t.cgst + t.sgst + t.igst + t.cess,
      tds: t.tds.amount,
      round_off: t.round_off,
      grand_total: t.grand_total,
    },
    postings: posted.postings,
    stock_moves: posted.stock_moves.map((m, i) => ({ ...m, item_id: unit(i).vehicle_id })),
    print_count: 0,
  }
}

/** The `vpret` debit note of a checked return against the purchase `purchase.id`. */
export function purchaseReturnVoucher(
  posted: PostedReturn,
  purchase: { id: string; supplier_id: string; supply: 'intra' | 'inter'; pos: string },
  units: readonly PurchasedUnit[],
  date: string,
  party: PartySnapshot,
  vehicleIdOf: (chassis: string) => string,
): PurchaseVoucherFields {
  const t = posted.totals
  return {
    type: 'vpret',
    status: 'posted',
    series: VOUCHER_TYPE_DEFS.vpret.series,
    fy: fyCodeOf(date),
    doc_date: date,
    party_id: purchase.supplier_id,
    party,
    pos: purchase.pos,
    supply: purchase.supply,
    against_id: purchase.id,
    lines: units.map((u, i) => ({
      id: `l${i + 1}`,
      kind: 'vehicle' as const,
      item_id: vehicleIdOf(u.chassis),
      description: u.chassis,
      qty: 1,
      taxable: u.taxable,
      cgst: u.cgst,
      sgst: u.sgst,
      igst: u.igst,
      cess: u.cess,
      total: u.taxable + u.cgst + u.sgst + u.igst + u.cess,
      chassis: u.chassis,
    })),
    totals: { ...t, tax: t.cgst + t.sgst + t.igst + t.cess },
    postings: posted.postings,
    stock_moves: posted.stock_moves.map((m) => ({ ...m, item_id: vehicleIdOf(m.item_id) })),
    print_count: 0,
  }
}
