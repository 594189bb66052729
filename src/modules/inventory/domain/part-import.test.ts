import { describe, expect, it } from 'vitest'
import { importParts, readHeader } from './part-import'
import type { PartContext } from './part-draft'

const ctx: PartContext = {
  today: '2026-11-27',
  knownKeys: new Set(['087989036']),
  units: { enabled: true, mandatory: false, list: ['NOS', 'LTR'] },
  hsnSixDigits: false,
}

describe('importParts', () => {
  it('reads the header in either language and any order, imports good rows and names each bad one', () => {
    const rows = [
      ['Part No', 'नाम', 'HSN', 'Unit', 'GST %', 'MRP', 'Sale rate', 'Opening qty', 'Colour'],
      ['15400-RTA-003', 'Oil filter', '8421', 'nos', '18', '520', '450', '12', 'black'],
      ['', '', '', '', '', '', '', '', ''],
      ['08798-9036', 'Engine oil 1 L', '2710', 'LTR', '18', '', '400', '', ''],
      ['15400 RTA 003', 'Oil filter again', '8421', '', '', '', '300', '', ''],
      ['17220-K0L', 'Air filter', '842', 'BOX', '12', '', '300', '', ''],
      ['90915-YZZD4', 'Oil filter', '84212300', '', '', '', '350', '', ''],
    ]
    const r = importParts(rows, ctx, { pricesIncludeTax: true })
    expect(r.parts.map((p) => [p.part_key, p.uom, p.sale_rate, p.opening?.qty])).toEqual([
      ['15400RTA003', 'NOS', 450_00, 12],
      ['90915YZZD4', '', 350_00, undefined],
    ])
    expect(r.problems).toEqual([
      { row: 4, field: 'part_no', code: 'duplicate' },
      { row: 5, field: 'part_no', code: 'duplicate' },
      { row: 6, field: 'hsn', code: 'hsn_digits' },
      { row: 6, field: 'uom', code: 'uom_unknown' },
      { row: 6, field: 'gst', code: 'rate' },
    ])
  })

  it('needs a part number and a name column', () => {
    expect(readHeader(['Rate', 'Name'])).toEqual(['sale_rate', 'name'])
    expect(importParts([['Rate', 'Qty']], ctx, { pricesIncludeTax: true }).problems).toEqual([
      { row: 0, field: 'header', code: 'no_part_no' },
      { row: 0, field: 'header', code: 'no_name' },
    ])
  })
})
