// What billing a job card reads, live: its customer and insurer as they are today (the invoice takes a
// snapshot), the parts master, the shared parts stock, and the settings' choices (negative stock, free-service
// labour at zero, round-off, the period lock, the dealer's state); and, billed, what is left to receive on it.
import { useMemo } from 'react'
import { readTaxSettings } from '@schemas/settings-defaults'
import type { JobCard } from '@schemas/job-cards.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { useParty } from '@/modules/customers/public'
import { gstRateOn, partStock, stockSettings, useParts, usePartsStock } from '@/modules/inventory/public'
import { dealerStateCode } from '@/utils/dealer-state'
import type { BillingContext, BillingPart } from '../domain/billing'
import type { unpaidBeforeDelivery } from '../domain/delivery-payment'
import { workshopOptions } from '../domain/workshop-settings'
import { cardInvoicesQuery, unpaidAmong } from './billing'

/** The context, and whether the parts or their stock are still being read (stock on hand would read 0). */
export function useBillingContext(
  card: Pick<JobCard, 'party_id' | 'insurer_id'>,
): BillingContext & { loading: boolean } {
  const { settings } = useAuth()
  const customer = useParty(card.party_id || null).data ?? null
  const insurer = useParty(card.insurer_id || null).data ?? null
  const { parts, loading: partsLoading } = useParts()
  const { state, version, loading: stockLoading } = usePartsStock()
  return useMemo(() => {
    const today = localToday()
    const byId = new Map(parts.map((p) => [p.id, p]))
    const stock = stockSettings(settings)
    return {
      loading: partsLoading || stockLoading,
      today,
      lockDate: stock.lockDate,
      dealerCode: dealerStateCode(settings),
      customer,
      insurer,
      part: (id: string): BillingPart | undefined => {
        const p = byId.get(id)
        return p
          ? {
              id: p.id,
              part_no: p.part_no,
              name: p.name,
              hsn: p.hsn,
              uom: p.uom,
              ...(p.mrp ? { mrp: p.mrp } : {}),
              gst_bp: gstRateOn(p.gst_schedule, today),
            }
          : undefined
      },
      onHand: (id: string) => partStock(state, id).qty,
      averageOf: (id: string) => partStock(state, id).average,
      allowNegative: stock.allowNegative,
      freeLabourAtZero: workshopOptions(settings).free_labour_at_zero,
      roundToRupee: readTaxSettings(settings?.tax_settings).round_to_rupee,
    }
    // The stock state is changed in place; its version says when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings, customer, insurer, parts, state, version, partsLoading, stockLoading])
}

/** What is left to receive on the card's posted invoices before its vehicle goes, live: a receipt posted here
 * or pulled from another device, or credit days given to the party, lifts the hold at once. */
export function useUnpaidBeforeDelivery(card: Pick<JobCard, 'id'>): ReturnType<typeof unpaidBeforeDelivery> {
  const { db } = useData()
  const found = useRxQuery(() => cardInvoicesQuery(db, card.id), [db, card.id]).data
  const invoices = useMemo(() => (found ?? []) as Voucher[], [found])
  const partyIds = useMemo(
    () => [...new Set(invoices.map((v) => v.party_id ?? '').filter((p) => p !== ''))].sort(),
    [invoices],
  )
  // The parties by value: a new list of the same ids keeps the queries.
  const key = partyIds.join(',')
  const vouchers = useRxQuery(
    () => (partyIds.length ? db.vouchers.find({ selector: { party_id: { $in: partyIds } } }) : null),
    [db, key],
  ).data
  const parties = useRxQuery(
    () => (partyIds.length ? db.parties.find({ selector: { id: { $in: partyIds } } }) : null),
    [db, key],
  ).data
  const today = localToday()
  return useMemo(() => {
    const credit = new Map(
      ((parties ?? []) as { id: string; credit_days?: number }[]).map((p) => [p.id, p.credit_days ?? 0]),
    )
    return unpaidAmong(invoices, (vouchers ?? []) as Voucher[], (p) => credit.get(p) ?? 0, today)
  }, [invoices, vouchers, parties, today])
}
