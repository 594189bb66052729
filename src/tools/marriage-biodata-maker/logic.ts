// Marriage biodata: the fields Indian families exchange, label wording in English, Hindi or both, and
// three traditional page designs with an optional religious symbol. Every field is optional except the
// name, nothing is filled in by default, and only filled fields are printed.
import {
  SYMBOLS,
  type Block,
  type DocSpec,
  type Rgb,
  type SymbolName,
} from '../../../workers/documents/spec.options'

export const GROUPS = {
  personal: ['name', 'dob', 'birthTime', 'birthPlace', 'height', 'religion', 'caste', 'diet'],
  horoscope: ['rashi', 'nakshatra', 'gotra', 'manglik'],
  education: ['education', 'occupation', 'employer', 'income'],
  family: ['father', 'fatherJob', 'mother', 'motherJob', 'siblings', 'native'],
  contact: ['contactPerson', 'phone', 'email', 'address'],
} as const
export type Group = keyof typeof GROUPS
export type FieldKey = (typeof GROUPS)[Group][number]
export const FIELD_KEYS = Object.values(GROUPS).flat() as FieldKey[]

type Words = { en: string; hi: string }
export const FIELD_LABELS: Record<FieldKey, Words> = {
  name: { en: 'Name', hi: 'नाम' },
  dob: { en: 'Date of birth', hi: 'जन्म तिथि' },
  birthTime: { en: 'Time of birth', hi: 'जन्म समय' },
  birthPlace: { en: 'Place of birth', hi: 'जन्म स्थान' },
  height: { en: 'Height', hi: 'ऊँचाई' },
  religion: { en: 'Religion', hi: 'धर्म' },
  caste: { en: 'Caste / community', hi: 'जाति / समुदाय' },
  diet: { en: 'Diet', hi: 'आहार' },
  rashi: { en: 'Rashi', hi: 'राशि' },
  nakshatra: { en: 'Nakshatra', hi: 'नक्षत्र' },
  gotra: { en: 'Gotra', hi: 'गोत्र' },
  manglik: { en: 'Manglik', hi: 'मांगलिक' },
  education: { en: 'Education', hi: 'शिक्षा' },
  occupation: { en: 'Occupation', hi: 'व्यवसाय' },
  employer: { en: 'Company / business', hi: 'कंपनी / कारोबार' },
  income: { en: 'Annual income', hi: 'वार्षिक आय' },
  father: { en: "Father's name", hi: 'पिता का नाम' },
  fatherJob: { en: "Father's occupation", hi: 'पिता का व्यवसाय' },
  mother: { en: "Mother's name", hi: 'माता का नाम' },
  motherJob: { en: "Mother's occupation", hi: 'माता का व्यवसाय' },
  siblings: { en: 'Brothers and sisters', hi: 'भाई-बहन' },
  native: { en: 'Native place', hi: 'मूल निवास' },
  contactPerson: { en: 'Contact person', hi: 'संपर्क व्यक्ति' },
  phone: { en: 'Mobile', hi: 'मोबाइल' },
  email: { en: 'Email', hi: 'ईमेल' },
  address: { en: 'Address', hi: 'पता' },
}
export const GROUP_LABELS: Record<Group, Words> = {
  personal: { en: 'Personal details', hi: 'व्यक्तिगत विवरण' },
  horoscope: { en: 'Horoscope', hi: 'कुंडली विवरण' },
  education: { en: 'Education and occupation', hi: 'शिक्षा और व्यवसाय' },
  family: { en: 'Family', hi: 'पारिवारिक विवरण' },
  contact: { en: 'Contact', hi: 'संपर्क' },
}
const TITLE: Words = { en: 'Biodata', hi: 'बायोडाटा' }

export const TEMPLATES = ['kumkum', 'haldi', 'neelam'] as const
export type Template = (typeof TEMPLATES)[number]
export const LABEL_LANGS = ['en', 'hi', 'mixed'] as const
export type LabelLang = (typeof LABEL_LANGS)[number]

/** The usual opening line for each symbol; the user may change or clear it. */
export const INVOCATIONS: Record<SymbolName, string> = {
  om: '॥ ॐ ॥',
  ganesh: '॥ श्री गणेशाय नमः ॥',
  khanda: '॥ वाहेगुरु ॥',
  crescent: '',
  cross: '',
  none: '',
}

