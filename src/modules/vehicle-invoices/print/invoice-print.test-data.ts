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

/**
 * A signed QR as the IRP returns it: a JWT (header, the invoice's summary as the payload, an RS256
 * signature), `length` characters long (about 1,100 by default, as the IRP's are).
 */
export function signedQrText(length = 1100): string {
  const b64 = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  const header = b64('{"alg":"RS256","kid":"EDC57DE1358B300BA9F179B9A5CB8D6E7B2B3A2","typ":"JWT"}')
  const payload = b64(
    JSON.stringify({
      data: JSON.stringify({
        SellerGstin: '27AAPFU0939F1ZV',
        BuyerGstin: '29AABCT1332L1ZU',
        DocNo: 'RINV-2526/A0001',
        DocTyp: 'INV',
        DocDt: '16/11/2025',
        TotInvVal: 2174340,
        ItemCnt: 2,
        MainHsnCode: '87033390',
        Irn: 'a'.repeat(64),
        IrnDt: '2025-11-16 14:05:00',
      }),
      iss: 'NIC',
    }),
  )
  let signature = ''
  for (let i = 0; signature.length < length; i++) signature += b64(`signature block ${i} `)
  const text = `${header}.${payload}.${signature}`
  return text.slice(0, Math.max(length, header.length + payload.length + 10))
}
