import { describe, expect, it } from 'vitest'
import { derivedId } from '@/utils/derived-id'
import { vehicleFacts, type FactsInput, type FactsJobCard, type FactsVoucher } from './facts'
import type { Reminder } from './types'

const ist = (date: string, time = '11:00') => Date.parse(`${date}T${time}:00+05:30`)

const invoice = (fields: Partial<FactsVoucher> = {}): FactsVoucher => ({
  id: 'vinv-1',
  type: 'vinv',
  status: 'posted',
  doc_date: '2026-01-01',
  party_id: 'p-asha',
  stock_moves: [{ kind: 'vehicle', item_id: 'v-car', qty: -1, value: 0 }],
  delivery: { at: ist('2026-01-02'), odometer: 7 },
  ...fields,
})

const card = (fields: Partial<FactsJobCard>): FactsJobCard => ({
  id: 'jc-1',
  status: 'delivered',
  odometer: 1_200,
  chassis_no: 'MA3 EWB22S-00123456',
  reg_no: 'up 32 ab 1234',
  party_id: 'p-asha',
  make_model: 'Swift',
  delivered_at: ist('2026-01-25', '18:00'),
  ...fields,
})

const input: FactsInput = {
  company: 'co-1',
  vehicles: [
    {
      id: 'v-car',
      chassis_no: 'MA3EWB22S00123456',
      catalog_id: 'cat-swift',
      description: 'Swift VXi',
      registration_no: 'UP32AB1234',
    },
  ],
  catalog: [
    {
      id: 'cat-swift',
      make: 'Maruti',
      model: 'Swift',
      variant: 'VXi',
      service_schedule: [{ label: '1st free service', days: 30, km: 1_000 }, { label: 'Check-up' }],
    },
  ],
  vouchers: [invoice()],
  jobCards: [card({})],
}

describe('vehicleFacts', () => {
  it('reads the delivered sale, the delivered job cards by chassis and the variant’s schedule', async () => {
    expect(await vehicleFacts(input)).toEqual([
      {
        company: 'co-1',
        vehicle_id: 'v-car',
        party_id: 'p-asha',
        reg_no: 'UP32AB1234',
        vehicle: 'Maruti Swift VXi',
        sale: { id: 'vinv-1', on: '2026-01-02', km: 7 },
        schedule: [{ label: '1st free service', days: 30, km: 1_000 }, { label: 'Check-up' }],
        visits: [{ id: 'jc-1', on: '2026-01-25', km: 1_200, party_id: 'p-asha' }],
        // The first policy: a year of cover from the delivery.
        insurance_expiries: ['2027-01-01'],
        ended_parties: [],
      },
    ])
  })

  it('ignores drafts, undelivered invoices and job cards, and a sale a credit note took back', async () => {
    const facts = await vehicleFacts({
      ...input,
      vouchers: [
        invoice({ id: 'vinv-d', status: 'draft' }),
        invoice({ id: 'vinv-u', delivery: null }),
        invoice({ id: 'vinv-1' }),
        {
          ...invoice({ id: 'vcn-1', type: 'vcn', against_id: 'vinv-1' }),
          stock_moves: [{ kind: 'vehicle', item_id: 'v-car', qty: 1, value: 0 }],
        },
      ],
      jobCards: [card({ id: 'jc-open', status: 'in_progress' })],
    })
    expect(facts).toEqual([])
  })

  it('matches a job card by registration number, else keys it by the chassis as the stock module will', async () => {
    const facts = await vehicleFacts({
      ...input,
      vouchers: [],
      jobCards: [
        card({ id: 'jc-reg', chassis_no: '' }),
        card({ id: 'jc-new', chassis_no: 'ME4 JC1234', reg_no: 'DL 3C AB 1', make_model: 'Honda Shine' }),
      ],
    })
    const other = await derivedId('v', 'co-1ME4JC1234')
    expect(facts.map((f) => [f.vehicle_id, f.visits.map((v) => v.id), f.vehicle, f.reg_no])).toEqual(
      [
        ['v-car', ['jc-reg'], 'Maruti Swift VXi', 'UP32AB1234'],
        [other, ['jc-new'], 'Honda Shine', 'DL3CAB1'],
      ].sort((a, b) => ((a[0] as string) < (b[0] as string) ? -1 : 1)),
    )
  })

  it('reads the day of an instant in India, the insurance known and who ended their calls', async () => {
    const sold: Reminder = {
      id: 'f-x',
      company: 'co-1',
      kind: 'service_due',
      cycle: 's1',
      vehicle_id: 'v-car',
      party_id: 'p-asha',
      reg_no: '',
      vehicle: '',
      source_id: 'vinv-1',
      due_date: '2026-02-01',
      status: 'skipped',
      attempts: [{ at: 0, on: '2026-01-20', by: 'u', channel: 'call', outcome: 'vehicle_sold' }],
    }
    const [facts] = await vehicleFacts({
      ...input,
      jobCards: [card({ delivered_at: ist('2026-01-26', '00:30') })],
      insurance: { 'v-car': ['2026-12-31'] },
      reminders: [sold],
    })
    expect(facts?.visits[0]?.on).toBe('2026-01-26')
    expect(facts?.insurance_expiries).toEqual(['2026-12-31', '2027-01-01'])
    expect(facts?.ended_parties).toEqual(['p-asha'])
  })

  it('adds the new expiry of every renewal a call found', async () => {
    const renewal: Reminder = {
      id: 'f-ins',
      company: 'co-1',
      kind: 'insurance_renewal',
      cycle: 'ins:2027-01-01',
      vehicle_id: 'v-car',
      party_id: 'p-asha',
      reg_no: '',
      vehicle: '',
      source_id: 'v-car',
      due_date: '2026-12-02',
      window_to: '2027-01-01',
      status: 'done',
      renewed_to: '2028-01-01',
      attempts: [],
    }
    const [facts] = await vehicleFacts({ ...input, reminders: [renewal] })
    expect(facts?.insurance_expiries).toEqual(['2027-01-01', '2028-01-01'])
  })

  it('gives the same facts whatever order the documents come in', async () => {
    const more: FactsInput = {
      ...input,
      jobCards: [card({}), card({ id: 'jc-2', delivered_at: ist('2026-04-10'), odometer: 4_900 })],
    }
    const reversed: FactsInput = { ...more, jobCards: [...more.jobCards].reverse() }
    const a = await vehicleFacts(more)
    expect(a[0]?.visits.map((v) => v.id)).toEqual(['jc-1', 'jc-2'])
    expect(await vehicleFacts(reversed)).toEqual(a)
  })
})
