import { describe, expect, it } from 'vitest'
import { applyCall } from './call-log'
import { generateReminders, type VehicleFacts } from './generate'
import { endedParties, reconcile } from './reconcile'
import type { CallAttempt, Reminder } from './types'

const car: VehicleFacts = {
  company: 'co-1',
  vehicle_id: 'v-car',
  party_id: 'p-asha',
  reg_no: 'UP32AB1234',
  vehicle: 'Maruti Swift VXi',
  sale: { id: 'vinv-1', on: '2026-01-01', km: 5 },
  schedule: [
    { label: '1st free service', days: 30, km: 1_000 },
    { label: '2nd free service', days: 180, km: 5_000 },
  ],
  visits: [],
}
const visit1 = { id: 'jc-1', on: '2026-01-25', km: 1_200 }

const call = (fields: Partial<CallAttempt>): CallAttempt => ({
  at: Date.UTC(2026, 0, 20, 5),
  on: '2026-01-20',
  by: 'u-cre',
  channel: 'call',
  outcome: 'reached',
  next_at: '2026-01-24',
  ...fields,
})

const key = (r: Reminder) => `${r.kind}:${r.cycle}:${r.status}`

describe('reconcile', () => {
  it('writes the open cycles new, and nothing twice', async () => {
    const generated = await generateReminders([car])
    const first = reconcile([], generated, '2026-01-05')
    expect(first.create.map(key)).toEqual(
      expect.arrayContaining(['service_due:s1:open', 'free_service_expiring:s1:open']),
    )
    expect(first.create).toHaveLength(2)
    expect(reconcile(first.create, generated, '2026-01-05')).toEqual({ create: [], update: [] })
  })

  it('closes the stored open cycle a later visit served, keeping its calls, and opens the next', async () => {
    const stored = (await generateReminders([car])).map((r) => {
      if (r.kind !== 'service_due') return r
      const called = applyCall(r, call({}))
      if (!called.ok) throw new Error(called.reason)
      return called.value
    })
    const generated = await generateReminders([{ ...car, visits: [visit1] }])
    const { create, update } = reconcile(stored, generated, '2026-01-26')
    expect(update.map(key).sort()).toEqual(['free_service_expiring:s1:done', 'service_due:s1:done'])
    const s1 = update.find((r) => r.kind === 'service_due')
    expect(s1).toMatchObject({
      linked_jc_id: 'jc-1',
      attempts: [expect.objectContaining({ outcome: 'reached' })],
    })
    expect(create.map(key).sort()).toEqual([
      'free_service_expiring:s2:open',
      'psf:jc:jc-1:open',
      'service_due:s2:open',
    ])
  })

  it('brings an open reminder’s due date up to date, and leaves a called-off one alone', async () => {
    const stored = await generateReminders([{ ...car, visits: [visit1] }])
    const s2 = stored.find((r) => r.kind === 'service_due' && r.cycle === 's2')!
    const moved = reconcile([{ ...s2, due_date: '2026-05-01' }], stored, '2026-02-01')
    expect(moved.update).toEqual([s2])
    const skipped = { ...s2, status: 'skipped' as const, due_date: '2026-05-01' }
    expect(reconcile([skipped], stored, '2026-02-01').update).toEqual([])
  })

  it('writes no history: a served cycle or a lapsed window is not created', async () => {
    const generated = await generateReminders([
      { ...car, visits: [visit1], insurance_expiries: ['2025-06-30', '2026-06-30'] },
    ])
    const { create } = reconcile([], generated, '2026-03-01')
    // s1 served, the feedback window (to 9 Feb) passed, the 2025 policy renewed.
    expect(create.map(key).sort()).toEqual([
      'free_service_expiring:s2:open',
      'insurance_renewal:ins:2026-06-30:open',
      'service_due:s2:open',
    ])
  })

  it('skips an open service cycle the facts no longer call for, leaving other vehicles alone', async () => {
    const stored = await generateReminders([{ ...car, visits: [visit1] }])
    const openS2 = stored.filter((r) => r.cycle === 's2' && r.status === 'open')
    const other = { ...openS2[0]!, id: 'f-other', vehicle_id: 'v-other' }
    // The job card was undelivered: the facts call for s1 again.
    const generated = await generateReminders([car])
    const { create, update } = reconcile([...openS2, other], generated, '2026-01-10')
    expect(update.map(key).sort()).toEqual(['free_service_expiring:s2:skipped', 'service_due:s2:skipped'])
    expect(create.map(key).sort()).toEqual(['free_service_expiring:s1:open', 'service_due:s1:open'])
  })

  it('gives two devices reconciling the same stored and generated reminders the same writes', async () => {
    const stored = await generateReminders([car])
    const generated = await generateReminders([{ ...car, visits: [visit1] }])
    const a = reconcile(stored, generated, '2026-01-26')
    const b = reconcile([...stored].reverse(), generated, '2026-01-26')
    expect(b).toEqual(a)
  })
})

describe('endedParties', () => {
  it('names the customers who said they sold the vehicle or moved away', async () => {
    const [r] = await generateReminders([car])
    const sold = applyCall(r!, call({ outcome: 'vehicle_sold', next_at: undefined }))
    if (!sold.ok) throw new Error(sold.reason)
    expect(endedParties([sold.value], 'v-car')).toEqual(['p-asha'])
    expect(endedParties([sold.value], 'v-other')).toEqual([])
    expect(endedParties([r!], 'v-car')).toEqual([])
  })
})
