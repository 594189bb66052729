// Paths and lazy loaders of the public pages: all the entry chunk needs. Their titles and descriptions
// live in public-pages.ts, which only the pages themselves, the prerenderer and the sitemap import.
import type { ComponentType } from 'react'

export type PublicRoute = { path: string; load: () => Promise<{ default: ComponentType }> }

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', load: () => import('./pages/home-page') },
  { path: '/tools', load: () => import('./pages/tools-page') },
  { path: '/autobahi-pro', load: () => import('./pages/pro-page') },
  { path: '/about', load: () => import('./pages/about-page') },
  { path: '/contact', load: () => import('./pages/contact-page') },
  { path: '/privacy-policy', load: () => import('./pages/privacy-page') },
  { path: '/terms-conditions', load: () => import('./pages/terms-page') },
  { path: '/feedback', load: () => import('./pages/feedback-page') },
]
