import { describe, expect, it } from 'vitest'
import {
  computeGstInvoice,
  gstSlabsOn,
  isValidRateBp,
  splitInclusive,
  supplyKind,
  taxHeads,
  taxOnExclusive,
} from './gst'
import { GST_STATES, gstStateByCode } from './gst-states'

const intra = { supplierStateCode: '27', placeOfSupplyCode: '27' }
const inter = { supplierStateCode: '27', placeOfSupplyCode: '29' }

describe('state codes', () => {
  it('has unique 2-digit codes incl. 97 Other Territory and no 25/28', () => {
    const codes = GST_STATES.map((s) => s.code)
    expect(new Set(codes).size).toBe(codes.length)
    expect(codes).toContain('97')
    expect(codes).not.toContain('28')
    expect(codes.every((c) => /^\d{2}$/.test(c))).toBe(true)
    expect(gstStateByCode('9')?.name).toBe('Uttar Pradesh')
    expect(gstStateByCode('38')?.utgst).toBe(true)
    expect(gstStateByCode('07')?.utgst).toBe(false)
    expect(gstStateByCode('00')).toBeUndefined()
  })
})

describe('supplyKind', () => {
  it('intra when supplier state equals place of supply, else inter; SEZ always inter', () => {
    expect(supplyKind('27', '27')).toEqual({ ok: true, value: { kind: 'intra', stateTaxLabel: 'SGST' } })
    expect(supplyKind('27', '24')).toEqual({ ok: true, value: { kind: 'inter', stateTaxLabel: 'SGST' } })
    expect(supplyKind('27', '27', { sez: true })).toMatchObject({ value: { kind: 'inter' } })
    expect(supplyKind('04', '04')).toEqual({ ok: true, value: { kind: 'intra', stateTaxLabel: 'UTGST' } })
    expect(supplyKind('27', '55')).toEqual({ ok: false, reason: 'unknown-state' })
  })
})

describe('rates', () => {
  it('picks slabs by document date around 22 Sep 2025', () => {
    const before = gstSlabsOn({ year: 2025, month: 9, day: 21 })
    const after = gstSlabsOn({ year: 2025, month: 9, day: 22 })
    expect(before.ok && before.value.ratesBp).toContain(2800)
    expect(before.ok && before.value.compensationCess).toBe(true)
    expect(after.ok && [...after.value.ratesBp]).toEqual([0, 25, 300, 500, 1800, 4000])
    expect(gstSlabsOn({ year: 2017, month: 6, day: 30 })).toEqual({ ok: false, reason: 'before-gst' })
    expect(gstSlabsOn({ year: 2025, month: 2, day: 30 })).toEqual({ ok: false, reason: 'invalid-date' })
  })
  it('validates custom rates', () => {
    expect(isValidRateBp(1800)).toBe(true)
    expect(isValidRateBp(1850)).toBe(true)
    expect(isValidRateBp(-1)).toBe(false)
    expect(isValidRateBp(10001)).toBe(false)
    expect(isValidRateBp(12.5)).toBe(false)
  })
})

describe('tax helpers', () => {
  it('research vector: ₹1,18,000 inclusive @18 % → ₹1,00,000 + ₹9,000 + ₹9,000', () => {
    expect(splitInclusive(11_800_000, 1800)).toEqual({ taxablePaise: 10_000_000, taxPaise: 1_800_000 })
    expect(taxHeads(10_000_000, 1800, 'intra')).toEqual({
      cgstPaise: 900_000,
      sgstPaise: 900_000,
      igstPaise: 0,
      cessPaise: 0,
    })
    expect(taxHeads(10_000_000, 1800, 'inter')).toEqual({
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1_800_000,
      cessPaise: 0,
    })
  })
  it('rounds each head to the paisa; CGST always equals SGST', () => {
    expect(taxOnExclusive(333, 1800)).toBe(60) // 59.94 p
    const h = taxHeads(1, 1800, 'intra') // 0.09 p each
    expect(h.cgstPaise).toBe(h.sgstPaise)
    expect(taxHeads(2_500_000, 2800, 'intra', 2200).cessPaise).toBe(550_000)
  })
})

