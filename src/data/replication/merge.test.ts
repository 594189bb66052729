import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { jsonEqual, masterWins, mergeThreeWay, sameRecord, type Doc } from './merge'

const doc = (rev: number, fields: Record<string, unknown>, deleted = false): Doc => ({
  rev,
  _deleted: deleted,
  ...fields,
})

describe('mergeThreeWay', () => {
  it('takes each side’s changes to different fields', () => {
    const base = doc(1, { name: 'Ann', mobile: '1', city: 'Agra' })
    const master = doc(2, { name: 'Ann', mobile: '2', city: 'Agra' })
    const local = doc(2, { name: 'Anna', mobile: '1', city: 'Agra' })
    const { merged, losers } = mergeThreeWay(base, master, local)
    expect(merged).toEqual(doc(3, { name: 'Anna', mobile: '2', city: 'Agra' }))
    expect(losers).toEqual([])
  })

  it('lets the server win a clash on one field and reports our value', () => {
    const base = doc(1, { name: 'Ann' })
    const { merged, losers } = mergeThreeWay(base, doc(2, { name: 'Anne' }), doc(2, { name: 'Anna' }))
    expect(merged.name).toBe('Anne')
    expect(losers).toEqual([{ field: 'name', lost: 'Anna', kept: 'Anne' }])
  })

  it('treats nested lines as one value and ignores key order', () => {
    const lines = [{ id: 'a', qty: 1, rate: 5 }]
    const base = doc(1, { lines })
    const reordered = doc(2, { lines: [{ rate: 5, qty: 1, id: 'a' }], note: 'x' })
    const ours = doc(2, { lines: [{ id: 'a', qty: 2, rate: 5 }] })
    const { merged, losers } = mergeThreeWay(base, reordered, ours)
    expect(merged.lines).toEqual([{ id: 'a', qty: 2, rate: 5 }])
    expect(merged.note).toBe('x')
    expect(losers).toEqual([])
  })

  it('keeps a server deletion and logs the edits made here to the deleted record', () => {
    const base = doc(1, { name: 'Ann', mobile: '1' })
    const { merged, losers } = mergeThreeWay(
      base,
      doc(2, { name: 'Ann', mobile: '1' }, true),
      doc(2, { name: 'Ann', mobile: '9' }),
    )
    expect(merged._deleted).toBe(true)
    expect(losers).toEqual([{ field: 'mobile', lost: '9', kept: '1' }])
  })

  it('keeps a local deletion of a record the server only edited', () => {
    const base = doc(1, { name: 'Ann' })
    const { merged } = mergeThreeWay(base, doc(2, { name: 'Anne' }), doc(2, { name: 'Ann' }, true))
    expect(merged._deleted).toBe(true)
    expect(merged.name).toBe('Anne')
  })

  it('without a common ancestor, every differing local value is logged', () => {
    const { merged, losers } = mergeThreeWay(undefined, doc(1, { a: 1, b: 2 }), doc(1, { a: 1, b: 3 }))
    expect(merged).toEqual(doc(2, { a: 1, b: 2 }))
    expect(losers).toEqual([{ field: 'b', lost: 3, kept: 2 }])
  })

  it('the merged rev is above both sides', () => {
    const { merged } = mergeThreeWay(doc(1, { a: 1 }), doc(2, { a: 2 }), doc(7, { b: 1 }))
    expect(merged.rev).toBe(8)
  })

  it('null and absent are the same value', () => {
    expect(jsonEqual(undefined, null)).toBe(true)
    expect(jsonEqual({ a: null }, {})).toBe(true)
    expect(jsonEqual([1], [1, 2])).toBe(false)
  })

  // The property the issue asks for: random concurrent edits never lose a value without a log entry.
  const FIELDS = ['name', 'mobile', 'lines', 'status', 'note'] as const
  const value = fc.oneof(
    fc.constantFrom(undefined, 'a', 'b', 'c', 1, 2),
    fc.array(fc.record({ id: fc.constantFrom('x', 'y'), qty: fc.integer({ min: 0, max: 3 }) }), {
      maxLength: 2,
    }),
  )
  const fieldsArb = fc.record(
    Object.fromEntries(FIELDS.map((f) => [f, value])) as Record<string, typeof value>,
  )
  const edits = fc.record(
    Object.fromEntries(FIELDS.map((f) => [f, fc.option(value, { nil: undefined, freq: 2 })])) as Record<
      string,
      fc.Arbitrary<unknown>
    >,
  )
  const apply = (base: Record<string, unknown>, e: Record<string, unknown>) => {
    const out = { ...base }
    for (const [k, v] of Object.entries(e)) if (v !== undefined) out[k] = v
    return out
  }

  it('never drops a local change silently (property)', () => {
    fc.assert(
      fc.property(fieldsArb, edits, edits, fc.boolean(), fc.boolean(), (base, ours, theirs, delL, delM) => {
        const assumed = doc(1, base)
        const local = doc(2, apply(base, ours), delL)
        const master = doc(2, apply(base, theirs), delM)
        const { merged, losers } = mergeThreeWay(assumed, master, local)
        expect(merged.rev).toBe(3)
        for (const f of FIELDS) {
          const changedHere = !jsonEqual(local[f], assumed[f])
          const survived = jsonEqual(merged[f], local[f])
          const logged = losers.some((l) => l.field === f && jsonEqual(l.lost, local[f]))
          // A local change either lives on in a live record, or is in the log, or this device deleted the record.
          if (changedHere) expect((survived && !merged._deleted) || logged || delL).toBe(true)
          // Server changes are never overwritten by an unchanged local field.
          if (!changedHere) expect(jsonEqual(merged[f], master[f])).toBe(true)
        }
      }),
      { numRuns: 2000 },
    )
  })
})

describe('masterWins', () => {
  it("takes the server's copy whole, reports every local value that differs, and never deletes", () => {
    const master = { id: 'v', rev: 2, _deleted: false, status: 'posted', number: 'RV/1', updated_at: 5 }
    const local = { id: 'v', rev: 3, _deleted: true, status: 'draft', narration: 'mine', updated_at: 7 }
    const { merged, losers } = masterWins(master as never, local as never)
    expect(merged).toMatchObject({
      id: 'v',
      status: 'posted',
      number: 'RV/1',
      rev: 4,
      _deleted: false,
      updated_at: 7,
    })
    expect(merged).not.toHaveProperty('narration')
    // A field this device never set lost nothing.
    expect(losers).toEqual([
      { field: 'status', lost: 'draft', kept: 'posted' },
      { field: 'narration', lost: 'mine', kept: undefined },
    ])
  })
})

describe('sameRecord', () => {
  it('compares the fields, not the bookkeeping; key order, null and absent do not count', () => {
    const a = doc(1, { id: 'p', name: 'Ramesh', lines: [{ a: 1, b: 2 }], updated_at: 5 })
    expect(
      sameRecord(a, doc(3, { id: 'p', name: 'Ramesh', lines: [{ b: 2, a: 1 }], pan: null, updated_at: 9 })),
    ).toBe(true)
    expect(
      sameRecord(a, doc(1, { id: 'p', name: 'Ramesh K.', lines: [{ a: 1, b: 2 }], updated_at: 5 })),
    ).toBe(false)
    expect(
      sameRecord(a, doc(1, { id: 'p', name: 'Ramesh', lines: [{ a: 1, b: 2 }], updated_at: 5 }, true)),
    ).toBe(false)
  })
})
