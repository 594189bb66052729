import { describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import { checkDispatch, debitNoteState, dispatchDate, dispatchMoment, dispatchRefusal } from './debit-note'
import { cr, dr, voucher } from './fixtures.test-data'
import { cancelRefusal } from './period'

// G7's debit note: 2 BP-100 back to the supplier on 12 Dec 2025 (₹3,894).
const note = voucher({
  type: 'ppret',
  doc_date: '2025-12-12',
  party_id: 's1',
  against_id: 'ppur-5dec',
  postings: [dr('sys:creditors', 3_894_00, 's1'), cr('sys:purchases-parts', 3_894_00)],
})
const rules = { lockDate: null, today: '2025-12-20', validTill: null }
const dispatched = (v: Voucher, date: string, ref = ''): Voucher => {
  const r = checkDispatch(v, { date, ref, remarks: '' }, { today: '2025-12-20' })
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return { ...v, delivery: r.value }
}

describe('a debit note’s dispatch', () => {
  it('is read from the date typed into the delivery record, the date the same in every time zone', () => {
    const r = checkDispatch(
      note,
      { date: '2025-12-13', ref: ' LR/4471 ', remarks: ' VRL Logistics ' },
      { today: '2025-12-20', userId: 'u-1' },
    )
    expect(r).toEqual({
      ok: true,
      value: { at: Date.UTC(2025, 11, 13, 12), by: 'u-1', gate_pass_no: 'LR/4471', remarks: 'VRL Logistics' },
    })
    expect(dispatchDate({ delivery: { at: dispatchMoment('2025-12-13') } })).toBe('2025-12-13')
    expect(dispatchDate(note)).toBeNull()
    // Noon UTC is the same calendar day from UTC−11 to UTC+11.
    const at = dispatchMoment('2026-03-31')
    for (const hours of [-11, -5, 0, 5.5, 11]) {
      expect(new Date(at + hours * 3_600_000).toISOString().slice(0, 10)).toBe('2026-03-31')
    }
  })

  it('refuses no date, a bad one, one before the note or in the future, and text beyond its length', () => {
    const codes = (date: string, ref = '', remarks = '') => {
      const r = checkDispatch(note, { date, ref, remarks }, { today: '2025-12-20' })
      return r.ok ? {} : Object.fromEntries(Object.entries(r.errors).map(([k, e]) => [k, e?.code]))
    }
    expect(codes('')).toEqual({ date: 'required' })
    expect(codes('2025-02-30')).toEqual({ date: 'invalid' })
    expect(codes('2025-12-11')).toEqual({ date: 'before_note' })
    expect(codes('2025-12-21')).toEqual({ date: 'future_date' })
    expect(codes('2025-12-12', 'x'.repeat(31), 'y'.repeat(501))).toEqual({
      ref: 'too_long',
      remarks: 'too_long',
    })
    expect(codes('2025-12-20', 'x'.repeat(30), 'y'.repeat(500))).toEqual({})
  })

  it('is taken once, by a posted debit note only', () => {
    expect(dispatchRefusal(note)).toBeNull()
    expect(dispatchRefusal({ ...note, type: 'vpret' })).toBeNull()
    expect(dispatchRefusal(dispatched(note, '2025-12-13'))).toBe('already_dispatched')
    expect(dispatchRefusal({ ...note, status: 'cancelled' })).toBe('not_posted')
    expect(dispatchRefusal({ ...note, type: 'vinv' })).toBe('not_debit_note')
    expect(debitNoteState(note)).toBe('posted')
    expect(debitNoteState(dispatched(note, '2025-12-13'))).toBe('dispatched')
    expect(debitNoteState({ ...note, status: 'cancelled' })).toBe('cancelled')
  })
})

describe('cancelling a debit note', () => {
  it('is allowed before dispatch and refused after, for parts and vehicle returns alike', () => {
    expect(cancelRefusal(note, [note], rules)).toBeNull()
    expect(cancelRefusal(dispatched(note, '2025-12-13'), [note], rules)).toBe('dispatched')
    const vpret = { ...note, id: 'vpret-1', type: 'vpret' as const }
    expect(cancelRefusal(vpret, [vpret], rules)).toBeNull()
    expect(cancelRefusal(dispatched(vpret, '2025-12-12'), [vpret], rules)).toBe('dispatched')
    // Another document's delivery (a vehicle invoice's) is not a dispatch to a supplier.
    const vinv = { ...note, id: 'vinv-1', type: 'vinv' as const, delivery: { at: 1 } }
    expect(cancelRefusal(vinv, [vinv], rules)).toBeNull()
    // A locked period still says so first.
    expect(cancelRefusal(dispatched(note, '2025-12-13'), [note], { ...rules, lockDate: '2025-12-31' })).toBe(
      'period_locked',
    )
  })
})
