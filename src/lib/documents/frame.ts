// The print frame every business document shares (receipts, payments, invoices, job cards): the company
// header from the typed settings, the title, the copy label, the party, the caller's own blocks, the total
// with the amount in words, terms, signatures and "Page x of y". Pure: a page description for the documents
// worker, so the receipt and the invoice print alike and a test reads the spec without a browser.
import type { SettingsDoc } from '@schemas/settings.schema'
import type { Block, DocSpec, Rgb, Run, TextBlock } from '@workers/documents/spec.options'
import { A4 } from '@workers/documents/spec.options'
import { amountInWordsEn, amountInWordsHi } from '@/utils/amount-in-words'
import { GST_STATES } from '@/utils/gst-states'
import { formatPaise } from '@/utils/indian-number'
import { fitBox } from './image-size'

export type FrameLang = 'en' | 'hi'

/**
 * Which copy a page set is (CGST Rules 48 and 49: goods in triplicate, services in duplicate; a receipt or
 * payment voucher is usually one original and one office copy).
 */
export type CopyKind =
  | 'original'
  | 'duplicate'
  | 'triplicate'
  | 'duplicate-transporter'
  | 'duplicate-supplier'
  | 'triplicate-supplier'
  | 'office'

/** The company as the settings document holds it: pass the settings document itself. */
export type FrameCompany = Pick<SettingsDoc, 'company_name'> &
  Partial<Record<'address' | 'district' | 'state' | 'pin_code' | 'gst_no' | 'pan' | 'mobile', string | null>>

export type FrameParty = {
  /** What the party is to this document ("Received from", "Bill to"); "Party" when absent. */
  heading?: string
  name: string
  address?: string | null
  mobile?: string | null
  gstin?: string | null
  pan?: string | null
  /** The state's English name, as stored. */
  state?: string | null
}

export type FrameInput = {
  /** The language of the frame's own labels, the state names and the amount in words. */
  lang: FrameLang
  company: FrameCompany
  /** The logo: its index in the images sent with the spec and its size in pixels (imageSize). */
  logo?: { image: number; width: number; height: number } | null
  /** The document's title, in the caller's words ("RECEIPT VOUCHER", "रसीद वाउचर"). */
  title: string
  /** Number, date and the like, printed under the title as "label: value". */
  facts?: readonly { label: string; value: string }[]
  /** One set of pages per copy, in this order, each starting on a new page; one original when absent. */
  copies?: readonly CopyKind[]
  party?: FrameParty | null
  /** The document's own content: tables of lines, narration, payment details. */
  body: readonly Block[]
  /** The total in integer paise; printed in figures and in words. */
  total?: { paise: number; label?: string } | null
  /** Terms printed above the signatures: one text, or one numbered line each. */
  terms?: string | readonly string[] | null
  /** Signature captions; the left one is left out when `null` (a document the party does not sign). */
  signatures?: { left?: string | null; right?: string }
}

type Labels = {
  copy: Record<CopyKind, string>
  page: string
  party: string
  mobile: string
  gstin: string
  pan: string
  state: string
  total: string
  inWords: string
  terms: string
  customerSignature: string
  forCompany: (company: string) => string
  authorisedSignatory: string
}

/** The frame's fixed words; English in the capitals Indian invoices print their copy marks in. */
export const FRAME_LABELS: Record<FrameLang, Labels> = {
  en: {
    copy: {
      original: 'ORIGINAL FOR RECIPIENT',
      duplicate: 'DUPLICATE',
      triplicate: 'TRIPLICATE',
      'duplicate-transporter': 'DUPLICATE FOR TRANSPORTER',
      'duplicate-supplier': 'DUPLICATE FOR SUPPLIER',
      'triplicate-supplier': 'TRIPLICATE FOR SUPPLIER',
      office: 'OFFICE COPY',
    },
    page: 'Page {page} of {pages}',
    party: 'Party',
    mobile: 'Mobile',
    gstin: 'GSTIN',
    pan: 'PAN',
    state: 'State',
    total: 'Total',
    inWords: 'Amount in words',
    terms: 'Terms and conditions',
    customerSignature: "Customer's signature",
    forCompany: (company) => `For ${company}`,
    authorisedSignatory: 'Authorised signatory',
  },
  hi: {
    copy: {
      original: 'मूल प्रति (प्राप्तकर्ता के लिए)',
      duplicate: 'द्वितीय प्रति',
      triplicate: 'तृतीय प्रति',
      'duplicate-transporter': 'द्वितीय प्रति (परिवहनकर्ता के लिए)',
      'duplicate-supplier': 'द्वितीय प्रति (आपूर्तिकर्ता के लिए)',
      'triplicate-supplier': 'तृतीय प्रति (आपूर्तिकर्ता के लिए)',
      office: 'कार्यालय प्रति',
    },
    page: 'पृष्ठ {page} / {pages}',
    party: 'पार्टी',
    mobile: 'मोबाइल',
    gstin: 'GSTIN',
    pan: 'PAN',
    state: 'राज्य',
    total: 'कुल',
    inWords: 'राशि शब्दों में',
    terms: 'नियम व शर्तें',
    customerSignature: 'ग्राहक के हस्ताक्षर',
    // "कृते" is how Hindi letterheads write "For <firm>" above a signature.
    forCompany: (company) => `कृते ${company}`,
    authorisedSignatory: 'अधिकृत हस्ताक्षरकर्ता',
  },
}

