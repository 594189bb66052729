import { beforeAll, describe, expect, it } from 'vitest'
import type { NodeDocumentsKit } from '../../../workers/documents/node-kit.options'
import type { Block, TableBlock } from '../../../workers/documents/spec.options'
import { specText } from '@/lib/documents/spec-text'
import { blankInvoice, computeInvoice, type InvoiceDraft } from './model'
import { amountWords, fitBox, invoiceDate, invoiceToDoc, type PdfLabels } from './pdf-spec'

/** Labels print as their keys, so the tests read which label stands where. */
const L: PdfLabels = (key, vars) => (vars ? `${key}(${Object.values(vars).join(',')})` : key)

function sample(over: Partial<InvoiceDraft> = {}): InvoiceDraft {
  const d = blankInvoice('x', '2025-11-21', '09')
  return {
    ...d,
    number: 'INV/2526/0001',
    supplier: {
      ...d.supplier,
      name: 'Sharma Motors',
      address: 'Kapoorthala, Lucknow',
      gstin: '09AAACH7409R1ZZ',
      phone: '9876543210',
    },
    buyer: { ...d.buyer, name: 'Verma Traders', address: 'Aminabad', gstin: '09AAACH7409R1ZZ' },
    signatory: 'R. Sharma',
    terms: 'Goods once sold will not be taken back.',
    bank: {
      accountName: 'Sharma Motors',
      accountNumber: '50100123456789',
      ifsc: 'hdfc0001234',
      bankName: 'HDFC Bank, Hazratganj',
      upiId: 'sharma@okhdfc',
    },
    lines: [
      {
        description: 'Helmet ISI',
        hsn: '6506',
        quantity: '2',
        unit: 'Nos',
        rate: '1,250.50',
        discount: '100',
        gstRate: '18',
      },
      {
        description: 'Service',
        hsn: '998714',
        quantity: '1',
        unit: 'Job',
        rate: '499',
        discount: '',
        gstRate: '5',
      },
    ],
    ...over,
  }
}

const tables = (flow: readonly Block[]): TableBlock[] =>
  flow.flatMap((b) =>
    b.kind === 'table' ? [b] : b.kind === 'row' ? b.columns.flatMap((c) => tables(c.blocks)) : [],
  )
const cells = (t: TableBlock | undefined, row: number) =>
  [...(t?.header ?? []), ...(t?.rows ?? [])][row]?.cells.map((c) => c.runs.map((r) => r.text).join(''))

