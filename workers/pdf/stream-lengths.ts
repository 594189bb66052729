// pdf-lib reads a file from start to end and never consults its cross-reference table, so a stream whose
// /Length is an indirect object written after it (cairo, LibreOffice and qpdf's QDF mode write
// `/Length 6 0 R` … `6 0 obj 169 endobj`) is met before its length is known. pdf-lib then looks for
// `endstream` instead, and that fallback is wrong in two ways (issue 23):
// - it takes a CR LF, CR or LF before `endstream` for the end-of-line marker, so data ending in 0x0D followed
//   by a lone LF loses its last byte (a cairo page's content 169 → 168 bytes; `qpdf --check` warns);
// - it counts every `stream` it passes as a nested stream, so data holding the word (`(Mainstream) Tj` in an
//   uncompressed page) runs on through the next `endstream`, swallowing the objects in between.
// So the parser is given the length before it reads the data: the first stream dictionary with an indirect
// /Length makes us list the file's top-level integer objects once, and the reference is replaced by its value
// in the parsed dictionary. pdf-lib then cuts the data at that length and still checks that `endstream`
// follows, falling back as before when it does not (a wrong length in a damaged file). The value written on
// saving is pdf-lib's own count of the bytes, so nothing else changes.
// A length held inside an object stream cannot be listed before parsing; such streams are re-read once the
// whole file is known (restoreIndirectLengths), where the bytes allow it.
import {
  PDFName,
  PDFNumber,
  PDFObjectParser,
  PDFRawStream,
  PDFRef,
  type PDFDict,
  type PDFDocument,
} from '@cantoo/pdf-lib'

const LENGTH = PDFName.of('Length')
const ENDSTREAM = bytesOf('endstream')
const STREAM = bytesOf('stream')
const ENDOBJ = bytesOf('endobj')

function bytesOf(text: string): number[] {
  return Array.from(text, (c) => c.charCodeAt(0))
}

const isSpace = (b: number | undefined) =>
  b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0x0c || b === 0x00
const isDelimiter = (b: number | undefined) =>
  b !== undefined && '()<>[]{}/%'.includes(String.fromCharCode(b))
const isDigit = (b: number | undefined) => b !== undefined && b >= 0x30 && b <= 0x39
const matches = (source: Uint8Array, at: number, word: readonly number[]) =>
  word.every((b, k) => source[at + k] === b)

/**
 * The integer objects at the top level of a file (`6 0 obj 169 endobj`), keyed "number generation". A later
 * definition wins, as a later update of the file replaces an object.
 */
export function topLevelIntegers(source: Uint8Array): Map<string, number> {
  const found = new Map<string, number>()
  for (let at = source.indexOf(0x6f); at >= 0; at = source.indexOf(0x6f, at + 1)) {
    // "obj" preceded by "<number> <generation> " and followed by an integer and "endobj".
    if (source[at + 1] !== 0x62 || source[at + 2] !== 0x6a || !isSpace(source[at - 1])) continue
    let i = at - 1
    while (isSpace(source[i])) i--
    const genEnd = i + 1
    while (isDigit(source[i])) i--
    const genStart = i + 1
    if (genStart === genEnd || !isSpace(source[i])) continue
    while (isSpace(source[i])) i--
    const numEnd = i + 1
    while (isDigit(source[i])) i--
    const numStart = i + 1
    if (numStart === numEnd || (i >= 0 && !isSpace(source[i]) && !isDelimiter(source[i]))) continue
    let j = at + 3
    while (isSpace(source[j])) j++
    const valueStart = j
    if (source[j] === 0x2b) j++
    while (isDigit(source[j])) j++
    if (j === valueStart || !isDigit(source[j - 1])) continue
    const valueEnd = j
    while (isSpace(source[j])) j++
    if (!matches(source, j, ENDOBJ)) continue
    const text = (start: number, end: number) => String.fromCharCode(...source.subarray(start, end))
    found.set(`${text(numStart, numEnd)} ${text(genStart, genEnd)}`, Number(text(valueStart, valueEnd)))
  }
  return found
}

