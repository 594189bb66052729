import { describe, expect, it } from 'vitest'
import { G1_BUYER as buyer, G1_CONTEXT as ctx, G1_DRAFT as g1 } from './fixtures.test-data'
import { checkInvoice, type InvoiceContext, type InvoiceDraft } from './invoice-draft'

function posted(draft: InvoiceDraft, context: InvoiceContext = ctx) {
  const r = checkInvoice(draft, context)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

const codes = (draft: InvoiceDraft, context: InvoiceContext = ctx) => {
  const r = checkInvoice(draft, context)
  return r.ok ? null : Object.fromEntries(Object.entries(r.errors).map(([f, e]) => [f, e?.code]))
}

describe('a vehicle invoice from its draft (G1)', () => {
  it('G1: NRINV with the vehicle at 40 %, mats at 18 %, road tax outside, TCS and one round-off', () => {
    const { voucher, series, prefix } = posted(g1)
    expect(series).toBe('NRINV')
    expect(prefix).toBe('NRINV-')
    expect(voucher).toMatchObject({
      type: 'vinv',
      fy: '2526',
      pos: '27',
      supply: 'intra',
      reverse_charge: false,
    })
    expect(voucher.totals).toEqual({
      taxable: 14_53_389_83,
      cgst: 2_90_305_08,
      sgst: 2_90_305_08,
      igst: 0,
      cess: 0,
      tax: 5_80_610_16,
      pure_agent: 1_20_000_00,
      tcs: 20_340_00,
      round_off: 1,
      grand_total: 21_74_340_00,
    })
    expect(voucher.tcs).toEqual({ rate_bp: 100, base: 20_33_999_99, amount: 20_340_00, pan_missing: false })
    expect(voucher.lines.map((l) => [l.kind, l.taxable, l.total])).toEqual([
      ['vehicle', 14_50_000_00, 20_30_000_00],
      ['accessory', 3_389_83, 3_999_99],
      ['pure_agent', 0, 1_20_000_00],
    ])
    expect(voucher.lines[0]).toMatchObject({
      chassis: 'MA1TA2WE5R2A12345',
      engine: 'WEK4A12345',
      hsn_sac: '87033390',
      gst_bp: 4000,
      custom: { key_no: 'K-778', mfg: '2025-10' },
    })
    const sums = voucher.postings.reduce((s, p) => [s[0]! + p.dr, s[1]! + p.cr], [0, 0])
    expect(sums).toEqual([21_74_340_00, 21_74_340_00])
    expect(voucher.postings).toEqual([
      { account_id: 'sys:debtors', party_id: 'p-sunita', dr: 21_74_340_00, cr: 0 },
      { account_id: 'sys:sales-vehicles', dr: 0, cr: 14_50_000_00 },
      { account_id: 'sys:sales-accessories', dr: 0, cr: 3_389_83 },
      { account_id: 'sys:output-cgst', dr: 0, cr: 2_90_305_08 },
      { account_id: 'sys:output-sgst', dr: 0, cr: 2_90_305_08 },
      { account_id: 'sys:tcs-payable', dr: 0, cr: 20_340_00 },
      { account_id: 'sys:pure-agent-payable', dr: 0, cr: 1_20_000_00 },
      { account_id: 'sys:round-off', dr: 0, cr: 1 },
    ])
    expect(voucher.stock_moves).toEqual([
      { kind: 'vehicle', item_id: 'v-suv', qty: -1, rate: 13_90_000_00, value: 13_90_000_00 },
    ])
    expect(voucher.party).toMatchObject({
      name: 'Sunita Patil',
      relation: { type: 'W/O', name: 'Arun Patil' },
    })
  })

  it('a registered buyer with a valid GSTIN gets RINV; delivery in another state makes it IGST', () => {
    const { voucher, series } = posted(
      { ...g1, delivery_state_code: '29' },
      { ...ctx, party: { ...buyer, gstin: '27AAPFU0939F1ZV', gst_category: 'regular' } },
    )
    expect(series).toBe('RINV')
    expect(voucher).toMatchObject({ pos: '29', supply: 'inter' })
    expect(voucher.totals).toMatchObject({ igst: 5_80_610_17, cgst: 0, sgst: 0 })
  })

  it('takes the rate in force on the invoice date, and refuses a date without one', () => {
    const before = {
      ...ctx,
      today: '2025-09-30',
      vehicle: {
        ...ctx.vehicle!,
        rate: { from: '2017-07-01', gst_bp: 2800, cess_bp: 2200 },
        inStockSince: '2025-09-01',
      },
    }
    const { voucher } = posted({ ...g1, doc_date: '2025-09-18', pure_agent: [] }, before)
    expect(voucher.lines[0]).toMatchObject({ gst_bp: 2800, cess_bp: 2200, cess: 3_19_000_00 })
    expect(voucher.postings).toContainEqual({ account_id: 'sys:output-cess-legacy', dr: 0, cr: 3_19_000_00 })
    expect(codes(g1, { ...ctx, vehicle: { ...ctx.vehicle!, rate: null } })).toEqual({ vehicle_id: 'no_rate' })
  })

  it('refuses what §3.4 lists, each on its field', () => {
    expect(codes({ ...g1, doc_date: '2025-11-21' })).toEqual({ doc_date: 'future' })
    expect(codes(g1, { ...ctx, lockDate: '2025-11-30' })).toEqual({ doc_date: 'locked' })
    expect(codes({ ...g1, doc_date: '2025-10-01' })).toEqual({ doc_date: 'before_stock' })
    expect(codes({ ...g1, discount: '15,00,000' })).toEqual({ discount: 'discount_above_price' })
    expect(codes({ ...g1, price: '' })).toEqual({ price: 'required' })
    expect(codes({ ...g1, party_id: '' }, { ...ctx, party: null })).toEqual({ party_id: 'required' })
    expect(codes(g1, { ...ctx, party: { ...buyer, pan: undefined } })).toEqual({ party_id: 'pan_or_form60' })
    expect(codes(g1, { ...ctx, party: { ...buyer, pan: undefined, form60: true } })).toBeNull()
    expect(codes(g1, { ...ctx, party: { ...buyer, address: undefined } })).toEqual({ party_id: 'rule_46e' })
    expect(codes(g1, { ...ctx, dealer: { ...ctx.dealer, company_name: 'AutoBahi Pro' } })).toEqual({
      form: 'company_not_set',
    })
    expect(codes(g1, { ...ctx, vehicle: { ...ctx.vehicle!, state: 'sold' } })).toEqual({
      vehicle_id: 'chassis_not_available',
    })
    expect(
      codes(g1, { ...ctx, vehicle: { ...ctx.vehicle!, state: 'allotted', allottedTo: 'b-other' } }),
    ).toEqual({
      vehicle_id: 'chassis_other_booking',
    })
    expect(
      codes(
        { ...g1, booking_id: 'b-1' },
        { ...ctx, vehicle: { ...ctx.vehicle!, state: 'allotted', allottedTo: 'b-1' } },
      ),
    ).toBeNull()
    expect(codes(g1, { ...ctx, vehicle: { ...ctx.vehicle!, flags: ['double_invoice'] } })).toEqual({
      vehicle_id: 'chassis_flagged',
    })
  })

  it('with pdi_required_for_invoice on, refuses a unit whose PDI is not passed; off, PDI does not matter', () => {
    const on = { ...ctx, pdiRequired: true }
    const withPdi = (pdi: 'ok' | 'not_ok' | null | undefined) => ({
      ...on,
      vehicle: { ...ctx.vehicle!, pdi },
    })
    expect(codes(g1, withPdi(undefined))).toEqual({ vehicle_id: 'pdi_not_done' })
    expect(codes(g1, withPdi(null))).toEqual({ vehicle_id: 'pdi_not_done' })
    expect(codes(g1, withPdi('not_ok'))).toEqual({ vehicle_id: 'pdi_not_done' })
    expect(codes(g1, withPdi('ok'))).toBeNull()
    // A refused unit still shows the invoice's totals.
    const refused = checkInvoice(g1, withPdi('not_ok'))
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.totals?.grand_total).toBe(21_74_340_00)
    // Off (the default, or explicitly false), a unit without any PDI is invoiced.
    expect(codes(g1, { ...ctx, pdiRequired: false, vehicle: { ...ctx.vehicle!, pdi: null } })).toBeNull()
    expect(codes(g1, { ...ctx, vehicle: { ...ctx.vehicle!, pdi: 'not_ok' } })).toBeNull()
  })

  it('checks every added line and pure-agent charge on its own row', () => {
    const bad = {
      ...g1,
      lines: [
        { ...g1.lines[0]!, id: 'a', hsn: '87' },
        { ...g1.lines[0]!, id: 'b', gst: '28' },
        { ...g1.lines[0]!, id: 'c', qty: '0' },
        { ...g1.lines[0]!, id: 'd', description: ' ' },
      ],
      pure_agent: [{ id: 'x', description: 'Insurance', amount: 'abc' }],
    }
    expect(codes(bad)).toEqual({
      'line:a': 'hsn',
      'line:b': 'gst_rate',
      'line:c': 'not_positive',
      'line:d': 'required',
      'pure:x': 'invalid',
    })
  })

  it('no TCS for an exempt buyer or a sub-dealer, with the reason kept; 5 % without PAN but with Form 60', () => {
    const exempt = posted({ ...g1, tcs_exempt_reason: 'State government department' })
    expect(exempt.voucher.tcs).toBeUndefined()
    expect(exempt.voucher.totals.tcs).toBe(0)
    expect(exempt.voucher.details).toEqual({ tcs_exempt_reason: 'State government department' })
    const sub = posted(g1, { ...ctx, party: { ...buyer, is_sub_dealer: true } })
    expect(sub.voucher.tcs).toBeUndefined()
    const noPan = posted(g1, { ...ctx, party: { ...buyer, pan: undefined, form60: true } })
    expect(noPan.voucher.tcs).toMatchObject({ rate_bp: 500, pan_missing: true })
    expect(noPan.voucher.party?.form60).toBe(true)
  })

  it("asks for the settings' mandatory unregistered-buyer fields and extra charges on NRINV only", () => {
    const strict = {
      ...ctx,
      nonReg: { rto: { enabled: true, mandatory: true }, nomineeName: { enabled: true, mandatory: false } },
      extraCharges: { enabled: true, mandatoryForUnregistered: true },
    }
    expect(codes(g1, strict)).toEqual({ 'detail:rto': 'required', extra_charges: 'required' })
    const filled = {
      ...g1,
      details: { rto: 'MH12 Pune', nomineeName: '' },
      lines: [
        ...g1.lines,
        {
          id: 'h',
          kind: 'charge' as const,
          description: 'Handling',
          hsn: '9965',
          qty: '1',
          price: '2000',
          gst: '18',
        },
      ],
    }
    const { voucher } = posted(filled, strict)
    expect(voucher.details).toEqual({ rto: 'MH12 Pune' })
    const rinv = {
      ...strict,
      party: { ...buyer, gstin: '27AAPFU0939F1ZV', gst_category: 'regular' as const },
    }
    expect(codes(g1, rinv)).toBeNull()
  })
})
