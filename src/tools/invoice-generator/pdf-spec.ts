// The tax invoice as a page description for the documents worker: every Rule 46 field, the items and the
// tax by rate as tables, totals, amount in words, bank and UPI, signature and terms. Pure: labels come in as
// a function and pictures as indexes into the images the tool sends along, so tests read the spec as text.
import type { Block, DocSpec } from '../../../workers/documents/spec.options'
import type { GstInvoiceResult } from '@/utils/gst'
import type { InvoiceDraft } from './model'
import {
  amountWords,
  bold,
  field,
  invoiceDate,
  INK,
  LOOKS,
  plain,
  SOFT,
  stateName,
  text,
  type Look,
  type PdfImages,
  type PdfLabels,
} from './pdf-look'
import { itemsTable, rateTable, totalsTable } from './pdf-tables'

export {
  amountWords,
  fitBox,
  invoiceDate,
  type PdfImages,
  type PdfLabelKey,
  type PdfLabels,
} from './pdf-look'

function partiesRow(d: InvoiceDraft, t: PdfLabels, lang: string, look: Look, images: PdfImages): Block {
  const s = look.size + 0.5
  const seller: Block[] = [
    text([bold(d.supplier.name, look.accent)], look.size + 6),
    text([plain(d.supplier.address)], s),
    field(t('gstin'), d.supplier.gstin, s, true),
    field(t('state'), stateName(d.supplier.stateCode, lang), s),
  ]
  const contact = [d.supplier.phone, d.supplier.email].filter(Boolean).join(' · ')
  if (contact) seller.push(text([plain(contact)], s))
  const logo = images.logo
  const left: Block = logo
    ? {
        kind: 'row',
        gap: 10,
        columns: [
          {
            width: 0.26,
            blocks: [{ kind: 'image', image: logo.index, width: logo.width, height: logo.height }],
          },
          { width: 0.74, blocks: seller },
        ],
      }
    : { kind: 'row', columns: [{ width: 1, blocks: seller }] }
  const right = (t2: Block[]) => t2.map((b) => (b.kind === 'text' ? { ...b, align: 'right' as const } : b))
  return {
    kind: 'row',
    gap: 16,
    spaceAfter: 6,
    columns: [
      { width: 0.62, blocks: [left] },
      {
        width: 0.38,
        blocks: right([
          text([bold(t('taxInvoice').toLocaleUpperCase('en-IN'), look.accent)], look.size + 7, {
            spaceAfter: 2,
          }),
          field(t('invoiceNo'), d.number, s, true),
          field(t('invoiceDate'), invoiceDate(d.date, lang), s),
          field(t('reverseChargeLabel'), d.reverseCharge ? t('reverseChargeYes') : t('reverseChargeNo'), s),
        ]),
      },
    ],
  }
}

function buyerRow(d: InvoiceDraft, t: PdfLabels, lang: string, look: Look): Block {
  const s = look.size + 0.5
  const label = (l: string, align?: 'right') =>
    text([bold(l.toLocaleUpperCase('en-IN'), SOFT)], look.size - 0.5, { align })
  return {
    kind: 'row',
    gap: 16,
    columns: [
      {
        width: 0.62,
        blocks: [
          label(t('billTo')),
          text([bold(d.buyer.name)], s + 1),
          text([plain(d.buyer.address)], s),
          field(t('gstin'), d.buyer.registered ? d.buyer.gstin : t('unregistered'), s, d.buyer.registered),
        ],
      },
      {
        width: 0.38,
        blocks: [
          label(t('placeOfSupply'), 'right'),
          text([bold(stateName(d.placeOfSupply, lang))], s + 1, { align: 'right' }),
        ],
      },
    ],
  }
}

