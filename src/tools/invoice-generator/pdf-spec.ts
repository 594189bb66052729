// The tax invoice as a page description for the documents worker: every Rule 46 field, the items and the
// tax by rate as tables, totals, amount in words, bank and UPI, signature and terms. Pure: labels come in as
// a function and pictures as indexes into the images the tool sends along, so tests read the spec as text.
import type {
  Block,
  DocSpec,
  Rgb,
  Run,
  TableBlock,
  TableBorders,
  TableCell,
  TableRow,
} from '../../../workers/documents/spec.options'
import { amountInWordsEn, amountInWordsHi } from '@/utils/amount-in-words'
import type { GstInvoiceResult } from '@/utils/gst'
import { gstStateByCode } from '@/utils/gst-states'
import { formatIndianNumber, formatPaise } from '@/utils/indian-number'
import { parsePlainDate } from '@/utils/plain-date'
import type { InvoiceDraft, InvoiceTemplate } from './model'
import { percentToBp } from './model'

/** The printed words the invoice uses (keys of the tool's strings). */
export type PdfLabelKey =
  | 'taxInvoice'
  | 'invoiceNo'
  | 'invoiceDate'
  | 'reverseChargeLabel'
  | 'reverseChargeYes'
  | 'reverseChargeNo'
  | 'gstin'
  | 'state'
  | 'billTo'
  | 'placeOfSupply'
  | 'unregistered'
  | 'sn'
  | 'description'
  | 'hsn'
  | 'quantity'
  | 'rate'
  | 'discount'
  | 'taxable'
  | 'gstRate'
  | 'cgst'
  | 'sgst'
  | 'igst'
  | 'amount'
  | 'taxSummary'
  | 'rateCol'
  | 'totalTax'
  | 'subtotal'
  | 'roundOff'
  | 'grandTotal'
  | 'inWords'
  | 'bankDetails'
  | 'accountName'
  | 'accountNumber'
  | 'ifsc'
  | 'scanToPay'
  | 'forSupplier'
  | 'authorisedSignatory'
export type PdfLabels = (key: PdfLabelKey, vars?: Record<string, string | number>) => string

/** Where the pictures are in the images sent with the spec (absent: not on this invoice). */
export type PdfImages = {
  logo?: { index: number; width: number; height: number }
  signature?: { index: number; width: number; height: number }
  qr?: { index: number }
}

type Look = {
  size: number
  accent: Rgb
  headFill: Rgb
  headText: Rgb
  borders: TableBorders
}

const INK: Rgb = [0.1, 0.12, 0.16]
const SOFT: Rgb = [0.38, 0.4, 0.45]
const LINE: Rgb = [0.55, 0.57, 0.6]
const BRAND: Rgb = [0.07, 0.3, 0.42]

const LOOKS: Record<InvoiceTemplate, Look> = {
  classic: {
    size: 8.5,
    accent: INK,
    headFill: [0.92, 0.93, 0.94],
    headText: INK,
    borders: { outer: true, rows: true, columns: true, color: LINE, width: 0.6 },
  },
  modern: {
    size: 8.5,
    accent: BRAND,
    headFill: BRAND,
    headText: [1, 1, 1],
    borders: { rows: true, color: [0.8, 0.83, 0.86], width: 0.5 },
  },
  compact: {
    size: 7.5,
    accent: INK,
    headFill: [0.96, 0.96, 0.96],
    headText: INK,
    borders: { rows: true, color: LINE, width: 0.4 },
  },
}

const money = (p: number) => formatPaise(p, { symbol: false })

