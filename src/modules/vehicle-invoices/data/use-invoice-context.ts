// Everything the invoice check reads, from the local database: the dealer's settings, the buyer, the units in
// stock with their derived state, landed cost and the date they came in, the chosen unit's catalogue rate on
// the invoice date, and the bookings that allot chassis. Live: a pull from another device that posts an
// invoice of the same chassis re-runs the check and the form says so before anything is written.
import { useMemo } from 'react'
import type { CatalogItem } from '@schemas/catalog.schema'
import { readTaxSettings } from '@schemas/settings-defaults'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { rateOn, useCatalogItems } from '@/modules/catalog/public'
import { useParty } from '@/modules/customers/public'
import { useStockBook } from '@/modules/stock/public'
import { dealerStateCode } from '@/utils/dealer-state'
import type { InvoiceContext, InvoiceVehicle } from '../domain/invoice-draft'
import { invoiceSettings } from '../domain/invoice-settings'

/** A unit as the invoice form offers it: its facts and where it stands. */
export type SaleableVehicle = Omit<InvoiceVehicle, 'rate'> & { catalog: CatalogItem | null; demo: boolean }

/** Every unit of stock (not customers' vehicles) with its derived state, for the picker and the check. */
export function useSaleableVehicles(): { vehicles: SaleableVehicle[]; loading: boolean } {
  // The stock screen's own book: one set of live queries, one derivation, for both screens.
  const book = useStockBook()
  const catalogItems = useCatalogItems()
  const loading = book.loading || catalogItems.loading
  const vehicles = useMemo(() => {
    const catalog = new Map(catalogItems.items.map((c) => [c.id, c]))
    const units = book.units
    return units.map((u): SaleableVehicle => {
      const v = u.vehicle
      const item = catalog.get(v.catalog_id) ?? null
      return {
        id: v.id,
        chassis_no: v.chassis_no,
        engine_no: v.engine_no,
        ...(v.key_no ? { key_no: v.key_no } : {}),
        ...(v.battery_no ? { battery_no: v.battery_no } : {}),
        ...(v.mfg ? { mfg: v.mfg } : {}),
        colour: v.colour,
        description: item ? `${item.make} ${item.model} ${item.variant}` : v.description,
        hsn: item?.hsn ?? '',
        twoWheeler: item?.body === 'motorcycle',
        state: u.state,
        flags: u.flags,
        allottedTo: u.allottedTo,
        inStockSince: u.since,
        landedCost: u.cost,
        pdi: v.pdi?.status ?? null,
        catalog: item,
        demo: v.demo === true,
      }
    })
  }, [book.units, catalogItems.items])
  return { vehicles, loading }
}

/** The check's context for a draft with this buyer, unit and date. */
export function useInvoiceContext(
  partyId: string,
  vehicleId: string,
  docDate: string,
): { ctx: InvoiceContext; vehicles: SaleableVehicle[]; loading: boolean } {
  const auth = useAuth()
  const party = useParty(partyId || null).data ?? null
  const { vehicles, loading } = useSaleableVehicles()
  const today = localToday()
  const ctx = useMemo((): InvoiceContext => {
    const chosen = vehicles.find((v) => v.id === vehicleId) ?? null
    const s = invoiceSettings(auth.settings)
    const vehicle: InvoiceVehicle | null = chosen
      ? { ...chosen, rate: chosen.catalog && docDate ? rateOn(chosen.catalog, docDate) : null }
      : null
    return {
      today,
      lockDate: s.lockDate,
      dealer: {
        company_name: s.companyName,
        gst_no: s.gstNo,
        state_code: dealerStateCode(auth.settings) ?? '',
      },
      tax: s.tax,
      prefixes: s.prefixes,
      party,
      vehicle,
      nonReg: s.nonReg,
      extraCharges: s.extraCharges,
      pdiRequired: readTaxSettings(auth.settings?.tax_settings).pdi_required_for_invoice,
    }
  }, [auth.settings, party, vehicles, vehicleId, docDate, today])
  return { ctx, vehicles, loading }
}
