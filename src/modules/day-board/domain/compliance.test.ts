import { describe, expect, it } from 'vitest'
import { cnCutoff, complianceInbox, oldDrafts } from './compliance'

const HOUR = 60 * 60 * 1000
const NOW = Date.UTC(2026, 10, 27, 10)

describe('oldDrafts', () => {
  it('names drafts older than a day by type, the oldest of each, the type with the most first', () => {
    const d = (id: string, type: string, hours: number, status = 'draft') => ({
      id,
      type,
      status,
      created_at: NOW - hours * HOUR,
    })
    const flags = oldDrafts(
      [
        d('r1', 'rcpt', 30),
        d('r2', 'rcpt', 50),
        d('r3', 'rcpt', 23), // less than a day
        d('j1', 'jv', 25),
        d('v1', 'vinv', 100, 'posted'),
      ] as never,
      NOW,
    )
    expect(flags).toEqual([
      { kind: 'old_drafts', type: 'rcpt', count: 2, first: 'r2' },
      { kind: 'old_drafts', type: 'jv', count: 1, first: 'j1' },
    ])
  })
})

describe('cnCutoff', () => {
  const rows = [
    { id: 'i1', type: 'vinv', status: 'posted', doc_date: '2025-10-15', against_id: '' },
    { id: 'i2', type: 'winv', status: 'posted', doc_date: '2026-05-02', against_id: '' },
    { id: 'c1', type: 'vcn', status: 'draft', doc_date: '2026-11-20', against_id: 'i1' },
    { id: 'c2', type: 'wcn', status: 'draft', doc_date: '2026-11-20', against_id: 'i2' },
    { id: 'c3', type: 'vcn', status: 'posted', doc_date: '2026-11-20', against_id: 'i1' },
  ] as never
  it('counts down to 30 November for last year’s invoices, with the drafts on them', () => {
    // research/modules.md G-example: a note on an October 2025 invoice is due by 30 Nov 2026.
    expect(cnCutoff(rows, '2026-11-27')).toEqual({
      kind: 'cn_cutoff',
      lastDay: '2026-11-30',
      daysLeft: 3,
      fy: '2025-26',
      drafts: 1,
    })
    expect(cnCutoff(rows, '2026-10-31')).toMatchObject({ daysLeft: 30 })
  })
  it('says nothing more than 30 days before, once the day has passed, or with no invoice of that year', () => {
    expect(cnCutoff(rows, '2026-10-30')).toBeNull()
    expect(cnCutoff(rows, '2026-12-01')).toBeNull()
    expect(cnCutoff(rows, '2027-11-27')).toMatchObject({ fy: '2026-27', drafts: 1 })
    expect(cnCutoff(rows, '2025-11-27')).toBeNull()
  })
  it('takes the annual return’s filing when it came first', () => {
    expect(cnCutoff(rows, '2026-10-25', '2026-11-10')).toMatchObject({ lastDay: '2026-11-10', daysLeft: 16 })
  })
})

describe('complianceInbox', () => {
  it('orders the clocks first and names the nearest IRN deadline', () => {
    const inbox = complianceInbox({
      irn: [
        { id: 'a', daysLeft: 12 },
        { id: 'b', daysLeft: -2 },
      ],
      cnCutoff: null,
      cashBreaches: 1,
      negativeParts: ['p1', 'p2'],
      chassisTwice: ['v1'],
      conflicts: 3,
      drafts: [{ kind: 'old_drafts', type: 'jv', count: 1, first: 'j1' }],
    })
    expect(inbox.map((f) => f.kind)).toEqual([
      'irn_pending',
      'cash_limit',
      'chassis_twice',
      'negative_stock',
      'sync_conflicts',
      'old_drafts',
    ])
    expect(inbox[0]).toEqual({ kind: 'irn_pending', count: 2, daysLeft: -2, first: 'b' })
    expect(inbox[3]).toEqual({ kind: 'negative_stock', count: 2, first: 'p1' })
  })
  it('is empty when nothing needs acting on', () => {
    expect(
      complianceInbox({
        irn: [],
        cnCutoff: null,
        cashBreaches: 0,
        negativeParts: [],
        chassisTwice: [],
        conflicts: 0,
        drafts: [],
      }),
    ).toEqual([])
  })
})
