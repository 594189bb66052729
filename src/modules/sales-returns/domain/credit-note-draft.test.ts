import { describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import {
  checkCreditNote,
  creditLeft,
  emptyCreditNote,
  type CreditNoteContext,
  type CreditNoteDraft,
} from './credit-note-draft'

/** G4's invoice: a diesel SUV on 18 Sep 2025 at 28 % + 22 % cess, intra-state, with a mats line at 18 %. */
const invoice: Voucher = {
  id: 'inv-g4',
  rev: 1,
  created_at: 1,
  updated_at: 1,
  list_key: 'x',
  type: 'vinv',
  status: 'posted',
  number: 'NRINV-2526/A0007',
  series: 'NRINV-',
  fy: '2526',
  doc_date: '2025-09-18',
  party_id: 'p-1',
  party: { name: 'Sunita Patil', state_code: '27' },
  pos: '27',
  supply: 'intra',
  lines: [
    {
      id: 'vehicle',
      kind: 'vehicle',
      item_id: 'v-1',
      description: 'Mahindra XUV700 AX7',
      hsn_sac: '87033390',
      qty: 1,
      taxable: 12_00_000_00,
      gst_bp: 2800,
      cess_bp: 2200,
      cgst: 1_68_000_00,
      sgst: 1_68_000_00,
      igst: 0,
      cess: 2_64_000_00,
      total: 18_00_000_00,
      chassis: 'MA1TA2WE5R2A12345',
    },
    {
      id: 'mats',
      kind: 'accessory',
      description: 'Mats',
      hsn_sac: '8708',
      qty: 1,
      taxable: 3_389_83,
      gst_bp: 1800,
      cess_bp: 0,
      total: 3_999_99,
    },
    { id: 'rto', kind: 'pure_agent', description: 'Road tax', qty: 1, taxable: 0, total: 1_20_000_00 },
  ],
  totals: { grand_total: 19_24_000_00 },
  postings: [],
  stock_moves: [{ kind: 'vehicle', item_id: 'v-1', qty: -1, rate: 11_50_000_00, value: 11_50_000_00 }],
}

const ctx: CreditNoteContext = { today: '2025-10-10', lockDate: '', invoice, earlier: [] }

const draft = (patch: Partial<CreditNoteDraft> = {}): CreditNoteDraft => {
  const d = emptyCreditNote('2025-10-10', invoice)
  return {
    ...d,
    reason: 'goods_return',
    lines: d.lines.map((l) => (l.line_id === 'vehicle' ? { ...l, selected: true, amount: '12,00,000' } : l)),
    ...patch,
  }
}

const codes = (d: CreditNoteDraft, c: CreditNoteContext = ctx) => {
  const r = checkCreditNote(d, c)
  return r.ok ? null : Object.fromEntries(Object.entries(r.errors).map(([f, e]) => [f, e?.code]))
}

describe('a vehicle credit note from its draft (G4)', () => {
  it('G4: a goods return in October credits 28 % + 22 % cess and brings the chassis back at its cost', () => {
    const r = checkCreditNote(draft(), ctx)
    if (!r.ok) throw new Error(JSON.stringify(r.errors))
    const v = r.value
    expect(v).toMatchObject({ type: 'vcn', fy: '2526', against_id: 'inv-g4', pos: '27', supply: 'intra' })
    expect(v.totals).toEqual({
      taxable: 12_00_000_00,
      cgst: 1_68_000_00,
      sgst: 1_68_000_00,
      igst: 0,
      cess: 2_64_000_00,
      tax: 6_00_000_00,
      grand_total: 18_00_000_00,
    })
    expect(v.postings).toEqual([
      { account_id: 'sys:debtors', party_id: 'p-1', dr: 0, cr: 18_00_000_00 },
      { account_id: 'sys:sales-vehicles', dr: 12_00_000_00, cr: 0 },
      { account_id: 'sys:output-cgst', dr: 1_68_000_00, cr: 0 },
      { account_id: 'sys:output-sgst', dr: 1_68_000_00, cr: 0 },
      { account_id: 'sys:output-cess-legacy', dr: 2_64_000_00, cr: 0 },
    ])
    expect(v.stock_moves).toEqual([
      { kind: 'vehicle', item_id: 'v-1', qty: 1, rate: 11_50_000_00, value: 11_50_000_00 },
    ])
    expect(v.lines[0]).toMatchObject({ chassis: 'MA1TA2WE5R2A12345', qty: 1 })
    expect(v.itc_reversal).toBeUndefined()
  })

  it('a discount credits value only, leaves stock alone, and a B2B note waits for the ITC reversal', () => {
    const b2b = { ...invoice, party: { name: 'Fleet Co', gstin: '09AAACR5055K1Z5', gst_category: 'regular' } }
    const d = draft({
      reason: 'discount',
      lines: emptyCreditNote('2025-10-10', b2b).lines.map((l) =>
        l.line_id === 'vehicle' ? { ...l, selected: true, amount: '10,000' } : l,
      ),
    })
    const r = checkCreditNote(d, { ...ctx, invoice: b2b })
    if (!r.ok) throw new Error(JSON.stringify(r.errors))
    expect(r.value.lines[0]).toMatchObject({ qty: 0, taxable: 10_000_00, cgst: 1_400_00, cess: 2_200_00 })
    expect(r.value.stock_moves).toEqual([])
    expect(r.value.itc_reversal).toEqual({ status: 'pending' })
  })

  it('refuses what §3.5 lists', () => {
    expect(codes(draft({ doc_date: '2025-10-11' }))).toEqual({ doc_date: 'future' })
    expect(codes(draft({ doc_date: '2025-09-17' }))).toEqual({ doc_date: 'before_invoice' })
    expect(codes(draft({ doc_date: '2026-12-01' }), { ...ctx, today: '2026-12-05' })).toEqual({
      doc_date: 'after_cutoff',
    })
    expect(codes(draft(), { ...ctx, lockDate: '2025-10-31', today: '2025-11-05' })).toEqual({
      doc_date: 'locked',
    })
    expect(codes(draft({ reason: '' }))).toEqual({ reason: 'required' })
    expect(codes(draft(), { ...ctx, registration: 'MH12AB1234' })).toEqual({ reason: 'registered' })
    const part = draft({
      lines: draft().lines.map((l) => (l.line_id === 'vehicle' ? { ...l, amount: '6,00,000' } : l)),
    })
    expect(codes(part)).toEqual({ lines: 'whole_vehicle' })
    expect(codes(draft({ lines: draft().lines.map((l) => ({ ...l, selected: false })) }))).toEqual({
      lines: 'nothing',
    })
    expect(codes(draft(), { ...ctx, invoice: { ...invoice, status: 'cancelled' } })).toEqual({
      invoice_id: 'not_posted',
    })
  })

  it('never credits more than was invoiced over all the notes', () => {
    const first = checkCreditNote(
      draft({
        reason: 'discount',
        lines: draft().lines.map((l) => (l.line_id === 'vehicle' ? { ...l, amount: '11,95,000' } : l)),
      }),
      ctx,
    )
    if (!first.ok) throw new Error('first note')
    const earlier = [{ ...invoice, ...first.value, id: 'cn-1', number: 'VCABC/2526/0001' } as Voucher]
    const again = checkCreditNote(
      draft({
        reason: 'discount',
        lines: draft().lines.map((l) => (l.line_id === 'vehicle' ? { ...l, amount: '5,000.01' } : l)),
      }),
      { ...ctx, earlier },
    )
    expect(again.ok).toBe(false)
    expect(!again.ok && again.errors['line:vehicle']).toEqual({
      code: 'value_over',
      values: { left: 5_000_00 },
    })
  })
})

describe('creditLeft', () => {
  it('is what the posted notes have not yet credited of a line', () => {
    const note = (taxable: number, status: Voucher['status'] = 'posted') =>
      ({ ...invoice, type: 'vcn', status, lines: [{ ...invoice.lines[0]!, taxable }] }) as Voucher
    expect(creditLeft(invoice.lines[0]!, [])).toBe(12_00_000_00)
    expect(creditLeft(invoice.lines[0]!, [note(2_00_000_00), note(1_00_000_00, 'cancelled')])).toBe(
      10_00_000_00,
    )
  })
})
