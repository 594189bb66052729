import { describe, expect, it } from 'vitest'
import { packSheet, SheetPacker, unpackSheet } from './packed-sheet.options'
import type { SheetInput } from './xlsx.options'

const input: SheetInput = {
  header: ['नाम', 'Amount', 'Due', 'Km'],
  rows: [
    [
      { kind: 'text', text: 'रमेश कुमार' },
      { kind: 'money', value: 1500.5 },
      { kind: 'date', year: 2026, month: 11, day: 26 },
      { kind: 'number', value: 12_345 },
    ],
    [{ kind: 'text', text: '' }, { kind: 'money', value: -0.99 }, { kind: 'text', text: 'not a day' }, null],
    [null, null, { kind: 'date', year: 1999, month: 12, day: 31 }, { kind: 'number', value: 0 }],
  ],
  sheet: 'Parties',
}

describe('a sheet packed by column for the worker', () => {
  it('comes back cell for cell', () => {
    expect(unpackSheet(packSheet(input))).toEqual(input)
  })

  it('keeps numbers in typed arrays to transfer and text only for the columns that have it', () => {
    const p = packSheet(input)
    expect(p.texts[1]).toBeNull()
    expect(p.texts[3]).toBeNull()
    expect(p.texts[2]).toEqual(['', 'not a day', ''])
    expect(SheetPacker.transferables(p)).toHaveLength(8)
    expect(p.numbers[1]![0]).toBe(1500.5)
  })

  it('packs an empty export as the header alone', () => {
    expect(unpackSheet(packSheet({ header: ['A'], rows: [], sheet: 'S' }))).toEqual({
      header: ['A'],
      rows: [],
      sheet: 'S',
    })
  })
})
