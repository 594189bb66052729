// Billing a job card (research/modules.md §3.9): G3's invoice to the paisa, intra- and inter-state; G3(b)'s
// MRP; G7's stock refusal; warranty, free-service and insurance lines; and every other refusal.
import { describe, expect, it } from 'vitest'
import type { JobCard } from '@schemas/job-cards.schema'
import { billJobCard, type BillingContext, type BillingParty, type BillingPart } from './billing'

const FILTER = 'p-filter'
const OIL = 'p-oil'
const BP = 'p-bp100'
const parts: Record<string, BillingPart> = {
  [FILTER]: { id: FILTER, part_no: 'OF-1', name: 'Oil filter', hsn: '842123', uom: 'Nos', gst_bp: 1800 },
  [OIL]: { id: OIL, part_no: 'EO-5W30', name: 'Engine oil 5W-30', hsn: '271019', uom: 'Ltr', gst_bp: 1800 },
  [BP]: { id: BP, part_no: 'BP-100', name: 'Brake pad set', hsn: '870830', uom: 'Set', gst_bp: 1800 },
}

const walkInParty: BillingParty = {
  id: 'c-ramesh',
  name: 'Ramesh Patil',
  gst_category: 'unregistered',
  state_code: '27',
  address: 'Kothrud, Pune',
  mobile: '9822012345',
}
const transporter: BillingParty = {
  id: 'c-shah',
  name: 'Shah Transport',
  gstin: '24AAGFT5528R1ZJ',
  gst_category: 'regular',
  state_code: '24',
  address: 'Ahmedabad',
}
const insurer: BillingParty = {
  id: 'i-acko',
  name: 'Acko General Insurance',
  gstin: '27AAPFU0939F1ZV',
  gst_category: 'regular',
  state_code: '27',
  address: 'Mumbai',
}

function g3Card(patch: Partial<JobCard> = {}): JobCard {
  return {
    id: 'jc-g3',
    rev: 3,
    created_at: 1,
    updated_at: 1,
    job_no: 'JCD86/2526/0001',
    opened_at: 1,
    list_key: 1,
    reg_no: 'MH12AB1234',
    chassis_no: '',
    party_id: 'c-ramesh',
    customer_name: 'Ramesh Patil',
    odometer: 20_000,
    complaints: ['Periodic service'],
    labour: [
      {
        id: 'l1',
        description: 'Periodic service labour',
        sac: '998714',
        qty: 1,
        rate: 1_200_00,
        gst_rate: 18,
      },
      { id: 'l2', description: 'Wheel alignment', sac: '998714', qty: 1, rate: 450_00, gst_rate: 18 },
    ],
    parts: [
      { id: 'p1', part_id: FILTER, part_no: 'OF-1', name: 'Oil filter', qty: 1, rate: 350_00, gst_rate: 18 },
      {
        id: 'p2',
        part_id: OIL,
        part_no: 'EO-5W30',
        name: 'Engine oil 5W-30',
        qty: 3.5,
        rate: 480_00,
        gst_rate: 18,
      },
      {
        id: 'p3',
        part_id: BP,
        part_no: 'BP-100',
        name: 'Brake pad set',
        qty: 1,
        rate: 2_118_64,
        gst_rate: 18,
      },
    ],
    status: 'ready',
    total: 6_842_00,
    media: [],
    ...patch,
  }
}

const ctx = (patch: Partial<BillingContext> = {}): BillingContext => ({
  today: '2025-12-10',
  lockDate: null,
  dealerCode: '27',
  customer: walkInParty,
  insurer: null,
  part: (id) => parts[id],
  onHand: (id) => (id === BP ? 9 : 20),
  averageOf: (id) => (id === BP ? 1_590_00 : null),
  allowNegative: false,
  freeLabourAtZero: false,
  roundToRupee: true,
  ...patch,
})

function bill(card: JobCard, c: BillingContext) {
  const r = billJobCard(card, c)
  if (!r.ok) throw new Error(JSON.stringify(r.refusals))
  return r.invoices
}

