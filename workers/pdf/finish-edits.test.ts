// The editor's save path end to end in Node: pdf.js writes free-text annotations (as the editor does),
// then finishEdits writes Hindi text as real, shaped text in an embedded subset font (a picture only for
// text that font cannot show) and flattens on request.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createCanvas } from '@napi-rs/canvas'
import { PDFDict, PDFDocument, PDFName, PDFStream, decodePDFRawStream } from '@cantoo/pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { installNodeFonts } from '../typeset/test-helpers'
import { cairoStyle, pageContents, pdftotext, qpdfProblems } from './corpus'
import { editPages } from './edit-pages'
import { extractText } from './extract-text'
import { finishEdits } from './finish-edits'
import { loadPdfjs, openWithPdfjs } from './pdfjs'
import { blobOf, bytesOf, makePdf, qpdfCheck, useNode } from './test-helpers'

beforeAll(() => {
  useNode()
  installNodeFonts()
})

type FreeText = {
  value: string
  rect: [number, number, number, number]
  pageIndex: number
  rotation?: number
}

/** What the editor does on save: editors serialized into annotationStorage, then saveDocument. */
async function saveWithFreeTexts(source: Uint8Array, texts: FreeText[]): Promise<Uint8Array> {
  const { AnnotationEditorType } = await loadPdfjs()
  const doc = await openWithPdfjs(source)
  texts.forEach((text, i) =>
    doc.annotationStorage.setValue(`pdfjs_internal_editor_${i}`, {
      annotationType: AnnotationEditorType.FREETEXT,
      color: [200, 0, 0],
      fontSize: 20,
      rotation: 0,
      ...text,
    }),
  )
  const saved = await doc.saveDocument()
  await doc.loadingTask.destroy()
  return saved
}

/** A red PNG of the given size, as the page would draw for the text. */
function redPng(width: number, height: number): Uint8Array {
  const canvas = createCanvas(width, height)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#dd0000'
  ctx.fillRect(0, 0, width, height)
  return new Uint8Array(canvas.encodeSync('png'))
}

type Annotation = { subtype: string; rect: number[]; text?: string[] }

/** Each page's annotations as pdf.js reads them; `text` is what pdf.js reads from the appearance. */
async function annotationsOf(bytes: Uint8Array): Promise<Annotation[][]> {
  const doc = await openWithPdfjs(bytes)
  const out = []
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n)
    const annotations = (await page.getAnnotations()) as (Annotation & { textContent?: string[] })[]
    out.push(annotations.map(({ subtype, rect, textContent }) => ({ subtype, rect, text: textContent })))
  }
  await doc.loadingTask.destroy()
  return out
}

/** Renders a page with poppler (another viewer than pdf.js) and returns its RGB pixels, or null. */
function popplerPixels(bytes: Uint8Array, page: number): { width: number; data: Buffer } | null {
  if (!existsSync('/usr/bin/pdftoppm')) return null
  const dir = mkdtempSync(join(tmpdir(), 'finish-'))
  writeFileSync(join(dir, 'in.pdf'), bytes)
  execFileSync('pdftoppm', [
    '-r',
    '72',
    '-f',
    `${page}`,
    '-l',
    `${page}`,
    '-singlefile',
    join(dir, 'in.pdf'),
    join(dir, 'out'),
  ])
  const ppm = readFileSync(join(dir, 'out.ppm'))
  const header = ppm.toString('latin1', 0, 20).split(/\s+/)
  const width = Number(header[1])
  const offset = ppm.length - width * Number(header[2]) * 3
  return { width, data: ppm.subarray(offset) }
}

function redShare(pixels: { width: number; data: Buffer }, box: [number, number, number, number]): number {
  let red = 0
  let all = 0
  for (let y = box[1]; y < box[3]; y += 1) {
    for (let x = box[0]; x < box[2]; x += 1) {
      const i = (y * pixels.width + x) * 3
      all += 1
      if (pixels.data[i]! > 150 && pixels.data[i + 1]! < 90 && pixels.data[i + 2]! < 90) red += 1
    }
  }
  return red / all
}

