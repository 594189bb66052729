import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@/lib/i18n'
import { MODULES } from '../modules'
import { APP_PAGES, APP_REDIRECTS } from './pages'
import { routeFor, signedInHead, signedInRoutes } from './titles'

const routes = signedInRoutes(APP_PAGES, MODULES)

describe('signed-in titles', () => {
  it('covers every page, module and print view of the signed-in app', () => {
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/dashboard',
        '/profile',
        '/admin/dashboard',
        '/admin/users',
        '/customers',
        '/bookings',
        '/workshop/job-card',
        '/settings',
        '/sync',
        '/print/booking/:id',
        '/print/job-card/:id',
      ]),
    )
    for (const target of Object.values(APP_REDIRECTS)) expect(routeFor(routes, target)).not.toBeNull()
  })

  for (const lang of LANGUAGES) {
    it(`gives every signed-in route its own title and a description (${lang})`, () => {
      const titles = routes.map((r) => signedInHead(routes, r.path.replace(':id', 'x1'), lang).title)
      expect(new Set(titles).size).toBe(routes.length)
      for (const title of titles) expect(title).toMatch(/^\S.+ \| AutoBahi Pro$/)
      for (const r of routes) expect(r.description[lang].length, r.path).toBeGreaterThan(10)
    })
  }

  it('matches print views by their parameter and names unknown paths as not found', () => {
    expect(signedInHead(routes, '/print/job-card/abc-1', 'en').title).toBe('Print job card | AutoBahi Pro')
    expect(signedInHead(routes, '/bookings', 'hi').title).toBe('बुकिंग | AutoBahi Pro')
    expect(routeFor(routes, '/no-such-page')).toBeNull()
    expect(signedInHead(routes, '/no-such-page', 'en').title).toBe('Page not found | AutoBahi Pro')
    expect(signedInHead(routes, '/customers/extra', 'hi').title).toBe('पेज नहीं मिला | AutoBahi Pro')
  })
})
