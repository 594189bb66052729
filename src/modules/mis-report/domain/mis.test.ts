// November 2026 of a small dealer (Maharashtra, 27), every figure worked by hand in the comments.
import { describe, expect, it } from 'vitest'
import type { JobCard } from '@schemas/job-cards.schema'
import { monthPeriod } from '@/modules/reports/public'
import { INPUT, inv2, ln, NOV, R, sale, VOUCHERS } from './fixtures.test-data'
import { changeBp, misComparison, misPeriods, misReport, serviceType } from './mis'

describe('misReport of November 2026', () => {
  const m = misReport(INPUT, NOV)

  it('sales: units by model, bookings, conversion, discount, margin, finance', () => {
    expect(m.sales.byModel).toEqual([
      { model: 'Dzire ZXI', units: 1 },
      { model: 'Swift VXI', units: 1 },
    ])
    expect(m.sales.units).toBe(2) // the cancelled invoice counts nowhere
    expect(m.sales.bookings).toBe(3) // b1, b2, b4 (b3 was taken in October)
    expect(m.sales.cancellations).toBe(2) // b2 and b3 were cancelled in November
    expect(m.sales.conversionBp).toBe(3333) // inv1 from b1, over 3 bookings
    expect(m.sales.discountPerUnit).toBe(5_000 * R) // ₹10,000 over 2 invoices
    // (6,00,000 − 5,00,000) + (9,00,000 − 6,00,000) = 4,00,000 over 2 units
    expect(m.sales.marginPerUnit).toBe(2_00_000 * R)
    expect(m.sales.financeBp).toBe(5000) // inv1 (hypothecated, and paid by the financier) of 2
  })

  it('revenue by stream: taxable, net of notes, pure-agent charges left out', () => {
    expect(m.revenue).toEqual({
      vehicles: 15_00_000 * R,
      accessories: 5_000 * R,
      services: 0,
      parts: 3_500 * R, // 3,000 + 1,000 − 500
      labour: 2_000 * R,
      total: 15_10_500 * R,
    })
  })

  it('stock at the month end: held units, landed value, the share over 90 days, parts at cost', () => {
    // veh3 (opening, 1 Jun: 182 days) and veh4 (bought 25 Nov); veh1 and veh2 sold.
    expect(m.stock).toEqual({
      units: 2,
      value: 9_50_000 * R,
      over90Bp: 5000,
      // P1: 10 at ₹2,000 less 1 = ₹18,000; P2: 10 at ₹600 less 1 plus 0.5 = ₹5,700
      partsValue: 23_700 * R,
    })
  })

  it('workshop: throughput in the shop’s days, turnaround, per-job values, mix, parts margin', () => {
    expect(m.workshop.opened).toBe(3) // jc1, jc2 (02:00 IST on 1 Nov), jc3; not jc0 (31 Oct)
    expect(m.workshop.invoiced).toBe(2)
    expect(m.workshop.delivered).toBe(2)
    expect(m.workshop.tatHours).toBe(255) // (30 h + 480 h) / 2
    expect(m.workshop.labourPerJob).toBe(2_000 * R) // w1 is the only job-card bill
    expect(m.workshop.partsPerJob).toBe(3_000 * R)
    expect(m.workshop.mix).toEqual({ paid: 1, free: 0, warranty: 1, insurance: 0 })
    // sales 3,500 less cost 2,000 + 600 − 300 = 2,300
    expect(m.workshop.partsMargin).toBe(1_200 * R)
    expect(m.workshop.partsMarginBp).toBe(3429)
  })

  it('money: collections by mode without the bounced cheque, receivables by age, DSO', () => {
    expect(m.money.collections).toEqual({
      cash: 2_00_000 * R,
      digital: 5_900 * R,
      cheque: 0,
      finance: 6_00_000 * R,
      other: 0,
      total: 8_05_900 * R,
    })
    // inv1 7,81,900 − 6,00,000; inv2 11,63,520 − 2,00,000; w0 11,800 from August (107 days)
    expect(m.money.receivables).toEqual({
      '0-30': 11_45_420 * R,
      '31-60': 0,
      '61-90': 0,
      '90+': 11_800 * R,
      total: 11_57_220 * R,
    })
    // billed 7,81,900 + 11,63,520 + 5,900 + 1,180 − 590 = 19,51,910; 11,57,220 × 30 / 19,51,910 = 17.8
    expect(m.money.dso).toBe(18)
  })

  it('GST: output less input, cess credit left, TCS', () => {
    // output 1,68,900 (inv1) + 2,52,000 (inv2) + 900 (w1) + 180 (w2) − 90 (wcn)
    expect(m.gst.output).toBe(4_21_890 * R)
    expect(m.gst.input).toBe(1_64_000 * R) // veh4: 77,000 + 77,000 + cess 10,000
    expect(m.gst.net).toBe(2_57_890 * R)
    expect(m.gst.cessCredit).toBe(10_000 * R)
    expect(m.gst.tcs).toBe(11_520 * R)
  })

  it('follow-ups due in the month and PSF calls', () => {
    expect(m.followUps).toEqual({ due: 4, done: 2, psfDue: 2, psfDone: 1, psfReachedBp: 5000 })
  })
})

