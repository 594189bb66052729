// A module of AutoBahi Pro is declared once (issue 19 part 1 item 6): its route, the access-map feature that
// opens it, its navigation entry and name, and its views — the screens inside its one route, each reached
// by query parameters (?id=, ?new=1). From the views come the module's paths helper, so a link to "voucher
// X" is written `receiptsModule.href.voucher(x)` everywhere, never spelled out by hand; src/app/modules.ts
// registers the module and checks that no two claim one path.
import type { LucideIcon } from 'lucide-react'
import type { ComponentType } from 'react'
import type { Feature } from '@schemas/access'
import type { Bilingual } from './i18n'

export type LazyPage = () => Promise<{ default: ComponentType }>

export type AppModule = {
  /** The access-map feature that opens the module; none = every signed-in user (settings, sync). */
  feature?: Feature
  /** Route path, e.g. /customers or /workshop/job-card. */
  path: string
  /** Its name in the navigation and the browser title. */
  name: Bilingual
  /** One line on what it does: the dashboard's quick action and the page's description. */
  description: Bilingual
  icon: LucideIcon
  load: LazyPage
  /** false: not in the navigation, reached by its own links (the sync badge opens /sync). */
  nav?: boolean
  /** Extra routes of the module, e.g. { path: '/print/job-card/:id', name, load } for a print view. */
  printRoutes?: readonly { path: string; name: Bilingual; load: LazyPage }[]
  /** Cards the dashboard shows to a user who may read the module, loaded only there; each renders nothing
   * when it has nothing to say (the e-invoice clock below ₹10 crore). */
  widgets?: readonly LazyPage[]
}

/** A view's query parameters; an empty or absent value is left out of the address. */
export type ViewParams = Record<string, string | number | null | undefined>

type Views = Record<string, (...args: never[]) => ViewParams>

export type Hrefs<V extends Views> = { [K in keyof V]: (...args: Parameters<V[K]>) => string } & {
  /** The module's own screen (its list). */
  list: () => string
}

/** `path` with the view's parameters as its query, in the order given. */
export function hrefOf(path: string, params: ViewParams): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') query.set(key, String(value))
  }
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

/** Declares a module: what the registry needs, and `href`, its paths helper built from `views`. */
export function defineModule<const M extends AppModule, const V extends Views = Record<never, never>>(
  module: M & { views?: V },
): M & { href: Hrefs<V> } {
  const href: Record<string, (...args: never[]) => string> = { list: () => module.path }
  for (const [name, view] of Object.entries(module.views ?? {}) as [string, V[keyof V]][]) {
    href[name] = (...args: never[]) => hrefOf(module.path, view(...args))
  }
  return { ...module, href: href as unknown as Hrefs<V> }
}