describe('G3: a job card billed to an unregistered customer in Maharashtra', () => {
  const [invoice] = bill(g3Card(), ctx())

  it('is one WI invoice, intra-state, place of supply 27 stored on it', () => {
    expect(invoice).toMatchObject({
      type: 'winv',
      series: 'WI',
      fy: '2526',
      doc_date: '2025-12-10',
      party_id: 'c-ramesh',
      pos: '27',
      supply: 'intra',
      job_card_id: 'jc-g3',
    })
    expect(invoice!.party).toMatchObject({ name: 'Ramesh Patil', gst_category: 'unregistered' })
  })

  it('taxable 5,798.64, CGST 521.88, SGST 521.88, round-off −0.40, grand total 6,842.00', () => {
    expect(invoice!.totals).toEqual({
      taxable: 5_798_64,
      cgst: 521_88,
      sgst: 521_88,
      igst: 0,
      tax: 1_043_76,
      round_off: -40,
      grand_total: 6_842_00,
    })
    expect(invoice!.lines.find((l) => l.id === 'p2')).toMatchObject({
      kind: 'part',
      item_id: OIL,
      hsn_sac: '271019',
      qty: 3.5,
      uqc: 'LTR',
      taxable: 1_680_00,
      cgst: 151_20,
      sgst: 151_20,
      total: 1_982_40,
    })
    expect(invoice!.lines.find((l) => l.id === 'l1')).toMatchObject({ kind: 'labour', hsn_sac: '998714' })
  })

  it('posts Dr customer 6,842.00 + round-off 0.40 / Cr parts 4,148.64, labour 1,650.00, CGST, SGST', () => {
    expect(invoice!.postings).toEqual([
      { account_id: 'sys:debtors', party_id: 'c-ramesh', dr: 6_842_00, cr: 0 },
      { account_id: 'sys:sales-parts', dr: 0, cr: 4_148_64 },
      { account_id: 'sys:sales-labour', dr: 0, cr: 1_650_00 },
      { account_id: 'sys:output-cgst', dr: 0, cr: 521_88 },
      { account_id: 'sys:output-sgst', dr: 0, cr: 521_88 },
      { account_id: 'sys:round-off', dr: 40, cr: 0 },
    ])
    const sum = (k: 'dr' | 'cr') => invoice!.postings.reduce((s, p) => s + p[k], 0)
    expect(sum('dr')).toBe(sum('cr'))
  })

  it('takes −1 filter, −3.5 L oil, −1 BP-100 out of stock (BP-100 recorded at the average 1,590.00)', () => {
    expect(invoice!.stock_moves).toEqual([
      { kind: 'part', item_id: FILTER, qty: -1, rate: 0, value: 0 },
      { kind: 'part', item_id: OIL, qty: -3.5, rate: 0, value: 0 },
      { kind: 'part', item_id: BP, qty: -1, rate: 1_590_00, value: 1_590_00 },
    ])
  })
})

describe('G3(a): the same card for a transporter registered in Gujarat', () => {
  it('is inter-state (s.12(2)(a)): IGST 1,043.76, POS 24, total 6,842.40 before round-off', () => {
    const [invoice] = bill(g3Card({ party_id: 'c-shah' }), ctx({ customer: transporter }))
    expect(invoice).toMatchObject({ pos: '24', supply: 'inter' })
    expect(invoice!.totals).toMatchObject({ cgst: 0, sgst: 0, igst: 1_043_76, tax: 1_043_76 })
    expect(invoice!.lines.map((l) => l.igst)).toEqual([216_00, 81_00, 63_00, 302_40, 381_36])
    expect(invoice!.party).toMatchObject({ gstin: '24AAGFT5528R1ZJ', gst_category: 'regular' })
    expect(invoice!.postings).toContainEqual({ account_id: 'sys:output-igst', dr: 0, cr: 1_043_76 })
  })

  it('a walk-in with no address on record is intra-state, billed as a cash sale', () => {
    const [invoice] = bill(g3Card({ party_id: '' }), ctx({ customer: null }))
    expect(invoice).toMatchObject({ party_id: '', pos: '27', supply: 'intra' })
    expect(invoice!.party).toEqual({ name: 'Ramesh Patil' })
    expect(invoice!.postings[0]).toEqual({ account_id: 'sys:cash', dr: 6_842_00, cr: 0 })
  })
})

