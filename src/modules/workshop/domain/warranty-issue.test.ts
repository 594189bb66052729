import { describe, expect, it } from 'vitest'
import type { JobCard } from '@schemas/job-cards.schema'
import { warrantyIssueReason, warrantyJournalDraft, warrantyParts } from './warranty-issue'

type Line = JobCard['parts'][number]
const line = (id: string, patch: Partial<Line>): Line => ({
  id,
  name: id,
  qty: 1,
  rate: 100_00,
  gst_rate: 18,
  ...patch,
})
const card = (parts: Line[]) => ({ job_no: 'JCAAA/2526/0007', reg_no: 'MH12AB1234', parts })

describe('the warranty parts of a job card', () => {
  it('are the warranty lines with a part of the master, each part once with its quantities added', () => {
    const parts = [
      line('a', { part_id: 'p-pad', qty: 1, billable_to: 'warranty' }),
      line('b', { part_id: 'p-oil', qty: 3.5, billable_to: 'warranty' }),
      line('c', { part_id: 'p-pad', qty: 0.1, billable_to: 'warranty' }),
      line('d', { part_id: 'p-pad', qty: 2 }), // the customer's: on the invoice, out with it
      line('e', { part_id: 'p-pad', qty: 2, billable_to: 'insurance' }),
      line('f', { part_id: 'p-bulb', qty: 1, billable_to: 'free' }),
      line('g', { qty: 1, billable_to: 'warranty' }), // typed before lines named a part: nothing to move
      line('h', { part_id: 'p-nut', qty: 0, billable_to: 'warranty' }),
    ]
    expect(warrantyParts({ parts })).toEqual([
      { part_id: 'p-pad', qty: 1.1 },
      { part_id: 'p-oil', qty: 3.5 },
    ])
  })

  it('make the stock journal’s draft of kind warranty, dated as asked, or none', () => {
    const parts = [line('a', { part_id: 'p-pad', qty: 0.25, billable_to: 'warranty' })]
    expect(warrantyJournalDraft(card(parts), '2025-12-15')).toEqual({
      kind: 'warranty',
      doc_date: '2025-12-15',
      reason: 'Warranty parts fitted on job card JCAAA/2526/0007 (MH12AB1234): claimed from the maker',
      lines: [{ key: 'w1', part_id: 'p-pad', qty: '0.25', value: '' }],
    })
    expect(warrantyJournalDraft(card([line('a', { part_id: 'p-pad' })]), '2025-12-15')).toBeNull()
    expect(warrantyIssueReason({ job_no: 'JC1', reg_no: '' })).toBe(
      'Warranty parts fitted on job card JC1: claimed from the maker',
    )
  })
})
