import { describe, expect, it } from 'vitest'
import { creditNoteLastDay, creditNoteMoney } from './credit-note'

/** G4: a diesel SUV invoiced on 18 Sep 2025 at 28 % + 22 % cess, intra-state. */
const g4 = {
  kind: 'intra' as const,
  lines: [{ id: 'suv', qty: 1, taxable: 12_00_000_00, gst_bp: 2800, cess_bp: 2200 }],
}

describe('a vehicle credit note (research/modules.md G4)', () => {
  it("G4: credits at the invoice's 28 % + 22 % cess in October, not at the note's date's 40 %", () => {
    const r = creditNoteMoney(g4, [{ line_id: 'suv', qty: 1, taxable: 12_00_000_00 }], [])
    expect(r).toMatchObject({
      ok: true,
      value: {
        taxable: 12_00_000_00,
        cgst: 1_68_000_00,
        sgst: 1_68_000_00,
        igst: 0,
        cess: 2_64_000_00,
        total: 18_00_000_00,
      },
    })
  })

  it('never credits more than was invoiced, counting earlier notes and earlier lines of this one', () => {
    const half = { line_id: 'suv', qty: 0, taxable: 6_00_000_00 }
    expect(creditNoteMoney(g4, [half], [half])).toMatchObject({ ok: true })
    expect(creditNoteMoney(g4, [{ ...half, taxable: 6_00_000_01 }], [half])).toEqual({
      ok: false,
      refusal: { code: 'value_over', line: 0, left: 6_00_000_00 },
    })
    expect(
      creditNoteMoney(
        g4,
        [
          { line_id: 'suv', qty: 1, taxable: 1 },
          { line_id: 'suv', qty: 1, taxable: 1 },
        ],
        [],
      ),
    ).toEqual({
      ok: false,
      refusal: { code: 'qty_over', line: 1, left: 0 },
    })
    expect(creditNoteMoney(g4, [{ line_id: 'mats', qty: 1, taxable: 1 }], [])).toEqual({
      ok: false,
      refusal: { code: 'not_on_invoice', line: 0 },
    })
    expect(creditNoteMoney(g4, [{ line_id: 'suv', qty: 1, taxable: 0 }], [])).toEqual({
      ok: false,
      refusal: { code: 'nothing_credited', line: 0 },
    })
  })

  it('takes IGST when the invoice was inter-state', () => {
    const r = creditNoteMoney(
      { ...g4, kind: 'inter' },
      [{ line_id: 'suv', qty: 1, taxable: 1_00_000_00 }],
      [],
    )
    expect(r).toMatchObject({ ok: true, value: { igst: 28_000_00, cgst: 0, cess: 22_000_00 } })
  })

  it('is issued by 30 November after the invoice’s year, or by an earlier annual return', () => {
    expect(creditNoteLastDay('2025-09-18')).toBe('2026-11-30')
    expect(creditNoteLastDay('2026-03-31')).toBe('2026-11-30')
    expect(creditNoteLastDay('2026-04-01')).toBe('2027-11-30')
    expect(creditNoteLastDay('2025-09-18', '2026-10-15')).toBe('2026-10-15')
    expect(creditNoteLastDay('2025-09-18', '2027-01-10')).toBe('2026-11-30')
    expect(creditNoteLastDay('not a day')).toBeNull()
  })
})
