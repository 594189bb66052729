import { describe, expect, it } from 'vitest'
import { groupIndian, translate } from './i18n'

const en = {
  hello: 'Hello {{name}}',
  files_one: '{{count}} file',
  files_other: '{{count}} files',
  plain: 'Plain',
}
const hi = {
  hello: 'नमस्ते {{name}}',
  files_one: '{{count}} फ़ाइल',
  files_other: '{{count}} फ़ाइलें',
  plain: 'सादा',
}

describe('translate', () => {
  it('interpolates values', () => {
    expect(translate(en, 'en', 'hello', { name: 'Asha' })).toBe('Hello Asha')
    expect(translate(hi, 'hi', 'hello', { name: 'आशा' })).toBe('नमस्ते आशा')
  })

  it('chooses the plural form by count in each language', () => {
    expect(translate(en, 'en', 'files', { count: 1 })).toBe('1 file')
    expect(translate(en, 'en', 'files', { count: 0 })).toBe('0 files')
    // Hindi treats 0 and 1 as "one" (CLDR).
    expect(translate(hi, 'hi', 'files', { count: 0 })).toBe('0 फ़ाइल')
    expect(translate(hi, 'hi', 'files', { count: 5 })).toBe('5 फ़ाइलें')
  })

  it('formats numbers with Indian grouping', () => {
    expect(translate(en, 'en', 'files', { count: 1234567 })).toBe('12,34,567 files')
    expect(translate(hi, 'hi', 'files', { count: 1234567 })).toBe('12,34,567 फ़ाइलें')
  })

  it('leaves unknown placeholders visible and falls back to the key for a missing string', () => {
    expect(translate(en, 'en', 'hello')).toBe('Hello {{name}}')
    expect(translate(en, 'en', 'missing')).toBe('missing')
  })
})

describe('groupIndian', () => {
  const intl = { en: new Intl.NumberFormat('en-IN'), hi: new Intl.NumberFormat('hi-IN') }

  it('writes whole numbers exactly as Intl does for en-IN and hi-IN', () => {
    const samples = [
      0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 1234567, 12345678, 123456789,
    ]
    for (let i = 0; i < 300; i++) samples.push(Math.floor(Math.random() * 10 ** ((i % 15) + 1)))
    samples.push(Number.MAX_SAFE_INTEGER)
    for (const n of [...samples, ...samples.map((s) => -s).filter((s) => s !== 0)]) {
      expect(groupIndian(n)).toBe(intl.en.format(n))
      expect(groupIndian(n)).toBe(intl.hi.format(n))
    }
  })

  it('leaves fractions, -0, non-finite and unsafe numbers to Intl', () => {
    for (const n of [1.5, -0, NaN, Infinity, -Infinity, 2 ** 60]) expect(groupIndian(n)).toBeNull()
  })
})
