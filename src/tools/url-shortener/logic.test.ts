import { describe, expect, it } from 'vitest'
import {
  addSavedLink,
  checkAlias,
  checkLongUrl,
  codeFromPath,
  parseSavedLinks,
  randomCode,
  safeTarget,
  shortLink,
  withClicks,
} from './logic'

const ORIGIN = 'https://autobahi.in'

describe('long addresses', () => {
  it('accepts http(s), adding https:// to a bare domain', () => {
    expect(checkLongUrl('example.com/offer?x=1', ORIGIN)).toEqual({
      ok: true,
      url: 'https://example.com/offer?x=1',
    })
    expect(checkLongUrl('http://a.in', ORIGIN)).toEqual({ ok: true, url: 'http://a.in/' })
  })
  it('refuses javascript:, data:, junk, huge addresses and our own short links', () => {
    expect(checkLongUrl('javascript:alert(1)', ORIGIN)).toEqual({ ok: false, issue: 'urlScheme' })
    expect(checkLongUrl('data:text/html,x', ORIGIN)).toEqual({ ok: false, issue: 'urlScheme' })
    expect(checkLongUrl('', ORIGIN)).toEqual({ ok: false, issue: 'required' })
    expect(checkLongUrl('not a link', ORIGIN)).toEqual({ ok: false, issue: 'urlInvalid' })
    expect(checkLongUrl(`https://a.in/${'x'.repeat(2100)}`, ORIGIN)).toEqual({
      ok: false,
      issue: 'urlTooLong',
    })
    expect(checkLongUrl('https://autobahi.in/s/abc1234', ORIGIN)).toEqual({
      ok: false,
      issue: 'alreadyShort',
    })
  })
})

describe('aliases and codes', () => {
  it('checks custom aliases', () => {
    expect(checkAlias('  Diwali-Sale ')).toEqual({ ok: true, code: 'diwali-sale' })
    expect(checkAlias('')).toEqual({ ok: true, code: '' })
    expect(checkAlias('ab')).toEqual({ ok: false, issue: 'aliasLength' })
    expect(checkAlias('x'.repeat(33))).toEqual({ ok: false, issue: 'aliasLength' })
    expect(checkAlias('sale!')).toEqual({ ok: false, issue: 'aliasCharacters' })
    expect(checkAlias('दिवाली')).toEqual({ ok: false, issue: 'aliasCharacters' })
    expect(checkAlias('-sale')).toEqual({ ok: false, issue: 'aliasEdge' })
    expect(checkAlias('Admin')).toEqual({ ok: false, issue: 'aliasReserved' })
  })
  it('makes 7-character codes without biased bytes', () => {
    expect(randomCode(Uint8Array.from([255, 248, 0, 1, 2, 3, 4, 5, 6]))).toBe('abcdefg')
    expect(randomCode(Uint8Array.from([30, 31, 0, 1, 2, 3, 4]))).toBe('9aabcde')
    expect(() => randomCode(new Uint8Array(3))).toThrow()
  })
  it('reads and writes /s/<code>', () => {
    expect(shortLink(ORIGIN, 'abc1234')).toBe('https://autobahi.in/s/abc1234')
    expect(codeFromPath('/s/Diwali-Sale')).toBe('diwali-sale')
    expect(codeFromPath('/s/ab')).toBeNull()
    expect(codeFromPath('/s/a%20b')).toBeNull()
    expect(codeFromPath('/tools/x')).toBeNull()
  })
  it('follows only http(s) targets', () => {
    expect(safeTarget('https://example.com/a')).toBe('https://example.com/a')
    expect(safeTarget('javascript:alert(1)')).toBeNull()
    expect(safeTarget(null)).toBeNull()
  })
})

describe('saved links', () => {
  const link = { code: 'abc1234', url: 'https://example.com/', createdAt: '2026-11-21T10:00:00Z' }
  it('drops malformed or unsafe entries', () => {
    const json = JSON.stringify([
      link,
      { code: 'x', url: 'https://a.in' },
      { ...link, code: 'bad1234', url: 'javascript:x' },
      5,
    ])
    expect(parseSavedLinks(json)).toEqual([link])
    expect(parseSavedLinks('{oops')).toEqual([])
    expect(parseSavedLinks(null)).toEqual([])
  })
  it('keeps one entry per code, newest first, and merges clicks', () => {
    const list = addSavedLink(addSavedLink([], link), { ...link, code: 'def5678' })
    expect(addSavedLink(list, { ...link, url: 'https://b.in/' }).map((l) => [l.code, l.url])).toEqual([
      ['abc1234', 'https://b.in/'],
      ['def5678', 'https://example.com/'],
    ])
    expect(withClicks(list, [{ code: 'abc1234', clicks: 3 }]).map((l) => l.clicks)).toEqual([undefined, 3])
  })
})
