import { describe, expect, it } from 'vitest'
import { FEATURES } from '@schemas/access'
import { assertUniquePaths, builtFeatures, MODULES, type AppModule } from './modules'

const stub = (m: Partial<AppModule> & { path: string }): AppModule => ({
  name: { en: m.path, hi: m.path },
  description: { en: '', hi: '' },
  icon: (() => null) as unknown as AppModule['icon'],
  load: () => Promise.resolve({ default: () => null }),
  ...m,
})

describe('module registry', () => {
  it('lists the modules that are built, each once, with features of the access map', () => {
    expect(MODULES.map((m) => m.path)).toEqual([
      '/customers',
      '/bookings',
      '/vehicle-invoices',
      '/sales-returns',
      '/purchases',
      '/purchase-returns',
      '/stock',
      '/catalogue',
      '/receipts',
      '/party-ledger',
      '/day-book',
      '/journal-entry',
      '/workshop/job-card',
      '/workshop/invoices',
      '/workshop/inventory',
      '/workshop/purchases',
      '/workshop/wp-return',
      '/workshop/ws-return',
      '/workshop/follow-up',
      '/reports',
      '/mis-report',
      '/settings',
      '/sync',
    ])
    expect(() => assertUniquePaths(MODULES)).not.toThrow()
    for (const m of MODULES) {
      if (m.feature) expect(FEATURES).toContain(m.feature)
      expect(m.name.en && m.name.hi, m.path).toBeTruthy()
      expect(m.description.en && m.description.hi, m.path).toBeTruthy()
    }
  })

  it('offers the access editors only the features whose module exists', () => {
    expect(builtFeatures()).toEqual([
      'customers',
      'bookings',
      'vehicle_invoices',
      'sales_returns',
      'purchases',
      'purchase_returns',
      'stock',
      'receipts',
      'party_ledger',
      'journal_entry',
      'job_cards',
      'workshop_inventory',
      'workshop_purchases',
      'wp_return',
      'ws_return',
      'workshop_follow_up',
      'reports',
      'mis_report',
    ])
    // A module joins the editors the moment it registers; one without a feature (settings) adds none.
    const withStock = [...MODULES, stub({ path: '/stock', feature: 'stock' }), stub({ path: '/x' })]
    expect(builtFeatures(withStock)).toEqual([
      'customers',
      'bookings',
      'vehicle_invoices',
      'sales_returns',
      'purchases',
      'purchase_returns',
      'stock',
      'receipts',
      'party_ledger',
      'journal_entry',
      'job_cards',
      'workshop_inventory',
      'workshop_purchases',
      'wp_return',
      'ws_return',
      'workshop_follow_up',
      'reports',
      'mis_report',
    ])
    expect(
      builtFeatures([stub({ path: '/a', feature: 'stock' }), stub({ path: '/b', feature: 'stock' })]),
    ).toEqual(['stock'])
  })

  it('refuses two modules on one path', () => {
    expect(() => assertUniquePaths([stub({ path: '/a' }), stub({ path: '/a' })])).toThrow('/a')
    const printClash = stub({
      path: '/b',
      printRoutes: [{ path: '/a', name: { en: '', hi: '' }, load: stub({ path: '' }).load }],
    })
    expect(() => assertUniquePaths([stub({ path: '/a' }), printClash])).toThrow('/a')
  })
})
