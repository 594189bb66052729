import type { PDFRawStream } from '@cantoo/pdf-lib'
import { PDFDocument, PDFName, PDFDict, decodePDFRawStream } from '@cantoo/pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { extractText } from '../pdf/extract-text'
import { blobOf, useNode } from '../pdf/test-helpers'
import { buildPdf } from './build-pdf'
import { loadFaces } from '../typeset/fonts'
import { shapeWord } from '../typeset/shape'
import type { Block, DocSpec } from './spec.options'
import { installNodeFonts } from '../typeset/test-helpers'

beforeAll(() => {
  useNode()
  installNodeFonts()
})

const HINDI = 'क्षत्रिय परिवार, श्री गणेशाय नमः, कृष्ण, हिन्दी, प्रज्ञा, धर्म'

function doc(flow: Block[]): DocSpec {
  return {
    title: 'Test',
    lang: 'hi',
    page: {
      margin: { top: 40, right: 40, bottom: 40, left: 40 },
      footer: { text: 'Page {page} of {pages}', size: 8, color: [0.4, 0.4, 0.4] },
    },
    flow,
  }
}

const text = (t: string, extra: Partial<Extract<Block, { kind: 'text' }>> = {}): Block => ({
  kind: 'text',
  runs: [{ text: t }],
  size: 11,
  ...extra,
})

async function textOf(pdf: Uint8Array): Promise<string[]> {
  const result = await extractText({ file: blobOf(pdf) }, {})
  return result.pages.map((p) => p.text)
}

/** The glyph ids each font's CID map sends to, and its embedded font file's size. */
async function fontsOf(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf)
  const out: { name: string; gids: number[]; fileBytes: number }[] = []
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict) || obj.get(PDFName.of('Subtype')) !== PDFName.of('CIDFontType2')) continue
    const map = doc.context.lookup(obj.get(PDFName.of('CIDToGIDMap'))) as PDFRawStream
    const bytes = decodePDFRawStream(map).decode()
    const gids: number[] = []
    for (let i = 2; i < bytes.length; i += 2) gids.push(((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0))
    const descriptor = doc.context.lookup(obj.get(PDFName.of('FontDescriptor'))) as PDFDict
    const file = doc.context.lookup(descriptor.get(PDFName.of('FontFile2'))) as PDFRawStream
    out.push({ name: String(obj.get(PDFName.of('BaseFont'))), gids, fileBytes: file.contents.length })
  }
  return out
}

describe('Devanagari shaping', () => {
  it('forms conjuncts, reorders the i-matra and places the reph, as the font intends', async () => {
    const { regular } = await loadFaces()
    const nominal = (ch: string) => regular.font.glyph(ch.codePointAt(0) ?? 0)
    // कि: the i-matra glyph comes first, before क, though it is typed after.
    const ki = shapeWord(regular, 'कि').map((g) => g.gid)
    expect(ki).toHaveLength(2)
    expect(ki[1]).toBe(nominal('क'))
    expect(ki[0]).not.toBe(nominal('क'))
    // क्ष is one conjunct glyph, not क + ् + ष.
    const ksha = shapeWord(regular, 'क्ष')
    expect(ksha).toHaveLength(1)
    expect([nominal('क'), nominal('्'), nominal('ष')]).not.toContain(ksha[0]?.gid)
    // र्म: म then the reph mark above it; no visible virama.
    const rma = shapeWord(regular, 'र्म').map((g) => g.gid)
    expect(rma[0]).toBe(nominal('म'))
    expect(rma).not.toContain(nominal('्'))
    // Each glyph carries part of the text, so the glyphs read back as the word typed.
    for (const word of HINDI.split(' ')) {
      expect(
        shapeWord(regular, word)
          .map((g) => g.text)
          .join(''),
      ).toBe(word)
    }
  })
})

describe('buildPdf', () => {
  it('embeds subset fonts whose glyphs are the shaped ones and extracts the text as typed', async () => {
    const result = await buildPdf({
      spec: doc([
        { kind: 'symbol', name: 'om', size: 40, color: [0.8, 0.2, 0] },
        { kind: 'text', runs: [{ text: 'Priya Verma', weight: 'bold' }], size: 22, align: 'center' },
        text(HINDI, { size: 14 }),
        {
          kind: 'row',
          columns: [
            { width: 0.3, blocks: [{ kind: 'text', runs: [{ text: 'Name', weight: 'bold' }], size: 11 }] },
            { width: 0.7, blocks: [text('प्रिया वर्मा (Sharma) ₹12,34,567')] },
          ],
        },
      ]),
      images: [],
    })
    expect(result.pageCount).toBe(1)
    expect(result.missing).toEqual([])
    const [page] = await textOf(result.pdf)
    expect(page?.split('\n').filter(Boolean)).toEqual([
      'Priya Verma',
      HINDI,
      'Name प्रिया वर्मा (Sharma) ₹12,34,567',
      'Page 1 of 1',
    ])
    const fonts = await fontsOf(result.pdf)
    expect(fonts.map((f) => f.name).sort()).toEqual([
      '/AAAAAA+NotoSansDevanagari-Regular',
      '/BAAAAA+NotoSansDevanagari-Bold',
    ])
    const { regular } = await loadFaces()
    const regularFont = fonts.find((f) => f.name.includes('Regular'))
    // The conjunct glyph of क्ष is what the page shows.
    expect(regularFont?.gids).toContain(shapeWord(regular, 'क्ष')[0]?.gid)
    // Subset: a few KB instead of the 220 KB face.
    for (const f of fonts) expect(f.fileBytes).toBeLessThan(40_000)
  })

  it('breaks long text into pages between lines and keeps a heading with what follows', async () => {
    const para = 'Handled forty cars a day and kept every customer informed. '.repeat(12)
    const flow: Block[] = []
    for (let i = 1; i <= 12; i += 1) {
      flow.push(text(`Heading ${i}`, { size: 14, keepWithNext: true, spaceBefore: 8 }))
      flow.push(text(para, { bullet: true, indent: 12 }))
    }
    const result = await buildPdf({ spec: doc(flow), images: [] })
    expect(result.pageCount).toBeGreaterThan(1)
    const pages = await textOf(result.pdf)
    const all = pages.join('\n')
    for (let i = 1; i <= 12; i += 1) expect(all).toContain(`Heading ${i}`)
    pages.forEach((p, i) => {
      const lines = p.split('\n').filter(Boolean)
      // The last line above the footer is never a lone heading.
      expect(lines[lines.length - 2]).not.toMatch(/^Heading \d+$/)
      expect(lines[lines.length - 1]).toBe(`Page ${i + 1} of ${pages.length}`)
    })
  })

  it('names characters the font cannot show and refuses a broken picture', async () => {
    const result = await buildPdf({ spec: doc([text('Hello தமிழ்')]), images: [] })
    expect(result.missing.length).toBeGreaterThan(0)
    expect(result.missing.join('')).toMatch(/[\u0b80-\u0bff]/)
    await expect(
      buildPdf({
        spec: doc([{ kind: 'image', image: 0, width: 50, height: 50 }]),
        images: [{ bytes: new Uint8Array([1, 2, 3]), type: 'jpeg' }],
      }),
    ).rejects.toMatchObject({ code: 'UnsupportedFormat' })
  })
})