function paymentBlocks(
  d: InvoiceDraft,
  r: GstInvoiceResult,
  t: PdfLabels,
  lang: string,
  look: Look,
  images: PdfImages,
): Block[] {
  const s = look.size + 0.5
  const out: Block[] = [
    text([bold(t('inWords').toLocaleUpperCase('en-IN'), SOFT)], look.size - 0.5),
    text([bold(amountWords(r.grandTotalPaise, lang))], s + 0.5, { spaceAfter: 8 }),
  ]
  const b = d.bank
  if (b.accountNumber || b.ifsc || b.bankName) {
    out.push(text([bold(t('bankDetails').toLocaleUpperCase('en-IN'), SOFT)], look.size - 0.5))
    if (b.accountName) out.push(field(t('accountName'), b.accountName, s))
    if (b.accountNumber) out.push(field(t('accountNumber'), b.accountNumber, s, true))
    if (b.ifsc) out.push(field(t('ifsc'), b.ifsc.toUpperCase(), s))
    if (b.bankName) out.push(text([plain(b.bankName)], s))
    out.push({ kind: 'spacer', height: 6 })
  }
  if (images.qr) {
    out.push({
      kind: 'row',
      gap: 8,
      keepTogether: true,
      columns: [
        { width: 0.32, blocks: [{ kind: 'image', image: images.qr.index, width: 72, height: 72 }] },
        {
          width: 0.68,
          blocks: [text([plain(t('scanToPay'))], s, { spaceBefore: 20 }), text([bold(b.upiId)], s)],
        },
      ],
    })
  }
  return out
}

function signingRow(d: InvoiceDraft, t: PdfLabels, look: Look, images: PdfImages): Block {
  const s = look.size + 0.5
  const sig = images.signature
  return {
    kind: 'row',
    gap: 24,
    keepTogether: true,
    columns: [
      {
        width: 0.6,
        blocks: d.terms.trim() ? [text([plain(d.terms)], look.size, { color: SOFT, spaceBefore: 14 })] : [],
      },
      {
        width: 0.4,
        blocks: [
          text([plain(t('forSupplier', { name: d.supplier.name }))], s, { align: 'center' }),
          sig
            ? { kind: 'image', image: sig.index, width: sig.width, height: sig.height, align: 'center' }
            : { kind: 'spacer', height: 36 },
          { kind: 'rule', thickness: 0.6, color: INK, spaceBefore: 2, spaceAfter: 2 },
          text([bold(d.signatory)], s, { align: 'center' }),
          text([plain(t('authorisedSignatory'))], look.size, { align: 'center', color: SOFT }),
        ],
      },
    ],
  }
}

/** The whole invoice as a DocSpec in the chosen template, labels in `lang`. */
export function invoiceToDoc(
  d: InvoiceDraft,
  r: GstInvoiceResult | null,
  t: PdfLabels,
  lang: string,
  images: PdfImages = {},
): DocSpec {
  const look = LOOKS[d.template]
  const flow: Block[] = [
    partiesRow(d, t, lang, look, images),
    { kind: 'rule', thickness: d.template === 'compact' ? 0.6 : 1.2, color: look.accent, spaceAfter: 6 },
    buyerRow(d, t, lang, look),
    itemsTable(d, r, t, look),
  ]
  if (r) {
    flow.push({
      kind: 'row',
      gap: 20,
      keepTogether: true,
      spaceAfter: 10,
      columns: [
        { width: 0.55, blocks: paymentBlocks(d, r, t, lang, look, images) },
        { width: 0.45, blocks: [totalsTable(r, t, look)] },
      ],
    })
    flow.push(text([bold(t('taxSummary'), SOFT)], look.size, { keepWithNext: true, spaceAfter: 2 }))
    flow.push(rateTable(r, t, look))
  }
  flow.push(signingRow(d, t, look, images))
  return {
    title: `${t('taxInvoice')} ${d.number}`.trim(),
    author: d.supplier.name || undefined,
    lang,
    page: {
      margin: { top: 34, right: 34, bottom: 40, left: 34 },
      footer: { text: `${d.number}  ·  {page} / {pages}`, size: 7, color: SOFT },
    },
    flow,
  }
}
