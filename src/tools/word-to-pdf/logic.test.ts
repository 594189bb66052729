import { describe, expect, it } from 'vitest'
import { pdfName, previewPages, sniffWord } from './logic'

describe('word to pdf helpers', () => {
  it('tells .docx, old .doc and other files apart', () => {
    expect(sniffWord(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0]))).toBe('docx')
    expect(sniffWord(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]))).toBe('doc')
    expect(sniffWord(new TextEncoder().encode('%PDF-1.7'))).toBe('other')
    expect(sniffWord(new Uint8Array())).toBe('other')
  })

  it('names the PDF after the document', () => {
    expect(pdfName('Report v2.docx')).toBe('Report v2.pdf')
    expect(pdfName('पत्र.DOCX')).toBe('पत्र.pdf')
    expect(pdfName('notes')).toBe('notes.pdf')
    expect(pdfName('.docx')).toBe('document.pdf')
  })

  it('previews every page of a short document and the first pages of a long one', () => {
    expect(previewPages(3)).toEqual([0, 1, 2])
    expect(previewPages(500, 12)).toHaveLength(12)
    expect(previewPages(0)).toEqual([])
  })
})