describe('comparison and edge cases', () => {
  it('a month with nothing gives nulls, not zeros, where there is nothing to divide by', () => {
    const m = misReport(INPUT, { from: '2025-11-01', to: '2025-11-30' })
    expect(m.sales.units).toBe(0)
    expect(m.sales.marginPerUnit).toBeNull()
    expect(m.sales.conversionBp).toBeNull()
    expect(m.workshop.tatHours).toBeNull()
    expect(m.money.dso).toBeNull()
    expect(m.stock.units).toBe(0)
  })

  it('a goods-return note takes the unit and its margin back', () => {
    const back = sale({
      type: 'vcn',
      doc_date: '2026-11-26',
      party_id: 'p2',
      against_id: inv2.id,
      lines: [ln('vehicle', 'Dzire ZXI', 9_00_000 * R, 2800)],
      stock_moves: [{ kind: 'vehicle', item_id: 'veh2', qty: 1, rate: 6_00_000 * R, value: 6_00_000 * R }],
    })
    const m = misReport({ ...INPUT, vouchers: [...VOUCHERS, back] }, NOV)
    expect(m.sales.byModel).toEqual([{ model: 'Swift VXI', units: 1 }])
    expect(m.sales.marginPerUnit).toBe(1_00_000 * R)
    expect(m.revenue.vehicles).toBe(6_00_000 * R)
    expect(m.stock.units).toBe(3) // veh2 is back in stock
  })

  it('compares the five periods and the change', () => {
    const c = misComparison(INPUT, {
      month: NOV,
      lastMonth: { from: '2026-10-01', to: '2026-10-31' },
      lastYear: { from: '2025-11-01', to: '2025-11-30' },
      fytd: { from: '2026-04-01', to: '2026-11-30' },
      lastFytd: { from: '2025-04-01', to: '2025-11-30' },
    })
    expect(c.month.sales.units).toBe(2)
    expect(c.lastMonth.sales.bookings).toBe(1) // b3
    expect(c.lastMonth.workshop.opened).toBe(1) // jc0
    expect(c.fytd.revenue.labour).toBe(12_000 * R) // w0 + w1
    expect(c.lastMonth.stock.units).toBe(3) // veh1, veh2 and veh3 at 31 Oct
    expect(changeBp(3, 2)).toBe(5000)
    expect(changeBp(1, 2)).toBe(-5000)
    expect(changeBp(1, 0)).toBeNull()
    expect(changeBp(null, 2)).toBeNull()
  })

  it('names a job card’s kind of work', () => {
    const l = (billable_to: string) => ({ billable_to }) as JobCard['labour'][number]
    expect(serviceType({ insurer_id: 'x', labour: [l('warranty')], parts: [] })).toBe('insurance')
    expect(serviceType({ labour: [l('customer'), l('free')], parts: [] })).toBe('free')
    expect(serviceType({ labour: [], parts: [] })).toBe('paid')
  })
})

describe('misPeriods', () => {
  it('a month, the month before, a year before, and the year to date against the last', () => {
    expect(misPeriods(monthPeriod(2026, 11))).toEqual({
      month: { from: '2026-11-01', to: '2026-11-30' },
      lastMonth: { from: '2026-10-01', to: '2026-10-31' },
      lastYear: { from: '2025-11-01', to: '2025-11-30' },
      fytd: { from: '2026-04-01', to: '2026-11-30' },
      lastFytd: { from: '2025-04-01', to: '2025-11-30' },
    })
  })

  it('January belongs to the financial year begun the April before; a leap February ends on the 28th a year back', () => {
    const jan = misPeriods(monthPeriod(2027, 1))
    expect(jan.lastMonth).toEqual({ from: '2026-12-01', to: '2026-12-31' })
    expect(jan.fytd).toEqual({ from: '2026-04-01', to: '2027-01-31' })
    const feb = misPeriods(monthPeriod(2028, 2))
    expect(feb.lastFytd).toEqual({ from: '2026-04-01', to: '2027-02-28' })
  })
})
