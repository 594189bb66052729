// The PDF editor's last step after pdf.js has written the annotations (PDFDocumentProxy.saveDocument):
// 1. free text pdf.js cannot show elsewhere (non-WinAnsi text, e.g. Hindi, written with a font it does not
//    embed — pdf.js issue 15769) gets an appearance of real, shaped text in an embedded subset font
//    (free-text.ts); text that font cannot show takes the picture of it the browser drew, if given;
// 2. optionally every markup annotation is flattened: its appearance is painted into the page content
//    (PDF 32000-1 §12.5.5: the form's transformed BBox is mapped onto the annotation's Rect) and the
//    annotation is removed. Links and form fields stay, since they are not marks.
import type { PDFDocument } from '@cantoo/pdf-lib'
import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFRef,
  PDFStream,
  type PDFObject,
  type PDFPage,
} from '@cantoo/pdf-lib'
import { WorkerTaskError } from '../shared/errors'
import type { FinishEditsOptions, FinishEditsResult } from './finish-edits.options'
import { FreeTextWriter } from './free-text'
import { openPdf, readBytes, savePdf } from './open-pdf'
import { PDF_MIME, toBlob, type OnProgress } from './progress'

const KEEP = new Set(['Link', 'Widget'])
const HIDDEN = 2

/** Rewrites free-text appearances and flattens if asked; returns the finished file. */
export async function finishEdits(
  input: { file: Blob },
  options: FinishEditsOptions,
  onProgress?: OnProgress,
): Promise<FinishEditsResult> {
  const doc = await openPdf(await readBytes(input.file), options.password)
  const pending = [...(options.textAppearances ?? [])]
  const pages = doc.getPages()
  let flattened = 0
  let pictures = 0
  const writer = pending.length > 0 ? await FreeTextWriter.open() : null
  for (const [pageIndex, page] of pages.entries()) {
    if (pageIndex % 50 === 0) await onProgress?.({ fraction: (0.9 * pageIndex) / pages.length })
    const annots = page.node.Annots()
    if (!annots) continue
    for (let i = 0; i < annots.size(); i += 1) {
      const dict = doc.context.lookup(annots.get(i))
      if (!(dict instanceof PDFDict) || subtype(dict) !== 'FreeText') continue
      const text = contents(dict)
      const at = pending.findIndex((item) => item.pageIndex === pageIndex && item.text === text)
      if (at < 0) continue
      const item = pending[at]!
      pending.splice(at, 1)
      if (writer?.canWrite(text) && writer.add(dict, item)) continue
      if (item.png && (await setPictureAppearance(doc, dict, item.png))) pictures += 1
    }
  }
  // The font is embedded once all texts are laid out (it holds only their glyphs), before any flattening
  // paints the appearances into the pages.
  const asText = writer?.finish(doc) ?? 0
  if (options.flatten) {
    for (const page of pages) {
      const annots = page.node.Annots()
      if (annots) flattened += flattenPage(doc, page, annots)
    }
  }
  await onProgress?.({ fraction: 0.95, stage: 'saving' })
  const bytes = await savePdf(doc)
  return {
    name: options.outputName ?? 'edited.pdf',
    blob: toBlob(bytes, PDF_MIME),
    flattened,
    retextured: asText + pictures,
    asText,
  }
}

function subtype(dict: PDFDict): string {
  return dict.lookupMaybe(PDFName.of('Subtype'), PDFName)?.decodeText() ?? ''
}

function contents(dict: PDFDict): string {
  const value = dict.lookup(PDFName.of('Contents')) as { decodeText?: () => string } | undefined
  return typeof value?.decodeText === 'function' ? value.decodeText() : ''
}

function numbers(value: PDFObject | undefined, length: number): number[] | null {
  if (!(value instanceof PDFArray) || value.size() !== length) return null
  const out = value.asArray().map((item) => (item instanceof PDFNumber ? item.asNumber() : Number.NaN))
  return out.every(Number.isFinite) ? out : null
}

/** Replaces an annotation's normal appearance with a form that paints the PNG over its whole Rect. */
async function setPictureAppearance(doc: PDFDocument, dict: PDFDict, png: Uint8Array): Promise<boolean> {
  const rect = numbers(dict.lookup(PDFName.of('Rect')), 4)
  if (!rect) return false
  const width = Math.abs(rect[2]! - rect[0]!)
  const height = Math.abs(rect[3]! - rect[1]!)
  let image
  try {
    image = await doc.embedPng(png)
  } catch (error) {
    throw new WorkerTaskError('InvalidInput', `text picture is not a PNG: ${String(error)}`)
  }
  const form = doc.context.stream(`q ${fmt(width)} 0 0 ${fmt(height)} 0 0 cm /Im0 Do Q`, {
    Type: 'XObject',
    Subtype: 'Form',
    BBox: [0, 0, width, height],
    Resources: { XObject: { Im0: image.ref } },
  })
  dict.set(PDFName.of('AP'), doc.context.obj({ N: doc.context.register(form) }))
  return true
}

