// GST slab sets as effective-dated data: the rate depends on the document date, not today's date, so
// reprinting an August 2025 invoice must still offer 28 % + cess. Sources: research/dms.md §c.3 —
// 56th GST Council (3 Sep 2025), slabs 5/18/40 + 0, 0.25 (rough diamonds), 3 (gold) from 22 Sep 2025;
// 12 % and 28 % discontinued (28 % + compensation cess survives only for tobacco until loans are repaid).
// Rates are in basis points (1800 = 18 %) so they stay integers.

export type GstSlabSet = {
  /** First day the set applies (ISO date, inclusive). */
  from: string
  /** Last day (ISO, inclusive); undefined while current. */
  to?: string
  ratesBp: readonly number[]
  /** Whether compensation cess existed on goods such as cars in this period. */
  compensationCess: boolean
  source: string
}

export const GST_SLAB_SETS: readonly GstSlabSet[] = [
  {
    from: '2017-07-01',
    to: '2025-09-21',
    ratesBp: [0, 25, 300, 500, 1200, 1800, 2800],
    compensationCess: true,
    source: 'CGST rate notifications 1/2017-CT(Rate) et seq.; research/dms.md §c.3',
  },
  {
    from: '2025-09-22',
    ratesBp: [0, 25, 300, 500, 1800, 4000],
    compensationCess: false,
    source: '56th GST Council, 3 Sep 2025 (GST 2.0); research/dms.md §c.3, research/tools.md §g',
  },
]

/** Pre-GST-2.0 compensation cess on vehicles (basis points), for re-computing old invoices. */
export const VEHICLE_CESS_BEFORE_2025_09_22 = [
  { segment: 'small-petrol-cng-lpg', cessBp: 100 },
  { segment: 'small-diesel', cessBp: 300 },
  { segment: 'mid-segment', cessBp: 1700 },
  { segment: 'large', cessBp: 2000 },
  { segment: 'suv', cessBp: 2200 },
  { segment: 'hybrid', cessBp: 1500 },
  { segment: 'bus-10-to-13', cessBp: 1500 },
  { segment: 'motorcycle-above-350cc', cessBp: 300 },
] as const
