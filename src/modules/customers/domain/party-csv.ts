// CSV import and export of parties. Import maps columns by header (English or Hindi names, any order), checks
// every row with the same rules as the form, and reports errors per row before anything is saved.
import Papa from 'papaparse'
import { rupees, toCsv } from '@/utils/csv'
import { GST_STATES } from '@/utils/gst-states'
import { checkParty, EMPTY_PARTY, type PartyErrors, type PartyFields, type PartyInput } from './party-rules'

export const CSV_COLUMNS = [
  'kind',
  'name',
  'mobile',
  'email',
  'address',
  'state_code',
  'gstin',
  'pan',
  'opening_balance',
] as const satisfies readonly (keyof PartyInput)[]

const HEADER_ALIASES: Record<string, keyof PartyInput> = {
  kind: 'kind',
  type: 'kind',
  प्रकार: 'kind',
  name: 'name',
  'party name': 'name',
  'customer name': 'name',
  नाम: 'name',
  mobile: 'mobile',
  phone: 'mobile',
  'mobile no': 'mobile',
  मोबाइल: 'mobile',
  email: 'email',
  'e-mail': 'email',
  ईमेल: 'email',
  address: 'address',
  पता: 'address',
  state: 'state_code',
  'state code': 'state_code',
  state_code: 'state_code',
  राज्य: 'state_code',
  gstin: 'gstin',
  'gst no': 'gstin',
  'gst number': 'gstin',
  pan: 'pan',
  'opening balance': 'opening_balance',
  opening_balance: 'opening_balance',
  'प्रारंभिक शेष': 'opening_balance',
  // The headers the customers register exports under (English and Hindi), so its file imports back.
  'opening balance (₹)': 'opening_balance',
  'प्रारंभिक शेष (₹)': 'opening_balance',
}

/** A state written by name (as the register exports it, in either language) becomes its GST code. */
const STATE_BY_NAME = new Map(
  GST_STATES.flatMap((s) => [
    [s.name.toLowerCase(), s.code],
    [s.nameHi, s.code],
  ]),
)

export const MAX_IMPORT_ROWS = 50_000
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024

export type ImportRow = { line: number; input: PartyInput } & (
  { ok: true; value: PartyFields } | { ok: false; errors: PartyErrors }
)

export type ImportPreview =
  | { ok: true; rows: ImportRow[]; unknownHeaders: string[]; duplicates: number }
  | { ok: false; reason: 'empty' | 'no-name-column' | 'too-many-rows' | 'unreadable' }

const normaliseHeader = (h: string) =>
  h
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')

/** Kind names in Hindi or English. */
const KIND_WORDS: Record<string, string> = {
  ग्राहक: 'customer',
  आपूर्तिकर्ता: 'supplier',
  सप्लायर: 'supplier',
  फ़ाइनेंसर: 'financier',
  फाइनेंसर: 'financier',
  बीमाकर्ता: 'insurer',
  vendor: 'supplier',
  dealer: 'supplier',
  bank: 'financier',
  insurance: 'insurer',
}

export function parsePartyCsv(text: string): ImportPreview {
  if (text.trim() === '') return { ok: false, reason: 'empty' }
  const parsed = Papa.parse<string[]>(text.trim(), { skipEmptyLines: 'greedy' })
  if (parsed.errors.some((e) => e.type === 'Delimiter') && parsed.data.length === 0) {
    return { ok: false, reason: 'unreadable' }
  }
  const [header, ...body] = parsed.data
  if (!header || body.length === 0) return { ok: false, reason: 'empty' }
  if (body.length > MAX_IMPORT_ROWS) return { ok: false, reason: 'too-many-rows' }
  const mapping = header.map((h) => HEADER_ALIASES[normaliseHeader(h)])
  if (!mapping.includes('name')) return { ok: false, reason: 'no-name-column' }
  const unknownHeaders = header.filter((_, i) => !mapping[i]).map((h) => h.trim())
  const seen = new Set<string>()
  let duplicates = 0
  const rows = body.map((cells, i): ImportRow => {
    const input: PartyInput = { ...EMPTY_PARTY }
    mapping.forEach((field, c) => {
      if (field) input[field] = (cells[c] ?? '').trim()
    })
    const kindWord = KIND_WORDS[input.kind.trim().toLowerCase()] ?? KIND_WORDS[input.kind.trim()]
    if (kindWord) input.kind = kindWord
    if (!input.kind) input.kind = 'customer'
    const stateCode = STATE_BY_NAME.get(input.state_code.toLowerCase().replace(/\s+/g, ' '))
    if (stateCode) input.state_code = stateCode
    const check = checkParty(input)
    // Header is line 1, so the first data row is line 2 — what a spreadsheet shows.
    const line = i + 2
    if (check.ok) {
      const key = `${check.value.name_key}|${check.value.mobile ?? ''}|${check.value.gstin ?? ''}`
      if (seen.has(key)) duplicates++
      seen.add(key)
      return { line, input, ok: true, value: check.value }
    }
    return { line, input, ok: false, errors: check.errors }
  })
  return { ok: true, rows, unknownHeaders, duplicates }
}

/** CSV text for a spreadsheet (src/utils/csv.ts), the opening balance in rupees. */
export function partiesToCsv(rows: readonly Partial<PartyFields>[]): string {
  return toCsv(
    CSV_COLUMNS,
    rows.map((r) => [
      r.kind ?? '',
      r.name ?? '',
      r.mobile ?? '',
      r.email ?? '',
      r.address ?? '',
      r.state_code ?? '',
      r.gstin ?? '',
      r.pan ?? '',
      rupees(r.opening_balance),
    ]),
  )
}
