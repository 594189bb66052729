import { beforeAll, describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import type { NodeDocumentsKit } from '@workers/documents/node-kit.options'
import { specText } from '@/lib/documents/spec-text'
import { translate } from '@/lib/i18n'
import { PARTS_PURCHASES_STRINGS } from '../parts-purchases-strings'
import { debitNoteDoc, type DebitNotePrint } from './debit-note-doc'

const tOf = (lang: 'en' | 'hi') => (key: string, values?: Record<string, string | number>) =>
  translate(PARTS_PURCHASES_STRINGS[lang], lang, key, values)

// research/modules.md §5 G7: 2 BP-100 back on 12 Dec 2025 against the 5 Dec bill, intra-state.
const note = {
  id: 'ppret-12dec',
  type: 'ppret',
  status: 'posted',
  number: 'WD7QK/2526/0001',
  doc_date: '2025-12-12',
  party_id: 'party-sai',
  party: { name: 'Sai Auto Spares', gstin: '27AAKFS1234M1Z5', state_code: '27', address: 'Bhosari, Pune' },
  supply: 'intra',
  against_id: 'ppur-5dec',
  narration: 'Wrong pads for the model',
  lines: [
    {
      id: 'l1',
      kind: 'part',
      item_id: 'part-bp100',
      description: 'BP-100 · Brake pad set',
      hsn_sac: '870830',
      qty: 2,
      uqc: 'SET',
      unit_price: 1_650_00,
      taxable: 3_300_00,
      gst_bp: 1800,
      cgst: 297_00,
      sgst: 297_00,
      igst: 0,
      total: 3_894_00,
    },
  ],
  totals: { taxable: 3_300_00, cgst: 297_00, sgst: 297_00, igst: 0, tax: 594_00, grand_total: 3_894_00 },
  postings: [],
  stock_moves: [],
} as unknown as Voucher

const input = (lang: 'en' | 'hi', patch: Partial<DebitNotePrint> = {}): DebitNotePrint => ({
  note,
  bill: { number: 'WP7QK/2526/0001', supplier_bill_no: 'SA/2526/1187', supplier_bill_date: '2025-12-05' },
  company: { company_name: 'Om Motors', gst_no: '27AAPFU0939F1ZV', state: 'Maharashtra' },
  lang,
  t: tOf(lang),
  ...patch,
})

describe('debitNoteDoc (the page description)', () => {
  it('a dispatched note gives the date the parts left and the lorry receipt, in Hindi too', () => {
    const sent = { ...note, delivery: { at: Date.UTC(2025, 11, 13, 12), gate_pass_no: 'LR/4471' } }
    expect(specText(debitNoteDoc(input('en', { note: sent })).spec)).toContain('Goods dispatched')
    expect(specText(debitNoteDoc(input('en', { note: sent })).spec)).toContain('13 Dec 2025 · LR LR/4471')
    expect(specText(debitNoteDoc(input('hi', { note: sent })).spec)).toContain('माल भेजा गया')
    expect(specText(debitNoteDoc(input('en')).spec)).not.toContain('Goods dispatched')
    const answered = { ...sent, supplier_cn: { no: 'CN/2526/41', date: '2025-12-16' } }
    expect(specText(debitNoteDoc(input('en', { note: answered })).spec)).toContain('CN/2526/41 · 16 Dec 2025')
    expect(specText(debitNoteDoc(input('hi', { note: answered })).spec)).toContain('सप्लायर का क्रेडिट नोट')
  })

  it('G7: the parts back at the bill’s rate with CGST and SGST, against the supplier’s bill, in words', () => {
    const text = specText(debitNoteDoc(input('en')).spec)
    const order = [
      'DEBIT NOTE',
      'WD7QK/2526/0001',
      '12 Dec 2025',
      'SA/2526/1187 · 5 Dec 2025 (WP7QK/2526/0001)',
      'Sai Auto Spares',
      '27AAKFS1234M1Z5',
      'BP-100 · Brake pad set\nHSN 870830\t2 SET\t1,650.00\t3,300.00\t18%\t594.00\t3,894.00',
      'CGST',
      '297.00',
      'Reason: Wrong pads for the model',
      'Three Thousand Eight Hundred Ninety-Four',
    ]
    let at = -1
    for (const part of order) {
      const next = text.indexOf(part, at + 1)
      expect(next, `"${part}" after position ${at}`).toBeGreaterThan(at)
      at = next
    }
    expect(text).not.toContain('IGST')
  })

  it('shows IGST alone for a supplier in another state, and says a cancelled note is cancelled', () => {
    const inter = {
      ...note,
      supply: 'inter',
      totals: { ...note.totals, cgst: 0, sgst: 0, igst: 594_00 },
    } as Voucher
    const text = specText(debitNoteDoc(input('en', { note: inter })).spec)
    expect(text).toContain('IGST')
    expect(text).not.toContain('CGST')
    const cancelled = {
      ...note,
      status: 'cancelled',
      cancel: { at: 1, reason: 'Supplier kept the pads' },
    } as Voucher
    expect(specText(debitNoteDoc(input('en', { note: cancelled })).spec)).toContain(
      'CANCELLED: Supplier kept the pads',
    )
  })
})

describe('debitNoteDoc (the PDF)', () => {
  let kit: NodeDocumentsKit
  beforeAll(async () => {
    // Loaded by path: the app project type-checks only the workers' contracts, not their code.
    const path = '../../../../workers/documents/node-kit'
    const mod = (await import(/* @vite-ignore */ path)) as { nodeDocumentsKit: () => NodeDocumentsKit }
    kit = mod.nodeDocumentsKit()
  })

  it('prints the Hindi note as real text in an embedded font', async () => {
    const result = await kit.buildPdf(debitNoteDoc(input('hi')))
    expect(result.missing).toEqual([])
    const text = (await kit.pagesText(result.pdf)).join('\n')
    for (const part of ['डेबिट नोट', 'आपके बिल के बदले', 'Sai Auto Spares', '3,894.00']) {
      expect(text).toContain(part)
    }
    expect((await kit.fonts(result.pdf)).notEmbedded).toEqual([])
  })
})
