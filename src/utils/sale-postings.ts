// The postings of a sale and of its credit note (research/modules.md §2.3): the buyer's account takes the
// grand total; each kind of sale its taxable value, each output tax head its tax; the round-off goes on
// whichever side it falls. A credit note is the same with every side turned. Σ dr = Σ cr by construction; a
// zero amount makes no line. Vehicle and workshop invoices and their credit notes post through it.
import type { Posting } from '@schemas/vouchers.schema'
import type { StateTaxLabel } from './gst'

export type SaleHeads = { cgst: number; sgst: number; igst: number; cess?: number }

export type SalePostingsInput = {
  /** Who owes the total: the debtors' account with the party, or the cash account of a walk-in's sale. */
  buyer: { account_id: string; party_id?: string }
  /** Taxable value per sales account, in the order they print. */
  sales: readonly (readonly [account: string, paise: number])[]
  heads: SaleHeads
  /** Further credits after the taxes, each on its account (a vehicle invoice's TCS and pure-agent charges). */
  others?: readonly (readonly [account: string, paise: number])[]
  /** UTGST in a union territory goes to its own account. */
  stateTaxLabel?: StateTaxLabel
  roundOff: number
  grandTotal: number
  /** A credit note: every line on the other side. */
  reverse?: boolean
}

export function salePostings(input: SalePostingsInput): Posting[] {
  const credits = new Map<string, number>()
  const credit = (account: string, paise: number) => {
    if (paise !== 0) credits.set(account, (credits.get(account) ?? 0) + paise)
  }
  for (const [account, paise] of input.sales) credit(account, paise)
  credit('sys:output-cgst', input.heads.cgst)
  credit(input.stateTaxLabel === 'UTGST' ? 'sys:output-utgst' : 'sys:output-sgst', input.heads.sgst)
  credit('sys:output-igst', input.heads.igst)
  credit('sys:output-cess-legacy', input.heads.cess ?? 0)
  for (const [account, paise] of input.others ?? []) credit(account, paise)
  const side = (paise: number, dr: boolean): Pick<Posting, 'dr' | 'cr'> =>
    dr !== Boolean(input.reverse) ? { dr: paise, cr: 0 } : { dr: 0, cr: paise }
  const out: Posting[] = []
  if (input.grandTotal !== 0) {
    out.push({
      account_id: input.buyer.account_id,
      ...(input.buyer.party_id ? { party_id: input.buyer.party_id } : {}),
      ...side(input.grandTotal, true),
    })
  }
  for (const [account_id, paise] of credits) out.push({ account_id, ...side(paise, false) })
  if (input.roundOff > 0) out.push({ account_id: 'sys:round-off', ...side(input.roundOff, false) })
  if (input.roundOff < 0) out.push({ account_id: 'sys:round-off', ...side(-input.roundOff, true) })
  return out
}