describe('G3(b): oil priced with GST against its MRP', () => {
  const inclusive = (mrp: number) =>
    billJobCard(
      g3Card({
        parts: [
          {
            id: 'p2',
            part_id: OIL,
            name: 'Engine oil',
            qty: 3.5,
            rate: 566_40,
            incl_tax: true,
            gst_rate: 18,
          },
        ],
      }),
      ctx({ part: (id) => ({ ...parts[id]!, mrp }) }),
    )

  it('566.40/L × 3.5 with GST splits to taxable 1,680.00 + 151.20 + 151.20, as at 480.00 without', () => {
    const r = inclusive(600_00)
    expect(r.ok && r.invoices[0]!.lines.find((l) => l.id === 'p2')).toMatchObject({
      taxable: 1_680_00,
      cgst: 151_20,
      sgst: 151_20,
      total: 1_982_40,
      unit_price: 480_00,
    })
  })

  it('with MRP 560.00/L the line is refused (566.40 > MRP); at MRP 566.40 it passes', () => {
    expect(inclusive(560_00)).toEqual({
      ok: false,
      refusals: [{ code: 'above_mrp', line: 'p2', values: { mrp: 560_00 } }],
    })
    expect(inclusive(566_40).ok).toBe(true)
  })
})

describe('G7: stock', () => {
  const eight = g3Card({
    parts: [{ id: 'p3', part_id: BP, name: 'Brake pad set', qty: 8, rate: 2_118_64, gst_rate: 18 }],
  })

  it('billing 8 BP-100 with 7 on hand is refused', () => {
    expect(billJobCard(eight, ctx({ onHand: () => 7 }))).toEqual({
      ok: false,
      refusals: [{ code: 'over_stock', line: 'p3', values: { on_hand: 7 } }],
    })
  })

  it('two lines of one part count together', () => {
    const twice = g3Card({
      labour: [],
      parts: [
        { id: 'a', part_id: BP, name: 'Brake pad', qty: 4, rate: 100_00, gst_rate: 18 },
        { id: 'b', part_id: BP, name: 'Brake pad', qty: 4, rate: 100_00, gst_rate: 18 },
      ],
    })
    const r = billJobCard(twice, ctx({ onHand: () => 7 }))
    expect(r.ok ? [] : r.refusals.map((x) => [x.code, x.line])).toEqual([
      ['over_stock', 'a'],
      ['over_stock', 'b'],
    ])
  })

  it('is allowed when the settings allow negative stock', () => {
    expect(billJobCard(eight, ctx({ onHand: () => 7, allowNegative: true })).ok).toBe(true)
  })
})

