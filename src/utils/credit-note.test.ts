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

describe('crediting what is left of a line', () => {
  // ₹9,50,000 with 40 % inside: the invoice's tax was set so the line adds up to the rupee (2,71,428.57), one
  // paisa less than 20 % + 20 % of the taxable value worked out again (1,35,714.29 twice).
  const inclusive = {
    kind: 'intra' as const,
    lines: [
      {
        id: 'v',
        qty: 1,
        taxable: 6_78_571_43,
        gst_bp: 4000,
        cess_bp: 0,
        cgst: 1_35_714_28,
        sgst: 1_35_714_29,
        igst: 0,
        cess: 0,
      },
    ],
  }

  it("takes the invoice's own heads, so a full return credits exactly the invoice", () => {
    const r = creditNoteMoney(inclusive, [{ line_id: 'v', qty: 1, taxable: 6_78_571_43 }], [])
    expect(r).toMatchObject({ ok: true, value: { cgst: 1_35_714_28, sgst: 1_35_714_29, total: 9_50_000_00 } })
  })

  it('and the note that completes a line after others credits the rest of its tax', () => {
    const first = creditNoteMoney(inclusive, [{ line_id: 'v', qty: 0, taxable: 1_00_000_00 }], [])
    if (!first.ok) throw new Error('first')
    const earlier = first.value.lines.map((l) => ({ ...l }))
    const rest = creditNoteMoney(inclusive, [{ line_id: 'v', qty: 1, taxable: 5_78_571_43 }], earlier)
    if (!rest.ok) throw new Error('rest')
    expect(first.value.total + rest.value.total).toBe(9_50_000_00)
  })
})
