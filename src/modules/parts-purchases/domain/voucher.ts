// The posted parts bill as a `ppur` voucher without its number (books' postVoucher takes the number): every
// figure frozen from checkPartsBill, so a reprint, a return or a report never recomputes a bill.
import { VOUCHER_TYPE_DEFS } from '@schemas/voucher-types'
import type { Voucher } from '@schemas/vouchers.schema'
import { fyCodeOf } from '@/utils/financial-year'
import { uqcOf } from '@/utils/uqc'
import type { PartsBillInput, PostedBill } from './bill'
import type { ReadLine } from './draft'

export type VoucherFields = Omit<Voucher, 'id' | 'rev' | 'created_at' | 'updated_at' | 'list_key' | 'number'>

export type PartySnapshot = {
  name: string
  gstin?: string
  state_code?: string
  address?: string
  pan?: string
}

/** What the bill says besides the money, kept under their names for the view and the print. */
export type BillDetails = { grn_date: string; transporter?: string; eway_bill?: string }

const present = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined)

/** A line's description as printed: the part number and its name. */
export function partDescription(partNo: string, name: string): string {
  return [partNo.trim(), name.trim()].filter(Boolean).join(' · ').slice(0, 300)
}

/** The `ppur` voucher of a checked bill; `partIdOf(i)` is line i's part document (made for a new part). */
export function partsBillVoucher(
  input: PartsBillInput,
  posted: PostedBill,
  lines: readonly ReadLine[],
  party: PartySnapshot,
  details: BillDetails,
  partIdOf: (index: number) => string,
  nameOf: (index: number) => string,
): VoucherFields {
  const t = posted.totals
  const extra = Object.fromEntries(
    Object.entries({
      grn_date: details.grn_date,
      transporter: present(details.transporter),
      eway_bill: present(details.eway_bill),
    }).filter((e): e is [string, string] => e[1] !== undefined),
  )
  return {
    type: 'ppur',
    status: 'posted',
    series: VOUCHER_TYPE_DEFS.ppur.series,
    fy: fyCodeOf(input.bill_date),
    doc_date: details.grn_date,
    party_id: input.supplier.id,
    party,
    details: extra,
    pos: input.dealer_state_code,
    supply: input.tax_shown === 'igst' ? 'inter' : 'intra',
    supplier_bill_no: input.bill_no.trim(),
    supplier_bill_date: input.bill_date,
    lines: lines.map((l, i) => {
      const m = posted.lines[i]!
      return {
        id: `l${i + 1}`,
        kind: 'part' as const,
        item_id: partIdOf(i),
        description: partDescription(input.lines[i]!.part_no, nameOf(i)),
        hsn_sac: l.hsn,
        qty: l.qty,
        uqc: uqcOf(l.uom),
        unit_price: l.rate,
        ...(l.discount ? { discount: l.discount } : {}),
        taxable: m.taxable,
        gst_bp: l.rate_bp,
        cgst: m.cgst,
        sgst: m.sgst,
        igst: m.igst,
        total: m.total,
        ...(Object.keys(l.custom).length ? { custom: l.custom } : {}),
      }
    }),
    totals: {
      taxable: t.taxable,
      cgst: t.cgst,
      sgst: t.sgst,
      igst: t.igst,
      tax: t.cgst + t.sgst + t.igst,
      tds: t.tds.amount,
      round_off: t.round_off,
      grand_total: t.grand_total,
    },
    postings: posted.postings,
    stock_moves: posted.stock_moves.map((m, i) => ({ ...m, item_id: partIdOf(i) })),
    print_count: 0,
  }
}
