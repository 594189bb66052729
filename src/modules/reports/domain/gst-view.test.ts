import { describe, expect, it } from 'vitest'
import { DEC, DEALER_STATE, DECEMBER, g3Transporter, transporterCredit } from './fixtures.test-data'
import { chosenMonth, invoiceRows, monthRange, recentMonths, tableSummaries } from './gst-view'
import { gstr1, sumRates } from './gstr1'

describe('the month of a return', () => {
  it('runs from the first to the last day, February in a leap year too', () => {
    expect(monthRange('2025-12')).toEqual(DEC)
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
    expect(monthRange('2026-02').to).toBe('2026-02-28')
  })

  it('offers this month and the 35 before it; the address picks one, else the month just gone', () => {
    const months = recentMonths('2026-01-09')
    expect(months.slice(0, 3)).toEqual(['2026-01', '2025-12', '2025-11'])
    expect(months).toHaveLength(36)
    expect(months.at(-1)).toBe('2023-02')
    expect(chosenMonth('2025-07', '2026-01-09')).toBe('2025-07')
    expect(chosenMonth(null, '2026-01-09')).toBe('2025-12')
    expect(chosenMonth('2026-02', '2026-01-09')).toBe('2025-12')
    expect(chosenMonth('2025-13', '2026-01-09')).toBe('2025-12')
  })
})

describe('the tables as registers', () => {
  const r = gstr1(DECEMBER, DEC, DEALER_STATE)

  it('an invoice of two rates is two rows, its value on the first only', () => {
    const mixed = {
      ...r.b2b[1]!,
      rates: [r.b2b[1]!.rates[0]!, { ...r.b2b[1]!.rates[0]!, rate_bp: 2800, taxable: 100_00 }],
    }
    const rows = invoiceRows([mixed])
    expect(rows.map((x) => [x.key, x.value, x.rate_bp])).toEqual([
      [`${g3Transporter.id}|1800`, g3Transporter.totals.grand_total - g3Transporter.totals.round_off!, 1800],
      [`${g3Transporter.id}|2800`, null, 2800],
    ])
    expect(rows[0]!.gstin).toBe('24AAGFT5528R1ZJ')
  })

  it('a note row keeps the invoice it credits and the buyer’s ITC reversal', () => {
    const [row] = invoiceRows(r.cdnr)
    expect([row!.id, row!.invoice?.number, row!.itc, row!.type]).toEqual([
      transporterCredit.id,
      'WIB01/2526/0003',
      'pending',
      'R',
    ])
  })

  it('the overview counts documents or rows per table and adds up their money', () => {
    const s = tableSummaries(r)
    expect(s.map((x) => [x.table, x.count])).toEqual([
      ['b2b', 2],
      ['b2cl', 1],
      ['b2cs', 2],
      ['nil', 0],
      ['cdnr', 1],
      ['cdnur', 1],
      ['hsn_b2b', r.hsnB2b.length],
      ['hsn_b2c', r.hsnB2c.length],
      ['docs', 11],
    ])
    const b2cs = sumRates(r.b2cs)
    expect(s[2]).toEqual({
      table: 'b2cs',
      count: 2,
      taxable: b2cs.taxable,
      tax: b2cs.igst + b2cs.cgst + b2cs.sgst,
    })
  })
})
