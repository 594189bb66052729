import { describe, expect, it } from 'vitest'
import { G1 } from './fixtures.test-data'
import { DEFAULT_TCS, invoiceMoney, type InvoiceMoneyInput } from './invoice-money'

const g1: InvoiceMoneyInput = G1

function money(input: InvoiceMoneyInput) {
  const r = invoiceMoney(input)
  if (!r.ok) throw new Error(r.reason)
  return r.value
}

describe('the money of a vehicle invoice (research/modules.md G1, G2)', () => {
  it('G1: taxed lines, then pure agent outside the taxable value, then TCS, then one round-off', () => {
    const m = money(g1)
    expect(m.gst.lines[0]).toMatchObject({
      taxablePaise: 14_50_000_00,
      cgstPaise: 2_90_000_00,
      sgstPaise: 2_90_000_00,
    })
    expect(m.gst.lines[1]).toMatchObject({ taxablePaise: 3_389_83, cgstPaise: 305_08, sgstPaise: 305_08 })
    expect(m.gst.taxablePaise).toBe(14_53_389_83)
    expect(m.gst.taxPaise).toBe(5_80_610_16)
    expect(m.invoiceValue).toBe(20_33_999_99)
    expect(m.tcs).toEqual({ applies: true, base: 20_33_999_99, rate_bp: 100, amount: 20_340_00 })
    expect(m.pureAgent).toBe(1_20_000_00)
    expect(m.beforeRoundOff).toBe(21_74_339_99)
    expect(m.roundOff).toBe(1)
    expect(m.grandTotal).toBe(21_74_340_00)
  })

  it("G1's TCS on the other bases, without PAN, to the rupee, and for an exempt buyer", () => {
    const tcs = (patch: Partial<InvoiceMoneyInput>) => money({ ...g1, ...patch }).tcs
    expect(tcs({ tcs: { ...DEFAULT_TCS, base: 'vehicle_line' } })).toMatchObject({ amount: 20_300_00 })
    expect(tcs({ tcs: { ...DEFAULT_TCS, base: 'taxable_only' } })).toMatchObject({ amount: 14_533_90 })
    expect(tcs({ buyer: { pan_valid: false } })).toMatchObject({ rate_bp: 500, amount: 1_01_700_00 })
    expect(tcs({ tcs: { ...DEFAULT_TCS, base: 'taxable_only', round_to_rupee: true } })).toMatchObject({
      amount: 14_534_00,
    })
    expect(tcs({ buyer: { pan_valid: true, exempt_reason: 'State government department' } })).toEqual({
      applies: false,
      why: 'exempt',
    })
  })

  it('G2: an inclusive price at 18 % inter-state splits exactly, and no TCS at or under ₹10 lakh', () => {
    const m = money({
      ...g1,
      kind: 'inter',
      lines: [{ kind: 'vehicle', unitPricePaise: 7_50_000_00, rateBp: 1800, priceIncludesTax: true }],
      pureAgent: [],
    })
    expect(m.gst.lines[0]).toMatchObject({ taxablePaise: 6_35_593_22, igstPaise: 1_14_406_78, cgstPaise: 0 })
    expect(m.invoiceValue).toBe(7_50_000_00)
    expect(m.tcs).toEqual({ applies: false, why: 'below_threshold' })
    expect(m.roundOff).toBe(0)
    expect(m.grandTotal).toBe(7_50_000_00)
  })

  it('tests the ₹10 lakh per vehicle, with or without its GST as the setting says', () => {
    // ₹9,00,000 taxable at 18 %: ₹10,62,000 with GST.
    const car = { ...g1, lines: [{ kind: 'vehicle' as const, unitPricePaise: 9_00_000_00, rateBp: 1800 }] }
    expect(money(car).tcs.applies).toBe(true)
    expect(money({ ...car, tcs: { ...DEFAULT_TCS, threshold_with_gst: false } }).tcs.applies).toBe(false)
    // Exactly ₹10,00,000 is not above it.
    const exactly = { ...g1, lines: [{ kind: 'vehicle' as const, unitPricePaise: 10_00_000_00, rateBp: 0 }] }
    expect(money(exactly).tcs.applies).toBe(false)
  })

  it('needs a vehicle line, and refuses a charge that is not money', () => {
    expect(invoiceMoney({ ...g1, lines: g1.lines.slice(1) })).toEqual({ ok: false, reason: 'no-vehicle' })
    expect(invoiceMoney({ ...g1, pureAgent: [-1] })).toEqual({ ok: false, reason: 'invalid-charge', line: 0 })
    expect(invoiceMoney({ ...g1, lines: [{ ...g1.lines[0]!, rateBp: -5 }] })).toMatchObject({ ok: false })
  })
})
