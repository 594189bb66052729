// The workshop invoice as printed: G3(a) billed to a Gujarat transporter (IGST, POS 24) from the voucher as
// posted, with every workshop setting flag on and off, in English and Hindi.
import { describe, expect, it } from 'vitest'
import type { JobCard } from '@schemas/job-cards.schema'
import { specText } from '@/lib/documents/spec-text'
import { billJobCard, type BillingContext } from '../domain/billing'
import { workshopInvoiceDoc, type WorkshopInvoicePrint } from './workshop-invoice-doc'

const card: JobCard = {
  id: 'jc-1',
  rev: 1,
  created_at: 1,
  updated_at: 1,
  job_no: 'JCD86/2526/0007',
  opened_at: 1,
  list_key: 1,
  reg_no: 'GJ01AB1234',
  chassis_no: 'MA3EWB22S00123456',
  engine_no: 'K12MN1234567',
  make_model: 'Maruti Eeco',
  party_id: 'c-shah',
  customer_name: 'Shah Transport',
  odometer: 45_210,
  complaints: ['Brake noise'],
  labour: [
    { id: 'l1', description: 'Periodic service labour', qty: 1, rate: 1_200_00, gst_rate: 18 },
    { id: 'l2', description: 'Wheel alignment', qty: 1, rate: 450_00, gst_rate: 18 },
  ],
  parts: [
    {
      id: 'p2',
      part_id: 'p-oil',
      name: 'Engine oil 5W-30',
      qty: 3.5,
      uom: 'Ltr',
      rate: 480_00,
      gst_rate: 18,
    },
  ],
  status: 'ready',
  total: 0,
  media: [],
}

const ctx: BillingContext = {
  today: '2025-12-10',
  lockDate: null,
  dealerCode: '27',
  customer: {
    id: 'c-shah',
    name: 'Shah Transport',
    gstin: '24AAGFT5528R1ZJ',
    gst_category: 'regular',
    state_code: '24',
    address: 'Ashram Road, Ahmedabad',
  },
  insurer: null,
  part: () => ({
    id: 'p-oil',
    part_no: 'EO-5W30',
    name: 'Engine oil',
    hsn: '27101980',
    uom: 'Ltr',
    gst_bp: 1800,
  }),
  onHand: () => 20,
  allowNegative: false,
  freeLabourAtZero: false,
  roundToRupee: true,
}

const billed = billJobCard(card, ctx)
if (!billed.ok) throw new Error('G3(a) should bill')
const invoice = {
  ...billed.invoices[0]!,
  id: 'w1',
  rev: 1,
  created_at: 1,
  updated_at: 1,
  list_key: 'x',
  number: 'WID86/2526/0001',
}

const ALL_ON = {
  show_vehicle_details: true,
  show_labour_items: true,
  show_job_details: true,
  enable_uom: true,
  show_service_labour_invoice_title: true,
}
const ALL_OFF = {
  show_vehicle_details: false,
  show_labour_items: false,
  show_job_details: false,
  enable_uom: false,
  show_service_labour_invoice_title: false,
}

const input = (patch: Partial<WorkshopInvoicePrint> = {}): WorkshopInvoicePrint => ({
  invoice,
  options: ALL_ON,
  company: { company_name: 'Om Motors', gst_no: '27AAPFU0939F1ZV', state: 'Maharashtra' },
  lang: 'en',
  band: 'upto_5cr',
  ...patch,
})

const text = (patch: Partial<WorkshopInvoicePrint> = {}) => specText(workshopInvoiceDoc(input(patch)).spec)

describe('the workshop invoice printed', () => {
  it('prints the place of supply and IGST stored on the voucher, the GSTIN, in triplicate', () => {
    const t = text()
    expect(t).toContain('Gujarat (24)')
    expect(t).toContain('24AAGFT5528R1ZJ')
    expect(t).toContain('IGST')
    expect(t).not.toContain('CGST')
    for (const copy of ['ORIGINAL FOR RECIPIENT', 'DUPLICATE FOR TRANSPORTER', 'TRIPLICATE FOR SUPPLIER']) {
      expect(t).toContain(copy)
    }
    expect(t).toContain('WID86/2526/0001')
    // HSN cut to 4 digits up to ₹5 crore of turnover, 6 above.
    expect(t).toContain('\t2710\t')
    expect(text({ band: 'above_10cr' })).toContain('\t271019\t')
  })

  it('is never recomputed: a voucher whose snapshot says Karnataka prints Karnataka', () => {
    const moved = { ...invoice, pos: '29', party: { ...invoice.party!, state_code: '29' } }
    expect(text({ invoice: moved })).toContain('Karnataka (29)')
  })

  it('with every flag on: service/labour title, vehicle and job details, each labour item, units', () => {
    const t = text()
    expect(t).toContain('TAX INVOICE — SERVICE / LABOUR INVOICE')
    expect(t).toContain('GJ01AB1234')
    expect(t).toContain('MA3EWB22S00123456')
    expect(t).toContain('Maruti Eeco')
    expect(t).toContain('JCD86/2526/0007')
    expect(t).toContain('45,210 km')
    expect(t).toContain('Periodic service labour')
    expect(t).toContain('Wheel alignment')
    expect(t).toContain('Unit')
    expect(t).toContain('\tLtr\t')
  })

  it('with every flag off: plain title, no vehicle or job, labour as one line per rate, no unit column', () => {
    const t = text({ options: ALL_OFF })
    expect(t).toContain('TAX INVOICE')
    expect(t).not.toContain('SERVICE / LABOUR')
    expect(t).not.toContain('GJ01AB1234')
    expect(t).not.toContain('JCD86/2526/0007')
    expect(t).not.toContain('Wheel alignment')
    expect(t).toContain('Labour charges')
    // 1,650.00 of labour in one line, its IGST 297.00 (216.00 + 81.00).
    expect(t).toMatch(/Labour charges\t9987\t1\t₹1,650\.00\t\t₹1,650\.00\t18%\t₹297\.00\t₹1,947\.00/)
    expect(t).not.toContain('Unit')
  })

  it('labour alone prints in duplicate (services)', () => {
    const services = { ...invoice, lines: invoice.lines.filter((l) => l.kind === 'labour') }
    const t = text({ invoice: services })
    expect(t).toContain('DUPLICATE FOR SUPPLIER')
    expect(t).not.toContain('TRIPLICATE')
  })

  it('in Hindi', () => {
    const t = text({ lang: 'hi' })
    expect(t).toContain('सर्विस / लेबर इनवॉइस')
    expect(t).toContain('आपूर्ति का स्थान')
  })
})
