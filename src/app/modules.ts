// The module registry of AutoBahi Pro (spec §2 protected routes): every module that is built registers here,
// once, with its module.ts. From this list the router gives each module a route (guarded by `read` on its
// feature, or by sign-in alone for modules without one), the navigation and the dashboard show it to users
// who may read it, the access editors offer its feature, and each route gets its own browser title. A module
// that is not built is not in the list, so nothing in the app mentions it. Print views of a module go in
// `printRoutes` (plain white page, same feature).
import type { Feature } from '@schemas/access'
import type { AppModule } from '@/lib/define-module'
import { bookingsModule } from '@/modules/bookings/public'
import { dayBookModule, journalModule, partyLedgerModule, receiptsModule } from '@/modules/books/public'
import { catalogueModule } from '@/modules/catalog/public'
import { customersModule } from '@/modules/customers/public'
import { inventoryModule } from '@/modules/inventory/public'
import { misReportModule } from '@/modules/mis-report/public'
import { followUpsModule } from '@/modules/follow-ups/public'
import { partsPurchasesModule, partsReturnsModule } from '@/modules/parts-purchases/public'
import { purchaseReturnsModule, purchasesModule } from '@/modules/purchases/public'
import { reportsModule } from '@/modules/reports/public'
import { salesReturnsModule } from '@/modules/sales-returns/public'
import { settingsModule } from '@/modules/settings/public'
import { stockModule } from '@/modules/stock/public'
import { syncModule } from '@/modules/sync/public'
import { vehicleInvoicesModule } from '@/modules/vehicle-invoices/public'
import { jobCardsModule, workshopInvoicesModule } from '@/modules/workshop/public'
import { wsReturnModule } from '@/modules/workshop-returns/public'
import './voucher-openers'

export type { AppModule, LazyPage } from '@/lib/define-module'

export const MODULES: readonly AppModule[] = [
  customersModule,
  bookingsModule,
  vehicleInvoicesModule,
  salesReturnsModule,
  purchasesModule,
  purchaseReturnsModule,
  stockModule,
  catalogueModule,
  receiptsModule,
  partyLedgerModule,
  dayBookModule,
  journalModule,
  jobCardsModule,
  workshopInvoicesModule,
  inventoryModule,
  partsPurchasesModule,
  partsReturnsModule,
  wsReturnModule,
  followUpsModule,
  reportsModule,
  misReportModule,
  settingsModule,
  syncModule,
]

/** The access-map features whose module is built, in registry order: all an access editor may show. */
export function builtFeatures(modules: readonly AppModule[] = MODULES): Feature[] {
  const seen = new Set<Feature>()
  for (const m of modules) if (m.feature) seen.add(m.feature)
  return [...seen]
}

/** Throws when two modules (or print views) claim one path: the second would never be reached. */
export function assertUniquePaths(modules: readonly AppModule[]): void {
  const paths = new Set<string>()
  for (const path of modules.flatMap((m) => [m.path, ...(m.printRoutes ?? []).map((r) => r.path)])) {
    if (paths.has(path)) throw new Error(`Two modules claim ${path}`)
    paths.add(path)
  }
}