export type Biodata = {
  version: 1
  template: Template
  symbol: SymbolName
  invocation: string
  labels: LabelLang
  photo: string
  fields: Record<FieldKey, string>
  about: string
}

export function blankBiodata(): Biodata {
  return {
    version: 1,
    template: 'kumkum',
    symbol: 'ganesh',
    invocation: INVOCATIONS.ganesh,
    labels: 'mixed',
    photo: '',
    fields: Object.fromEntries(FIELD_KEYS.map((k) => [k, ''])) as Record<FieldKey, string>,
    about: '',
  }
}

const str = (v: unknown, max = 2000) => (typeof v === 'string' ? v.slice(0, max) : '')

/** A stored draft back into a biodata; anything missing or malformed falls back to blank. */
export function reviveBiodata(raw: unknown): Biodata {
  const base = blankBiodata()
  if (typeof raw !== 'object' || raw === null) return base
  const r = raw as Record<string, unknown>
  const fields = (typeof r.fields === 'object' && r.fields !== null ? r.fields : {}) as Record<
    string,
    unknown
  >
  const photo = str(r.photo, 3_000_000)
  return {
    version: 1,
    template: TEMPLATES.find((t) => t === r.template) ?? base.template,
    symbol: SYMBOLS.find((s) => s === r.symbol) ?? base.symbol,
    invocation: typeof r.invocation === 'string' ? str(r.invocation, 200) : base.invocation,
    labels: LABEL_LANGS.find((l) => l === r.labels) ?? base.labels,
    photo: /^data:image\/(png|jpeg);base64,/.test(photo) ? photo : '',
    fields: Object.fromEntries(FIELD_KEYS.map((k) => [k, str(fields[k])])) as Record<FieldKey, string>,
    about: str(r.about),
  }
}

export type BiodataError = 'required' | 'phone' | 'email'

export function validateBiodata(b: Biodata): Partial<Record<FieldKey, BiodataError>> {
  const errors: Partial<Record<FieldKey, BiodataError>> = {}
  if (!b.fields.name.trim()) errors.name = 'required'
  const phone = b.fields.phone.replace(/[\s()-]/g, '')
  if (phone && !/^(\+91|0)?[6-9]\d{9}$/.test(phone) && !/^\+\d{7,15}$/.test(phone)) errors.phone = 'phone'
  const email = b.fields.email.trim()
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'email'
  return errors
}

/** A label in the chosen wording: "Name", "नाम" or "नाम / Name". */
export function labelIn(words: Words, lang: LabelLang): string {
  return lang === 'mixed' ? `${words.hi} / ${words.en}` : words[lang]
}

/** "1996-04-21" → "21 April 1996" / "21 अप्रैल 1996"; anything else is printed as typed. */
export function formatDob(value: string, lang: LabelLang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
  if (!m) return value.trim()
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date)
}

type Theme = { ink: Rgb; accent: Rgb; soft: Rgb; paper?: Rgb; corner: 'paisley' | 'lotus' | 'bracket' }
const THEMES: Record<Template, Theme> = {
  kumkum: {
    ink: [0.2, 0.08, 0.06],
    accent: [0.62, 0.07, 0.1],
    soft: [0.45, 0.25, 0.2],
    paper: [1, 0.98, 0.95],
    corner: 'paisley',
  },
  haldi: {
    ink: [0.25, 0.15, 0.02],
    accent: [0.8, 0.45, 0.02],
    soft: [0.5, 0.35, 0.1],
    paper: [1, 0.98, 0.9],
    corner: 'lotus',
  },
  neelam: { ink: [0.08, 0.1, 0.22], accent: [0.1, 0.2, 0.5], soft: [0.3, 0.35, 0.5], corner: 'bracket' },
}

const A4W = 595.28
const A4H = 841.89

