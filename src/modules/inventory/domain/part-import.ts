// Parts from a spreadsheet (research/modules.md §3.6 "import from CSV/Excel with per-row errors"): the first
// row names the columns (in English or Hindi, any order, any case; unknown columns are ignored), every other
// row is one part read by the same checkPart as the form, so a row is refused for exactly what the form would
// refuse, and a part number twice in the file is refused on its second row. Good rows import; bad rows are
// listed with their row number and field, so the person fixes the sheet and imports those again.
import { partKey } from '@schemas/parts.schema'
import {
  checkPart,
  emptyPart,
  type PartContext,
  type PartDraft,
  type PartField,
  type PartFields,
} from './part-draft'

type Column = Exclude<keyof PartDraft, 'sale_rate_includes_tax' | 'opening_as_of' | 'notes'> | 'notes'

/** Header words for each column, lower case, English and Hindi. */
const HEADERS: Record<Column, readonly string[]> = {
  part_no: ['part no', 'part no.', 'part number', 'partno', 'पार्ट नंबर', 'पार्ट नं.'],
  name: ['name', 'part name', 'description', 'नाम', 'पार्ट का नाम'],
  brand: ['brand', 'make', 'ब्रांड'],
  category: ['category', 'group', 'श्रेणी'],
  hsn: ['hsn', 'hsn code', 'hsn/sac'],
  uom: ['uom', 'unit', 'units', 'इकाई'],
  gst: ['gst', 'gst %', 'gst rate', 'tax %', 'जीएसटी', 'gst दर'],
  purchase_rate: ['purchase rate', 'cost', 'खरीद दर'],
  sale_rate: ['sale rate', 'selling price', 'price', 'rate', 'बिक्री दर'],
  mrp: ['mrp', 'एमआरपी'],
  reorder_level: ['reorder level', 'min stock', 'री-ऑर्डर स्तर'],
  reorder_qty: ['reorder qty', 'reorder quantity', 'री-ऑर्डर मात्रा'],
  bin: ['bin', 'rack', 'location', 'बिन'],
  opening_qty: ['opening qty', 'opening quantity', 'stock', 'qty', 'प्रारंभिक मात्रा'],
  opening_value: ['opening value', 'stock value', 'प्रारंभिक मूल्य'],
  notes: ['notes', 'remarks', 'टिप्पणी'],
}

export type ImportProblem =
  | { row: number; field: PartField; code: string }
  | { row: 0; field: 'header'; code: 'no_part_no' | 'no_name' }

/** Which column of the sheet holds which field; null for a column the import does not read. */
export function readHeader(header: readonly string[]): (Column | null)[] {
  return header.map((h) => {
    const word = h.trim().toLowerCase().replace(/\s+/g, ' ')
    const found = (Object.keys(HEADERS) as Column[]).find((c) => HEADERS[c].includes(word))
    return found ?? null
  })
}

/**
 * Rows of a sheet (the header first) as parts: the good ones, and each problem with its row number as the
 * sheet shows it (the header is row 1). Prices include GST when `pricesIncludeTax`, as a counter price list does.
 */
export function importParts(
  rows: readonly (readonly string[])[],
  ctx: PartContext,
  options: { pricesIncludeTax: boolean },
): { parts: PartFields[]; problems: ImportProblem[] } {
  const columns = readHeader(rows[0] ?? [])
  const problems: ImportProblem[] = []
  if (!columns.includes('part_no')) problems.push({ row: 0, field: 'header', code: 'no_part_no' })
  if (!columns.includes('name')) problems.push({ row: 0, field: 'header', code: 'no_name' })
  if (problems.length > 0) return { parts: [], problems }
  const parts: PartFields[] = []
  const inFile = new Set<string>()
  rows.slice(1).forEach((cells, i) => {
    const row = i + 2
    if (cells.every((c) => c.trim() === '')) return
    const draft: PartDraft = {
      ...emptyPart(ctx.today),
      sale_rate_includes_tax: options.pricesIncludeTax,
      opening_as_of: ctx.today,
    }
    columns.forEach((c, j) => {
      if (c) draft[c] = cells[j]?.trim() ?? ''
    })
    if (!draft.gst.trim()) draft.gst = '18'
    const key = partKey(draft.part_no)
    const checked = checkPart(draft, { ...ctx, knownKeys: new Set([...ctx.knownKeys, ...inFile]) })
    if (!checked.ok) {
      for (const [field, error] of Object.entries(checked.errors)) {
        problems.push({ row, field: field as PartField, code: error!.code })
      }
      return
    }
    inFile.add(key)
    parts.push(checked.value)
  })
  return { parts, problems }
}
