import { beforeAll, describe, expect, it } from 'vitest'
import type { NodeDocumentsKit } from '@workers/documents/node-kit.options'
import type { Block, TableBlock } from '@workers/documents/spec.options'
import { amountWords, documentFrame, FRAME_LABELS, stateLabel, type FrameInput } from './frame'
import { specText } from './spec-text'

const company: FrameInput['company'] = {
  company_name: 'Sharma Motors',
  address: 'Kapoorthala Crossing',
  district: 'Lucknow',
  state: 'Uttar Pradesh',
  pin_code: '226024',
  gst_no: '09AAACH7409R1ZZ',
  pan: 'AAACH7409R',
  mobile: '9876543210',
}

const linesTable = (rows: number): TableBlock => ({
  kind: 'table',
  size: 9,
  columns: [{ width: 0.7 }, { width: 0.3, align: 'right' }],
  header: [{ cells: [{ runs: [{ text: 'Particulars' }] }, { runs: [{ text: 'Amount' }] }] }],
  rows: Array.from({ length: rows }, (_, i) => ({
    cells: [{ runs: [{ text: `Line ${i + 1}` }] }, { runs: [{ text: '100.00' }] }],
  })),
  borders: { outer: true, rows: true, columns: true },
})

function receipt(over: Partial<FrameInput> = {}): FrameInput {
  return {
    lang: 'en',
    company,
    title: 'RECEIPT VOUCHER',
    facts: [
      { label: 'Receipt No', value: 'RV-2526/A0001' },
      { label: 'Date', value: '26 Nov 2026' },
    ],
    party: { heading: 'Received from', name: 'Verma Traders', mobile: '9812345678', state: 'Uttar Pradesh' },
    body: [linesTable(2)],
    total: { paise: 1_234_567_89 },
    terms: ['Subject to Lucknow jurisdiction.', 'Cheques are subject to realisation.'],
    ...over,
  }
}

describe('documentFrame (the page description)', () => {
  it('prints header, title, copy label, party, body, total in figures and words, terms and signatures in order', () => {
    const spec = documentFrame(receipt())
    const text = specText(spec)
    const order = [
      'Sharma Motors',
      'Kapoorthala Crossing',
      'Lucknow, Uttar Pradesh (09), 226024',
      'Mobile: 9876543210  ·  GSTIN: 09AAACH7409R1ZZ  ·  PAN: AAACH7409R',
      'ORIGINAL FOR RECIPIENT',
      'RECEIPT VOUCHER',
      'Receipt No: RV-2526/A0001',
      'Date: 26 Nov 2026',
      'Received from',
      'Verma Traders',
      'Mobile: 9812345678  ·  State: Uttar Pradesh (09)',
      'Particulars\tAmount',
      'Line 2\t100.00',
      'Amount in words',
      'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only',
      'Total  ₹12,34,567.89',
      'Terms and conditions',
      'Subject to Lucknow jurisdiction.',
      "Customer's signature",
      'For Sharma Motors',
      'Authorised signatory',
    ]
    let at = -1
    for (const part of order) {
      const next = text.indexOf(part, at + 1)
      expect(next, `"${part}" after position ${at}`).toBeGreaterThan(at)
      at = next
    }
    expect(spec.title).toBe('RECEIPT VOUCHER RV-2526/A0001')
    expect(spec.author).toBe('Sharma Motors')
    expect(spec.page.footer?.text).toBe('Page {page} of {pages}')
  })

  it('numbers several terms, and leaves out what is not given (party, total, terms, left signature)', () => {
    const terms = documentFrame(receipt()).flow.filter(
      (b): b is Extract<Block, { kind: 'text' }> => b.kind === 'text' && b.bullet !== undefined,
    )
    expect(terms.map((b) => b.bullet)).toEqual(['1.', '2.'])
    const bare = specText(
      documentFrame(
        receipt({
          party: null,
          total: null,
          terms: null,
          signatures: { left: null },
          company: { company_name: 'Sharma Motors' },
        }),
      ),
    )
    for (const gone of [
      'Party',
      'Received from',
      'Amount in words',
      'Terms',
      "Customer's",
      'GSTIN',
      'Mobile',
    ]) {
      expect(bare).not.toContain(gone)
    }
    expect(bare).toContain('For Sharma Motors')
  })

  it('repeats the whole document once per copy, each under its own copy label', () => {
    const copies = ['original', 'duplicate-transporter', 'triplicate-supplier'] as const
    const text = specText(documentFrame(receipt({ copies })))
    expect(text.split('RECEIPT VOUCHER')).toHaveLength(4)
    const marks = copies.map((c) => text.indexOf(FRAME_LABELS.en.copy[c]))
    expect(marks.every((m) => m >= 0)).toBe(true)
    expect([...marks].sort((a, b) => a - b)).toEqual(marks)
    expect(text.split('Authorised signatory')).toHaveLength(4)
  })

  it('speaks Hindi: labels, state name and amount in words', () => {
    const spec = documentFrame(receipt({ lang: 'hi', copies: ['original', 'office'], total: { paise: 100 } }))
    const text = specText(spec)
    for (const part of [
      'मूल प्रति (प्राप्तकर्ता के लिए)',
      'कार्यालय प्रति',
      'उत्तर प्रदेश (09)',
      'राशि शब्दों में',
      'एक रुपया मात्र',
      'कृते Sharma Motors',
      'ग्राहक के हस्ताक्षर',
      'अधिकृत हस्ताक्षरकर्ता',
      'मोबाइल: 9876543210',
    ]) {
      expect(text).toContain(part)
    }
    expect(spec.lang).toBe('hi')
    expect(spec.page.footer?.text).toBe('पृष्ठ {page} / {pages}')
  })

  it('fits a big logo into its box, keeping its shape', () => {
    const spec = documentFrame(receipt({ logo: { image: 0, width: 1200, height: 300 } }))
    const images: Block[] = []
    const walk = (flow: readonly Block[]) =>
      flow.forEach((b) =>
        b.kind === 'image'
          ? images.push(b)
          : b.kind === 'row'
            ? b.columns.forEach((c) => walk(c.blocks))
            : null,
      )
    walk(spec.flow)
    expect(images).toEqual([{ kind: 'image', image: 0, width: 64, height: 16 }])
  })

  it('refuses a total that is not integer paise rather than print wrong words', () => {
    expect(() => documentFrame(receipt({ total: { paise: 12.5 } }))).toThrow(RangeError)
    expect(amountWords(50, 'en')).toBe('Rupees Zero and Fifty Paise Only')
    expect(stateLabel('Atlantis', 'hi')).toBe('Atlantis')
  })
})

