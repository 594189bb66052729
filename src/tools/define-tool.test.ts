import { FileText } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { createRegistry, defineTool, type ToolMeta } from './define-tool'
import { TOOLS } from './registry'

const sample = (slug: string): ToolMeta => ({
  slug,
  category: 'text',
  icon: FileText,
  name: { en: 'Sample', hi: 'नमूना' },
  title: { en: 'Sample tool', hi: 'नमूना टूल' },
  description: { en: 'Does a sample thing.', hi: 'एक नमूना काम करता है।' },
  keywords: ['sample'],
  offline: 'full',
  load: () => Promise.resolve({ default: () => null }),
})

describe('tool registry', () => {
  it('rejects two tools with the same slug', () => {
    expect(() => createRegistry([sample('a-tool'), sample('b-tool'), sample('a-tool')])).toThrow(
      /Duplicate tool slug "a-tool"/,
    )
  })

  it('accepts distinct slugs and keeps their order', () => {
    expect(createRegistry([sample('b-tool'), sample('a-tool')]).map((t) => t.slug)).toEqual([
      'b-tool',
      'a-tool',
    ])
  })

  it('refuses a slug that is not kebab-case', () => {
    expect(() => defineTool(sample('Word Counter'))).toThrow(/kebab-case/)
    expect(() => defineTool(sample('word--counter'))).toThrow(/kebab-case/)
  })

  it('has the shipped tools, each with complete English and Hindi metadata within search-result lengths', () => {
    expect(TOOLS.map((t) => t.slug)).toEqual(
      expect.arrayContaining(['word-counter', 'text-case-converter', 'password-generator']),
    )
    for (const tool of TOOLS) {
      for (const lang of ['en', 'hi'] as const) {
        expect(tool.name[lang].trim(), `${tool.slug} name ${lang}`).not.toBe('')
        expect(tool.title[lang].trim(), `${tool.slug} title ${lang}`).not.toBe('')
        expect(tool.description[lang].trim(), `${tool.slug} description ${lang}`).not.toBe('')
      }
      expect(tool.title.en.length, `${tool.slug} title`).toBeLessThanOrEqual(70)
      expect(tool.description.en.length, `${tool.slug} description`).toBeLessThanOrEqual(170)
      expect(/[\u0900-\u097F]/.test(tool.name.hi), `${tool.slug} Hindi name is in Devanagari`).toBe(true)
      expect(tool.keywords.length).toBeGreaterThan(2)
    }
  })
})
