// What every printed invoice and note of the books shares (vehicle invoices, workshop invoices, credit notes):
// labels more than one print uses, a print's own labels with them in its language, the two-column facts table,
// and the frame's opening every print fills alike from the posted voucher — the dealer and logo, the buyer as
// posted (relation, address, GSTIN or PAN, state), the number and date. The header, fonts, copies, amount in
// words and signatures are the kit's `documentFrame` (frame.ts).
import type { Voucher } from '@schemas/vouchers.schema'
import type { Block, DocImage } from '@workers/documents/spec.options'
import { translate } from '@/lib/i18n'
import { displayDate } from '@/utils/display-date'
import { gstStateByCode } from '@/utils/gst-states'
import type { FrameCompany, FrameInput, FrameLang } from './frame'
import { imageSize } from './image-size'

/** Labels more than one print uses. */
const SHARED = {
  en: {
    invoiceNo: 'Invoice No',
    date: 'Date',
    buyer: 'Buyer',
    description: 'Description',
    chassis: 'Chassis',
    engine: 'Engine',
  },
  hi: {
    invoiceNo: 'बिल नं.',
    date: 'तारीख',
    buyer: 'खरीदार',
    description: 'विवरण',
    chassis: 'चेसिस',
    engine: 'इंजन',
  },
} as const

type Strings = Readonly<Record<string, string>>
export type PrintLabels<E extends Strings> = { en: E; hi: { [K in keyof E]: string } }
export type PrintT<K extends string> = (key: K, values?: Record<string, string | number>) => string
export type SharedLabel = keyof (typeof SHARED)['en']

/** A print's own labels with the shared ones, in the print's language. */
export function printLabels<const E extends Strings>(
  own: PrintLabels<E>,
  lang: FrameLang,
): PrintT<(keyof E | SharedLabel) & string> {
  const strings: Strings = { ...SHARED[lang], ...own[lang] }
  return (key, values) => translate(strings, lang, key, values)
}

export const cell = (text: string, bold = false) => ({
  runs: [{ text, ...(bold ? { weight: 'bold' as const } : {}) }],
})

/** Label and value, a row each, in a bordered two-column table. */
export function facts(table: [string, string][]): Block {
  return {
    kind: 'table',
    size: 9,
    columns: [{ width: 0.35 }, { width: 0.65 }],
    rows: table.map(([k, v]) => ({ cells: [cell(k, true), cell(v)] })),
    borders: { outer: true, rows: true, columns: true },
    spaceAfter: 8,
  }
}

/** HSN as the turnover band asks for it (four digits up to ₹5 crore, six above; Notif. 78/2020), never padded. */
export function printedHsn(hsn: string | undefined, band: 'upto_5cr' | 'upto_10cr' | 'above_10cr'): string {
  if (!hsn) return ''
  return hsn.slice(0, band === 'upto_5cr' ? 4 : 6)
}

export type FrameOpening = Pick<FrameInput, 'lang' | 'company' | 'logo' | 'party' | 'facts'>

/**
 * The frame's fields every print fills alike from the posted voucher, and the images to send with the spec
 * (the logo, index 0, when there is one).
 */
export function invoiceFrame(
  input: { invoice: Voucher; company: FrameCompany; logo?: DocImage | null; lang: FrameLang },
  t: PrintT<SharedLabel>,
): { frame: FrameOpening; images: DocImage[] } {
  const { invoice: v, lang } = input
  const logoSize = input.logo ? imageSize(input.logo) : null
  const buyer = v.party ?? { name: '' }
  const frame: FrameOpening = {
    lang,
    company: input.company,
    logo: logoSize ? { image: 0, ...logoSize } : null,
    party: {
      heading: t('buyer'),
      name: buyer.relation ? `${buyer.name} (${buyer.relation.type} ${buyer.relation.name})` : buyer.name,
      address: buyer.address ?? null,
      mobile: buyer.mobile ?? null,
      gstin: buyer.gstin ?? null,
      pan: buyer.pan ?? null,
      state: buyer.state_code ? (gstStateByCode(buyer.state_code)?.name ?? null) : null,
    },
    facts: [
      { label: t('invoiceNo'), value: v.number },
      { label: t('date'), value: displayDate(v.doc_date, lang) },
    ],
  }
  return { frame, images: input.logo && logoSize ? [input.logo] : [] }
}
