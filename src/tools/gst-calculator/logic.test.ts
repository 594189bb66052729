import { describe, expect, it } from 'vitest'
import { calculateGst } from './logic'

describe('calculateGst', () => {
  it('ClearTax-style vector: ₹1,18,000 inclusive @18 % → ₹1,00,000 + CGST ₹9,000 + SGST ₹9,000', () => {
    const r = calculateGst({
      sameState: true,
      lines: [{ amountPaise: 11_800_000, rateBp: 1800, includesGst: true }],
    })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value).toMatchObject({
      taxablePaise: 10_000_000,
      cgstPaise: 900_000,
      sgstPaise: 900_000,
      igstPaise: 0,
      grandTotalPaise: 11_800_000,
    })
  })
  it('adds IGST for another state and mixes add/remove lines', () => {
    const r = calculateGst({
      sameState: false,
      lines: [
        { amountPaise: 10_000_000, rateBp: 1800, includesGst: false },
        { amountPaise: 10_500, rateBp: 500, includesGst: true, quantity: 2 },
      ],
    })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.igstPaise).toBe(1_800_000 + 1_000)
    expect(r.value.taxablePaise).toBe(10_000_000 + 20_000)
    expect(r.value.grandTotalPaise).toBe(11_821_000)
    expect(r.value.roundOffPaise).toBe(0)
  })
  it('custom rate, cess, UTGST label and rupee round-off', () => {
    const r = calculateGst({
      sameState: true,
      stateCode: '04',
      roundOff: true,
      lines: [{ amountPaise: 12_345, rateBp: 1250, cessRateBp: 100, includesGst: false }],
    })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.stateTaxLabel).toBe('UTGST')
    expect(r.value.cgstPaise).toBe(772) // 12345 × 6.25 % = 771.56
    expect(r.value.cessPaise).toBe(123)
    expect(r.value.totalBeforeRoundOffPaise).toBe(12_345 + 772 * 2 + 123)
    expect(r.value.grandTotalPaise).toBe(14_000)
  })
  it('passes through errors with line index', () => {
    expect(calculateGst({ sameState: true, lines: [] })).toEqual({ ok: false, reason: 'no-lines' })
    expect(
      calculateGst({
        sameState: true,
        stateCode: '99',
        lines: [{ amountPaise: 1, rateBp: 0, includesGst: false }],
      }),
    ).toEqual({ ok: false, reason: 'unknown-state' })
    expect(
      calculateGst({
        sameState: true,
        lines: [
          { amountPaise: 1, rateBp: 1800, includesGst: false },
          { amountPaise: Number.NaN, rateBp: 1800, includesGst: false },
        ],
      }),
    ).toEqual({ ok: false, reason: 'invalid-price', line: 1 })
  })
})
