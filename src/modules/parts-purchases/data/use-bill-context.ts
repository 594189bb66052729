// Everything the parts bill's check reads, live from the local database: the dealer's state, units, turnover
// band, lock date and s.194Q setting, the bill's columns, the supplier's record and its bills of the year
// (vehicles and parts), and the parts master. A bill of the same supplier or a part pulled from another device
// re-runs the check, so the form refuses it before anything is written.
import { useMemo } from 'react'
import { readTaxSettings } from '@schemas/settings-defaults'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { useParty } from '@/modules/customers/public'
import { gstRateOn, stockSettings, useParts } from '@/modules/inventory/public'
import { dealerStateCode } from '@/utils/dealer-state'
import { fyCodeOf } from '@/utils/financial-year'
import { supplierYearOf } from '@/utils/supplier-bill'
import type { Part } from '@schemas/parts.schema'
import { billColumns } from '../domain/columns'
import type { BillContext, SupplierFacts } from '../domain/prepare'
import { supplierBillsQuery } from './parts-purchases'

export function useBillContext(
  supplierId: string,
  billDate: string,
): { ctx: BillContext; parts: Part[]; loading: boolean } {
  const auth = useAuth()
  const { db } = useData()
  const party = useParty(supplierId || null).data ?? null
  const { parts, loading: partsLoading } = useParts()
  const billsQ = useRxQuery(() => (supplierId ? supplierBillsQuery(db, supplierId) : null), [db, supplierId])
  const today = localToday()
  const ctx = useMemo((): BillContext => {
    const settings = auth.settings as Record<string, unknown> | null
    const stock = stockSettings(settings)
    const year = supplierYearOf((billsQ.data ?? []) as Voucher[], fyCodeOf(billDate))
    const byId = new Map(parts.map((p) => [p.id, p]))
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
    const ws = settings?.workshop_settings as Record<string, unknown> | undefined
    return {
      today,
      lock_date: stock.lockDate,
      dealer_state_code: dealerStateCode(auth.settings) ?? '',
      supplier,
      tds_194q_applicable: readTaxSettings(settings?.tax_settings).tds_194q_applicable,
      earlier_this_year: year.taxable,
      supplier_bill_nos_this_year: year.billNos,
      parts: byId,
      partRate: (id, date) => gstRateOn(byId.get(id)?.gst_schedule ?? [], date),
      known_part_keys: new Set(parts.map((p) => p.part_key)),
      units: stock.units,
      hsn_six_digits: stock.hsnSixDigits,
      columns: billColumns(ws?.workshop_purchase_columns, { units: stock.units.enabled }),
    }
  }, [auth.settings, party, parts, billsQ.data, billDate, today])
  return { ctx, parts, loading: partsLoading || billsQ.loading }
}
