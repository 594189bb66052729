import { describe, expect, it } from 'vitest'
import { derivedId } from '@/utils/derived-id'
import { generateReminders, planReminders, reminderKey, type VehicleFacts } from './generate'
import type { Reminder } from './types'

const schedule = [
  { label: '1st free service', days: 30, km: 1_000 },
  { label: '2nd free service', days: 180, km: 5_000 },
  { label: '3rd free service', days: 365, km: 10_000 },
  { label: '1st paid service', days: 730, km: 20_000 },
]

const car: VehicleFacts = {
  company: 'co-1',
  vehicle_id: 'v-car',
  party_id: 'p-asha',
  reg_no: 'UP32AB1234',
  vehicle: 'Maruti Swift VXi',
  sale: { id: 'vinv-1', on: '2026-01-01', km: 5 },
  schedule,
  visits: [],
}

const find = (list: readonly Omit<Reminder, 'id'>[], kind: Reminder['kind'], cycle: string) =>
  list.find((r) => r.kind === kind && r.cycle === cycle)

describe('planReminders: service after a sale', () => {
  it('makes the first service due by time or by km at the default running, whichever first', () => {
    const plan = planReminders(car)
    // 30 days → 31 Jan; 995 km at 30 km a day → 34 days → 4 Feb. Time comes first.
    expect(find(plan, 'service_due', 's1')).toMatchObject({
      due_date: '2026-01-31',
      due_km: 1_000,
      label: '1st free service',
      source_id: 'vinv-1',
      status: 'open',
      party_id: 'p-asha',
      reg_no: 'UP32AB1234',
    })
  })

  it('gives a free service a reminder ten days before it lapses', () => {
    expect(find(planReminders(car), 'free_service_expiring', 's1')).toMatchObject({
      due_date: '2026-01-21',
      window_to: '2026-01-31',
      status: 'open',
    })
  })

  it('lets the km fall due first for a vehicle that runs a lot', () => {
    const fast = { ...car, schedule: [{ label: 'first', days: 60, km: 1_000 }] }
    // Default running 30 km/day: 995 km → 34 days → 4 Feb, before 2 Mar.
    expect(find(planReminders(fast), 'service_due', 's1')?.due_date).toBe('2026-02-04')
    const faster = planReminders(fast, { defaultKmPerDay: 100 })
    expect(find(faster, 'service_due', 's1')?.due_date).toBe('2026-01-11')
  })

  it('treats a sale without an odometer reading as a new vehicle at 0 km', () => {
    const plan = planReminders({ ...car, sale: { id: 'vinv-1', on: '2026-01-01' } })
    expect(find(plan, 'service_due', 's1')?.due_date).toBe('2026-01-31')
  })

  it('counts an entry labelled paid as no free service', () => {
    const paid = { ...car, schedule: [{ label: 'Paid service', days: 30, km: 1_000 }] }
    expect(find(planReminders(paid), 'free_service_expiring', 's1')).toBeUndefined()
    expect(find(planReminders(paid, { isFree: () => true }), 'free_service_expiring', 's1')).toBeDefined()
  })

  it('moves the free service limit by the grace days', () => {
    const r = find(planReminders(car, { freeGraceDays: 15, freeLeadDays: 7 }), 'free_service_expiring', 's1')
    // 45 days → 15 Feb, but the km (4 Feb at 30 km/day) comes first.
    expect(r).toMatchObject({ window_to: '2026-02-04', due_date: '2026-01-28' })
  })
})