/** An Indian-style date ("05 Apr 2025" / "05 अप्रैल 2025"); the typed text if it is not a date. */
export function invoiceDate(iso: string, lang: string): string {
  const d = parsePlainDate(iso)
  if (!d.ok) return iso
  return new Date(Date.UTC(d.value.year, d.value.month - 1, d.value.day)).toLocaleDateString(
    lang === 'hi' ? 'hi-IN' : 'en-IN',
    { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' },
  )
}

/** The amount in words in the document's language ("Rupees … Only" / "… रुपये मात्र"). */
export function amountWords(paise: number, lang: string): string {
  const words = lang === 'hi' ? amountInWordsHi(paise, { only: true }) : amountInWordsEn(paise)
  return words.ok ? words.value : ''
}

function stateName(code: string, lang: string): string {
  const st = gstStateByCode(code)
  return st ? `${lang === 'hi' ? st.nameHi : st.name} (${st.code})` : ''
}

const text = (runs: Run[], size: number, extra: Partial<Extract<Block, { kind: 'text' }>> = {}): Block => ({
  kind: 'text',
  runs,
  size,
  color: INK,
  ...extra,
})
const plain = (t: string): Run => ({ text: t })
const bold = (t: string, color?: Rgb): Run => ({ text: t, weight: 'bold', color })
const cell = (t: string, extra: Partial<TableCell> = {}): TableCell => ({ runs: [plain(t)], ...extra })
/** "Label: value" on one line, the label in the soft colour. */
const field = (label: string, value: string, size: number, strong = false): Block =>
  text([{ text: `${label}: `, color: SOFT }, strong ? bold(value) : plain(value)], size)

function headerRow(labels: string[], look: Look): TableRow {
  return {
    background: look.headFill,
    // A size smaller than the cells, so headings such as "Taxable value" fit narrow money columns.
    cells: labels.map((l) => ({ runs: [{ ...bold(l, look.headText), size: look.size - 0.5 }] })),
  }
}

function itemsTable(d: InvoiceDraft, r: GstInvoiceResult | null, t: PdfLabels, look: Look): TableBlock {
  const inter = r?.kind === 'inter'
  const stLabel = r?.stateTaxLabel === 'UTGST' ? 'UTGST' : t('sgst')
  const taxCols = inter ? [t('igst')] : [t('cgst'), stLabel]
  const rows: TableRow[] = d.lines.map((l, i) => {
    const line = r?.lines[i]
    const bp = percentToBp(l.gstRate)
    const m = (p: number | undefined) => cell(line && p !== undefined ? money(p) : '')
    const taxes = inter ? [m(line?.igstPaise)] : [m(line?.cgstPaise), m(line?.sgstPaise)]
    return {
      cells: [
        cell(String(i + 1)),
        cell(l.description),
        cell(l.hsn),
        cell(`${l.quantity} ${l.unit}`.trim()),
        cell(l.rate),
        cell(line?.discountPaise ? money(line.discountPaise) : ''),
        m(line?.taxablePaise),
        cell(bp === null ? '' : `${formatIndianNumber(bp / 100)}%`),
        ...taxes,
        { runs: [bold(line ? money(line.totalPaise) : '')] },
      ],
    }
  })
  const R = 'right' as const
  const taxWidths = inter
    ? [{ width: 0.11, align: R }]
    : [
        { width: 0.09, align: R },
        { width: 0.09, align: R },
      ]
  return {
    kind: 'table',
    columns: [
      { width: 0.035 },
      { width: inter ? 0.27 : 0.21 },
      { width: 0.075 },
      { width: 0.08, align: R },
      { width: 0.085, align: R },
      { width: 0.07, align: R },
      { width: 0.1, align: R },
      { width: 0.055, align: R },
      ...taxWidths,
      { width: 0.11, align: R },
    ],
    header: [
      headerRow(
        [
          t('sn'),
          t('description'),
          t('hsn'),
          t('quantity'),
          t('rate'),
          t('discount'),
          t('taxable'),
          t('gstRate'),
          ...taxCols,
          t('amount'),
        ],
        look,
      ),
    ],
    rows,
    size: look.size,
    color: INK,
    borders: look.borders,
    spaceBefore: 10,
    spaceAfter: 8,
  }
}

/** CGST + SGST (or IGST) for each GST rate, as Rule 46 asks when rates differ. */
function rateTable(r: GstInvoiceResult, t: PdfLabels, look: Look): TableBlock {
  const inter = r.kind === 'inter'
  const stLabel = r.stateTaxLabel === 'UTGST' ? 'UTGST' : t('sgst')
  const R = 'right' as const
  const row = (label: string, taxable: number, c: number, s: number, i: number, strong = false): TableRow => {
    const v = (x: number): TableCell => ({ runs: [strong ? bold(money(x)) : plain(money(x))] })
    return {
      cells: [
        { runs: [strong ? bold(label) : plain(label)] },
        v(taxable),
        ...(inter ? [v(i)] : [v(c), v(s)]),
        v(inter ? i : c + s),
      ],
    }
  }
  return {
    kind: 'table',
    columns: [
      { width: 0.16 },
      { width: 0.24, align: R },
      ...(inter
        ? [{ width: 0.3, align: R }]
        : [
            { width: 0.15, align: R },
            { width: 0.15, align: R },
          ]),
      { width: 0.3, align: R },
    ],
    header: [
      headerRow(
        [t('rateCol'), t('taxable'), ...(inter ? [t('igst')] : [t('cgst'), stLabel]), t('totalTax')],
        look,
      ),
    ],
    rows: [
      ...r.byRate.map((b) =>
        row(`${formatIndianNumber(b.rateBp / 100)}%`, b.taxablePaise, b.cgstPaise, b.sgstPaise, b.igstPaise),
      ),
      row(t('grandTotal'), r.taxablePaise, r.cgstPaise, r.sgstPaise, r.igstPaise, true),
    ],
    size: look.size,
    color: INK,
    borders: look.borders,
    spaceAfter: 6,
  }
}

function totalsTable(r: GstInvoiceResult, t: PdfLabels, look: Look): TableBlock {
  const inter = r.kind === 'inter'
  const stLabel = r.stateTaxLabel === 'UTGST' ? 'UTGST' : t('sgst')
  const line = (label: string, value: string): TableRow => ({ cells: [cell(label), cell(value)] })
  const rows: TableRow[] = [
    line(t('subtotal'), money(r.taxablePaise)),
    ...(inter
      ? [line(t('igst'), money(r.igstPaise))]
      : [line(t('cgst'), money(r.cgstPaise)), line(stLabel, money(r.sgstPaise))]),
  ]
  if (r.roundOffPaise !== 0) {
    rows.push(line(t('roundOff'), `${r.roundOffPaise > 0 ? '+' : ''}${money(r.roundOffPaise)}`))
  }
  rows.push({
    background: look.headFill,
    cells: [
      { runs: [bold(t('grandTotal'), look.headText)] },
      {
        runs: [
          {
            text: formatPaise(r.grandTotalPaise),
            weight: 'bold',
            size: look.size + 2.5,
            color: look.headText,
          },
        ],
      },
    ],
  })
  return {
    kind: 'table',
    columns: [{ width: 0.55 }, { width: 0.45, align: 'right' }],
    rows,
    size: look.size + 0.5,
    color: INK,
    borders: { rows: true, color: look.borders.color, width: look.borders.width },
  }
}

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

/** Fits a picture of w × h pixels into a box of points, keeping its shape. */
export function fitBox(w: number, h: number, maxW: number, maxH: number): { width: number; height: number } {
  const scale = Math.min(maxW / Math.max(1, w), maxH / Math.max(1, h))
  return { width: Math.round(w * scale * 100) / 100, height: Math.round(h * scale * 100) / 100 }
}
