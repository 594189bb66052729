import { describe, expect, it } from 'vitest'
import type { LegalDoc } from '../marketing/legal-document'
import { PRIVACY_POLICY } from './privacy-strings'
import { TERMS } from './terms-strings'

const ids = (doc: LegalDoc) => doc.sections.map((section) => section.id)

describe.each([
  ['privacy policy', PRIVACY_POLICY],
  ['terms', TERMS],
])('%s', (_name, doc) => {
  it('has the same sections in English and Hindi, so in-page links work in both', () => {
    expect(ids(doc.hi)).toEqual(ids(doc.en))
    expect(doc.hi.sections.map((s) => s.blocks.length)).toEqual(doc.en.sections.map((s) => s.blocks.length))
  })

  it('uses unique section ids', () => {
    expect(new Set(ids(doc.en)).size).toBe(doc.en.sections.length)
  })
})
