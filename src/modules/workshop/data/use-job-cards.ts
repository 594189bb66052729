// React hooks of the job-card screens over the local database.
import { useMemo } from 'react'
import type { JobCard } from '@schemas/index'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { useRxDoc, useRxQuery } from '@/data/use-rx'
import { useParty } from '@/modules/customers/public'
import { cardSupply, placeOfSupply, type StoredSupply } from '../domain/place-of-supply'
import { computeJobTotals, jobSupply, type Supply } from '../domain/totals'
import { dealerStateCode } from '@/utils/dealer-state'
import { toHistory, listQuery, vehicleQuery, type StatusFilter } from './job-cards'
import { workshopOptions } from '../domain/workshop-settings'

export function useJobCardList(status: StatusFilter, search: string, limit: number) {
  const { db } = useData()
  return useRxQuery<JobCard>(() => listQuery(db, { status, search, limit }), [db, status, search, limit])
}

export function useJobCard(id: string | null) {
  const { db } = useData()
  return useRxDoc<JobCard>(() => (id ? db.job_cards.findOne(id) : null), [db, id])
}

/** Earlier job cards of the vehicle (by registration or chassis number), as history rows. */
export function useVehicleHistory(regNo: string, chassis: string) {
  const { db } = useData()
  const { data } = useRxQuery<JobCard>(() => vehicleQuery(db, regNo, chassis), [db, regNo, chassis])
  return useMemo(() => toHistory(regNo || chassis ? (data ?? []) : []), [data, regNo, chassis])
}

/** The workshop settings flags and the dealer's GST state. */
export function useWorkshopSettings() {
  const { settings } = useAuth()
  return useMemo(
    () => ({ options: workshopOptions(settings), dealerCode: dealerStateCode(settings), settings }),
    [settings],
  )
}

/**
 * The place of supply and tax split a card being edited will be saved with (IGST Act s.12(2): the customer's
 * GSTIN state, else its state on record, else ours), and the split its live totals use.
 */
export function useDraftSupply(partyId: string | null | undefined): {
  stored: StoredSupply | null
  supply: Supply
} {
  const { dealerCode } = useWorkshopSettings()
  const party = useParty(partyId || null).data
  return useMemo(() => {
    const stored = placeOfSupply(dealerCode, party)
    return { stored, supply: cardSupply(stored, jobSupply(dealerCode, party?.state_code)) }
  }, [dealerCode, party])
}

/**
 * The tax split of a saved card: what it was saved with; only a card saved before the split was stored
 * falls back to the customer's state today.
 */
export function useCardSupply(card: Pick<JobCard, 'party_id' | 'pos' | 'supply'>): Supply {
  const { dealerCode } = useWorkshopSettings()
  const stored = card.pos && card.supply ? { pos: card.pos, supply: card.supply } : null
  const party = useParty(stored ? null : card.party_id || null).data
  return useMemo(
    () => cardSupply(stored, jobSupply(dealerCode, party?.state_code)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the stored facts, not the object made each render
    [dealerCode, party?.state_code, card.pos, card.supply],
  )
}

/** The grand total of a stored card's lines for a given supply (0 when a line cannot be priced). */
export function storedGrandTotal(card: Pick<JobCard, 'labour' | 'parts'>, supply: Supply): number {
  const r = computeJobTotals(card.labour, card.parts, supply)
  return r.ok ? r.value.grandTotal : 0
}
