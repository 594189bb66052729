// A vehicle invoice's postings (research/modules.md §3.4, example G1): Dr the customer with the grand total;
// Cr each kind of sale with its taxable value, Cr each output tax head, the legacy cess (documents dated
// before 22 Sep 2025), TCS payable and the pure-agent charges held for the RTO or insurer; the round-off on
// whichever side it falls. Σ dr = Σ cr by construction; a zero amount makes no line.
import type { Posting } from '@schemas/vouchers.schema'
import type { StateTaxLabel } from '@/utils/gst'
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
  const credits = new Map<string, number>()
  const credit = (account: string, paise: number) => {
    if (paise !== 0) credits.set(account, (credits.get(account) ?? 0) + paise)
  }
  money.gst.lines.forEach((l, i) => credit(SALES[kinds[i]!], l.taxablePaise))
  credit('sys:output-cgst', money.gst.cgstPaise)
  credit(stateTaxLabel === 'UTGST' ? 'sys:output-utgst' : 'sys:output-sgst', money.gst.sgstPaise)
  credit('sys:output-igst', money.gst.igstPaise)
  credit('sys:output-cess-legacy', money.gst.cessPaise)
  if (money.tcs.applies) credit('sys:tcs-payable', money.tcs.amount)
  credit('sys:pure-agent-payable', money.pureAgent)
  const postings: Posting[] = [{ account_id: 'sys:debtors', party_id: partyId, dr: money.grandTotal, cr: 0 }]
  for (const [account_id, paise] of credits) postings.push({ account_id, dr: 0, cr: paise })
  if (money.roundOff > 0) postings.push({ account_id: 'sys:round-off', dr: 0, cr: money.roundOff })
  if (money.roundOff < 0) postings.push({ account_id: 'sys:round-off', dr: -money.roundOff, cr: 0 })
  return postings
}
