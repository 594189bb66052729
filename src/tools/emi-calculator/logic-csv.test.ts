import { describe, expect, it } from 'vitest'
import { calculateLoan, paiseToPlainRupees, scheduleCsv, yearsAndMonths } from './logic'

const MONTHLY = ['Month', 'Opening', 'EMI', 'Interest', 'Principal', 'Prepayment', 'Closing']
const YEARLY = ['Year', 'EMI paid', 'Interest', 'Principal', 'Prepayment', 'Closing']

describe('scheduleCsv', () => {
  const loan = calculateLoan({ principalPaise: 100_000_000, annualRatePercent: 8.5, tenureMonths: 240 })
  if (!loan.ok) throw new Error('loan fixture failed')

  it('has a header and one line per month, amounts as plain rupees', () => {
    const lines = scheduleCsv(loan.value, 'monthly', MONTHLY).trimEnd().split('\r\n')
    expect(lines).toHaveLength(241)
    expect(lines[0]).toBe('Month,Opening,EMI,Interest,Principal,Prepayment,Closing')
    expect(lines[1]).toBe('1,1000000.00,8678.23,7083.33,1594.90,0.00,998405.10')
    expect(lines[240]?.endsWith(',0.00')).toBe(true)
  })

  it('has one line per loan year in the yearly view', () => {
    const lines = scheduleCsv(loan.value, 'yearly', YEARLY).trimEnd().split('\r\n')
    expect(lines).toHaveLength(21)
    expect(lines[20]?.split(',')[0]).toBe('20')
  })

  it('quotes headers that contain commas or quotes', () => {
    const csv = scheduleCsv({ schedule: [], yearly: [] }, 'yearly', ['Year, loan', 'Say "hi"'])
    expect(csv).toBe('"Year, loan","Say ""hi"""\r\n')
  })
})

describe('paiseToPlainRupees and yearsAndMonths', () => {
  it('formats paise without grouping', () => {
    expect(paiseToPlainRupees(5)).toBe('0.05')
    expect(paiseToPlainRupees(-12_345)).toBe('-123.45')
  })
  it('splits months into years and months', () => {
    expect(yearsAndMonths(29)).toEqual({ years: 2, months: 5 })
    expect(yearsAndMonths(-3)).toEqual({ years: 0, months: 0 })
  })
})
