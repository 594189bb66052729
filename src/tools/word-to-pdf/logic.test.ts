import { describe, expect, it } from 'vitest'
import { pageRule, sniffWord } from './logic'

describe('word to pdf helpers', () => {
  it('tells .docx, old .doc and other files apart', () => {
    expect(sniffWord(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0]))).toBe('docx')
    expect(sniffWord(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]))).toBe('doc')
    expect(sniffWord(new TextEncoder().encode('%PDF-1.7'))).toBe('other')
    expect(sniffWord(new Uint8Array())).toBe('other')
  })

  it('prints on the document page size, A4 when unknown', () => {
    expect(pageRule('612pt', '792pt')).toBe('@page { size: 612pt 792pt; margin: 0; }')
    expect(pageRule('21cm', '')).toBe('@page { size: A4; margin: 0; }')
  })
})