describe('finishEdits', () => {
  it('writes Hindi free text as real text; text the font lacks (Tamil) takes its picture', async () => {
    const source = await makePdf(2, 'doc', [300, 400])
    const saved = await saveWithFreeTexts(source, [
      { value: 'नमस्ते दुनिया', rect: [40, 200, 240, 240], pageIndex: 1 },
      { value: 'வணக்கம்', rect: [40, 300, 240, 340], pageIndex: 1 },
      // Same page: pdf.js (fake worker, Node) reports a harmless double font load for two pages.
      { value: 'Hello', rect: [40, 100, 140, 130], pageIndex: 1 },
    ])
    const result = await finishEdits(
      { file: blobOf(saved) },
      {
        flatten: false,
        textAppearances: [
          { pageIndex: 1, text: 'नमस्ते दुनिया', fontSize: 20, color: [200, 0, 0], png: redPng(200, 40) },
          { pageIndex: 1, text: 'வணக்கம்', fontSize: 20, color: [200, 0, 0], png: redPng(200, 40) },
        ],
      },
    )
    expect(result).toMatchObject({ retextured: 2, asText: 1 })
    const bytes = await bytesOf(result.blob)
    expect(qpdfProblems(bytes)).toBe('')
    const annotations = await annotationsOf(bytes)
    expect(annotations[0]).toEqual([])
    expect(annotations[1]).toEqual([
      { subtype: 'FreeText', rect: [40, 200, 240, 240], text: ['नमस्ते दुनिया'] },
      { subtype: 'FreeText', rect: [40, 300, 240, 340], text: undefined },
      { subtype: 'FreeText', rect: [40, 100, 140, 130], text: ['Hello'] },
    ])
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPage(1).node.Annots()?.size()).toBe(3)
    const pixels = popplerPixels(bytes, 2)
    if (pixels) {
      // Another viewer draws the Hindi in red ink inside its box (Rect [40,200,240,240] on a 400 pt page at
      // 72 dpi: y 160–200 from the top), and the Tamil picture over its whole box (y 60–100).
      expect(redShare(pixels, [40, 160, 240, 200])).toBeGreaterThan(0.01)
      expect(redShare(pixels, [45, 65, 235, 95])).toBeGreaterThan(0.9)
    }
  })

  it('flattens: no annotations left, the marks and their text are in the page content', async () => {
    const source = await makePdf(1, 'doc', [300, 400])
    const saved = await saveWithFreeTexts(source, [
      { value: 'नमस्ते', rect: [50, 300, 250, 340], pageIndex: 0 },
      { value: 'Approved', rect: [50, 100, 250, 140], pageIndex: 0 },
    ])
    const result = await finishEdits(
      { file: blobOf(saved) },
      { flatten: true, textAppearances: [{ pageIndex: 0, text: 'नमस्ते', fontSize: 20, color: [200, 0, 0] }] },
    )
    expect(result.flattened).toBe(2)
    const bytes = await bytesOf(result.blob)
    expect(qpdfProblems(bytes)).toBe('')
    expect(await annotationsOf(bytes)).toEqual([[]])
    const { OPS } = await loadPdfjs()
    const doc = await openWithPdfjs(bytes)
    const ops = await (await doc.getPage(1)).getOperatorList()
    expect(ops.fnArray.filter((fn) => fn === OPS.paintFormXObjectBegin).length).toBe(2)
    expect(ops.fnArray).not.toContain(OPS.paintImageXObject)
    await doc.loadingTask.destroy()
    const text = (await extractText({ file: blobOf(bytes) }, {})).pages[0]!.text
    expect(text).toContain('नमस्ते')
    expect(text).toContain('Approved')
    const pixels = popplerPixels(bytes, 1)
    if (pixels) expect(redShare(pixels, [50, 60, 250, 100])).toBeGreaterThan(0.01)
  })

  it('refuses a damaged file with a named error', async () => {
    await expect(
      finishEdits({ file: blobOf(new Uint8Array([1, 2, 3])) }, { flatten: true }),
    ).rejects.toMatchObject({ code: 'UnsupportedFormat' })
  })
})