describe('who pays', () => {
  it('warranty lines are on no invoice and take nothing out of stock here', () => {
    const card = g3Card()
    card.parts[2] = { ...card.parts[2]!, billable_to: 'warranty' }
    card.labour[1] = { ...card.labour[1]!, billable_to: 'warranty' }
    const [invoice] = bill(card, ctx())
    expect(invoice!.lines.map((l) => l.id)).toEqual(['l1', 'p1', 'p2'])
    expect(invoice!.stock_moves.map((m) => m.item_id)).toEqual([FILTER, OIL])
  })

  it('free-service labour is left off, or printed at zero when the settings say so', () => {
    const card = g3Card()
    card.labour[0] = { ...card.labour[0]!, billable_to: 'free' }
    expect(bill(card, ctx())[0]!.lines.map((l) => l.id)).toEqual(['l2', 'p1', 'p2', 'p3'])
    const [zero] = bill(card, ctx({ freeLabourAtZero: true }))
    expect(zero!.lines.find((l) => l.id === 'l1')).toMatchObject({ taxable: 0, total: 0, unit_price: 0 })
    expect(zero!.totals.taxable).toBe(4_148_64 + 450_00)
  })

  it('a part is never free', () => {
    const card = g3Card()
    card.parts[0] = { ...card.parts[0]!, billable_to: 'free' }
    const r = billJobCard(card, ctx())
    expect(r.ok ? [] : r.refusals).toEqual([{ code: 'part_free', line: 'p1' }])
  })

  it("an insurer's 70 % share goes on its own invoice in its name, the rest on the customer's", () => {
    const card = g3Card({ insurer_id: insurer.id })
    card.parts[2] = { ...card.parts[2]!, billable_to: 'insurance', insurer_share_bp: 7000 }
    const [customer, ins] = bill(card, ctx({ insurer }))
    expect(ins).toMatchObject({ party_id: 'i-acko', pos: '27', supply: 'intra', job_card_id: 'jc-g3' })
    expect(ins!.party).toMatchObject({ gstin: '27AAPFU0939F1ZV' })
    const share = ins!.lines[0]!
    expect(share).toMatchObject({ id: 'p3', taxable: 1_483_05, custom: { share_bp: '7000' } })
    const rest = customer!.lines.find((l) => l.id === 'p3')!
    expect(rest.taxable + share.taxable).toBe(2_118_64)
    // The part leaves stock once, on the insurer's invoice.
    expect(ins!.stock_moves).toEqual([
      { kind: 'part', item_id: BP, qty: -1, rate: 1_590_00, value: 1_590_00 },
    ])
    expect(customer!.stock_moves.map((m) => m.item_id)).toEqual([FILTER, OIL])
    expect(ins!.postings[0]).toMatchObject({ account_id: 'sys:debtors', party_id: 'i-acko' })
  })

  it('a wholly insured card makes only the insurer an invoice; insurance without an insurer is refused', () => {
    const card = g3Card({
      labour: [],
      parts: [{ ...g3Card().parts[2]!, billable_to: 'insurance' }],
    })
    const invoices = bill(card, ctx({ insurer }))
    expect(invoices.map((i) => i.party_id)).toEqual(['i-acko'])
    expect(
      billJobCard(card, ctx()).ok ? [] : (billJobCard(card, ctx()) as { refusals: unknown[] }).refusals,
    ).toEqual([{ code: 'insurer_required' }])
  })

  it('an insurer in another state is billed IGST at its own place of supply', () => {
    const card = g3Card({ labour: [], parts: [{ ...g3Card().parts[2]!, billable_to: 'insurance' }] })
    const [ins] = bill(card, ctx({ insurer: { ...insurer, gstin: '29AABCK7421M1Z7', state_code: '29' } }))
    expect(ins).toMatchObject({ pos: '29', supply: 'inter' })
  })

  it('a card of only warranty or free lines has nothing to bill', () => {
    const card = g3Card()
    for (const l of [...card.labour, ...card.parts]) l.billable_to = 'warranty'
    expect(billJobCard(card, ctx())).toEqual({ ok: false, refusals: [{ code: 'nothing_billable' }] })
  })
})

describe('refused', () => {
  const refusals = (card: JobCard, c: BillingContext) => {
    const r = billJobCard(card, c)
    return r.ok ? [] : r.refusals
  }

  it('billing before ready, or twice', () => {
    expect(refusals(g3Card({ status: 'in_progress' }), ctx())).toEqual([{ code: 'not_ready' }])
    expect(refusals(g3Card({ billing: { invoice_ids: ['w1'], at: 1 } }), ctx())).toEqual([{ code: 'billed' }])
  })

  it('a part line naming no part of the master', () => {
    const card = g3Card()
    card.parts[0] = { id: 'p1', name: 'Oil filter', qty: 1, rate: 350_00, gst_rate: 18 }
    expect(refusals(card, ctx())).toEqual([{ code: 'part_unknown', line: 'p1' }])
  })

  it('a GST rate not in force on the date (28 % after 22 Sep 2025)', () => {
    const card = g3Card()
    card.labour[0] = { ...card.labour[0]!, gst_rate: 28 }
    expect(refusals(card, ctx())).toEqual([{ code: 'rate_invalid', line: 'l1', values: { rate: 28 } }])
  })

  it('a date in the closed period', () => {
    expect(refusals(g3Card(), ctx({ lockDate: '2025-12-31' }))).toEqual([
      { code: 'period_locked', values: { date: '2025-12-31' } },
    ])
  })

  it("a walk-in's cash sale of ₹2,00,000 or more; ₹50,000 or more without an address", () => {
    const big = (rate: number) =>
      g3Card({ labour: [{ id: 'l1', description: 'Body work', qty: 1, rate, gst_rate: 18 }], parts: [] })
    expect(refusals(big(1_69_492_00), ctx({ customer: null }))).toEqual([
      { code: 'cash_limit' },
      { code: 'address_required' },
    ])
    expect(refusals(big(50_000_00), ctx({ customer: { ...walkInParty, address: '' } }))).toEqual([
      { code: 'address_required' },
    ])
    expect(refusals(big(40_000_00), ctx({ customer: null }))).toEqual([])
  })

  it('no dealer state to place the supply', () => {
    expect(refusals(g3Card(), ctx({ dealerCode: null }))).toEqual([{ code: 'dealer_state' }])
  })
})
