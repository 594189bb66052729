import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { A4_NARROW, cell, heading, item, LETTER, makeDocx, p, picture, table } from './docx-fixture'
import type { DocxParagraph, DocxTable } from './model'
import { formatNumber, letters, roman } from './numbering'
import { readDocx, resolvePath } from './read-docx'
import { parseXml } from './xml'

const PNG_1X1 = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0,
  1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8,
  0xcf, 0xc0, 0xf0, 0x1f, 0, 0x05, 0, 0x01, 0xff, 0x89, 0x99, 0x3d, 0x1d, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44,
  0xae, 0x42, 0x60, 0x82,
])

const paragraphs = (blocks: readonly { kind: string }[]) =>
  blocks.filter((b): b is DocxParagraph => b.kind === 'paragraph')
const textOf = (para: DocxParagraph | undefined) =>
  (para?.parts ?? []).map((x) => ('text' in x ? x.text : '[img]')).join('')

describe('xml reader', () => {
  it('resolves namespaces to the usual prefixes, decodes entities and keeps text in order', () => {
    const root = parseXml(
      '<?xml version="1.0"?><!-- c --><x:document xmlns:x="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><x:t a="1 &amp; 2">A &lt;b&gt; &#x915;&#2367;<![CDATA[<raw>]]></x:t><x:br/></x:document>',
    )
    expect(root.name).toBe('w:document')
    const t = root.children[0]
    expect(typeof t === 'object' && t.name).toBe('w:t')
    expect(typeof t === 'object' && t.attrs.a).toBe('1 & 2')
    expect(typeof t === 'object' && t.children.join('')).toBe('A <b> कि<raw>')
    expect(() => parseXml('<a><b></a>')).toThrow()
    expect(() => parseXml('<a>')).toThrow()
  })

  it('resolves relationship targets against the part that names them', () => {
    expect(resolvePath('word/document.xml', 'media/image1.png')).toBe('word/media/image1.png')
    expect(resolvePath('word/document.xml', '../customXml/item1.xml')).toBe('customXml/item1.xml')
    expect(resolvePath('word/document.xml', '/word/media/a.jpeg')).toBe('word/media/a.jpeg')
  })
})

describe('list counters', () => {
  it('formats numbers, letters and roman numerals as Word does', () => {
    expect([1, 4, 9, 14, 40, 1994].map(roman)).toEqual(['i', 'iv', 'ix', 'xiv', 'xl', 'mcmxciv'])
    expect([1, 26, 27, 28].map(letters)).toEqual(['a', 'z', 'aa', 'bb'])
    expect(formatNumber(3, 'upperRoman')).toBe('III')
    expect(formatNumber(12, 'hindiNumbers')).toBe('१२')
    expect(formatNumber(7, 'decimalZero')).toBe('07')
  })
})