describe('editPages', () => {
  it('reorders, rotates, deletes and inserts blank pages in one pass', async () => {
    const source = await makePdf(3, 'doc', [300, 400])
    const result = await editPages(
      { file: blobOf(source) },
      {
        pages: [
          { kind: 'page', index: 2, rotate: 90 },
          { kind: 'blank', width: 595, height: 842, rotate: 0 },
          { kind: 'page', index: 0, rotate: 0 },
        ],
      },
    )
    const bytes = await bytesOf(result.blob)
    expect(qpdfCheck(bytes)).toBe(true)
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBe(3)
    expect(doc.getPage(0).getRotation().angle).toBe(90)
    expect(doc.getPage(1).getSize()).toEqual({ width: 595, height: 842 })
    const pdf = await openWithPdfjs(bytes)
    const first = await (await pdf.getPage(1)).getTextContent()
    const third = await (await pdf.getPage(3)).getTextContent()
    expect(first.items.map((item) => ('str' in item ? item.str : '')).join('')).toContain('Page 3')
    expect(third.items.map((item) => ('str' in item ? item.str : '')).join('')).toContain('Page 1')
    await pdf.loadingTask.destroy()
  })

  it('keeps annotations on the pages they belong to', async () => {
    const saved = await saveWithFreeTexts(await makePdf(2), [
      { value: 'Second', rect: [10, 10, 90, 40], pageIndex: 1 },
    ])
    const result = await editPages(
      { file: blobOf(saved) },
      {
        pages: [
          { kind: 'page', index: 1, rotate: 0 },
          { kind: 'page', index: 0, rotate: 0 },
        ],
      },
    )
    const annotations = await annotationsOf(await bytesOf(result.blob))
    expect(annotations.map((list) => list.length)).toEqual([1, 0])
  })

  it('refuses an empty plan', async () => {
    await expect(editPages({ file: blobOf(await makePdf(1)) }, { pages: [] })).rejects.toMatchObject({
      code: 'InvalidInput',
    })
  })
})

