// The browser title of every signed-in path: one table built from the app's pages and the module registry,
// so a page cannot be added without a title and two pages cannot share one.
import { matchPath } from 'react-router-dom'
import type { Bilingual, Lang } from '@/lib/i18n'
import type { AppModule } from '../modules'
import type { AppPage } from './pages'

export type SignedInRoute = { path: string; title: Bilingual; description: Bilingual }

export const NOT_FOUND_TITLE: Bilingual = { en: 'Page not found', hi: 'पेज नहीं मिला' }
const NOT_FOUND_TEXT: Bilingual = {
  en: 'No page of AutoBahi Pro is at this address.',
  hi: 'इस पते पर AutoBahi Pro का कोई पेज नहीं है।',
}

/** Every route of the signed-in app with its title: the app's pages, the modules and their print views. */
export function signedInRoutes(pages: readonly AppPage[], modules: readonly AppModule[]): SignedInRoute[] {
  return [
    ...pages.map(({ path, title, description }) => ({ path, title, description })),
    ...modules.flatMap((m) => [
      { path: m.path, title: m.name, description: m.description },
      ...(m.printRoutes ?? []).map((r) => ({ path: r.path, title: r.name, description: m.description })),
    ]),
  ]
}

/** The route serving `pathname`, or null: the app's own not-found page. */
export function routeFor(routes: readonly SignedInRoute[], pathname: string): SignedInRoute | null {
  return routes.find((r) => matchPath(r.path, pathname)) ?? null
}

/** Title (with the suite's name) and description of a signed-in path in a language. */
export function signedInHead(
  routes: readonly SignedInRoute[],
  pathname: string,
  lang: Lang,
): { title: string; description: string } {
  const route = routeFor(routes, pathname)
  return {
    title: `${(route?.title ?? NOT_FOUND_TITLE)[lang]} | AutoBahi Pro`,
    description: (route?.description ?? NOT_FOUND_TEXT)[lang],
  }
}
