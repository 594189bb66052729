import { PDFName, PDFRawStream, type PDFRef } from '@cantoo/pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { merge } from './merge'
import { openPdf } from './open-pdf'
import { topLevelIntegers } from './stream-lengths'
import { blobOf, bytesOf, qpdfCheck, useNode } from './test-helpers'

beforeAll(useNode)

/**
 * A one-page PDF laid out as cairo writes it: the content stream's /Length an indirect object written after
 * the stream, its data ending in a carriage return, then a lone LF before `endstream`.
 */
function cairoLike(content: string): Uint8Array {
  return Uint8Array.from(cairoLayout(content), (c) => c.charCodeAt(0))
}

function cairoLayout(content: string): string {
  const parts: string[] = ['%PDF-1.5\n%\xe2\xe3\xcf\xd3\n']
  const offsets: number[] = []
  const add = (s: string) => {
    offsets.push(parts.join('').length)
    parts.push(s)
  }
  add('1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n')
  add('2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n')
  add(
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << >> >>\nendobj\n',
  )
  add(`4 0 obj\n<< /Length 5 0 R >>\nstream\n${content}\nendstream\nendobj\n`)
  add(`5 0 obj\n   ${content.length}\nendobj\n`)
  const xref = parts.join('').length
  const rows = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  parts.push(
    `xref\n0 6\n0000000000 65535 f \n${rows}trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
  )
  return parts.join('')
}

const CONTENT = '0 0 m 100 100 l S\r'

async function pageContent(bytes: Uint8Array): Promise<Uint8Array> {
  const doc = await openPdf(bytes)
  const ref = doc.getPage(0).node.get(PDFName.of('Contents')) as PDFRef
  const stream = doc.context.lookup(ref)
  if (!(stream instanceof PDFRawStream)) throw new Error('no content stream')
  return stream.contents
}

describe('streams with an indirect length (issue 23 item 1)', () => {
  it('keeps the data that ends in a carriage return whole', async () => {
    const source = cairoLike(CONTENT)
    expect(qpdfCheck(source)).toBe(true)
    expect(Buffer.from(await pageContent(source)).toString('latin1')).toBe(CONTENT)
  })

  it('merges such a page byte for byte, and the result passes qpdf --check', async () => {
    const result = await merge(
      { files: [blobOf(cairoLike(CONTENT))] },
      { pages: [{ file: 0, index: 0, rotate: 0 }], names: ['cairo.pdf'] },
    )
    const bytes = await bytesOf(result.blob)
    expect(qpdfCheck(bytes)).toBe(true)
    expect(Buffer.from(await pageContent(bytes)).toString('latin1')).toBe(CONTENT)
  })

  it('reads data holding the word "stream" to its length, losing no object after it', async () => {
    // pdf-lib's own search counted "Mainstream" as a nested stream and ran on through the next endstream.
    const content = 'BT /F1 12 Tf 20 100 Td (Mainstream) Tj ET\n'
    expect(Buffer.from(await pageContent(cairoLike(content))).toString('latin1')).toBe(content)
  })

  it('lists the top-level integer objects, a later definition winning', () => {
    const text = `${cairoLayout('0 0 m S\r')}7 0 obj 12 endobj\n8 2 obj\n+40\r\nendobj 9 0 obj 1.5 endobj 7 0 obj 13 endobj`
    const found = topLevelIntegers(Uint8Array.from(text, (c) => c.charCodeAt(0)))
    expect(Object.fromEntries(found)).toEqual({ '5 0': 8, '7 0': 13, '8 2': 40 })
  })
})
