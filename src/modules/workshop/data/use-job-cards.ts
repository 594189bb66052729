// React hooks of the job-card screens over the local database.
import { useMemo } from 'react'
import type { JobCard } from '@schemas/index'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { useRxDoc, useRxQuery } from '@/data/use-rx'
import { useParty } from '@/modules/customers/public'
import { cardSupply, placeOfSupply, type StoredSupply } from '../domain/place-of-supply'
import { computeJobTotals, jobSupply, type Supply } from '../domain/totals'
import { dealerStateCode } from '@/utils/dealer-state'
import { workshopInvoicesQuery } from './billing'
import {
  invoiceNumberQuery,
  isInvoiceSearch,
  listQuery,
  toHistory,
  vehicleQuery,
  type StatusFilter,
} from './job-cards'
import { workshopOptions } from '../domain/workshop-settings'

export function useJobCardList(status: StatusFilter, search: string, limit: number) {
  const { db } = useData()
  const invoiceSearch = isInvoiceSearch(search)
  const found = useRxQuery<Voucher, string[]>(
    () => (invoiceSearch ? invoiceNumberQuery(db, search) : null),
    [db, search, invoiceSearch],
    (vouchers) => [...new Set(vouchers.map((v) => v.job_card_id ?? '').filter((id) => id !== ''))],
  )
  // The cards of the invoices found, by value, so an unchanged list keeps the query.
  const cardsKey = invoiceSearch ? (found.data ?? []).join(',') : ''
  const list = useRxQuery<JobCard>(
    () =>
      invoiceSearch && !found.data
        ? null
        : listQuery(db, { status, search, limit, invoiceCards: cardsKey ? cardsKey.split(',') : [] }),
    [db, status, search, limit, cardsKey, invoiceSearch && !found.data],
  )
  return invoiceSearch && !found.data ? { data: undefined, loading: true } : list
}

/** Every workshop invoice's number by its id: the register shows a billed card's invoices by number. */
export function useInvoiceNumbers(): ReadonlyMap<string, string> {
  const { db } = useData()
  const { data } = useRxQuery<Voucher, Map<string, string>>(
    () => workshopInvoicesQuery(db),
    [db],
    (vouchers) => new Map(vouchers.map((v) => [v.id, v.number])),
  )
  return data ?? EMPTY_NUMBERS
}
const EMPTY_NUMBERS: ReadonlyMap<string, string> = new Map()

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
