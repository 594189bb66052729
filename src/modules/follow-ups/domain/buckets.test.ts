import { describe, expect, it } from 'vitest'
import { bucketOf, todaysCalls } from './buckets'
import type { CallAttempt, Reminder } from './types'

const reminder: Reminder = {
  id: 'f-1',
  company: 'co-1',
  kind: 'service_due',
  cycle: 's2',
  vehicle_id: 'v-car',
  party_id: 'p-asha',
  reg_no: 'UP32AB1234',
  vehicle: 'Maruti Swift VXi',
  source_id: 'jc-1',
  due_date: '2026-04-20',
  status: 'open',
  attempts: [],
}

const call = (on: string, fields: Partial<CallAttempt> = {}): CallAttempt => ({
  at: Date.parse(`${on}T05:00:00Z`),
  on,
  by: 'u-cre',
  channel: 'call',
  outcome: 'not_reachable',
  ...fields,
})

describe('bucketOf', () => {
  it('places a reminder by days to or past its due date, with the stated defaults', () => {
    const at = (today: string) => bucketOf(reminder, today)
    expect(at('2026-04-09')).toBe('upcoming') // N−11
    expect(at('2026-04-10')).toBe('due_soon') // N−10
    expect(at('2026-04-15')).toBe('due_soon') // N−5
    expect(at('2026-04-20')).toBe('due') // N
    expect(at('2026-04-27')).toBe('due') // N+7
    expect(at('2026-04-28')).toBe('overdue') // N+8
    expect(at('2026-05-20')).toBe('overdue') // N+30
    expect(at('2026-05-21')).toBe('lost') // N+31
  })

  it('takes other limits as parameters', () => {
    const options = { dueSoonDays: 7, overdueAfterDays: 0, lostAfterDays: 60 }
    expect(bucketOf(reminder, '2026-04-12', [], options)).toBe('upcoming')
    expect(bucketOf(reminder, '2026-04-13', [], options)).toBe('due_soon')
    expect(bucketOf(reminder, '2026-04-21', [], options)).toBe('overdue')
    expect(bucketOf(reminder, '2026-06-19', [], options)).toBe('overdue')
    expect(bucketOf(reminder, '2026-06-20', [], options)).toBe('lost')
  })

  it('takes a reminder off the list until the next call a logged call set', () => {
    const calls = [call('2026-04-21', { outcome: 'reached', next_at: '2026-04-25' })]
    expect(bucketOf(reminder, '2026-04-21', calls)).toBe('scheduled')
    expect(bucketOf(reminder, '2026-04-24', calls)).toBe('scheduled')
    expect(bucketOf(reminder, '2026-04-25', calls)).toBe('due')
    // The latest call counts, whatever order they are listed in.
    const two = [call('2026-04-22', { next_at: '2026-05-01' }), ...calls]
    expect(bucketOf(reminder, '2026-04-26', two)).toBe('scheduled')
    expect(bucketOf(reminder, '2026-04-26', [...two].reverse())).toBe('scheduled')
  })

  it('reads the reminder’s own calls when none are given', () => {
    const called = { ...reminder, attempts: [call('2026-04-21')] }
    expect(bucketOf(called, '2026-04-21')).toBe('scheduled')
    expect(bucketOf(called, '2026-04-22')).toBe('due')
  })

  it('closes on a closing outcome, a closed status, and expires past the window', () => {
    expect(bucketOf(reminder, '2026-04-21', [call('2026-04-21', { outcome: 'not_interested' })])).toBe(
      'closed',
    )
    expect(bucketOf({ ...reminder, status: 'done' }, '2026-04-21')).toBe('closed')
    const psf = { ...reminder, kind: 'psf' as const, due_date: '2026-01-28', window_to: '2026-02-09' }
    expect(bucketOf(psf, '2026-02-09')).toBe('overdue')
    expect(bucketOf(psf, '2026-02-10')).toBe('expired')
  })
})

describe('todaysCalls', () => {
  it('lists overdue, due and due-soon reminders, most late first, the same whatever the input order', () => {
    const list = [
      { ...reminder, id: 'f-a', due_date: '2026-04-25' }, // due soon
      { ...reminder, id: 'f-b', due_date: '2026-04-01' }, // overdue
      { ...reminder, id: 'f-c', due_date: '2026-04-18' }, // due
      { ...reminder, id: 'f-d', due_date: '2026-06-01' }, // upcoming
      { ...reminder, id: 'f-e', due_date: '2026-02-01' }, // lost
      { ...reminder, id: 'f-f', due_date: '2026-04-18' }, // due
    ]
    const ids = (rows: ReturnType<typeof todaysCalls>) => rows.map((r) => `${r.bucket}:${r.reminder.id}`)
    expect(ids(todaysCalls(list, '2026-04-20'))).toEqual([
      'overdue:f-b',
      'due:f-c',
      'due:f-f',
      'due_soon:f-a',
    ])
    expect(ids(todaysCalls([...list].reverse(), '2026-04-20'))).toEqual(ids(todaysCalls(list, '2026-04-20')))
  })
})