const INK: Rgb = [0.1, 0.12, 0.16]
const SOFT: Rgb = [0.38, 0.4, 0.45]
const SIZE = 9
const MARGIN = { top: 34, right: 34, bottom: 40, left: 34 }
const LOGO_BOX = { width: 64, height: 48 }

const clean = (v: string | null | undefined): string => (v ?? '').trim()
const plain = (text: string): Run => ({ text })
const bold = (text: string): Run => ({ text, weight: 'bold' })
const line = (runs: Run[], size = SIZE, extra: Partial<TextBlock> = {}): TextBlock => ({
  kind: 'text',
  runs,
  size,
  color: INK,
  ...extra,
})
const heading = (text: string, align?: 'right'): TextBlock =>
  line([bold(text)], SIZE - 1, { color: SOFT, align, spaceAfter: 1 })
/** "Label: value" runs, or none when the value is empty. */
const fact = (label: string, value: string | null | undefined, strong = false): Run[] => {
  const v = clean(value)
  if (!v) return []
  return [{ text: `${label}: `, color: SOFT }, strong ? bold(v) : plain(v)]
}
/** Several facts on one line, separated by a dot. */
const facts = (parts: Run[][]): Run[] =>
  parts.filter((p) => p.length > 0).flatMap((p, i) => (i === 0 ? p : [{ text: '  ·  ', color: SOFT }, ...p]))

/** The state as the document's language names it, with its GST code: "Uttar Pradesh (09)". */
export function stateLabel(state: string | null | undefined, lang: FrameLang): string {
  const name = clean(state)
  const known = GST_STATES.find((s) => s.name.toLowerCase() === name.toLowerCase())
  if (!known) return name
  return `${lang === 'hi' ? known.nameHi : known.name} (${known.code})`
}

/** The amount in words as Indian documents print it: "Rupees … Only" / "… रुपये मात्र". */
export function amountWords(paise: number, lang: FrameLang): string {
  const words = lang === 'hi' ? amountInWordsHi(paise, { only: true }) : amountInWordsEn(paise)
  // A total that is not integer paise is a caller's bug; printing wrong words on a legal document is worse.
  if (!words.ok) throw new RangeError(`documentFrame: total ${paise} is not printable (${words.reason})`)
  return words.value
}

function companyHeader(input: FrameInput, copy: CopyKind, l: Labels): Block {
  const c = input.company
  const place = [clean(c.district), stateLabel(c.state, input.lang), clean(c.pin_code)].filter(Boolean)
  const left: Block[] = [line([bold(clean(c.company_name))], SIZE + 7, { spaceAfter: 2 })]
  if (clean(c.address)) left.push(line([plain(clean(c.address))]))
  if (place.length) left.push(line([plain(place.join(', '))]))
  const ids = facts([fact(l.mobile, c.mobile), fact(l.gstin, c.gst_no, true), fact(l.pan, c.pan)])
  if (ids.length) left.push(line(ids))
  const logo = input.logo
  const who: Block = logo
    ? {
        kind: 'row',
        gap: 10,
        columns: [
          {
            width: 0.2,
            blocks: [
              {
                kind: 'image',
                image: logo.image,
                ...fitBox(logo.width, logo.height, LOGO_BOX.width, LOGO_BOX.height),
              },
            ],
          },
          { width: 0.8, blocks: left },
        ],
      }
    : { kind: 'row', columns: [{ width: 1, blocks: left }] }
  const right: Block[] = [
    line([bold(l.copy[copy])], SIZE - 1, { align: 'right', color: SOFT, spaceAfter: 4 }),
    line([bold(input.title)], SIZE + 5, { align: 'right', spaceAfter: 3 }),
    ...(input.facts ?? []).map((f) => line(fact(f.label, f.value, true), SIZE, { align: 'right' })),
  ]
  return {
    kind: 'row',
    gap: 16,
    keepTogether: true,
    columns: [
      { width: 0.62, blocks: [who] },
      { width: 0.38, blocks: right },
    ],
  }
}

