// A counter sale of parts (research/modules.md §3.9): the same WI invoice as a job card's, placed where the
// goods are delivered (the counter, or the state they are shipped to), a walk-in's cash sale, and the refusals
// of a part line.
import { describe, expect, it } from 'vitest'
import type { BillingPart } from './billing'
import { checkCounterSale, emptyCounterLine, emptyCounterSale, type CounterSaleContext } from './counter-sale'

const OIL: BillingPart = {
  id: 'p-oil',
  part_no: 'EO-5W30',
  name: 'Engine oil',
  hsn: '271019',
  uom: 'Ltr',
  mrp: 566_40,
  gst_bp: 1800,
}

const ctx = (patch: Partial<CounterSaleContext> = {}): CounterSaleContext => ({
  today: '2025-12-10',
  lockDate: null,
  dealerCode: '27',
  party: null,
  part: (id) => (id === OIL.id ? OIL : undefined),
  onHand: () => 20,
  averageOf: () => 400_00,
  allowNegative: false,
  roundToRupee: true,
  ...patch,
})

const oil = (qty: string, rate = '566.40', incl_tax = true) => ({
  ...emptyCounterLine('a'),
  part_id: OIL.id,
  qty,
  rate,
  incl_tax,
})

describe('a counter sale', () => {
  it('a walk-in buys 3.5 L of oil at its MRP: G3’s oil line, intra-state, a cash sale', () => {
    const r = checkCounterSale({ ...emptyCounterSale(), lines: [oil('3.5')] }, ctx())
    if (!r.ok) throw new Error(JSON.stringify(r.errors))
    expect(r.value).toMatchObject({ type: 'winv', party_id: '', pos: '27', supply: 'intra' })
    expect(r.value.lines[0]).toMatchObject({ taxable: 1_680_00, cgst: 151_20, sgst: 151_20, uqc: 'LTR' })
    expect(r.value.totals.grand_total).toBe(1_982_00)
    expect(r.value.postings[0]).toEqual({ account_id: 'sys:cash', dr: 1_982_00, cr: 0 })
    expect(r.value.stock_moves).toEqual([
      { kind: 'part', item_id: OIL.id, qty: -3.5, rate: 400_00, value: 1_400_00 },
    ])
    expect(r.value).not.toHaveProperty('job_card_id')
  })

  it('a registered buyer from Gujarat at the counter is still intra-state (goods delivered here)', () => {
    const party = {
      id: 'c-shah',
      name: 'Shah',
      gstin: '24AAGFT5528R1ZJ',
      gst_category: 'regular' as const,
      state_code: '24',
    }
    const r = checkCounterSale(
      { ...emptyCounterSale(), party_id: party.id, lines: [oil('1')] },
      ctx({ party }),
    )
    expect(r.ok && r.value).toMatchObject({ party_id: 'c-shah', pos: '27', supply: 'intra' })
    expect(r.ok && r.value.postings[0]).toMatchObject({ account_id: 'sys:debtors', party_id: 'c-shah' })
  })

  it('parts shipped to the buyer in Gujarat are supplied there: POS 24, IGST (s.10(1)(a)), stored on the voucher', () => {
    const party = {
      id: 'c-shah',
      name: 'Shah',
      gstin: '24AAGFT5528R1ZJ',
      gst_category: 'regular' as const,
      state_code: '24',
    }
    const r = checkCounterSale(
      { ...emptyCounterSale(), party_id: party.id, ship_to_state: '24', lines: [oil('3.5')] },
      ctx({ party }),
    )
    if (!r.ok) throw new Error(JSON.stringify(r.errors))
    expect(r.value).toMatchObject({ pos: '24', supply: 'inter' })
    // G3(a)'s oil line across states: IGST 302.40, no CGST or SGST.
    expect(r.value.lines[0]).toMatchObject({ taxable: 1_680_00, igst: 302_40 })
    expect(r.value.lines[0]?.cgst ?? 0).toBe(0)
    expect(r.value.postings.map((p) => p.account_id)).toContain('sys:output-igst')
    expect(r.value.postings.map((p) => p.account_id)).not.toContain('sys:output-cgst')
    // A walk-in's parts shipped to Karnataka too; shipped within this state they stay intra-state.
    const walkIn = checkCounterSale({ ...emptyCounterSale(), ship_to_state: '29', lines: [oil('1')] }, ctx())
    expect(walkIn.ok && walkIn.value).toMatchObject({ pos: '29', supply: 'inter' })
    const local = checkCounterSale({ ...emptyCounterSale(), ship_to_state: '27', lines: [oil('1')] }, ctx())
    expect(local.ok && local.value).toMatchObject({ pos: '27', supply: 'intra' })
  })

  it('refuses a delivery state that is no GST state code', () => {
    const r = checkCounterSale({ ...emptyCounterSale(), ship_to_state: '99', lines: [oil('1')] }, ctx())
    expect(r.ok ? {} : r.errors).toEqual({ ship_to: { code: 'invalid' } })
  })

  it('refuses a price above MRP, above stock, no part, nothing at all', () => {
    const errors = (lines: ReturnType<typeof oil>[], c = ctx()) => {
      const r = checkCounterSale({ ...emptyCounterSale(), lines }, c)
      return r.ok ? {} : r.errors
    }
    expect(errors([oil('1', '566.41')])).toEqual({ 'line:a': { code: 'above_mrp', values: { mrp: 566_40 } } })
    expect(errors([oil('21')])).toEqual({ 'line:a': { code: 'over_stock', values: { on_hand: 20 } } })
    expect(errors([oil('21')], ctx({ allowNegative: true }))).toEqual({})
    expect(errors([{ ...oil('1'), part_id: '' }])).toEqual({ 'line:a': { code: 'required' } })
    expect(errors([])).toEqual({ lines: { code: 'nothing' } })
  })

  it('a walk-in at ₹50,000 or more gives an address and state; at ₹2,00,000 is not a cash sale', () => {
    const big = { ...OIL, mrp: undefined }
    const c = ctx({ part: () => big, onHand: () => 1000 })
    const at = (rate: string, patch = {}) => {
      const r = checkCounterSale({ ...emptyCounterSale(), lines: [oil('1', rate)], ...patch }, c)
      return r.ok ? {} : r.errors
    }
    expect(at('49999')).toEqual({})
    expect(at('50000')).toEqual({ buyer: { code: 'address_required' } })
    expect(at('50000', { name: 'Ravi', address: 'Pune', state_code: '27' })).toEqual({})
    expect(at('200000', { name: 'Ravi', address: 'Pune', state_code: '27' })).toEqual({
      buyer: { code: 'cash_limit' },
    })
  })
})