describe('computeGstInvoice', () => {
  it('adds GST on exclusive lines and rounds off to the rupee', () => {
    const r = computeGstInvoice({ ...intra, lines: [{ quantity: 3, unitPricePaise: 33_333, rateBp: 1800 }] })
    expect(r.ok).toBe(true)
    if (!r.ok) return
    // 999.99 taxable, CGST = SGST = 90.00 (89.9991), total 1179.99 → round-off +0.01
    expect(r.value.taxablePaise).toBe(99_999)
    expect(r.value.cgstPaise).toBe(9_000)
    expect(r.value.sgstPaise).toBe(9_000)
    expect(r.value.totalBeforeRoundOffPaise).toBe(117_999)
    expect(r.value.roundOffPaise).toBe(1)
    expect(r.value.grandTotalPaise).toBe(118_000)
  })
  it('keeps an inclusive price exact after extracting tax', () => {
    const r = computeGstInvoice({
      ...inter,
      roundOff: 'none',
      lines: [{ unitPricePaise: 99_999, rateBp: 1800, priceIncludesTax: true }],
    })
    if (!r.ok) throw new Error(r.reason)
    const l = r.value.lines[0]
    expect(l?.taxablePaise).toBe(84_745) // 999.99 / 1.18 = 847.449…
    expect((l?.taxablePaise ?? 0) + (l?.igstPaise ?? 0)).toBe(99_999)
    expect(r.value.grandTotalPaise).toBe(99_999)
  })
  it('allocates an invoice discount pro rata and summarises by rate', () => {
    const r = computeGstInvoice({
      ...intra,
      invoiceDiscountPaise: 10_000,
      lines: [
        { unitPricePaise: 30_000, rateBp: 1800, discountPaise: 0 },
        { quantity: 2, unitPricePaise: 35_000, rateBp: 500, discountPaise: 0 },
        { quantity: 1.5, unitPricePaise: 10_000, rateBp: 1800, discountPaise: 5_000 },
      ],
    })
    if (!r.ok) throw new Error(r.reason)
    // amounts 300, 700, 100 (after line discount) share ₹100: floors 27.27, 63.63, 9.09 → leftover paisa to line 1
    expect(r.value.lines.map((l) => l.invoiceDiscountPaise)).toEqual([2_728, 6_363, 909])
    expect(r.value.lines.reduce((s, l) => s + l.invoiceDiscountPaise, 0)).toBe(10_000)
    expect(r.value.lines[2]?.grossPaise).toBe(15_000)
    expect(r.value.byRate.map((b) => b.rateBp)).toEqual([500, 1800])
    expect(r.value.byRate[1]?.taxablePaise).toBe(30_000 - 2_728 + 10_000 - 909)
    expect(r.value.taxPaise).toBe(
      r.value.cgstPaise + r.value.sgstPaise + r.value.igstPaise + r.value.cessPaise,
    )
  })
  it('applies pre-2025 compensation cess', () => {
    const r = computeGstInvoice({
      ...inter,
      lines: [{ unitPricePaise: 100_000_000, rateBp: 2800, cessRateBp: 2200 }],
    })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.igstPaise).toBe(28_000_000)
    expect(r.value.cessPaise).toBe(22_000_000)
    expect(r.value.grandTotalPaise).toBe(150_000_000)
  })
  it('handles huge amounts without precision loss', () => {
    const r = computeGstInvoice({ ...inter, lines: [{ unitPricePaise: 700_000_000_000_000, rateBp: 4000 }] })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.grandTotalPaise).toBe(980_000_000_000_000)
    expect(
      computeGstInvoice({ ...inter, lines: [{ unitPricePaise: 900_000_000_000_000, rateBp: 4000 }] }),
    ).toEqual({ ok: false, reason: 'too-large' })
  })
  it('returns typed reasons with the line index', () => {
    expect(computeGstInvoice({ ...intra, lines: [] })).toEqual({ ok: false, reason: 'no-lines' })
    expect(computeGstInvoice({ ...intra, lines: [{ unitPricePaise: -1, rateBp: 1800 }] })).toEqual({
      ok: false,
      reason: 'invalid-price',
      line: 0,
    })
    expect(
      computeGstInvoice({
        ...intra,
        lines: [
          { unitPricePaise: 1, rateBp: 1800 },
          { unitPricePaise: 100, rateBp: 1800, quantity: -1 },
        ],
      }),
    ).toEqual({ ok: false, reason: 'invalid-quantity', line: 1 })
    expect(
      computeGstInvoice({ ...intra, lines: [{ unitPricePaise: 100, rateBp: 1800, quantity: 1.0005 }] }),
    ).toMatchObject({ reason: 'invalid-quantity' })
    expect(
      computeGstInvoice({ ...intra, lines: [{ unitPricePaise: 100, rateBp: Number.NaN }] }),
    ).toMatchObject({ reason: 'invalid-rate' })
    expect(
      computeGstInvoice({ ...intra, lines: [{ unitPricePaise: 100, rateBp: 1800, discountPaise: 101 }] }),
    ).toMatchObject({ reason: 'discount-exceeds-amount' })
    expect(
      computeGstInvoice({
        ...intra,
        invoiceDiscountPaise: 200,
        lines: [{ unitPricePaise: 100, rateBp: 1800 }],
      }),
    ).toMatchObject({ reason: 'discount-exceeds-amount' })
    expect(
      computeGstInvoice({
        supplierStateCode: 'XX',
        placeOfSupplyCode: '27',
        lines: [{ unitPricePaise: 1, rateBp: 0 }],
      }),
    ).toEqual({ ok: false, reason: 'unknown-state' })
  })
})
