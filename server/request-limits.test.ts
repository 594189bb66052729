import { describe, expect, it } from 'vitest'
import {
  LIMITS,
  LimitError,
  checkColumnList,
  checkFilterConditions,
  checkFilterDepth,
  checkFilterValue,
  checkInList,
  checkRegex,
  checkUrlLength,
  jsonTooDeep,
  parseJsonLimited,
  regexSize,
  valueNesting,
} from './request-limits.ts'
import { QueryParseError, parseLogicList, parseQuery } from './rest-parse.ts'

const arrays = (n: number) => '['.repeat(n) + ']'.repeat(n)
const objects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)

function limitErrorOf(fn: () => unknown): LimitError {
  try {
    fn()
  } catch (e) {
    if (e instanceof LimitError) return e
    throw e
  }
  throw new Error('no LimitError thrown')
}

describe('JSON depth', () => {
  it('counts arrays and objects, up to and over the limit', () => {
    expect(jsonTooDeep('1')).toBe(false)
    expect(jsonTooDeep(arrays(LIMITS.jsonDepth))).toBe(false)
    expect(jsonTooDeep(arrays(LIMITS.jsonDepth + 1))).toBe(true)
    expect(jsonTooDeep(objects(LIMITS.jsonDepth))).toBe(false)
    expect(jsonTooDeep(objects(LIMITS.jsonDepth + 1))).toBe(true)
    expect(jsonTooDeep('[{"a":[1]},{"b":[[2]]}]', 4)).toBe(false)
    expect(jsonTooDeep('[{"a":[1]},{"b":[[2]]}]', 3)).toBe(true)
  })

  it('does not count brackets inside strings, escaped quotes included', () => {
    const inString = JSON.stringify({ s: '['.repeat(1000) + '{'.repeat(1000) })
    expect(jsonTooDeep(inString)).toBe(false)
    const escaped = JSON.stringify(['a"[[[[', 'b\\', '\\"{{{{{', '"'])
    expect(JSON.parse(escaped)).toHaveLength(4)
    expect(jsonTooDeep(escaped, 1)).toBe(false)
    expect(jsonTooDeep(JSON.stringify([['x\\']]), 1)).toBe(true)
  })

  it('scans 100,000 levels without recursion, and the app-sized documents pass', () => {
    expect(jsonTooDeep(arrays(100_000))).toBe(true)
    expect(jsonTooDeep('['.repeat(1_000_000))).toBe(true)
    const push = { rows: [{ new: { id: 'x', media: [{ id: 'm', tags: ['a'] }] }, assumed: { rev: 1 } }] }
    expect(jsonTooDeep(JSON.stringify(push))).toBe(false)
  })

  it('parseJsonLimited parses, refuses depth with a PGRST102 LimitError and leaves bad JSON to JSON.parse', () => {
    expect(parseJsonLimited('{"a":[1,2]}')).toEqual({ a: [1, 2] })
    const e = limitErrorOf(() => parseJsonLimited(arrays(5_000)))
    expect(e.code).toBe('PGRST102')
    expect(e.details).toBe(`JSON nesting deeper than ${LIMITS.jsonDepth} levels`)
    expect(() => parseJsonLimited('{"a":')).toThrow(SyntaxError)
    expect(() => parseJsonLimited('"unterminated')).toThrow(SyntaxError)
  })
})

describe('query limits', () => {
  it('URL length in bytes', () => {
    expect(() => checkUrlLength('/rest/v1/x?' + 'a'.repeat(LIMITS.urlBytes - 11))).not.toThrow()
    const e = limitErrorOf(() => checkUrlLength('/rest/v1/x?' + 'a'.repeat(LIMITS.urlBytes)))
    expect(e.code).toBe('PGRST100')
    expect(e.details).toMatch(/at most 8,192 are accepted/)
  })

  it('column lists, logic depth, conditions and in-lists', () => {
    expect(() => checkColumnList('select', LIMITS.columnList)).not.toThrow()
    expect(limitErrorOf(() => checkColumnList('select', LIMITS.columnList + 1)).details).toMatch(
      /"select" lists 201 entries; at most 200/,
    )
    expect(() => checkFilterDepth(LIMITS.filterDepth)).not.toThrow()
    expect(() => checkFilterDepth(LIMITS.filterDepth + 1)).toThrow(LimitError)
    expect(() => checkFilterConditions(LIMITS.filterConditions)).not.toThrow()
    expect(() => checkFilterConditions(LIMITS.filterConditions + 1)).toThrow(LimitError)
    expect(() => checkInList(LIMITS.inListItems)).not.toThrow()
    expect(() => checkInList(LIMITS.inListItems + 1)).toThrow(LimitError)
  })

  it('nesting of filter values counts (, [ and {, ignoring stray closers', () => {
    expect(valueNesting('plain text')).toBe(0)
    expect(valueNesting('^(a|b)+[0-9]{2}$')).toBe(1)
    expect(valueNesting('{"a":[{"b":1}]}')).toBe(3)
    expect(valueNesting(')))(((')).toBe(3)
    expect(valueNesting('('.repeat(5_000))).toBe(5_000)
    expect(() => checkFilterValue('('.repeat(LIMITS.filterValueNesting))).not.toThrow()
    expect(() => checkFilterValue('['.repeat(LIMITS.filterValueNesting + 1))).toThrow(LimitError)
  })
})

