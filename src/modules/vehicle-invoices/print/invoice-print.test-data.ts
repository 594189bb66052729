// The G1 invoice as posted, and the print input the print tests start from.
import type { DocInput } from '@workers/documents/spec.options'
import type { Voucher } from '@schemas/vouchers.schema'
import { G1_CONTEXT, G1_DRAFT } from '../domain/fixtures.test-data'
import { checkInvoice } from '../domain/invoice-draft'
import type { InvoicePrint } from './print-shared'

export function g1(): Voucher {
  const r = checkInvoice(G1_DRAFT, G1_CONTEXT)
  if (!r.ok) throw new Error('G1')
  return {
    ...r.value.voucher,
    id: 'v1',
    rev: 1,
    created_at: 1,
    updated_at: 1,
    list_key: 'x',
    number: 'NRINV-2526/A0001',
    delivery: {
      at: Date.UTC(2025, 10, 16, 12),
      odometer: 12,
      checklist: ['keys', 'tools'],
      gate_pass_no: 'GP-9',
    },
  }
}

export const printInput = (patch: Partial<InvoicePrint> = {}): InvoicePrint => ({
  invoice: g1(),
  company: { company_name: 'Om Motors', gst_no: '27AAPFU0939F1ZV', state: 'Maharashtra' },
  lang: 'en',
  band: 'upto_5cr',
  variant: {
    make: 'Mahindra',
    model: 'XUV700',
    variant: 'AX7',
    body: 'car',
    fuel: 'diesel',
    seating: 7,
    engine_cc: 2184,
  },
  ...patch,
})

/** Every piece of text the spec prints, in order, joined by " | ". */
export const printed = (doc: DocInput) =>
  JSON.stringify(doc.spec)
    .match(/"text":"((?:[^"\\]|\\.)*)"/g)!
    .map((m) => JSON.parse(m.slice(7)) as string)
    .join(' | ')