describe('planReminders: visits', () => {
  const visited: VehicleFacts = { ...car, visits: [{ id: 'jc-1', on: '2026-01-25', km: 1_200 }] }

  it('closes the earlier cycle with the visit and opens the next at the vehicle’s own running', () => {
    const plan = planReminders(visited)
    expect(find(plan, 'service_due', 's1')).toMatchObject({ status: 'done', linked_jc_id: 'jc-1' })
    expect(find(plan, 'free_service_expiring', 's1')).toMatchObject({ status: 'done', linked_jc_id: 'jc-1' })
    // 1,195 km in 24 days ≈ 49.8 km/day; 3,800 km more → 77 days → 12 Apr, before 30 Jun.
    expect(find(plan, 'service_due', 's2')).toMatchObject({
      due_date: '2026-04-12',
      due_km: 5_000,
      label: '2nd free service',
      source_id: 'jc-1',
      status: 'open',
    })
    expect(find(plan, 'free_service_expiring', 's2')).toMatchObject({
      due_date: '2026-04-02',
      window_to: '2026-04-12',
    })
    expect(plan.filter((r) => r.kind === 'service_due' && r.status === 'open')).toHaveLength(1)
  })

  it('skips the schedule’s services the vehicle has passed', () => {
    const plan = planReminders({ ...car, visits: [{ id: 'jc-1', on: '2026-03-01', km: 12_000 }] })
    const open = plan.filter((r) => r.status === 'open' && r.kind !== 'psf')
    expect(open).toEqual([
      expect.objectContaining({
        kind: 'service_due',
        cycle: 's4',
        label: '1st paid service',
        due_km: 20_000,
      }),
    ])
  })

  it('gives every visit its own cycle even when a repair follows a service closely', () => {
    const plan = planReminders({
      ...car,
      visits: [
        { id: 'jc-2', on: '2026-02-01', km: 1_400 },
        { id: 'jc-1', on: '2026-01-25', km: 1_200 },
      ],
    })
    const cycles = plan
      .filter((r) => r.kind === 'service_due')
      .map((r) => [r.cycle, r.status, r.linked_jc_id])
    expect(cycles).toEqual([
      ['s1', 'done', 'jc-1'],
      ['s2', 'done', 'jc-2'],
      ['s3', 'open', undefined],
    ])
  })

  it('repeats the interval from the last visit past the schedule, and without one', () => {
    const own: VehicleFacts = {
      ...car,
      sale: undefined,
      schedule,
      visits: [{ id: 'jc-9', on: '2026-05-10', km: 42_000 }],
    }
    // One reading: 30 km/day, 5,000 km → 167 days → 24 Oct; 180 days → 6 Nov.
    expect(find(planReminders(own), 'service_due', 's1')).toMatchObject({
      due_date: '2026-10-24',
      due_km: 47_000,
      status: 'open',
    })
    expect(find(planReminders(own, { repeatDays: 90, repeatKm: 10_000 }), 'service_due', 's1')).toMatchObject(
      {
        due_date: '2026-08-08',
        due_km: 52_000,
      },
    )
  })

  it('ignores a job card before the sale (a PDI) as a service', () => {
    const plan = planReminders({ ...car, visits: [{ id: 'jc-pdi', on: '2025-12-28', km: 2 }] })
    expect(find(plan, 'service_due', 's1')?.status).toBe('open')
    expect(find(plan, 'psf', 'jc:jc-pdi')).toBeUndefined()
  })
})

describe('planReminders: feedback and insurance', () => {
  it('calls for feedback three days after a job card’s delivery, lapsing at fifteen', () => {
    const plan = planReminders({
      ...car,
      visits: [{ id: 'jc-1', on: '2026-01-25', km: 1_200, party_id: 'p-ravi' }],
    })
    expect(find(plan, 'psf', 'jc:jc-1')).toMatchObject({
      due_date: '2026-01-28',
      window_to: '2026-02-09',
      source_id: 'jc-1',
      party_id: 'p-ravi',
      status: 'open',
    })
    const later = planReminders(
      { ...car, visits: [{ id: 'jc-1', on: '2026-01-25', km: 1_200 }] },
      { psfAfterDays: 1, psfExpireDays: 7 },
    )
    expect(find(later, 'psf', 'jc:jc-1')).toMatchObject({ due_date: '2026-01-26', window_to: '2026-02-01' })
  })

  it('calls for renewal thirty days before the policy expires; a later policy closes the earlier', () => {
    const plan = planReminders({ ...car, insurance_expiries: ['2026-09-10', '2025-09-10', '2026-09-10'] })
    expect(find(plan, 'insurance_renewal', 'ins:2025-09-10')?.status).toBe('done')
    expect(find(plan, 'insurance_renewal', 'ins:2026-09-10')).toMatchObject({
      due_date: '2026-08-11',
      window_to: '2026-09-10',
      status: 'open',
    })
    expect(plan.filter((r) => r.kind === 'insurance_renewal')).toHaveLength(2)
  })

  it('stops service and renewal calls to a customer who sold the vehicle, not the feedback call', () => {
    const plan = planReminders({
      ...car,
      visits: [{ id: 'jc-1', on: '2026-01-25', km: 1_200 }],
      insurance_expiries: ['2026-09-10'],
      ended_parties: ['p-asha'],
    })
    expect(plan.filter((r) => r.status === 'open').map((r) => r.kind)).toEqual(['psf'])
    // A new owner's visit starts them again.
    const resumed = planReminders({
      ...car,
      party_id: 'p-new',
      visits: [{ id: 'jc-1', on: '2026-01-25', km: 1_200 }],
      ended_parties: ['p-asha'],
    })
    expect(find(resumed, 'service_due', 's2')?.status).toBe('open')
  })
})

