/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { extractText } from '../../pdf/extract-text'
import { blobOf, makeImage, qpdfCheck, useNode } from '../../pdf/test-helpers'
import { loadFaces } from '../../typeset/fonts'
import { layoutDocument } from '../layout'
import type { ImageBlock, TextBlock } from '../spec.options'
import { installNodeFonts } from '../../typeset/test-helpers'
import { convertDocx } from './convert-docx'
import { A4_NARROW, cell, heading, item, LETTER, makeDocx, p, picture, table } from './docx-fixture'
import { readDocx } from './read-docx'
import { toSpecs } from './to-spec'

beforeAll(() => {
  useNode()
  installNodeFonts()
})

const FIXTURE = new URL('../../../tests/fixtures/docx/service-report.docx', import.meta.url)
const HINDI = 'ग्राहक श्री राम कृष्ण शर्मा की गाड़ी की सर्विस पूरी हुई। कुल राशि ₹12,345 है।'

const convert = (bytes: Uint8Array, name = 'test.docx') =>
  convertDocx({ file: blobOf(bytes, 'application/octet-stream'), name }, {})

async function pagesText(pdf: Uint8Array): Promise<string[][]> {
  const { pages } = await extractText({ file: blobOf(pdf) }, {})
  return pages.map((page) => page.text.split('\n').filter(Boolean))
}

