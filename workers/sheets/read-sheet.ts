// Reads the first sheet of a spreadsheet a person chose — CSV (papaparse) or .xlsx (read-excel-file) — into
// rows of text, the header row first, as the imports read them (the parts list's importParts). Numbers come as
// typed, dates as yyyy-mm-dd, empty cells as ''.
//
// read-excel-file's exports unzip with fflate's unzip(), which hands an archive over 512 KB to a Web Worker made
// from a blob: URL, which the app's Content-Security-Policy refuses (server/csp.ts), as write-xlsx.ts found for
// writing. So the archive is unzipped here with unzipSync (this is a worker already) and handed to the library's
// own sheet parser, the one its universal readSheet calls, imported by file; package.json pins the version
// exactly, and read-sheet.test.ts fails if the file moves or stops reading what Excel writes.
import { unzipSync } from 'fflate'
import Papa from 'papaparse'
// @ts-expect-error -- plain JavaScript without type declarations; typed as ParseSheet below.
import parseSheet from '../../node_modules/read-excel-file/modules/export/parseSheet.js'
// @ts-expect-error -- plain JavaScript without type declarations; only handed back to the library.
import parseXml from '../../node_modules/read-excel-file/modules/xml/parseXml.js'
import { WorkerTaskError } from '../shared/errors'
import { MAX_SHEET_BYTES, type OnProgress, type ReadSheetInput } from './read-sheet.options'

const isZip = (b: Uint8Array) =>
  b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04
const isOle = (b: Uint8Array) =>
  b.length >= 4 && b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0

type ParseSheet = (
  createWorker: undefined,
  parse: unknown,
  contents: Record<string, Uint8Array>,
  sheet: number,
  options: Record<string, never>,
) => Promise<unknown[][]>
const readFirstSheet = parseSheet as ParseSheet

/** The parts of an .xlsx the library reads: its XML files and their relations, nothing else (images…). */
const xmlOnly = (file: { name: string }) => file.name.endsWith('.xml') || file.name.endsWith('.xml.rels')

const pad = (n: number) => String(n).padStart(2, '0')

function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) {
    return Number.isNaN(value.getTime())
      ? ''
      : `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : ''
  return String(value)
}

export async function readSheetRows(
  input: ReadSheetInput,
  _options: Record<string, never>,
  onProgress?: OnProgress,
): Promise<string[][]> {
  const bytes = new Uint8Array(input.bytes)
  if (bytes.byteLength > MAX_SHEET_BYTES) throw new WorkerTaskError('TooLarge', `${bytes.byteLength} bytes`)
  await onProgress?.({ fraction: 0.1 })
  if (isOle(bytes)) throw new WorkerTaskError('UnsupportedFormat', 'Excel 97-2003 (.xls)')
  let rows: string[][]
  if (isZip(bytes)) {
    try {
      const contents = unzipSync(bytes, { filter: xmlOnly })
      await onProgress?.({ fraction: 0.4 })
      const data = await readFirstSheet(undefined, parseXml, contents, 1, {})
      rows = data.map((row) => row.map(cellText))
    } catch (error) {
      throw new WorkerTaskError('CorruptFile', error instanceof Error ? error.message : String(error))
    }
  } else {
    let text = new TextDecoder('utf-8').decode(bytes)
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' })
    if (parsed.data.length === 0 && parsed.errors.length > 0) {
      throw new WorkerTaskError('CorruptFile', parsed.errors[0]!.message)
    }
    rows = parsed.data.map((row) => row.map((c) => String(c ?? '')))
  }
  await onProgress?.({ fraction: 1 })
  // Trailing empty rows of a sheet are nothing.
  while (rows.length > 0 && rows[rows.length - 1]!.every((c) => c.trim() === '')) rows.pop()
  return rows
}
