import { describe, expect, it } from 'vitest'
import {
  checkCatalogItem,
  emptyCatalogDraft,
  proposeRate,
  toCatalogDraft,
  type CatalogDraft,
} from './catalog-draft'
import type { RateReason } from '@/utils/vehicle-gst'
import { CATALOG_STRINGS } from '../catalog-strings'

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
  services: [
    { id: 'v1', label: ' 1st  free service ', days: '30', km: '1,000' },
    { id: 'v2', label: '4th paid service', days: '', km: '20000' },
  ],
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
        service_schedule: [
          { label: '1st free service', days: 30, km: 1000 },
          { label: '4th paid service', km: 20_000 },
        ],
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
    expect(
      codes({
        ...suv,
        services: [
          { id: 's1', label: 'Free service', days: '', km: '' },
          { id: 's2', label: '', days: '30', km: '' },
          { id: 's3', label: 'Paid', days: '30.5', km: '' },
        ],
      }),
    ).toEqual({ 'service:s1': 'service_due', 'service:s2': 'required', 'service:s3': 'invalid' })
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

// Every reason the classifier can give reads as words in both languages (a reason added to vehicle-gst.ts
// without its strings fails to compile here, through the Record).
const REASONS: Record<RateReason, true> = {
  electric: true,
  small_petrol: true,
  small_diesel: true,
  car_not_small: true,
  mid_car: true,
  large_car: true,
  suv: true,
  hybrid: true,
  motorcycle_small: true,
  motorcycle_large: true,
  three_wheeler: true,
  bus: true,
  bus_small: true,
  goods: true,
}

describe('the reason for a proposed rate, in words', () => {
  it('has an English and a Hindi sentence for every reason', () => {
    for (const reason of Object.keys(REASONS) as RateReason[]) {
      const key = `why_${reason}` as const
      expect(CATALOG_STRINGS.en[key]).toMatch(/[a-z]/)
      expect(CATALOG_STRINGS.hi[key]).toMatch(/[\u0900-\u097f]/)
    }
  })
  it('says why a small petrol car is 18 % and a long diesel SUV 40 % after 22 Sep 2025', () => {
    const small = proposeRate(
      { ...suv, fuel: 'petrol', engine_cc: '1197', length_mm: '3860', ground_clearance_mm: '' },
      '2025-10-01',
    )
    expect(small.ok && [small.value.gst_bp, CATALOG_STRINGS.en[`why_${small.value.reason}`]]).toEqual([
      1800,
      'a petrol, CNG or LPG car up to 1,200 cc and 4,000 mm',
    ])
    const big = proposeRate({ ...suv, engine_cc: '1497', length_mm: '4300' }, '2025-10-01')
    expect(big.ok && [big.value.gst_bp, CATALOG_STRINGS.hi[`why_${big.value.reason}`]]).toEqual([
      4000,
      'छोटी कार की सीमा से बड़ी कार',
    ])
  })
})
