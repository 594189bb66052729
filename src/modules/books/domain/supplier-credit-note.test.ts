import { describe, expect, it } from 'vitest'
import { checkSupplierCredit, supplierCreditRefusal } from './supplier-credit-note'

const note = {
  type: 'ppret',
  status: 'posted',
  doc_date: '2025-12-10',
  delivery: { at: 1 },
  supplier_cn: undefined,
} as const
const ctx = { today: '2025-12-20', now: 1_766_000_000_000, userId: 'u1' }

describe('the supplier’s credit note on a debit note', () => {
  it('is taken by a posted, dispatched debit note, once', () => {
    expect(supplierCreditRefusal(note)).toBeNull()
    expect(supplierCreditRefusal({ ...note, delivery: undefined })).toBe('not_dispatched')
    expect(supplierCreditRefusal({ ...note, status: 'cancelled' })).toBe('not_posted')
    expect(supplierCreditRefusal({ ...note, type: 'vinv' })).toBe('not_debit_note')
    expect(supplierCreditRefusal({ ...note, supplier_cn: { no: 'CN/1', date: '2025-12-12' } })).toBe(
      'already_recorded',
    )
  })

  it('needs a number of at most 16 characters and a date from the note’s to today', () => {
    expect(checkSupplierCredit(note, { no: ' CN/2526/41 ', date: '2025-12-12' }, ctx)).toEqual({
      ok: true,
      value: { no: 'CN/2526/41', date: '2025-12-12', at: ctx.now, by: 'u1' },
    })
    const bad = checkSupplierCredit(note, { no: 'X'.repeat(17), date: '2025-12-09' }, ctx)
    expect(bad).toEqual({
      ok: false,
      errors: {
        no: { code: 'too_long', values: { max: 16 } },
        date: { code: 'before_note', values: { date: '2025-12-10' } },
      },
    })
    expect(checkSupplierCredit(note, { no: '', date: '2025-12-21' }, ctx)).toEqual({
      ok: false,
      errors: { no: { code: 'required' }, date: { code: 'future_date' } },
    })
    expect(checkSupplierCredit(note, { no: 'A', date: '2025-02-30' }, ctx)).toMatchObject({
      ok: false,
      errors: { date: { code: 'invalid' } },
    })
  })
})
