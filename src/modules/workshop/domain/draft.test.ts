import { describe, expect, it } from 'vitest'
import {
  checkDraft,
  draftFromCard,
  emptyDraft,
  emptyLabour,
  emptyPart,
  endOfLocalDay,
  parseGstRate,
  parseQty,
  priceableLines,
  type CheckContext,
  type JobDraft,
} from './draft'

const opened = new Date(2026, 5, 10, 9).getTime()
const ctx: CheckContext = { lastReading: null, uomMandatory: false, openedAt: opened }

function filled(over: Partial<JobDraft> = {}): JobDraft {
  return {
    ...emptyDraft(),
    reg_no: 'ka 05 db 6000',
    customer_name: ' Ravi Kumar ',
    mobile: '+91 98765 43210',
    odometer: '12,345',
    complaints: ['Brake noise', ' '],
    labour: [{ ...emptyLabour('l1'), description: 'General service', rate: '450' }],
    parts: [
      { ...emptyPart('p1'), name: 'Engine oil', qty: '1.2', rate: '380.50', uom: 'Ltr', hsn: '27101980' },
    ],
    ...over,
  }
}

describe('checkDraft', () => {
  it('turns a good draft into stored fields', () => {
    const r = checkDraft(filled(), ctx)
    expect(r.errors).toEqual({})
    expect(r.fields).toMatchObject({
      reg_no: 'KA05DB6000',
      chassis_no: '',
      customer_name: 'Ravi Kumar',
      mobile: '9876543210',
      odometer: 12_345,
      complaints: ['Brake noise'],
      labour: [
        { id: 'l1', description: 'General service', sac: '998714', qty: 1, rate: 450_00, gst_rate: 18 },
      ],
      parts: [
        { id: 'p1', name: 'Engine oil', qty: 1.2, uom: 'Ltr', rate: 380_50, gst_rate: 18, hsn: '27101980' },
      ],
    })
    expect(r.fields?.approved_at).toBeUndefined()
  })

  it('puts each problem beside its field', () => {
    const r = checkDraft(
      filled({
        reg_no: '',
        chassis_no: ' ',
        customer_name: '',
        mobile: '12345',
        odometer: 'abc',
        complaints: [''],
        labour: [{ ...emptyLabour('l1'), qty: '0', rate: '1.234', gst_rate: '120', sac: '99' }],
        parts: [{ ...emptyPart('p1'), qty: '-1', rate: '', hsn: '12' }],
      }),
      ctx,
    )
    expect(r.fields).toBeNull()
    expect(r.errors).toEqual({
      reg_no: { reason: 'vehicle-required' },
      customer_name: { reason: 'required' },
      mobile: { reason: 'mobile-invalid' },
      odometer: { reason: 'not-whole' },
      'complaints.0': { reason: 'complaint-required' },
      'labour.0.description': { reason: 'required' },
      'labour.0.sac': { reason: 'sac-invalid' },
      'labour.0.qty': { reason: 'qty-positive' },
      'labour.0.rate': { reason: 'money-too-many-decimals' },
      'labour.0.gst_rate': { reason: 'gst-rate-invalid' },
      'parts.0.name': { reason: 'required' },
      'parts.0.hsn': { reason: 'hsn-invalid' },
      'parts.0.qty': { reason: 'qty-invalid' },
      'parts.0.rate': { reason: 'required' },
    })
  })

  it('requires a unit on every line only when settings make it mandatory', () => {
    const draft = filled({ parts: [{ ...emptyPart('p1'), name: 'Bulb', rate: '50' }] })
    expect(checkDraft(draft, ctx).errors).toEqual({})
    expect(checkDraft(draft, { ...ctx, uomMandatory: true }).errors).toEqual({
      'labour.0.uom': { reason: 'uom-required' },
      'parts.0.uom': { reason: 'uom-required' },
    })
  })

  it('applies the odometer rule with the last reading', () => {
    const last = { odometer: 20_000, job_no: 'JC1', opened_at: 1 }
    expect(checkDraft(filled(), { ...ctx, lastReading: last }).errors.odometer).toEqual({
      reason: 'not-above-last',
      last,
    })
  })

  it('accepts a chassis number alone and warns on odd plate and VIN shapes', () => {
    const r = checkDraft(filled({ reg_no: '', chassis_no: 'abc 123' }), ctx)
    expect(r.errors).toEqual({})
    expect(r.fields?.chassis_no).toBe('ABC123')
    expect(r.warnings).toEqual({ chassis_no: 'chassis-format' })
    expect(checkDraft(filled({ reg_no: 'NOT A PLATE' }), ctx).warnings).toEqual({ reg_no: 'reg-format' })
  })

  it('stores chassis and engine numbers as a booking allots them: capitals, no spaces or hyphens', () => {
    const r = checkDraft(filled({ chassis_no: 'ma3-ewb22s 00123456', engine_no: 'k12m-n 1234567' }), ctx)
    expect(r.fields).toMatchObject({ chassis_no: 'MA3EWB22S00123456', engine_no: 'K12MN1234567' })
    expect(r.warnings).toEqual({})
  })

  it('checks the promised date against the opening day', () => {
    expect(checkDraft(filled({ promised_on: '2026-06-10' }), ctx).fields?.promised_at).toBe(
      endOfLocalDay('2026-06-10'),
    )
    expect(checkDraft(filled({ promised_on: '2026-06-09' }), ctx).errors.promised_on).toEqual({
      reason: 'promised-before-opened',
    })
    expect(checkDraft(filled({ promised_on: '2026-02-30' }), ctx).errors.promised_on).toEqual({
      reason: 'date-invalid',
    })
  })

  it('needs the amount and who approved once an approval is recorded', () => {
    const r = checkDraft(filled({ approved_at: opened }), ctx)
    expect(r.errors).toEqual({
      approved_estimate: { reason: 'approval-amount-required' },
      approved_by: { reason: 'approver-required' },
    })
    const ok = checkDraft(
      filled({ approved_at: opened, approved_estimate: '1,200', approved_by: 'Ravi' }),
      ctx,
    )
    expect(ok.fields).toMatchObject({ approved_at: opened, approved_estimate: 1200_00, approved_by: 'Ravi' })
  })

  it('round-trips a stored card through the editor', () => {
    const fields = checkDraft(
      filled({ approved_at: opened, approved_estimate: '1200.5', approved_by: 'Ravi' }),
      ctx,
    ).fields
    if (!fields) throw new Error('expected fields')
    const card = {
      ...fields,
      id: 'j1',
      rev: 1,
      created_at: opened,
      updated_at: opened,
      job_no: 'JCAAA/2627/0001',
      opened_at: opened,
      list_key: 9_999_999_999_999 - opened,
      status: 'open' as const,
      total: 0,
      media: [],
    }
    const again = checkDraft(draftFromCard(card), ctx)
    expect(again.fields).toEqual(fields)
  })
})

