import { describe, expect, it } from 'vitest'
import { dateCell, moneyCell, numberCell, textCell } from './register-column'
import { sheetInput } from './register-xlsx'

describe("a register's export as the sheet's cells", () => {
  it('gives money in rupees, an instant as its day on this device, and text and numbers as they are', () => {
    const input = sheetInput(
      {
        header: ['Name', 'Amount', 'Due', 'Km'],
        rows: [
          [textCell('रमेश'), moneyCell(150_050), dateCell('2026-11-26'), numberCell(12)],
          [textCell('=1+1'), moneyCell(-99), dateCell(new Date(2026, 0, 1, 23, 59).getTime()), null],
          [null, null, dateCell('not a day'), null],
        ],
      },
      'Parties',
    )
    expect(input.sheet).toBe('Parties')
    expect(input.rows[0]).toEqual([
      { kind: 'text', text: 'रमेश' },
      { kind: 'money', value: 1500.5 },
      { kind: 'date', year: 2026, month: 11, day: 26 },
      { kind: 'number', value: 12 },
    ])
    // Late in the evening is still that day here, not the next in UTC.
    expect(input.rows[1]![1]).toEqual({ kind: 'money', value: -0.99 })
    expect(input.rows[1]![2]).toEqual({ kind: 'date', year: 2026, month: 1, day: 1 })
    expect(input.rows[2]).toEqual([null, null, { kind: 'text', text: 'not a day' }, null])
  })
})
