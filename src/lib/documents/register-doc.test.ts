import { describe, expect, it } from 'vitest'
import { columnWidths, printedCell, registerDoc } from './register-doc'

const company = { company_name: 'Sharma Motors' }

describe('a register on paper', () => {
  it('prints each kind of cell as the screen reads it', () => {
    expect(printedCell({ kind: 'money', paise: 12_345_678 }, 'en')).toBe('₹1,23,456.78')
    expect(printedCell({ kind: 'number', value: 1234567 }, 'en')).toBe('12,34,567')
    expect(printedCell({ kind: 'date', date: '2026-11-05' }, 'hi')).toBe('05-11-2026')
    expect(printedCell(null, 'en')).toBe('')
  })

  it('gives wider columns to longer text, within bounds', () => {
    const w = columnWidths(['No', 'Party'], [['1', 'A very long customer name indeed']])
    expect(w[1]).toBeGreaterThan(w[0]!)
    expect(w.reduce((a, b) => a + b, 0)).toBeCloseTo(1)
  })

  it('lays out the rows, numbers right, totals in bold under them', () => {
    const doc = registerDoc({
      company,
      lang: 'en',
      title: 'Sales register',
      facts: [{ label: 'Period', value: 'November 2026' }],
      table: {
        header: ['Number', 'Date', 'Total'],
        rows: [
          [
            { kind: 'text', text: 'WS/2627/1' },
            { kind: 'date', date: '2026-11-02' },
            { kind: 'money', paise: 100_00 },
          ],
          [
            { kind: 'text', text: 'WS/2627/2' },
            { kind: 'date', date: '2026-11-03' },
            { kind: 'money', paise: 250_50 },
          ],
        ],
      },
      totals: { label: 'Total', cells: [null, null, { kind: 'money', paise: 350_50 }] },
    })
    const json = JSON.stringify(doc.spec)
    expect(json).toContain('Sales register')
    expect(json).toContain('November 2026')
    // The frame's shape is its own: find the table by its kind.
    const found: {
      columns: { align?: string }[]
      rows: { cells: { runs: { text: string; weight?: string }[] }[] }[]
    }[] = []
    JSON.parse(json, (_k, v) => {
      if (v && typeof v === 'object' && v.kind === 'table' && Array.isArray(v.rows) && v.rows.length === 3) {
        found.push(v)
      }
      return v
    })
    expect(found).toHaveLength(1)
    const t = found[0]!
    expect(t.columns.map((c) => c.align ?? 'left')).toEqual(['left', 'left', 'right'])
    expect(t.rows[2]!.cells.map((c) => c.runs[0]!.text)).toEqual(['Total', '', '₹350.50'])
    expect(t.rows[2]!.cells[2]!.runs[0]!.weight).toBe('bold')
  })
})