const integersBySource = new WeakMap<Uint8Array, Map<string, number>>()

function integersOf(source: Uint8Array): Map<string, number> {
  let found = integersBySource.get(source)
  if (!found) integersBySource.set(source, (found = topLevelIntegers(source)))
  return found
}

type Read = { source: Uint8Array; start: number }

const readByFallback = new WeakMap<PDFRawStream, Read>()
let lastFallback: Read | null = null

type ParserInternals = {
  bytes: { offset(): number; bytes: Uint8Array }
  findEndOfStreamFallback(startPos: number): number
  parseDict(ref?: PDFRef): PDFDict
  parseDictOrStream(ref?: PDFRef): unknown
}

/** Whether `stream` (after white space) follows `at`: the dictionary just read is a stream's. */
function streamFollows(source: Uint8Array, at: number): boolean {
  let i = at
  while (isSpace(source[i])) i++
  return matches(source, i, STREAM)
}

let installed = false

/** Hooks pdf-lib's object parser once per worker (every document opened afterwards benefits). */
export function installStreamLengths(): void {
  if (installed) return
  installed = true
  const proto = PDFObjectParser.prototype as unknown as ParserInternals
  const parseDict = proto.parseDict
  proto.parseDict = function (this: ParserInternals, ref?: PDFRef) {
    const dict = parseDict.call(this, ref)
    const length = dict.get(LENGTH)
    if (length instanceof PDFRef && streamFollows(this.bytes.bytes, this.bytes.offset())) {
      const value = integersOf(this.bytes.bytes).get(`${length.objectNumber} ${length.generationNumber}`)
      if (value !== undefined) dict.set(LENGTH, PDFNumber.of(value))
    }
    return dict
  }
  const fallback = proto.findEndOfStreamFallback
  proto.findEndOfStreamFallback = function (this: ParserInternals, startPos: number) {
    lastFallback = { source: this.bytes.bytes, start: this.bytes.offset() }
    return fallback.call(this, startPos)
  }
  const parse = proto.parseDictOrStream
  proto.parseDictOrStream = function (this: ParserInternals, ref?: PDFRef) {
    lastFallback = null
    const parsed = parse.call(this, ref)
    if (lastFallback && parsed instanceof PDFRawStream) readByFallback.set(parsed, lastFallback)
    lastFallback = null
    return parsed
  }
}

/** Whether `at` is an end-of-line marker (CR LF, CR or LF) and then `endstream`. */
function endsStreamAt(source: Uint8Array, at: number): boolean {
  let i = at
  if (source[i] === 0x0d) i++
  if (source[i] === 0x0a) i++
  return i !== at && matches(source, i, ENDSTREAM)
}

/**
 * Re-reads the streams that pdf-lib had to read by looking for `endstream` (their length was not listed
 * beforehand) at the length the finished document gives them, where that many bytes end in an end-of-line and
 * `endstream`, as the specification lays a stream out. An encrypted file's streams are left as read (their
 * bytes are decrypted). Returns how many were re-read.
 */
export function restoreIndirectLengths(doc: PDFDocument): number {
  if (doc.isEncrypted) return 0
  let restored = 0
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue
    const read = readByFallback.get(object)
    const length = object.dict.get(LENGTH)
    if (!read || !(length instanceof PDFRef)) continue
    const n = doc.context.lookup(length)
    if (!(n instanceof PDFNumber)) continue
    const want = n.asNumber()
    if (!Number.isInteger(want) || want < 0 || want === object.contents.length) continue
    if (read.start + want > read.source.length || !endsStreamAt(read.source, read.start + want)) continue
    ;(object as unknown as { contents: Uint8Array }).contents = read.source.slice(
      read.start,
      read.start + want,
    )
    restored++
  }
  return restored
}
