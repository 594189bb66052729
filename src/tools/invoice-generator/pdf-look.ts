// The invoice PDF's vocabulary: the labels and pictures a spec is made with, the three templates' looks,
// and the small builders (styled runs, cells, "Label: value" lines) the spec and its tables share.
import type {
  Block,
  Rgb,
  Run,
  TableBorders,
  TableCell,
  TableRow,
} from '../../../workers/documents/spec.options'
import { amountInWordsEn, amountInWordsHi } from '@/utils/amount-in-words'
import { gstStateByCode } from '@/utils/gst-states'
import { formatPaise } from '@/utils/indian-number'
import { parsePlainDate } from '@/utils/plain-date'
import type { InvoiceTemplate } from './model'

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

export type Look = {
  size: number
  accent: Rgb
  headFill: Rgb
  headText: Rgb
  borders: TableBorders
}

export const INK: Rgb = [0.1, 0.12, 0.16]
export const SOFT: Rgb = [0.38, 0.4, 0.45]
export const LINE: Rgb = [0.55, 0.57, 0.6]
export const BRAND: Rgb = [0.07, 0.3, 0.42]

export const LOOKS: Record<InvoiceTemplate, Look> = {
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

export const money = (p: number) => formatPaise(p, { symbol: false })

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

export function stateName(code: string, lang: string): string {
  const st = gstStateByCode(code)
  return st ? `${lang === 'hi' ? st.nameHi : st.name} (${st.code})` : ''
}

export const text = (
  runs: Run[],
  size: number,
  extra: Partial<Extract<Block, { kind: 'text' }>> = {},
): Block => ({
  kind: 'text',
  runs,
  size,
  color: INK,
  ...extra,
})
export const plain = (t: string): Run => ({ text: t })
export const bold = (t: string, color?: Rgb): Run => ({ text: t, weight: 'bold', color })
export const cell = (t: string, extra: Partial<TableCell> = {}): TableCell => ({ runs: [plain(t)], ...extra })
/** "Label: value" on one line, the label in the soft colour. */
export const field = (label: string, value: string, size: number, strong = false): Block =>
  text([{ text: `${label}: `, color: SOFT }, strong ? bold(value) : plain(value)], size)

export function headerRow(labels: string[], look: Look): TableRow {
  return {
    background: look.headFill,
    // A size smaller than the cells, so headings such as "Taxable value" fit narrow money columns.
    cells: labels.map((l) => ({ runs: [{ ...bold(l, look.headText), size: look.size - 0.5 }] })),
  }
}

export { fitBox } from '@/lib/documents/image-size'
