// The stock as the allot dialog reads it: every unit of the live stock book (src/modules/stock) with its
// derived state, the booking that allots it, its latest PDI, and its catalogue model and variant, plus the
// setting that asks for a passed PDI before a vehicle is invoiced.
import { useMemo } from 'react'
import { readTaxSettings } from '@schemas/settings-defaults'
import { useAuth } from '@/auth/auth-context'
import { useCatalogItems } from '@/modules/catalog/public'
import { useStockBook } from '@/modules/stock/public'
import type { AllotUnit } from '../domain/allotment'

export function useAllotStock(): { units: AllotUnit[]; pdiRequired: boolean; loading: boolean } {
  const auth = useAuth()
  const book = useStockBook()
  const catalog = useCatalogItems()
  const units = useMemo(() => {
    const byId = new Map(catalog.items.map((c) => [c.id, c]))
    return book.units.map((u): AllotUnit => {
      const v = u.vehicle
      const item = byId.get(v.catalog_id)
      return {
        chassis_no: v.chassis_no,
        description: item ? `${item.make} ${item.model} ${item.variant}` : v.description,
        ...(item ? { model: item.model, variant: item.variant } : {}),
        colour: v.colour,
        state: u.state,
        allottedTo: u.allottedTo,
        demo: v.demo === true,
        pdi: v.pdi?.status ?? null,
      }
    })
  }, [book.units, catalog.items])
  return {
    units,
    pdiRequired: readTaxSettings(auth.settings?.tax_settings).pdi_required_for_invoice,
    loading: book.loading || catalog.loading,
  }
}
