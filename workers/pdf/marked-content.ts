// The properties of a page's marked content (`/Span <</ActualText (…)>> BDC`), in the order pdf.js meets
// them. pdf.js's getTextContent({ includeMarkedContent: true }) marks where each BDC begins and ends (tag and
// MCID) but drops the rest of its property list, /ActualText included (pdfjs-dist 6.5; its own issue 20014
// is still open). So the page's content streams are read here with pdf-lib — the page's, then each form
// XObject's where it is drawn, as pdf.js walks them — and each BDC's tag and /ActualText are listed; the
// caller pairs this list with pdf.js's markers one for one, and trusts it only when the tags agree.
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFObjectParser,
  PDFRawStream,
  PDFRef,
  PDFString,
  type PDFDocument,
  type PDFObject,
} from '@cantoo/pdf-lib'

export type MarkedContent = { tag: string; actualText?: string }

const MAX_DEPTH = 12

const isSpace = (b: number | undefined) =>
  b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0x0c || b === 0x00
const isDelimiter = (b: number | undefined) =>
  b === 0x28 ||
  b === 0x29 ||
  b === 0x3c ||
  b === 0x3e ||
  b === 0x5b ||
  b === 0x5d ||
  b === 0x7b ||
  b === 0x7d ||
  b === 0x2f ||
  b === 0x25
const isRegular = (b: number | undefined) => b !== undefined && !isSpace(b) && !isDelimiter(b)

type Operand =
  { kind: 'name'; name: string } | { kind: 'dict'; start: number; end: number } | { kind: 'other' }

/** The end of a literal string starting at `at` (an opening parenthesis). */
function skipString(data: Uint8Array, at: number): number {
  let depth = 0
  for (let i = at; i < data.length; i += 1) {
    const b = data[i]
    if (b === 0x5c) i += 1
    else if (b === 0x28) depth += 1
    else if (b === 0x29 && --depth === 0) return i + 1
  }
  return data.length
}

/** The end of a dictionary (`<<` at `at`) or array (`[`), past nested ones and the strings inside. */
function skipNested(data: Uint8Array, at: number): number {
  let depth = 0
  for (let i = at; i < data.length;) {
    const b = data[i]
    if (b === 0x28) i = skipString(data, i)
    else if (b === 0x3c && data[i + 1] === 0x3c) {
      depth += 1
      i += 2
    } else if (b === 0x3e && data[i + 1] === 0x3e) {
      depth -= 1
      i += 2
      if (depth === 0) return i
    } else if (b === 0x3c) {
      while (i < data.length && data[i] !== 0x3e) i += 1
      i += 1
    } else if (b === 0x5b) {
      depth += 1
      i += 1
    } else if (b === 0x5d) {
      depth -= 1
      i += 1
      if (depth === 0) return i
    } else if (b === 0x25) {
      while (i < data.length && data[i] !== 0x0a && data[i] !== 0x0d) i += 1
    } else i += 1
  }
  return data.length
}

/** The end of an inline image's data: `EI` between white space, after its `ID`. */
function skipInlineImage(data: Uint8Array, at: number): number {
  let i = at
  while (i < data.length && !(data[i] === 0x49 && data[i + 1] === 0x44 && isSpace(data[i + 2]))) {
    i =
      data[i] === 0x28
        ? skipString(data, i)
        : data[i] === 0x3c && data[i + 1] === 0x3c
          ? skipNested(data, i)
          : i + 1
  }
  for (i += 3; i < data.length; i += 1) {
    if (
      isSpace(data[i]) &&
      data[i + 1] === 0x45 &&
      data[i + 2] === 0x49 &&
      (i + 3 >= data.length || !isRegular(data[i + 3]))
    ) {
      return i + 3
    }
  }
  return data.length
}

function text(value: PDFObject | undefined): string | undefined {
  return value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined
}

/** A page's content: its streams decoded and joined, as a viewer reads them (one sequence of operators). */
function contentsOf(doc: PDFDocument, value: PDFObject | undefined): Uint8Array {
  const resolved = value instanceof PDFRef ? doc.context.lookup(value) : value
  const streams =
    resolved instanceof PDFArray ? resolved.asArray().map((v) => doc.context.lookup(v)) : [resolved]
  const parts = streams
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => decodePDFRawStream(s).decode())
  const joined = new Uint8Array(parts.reduce((n, part) => n + part.length + 1, 0))
  let at = 0
  for (const part of parts) {
    joined.set(part, at)
    joined[at + part.length] = 0x0a
    at += part.length + 1
  }
  return joined
}

