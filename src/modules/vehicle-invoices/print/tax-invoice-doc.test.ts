import type { PDFNumber } from '@cantoo/pdf-lib'
import { PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib'
import { unzlibSync } from 'fflate'
import jsQR from 'jsqr'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import type { Block, DocInput, ImageBlock } from '@workers/documents/spec.options'
import type { NodeDocumentsKit } from '@workers/documents/node-kit.options'
import { QR_PRINT_SIZE } from './einvoice-qr'
import { g1, printed, printInput as input, signedQrText } from './invoice-print.test-data'
import { printedHsn, taxInvoiceDoc } from './tax-invoice-doc'

const IRN = '8a1f3cdd0f2b6e4a9c7d5e3f1a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e2f4a6b'

/** G1 reported to the IRP: its IRN and acknowledgement, with the signed QR or without. */
function einvoiced(signed_qr?: string): Voucher {
  return {
    ...g1(),
    einvoice: {
      status: 'generated',
      irn: IRN,
      ack_no: '112510123456789',
      ack_date: '2025-11-16 14:05',
      ...(signed_qr === undefined ? {} : { signed_qr }),
    },
  }
}

const imageBlocks = (blocks: readonly Block[]): ImageBlock[] =>
  blocks.flatMap((b) =>
    b.kind === 'image' ? [b] : b.kind === 'row' ? b.columns.flatMap((c) => imageBlocks(c.blocks)) : [],
  )
const images = (doc: DocInput) => imageBlocks(doc.spec.flow)

describe('the tax invoice printed', () => {
  it('G1: three copies of the tax invoice with every Rule 46 particular, road tax below the tax, TCS, words', () => {
    const text = printed(taxInvoiceDoc(input()))
    for (const copy of ['ORIGINAL FOR RECIPIENT', 'DUPLICATE FOR TRANSPORTER', 'TRIPLICATE FOR SUPPLIER']) {
      expect(text).toContain(copy)
    }
    expect(text.indexOf('ORIGINAL FOR RECIPIENT')).toBeLessThan(text.indexOf('DUPLICATE FOR TRANSPORTER'))
    expect(text).toContain('TAX INVOICE')
    expect(text).toContain('NRINV-2526/A0001')
    expect(text).toContain('Sunita Patil (W/O Arun Patil)')
    expect(text).toContain('Place of supply')
    expect(text).toContain('Reverse charge')
    expect(text).toContain('Chassis: MA1TA2WE5R2A12345')
    expect(text).toContain('₹14,50,000.00')
    expect(text).toContain('₹2,90,305.08')
    expect(text).toContain('Road tax and registration (RTO) — Paid on behalf of the buyer')
    expect(text).toContain('TCS u/s 206C(1F) @ 1%')
    expect(text).toContain('₹20,340.00')
    expect(text).toMatch(/Twenty-One Lakh Seventy-Four Thousand Three Hundred Forty/)
    // HSN at four digits up to ₹5 crore, six above.
    expect(text).toContain('| 8703 |')
    expect(printed(taxInvoiceDoc(input({ band: 'upto_10cr' })))).toContain('| 870333 |')
    // Two rates (the car at 40 %, the mats at 18 %): the tax summed per rate, after the lines.
    expect(text).toContain('Tax by rate')
    expect(text.indexOf('Tax by rate')).toBeLessThan(text.indexOf('Road tax and registration (RTO)'))
    expect(text).toMatch(/\| 40% \| ₹[\d,.]+ \| ₹[\d,.]+ \| ₹[\d,.]+ \| ₹0\.00 \|/)
    expect(text).toMatch(/\| 18% \| ₹3,389\.83 \| ₹305\.08 \| ₹305\.08 \| ₹0\.00/)
  })

  it('prints the buyer’s state with its code, the delivery state and the details under their labels', () => {
    const base = g1()
    const invoice: Voucher = {
      ...base,
      party: { ...base.party!, delivery_address: 'Plot 4, Belgaum', delivery_state_code: '29' },
      details: { hypothecation: 'HDFC Bank', salesPerson: 'Ravi', tcs_exempt_reason: 'Government' },
    }
    const text = printed(taxInvoiceDoc(input({ invoice })))
    // Each state with its code once.
    expect(text).toContain('Place of supply | Maharashtra (27) |')
    expect(text).toContain('State / code | Maharashtra (27) |')
    expect(text).toContain('Delivery state / code | Karnataka (29) |')
    expect(text).toContain('Hypothecated to | HDFC Bank')
    expect(text).toContain('Sales person | Ravi')
    expect(text).toContain('TCS not collected because | Government')
    expect(text).not.toContain('salesPerson')
    const hi = printed(taxInvoiceDoc(input({ invoice, lang: 'hi' })))
    expect(hi).toContain('हाइपोथिकेशन | HDFC Bank')
    expect(hi).toContain('डिलीवरी का राज्य / कोड')
  })

  it('prints in Hindi', () => {
    const text = printed(taxInvoiceDoc(input({ lang: 'hi' })))
    expect(text).toContain('टैक्स इनवॉइस')
    expect(text).toContain('आपूर्ति का स्थान')
  })

  it('prints HSN at the band’s digits without padding', () => {
    expect(printedHsn('87033390', 'upto_5cr')).toBe('8703')
    expect(printedHsn('87033390', 'above_10cr')).toBe('870333')
    expect(printedHsn('8708', 'above_10cr')).toBe('8708')
    expect(printedHsn(undefined, 'upto_5cr')).toBe('')
  })

  it('prints an e-invoice’s IRN, acknowledgement and the signed QR code, 35 mm square, on every copy', () => {
    const doc = taxInvoiceDoc(input({ invoice: einvoiced(signedQrText()) }))
    const text = printed(doc)
    expect(text).toContain(`IRN | ${IRN}`)
    expect(text).toContain('Ack No / Date | 112510123456789 / 16 Nov 2025 14:05')
    expect(text).toContain('E-invoice QR code signed by the IRP')
    expect(doc.images).toHaveLength(1)
    expect(doc.images[0]!.type).toBe('png')
    const qrs = images(doc)
    expect(qrs).toHaveLength(3)
    expect(qrs.every((b) => b.image === 0 && b.width === QR_PRINT_SIZE && b.height === QR_PRINT_SIZE)).toBe(
      true,
    )
    expect((QR_PRINT_SIZE / 72) * 25.4).toBeCloseTo(35)
    // Beside the logo, the code is the second picture.
    const logo = { type: 'png' as const, bytes: doc.images[0]!.bytes }
    const withLogo = taxInvoiceDoc(input({ invoice: einvoiced(signedQrText()), logo }))
    expect(withLogo.images).toHaveLength(2)
    // The frame draws the logo (picture 0) on each copy too.
    expect(images(withLogo).map((b) => b.image)).toEqual([0, 1, 0, 1, 0, 1])
    expect(printed(taxInvoiceDoc(input({ invoice: einvoiced(signedQrText()), lang: 'hi' })))).toContain(
      'IRP द्वारा साइन किया ई-इनवॉइस QR कोड',
    )
  })

  it('prints no QR code without a signed QR, and says so when the text is too long for one', () => {
    for (const invoice of [g1(), einvoiced(), einvoiced('  ')]) {
      const doc = taxInvoiceDoc(input({ invoice }))
      expect(doc.images).toEqual([])
      expect(images(doc)).toEqual([])
      expect(printed(doc)).not.toContain('E-invoice QR code')
    }
    expect(printed(taxInvoiceDoc(input({ invoice: einvoiced() })))).toContain(`IRN | ${IRN}`)
    expect(printed(taxInvoiceDoc(input()))).not.toContain('IRN')
    const tooLong = taxInvoiceDoc(input({ invoice: einvoiced(signedQrText(4000)) }))
    expect(tooLong.images).toEqual([])
    expect(printed(tooLong)).toContain(
      'E-invoice QR code signed by the IRP | The signed QR text is too long for a QR code',
    )
  })
})

/** Each picture in a PDF, as RGBA pixels (the kit embeds a PNG as 8-bit RGB, deflated). */
async function pdfImages(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf)
  const out: { width: number; height: number; rgba: Uint8ClampedArray }[] = []
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream) || obj.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) {
      continue
    }
    const size = (k: string) => (obj.dict.get(PDFName.of(k)) as PDFNumber).asNumber()
    const [width, height] = [size('Width'), size('Height')]
    expect(obj.dict.get(PDFName.of('ColorSpace'))).toBe(PDFName.of('DeviceRGB'))
    const rgb = unzlibSync(obj.contents)
    const rgba = new Uint8ClampedArray(width * height * 4)
    for (let i = 0; i < width * height; i++) {
      rgba.set([rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!, 255], i * 4)
    }
    out.push({ width, height, rgba })
  }
  return out
}