describe('invoice page description', () => {
  it('prints every Rule 46 field, CGST and SGST within the state, tax by rate, round-off and words', () => {
    const d = sample()
    const spec = invoiceToDoc(d, computeInvoice(d), L, 'en')
    const text = specText(spec)
    for (const part of [
      'Sharma Motors',
      'gstin: 09AAACH7409R1ZZ',
      'state: Uttar Pradesh (09)',
      'taxInvoice'.toLocaleUpperCase('en-IN'),
      'invoiceNo: INV/2526/0001',
      'invoiceDate: 21 Nov 2025',
      'reverseChargeLabel: reverseChargeNo',
      'Verma Traders',
      'Uttar Pradesh (09)',
      'Rupees Three Thousand Three Hundred Fifty-Seven Only',
      'accountNumber: 50100123456789',
      'ifsc: HDFC0001234',
      'forSupplier(Sharma Motors)',
      'R. Sharma',
      'Goods once sold will not be taken back.',
    ]) {
      expect(text).toContain(part)
    }
    const [items, totals, rates] = tables(spec.flow)
    expect(cells(items, 0)).toEqual([
      'sn',
      'description',
      'hsn',
      'quantity',
      'rate',
      'discount',
      'taxable',
      'gstRate',
      'cgst',
      'sgst',
      'amount',
    ])
    expect(cells(items, 1)).toEqual([
      '1',
      'Helmet ISI',
      '6506',
      '2 Nos',
      '1,250.50',
      '100.00',
      '2,401.00',
      '18%',
      '216.09',
      '216.09',
      '2,833.18',
    ])
    expect(cells(items, 2)).toEqual([
      '2',
      'Service',
      '998714',
      '1 Job',
      '499',
      '',
      '499.00',
      '5%',
      '12.48',
      '12.48',
      '523.96',
    ])
    // Money is right-aligned, text left.
    expect(items?.columns.map((c) => c.align ?? 'left')).toEqual([
      'left',
      'left',
      'left',
      ...Array(8).fill('right'),
    ])
    expect(totals?.rows.map((r) => r.cells.map((c) => c.runs.map((x) => x.text).join('')))).toEqual([
      ['subtotal', '2,900.00'],
      ['cgst', '228.57'],
      ['sgst', '228.57'],
      ['roundOff', '-0.14'],
      ['grandTotal', '₹3,357.00'],
    ])
    expect(cells(rates, 0)).toEqual(['rateCol', 'taxable', 'cgst', 'sgst', 'totalTax'])
    expect(cells(rates, 1)).toEqual(['5%', '499.00', '12.48', '12.48', '24.96'])
    expect(cells(rates, 2)).toEqual(['18%', '2,401.00', '216.09', '216.09', '432.18'])
    expect(cells(rates, 3)).toEqual(['grandTotal', '2,900.00', '228.57', '228.57', '457.14'])
  })

  it('uses one IGST column across states, UTGST in a union territory, Hindi words and dates in Hindi', () => {
    const d = sample({
      placeOfSupply: '27',
      buyer: { name: 'Patil', address: 'Pune', registered: false, gstin: '' },
    })
    const spec = invoiceToDoc(d, computeInvoice(d), L, 'hi')
    const [items, totals, rates] = tables(spec.flow)
    expect(cells(items, 0)).toContain('igst')
    expect(cells(items, 0)).not.toContain('cgst')
    expect(cells(items, 1)?.slice(8)).toEqual(['432.18', '2,833.18'])
    expect(totals?.rows.map((r) => r.cells[0]?.runs[0]?.text)).toEqual([
      'subtotal',
      'igst',
      'roundOff',
      'grandTotal',
    ])
    expect(cells(rates, 3)).toEqual(['grandTotal', '2,900.00', '457.13', '457.13'])
    const text = specText(spec)
    expect(text).toContain('gstin: unregistered')
    expect(text).toContain('महाराष्ट्र (27)')
    expect(text).toContain('तीन हज़ार तीन सौ सत्तावन रुपये मात्र')
    expect(invoiceDate('2025-11-21', 'hi')).toBe('21 नव॰ 2025')
    expect(amountWords(123456789, 'en')).toBe(
      'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only',
    )
    const chandigarh = sample({
      supplier: { ...sample().supplier, stateCode: '04', gstin: '04AAACH7409R1Z1' },
      placeOfSupply: '04',
    })
    expect(cells(tables(invoiceToDoc(chandigarh, computeInvoice(chandigarh), L, 'en').flow)[0], 0)).toContain(
      'UTGST',
    )
  })

  it('places the logo, signature and UPI QR it is given, a huge logo fitted into its box', () => {
    const d = sample()
    const logo = { index: 0, ...fitBox(3000, 1000, 120, 60) }
    expect(logo).toMatchObject({ width: 120, height: 40 })
    const spec = invoiceToDoc(d, computeInvoice(d), L, 'en', {
      logo,
      signature: { index: 1, width: 100, height: 30 },
      qr: { index: 2 },
    })
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
    expect(images.map((b) => (b.kind === 'image' ? [b.image, b.width, b.height] : null))).toEqual([
      [0, 120, 40],
      [2, 72, 72],
      [1, 100, 30],
    ])
    expect(specText(spec)).toContain('scanToPay')
    // No pictures: none placed, and without a computed result no totals are printed.
    const bare = invoiceToDoc({ ...d, lines: [{ ...d.lines[0]!, rate: 'abc' }] }, null, L, 'en')
    expect(specText(bare)).not.toContain('grandTotal')
  })
})

describe('invoice PDF', () => {
  let kit: NodeDocumentsKit
  beforeAll(async () => {
    // Loaded by path: the app project type-checks only the workers' contracts, not their code.
    const path = '../../../workers/documents/node-kit'
    const mod = (await import(/* @vite-ignore */ path)) as { nodeDocumentsKit: () => NodeDocumentsKit }
    kit = mod.nodeDocumentsKit()
  })

  it('carries Hindi names and items as real text, exactly as typed, in an embedded font', async () => {
    const d = sample({
      supplier: { ...sample().supplier, name: 'श्री कृष्ण ट्रेडर्स', address: 'क्षेत्र कार्यालय, लखनऊ' },
      buyer: { name: 'प्रज्ञा ऑटो', address: 'हज़रतगंज', registered: true, gstin: '09AAACH7409R1ZZ' },
      lines: [
        { ...sample().lines[0]!, description: 'हेलमेट (आई॰एस॰आई॰)' },
        { ...sample().lines[1]!, description: 'सर्विसिंग और क्लच प्लेट' },
      ],
      template: 'modern',
    })
    const result = await kit.buildPdf({ spec: invoiceToDoc(d, computeInvoice(d), L, 'hi'), images: [] })
    expect(result.missing).toEqual([])
    expect(result.pageCount).toBe(1)
    const pages = await kit.pagesText(result.pdf)
    const text = pages.join('\n')
    for (const part of [
      'श्री कृष्ण ट्रेडर्स',
      'क्षेत्र कार्यालय, लखनऊ',
      'प्रज्ञा ऑटो',
      'हेलमेट (आई॰एस॰आई॰)',
      'सर्विसिंग और क्लच प्लेट',
      'तीन हज़ार तीन सौ सत्तावन रुपये मात्र',
      '₹3,357.00',
      '2,401.00',
    ]) {
      expect(text).toContain(part)
    }
    // The item rows read in order, cell by cell.
    expect(text).toMatch(
      /1 हेलमेट \(आई॰एस॰आई॰\) 6506 2 Nos 1,250.50 100.00 2,401.00 18% 216.09 216.09 2,833.18/,
    )
    const { embedded, notEmbedded } = await kit.fonts(result.pdf)
    expect(notEmbedded).toEqual([])
    expect(embedded.sort()).toEqual(['/AAAAAA+NotoSansDevanagari-Regular', '/BAAAAA+NotoSansDevanagari-Bold'])
  })
})