describe('line parsing', () => {
  it('reads quantities with up to three decimals', () => {
    expect(parseQty('1.125')).toEqual({ ok: true, value: 1.125 })
    expect(parseQty('1.1234').ok).toBe(false)
    expect(parseQty('0').ok).toBe(false)
    expect(parseQty('1,000')).toEqual({ ok: true, value: 1000 })
  })
  it('reads GST rates 0–100 with two decimals', () => {
    expect(parseGstRate('0.25')).toEqual({ ok: true, value: 0.25 })
    expect(parseGstRate('100')).toEqual({ ok: true, value: 100 })
    expect(parseGstRate('100.5').ok).toBe(false)
    expect(parseGstRate('').ok).toBe(false)
  })
  it('prices only complete lines for the live totals', () => {
    expect(
      priceableLines([
        { ...emptyLabour('a'), qty: '2', rate: '10', gst_rate: '18', discount: '1' },
        { ...emptyLabour('b'), qty: '2', rate: '', gst_rate: '18' },
      ]),
    ).toEqual([
      {
        qty: 2,
        rate: 10_00,
        gst_rate: 18,
        discount: 1_00,
        incl_tax: false,
        billable_to: 'customer',
        insurer_share_bp: 10_000,
      },
      null,
    ])
  })
})

describe('lines v2: part of the master, discount, who pays', () => {
  it('keeps the part, the discount, the inclusive price and the insurer with its share', () => {
    const r = checkDraft(
      filled({
        insurer_id: 'i-acko',
        labour: [
          {
            ...emptyLabour('l1'),
            description: 'Denting',
            rate: '1000',
            billable_to: 'insurance',
            share: '70',
          },
        ],
        parts: [
          {
            ...emptyPart('p1'),
            part_id: 'p-bp',
            part_no: 'bp-100',
            name: 'Brake pad',
            rate: '2500',
            incl_tax: true,
            discount: '100',
            billable_to: 'warranty',
          },
        ],
      }),
      ctx,
    )
    expect(r.errors).toEqual({})
    expect(r.fields).toMatchObject({
      insurer_id: 'i-acko',
      labour: [{ billable_to: 'insurance', insurer_share_bp: 7000 }],
      parts: [
        {
          part_id: 'p-bp',
          part_no: 'BP-100',
          rate: 2_500_00,
          incl_tax: true,
          discount: 100_00,
          billable_to: 'warranty',
        },
      ],
    })
  })

  it('an insurance line wants an insurer and a share in (0, 100] %; a part is never free', () => {
    const r = checkDraft(
      filled({
        labour: [
          {
            ...emptyLabour('l1'),
            description: 'Denting',
            rate: '1000',
            billable_to: 'insurance',
            share: '120',
          },
        ],
        parts: [{ ...emptyPart('p1'), name: 'Bulb', rate: '50', billable_to: 'free', discount: 'x' }],
      }),
      ctx,
    )
    expect(r.errors).toMatchObject({
      insurer_id: { reason: 'insurer-required' },
      'labour.0.share': { reason: 'share-invalid' },
      'parts.0.billable_to': { reason: 'part-free' },
      'parts.0.discount': { reason: 'money-invalid' },
    })
    expect(r.fields).toBeNull()
  })

  it('reads a stored v4 card back into the same draft', () => {
    const r = checkDraft(
      filled({
        insurer_id: 'i-acko',
        parts: [
          {
            ...emptyPart('p1'),
            part_id: 'p-x',
            name: 'Bulb',
            rate: '50',
            billable_to: 'insurance',
            share: '33.33',
          },
        ],
      }),
      ctx,
    )
    const card = {
      ...r.fields!,
      id: 'j',
      job_no: 'JC',
      opened_at: opened,
      status: 'open',
      total: 0,
      media: [],
    }
    const back = draftFromCard(card as never)
    expect(back.insurer_id).toBe('i-acko')
    expect(back.parts[0]).toMatchObject({
      part_id: 'p-x',
      billable_to: 'insurance',
      share: '33.33',
      discount: '',
    })
  })
})
