import { expectBilingual } from '@harness/strings-check'
import { describe, expect, it } from 'vitest'
import { WORKER_ERROR_CODES } from '../../../workers/shared/errors'
import { checkPart, emptyPart, PART_FIELDS } from './domain/part-draft'
import { importParts } from './domain/part-import'
import { partsStock } from './domain/parts-stock'
import { ALL_STJ_KINDS, checkStockJournal, STJ_FIELDS } from './domain/stock-journal'
import { INVENTORY_STRINGS } from './inventory-strings'

const ctx = {
  today: '2026-01-10',
  knownKeys: new Set(['BP100']),
  units: { enabled: true, mandatory: true, list: ['NOS'] },
  hsnSixDigits: true,
}

describe('inventory strings', () => {
  it('have every key in Hindi as in English, with the same placeholders', () => {
    expectBilingual(INVENTORY_STRINGS)
  })

  it('name every field, kind and worker error, and every code the rules give', () => {
    const en: Record<string, string> = INVENTORY_STRINGS.en
    for (const f of [...PART_FIELDS, ...STJ_FIELDS]) expect(en, f).toHaveProperty([f])
    for (const k of ALL_STJ_KINDS) expect(en).toHaveProperty([`kind_${k}`])
    for (const c of WORKER_ERROR_CODES) expect(en).toHaveProperty([`readError_${c}`])
    const codes = new Set<string>()
    const bad = checkPart(
      {
        ...emptyPart('2026-01-10'),
        part_no: 'BP-100',
        hsn: '8708',
        uom: 'KG',
        gst: '28',
        sale_rate: '100',
        mrp: '50',
        opening_value: '10',
        reorder_level: 'x',
        purchase_rate: '-1',
      },
      ctx,
    )
    if (!bad.ok) for (const e of Object.values(bad.errors)) codes.add(e!.code)
    const bad2 = checkPart(
      { ...emptyPart('2026-01-10'), hsn: '12', sale_rate: '10', mrp: '11', gst: '18' },
      ctx,
    )
    if (!bad2.ok) for (const e of Object.values(bad2.errors)) codes.add(e!.code)
    const imported = importParts([['x'], ['1']], ctx, { pricesIncludeTax: true })
    for (const p of imported.problems) expect(en).toHaveProperty([`header_${p.code}`])
    const state = partsStock([])
    const j = checkStockJournal(
      {
        kind: 'scrap',
        doc_date: '2026-02-01',
        reason: '',
        lines: [
          { key: 'a', part_id: 'p', qty: '2', value: '' },
          { key: 'b', part_id: 'p', qty: '1', value: '' },
          { key: 'c', part_id: 'gone', qty: '1', value: '' },
        ],
      },
      {
        today: '2026-01-10',
        lockDate: null,
        allowNegative: false,
        state,
        part: (id) =>
          id === 'p' ? { id, part_no: 'P', name: 'P', hsn: '8708', uom: '', active: true } : undefined,
      },
    )
    if (!j.ok) {
      for (const e of Object.values(j.errors)) codes.add(e!.code)
      for (const l of Object.values(j.lineErrors)) for (const e of Object.values(l)) codes.add(e!.code)
    }
    const j2 = checkStockJournal(
      {
        kind: 'adjust_in',
        doc_date: '2026-01-01',
        reason: 'x'.repeat(400),
        lines: [{ key: 'a', part_id: 'p', qty: '1', value: '' }],
      },
      {
        today: '2026-01-10',
        lockDate: '2026-01-05',
        allowNegative: false,
        state,
        part: () => ({ id: 'p', part_no: 'P', name: 'P', hsn: '8708', uom: '', active: true }),
      },
    )
    if (!j2.ok) {
      for (const e of Object.values(j2.errors)) codes.add(e!.code)
      for (const l of Object.values(j2.lineErrors)) for (const e of Object.values(l)) codes.add(e!.code)
    }
    expect(codes.size).toBeGreaterThan(10)
    for (const code of codes) expect(en, code).toHaveProperty([`err_${code}`])
  })
})
