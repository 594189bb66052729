import { describe, expect, it } from 'vitest'
import { calculateEmi, calculateLoan, flatRateToReducing } from './logic'

const lakh = (n: number) => Math.round(n * 100_000 * 100)

describe('calculateEmi', () => {
  it('research vector: ₹10 lakh at 8.5 % for 20 years → ₹8,678.23', () => {
    expect(calculateEmi(lakh(10), 8.5, 240)).toEqual({ ok: true, value: 867_823 })
    expect(calculateEmi(lakh(10), 8.5, 240, 'rupee')).toEqual({ ok: true, value: 867_800 })
  })
  it('textbook values: ₹1 lakh at 12 % for 12 months → ₹8,884.88; ₹5 lakh at 10 % for 5 years → ₹10,623.52', () => {
    expect(calculateEmi(lakh(1), 12, 12)).toEqual({ ok: true, value: 888_488 })
    expect(calculateEmi(lakh(5), 10, 60)).toEqual({ ok: true, value: 1_062_352 })
  })
  it('0 % rate divides evenly; 1-month tenure repays principal plus one month of interest', () => {
    expect(calculateEmi(120_000_00, 0, 12)).toEqual({ ok: true, value: 10_000_00 })
    expect(calculateEmi(lakh(1), 12, 1)).toEqual({ ok: true, value: 101_000_00 })
  })
  it('returns reasons for bad input', () => {
    expect(calculateEmi(0, 8, 12)).toEqual({ ok: false, reason: 'invalid-principal' })
    expect(calculateEmi(-5, 8, 12)).toEqual({ ok: false, reason: 'invalid-principal' })
    expect(calculateEmi(1e20, 8, 12)).toEqual({ ok: false, reason: 'invalid-principal' })
    expect(calculateEmi(1e15, 8, 12)).toEqual({ ok: false, reason: 'too-large' })
    expect(calculateEmi(100, -1, 12)).toEqual({ ok: false, reason: 'invalid-rate' })
    expect(calculateEmi(100, Number.NaN, 12)).toEqual({ ok: false, reason: 'invalid-rate' })
    expect(calculateEmi(100, 8, 0)).toEqual({ ok: false, reason: 'invalid-tenure' })
    expect(calculateEmi(100, 8, 12.5)).toEqual({ ok: false, reason: 'invalid-tenure' })
    expect(calculateEmi(100, 8, 601)).toEqual({ ok: false, reason: 'invalid-tenure' })
  })
})