describe('regular expression size', () => {
  it('counts atoms, groups and bounded repetitions', () => {
    expect(regexSize('^[0-9]{10}$')).toBe(12)
    expect(regexSize('a|b')).toBe(2)
    expect(regexSize('(ab)*')).toBe(7)
    expect(regexSize('a{3}')).toBe(3)
    expect(regexSize('a{2,}')).toBe(3)
    expect(regexSize('a{0,9}?')).toBe(9)
    expect(regexSize('(a{100}){100}')).toBe(10_500)
    expect(regexSize('(?:a|b){250}')).toBe(1_750)
    expect(regexSize('(((a{5}){5}){5})')).toBe(280)
    // One atom each: bracket expressions (with ] first and [:classes:]), escapes, a { that is no bound.
    expect(regexSize('[]a[:alpha:]]x\\{y{')).toBe(5)
    expect(regexSize('(((')).toBe(15)
    expect(regexSize('(a{255}){255}')).toBeGreaterThan(LIMITS.regexSize)
    expect(regexSize('((a{9}){9}){9}' + '{9}'.repeat(60))).toBeGreaterThan(1e50)
  })

  it('checkRegex refuses patterns over the limit with a PGRST100 LimitError', () => {
    expect(() => checkRegex('^(\\+91)?[6-9][0-9]{9}$')).not.toThrow()
    const e = limitErrorOf(() => checkRegex('(a{120}){120}'))
    expect(e.code).toBe('PGRST100')
    expect(e.details).toBe('The pattern expands to about 15,000 atoms; at most 1,000 are accepted')
  })
})

describe('the REST parser applies the limits', () => {
  const q = (s: string) => parseQuery(new URLSearchParams(s))
  const deepOr = (n: number) => '(' + 'or('.repeat(n - 1) + 'a.eq.1' + ')'.repeat(n)

  it('refuses a 2,500-deep or= with a LimitError, not a stack overflow', () => {
    expect(() => parseLogicList(deepOr(2_500))).toThrow(LimitError)
    expect(() => q(`or=${deepOr(2_500)}`)).toThrow(LimitError)
    expect(q(`or=${deepOr(LIMITS.filterDepth)}`).where).toHaveLength(1)
    expect(() => q(`or=${deepOr(LIMITS.filterDepth + 1)}`)).toThrow(LimitError)
  })

  it('counts conditions across parameters and trees', () => {
    const leaves = (n: number) => Array.from({ length: n }, (_, i) => `a.eq.${i}`).join(',')
    expect(q(`b=eq.1&or=(${leaves(LIMITS.filterConditions - 1)})`).where).toHaveLength(2)
    expect(() => q(`b=eq.1&or=(${leaves(LIMITS.filterConditions)})`)).toThrow(LimitError)
    expect(() => q(`and=(a.eq.1,or(${leaves(LIMITS.filterConditions)}))`)).toThrow(LimitError)
  })

  it('limits select, order, columns and on_conflict lists', () => {
    const cols = (n: number) => Array(n).fill('a').join(',')
    expect(q(`select=${cols(LIMITS.columnList)}`).select).toHaveLength(LIMITS.columnList)
    for (const p of ['select', 'order', 'columns', 'on_conflict']) {
      expect(() => q(`${p}=${cols(LIMITS.columnList + 1)}`)).toThrow(LimitError)
    }
  })

  it('limits in.() lists and deeply nested values, in plain filters and in logic trees', () => {
    const list = (n: number) => `in.(${Array(n).fill('x').join(',')})`
    expect(q(`a=${list(LIMITS.inListItems)}`).where).toHaveLength(1)
    expect(() => q(`a=${list(LIMITS.inListItems + 1)}`)).toThrow(LimitError)
    expect(() => q(`or=(a.${list(LIMITS.inListItems + 1)})`)).toThrow(LimitError)
    expect(() => q(`a=match.${'('.repeat(3_000)}`)).toThrow(LimitError)
    expect(() => q(`a=eq.${arrays(100)}`)).toThrow(LimitError)
    expect(() => q(`a=in.("${'['.repeat(100)}")`)).toThrow(LimitError)
    expect(() => q(`or=(a.match."${'('.repeat(100)}")`)).toThrow(LimitError)
    expect(() => q(`a=imatch.${encodeURIComponent('(a{255}){255}')}`)).toThrow(LimitError)
    expect(() => q(`a=eq.${encodeURIComponent('(a{255}){255}')}`)).not.toThrow()
    // Broken grammar is still the parser's own error.
    expect(() => q(`or=(a.eq.1`)).toThrow(QueryParseError)
  })
})
