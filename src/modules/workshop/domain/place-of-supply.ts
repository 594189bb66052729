// Place of supply of a job card's services, fixed when the card is saved so a reprint says what was issued
// (issue 19 part 1 item 5). IGST Act s.12(2): a registered recipient's location (its GSTIN's state); an
// unregistered one's address on record; with neither, the supplier's own location.
import { gstStateByCode } from '@/utils/gst-states'
import { validateGstin } from '@/utils/gstin'
import type { SupplyKind } from '@/utils/gst'
import { jobSupply, type Supply } from './totals'

/** What a saved job card keeps: the 2-digit state code and whether the supply crosses a state line. */
export type StoredSupply = { pos: string; supply: SupplyKind }

/** The recipient as far as s.12(2) cares: its GSTIN (registered) and the state of its address on record. */
export type Recipient = { gstin?: string | null; state_code?: string | null }

function knownCode(code: string | null | undefined): string | null {
  return code && gstStateByCode(code) ? code : null
}

/**
 * The place of supply and the tax split to store on a job card. Null when no state is known at all (no
 * dealer state and nothing on record for the customer): there is nothing honest to store, and the card
 * keeps the within-the-state default that jobSupply gives.
 */
export function placeOfSupply(
  dealerCode: string | null,
  recipient: Recipient | null | undefined,
): StoredSupply | null {
  const gstin = recipient?.gstin?.trim().toUpperCase() ?? ''
  const registered = gstin && validateGstin(gstin).ok ? knownCode(gstin.slice(0, 2)) : null
  const dealer = knownCode(dealerCode)
  const pos = registered ?? knownCode(recipient?.state_code) ?? dealer
  if (!pos) return null
  return { pos, supply: jobSupply(dealer, pos).kind }
}

/**
 * The tax split of a card: the one stored when it was saved, else (a card saved before the split was
 * stored) worked out from the customer's state today, as every print did until then.
 */
export function cardSupply(
  stored: { pos?: string; supply?: SupplyKind } | null | undefined,
  fallback: Supply,
): Supply {
  if (!stored?.pos || !stored.supply) return fallback
  const intraLabel = gstStateByCode(stored.pos)?.utgst ? 'UTGST' : 'SGST'
  return stored.supply === 'intra'
    ? { kind: 'intra', stateTaxLabel: intraLabel }
    : { kind: 'inter', stateTaxLabel: 'SGST' }
}
