import { describe, expect, it } from 'vitest'
import type { BillRefusal, LineRefusalReason } from './domain/bill'
import { checkPartsBill } from './domain/bill'
import { billColumns } from './domain/columns'
import { emptyBill, emptyLine, readBill } from './domain/draft'
import { billRefusalMessage, billWarningMessage, returnRefusalMessage } from './domain/messages'
import { checkPartsReturn, readReturnQtys } from './domain/return'
import { PARTS_PURCHASES_STRINGS } from './parts-purchases-strings'

const HEADER: Exclude<BillRefusal, { line: number }>[] = [
  'bill-no-empty',
  'bill-no-duplicate',
  'date-invalid',
  'bill-after-grn',
  'bill-in-future',
  'grn-in-future',
  'period-locked',
  'no-lines',
  'igst-same-state',
  'cgst-other-state',
  'itc-without-gstin',
  'total-mismatch',
]
const LINE: LineRefusalReason[] = [
  'amount',
  'rate-not-in-slabs',
  'hsn-digits',
  'hsn-six',
  'uom-required',
  'uom-unknown',
  'part-known',
  'part-repeated',
  'sale-above-mrp',
]
const refs = [
  ...HEADER.map((r) => billRefusalMessage(r, [])),
  ...LINE.map((reason) => billRefusalMessage({ line: 1, reason }, [0])),
  billWarningMessage({ line: 1, reason: 'rate-differs-from-part' }, [0]),
  billWarningMessage({ line: 0, reason: 'eway-bill-missing' }, []),
  ...(['no-lines', 'date-before-purchase', 'date-in-future', 'period-locked'] as const).map((r) =>
    returnRefusalMessage(r, () => 1),
  ),
  ...(['not-in-purchase', 'repeated'] as const).map((reason) =>
    returnRefusalMessage({ line_id: 'l1', reason }, () => 1),
  ),
  ...(['above-bought', 'above-stock'] as const).map((reason) =>
    returnRefusalMessage({ line_id: 'l1', reason, left: 4 }, () => 1),
  ),
]

const columns = billColumns(undefined, { units: false })

describe('workshop purchases strings', () => {
  it('name every refusal and warning in English and Hindi, with the same keys in both', () => {
    for (const { key } of refs) {
      expect(PARTS_PURCHASES_STRINGS.en, key).toHaveProperty([key])
      expect(PARTS_PURCHASES_STRINGS.hi, key).toHaveProperty([key])
    }
    expect(Object.keys(PARTS_PURCHASES_STRINGS.hi).sort()).toEqual(
      Object.keys(PARTS_PURCHASES_STRINGS.en).sort(),
    )
  })

  it('name the field codes the draft readers give', () => {
    const line = { ...emptyLine(), part_no: 'X', part_name: 'Y', qty: '1', rate: '1', gst: '18' }
    const drafts = [
      { ...line, part_no: '' },
      { ...line, part_name: '' },
      ...['', 'x', '0', '2000000'].map((qty) => ({ ...line, qty })),
      ...['', 'x', '0', '99999999999999999'].map((rate) => ({ ...line, rate })),
      { ...line, discount: 'x' },
      { ...line, gst: '' },
      { ...line, sale_rate: 'x' },
      { ...line, mrp: 'x' },
    ]
    const codes = new Set<string>(['date_invalid', 'supplier_state', 'custom_number'])
    for (const l of drafts) {
      const r = readBill({ ...emptyBill('x'), lines: [l] }, columns)
      for (const e of Object.values(r.ok ? {} : r.errors)) codes.add(e!.code)
    }
    const none = readBill({ ...emptyBill('2025-12-05'), lines: [] }, columns)
    for (const e of Object.values(none.ok ? {} : none.errors)) codes.add(e!.code)
    const qty = readReturnQtys({ l1: 'x' })
    if (!qty.ok) codes.add(qty.error.code)
    expect(codes.size).toBeGreaterThanOrEqual(20)
    for (const code of codes) {
      expect(PARTS_PURCHASES_STRINGS.en, code).toHaveProperty([`field_${code}`])
      expect(PARTS_PURCHASES_STRINGS.hi, code).toHaveProperty([`field_${code}`])
    }
  })

  it('the refusals the rules actually give have messages', () => {
    const bill = checkPartsBill({
      bill_no: '',
      bill_date: '2025-12-06',
      grn_date: '2025-12-05',
      today: '2025-12-04',
      lock_date: '2025-12-31',
      supplier: { id: 's', state_code: '27', pan_valid: false },
      dealer_state_code: '27',
      tax_shown: 'igst',
      lines: [{ part_id: '', part_no: 'A', hsn: '1', uom: 'x', qty: 1, rate: 1, discount: 5, rate_bp: 2800 }],
      printed_total: 1_00_000,
      eway_bill: '',
      tds_194q_applicable: false,
      earlier_this_year: 0,
      supplier_bill_nos_this_year: [],
      known_part_keys: new Set(['A']),
      units: { enabled: true, mandatory: true, list: ['Nos'] },
      hsn_six_digits: false,
      update_rates: false,
    })
    const ret = checkPartsReturn({
      date: '2025-12-01',
      today: '2025-11-30',
      lock_date: '2025-12-31',
      bill: { id: 'b', doc_date: '2025-12-05', supplier_id: 's', lines: [] },
      returned: new Map(),
      returnable: () => 0,
      chosen: [{ line_id: 'l9', qty: 1 }],
    })
    const keys = [
      ...(bill.ok ? [] : bill.refusals.map((r) => billRefusalMessage(r, [0]).key)),
      ...(ret.ok ? [] : ret.refusals.map((r) => returnRefusalMessage(r, () => 1).key)),
    ]
    expect(keys.length).toBeGreaterThan(10)
    for (const key of keys) expect(PARTS_PURCHASES_STRINGS.en, key).toHaveProperty([key])
  })
})
