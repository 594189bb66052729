// The business modules of AutoBahi Pro (spec §2 protected routes). Each later issue adds its module here:
// the router gives it a guarded route needing `read` on its feature, and the navigation shows it to users
// who may read it. Print views of a module go in `printRoutes` (plain white page, same feature).
import type { LucideIcon } from 'lucide-react'
import type { ComponentType } from 'react'
import type { Feature } from '@/auth/permissions'
import type { Bilingual } from '@/lib/i18n'
import { customersModule } from '@/modules/customers/module'
import { bookingsModule } from '@/modules/bookings/public'
import { jobCardsModule } from '@/modules/workshop/public'

type LazyPage = () => Promise<{ default: ComponentType }>

export type AppModule = {
  feature: Feature
  /** Route path, e.g. /customers or /workshop/job-card. */
  path: string
  name: Bilingual
  icon: LucideIcon
  load: LazyPage
  /** Extra routes of the module, e.g. { path: '/print/job-card/:id', load } for a print view. */
  printRoutes?: readonly { path: string; load: LazyPage }[]
}

export const MODULES: readonly AppModule[] = [customersModule, bookingsModule, jobCardsModule]