/** Paints the page's markup annotations into its content and removes them; returns how many. */
function flattenPage(doc: PDFDocument, page: PDFPage, annots: PDFArray): number {
  const { context } = doc
  const kept: PDFObject[] = []
  const operations: string[] = []
  for (let i = 0; i < annots.size(); i += 1) {
    const entry = annots.get(i)
    const dict = context.lookup(entry)
    if (!(dict instanceof PDFDict)) continue
    const kind = subtype(dict)
    if (KEEP.has(kind)) {
      kept.push(entry)
      continue
    }
    const flags = dict.lookupMaybe(PDFName.of('F'), PDFNumber)?.asNumber() ?? 0
    if (kind === 'Popup' || flags & HIDDEN) continue
    const appearance = normalAppearance(doc, dict)
    const rect = numbers(dict.lookup(PDFName.of('Rect')), 4)
    if (!appearance || !rect) continue
    const transform = placeForm(appearance.stream, rect)
    if (!transform) continue
    const name = page.node.newXObject('Flat', appearance.ref)
    operations.push(`q ${transform.map(fmt).join(' ')} cm ${name.toString()} Do Q`)
  }
  if (kept.length > 0) page.node.set(PDFName.of('Annots'), context.obj(kept))
  else page.node.delete(PDFName.of('Annots'))
  if (operations.length > 0) {
    // The page's own content is wrapped in q…Q so a state it leaves behind cannot move the marks.
    const start = context.register(context.stream('q\n'))
    const end = context.register(context.stream(`Q\n${operations.join('\n')}\n`))
    page.node.wrapContentStreams(start, end)
  }
  return operations.length
}

/** The annotation's normal appearance stream (the one for its current state) and a reference to it. */
function normalAppearance(doc: PDFDocument, dict: PDFDict): { stream: PDFStream; ref: PDFRef } | null {
  const ap = dict.lookupMaybe(PDFName.of('AP'), PDFDict)
  if (!ap) return null
  let raw = ap.get(PDFName.of('N'))
  let resolved = doc.context.lookup(raw)
  if (resolved instanceof PDFDict && !(resolved instanceof PDFStream)) {
    const state = dict.lookupMaybe(PDFName.of('AS'), PDFName)
    raw = state ? resolved.get(state) : undefined
    resolved = doc.context.lookup(raw)
  }
  if (!(resolved instanceof PDFStream)) return null
  resolved.dict.set(PDFName.of('Type'), PDFName.of('XObject'))
  resolved.dict.set(PDFName.of('Subtype'), PDFName.of('Form'))
  const ref = raw instanceof PDFRef ? raw : doc.context.register(resolved)
  return { stream: resolved, ref }
}

/** The matrix that maps the form's transformed bounding box onto the annotation's rectangle. */
function placeForm(stream: PDFStream, rect: number[]): number[] | null {
  const bbox = numbers(stream.dict.lookup(PDFName.of('BBox')), 4)
  if (!bbox) return null
  const [a, b, c, d, e, f] = numbers(stream.dict.lookup(PDFName.of('Matrix')), 6) ?? [1, 0, 0, 1, 0, 0]
  const corners = [
    [bbox[0]!, bbox[1]!],
    [bbox[2]!, bbox[1]!],
    [bbox[0]!, bbox[3]!],
    [bbox[2]!, bbox[3]!],
  ].map(([x, y]) => [a! * x! + c! * y! + e!, b! * x! + d! * y! + f!] as const)
  const xs = corners.map((point) => point[0])
  const ys = corners.map((point) => point[1])
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  if (x1 - x0 < 1e-6 || y1 - y0 < 1e-6) return null
  const [rx0, ry0] = [Math.min(rect[0]!, rect[2]!), Math.min(rect[1]!, rect[3]!)]
  const [rx1, ry1] = [Math.max(rect[0]!, rect[2]!), Math.max(rect[1]!, rect[3]!)]
  const sx = (rx1 - rx0) / (x1 - x0)
  const sy = (ry1 - ry0) / (y1 - y0)
  return [sx, 0, 0, sy, rx0 - sx * x0, ry0 - sy * y0]
}

function fmt(value: number): string {
  return Number(value.toFixed(4)).toString()
}
