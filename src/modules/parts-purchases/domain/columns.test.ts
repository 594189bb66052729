import { describe, expect, it } from 'vitest'
import { DEFAULT_PURCHASE_COLUMNS } from '@schemas/settings-defaults'
import { billColumns, customColumns } from './columns'

describe('billColumns', () => {
  it("keys the bill in the settings' order and names, the dealer's own columns among them", () => {
    const settings = [
      ...DEFAULT_PURCHASE_COLUMNS.filter((c) => c.id !== 'category').map((c) =>
        c.id === 'qty' ? { ...c, label: 'Quantity' } : c,
      ),
      { id: 'custom1', label: 'Batch', type: 'text', deletable: true, editable: true },
      { id: 'custom2', label: 'Warranty months', type: 'number', deletable: true, editable: true },
    ]
    const columns = billColumns(settings, { units: false })
    expect(columns.map((c) => c.id)).toEqual([
      'partNo',
      'partName',
      'hsn',
      'purchaseRate',
      'qty',
      'uom',
      'saleRate',
      'gst',
      'total',
      'custom1',
      'custom2',
    ])
    expect(columns.find((c) => c.id === 'qty')).toEqual({
      id: 'qty',
      label: 'Quantity',
      builtIn: 'qty',
      type: 'number',
    })
    expect(customColumns(columns)).toEqual([
      { id: 'custom1', label: 'Batch', builtIn: null, type: 'text' },
      { id: 'custom2', label: 'Warranty months', builtIn: null, type: 'number' },
    ])
  })

  it('puts back what the bill needs where the defaults place it, and the unit when units are on', () => {
    const settings = DEFAULT_PURCHASE_COLUMNS.filter((c) => !['hsn', 'gst', 'uom', 'partName'].includes(c.id))
    expect(billColumns(settings, { units: false }).map((c) => c.id)).toEqual([
      'partNo',
      'partName',
      'hsn',
      'purchaseRate',
      'qty',
      'saleRate',
      'gst',
      'total',
      'category',
    ])
    expect(billColumns(settings, { units: true }).map((c) => c.id)).toContain('uom')
  })

  it('reads the ten defaults from a row without a list, and each column once from a hand-edited one', () => {
    expect(billColumns(undefined, { units: false }).map((c) => c.id)).toEqual(
      DEFAULT_PURCHASE_COLUMNS.map((c) => c.id),
    )
    const odd = [{ id: 'qty' }, { id: 'qty', label: 'again' }, { label: 'no id' }, null]
    const columns = billColumns(odd, { units: false })
    expect(columns.filter((c) => c.id === 'qty')).toEqual([
      { id: 'qty', label: 'qty', builtIn: 'qty', type: 'text' },
    ])
  })
})