/** The biodata as a page description; image 0, when present, is the photo. */
export function biodataToDoc(b: Biodata, hasPhoto: boolean): DocSpec {
  const theme = THEMES[b.template]
  const lang = b.labels
  const value = (k: FieldKey) => (k === 'dob' ? formatDob(b.fields[k], lang) : b.fields[k].trim())
  const row = (k: FieldKey): Block => ({
    kind: 'row',
    gap: 8,
    keepTogether: true,
    columns: [
      {
        width: 0.4,
        blocks: [
          {
            kind: 'text',
            runs: [{ text: labelIn(FIELD_LABELS[k], lang), weight: 'bold' }],
            size: 10.5,
            color: theme.soft,
          },
        ],
      },
      {
        width: 0.6,
        blocks: [{ kind: 'text', runs: [{ text: `:  ${value(k)}` }], size: 10.5, color: theme.ink }],
      },
    ],
    spaceAfter: 2,
  })
  const heading = (g: Group): Block => ({
    kind: 'text',
    runs: [{ text: labelIn(GROUP_LABELS[g], lang), weight: 'bold' }],
    size: 12.5,
    color: theme.accent,
    spaceBefore: 8,
    spaceAfter: 4,
    keepWithNext: true,
    align: b.template === 'neelam' ? 'left' : 'center',
  })
  const groupBlocks = (g: Group): Block[] => {
    const keys = GROUPS[g].filter((k) => b.fields[k].trim())
    return keys.length ? [heading(g), ...keys.map(row)] : []
  }
  const personal = groupBlocks('personal')
  const top: Block[] =
    hasPhoto && personal.length
      ? [
          {
            kind: 'row',
            gap: 14,
            columns: [
              { width: 0.7, blocks: personal },
              {
                width: 0.3,
                blocks: [
                  { kind: 'spacer', height: 26 },
                  {
                    kind: 'image',
                    image: 0,
                    width: 120,
                    height: 150,
                    align: 'right',
                    shape: 'rounded',
                    border: theme.accent,
                  },
                ],
              },
            ],
          },
        ]
      : [
          ...(hasPhoto
            ? [
                {
                  kind: 'image',
                  image: 0,
                  width: 120,
                  height: 150,
                  align: 'center',
                  shape: 'rounded',
                  border: theme.accent,
                } as Block,
              ]
            : []),
          ...personal,
        ]
  const flow: Block[] = [
    ...(b.symbol !== 'none'
      ? [{ kind: 'symbol', name: b.symbol, size: 44, color: theme.accent, spaceAfter: 4 } as Block]
      : []),
    ...(b.invocation.trim()
      ? [
          {
            kind: 'text',
            runs: [{ text: b.invocation.trim() }],
            size: 12,
            align: 'center',
            color: theme.accent,
          } as Block,
        ]
      : []),
    {
      kind: 'text',
      runs: [{ text: labelIn(TITLE, lang), weight: 'bold' }],
      size: 20,
      align: 'center',
      color: theme.accent,
      spaceBefore: 2,
      spaceAfter: 4,
    },
    { kind: 'rule', thickness: 0.8, color: theme.accent, spaceAfter: 4 },
    ...top,
    ...groupBlocks('horoscope'),
    ...groupBlocks('education'),
    ...groupBlocks('family'),
    ...(b.about.trim()
      ? [
          {
            kind: 'text',
            runs: [{ text: labelIn({ en: 'About', hi: 'परिचय' }, lang), weight: 'bold' }],
            size: 12.5,
            color: theme.accent,
            spaceBefore: 8,
            spaceAfter: 4,
            keepWithNext: true,
            align: b.template === 'neelam' ? 'left' : 'center',
          } as Block,
          { kind: 'text', runs: [{ text: b.about.trim() }], size: 10.5, color: theme.ink } as Block,
        ]
      : []),
    ...groupBlocks('contact'),
  ]
  return {
    title: `${labelIn(TITLE, lang)} – ${b.fields.name.trim()}`,
    author: b.fields.name.trim(),
    lang: lang === 'en' ? 'en' : 'hi',
    page: {
      margin: { top: 56, right: 64, bottom: 56, left: 64 },
      decorations: [
        ...(theme.paper
          ? [{ kind: 'rect', x: 0, y: 0, width: A4W, height: A4H, fill: theme.paper } as const]
          : []),
        {
          kind: 'rect',
          x: 18,
          y: 18,
          width: A4W - 36,
          height: A4H - 36,
          stroke: theme.accent,
          lineWidth: 2.2,
        },
        {
          kind: 'rect',
          x: 24,
          y: 24,
          width: A4W - 48,
          height: A4H - 48,
          stroke: theme.accent,
          lineWidth: 0.6,
        },
        { kind: 'corners', inset: 28, size: 46, color: theme.accent, style: theme.corner },
      ],
    },
    flow,
  }
}
