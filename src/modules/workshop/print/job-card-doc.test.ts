import { describe, expect, it } from 'vitest'
import type { JobCard } from '@schemas/index'
import { specText } from '@/lib/documents/spec-text'
import { translate } from '@/lib/i18n'
import { amountInWordsEn } from '@/utils/amount-in-words'
import { cardSupply } from '../domain/place-of-supply'
import { jobSupply } from '../domain/totals'
import type { WorkshopOptions } from '../domain/workshop-settings'
import { WORKSHOP_STRINGS } from '../workshop-strings'
import { jobCardDoc, type JobCardPrint } from './job-card-doc'

const tOf = (lang: 'en' | 'hi') => (key: string, values?: Record<string, string | number>) =>
  translate(WORKSHOP_STRINGS[lang], lang, key, values)

const card = {
  id: 'j1',
  rev: 2,
  created_at: 1_780_000_000_000,
  updated_at: 1_780_000_000_000,
  job_no: 'JCA7Q/2627/0004',
  opened_at: Date.UTC(2026, 10, 20, 6),
  list_key: 0,
  reg_no: 'UP32AB1234',
  chassis_no: 'MA3EWB22S00123456',
  make_model: 'Splendor Plus',
  customer_name: 'Ramesh Yadav',
  mobile: '9812345678',
  party_id: 'p1',
  odometer: 12_500,
  complaints: ['Chain noise', 'Brake soft'],
  technician: 'Suresh',
  labour: [{ id: 'l1', description: 'General service', sac: '998714', qty: 1, rate: 500_00, gst_rate: 18 }],
  parts: [
    {
      id: 'p1',
      part_no: 'OF-12',
      name: 'Oil filter',
      hsn: '8421',
      qty: 2,
      uom: 'PCS',
      rate: 150_00,
      gst_rate: 18,
    },
  ],
  status: 'ready',
  total: 944_00,
  media: [],
  // Saved when the customer was in Maharashtra; the dealer is in Uttar Pradesh.
  pos: '27',
  supply: 'inter',
} as unknown as JobCard

const options: WorkshopOptions = {
  show_vehicle_details: true,
  show_labour_items: true,
  show_job_details: true,
  enable_uom: true,
  uom_mandatory: false,
  uom_list: ['PCS'],
  show_service_labour_invoice_title: false,
} as unknown as WorkshopOptions

// The customer has since moved into the dealer's state: today's split would be CGST + SGST.
const today = jobSupply('09', '09')

function input(lang: 'en' | 'hi', patch: Partial<JobCardPrint> = {}): JobCardPrint {
  return {
    card,
    options,
    company: { company_name: 'Sharma Motors', state: 'Uttar Pradesh' },
    lang,
    t: tOf(lang),
    supply: cardSupply(card, today),
    ...patch,
  }
}

describe('jobCardDoc (the page description)', () => {
  it('prints the lines, IGST from the split stored on the card, the totals and the amount in words', () => {
    const text = specText(jobCardDoc(input('en')).spec)
    const order = [
      'Job Card',
      'JCA7Q/2627/0004',
      'Ramesh Yadav',
      'UP32AB1234',
      'Chain noise',
      'S.No.\tWork done\tSAC\tQty\tUnit\tRate (₹)\tGST %\tTaxable\tAmount',
      '1\tGeneral service\t998714\t1\t\t₹500.00\t18 %\t₹500.00\t₹590.00',
      '1\tOF-12\tOil filter\t8421\t2\tPCS\t₹150.00\t18 %\t₹300.00\t₹354.00',
      'Taxable value\t₹800.00',
      'IGST\t₹144.00',
      'Rupees Nine Hundred Forty-Four Only',
      'Grand total  ₹944.00',
    ]
    let at = -1
    for (const part of order) {
      const next = text.indexOf(part, at + 1)
      expect(next, part).toBeGreaterThan(at)
      at = next
    }
    expect(text).not.toContain('CGST')
    const words = amountInWordsEn(944_00)
    expect(words.ok && text.includes(words.value)).toBe(true)
  })

  it('prints CGST and SGST when the stored split is within the state, whatever the customer is today', () => {
    const intra = { ...card, pos: '09', supply: 'intra' } as JobCard
    const text = specText(
      jobCardDoc(input('en', { card: intra, supply: cardSupply(intra, jobSupply('09', '27')) })).spec,
    )
    expect(text).toContain('CGST\t₹72.00')
    expect(text).toContain('SGST\t₹72.00')
    expect(text).not.toContain('IGST')
  })

  it('follows the workshop settings: no vehicle, job details nor labour when turned off; never an invoice', () => {
    const text = specText(
      jobCardDoc(
        input('en', {
          options: {
            ...options,
            show_vehicle_details: false,
            show_job_details: false,
            show_labour_items: false,
            enable_uom: false,
            show_service_labour_invoice_title: true,
          },
        }),
      ).spec,
    )
    // The tax invoice is the posted invoice's print: an unbilled card is a job card and estimate.
    expect(text).toContain('Job Card / Estimate')
    expect(text).not.toMatch(/invoice/i)
    expect(text).not.toContain('UP32AB1234')
    expect(text).not.toContain('Chain noise')
    expect(text).not.toContain('General service')
    expect(text).toContain('S.No.\tPart no\tPart name\tHSN\tQty\tRate (₹)')
  })

  it('a billed card is a job card naming its invoices', () => {
    const billed = { ...card, billing: { invoice_ids: ['w1'], at: 1 } } as JobCard
    const text = specText(jobCardDoc(input('en', { card: billed, billedOn: ['WID86/2526/0001'] })).spec)
    expect(text).toContain('Job Card')
    expect(text).not.toContain('Estimate')
    expect(text).toContain('Billed on: WID86/2526/0001')
  })

  it('prints in Hindi: the title, the heads and the amount in words', () => {
    const text = specText(jobCardDoc(input('hi')).spec)
    expect(text).toContain('जॉब कार्ड')
    expect(text).toContain('क्र.सं.\tकिया गया काम')
    expect(text).toContain('कुल देय  ₹944.00')
    expect(text).toContain('IGST\t₹144.00')
    expect(text).toContain('नौ सौ चवालीस रुपये मात्र')
  })
})