/** Lists the marked content of one content stream and of the forms it draws, in drawing order. */
function walk(
  doc: PDFDocument,
  data: Uint8Array,
  resources: PDFDict | undefined,
  out: MarkedContent[],
  path: Set<string>,
): void {
  let operands: Operand[] = []
  for (let i = 0; i < data.length;) {
    const b = data[i]!
    if (isSpace(b)) i += 1
    else if (b === 0x25) {
      while (i < data.length && data[i] !== 0x0a && data[i] !== 0x0d) i += 1
    } else if (b === 0x28) {
      i = skipString(data, i)
      operands.push({ kind: 'other' })
    } else if (b === 0x3c && data[i + 1] === 0x3c) {
      const end = skipNested(data, i)
      operands.push({ kind: 'dict', start: i, end })
      i = end
    } else if (b === 0x3c) {
      while (i < data.length && data[i] !== 0x3e) i += 1
      i += 1
      operands.push({ kind: 'other' })
    } else if (b === 0x5b) {
      i = skipNested(data, i)
      operands.push({ kind: 'other' })
    } else if (b === 0x2f) {
      let j = i + 1
      while (isRegular(data[j])) j += 1
      const raw = String.fromCharCode(...data.subarray(i + 1, j))
      operands.push({
        kind: 'name',
        name: raw.replace(/#([\da-f]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      })
      i = j
    } else if (isRegular(b)) {
      let j = i
      while (isRegular(data[j])) j += 1
      const word = String.fromCharCode(...data.subarray(i, j))
      i = j
      if (/^[+\-.\d]/.test(word) || word === 'true' || word === 'false' || word === 'null') {
        operands.push({ kind: 'other' })
        continue
      }
      if (word === 'BI') i = skipInlineImage(data, i)
      else if (word === 'BDC') out.push(markedContent(doc, data, operands, resources))
      else if (word === 'Do') drawForm(doc, operands.at(-1), resources, out, path)
      operands = []
    } else i += 1
  }
}

function markedContent(
  doc: PDFDocument,
  data: Uint8Array,
  operands: readonly Operand[],
  resources: PDFDict | undefined,
): MarkedContent {
  const tag = operands.at(-2)
  const props = operands.at(-1)
  let dict: PDFObject | undefined
  if (props?.kind === 'dict') {
    try {
      dict = PDFObjectParser.forBytes(data.subarray(props.start, props.end), doc.context).parseObject()
    } catch {
      dict = undefined
    }
  } else if (props?.kind === 'name') {
    dict = resources?.lookupMaybe(PDFName.of('Properties'), PDFDict)?.lookup(PDFName.of(props.name))
  }
  const actualText = dict instanceof PDFDict ? text(dict.lookup(PDFName.of('ActualText'))) : undefined
  return { tag: tag?.kind === 'name' ? tag.name : '', ...(actualText === undefined ? {} : { actualText }) }
}

function drawForm(
  doc: PDFDocument,
  operand: Operand | undefined,
  resources: PDFDict | undefined,
  out: MarkedContent[],
  path: Set<string>,
): void {
  if (operand?.kind !== 'name' || path.size >= MAX_DEPTH) return
  const ref = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict)?.get(PDFName.of(operand.name))
  const key = ref instanceof PDFRef ? ref.tag : ''
  if (path.has(key)) return
  const form = ref ? doc.context.lookup(ref) : undefined
  if (!(form instanceof PDFRawStream) || form.dict.get(PDFName.of('Subtype')) !== PDFName.of('Form')) return
  path.add(key)
  const own = form.dict.lookupMaybe(PDFName.of('Resources'), PDFDict)
  walk(doc, decodePDFRawStream(form).decode(), own ?? resources, out, path)
  path.delete(key)
}

/** Every BDC of page `index` (0-based) in drawing order, with its tag and /ActualText if it has one. */
export function pageMarkedContent(doc: PDFDocument, index: number): MarkedContent[] {
  const page = doc.getPage(index)
  const resources = page.node.Resources()
  const out: MarkedContent[] = []
  walk(doc, contentsOf(doc, page.node.get(PDFName.of('Contents'))), resources, out, new Set())
  return out
}
