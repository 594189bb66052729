import { describe, expect, it } from 'vitest'
import { dateCell, moneyCell, numberCell, textCell, type RegisterColumn } from './register-column'
import { cellDay, exportFileName, exportTable, tableToCsv } from './register-export'

type Row = { name: string; mobile?: string; due: string; saved: number; amount: number; km: number }
const columns: RegisterColumn<Row>[] = [
  { id: 'name', header: 'नाम', cell: (r) => r.name, value: (r) => textCell(r.name) },
  { id: 'mobile', header: 'Mobile', cell: () => '', value: (r) => textCell(r.mobile), inTable: false },
  { id: 'due', header: 'Due', cell: () => '', value: (r) => dateCell(r.due) },
  { id: 'saved', header: 'Saved', cell: () => '', value: (r) => dateCell(r.saved) },
  { id: 'amount', header: 'Amount', cell: () => '', value: (r) => moneyCell(r.amount), total: true },
  { id: 'km', header: 'Km', cell: () => '', value: (r) => numberCell(r.km) },
]
const rows: Row[] = [
  {
    name: 'रमेश कुमार',
    mobile: '9876543210',
    due: '2026-11-26',
    saved: new Date(2026, 0, 5, 23, 45).getTime(),
    amount: -2_500_50,
    km: 12_345,
  },
  { name: '=HYPERLINK("x")', due: '2027-02-30', saved: Number.NaN, amount: 10, km: 0 },
]

describe('register export', () => {
  it('takes every column, export-only ones included, in order', () => {
    const table = exportTable(columns, rows)
    expect(table.header).toEqual(['नाम', 'Mobile', 'Due', 'Saved', 'Amount', 'Km'])
    expect(table.rows[1]![1]).toBeNull()
    expect(table.rows[0]![4]).toEqual({ kind: 'money', paise: -250_050 })
  })

  it('writes CSV with rupees as numbers, dates as dd-mm-yyyy and formulas defused', () => {
    const csv = tableToCsv(exportTable(columns, rows))
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe('नाम,Mobile,Due,Saved,Amount,Km')
    expect(lines[1]).toBe('रमेश कुमार,9876543210,26-11-2026,05-01-2026,-2500.5,12345')
    // An impossible date and a broken instant are written as they came, not as a wrong day.
    expect(lines[2]).toBe(`"'=HYPERLINK(""x"")",,2027-02-30,NaN,0.1,0`)
  })

  it('reads an instant as its day on this device and a calendar date as written', () => {
    expect(cellDay(new Date(2026, 2, 31, 0, 30).getTime())).toEqual({ year: 2026, month: 3, day: 31 })
    expect(cellDay('2026-03-31')).toEqual({ year: 2026, month: 3, day: 31 })
    expect(cellDay('31-03-2026')).toBeNull()
  })

  it('names the file by the day', () => {
    expect(exportFileName('parties', { year: 2026, month: 11, day: 6 }, '.xlsx')).toBe(
      'parties-06-11-2026.xlsx',
    )
  })
})