describe('the tax invoice’s PDF', () => {
  let kit: NodeDocumentsKit
  beforeAll(async () => {
    // Loaded by path: the app project type-checks only the workers' contracts, not their code.
    const path = '../../../../workers/documents/node-kit'
    const mod = (await import(/* @vite-ignore */ path)) as { nodeDocumentsKit: () => NodeDocumentsKit }
    kit = mod.nodeDocumentsKit()
  })

  it('carries the signed QR as a picture that scans back to the IRP’s text, and none without it', async () => {
    const text = signedQrText()
    const withQr = await kit.buildPdf(taxInvoiceDoc(input({ invoice: einvoiced(text) })))
    expect(withQr.pageCount).toBeGreaterThanOrEqual(3)
    const pictures = await pdfImages(withQr.pdf)
    expect(pictures).toHaveLength(1)
    const [qr] = pictures
    expect(jsQR(qr!.rgba, qr!.width, qr!.height)?.data).toBe(text)
    // The IRN wraps in its column: read without the line breaks.
    const pages = (await kit.pagesText(withQr.pdf)).map((p) => p.replace(/\s+/g, ''))
    expect(pages[0]).toContain(IRN)
    expect(pages[0]).toContain('E-invoiceQRcodesignedbytheIRP')
    const without = await kit.buildPdf(taxInvoiceDoc(input({ invoice: einvoiced() })))
    expect(await pdfImages(without.pdf)).toEqual([])
    expect((await kit.pagesText(without.pdf))[0]!.replace(/\s+/g, '')).toContain(IRN)
  })
})
