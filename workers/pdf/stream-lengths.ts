// Streams whose /Length is an indirect object (cairo writes `/Length 6 0 R` with `6 0 obj 169 endobj` after
// the stream) are read by pdf-lib before that object is: it falls back to looking for `endstream` and takes a
// CR LF, CR or LF before it for the end-of-line marker. When the data itself ends in 0x0D and the marker is a
// lone LF, the CR is the data's last byte and the stream comes out one byte short (issue 23: a page's content
// 169 → 168 bytes, `qpdf --check` warnings). So each stream read by that fallback is remembered with where
// its data starts in the file, and once every object is read its real length is looked up and the data
// re-read exactly — only where that many bytes are followed by an end-of-line and `endstream`, as the
// specification lays a stream out. An encrypted file's streams are left as read (their bytes are decrypted).
import { PDFName, PDFNumber, PDFObjectParser, PDFRawStream, PDFRef, type PDFDocument } from '@cantoo/pdf-lib'

type Read = { source: Uint8Array; start: number }

const readByFallback = new WeakMap<PDFRawStream, Read>()
let lastFallback: Read | null = null

type ParserInternals = {
  bytes: { offset(): number; bytes: Uint8Array }
  findEndOfStreamFallback(startPos: number): number
  parseDictOrStream(ref?: PDFRef): unknown
}

let installed = false

/** Hooks pdf-lib's stream parser once per worker. */
export function rememberStreamStarts(): void {
  if (installed) return
  installed = true
  const proto = PDFObjectParser.prototype as unknown as ParserInternals
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

const ENDSTREAM = [0x65, 0x6e, 0x64, 0x73, 0x74, 0x72, 0x65, 0x61, 0x6d]

/** Whether `at` is an end-of-line marker (CR LF, CR or LF) and then `endstream`. */
function endsStreamAt(source: Uint8Array, at: number): boolean {
  let i = at
  if (source[i] === 0x0d) i++
  if (source[i] === 0x0a) i++
  if (i === at) return false
  return ENDSTREAM.every((b, k) => source[i + k] === b)
}

/** Re-reads the streams whose indirect length says they were cut short; returns how many were. */
export function restoreIndirectLengths(doc: PDFDocument): number {
  if (doc.isEncrypted) return 0
  let restored = 0
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue
    const read = readByFallback.get(object)
    const length = object.dict.get(PDFName.of('Length'))
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
