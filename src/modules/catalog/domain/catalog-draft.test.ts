import { describe, expect, it } from 'vitest'
import {
  checkCatalogItem,
  emptyCatalogDraft,
  proposeRate,
  toCatalogDraft,
  type CatalogDraft,
} from './catalog-draft'

const suv: CatalogDraft = {
  ...emptyCatalogDraft(),
  make: ' Mahindra ',
  model: 'XUV700',
  variant: 'AX7  Diesel',
  body: 'car',
  fuel: 'diesel',
  hsn: '8703 3390',
  engine_cc: '2184',
  length_mm: '4,695',
  ground_clearance_mm: '200',
  seating: '7',
  colours: 'Everest White, Midnight Black, Everest White',
  schedule: [
    { id: 'b', from: '2025-09-22', gst: '40', cess: '' },
    { id: 'a', from: '2017-07-01', gst: '28', cess: '22' },
  ],
  prices: [{ id: 'p', from: '2025-09-22', amount: '20,99,000' }],
}

const codes = (d: CatalogDraft) => {
  const r = checkCatalogItem(d)
  return r.ok ? null : Object.fromEntries(Object.entries(r.errors).map(([f, e]) => [f, e?.code]))
}

describe('a catalogue variant from its draft', () => {
  it('keeps the facts, the schedule oldest first and the dated prices', () => {
    const r = checkCatalogItem(suv)
    expect(r).toEqual({
      ok: true,
      value: {
        make: 'Mahindra',
        model: 'XUV700',
        variant: 'AX7 Diesel',
        name_key: 'mahindra xuv700 ax7 diesel',
        body: 'car',
        fuel: 'diesel',
        hsn: '87033390',
        engine_cc: 2184,
        length_mm: 4695,
        ground_clearance_mm: 200,
        seating: 7,
        colours: ['Everest White', 'Midnight Black'],
        tax_schedule: [
          { from: '2017-07-01', gst_bp: 2800, cess_bp: 2200 },
          { from: '2025-09-22', gst_bp: 4000, cess_bp: 0 },
        ],
        prices: [{ from: '2025-09-22', ex_showroom: 20_99_000_00 }],
        active: true,
      },
    })
    const back = r.ok
      ? checkCatalogItem(toCatalogDraft({ ...r.value, id: 'c', rev: 1, created_at: 1, updated_at: 1 }))
      : null
    expect(back).toEqual(r)
  })

  it('proposes the rate from the facts and the date, with its reason (G10)', () => {
    expect(proposeRate(suv, '2025-11-15')).toMatchObject({
      ok: true,
      value: { gst_bp: 4000, cess_bp: 0, reason: 'car_not_small' },
    })
    expect(proposeRate(suv, '2025-09-18')).toMatchObject({
      ok: true,
      value: { gst_bp: 2800, cess_bp: 2200, reason: 'suv' },
    })
    const small = { ...suv, fuel: 'petrol', engine_cc: '1197', length_mm: '3995' }
    expect(proposeRate(small, '2025-11-15')).toMatchObject({
      ok: true,
      value: { gst_bp: 1800, reason: 'small_petrol' },
    })
    expect(proposeRate({ ...suv, engine_cc: '' }, '2025-11-15')).toEqual({
      ok: false,
      missing: ['engine_cc'],
    })
  })

  it('refuses what the law did not have on the date, and what the rate cannot be worked out without', () => {
    expect(codes({ ...suv, schedule: [{ id: 'x', from: '2025-10-01', gst: '28', cess: '0' }] })).toEqual({
      'schedule:x': 'rate-not-in-slabs',
    })
    expect(codes({ ...suv, schedule: [{ id: 'x', from: '2025-10-01', gst: '40', cess: '1' }] })).toEqual({
      'schedule:x': 'cess-after-gst2',
    })
    expect(codes({ ...suv, schedule: [] })).toEqual({ schedule: 'required' })
    expect(codes({ ...suv, hsn: '870333' })).toEqual({ hsn: 'hsn' })
    expect(codes({ ...suv, engine_cc: '' })).toEqual({ engine_cc: 'needed_for_rate' })
    // Before GST 2.0 the SUV cess also turned on ground clearance.
    expect(codes({ ...suv, ground_clearance_mm: '' })).toEqual({ ground_clearance_mm: 'needed_for_rate' })
    expect(codes({ ...suv, make: ' ', seating: 'seven' })).toEqual({ make: 'required', seating: 'invalid' })
    expect(codes({ ...suv, prices: [...suv.prices, { id: 'q', from: '2025-09-22', amount: '1' }] })).toEqual({
      'price:q': 'duplicate_date',
    })
    const ev = {
      ...suv,
      fuel: 'electric',
      engine_cc: '',
      length_mm: '',
      ground_clearance_mm: '',
      motor_kw: '30.5',
    }
    const r = checkCatalogItem({ ...ev, schedule: [{ id: 'e', from: '2025-09-22', gst: '5', cess: '0' }] })
    expect(r.ok && r.value.motor_watts).toBe(30_500)
  })
})
