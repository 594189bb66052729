// A vehicle invoice's postings (research/modules.md §3.4, example G1): Dr the customer with the grand total;
// Cr each kind of sale with its taxable value, Cr each output tax head, the legacy cess (documents dated
// before 22 Sep 2025), TCS payable and the pure-agent charges held for the RTO or insurer; the round-off on
// whichever side it falls (src/utils/sale-postings.ts). Σ dr = Σ cr by construction; a zero amount makes no
// line.
import type { Posting } from '@schemas/vouchers.schema'
import type { StateTaxLabel } from '@/utils/gst'
import { salePostings } from '@/utils/sale-postings'
import type { InvoiceLineKind, InvoiceMoney } from './invoice-money'

const SALES: Record<InvoiceLineKind, string> = {
  vehicle: 'sys:sales-vehicles',
  accessory: 'sys:sales-accessories',
  service: 'sys:sales-services',
  charge: 'sys:sales-services',
}

export function invoicePostings(
  partyId: string,
  kinds: readonly InvoiceLineKind[],
  money: InvoiceMoney,
  stateTaxLabel: StateTaxLabel = 'SGST',
): Posting[] {
  return salePostings({
    buyer: { account_id: 'sys:debtors', party_id: partyId },
    sales: money.gst.lines.map((l, i) => [SALES[kinds[i]!], l.taxablePaise] as const),
    heads: {
      cgst: money.gst.cgstPaise,
      sgst: money.gst.sgstPaise,
      igst: money.gst.igstPaise,
      cess: money.gst.cessPaise,
    },
    others: [
      ['sys:tcs-payable', money.tcs.applies ? money.tcs.amount : 0],
      ['sys:pure-agent-payable', money.pureAgent],
    ],
    stateTaxLabel,
    roundOff: money.roundOff,
    grandTotal: money.grandTotal,
  })
}