describe('calculateLoan', () => {
  it('research vector totals: interest ≈ ₹10,82,775 over 240 months', () => {
    const r = calculateLoan({ principalPaise: lakh(10), annualRatePercent: 8.5, tenureMonths: 240 })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.months).toBe(240)
    // EMI × n − P = ₹10,82,775.20; per-month paisa rounding and the last-instalment adjustment move it by ~₹1.43
    expect(Math.abs(r.value.totalInterestPaise - 108_277_520)).toBeLessThan(500)
    expect(r.value.schedule.reduce((s, x) => s + x.principalPaise, 0)).toBe(lakh(10))
    expect(r.value.schedule[0]).toMatchObject({
      interestPaise: 708_333,
      principalPaise: 159_490,
      closingPaise: lakh(10) - 159_490,
    })
    expect(r.value.schedule.at(-1)?.closingPaise).toBe(0)
    expect(r.value.yearly).toHaveLength(20)
    expect(r.value.yearly[0]?.emiPaidPaise).toBe(867_823 * 12)
    expect(r.value.totalPaymentPaise).toBe(lakh(10) + r.value.totalInterestPaise)
  })
  it('0 % and 1-month loans', () => {
    const zero = calculateLoan({ principalPaise: 100_000, annualRatePercent: 0, tenureMonths: 3 })
    if (!zero.ok) throw new Error(zero.reason)
    expect(zero.value.schedule.map((r) => r.emiPaise)).toEqual([33_333, 33_333, 33_334])
    expect(zero.value.totalInterestPaise).toBe(0)
    const one = calculateLoan({ principalPaise: lakh(1), annualRatePercent: 12, tenureMonths: 1 })
    expect(one.ok && one.value.schedule).toEqual([
      {
        month: 1,
        openingPaise: lakh(1),
        emiPaise: 101_000_00,
        interestPaise: 1_000_00,
        principalPaise: lakh(1),
        prepaymentPaise: 0,
        closingPaise: 0,
      },
    ])
  })
  it('rupee-rounded EMI: last instalment adjusts', () => {
    const r = calculateLoan({
      principalPaise: lakh(1),
      annualRatePercent: 12,
      tenureMonths: 12,
      emiRounding: 'rupee',
    })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.emiPaise).toBe(888_500)
    expect(r.value.schedule.slice(0, 11).every((x) => x.emiPaise === 888_500)).toBe(true)
    expect(r.value.schedule[11]?.emiPaise).toBeLessThan(888_500)
    expect(r.value.schedule.reduce((s, x) => s + x.principalPaise, 0)).toBe(lakh(1))
  })
  it('one-time prepayment reduces tenure and saves interest', () => {
    const r = calculateLoan({
      principalPaise: lakh(10),
      annualRatePercent: 8.5,
      tenureMonths: 240,
      prepayments: [{ kind: 'one-time', month: 12, amountPaise: lakh(2) }],
    })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.schedule[11]?.prepaymentPaise).toBe(lakh(2))
    expect(r.value.emiPaise).toBe(867_823)
    expect(r.value.months).toBeLessThan(240)
    expect(r.value.monthsSaved).toBe(240 - r.value.months)
    expect(r.value.interestSavedPaise).toBeGreaterThan(0)
    expect(r.value.schedule.reduce((s, x) => s + x.principalPaise + x.prepaymentPaise, 0)).toBe(lakh(10))
  })
  it('reduce-EMI strategy keeps the tenure and lowers the EMI to the re-amortised amount', () => {
    const r = calculateLoan({
      principalPaise: lakh(10),
      annualRatePercent: 8.5,
      tenureMonths: 240,
      strategy: 'reduce-emi',
      prepayments: [{ kind: 'one-time', month: 12, amountPaise: lakh(2) }],
    })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.months).toBe(240)
    const after = r.value.schedule[12]
    const bal = r.value.schedule[11]?.closingPaise ?? 0
    const expected = calculateEmi(bal, 8.5, 228)
    expect(after?.emiPaise).toBe(expected.ok ? expected.value : -1)
    expect(r.value.interestSavedPaise).toBeGreaterThan(0)
  })
  it('recurring prepayments every 12 months until a month', () => {
    const r = calculateLoan({
      principalPaise: lakh(10),
      annualRatePercent: 8.5,
      tenureMonths: 240,
      prepayments: [
        { kind: 'recurring', everyMonths: 12, startMonth: 12, endMonth: 36, amountPaise: lakh(0.5) },
      ],
    })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.schedule.filter((x) => x.prepaymentPaise > 0).map((x) => x.month)).toEqual([12, 24, 36])
  })
  it('prepayment larger than the balance closes the loan', () => {
    const r = calculateLoan({
      principalPaise: lakh(1),
      annualRatePercent: 10,
      tenureMonths: 12,
      prepayments: [{ kind: 'one-time', month: 2, amountPaise: lakh(5) }],
    })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.months).toBe(2)
    expect(r.value.schedule[1]?.closingPaise).toBe(0)
  })
  it('calendar months and calendar-year grouping', () => {
    const r = calculateLoan({
      principalPaise: lakh(1),
      annualRatePercent: 12,
      tenureMonths: 12,
      firstEmi: { year: 2026, month: 11 },
    })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.schedule[2]).toMatchObject({ year: 2027, calendarMonth: 1 })
    expect(r.value.yearly.map((y) => y.year)).toEqual([2026, 2027])
    expect(r.value.yearly[0]?.emiPaidPaise).toBe(888_488 * 2)
  })
  it('rejects bad prepayments', () => {
    const base = { principalPaise: lakh(1), annualRatePercent: 12, tenureMonths: 12 }
    expect(
      calculateLoan({ ...base, prepayments: [{ kind: 'one-time', month: 0, amountPaise: 100 }] }),
    ).toEqual({ ok: false, reason: 'invalid-prepayment' })
    expect(
      calculateLoan({
        ...base,
        prepayments: [{ kind: 'recurring', everyMonths: 0, startMonth: 1, amountPaise: 100 }],
      }),
    ).toEqual({ ok: false, reason: 'invalid-prepayment' })
    expect(
      calculateLoan({ ...base, prepayments: [{ kind: 'one-time', month: 3, amountPaise: -100 }] }),
    ).toEqual({ ok: false, reason: 'invalid-prepayment' })
  })
})

describe('flatRateToReducing', () => {
  it('₹1 lakh at 10 % flat for 3 years → EMI ₹3,611.11, about 17.5 % reducing', () => {
    const r = flatRateToReducing(lakh(1), 10, 36)
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.emiPaise).toBe(361_111)
    const back = calculateEmi(lakh(1), r.value.reducingRatePercent, 36)
    expect(back.ok && Math.abs(back.value - 361_111)).toBeLessThanOrEqual(1)
    expect(r.value.reducingRatePercent).toBeGreaterThan(17.5)
    expect(r.value.reducingRatePercent).toBeLessThan(18.5)
  })
  it('0 % flat is 0 % reducing', () => {
    expect(flatRateToReducing(lakh(1), 0, 12)).toMatchObject({ ok: true, value: { reducingRatePercent: 0 } })
  })
})