function partyBlock(party: FrameParty, lang: FrameLang, l: Labels): Block[] {
  const out: Block[] = [heading(clean(party.heading) || l.party), line([bold(clean(party.name))], SIZE + 1)]
  if (clean(party.address)) out.push(line([plain(clean(party.address))]))
  const ids = facts([
    fact(l.mobile, party.mobile),
    fact(l.gstin, party.gstin, true),
    fact(l.pan, party.pan),
    fact(l.state, stateLabel(party.state, lang)),
  ])
  if (ids.length) out.push(line(ids))
  out.push({ kind: 'spacer', height: 8 })
  return out
}

function totalBlock(total: { paise: number; label?: string }, lang: FrameLang, l: Labels): Block {
  return {
    kind: 'row',
    gap: 16,
    keepTogether: true,
    spaceAfter: 8,
    columns: [
      {
        width: 0.62,
        blocks: [heading(l.inWords), line([bold(amountWords(total.paise, lang))], SIZE + 0.5)],
      },
      {
        width: 0.38,
        blocks: [
          line(
            [{ text: `${clean(total.label) || l.total}  `, color: SOFT }, bold(formatPaise(total.paise))],
            SIZE + 3,
            {
              align: 'right',
              spaceBefore: 4,
            },
          ),
        ],
      },
    ],
  }
}

function termsBlocks(terms: string | readonly string[], l: Labels): Block[] {
  const items = (typeof terms === 'string' ? [terms] : terms).map(clean).filter(Boolean)
  if (!items.length) return []
  return [
    heading(l.terms),
    ...items.map((t, i) =>
      line([plain(t)], SIZE - 1, items.length > 1 ? { indent: 12, bullet: `${i + 1}.` } : {}),
    ),
    { kind: 'spacer', height: 6 },
  ]
}

function signatureRow(input: FrameInput, l: Labels): Block {
  const company = clean(input.company.company_name)
  const sign = (above: string | null, caption: string): Block[] => [
    above ? line([plain(above)], SIZE, { align: 'center' }) : { kind: 'spacer', height: SIZE * 1.35 },
    { kind: 'spacer', height: 34 },
    { kind: 'rule', thickness: 0.6, color: INK, spaceAfter: 2 },
    line([plain(caption)], SIZE - 0.5, { align: 'center', color: SOFT }),
  ]
  const left = input.signatures?.left === null ? null : clean(input.signatures?.left) || l.customerSignature
  const right = clean(input.signatures?.right) || l.authorisedSignatory
  return {
    kind: 'row',
    gap: 40,
    keepTogether: true,
    columns: [
      { width: 0.5, blocks: left ? sign(null, left) : [] },
      { width: 0.5, blocks: sign(company ? l.forCompany(company) : null, right) },
    ],
  }
}

/** One copy's blocks, top to bottom. */
function copyFlow(input: FrameInput, copy: CopyKind): Block[] {
  const l = FRAME_LABELS[input.lang]
  const flow: Block[] = [
    companyHeader(input, copy, l),
    { kind: 'rule', thickness: 1.2, color: INK, spaceBefore: 6, spaceAfter: 8 },
  ]
  if (input.party) flow.push(...partyBlock(input.party, input.lang, l))
  flow.push(...input.body)
  if (input.total) {
    flow.push({ kind: 'rule', thickness: 0.6, color: SOFT, spaceBefore: 6, spaceAfter: 6 })
    flow.push(totalBlock(input.total, input.lang, l))
  }
  if (input.terms) flow.push(...termsBlocks(input.terms, l))
  flow.push({ kind: 'spacer', height: 12 }, signatureRow(input, l))
  return flow
}

/**
 * A gap taller than the paper: the documents engine cuts pages only at the bottom of something printed and
 * starts the next page at the next thing's top, so nothing after this gap can share a page with what came
 * before it. This is how each copy starts on a new page without a page-break block in the DocSpec.
 */
const NEW_PAGE: Block = { kind: 'spacer', height: A4.height * 2 }

/** The whole document, every copy, as one page description for the documents worker (A4). */
export function documentFrame(input: FrameInput): DocSpec {
  const copies: readonly CopyKind[] = input.copies?.length ? input.copies : ['original']
  const flow = copies.flatMap((copy, i) =>
    i === 0 ? copyFlow(input, copy) : [NEW_PAGE, ...copyFlow(input, copy)],
  )
  const company = clean(input.company.company_name)
  return {
    title: [input.title, ...(input.facts ?? []).slice(0, 1).map((f) => f.value)].join(' ').trim(),
    author: company || undefined,
    lang: input.lang,
    page: {
      margin: MARGIN,
      footer: { text: FRAME_LABELS[input.lang].page, size: 7, color: SOFT },
    },
    flow,
  }
}