describe('generateReminders: ids', () => {
  it('derives the id from company, vehicle, kind and cycle', async () => {
    const [first] = (await generateReminders([car])).filter((r) => r.kind === 'service_due')
    expect(first?.id).toMatch(/^f-[0-9a-f]{32}$/)
    expect(first?.id).toBe(await derivedId('f', 'co-1|v-car|service_due|s1'))
    expect(reminderKey({ company: 'co-1', vehicle_id: 'v-car', kind: 'psf', cycle: 'jc:x' })).toBe(
      'co-1|v-car|psf|jc:x',
    )
  })

  it('gives two devices with the same facts in a different order identical reminders', async () => {
    const bike: VehicleFacts = {
      company: 'co-1',
      vehicle_id: 'v-bike',
      party_id: 'p-ravi',
      reg_no: 'UP32CD5678',
      vehicle: 'Honda Shine',
      sale: { id: 'vinv-2', on: '2026-02-10', km: 1 },
      schedule: [
        { label: '1st free service', days: 30, km: 750 },
        { label: '2nd free service', days: 120, km: 3_000 },
      ],
      visits: [
        { id: 'jc-b1', on: '2026-03-05', km: 700 },
        { id: 'jc-b2', on: '2026-06-01', km: 2_900 },
      ],
      insurance_expiries: ['2027-02-09'],
    }
    const carWithHistory: VehicleFacts = {
      ...car,
      visits: [
        { id: 'jc-1', on: '2026-01-25', km: 1_200 },
        { id: 'jc-2', on: '2026-04-10', km: 4_900 },
      ],
      insurance_expiries: ['2025-12-31', '2026-12-31'],
    }
    const deviceA = await generateReminders([carWithHistory, bike])
    const deviceB = await generateReminders([
      { ...bike, visits: [...bike.visits].reverse() },
      {
        ...carWithHistory,
        visits: [...carWithHistory.visits].reverse(),
        insurance_expiries: ['2026-12-31', '2025-12-31'],
      },
    ])
    expect(deviceB).toEqual(deviceA)
    expect(new Set(deviceA.map((r) => r.id)).size).toBe(deviceA.length)
    // One open service reminder per vehicle.
    for (const v of ['v-car', 'v-bike']) {
      expect(
        deviceA.filter((r) => r.vehicle_id === v && r.kind === 'service_due' && r.status === 'open'),
      ).toHaveLength(1)
    }
  })

  it('keeps a served cycle’s content when a later visit arrives', async () => {
    const before = await generateReminders([
      { ...car, visits: [{ id: 'jc-1', on: '2026-01-25', km: 1_200 }] },
    ])
    const after = await generateReminders([
      {
        ...car,
        visits: [
          { id: 'jc-1', on: '2026-01-25', km: 1_200 },
          { id: 'jc-2', on: '2026-04-10', km: 4_900 },
        ],
      },
    ])
    const s2Before = before.find((r) => r.kind === 'service_due' && r.cycle === 's2')
    const s2After = after.find((r) => r.kind === 'service_due' && r.cycle === 's2')
    expect(s2After).toEqual({ ...s2Before, status: 'done', linked_jc_id: 'jc-2' })
  })
})