describe('documentFrame (the PDF)', () => {
  let kit: NodeDocumentsKit
  beforeAll(async () => {
    // Loaded by path: the app project type-checks only the workers' contracts, not their code.
    const path = '../../../workers/documents/node-kit'
    const mod = (await import(/* @vite-ignore */ path)) as { nodeDocumentsKit: () => NodeDocumentsKit }
    kit = mod.nodeDocumentsKit()
  })

  const hindi = (over: Partial<FrameInput> = {}) =>
    receipt({
      lang: 'hi',
      company: { ...company, company_name: 'श्री कृष्ण ऑटोमोबाइल्स', address: 'क्षेत्र कार्यालय, हज़रतगंज' },
      title: 'रसीद वाउचर',
      party: { heading: 'प्राप्त किया', name: 'प्रज्ञा क्षत्रिय', mobile: '9812345678' },
      total: { paise: 1_234_567_00 },
      ...over,
    })

  it('carries Hindi company, party and amount in words as real text in an embedded font', async () => {
    const result = await kit.buildPdf({ spec: documentFrame(hindi()), images: [] })
    expect(result.missing).toEqual([])
    expect(result.pageCount).toBe(1)
    const [page] = await kit.pagesText(result.pdf)
    for (const part of [
      'श्री कृष्ण ऑटोमोबाइल्स',
      'क्षेत्र कार्यालय, हज़रतगंज',
      'रसीद वाउचर',
      'प्रज्ञा क्षत्रिय',
      'बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये मात्र',
      '₹12,34,567.00',
      'कृते श्री कृष्ण ऑटोमोबाइल्स',
      'पृष्ठ 1 / 1',
    ]) {
      expect(page).toContain(part)
    }
    const { embedded, notEmbedded } = await kit.fonts(result.pdf)
    expect(embedded.length).toBeGreaterThan(0)
    expect(notEmbedded).toEqual([])
  })

  it('starts every copy on a new page, even when a copy runs over a page', async () => {
    const short = await kit.buildPdf({
      spec: documentFrame(hindi({ copies: ['original', 'duplicate', 'triplicate'] })),
      images: [],
    })
    expect(short.pageCount).toBe(3)
    const pages = await kit.pagesText(short.pdf)
    expect(pages.map((p) => ['मूल प्रति', 'द्वितीय प्रति', 'तृतीय प्रति'].findIndex((m) => p.includes(m)))).toEqual(
      [0, 1, 2],
    )
    expect(pages[2]).toContain('पृष्ठ 3 / 3')

    // 60 lines make each copy a page and a bit: the second copy still begins at the top of page 3.
    const long = await kit.buildPdf({
      spec: documentFrame(receipt({ copies: ['original', 'duplicate'], body: [linesTable(60)] })),
      images: [],
    })
    expect(long.pageCount).toBe(4)
    const longPages = await kit.pagesText(long.pdf)
    expect(longPages.map((p) => p.includes('ORIGINAL FOR RECIPIENT'))).toEqual([true, false, false, false])
    expect(longPages.map((p) => p.includes('DUPLICATE'))).toEqual([false, false, true, false])
    expect(longPages.map((p) => p.includes('Authorised signatory'))).toEqual([false, true, false, true])
    expect(longPages[3]).toContain('Page 4 of 4')
  })
})