describe('readDocx', () => {
  it('reads page size and margins in points, per section', () => {
    const letter = readDocx(makeDocx({ body: p('Hello') + LETTER }))
    expect(letter.sections).toHaveLength(1)
    expect(letter.sections[0]?.size).toEqual({ width: 612, height: 792 })
    expect(letter.sections[0]?.margin).toEqual({ top: 72, right: 72, bottom: 72, left: 72 })
    const two = readDocx(
      makeDocx({ body: `${p('One')}<w:p><w:pPr>${LETTER}</w:pPr></w:p>${p('Two')}${A4_NARROW}` }),
    )
    expect(two.sections.map((s) => s.size.width)).toEqual([612, 595.3])
    expect(two.sections.map((s) => s.blocks.length)).toEqual([2, 1])
    expect(two.sections[1]?.margin.left).toBeCloseTo(42.55, 2)
  })

  it('resolves heading styles through their bases, runs bold and colour, and list labels', () => {
    const model = readDocx(
      makeDocx({
        body: [
          heading(1, 'Chapter'),
          heading(2, 'Part'),
          p('Plain <b/>', '', '<w:b/><w:color w:val="FF0000"/><w:sz w:val="28"/>'),
          item('one', 1),
          item('one-a', 1, 1),
          item('one-a-i', 1, 2),
          item('one-a-ii', 1, 2),
          item('one-b', 1, 1),
          item('two', 1),
          item('two-a', 1, 1),
          item('dot', 2),
          LETTER,
        ].join(''),
      }),
    )
    const paras = paragraphs(model.sections[0]?.blocks ?? [])
    expect(paras[0]).toMatchObject({ heading: 1, keepNext: true, size: 16, spaceBefore: 12 })
    expect(paras[1]).toMatchObject({ heading: 2, size: 13 })
    expect(paras[1]?.parts[0]).toMatchObject({ bold: true, color: [0x2f / 255, 0x54 / 255, 0x96 / 255] })
    expect(paras[2]?.parts[0]).toMatchObject({ bold: true, size: 14, color: [1, 0, 0] })
    expect(paras[2]?.heading).toBeUndefined()
    expect(paras.slice(3).map((x) => x.label)).toEqual(['1.', 'a.', 'i.', 'ii.', 'b.', '2.', 'a.', '•'])
    expect(paras.slice(3, 6).map((x) => x.indent)).toEqual([36, 72, 108])
    expect(textOf(paras[4])).toBe('one-a')
    // List Paragraph has contextual spacing, as in Word: no space between items, the usual 8 pt after the list.
    expect(paras.slice(2).map((x) => x.spaceAfter)).toEqual([8, 0, 0, 0, 0, 0, 0, 0, 8])
  })

  it('keeps table cells in order with their spans and grid widths', () => {
    const model = readDocx(
      makeDocx({
        body: table(
          [2000, 3000, 4000],
          [
            [cell('A1'), cell('B1'), cell('C1')],
            [cell('A2 wide', 2), cell('C2')],
          ],
        ),
      }),
    )
    const t = model.sections[0]?.blocks[0] as DocxTable
    expect(t.kind).toBe('table')
    expect(t.columns).toEqual([100, 150, 200])
    expect(t.rows.map((r) => r.cells.map((c) => `${textOf(paragraphs(c.blocks)[0])}/${c.span}`))).toEqual([
      ['A1/1', 'B1/1', 'C1/1'],
      ['A2 wide/2', 'C2/1'],
    ])
  })

  it('places pictures with their size and names what it leaves out', () => {
    const model = readDocx(
      makeDocx({
        body: [
          picture('rIdImg', 914_400, 457_200),
          picture('rIdGif', 12_700, 12_700),
          picture('rIdImg', 127_000, 127_000, true),
          '<w:p><w:ins w:id="1"><w:r><w:t>added</w:t></w:r></w:ins><w:del w:id="2"><w:r><w:delText>gone</w:delText></w:r></w:del></w:p>',
          '<w:p><w:r><w:rPr><w:i/></w:rPr><w:t>slanted</w:t></w:r><w:r><w:commentReference w:id="0"/></w:r><m:oMath/></w:p>',
          '<w:p><w:r><w:rPr><w:rFonts w:ascii="Kruti Dev 010" w:hAnsi="Kruti Dev 010"/></w:rPr><w:t>jke</w:t></w:r></w:p>',
          '<w:p><w:r><w:br w:type="page"/></w:r></w:p>',
          p('after break', '<w:jc w:val="both"/>'),
          '<w:sectPr><w:headerReference r:id="rIdH"/><w:cols w:num="2"/></w:sectPr>',
        ].join(''),
        media: {
          rIdImg: ['media/image1.png', PNG_1X1],
          rIdGif: ['media/image2.gif', strToU8('GIF89a')],
          rIdH: ['header1.xml', strToU8('')],
        },
        extra: {
          'word/header1.xml':
            '<w:hdr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:p><w:r><w:t>Header</w:t></w:r></w:p></w:hdr>',
        },
      }),
    )
    const blocks = model.sections[0]?.blocks ?? []
    const pics = paragraphs(blocks).flatMap((x) => x.parts.filter((part) => 'image' in part))
    expect(pics).toEqual([
      { image: 0, width: 72, height: 36 },
      { image: 0, width: 10, height: 10 },
    ])
    expect(model.images).toHaveLength(1)
    expect(model.images[0]?.type).toBe('png')
    expect(textOf(paragraphs(blocks)[3])).toBe('added')
    expect(paragraphs(blocks)[4]?.parts[0]).toMatchObject({ text: 'slanted', italic: true })
    // The default header is carried over as text.
    expect(textOf(model.sections[0]?.header?.[0])).toBe('Header')
    expect(blocks.map((b) => b.kind)).toContain('pageBreak')
    expect(model.notes).toEqual([
      'trackedChanges',
      'comments',
      'equations',
      'imageTypes',
      'floatingImages',
      'columns',
      'legacyFonts',
    ])
  })

  it('reads a file whose producer bound another prefix to the Word namespace', () => {
    const model = readDocx(makeDocx({ body: heading(1, 'Namespaced') + p('text'), prefix: 'ns0' }))
    const paras = paragraphs(model.sections[0]?.blocks ?? [])
    expect(paras.map(textOf)).toEqual(['Namespaced', 'text'])
    expect(paras[0]?.heading).toBe(1)
  })

  it('gives clear errors for a corrupt zip and a zip that is not a Word document', () => {
    const docx = makeDocx({ body: p('x') })
    expect(() => readDocx(docx.slice(0, docx.length - 40))).toThrow(
      expect.objectContaining({ code: 'CorruptFile' }),
    )
    const other = zipSync({ 'xl/workbook.xml': strToU8('<workbook/>') })
    expect(() => readDocx(other)).toThrow(expect.objectContaining({ code: 'UnsupportedFormat' }))
    const broken = makeDocx({ body: '<w:p><w:r><w:t>unclosed</w:r></w:p>' })
    expect(() => readDocx(broken)).toThrow(expect.objectContaining({ code: 'CorruptFile' }))
  })
})
