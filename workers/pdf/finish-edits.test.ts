// The editor's save path end to end in Node: pdf.js writes free-text annotations (as the editor does),
// then finishEdits gives Hindi text a picture appearance and flattens on request.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createCanvas } from '@napi-rs/canvas'
import { PDFDocument } from '@cantoo/pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { editPages } from './edit-pages'
import { finishEdits } from './finish-edits'
import { loadPdfjs, openWithPdfjs } from './pdfjs'
import { blobOf, bytesOf, makePdf, qpdfCheck, useNode } from './test-helpers'

beforeAll(() => useNode())

type FreeText = { value: string; rect: [number, number, number, number]; pageIndex: number }

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

async function annotationsOf(bytes: Uint8Array): Promise<{ subtype: string; rect: number[] }[][]> {
  const doc = await openWithPdfjs(bytes)
  const out = []
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n)
    const annotations = (await page.getAnnotations()) as { subtype: string; rect: number[] }[]
    out.push(annotations.map(({ subtype, rect }) => ({ subtype, rect })))
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
  it('gives Hindi free text a picture appearance that another viewer shows', async () => {
    const source = await makePdf(2, 'doc', [300, 400])
    const saved = await saveWithFreeTexts(source, [
      { value: 'नमस्ते दुनिया', rect: [40, 200, 240, 240], pageIndex: 1 },
      // Same page: pdf.js (fake worker, Node) reports a harmless double font load for two pages.
      { value: 'Hello', rect: [40, 100, 140, 130], pageIndex: 1 },
    ])
    const result = await finishEdits(
      { file: blobOf(saved) },
      {
        flatten: false,
        textAppearances: [{ pageIndex: 1, text: 'नमस्ते दुनिया', png: redPng(200, 40) }],
      },
    )
    expect(result.retextured).toBe(1)
    const bytes = await bytesOf(result.blob)
    expect(qpdfCheck(bytes)).toBe(true)
    const annotations = await annotationsOf(bytes)
    expect(annotations[0]).toEqual([])
    expect(annotations[1]).toEqual([
      { subtype: 'FreeText', rect: [40, 200, 240, 240] },
      { subtype: 'FreeText', rect: [40, 100, 140, 130] },
    ])
    // Only the Hindi one got a picture; both keep their text for search and screen readers.
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPage(1).node.Annots()?.size()).toBe(2)
    const pixels = popplerPixels(bytes, 2)
    if (pixels) {
      // Rect [40,200,240,240] on a 400 pt page at 72 dpi: x 40–240, y 160–200 from the top.
      expect(redShare(pixels, [45, 165, 235, 195])).toBeGreaterThan(0.9)
    }
  })

  it('flattens: no annotations left, the marks are in the page content', async () => {
    const source = await makePdf(1, 'doc', [300, 400])
    const saved = await saveWithFreeTexts(source, [
      { value: 'नमस्ते', rect: [50, 300, 250, 340], pageIndex: 0 },
      { value: 'Approved', rect: [50, 100, 250, 140], pageIndex: 0 },
    ])
    const result = await finishEdits(
      { file: blobOf(saved) },
      { flatten: true, textAppearances: [{ pageIndex: 0, text: 'नमस्ते', png: redPng(200, 40) }] },
    )
    expect(result.flattened).toBe(2)
    const bytes = await bytesOf(result.blob)
    expect(qpdfCheck(bytes)).toBe(true)
    expect(await annotationsOf(bytes)).toEqual([[]])
    const { OPS } = await loadPdfjs()
    const doc = await openWithPdfjs(bytes)
    const ops = await (await doc.getPage(1)).getOperatorList()
    expect(ops.fnArray.filter((fn) => fn === OPS.paintFormXObjectBegin).length).toBe(2)
    expect(ops.fnArray).toContain(OPS.paintImageXObject)
    await doc.loadingTask.destroy()
    const pixels = popplerPixels(bytes, 1)
    if (pixels) expect(redShare(pixels, [55, 65, 245, 95])).toBeGreaterThan(0.9)
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