// Issue 23 items 3 and 7: the tester's report — Hindi free text saved as a picture, Latin as text — on a
// corpus file laid out as cairo writes one (four pages; the text goes on page 2).
describe('PDF editor free text in Hindi (issue 23)', () => {
  const HINDI = 'नमस्ते दुनिया हिन्दी'
  const LATIN = 'Approved by Ravi Kumar'
  const nfc = (text: string) => text.normalize('NFC')
  let source: Uint8Array
  let saved: Uint8Array

  beforeAll(async () => {
    source = cairoStyle()
    saved = await saveWithFreeTexts(source, [
      { value: HINDI, rect: [20, 150, 280, 190], pageIndex: 1 },
      { value: LATIN, rect: [20, 100, 280, 130], pageIndex: 1 },
    ])
  })

  const finish = async (flatten: boolean) => {
    const result = await finishEdits(
      { file: blobOf(saved) },
      { flatten, textAppearances: [{ pageIndex: 1, text: HINDI, fontSize: 20, color: [200, 0, 0] }] },
    )
    expect(result.asText).toBe(1)
    return bytesOf(result.blob)
  }

  /** poppler's text of one page (1-based). */
  const popplerPage = (bytes: Uint8Array, page: number) => pdftotext(bytes).split('\f')[page - 1] ?? ''

  it('saved as annotations: clean, other pages untouched, text read back by poppler and pdf.js', async () => {
    const bytes = await finish(false)
    expect(qpdfProblems(bytes)).toBe('')
    // No page's content changes: the text lives in the annotation's appearance.
    expect(pageContents(bytes)).toEqual(pageContents(source))
    const page = nfc(popplerPage(bytes, 2))
    expect(page).toContain(nfc(HINDI))
    expect(page).toContain(LATIN)
    const [, second] = await annotationsOf(bytes)
    expect(second!.map((a) => a.text)).toEqual([[HINDI], [LATIN]])
    // PDF to text reads the notes too, as poppler does: the same words after normalisation.
    const ours = (await extractText({ file: blobOf(bytes) }, {})).pages[1]!.text
    const words = (text: string) => nfc(text).split(/\s+/u).filter(Boolean).sort()
    expect(words(ours)).toEqual(words(page))
  })

  it('flattened: clean, untouched pages byte for byte, the same text from poppler and from PDF to text', async () => {
    const bytes = await finish(true)
    expect(qpdfProblems(bytes)).toBe('')
    const before = pageContents(source)
    const after = pageContents(bytes)
    for (const index of [0, 2, 3]) expect(after[index]).toEqual(before[index])
    // Page 2 keeps its own streams as they were, between the q … Q that wrap them and the marks drawn after.
    const own = after[1]!.indexOf(before[1]![0]!)
    expect(own).toBeGreaterThan(0)
    expect(after[1]!.slice(own, own + before[1]!.length)).toEqual(before[1])
    expect(after[1]!.length).toBeGreaterThan(own + before[1]!.length)
    const poppler = nfc(popplerPage(bytes, 2))
    expect(poppler).toContain(nfc(HINDI))
    expect(poppler).toContain(LATIN)
    const ours = (await extractText({ file: blobOf(bytes) }, {})).pages[1]!.text
    expect(nfc(ours)).toContain(nfc(HINDI))
    expect(nfc(ours)).toContain(LATIN)
    // Hindi extraction equal to pdftotext's after normalisation (NFC, white space removed).
    const squash = (text: string) => nfc(text).replace(/\s+/gu, '')
    expect(squash(ours)).toBe(squash(poppler))
  })

  it('keeps lines, fits the box and follows a turned annotation as pdf.js lays out Latin', async () => {
    const lines = 'पहली पंक्ति\nदूसरी पंक्ति'
    // One page per save: pdf.js (fake worker, Node) reports a harmless double font load across pages.
    const once = async (text: FreeText) => {
      const result = await finishEdits(
        { file: blobOf(await saveWithFreeTexts(source, [text])) },
        { flatten: false, textAppearances: [{ pageIndex: text.pageIndex, text: text.value, fontSize: 20 }] },
      )
      expect(result.asText).toBe(1)
      const bytes = await bytesOf(result.blob)
      expect(qpdfProblems(bytes)).toBe('')
      return bytes
    }
    // 70 points is narrower than the lines at 20 points: they are drawn smaller, as pdf.js fits its own.
    const stacked = await once({ value: lines, rect: [20, 40, 90, 100], pageIndex: 0 })
    expect(nfc(popplerPage(stacked, 1))).toContain(nfc(lines))
    expect((await annotationsOf(stacked))[0]![0]!.text).toEqual(lines.split('\n'))
    const form = await appearanceOf(stacked, 0)
    const size = Number(/\/F1 ([\d.]+) Tf/.exec(form)?.[1])
    expect(size).toBeGreaterThan(5)
    expect(size).toBeLessThan(20)
    const turned = await once({ value: HINDI, rect: [200, 20, 240, 280], pageIndex: 2, rotation: 90 })
    const squash = (text: string) => nfc(text).replace(/\s+/gu, '')
    expect(squash(popplerPage(turned, 3))).toContain(squash(HINDI))
  })

  /** The decoded appearance stream of the first annotation on a page. */
  async function appearanceOf(bytes: Uint8Array, pageIndex: number): Promise<string> {
    const doc = await PDFDocument.load(bytes)
    const note = doc.context.lookup(doc.getPage(pageIndex).node.Annots()!.get(0), PDFDict)
    const ref = note.lookup(PDFName.of('AP'), PDFDict).get(PDFName.of('N'))
    const stream = doc.context.lookup(ref, PDFStream)
    return new TextDecoder('latin1').decode(decodePDFRawStream(stream as never).decode())
  }

  it('embeds one subset font with ToUnicode and wraps reordered clusters in /ActualText', async () => {
    const doc = await PDFDocument.load(await finish(false))
    const names: string[] = []
    let actualText = 0
    for (const [, object] of doc.context.enumerateIndirectObjects()) {
      if (object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor')) {
        if (object.get(PDFName.of('FontFile2'))) names.push(String(object.get(PDFName.of('FontName'))))
      }
      if (object instanceof PDFStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Form')) {
        const content = new TextDecoder('latin1').decode(decodePDFRawStream(object as never).decode())
        actualText += content.split('/ActualText').length - 1
      }
    }
    expect(names).toHaveLength(1)
    expect(names[0]).toMatch(/^\/[A-Z]{6}\+NotoSansDevanagari-Regular$/)
    // स्, दु, नि, हि and न् in HINDI draw glyphs that do not spell them.
    expect(actualText).toBeGreaterThanOrEqual(4)
  })
})
