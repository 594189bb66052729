// Reads back sheets the way a dealer makes them: a CSV saved by Excel (with its byte-order mark) and an .xlsx
// written by write-excel-file (the same author's writer, so the reader sees what Excel would have written).
import { describe, expect, it } from 'vitest'
import { readSheetRows } from './read-sheet'
import { writeXlsx } from './write-xlsx'

const bytesOf = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer

describe('readSheetRows', () => {
  it('reads a CSV with a byte-order mark, quoted commas and Hindi, dropping empty lines', async () => {
    const csv = '\uFEFFPart No,Name,MRP\r\n15400-RTA-003,"Filter, oil",520\r\n,,\r\nBP-100,ब्रेक पैड,2500\r\n'
    const progress: number[] = []
    const rows = await readSheetRows({ bytes: bytesOf(csv), name: 'parts.csv' }, {}, (p) => {
      progress.push(p.fraction)
    })
    expect(rows).toEqual([
      ['Part No', 'Name', 'MRP'],
      ['15400-RTA-003', 'Filter, oil', '520'],
      ['BP-100', 'ब्रेक पैड', '2500'],
    ])
    expect(progress.at(-1)).toBe(1)
  })

  it('reads the first sheet of an .xlsx: text, numbers as typed, dates as yyyy-mm-dd, empty cells', async () => {
    const xlsx = await writeXlsx({
      header: ['Part No', 'Name', 'Opening Qty', 'MRP', 'As of'],
      rows: [
        [
          { kind: 'text', text: '087989036' },
          { kind: 'text', text: 'Engine oil 5W-30' },
          { kind: 'number', value: 3.5 },
          { kind: 'money', value: 566.4 },
          { kind: 'date', year: 2025, month: 12, day: 1 },
        ],
        [{ kind: 'text', text: 'BP-100' }, { kind: 'text', text: 'Brake pad set' }, null, null, null],
      ],
      sheet: 'Parts',
    })
    const rows = await readSheetRows({ bytes: xlsx.slice().buffer as ArrayBuffer, name: 'parts.xlsx' }, {})
    expect(rows[0]).toEqual(['Part No', 'Name', 'Opening Qty', 'MRP', 'As of'])
    expect(rows[1]).toEqual(['087989036', 'Engine oil 5W-30', '3.5', '566.4', '2025-12-01'])
    expect(rows[2]!.slice(0, 2)).toEqual(['BP-100', 'Brake pad set'])
    expect(rows[2]!.slice(2).every((c) => c === '')).toBe(true)
  })

  it('refuses an old .xls, a broken .xlsx and a file too large to be a sheet', async () => {
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]).buffer
    await expect(readSheetRows({ bytes: ole, name: 'a.xls' }, {})).rejects.toMatchObject({
      code: 'UnsupportedFormat',
    })
    const broken = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]).buffer
    await expect(readSheetRows({ bytes: broken, name: 'a.xlsx' }, {})).rejects.toMatchObject({
      code: 'CorruptFile',
    })
    const huge = new ArrayBuffer(41 * 1024 * 1024)
    await expect(readSheetRows({ bytes: huge, name: 'a.csv' }, {})).rejects.toMatchObject({
      code: 'TooLarge',
    })
  })
})