describe('convertDocx', () => {
  it('honours each section’s paper and margins (Letter, then A4) and breaks pages where Word does', async () => {
    const body = [
      p('On Letter'),
      `<w:p><w:pPr>${LETTER}</w:pPr></w:p>`,
      p('On A4'),
      '<w:p><w:r><w:t>Before</w:t><w:br w:type="page"/><w:t>After</w:t></w:r></w:p>',
      A4_NARROW,
    ].join('')
    const result = await convert(makeDocx({ body }))
    expect(result.pageCount).toBe(3)
    const doc = await PDFDocument.load(result.pdf)
    expect(doc.getPages().map((pg) => pg.getSize())).toEqual([
      { width: 612, height: 792 },
      { width: 595.3, height: 841.9 },
      { width: 595.3, height: 841.9 },
    ])
    expect(await pagesText(result.pdf)).toEqual([['On Letter'], ['On A4', 'Before'], ['After']])
    // The text starts at the left margin: 72 pt on Letter, 42.55 pt on the narrow A4.
    const specs = toSpecs(readDocx(makeDocx({ body })))
    const { regular, bold } = await loadFaces()
    const firstX = specs.map((s) => layoutDocument({ regular, bold }, s).pages[0]?.items[0]?.x)
    expect(firstX[0]).toBeCloseTo(72, 1)
    expect(firstX[1]).toBeCloseTo(42.55, 1)
  })

  it('makes headings bigger and bold, numbers lists and keeps table cells in reading order', async () => {
    const bytes = makeDocx({
      body: [
        heading(1, 'Report'),
        p('Body text'),
        item('First', 1),
        item('Inner', 1, 1),
        item('Second', 1),
        table(
          [3000, 3000],
          [
            [cell('Name'), cell('Amount')],
            [cell('Oil'), cell('₹450')],
          ],
        ),
      ].join(''),
    })
    const [spec] = toSpecs(readDocx(bytes))
    const texts = (spec?.flow ?? []).filter((b): b is TextBlock => b.kind === 'text')
    const [head, body] = texts
    expect(head?.size).toBeGreaterThan(body?.size ?? 99)
    expect(head?.runs[0]?.weight).toBe('bold')
    expect(head?.keepWithNext).toBe(true)
    expect(texts.slice(2, 5).map((t) => t.bullet)).toEqual(['1.', 'a.', '2.'])
    const grid = spec?.flow.find((b) => b.kind === 'table')
    expect(grid).toMatchObject({
      columns: [{ width: 0.5 }, { width: 0.5 }],
      borders: { outer: true, rows: true, columns: true },
      rows: [{ cells: [{ runs: [{ text: 'Name' }] }, { runs: [{ text: 'Amount' }] }] }, {}],
    })
    const result = await convert(bytes)
    expect(await pagesText(result.pdf)).toEqual([
      ['Report', 'Body text', '1. First', 'a. Inner', '2. Second', 'Name Amount', 'Oil ₹450'],
    ])
  })

  it('slants italic text and draws underlines and strike-throughs, the text unchanged', async () => {
    const bytes = makeDocx({
      body:
        p('Slanted', '', '<w:i/>') + p('Under', '', '<w:u w:val="single"/>') + p('Struck', '', '<w:strike/>'),
    })
    const [spec] = toSpecs(readDocx(bytes))
    const { regular, bold } = await loadFaces()
    const items = spec ? (layoutDocument({ regular, bold }, spec).pages[0]?.items ?? []) : []
    const runs = items.filter((i) => i.kind === 'glyphs')
    expect(runs.map((r) => r.kind === 'glyphs' && !!r.italic)).toEqual([true, false, false])
    const bars = items.filter((i) => i.kind === 'rect')
    expect(bars).toHaveLength(2)
    const [under, struck] = [runs[1], runs[2]]
    // The underline sits below its baseline, the strike-through above its own.
    expect(bars[0]?.y).toBeGreaterThan(under?.y ?? Infinity)
    expect(bars[1]?.y).toBeLessThan(struck?.y ?? -Infinity)
    expect(bars[0]?.kind === 'rect' && bars[0].width).toBeCloseTo(
      under?.kind === 'glyphs' ? under.width : 0,
      3,
    )
    const result = await convert(bytes)
    expect(await pagesText(result.pdf)).toEqual([['Slanted', 'Under', 'Struck']])
    const doc = await PDFDocument.load(result.pdf)
    const content = doc.getPage(0).node.Contents()
    const ops =
      content instanceof PDFRawStream ? new TextDecoder().decode(decodePDFRawStream(content).decode()) : ''
    expect(ops).toMatch(/1 0 0\.2 1 [\d.]+ [\d.]+ Tm/)
  })

  it('justifies a paragraph to both margins except its last line', async () => {
    const words = 'सेवा service '.repeat(40).trim()
    const bytes = makeDocx({ body: p(words, '<w:jc w:val="both"/>') + LETTER })
    const [spec] = toSpecs(readDocx(bytes))
    const { regular, bold } = await loadFaces()
    const runs = (spec ? (layoutDocument({ regular, bold }, spec).pages[0]?.items ?? []) : []).filter(
      (i) => i.kind === 'glyphs',
    )
    const lineEnds = new Map<number, number>()
    for (const r of runs) {
      lineEnds.set(r.y, Math.max(lineEnds.get(r.y) ?? 0, r.x + (r.kind === 'glyphs' ? r.width : 0)))
    }
    const ends = [...lineEnds.values()]
    expect(ends.length).toBeGreaterThan(2)
    // Text area of Letter with 1-inch margins: 72 to 540 pt.
    for (const end of ends.slice(0, -1)) expect(end).toBeCloseTo(540, 1)
    expect(ends[ends.length - 1]).toBeLessThan(539)
    const result = await convert(bytes)
    expect((await pagesText(result.pdf)).flat().join(' ')).toBe(words)
  })

  it('indents a first line and hangs a paragraph’s later lines', async () => {
    const long = 'word '.repeat(60).trim()
    const bytes = makeDocx({
      body: p(long, '<w:ind w:firstLine="720"/>') + p(long, '<w:ind w:left="720" w:hanging="720"/>') + LETTER,
    })
    const [spec] = toSpecs(readDocx(bytes))
    const { regular, bold } = await loadFaces()
    const runs = (spec ? (layoutDocument({ regular, bold }, spec).pages[0]?.items ?? []) : []).filter(
      (i) => i.kind === 'glyphs',
    )
    const starts = new Map<number, number>()
    for (const r of runs) starts.set(r.y, Math.min(starts.get(r.y) ?? Infinity, r.x))
    const lefts = [...starts.values()]
    // First paragraph: first line at 72 + 36, the rest at 72. Second: first line at 72, the rest at 72 + 36.
    const split = lefts.findIndex(
      (x, i) => i > 0 && Math.abs(x - 72) < 0.01 && Math.abs(lefts[i + 1]! - 108) < 0.01,
    )
    expect(lefts[0]).toBeCloseTo(108, 2)
    expect(lefts[1]).toBeCloseTo(72, 2)
    expect(split).toBeGreaterThan(1)
    expect(lefts.slice(split + 1).every((x) => Math.abs(x - 108) < 0.01)).toBe(true)
  })

  it('prints the default header and footer on every page, page numbers filled in', async () => {
    const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
    const page = (instr: string) =>
      `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> ${instr} </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>9</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>`
    const footer = `<w:ftr ${W}><w:p><w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:t xml:space="preserve">Page </w:t></w:r>${page('PAGE')}<w:r><w:t xml:space="preserve"> of </w:t></w:r><w:fldSimple w:instr=" NUMPAGES "><w:r><w:t>9</w:t></w:r></w:fldSimple></w:p></w:ftr>`
    const header = `<w:hdr ${W}><w:p><w:r><w:t>शर्मा मोटर्स</w:t></w:r></w:p></w:hdr>`
    const bytes = makeDocx({
      body: `${p('One')}<w:p><w:r><w:br w:type="page"/></w:r></w:p>${p('Two')}<w:sectPr><w:headerReference w:type="default" r:id="rIdH"/><w:footerReference w:type="default" r:id="rIdF"/><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720"/></w:sectPr>`,
      media: { rIdH: ['header1.xml', new Uint8Array()], rIdF: ['footer1.xml', new Uint8Array()] },
      extra: { 'word/header1.xml': header, 'word/footer1.xml': footer },
    })
    const result = await convert(bytes)
    expect(result.notes).toEqual([])
    expect(await pagesText(result.pdf)).toEqual([
      ['शर्मा मोटर्स', 'One', 'Page 1 of 2'],
      ['शर्मा मोटर्स', 'Two', 'Page 2 of 2'],
    ])
  })

  it('places a picture at its size in points, shrinking only one wider than the text area', async () => {
    const png = await makeImage(40, 20, 'png')
    const jpeg = await makeImage(400, 100, 'jpeg')
    const bytes = makeDocx({
      // 1 in × 0.5 in, then 10 in × 2.5 in on a page whose text area is 6.5 in wide.
      body: picture('rIdA', 914_400, 457_200) + picture('rIdB', 9_144_000, 2_286_000) + LETTER,
      media: { rIdA: ['media/a.png', png], rIdB: ['media/b.jpeg', jpeg] },
    })
    const [spec] = toSpecs(readDocx(bytes))
    const images = (spec?.flow ?? []).filter((b): b is ImageBlock => b.kind === 'image')
    expect(images.map((i) => [i.width, i.height])).toEqual([
      [72, 36],
      [468, 117],
    ])
    const result = await convert(bytes)
    const doc = await PDFDocument.load(result.pdf)
    const xobjects = doc.getPage(0).node.Resources()?.lookup(PDFName.of('XObject'), PDFDict)
    expect(xobjects?.keys()).toHaveLength(2)
    expect(qpdfCheck(result.pdf)).toBe(true)
  })

  it('converts a document made by python-docx (Word’s own template): Hindi extracts exactly, fonts embedded', async () => {
    const result = await convert(new Uint8Array(readFileSync(FIXTURE)), 'service-report.docx')
    expect(result.missing).toEqual([])
    expect(result.pageCount).toBe(1)
    const [lines] = await pagesText(result.pdf)
    expect(lines).toEqual([
      'Service report',
      'वाहन सेवा रिपोर्ट',
      HINDI,
      'Engine oil and filter were replaced; the car is ready for delivery.',
      'Work done',
      '1. Oil change',
      '2. Brake pads',
      '3. Wheel alignment',
      '• Checked tyre pressure',
      'Part Qty Amount',
      'Oil filter 1 ₹450',
      'इंजन ऑयल 4 ₹2,800',
      'Photo of the odometer:',
    ])
    const doc = await PDFDocument.load(result.pdf)
    expect(doc.getTitle()).toBe('Service report')
    const [page] = doc.getPages()
    expect(page?.getSize().width).toBeCloseTo(595.3, 0)
    const fonts = [...doc.context.enumerateIndirectObjects()]
      .map(([, obj]) => obj)
      .filter((obj): obj is PDFDict => obj instanceof PDFDict && obj.has(PDFName.of('FontFile2')))
    expect(fonts.length).toBe(2)
    expect(qpdfCheck(result.pdf)).toBe(true)
  })

  it('refuses a file that is not a zip and a zip that is not a Word document, by name', async () => {
    await expect(convert(new TextEncoder().encode('%PDF-1.7'))).rejects.toMatchObject({
      code: 'UnsupportedFormat',
    })
    const docx = makeDocx({ body: p('x') })
    await expect(convert(docx.slice(0, 200))).rejects.toMatchObject({ code: 'CorruptFile' })
  })
})
