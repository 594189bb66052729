// Everything the purchase check reads, live from the local database: the dealer's state and s.194Q setting,
// the supplier's record and its bills of the year, every chassis and engine the company holds, and the
// catalogue's rates. A bill of the same supplier or a chassis pulled from another device re-runs the check,
// so the form refuses it before anything is written.
import { useMemo } from 'react'
import type { CatalogItem } from '@schemas/catalog.schema'
import { readTaxSettings } from '@schemas/settings-defaults'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { rateOn, useCatalogItems } from '@/modules/catalog/public'
import { useParty } from '@/modules/customers/public'
import { useStockBook } from '@/modules/stock/public'
import { dealerStateCode } from '@/utils/dealer-state'
import { fyCodeOf } from '@/utils/financial-year'
import { supplierYearOf } from '@/utils/supplier-bill'
import { normaliseChassis, normaliseEngineNo } from '@/utils/vehicle-ids'
import type { PurchaseFormContext, SupplierFacts } from '../domain/prepare'
import { supplierVouchersQuery } from './purchases'

export function usePurchaseContext(
  supplierId: string,
  billDate: string,
): { ctx: PurchaseFormContext; catalog: CatalogItem[]; loading: boolean } {
  const auth = useAuth()
  const { db } = useData()
  const party = useParty(supplierId || null).data ?? null
  const { units, vehicles, loading: stockLoading } = useStockBook()
  const { items, loading: catalogLoading } = useCatalogItems()
  const billsQ = useRxQuery(
    () => (supplierId ? supplierVouchersQuery(db, supplierId) : null),
    [db, supplierId],
  )
  const today = localToday()
  const ctx = useMemo((): PurchaseFormContext => {
    const year = supplierYearOf((billsQ.data ?? []) as Voucher[], fyCodeOf(billDate))
    const byId = new Map(items.map((c) => [c.id, c]))
    // A unit no live purchase holds (its bill was cancelled) may be keyed again on a corrected bill.
    const free = new Set(units.filter((u) => u.state === 'pending_grn').map((u) => u.vehicle.id))
    const held = vehicles.filter((v) => !free.has(v.id))
    const supplier: SupplierFacts | null = party
      ? {
          id: party.id,
          name: party.name,
          ...(party.gstin ? { gstin: party.gstin } : {}),
          ...(party.state_code ? { state_code: party.state_code } : {}),
          ...(party.pan ? { pan: party.pan } : {}),
          ...(party.address ? { address: party.address } : {}),
        }
      : null
    return {
      today,
      dealer_state_code: dealerStateCode(auth.settings) ?? '',
      supplier,
      tds_194q_applicable: readTaxSettings(auth.settings?.tax_settings).tds_194q_applicable,
      earlier_this_year: year.taxable,
      supplier_bill_nos_this_year: year.billNos,
      known_chassis: new Set(held.map((v) => normaliseChassis(v.chassis_no))),
      known_engines: new Set(held.filter((v) => v.engine_no).map((v) => normaliseEngineNo(v.engine_no))),
      catalogRate: (catalogId, date) => {
        const item = byId.get(catalogId)
        return item ? rateOn(item, date)?.gst_bp : undefined
      },
    }
  }, [auth.settings, party, units, vehicles, items, billsQ.data, billDate, today])
  return { ctx, catalog: items, loading: stockLoading || catalogLoading || billsQ.loading }
}
