import { describe, expect, it } from 'vitest'
import { WorkerTaskError } from '../shared/errors'
import {
  DEFAULT_JSON_OPTIONS,
  KIND_ARRAY,
  KIND_NUMBER,
  KIND_OBJECT,
  MAX_JSON_DEPTH,
  type JsonSyntaxCode,
  type JsonTree,
} from './json.options'
import { csvCell, jsonToCsv } from './json-csv'
import { locate, scanJson } from './json-scan'
import { childrenOf, keyOf, writeJson } from './json-write'
import { processJson } from './process-json'

function tree(text: string): JsonTree {
  const result = scanJson(text)
  if (!result.ok) throw new Error(`${result.error.code} at ${result.error.offset}`)
  return result.tree
}

function errorOf(text: string) {
  const result = scanJson(text)
  if (result.ok) throw new Error('expected a syntax error')
  return result.error
}

const format = (text: string, indent: '2' | '4' | 'tab' | null = '2', sortKeys = false) =>
  writeJson(text, tree(text), { indent, sortKeys })

describe('scanJson accepts what JSON.parse accepts', () => {
  const valid = [
    '0',
    '-0.5e+10',
    '"a\\u00e9\\n"',
    'true',
    'null',
    '[]',
    '{}',
    ' { "a" : [ 1 , { "b" : null } ] , "c" : "\\"" } ',
    '\ufeff{"bom": true}',
    '[1E5, 2e-3, -12.75, 123456789012345678901234567890]',
    '{"": "", "नाम": "राम"}',
  ]
  it.each(valid)('reads %s', (text) => {
    expect(() => JSON.parse(text.replace(/^\ufeff/, ''))).not.toThrow()
    expect(scanJson(text).ok).toBe(true)
  })

  it('builds a pre-order table with sizes, children, parents and depth', () => {
    const t = tree('{"a": [1, 2, {"b": true}], "c": "x"}')
    expect(t.count).toBe(7)
    expect(Array.from(t.kind.slice(0, 3))).toEqual([KIND_OBJECT, KIND_ARRAY, KIND_NUMBER])
    expect(t.size[0]).toBe(7)
    expect(t.size[1]).toBe(5)
    expect(t.children[0]).toBe(2)
    expect(t.children[1]).toBe(3)
    expect(childrenOf(t, 0)).toEqual([1, 6])
    expect(t.parent[6]).toBe(0)
    expect(t.parent[5]).toBe(4)
    expect(t.depth).toBe(3)
    expect(keyOf('{"a": [1, 2, {"b": true}], "c": "x"}', t, 6)).toBe('c')
  })

  it('decodes escaped keys', () => {
    const text = '{"a\\"b\\u0041": 1}'
    expect(keyOf(text, tree(text), 1)).toBe('a"bA')
  })
})

describe('scanJson names the error and its place', () => {
  const cases: [string, JsonSyntaxCode, number, string?][] = [
    ['', 'Empty', 0],
    ['   \n ', 'Empty', 0],
    ['{"a": 1', 'UnexpectedEnd', 7],
    ['[1, 2', 'UnexpectedEnd', 5],
    ['{"a": 1,}', 'TrailingComma', 7],
    ['[1, 2, ]', 'TrailingComma', 5],
    ['{"a": 1 "b": 2}', 'MissingComma', 8],
    ['[1 2]', 'MissingComma', 3],
    ['{"a" 1}', 'ExpectedColon', 5, '1'],
    ['{a: 1}', 'UnquotedKey', 1, 'a'],
    ["{'a': 1}", 'SingleQuotes', 1],
    ["['x']", 'SingleQuotes', 1],
    ['{"a": 1 // note\n}', 'Comment', 8],
    ['/* c */ 1', 'Comment', 0],
    ['"a\\x"', 'BadEscape', 2, '\\x'],
    ['"\\u12G4"', 'BadEscape', 1],
    ['"line\nbreak"', 'ControlCharacter', 5],
    ['{"a": "open}', 'UnterminatedString', 6],
    ['[01]', 'BadNumber', 1],
    ['[1.]', 'BadNumber', 3],
    ['[+1]', 'BadNumber', 1],
    ['[.5]', 'BadNumber', 1],
    ['[1e]', 'BadNumber', 3],
    ['[True]', 'BadLiteral', 1, 'True'],
    ['{"a": undefined}', 'BadLiteral', 6, 'undefined'],
    ['[NaN]', 'BadLiteral', 1, 'NaN'],
    ['{"a": 1} {"b": 2}', 'ExtraData', 9],
    ['[1]]', 'ExtraData', 3],
    ['[1}', 'UnexpectedChar', 2, '}'],
    ['{"a": }', 'UnexpectedChar', 6, '}'],
    ['[\u00a0]', 'UnexpectedChar', 1, '\u00a0'],
  ]
  it.each(cases)('%j → %s at %i', (text, code, offset, found) => {
    const error = errorOf(text)
    expect(error.code).toBe(code)
    expect(error.offset).toBe(offset)
    if (found !== undefined) expect(error.found).toBe(found)
    // Every text refused here is refused by the browser too.
    expect(() => JSON.parse(text)).toThrow()
  })

  it('gives line and column from 1, with the line start', () => {
    const error = errorOf('{\n  "a": 1,\n  "b": tru\n}')
    expect(error).toMatchObject({ code: 'BadLiteral', line: 3, column: 8, found: 'tru' })
    expect(error.lineStart).toBe(12)
    expect(locate('ab\ncd', 4)).toEqual({ line: 2, column: 2, lineStart: 3 })
  })

  it('refuses nesting beyond the limit but takes the limit itself', () => {
    expect(scanJson('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH)).ok).toBe(true)
    const deep = '['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1)
    expect(errorOf(deep)).toMatchObject({ code: 'TooDeep', offset: MAX_JSON_DEPTH })
  })
})

describe('writeJson', () => {
  const source = '{"b":[1,{"z":1,"y":[]}],"a":{},"n":12345678901234567890.50,"s":"\\u00e9"}'

  it('formats with two spaces, four spaces or tabs, as JSON.stringify would for safe values', () => {
    const plain = '{"b":[1,{"z":1,"y":[]}],"a":{},"s":"x"}'
    expect(format(plain, '2')).toBe(JSON.stringify(JSON.parse(plain), null, 2))
    expect(format(plain, '4')).toBe(JSON.stringify(JSON.parse(plain), null, 4))
    expect(format(plain, 'tab')).toBe(JSON.stringify(JSON.parse(plain), null, '\t'))
  })

  it('keeps numbers digit for digit and strings with their escapes', () => {
    const out = format(source)
    expect(out).toContain('"n": 12345678901234567890.50')
    expect(out).toContain('"s": "\\u00e9"')
    expect(format(source, null)).toBe(source)
  })

  it('minifies away all whitespace outside strings', () => {
    expect(format(' [ 1 ,\n\t"a b" , { "k" : null } ] ', null)).toBe('[1,"a b",{"k":null}]')
  })

  it('sorts keys at every level, arrays keep their order', () => {
    const out = format('{"b":[{"z":1,"y":2}],"a":1,"B":0}', null, true)
    expect(out).toBe('{"B":0,"a":1,"b":[{"y":2,"z":1}]}')
  })

  it('keeps duplicate keys instead of silently dropping one', () => {
    expect(format('{"a":1,"a":2}', null)).toBe('{"a":1,"a":2}')
  })
})

describe('jsonToCsv', () => {
  const csv = (text: string) => jsonToCsv(text, tree(text))?.csv

  it('flattens nested keys with dots, unions columns in first-seen order, leaves gaps empty', () => {
    const text =
      '[{"id":1,"name":"Asha","address":{"city":"Pune","pin":"411001"}},{"id":2,"tags":["a","b"],"address":{"city":"Delhi"}}]'
    expect(csv(text)).toBe(
      'id,name,address.city,address.pin,tags\r\n1,Asha,Pune,411001,\r\n2,,Delhi,,"[""a"",""b""]"\r\n',
    )
    expect(jsonToCsv(text, tree(text))).toMatchObject({ rows: 2, columns: 5 })
  })

  it('quotes commas, quotes and line breaks, decodes escapes, writes null as empty', () => {
    expect(csv('[{"a":"x, y","b":"say \\"hi\\"","c":"1\\n2","d":null,"e":true,"f":"नमस्ते"}]')).toBe(
      'a,b,c,d,e,f\r\n"x, y","say ""hi""","1\n2",,true,नमस्ते\r\n',
    )
  })

  it('guards formula-like text but not negative numbers', () => {
    expect(csv('[{"f":"=SUM(A1)","n":-5,"s":"-5"}]')).toBe("f,n,s\r\n'=SUM(A1),-5,'-5\r\n")
    expect(csvCell({ text: '@x', isString: true })).toBe("'@x")
  })

  it('makes one row of an object and a value column for plain items', () => {
    expect(csv('{"a":{"b":1},"c":{}}')).toBe('a.b,c\r\n1,{}\r\n')
    expect(csv('[1,"two",[3]]')).toBe('value\r\n1\r\ntwo\r\n[3]\r\n')
    expect(jsonToCsv('42', tree('42'))).toBeNull()
  })
})

describe('processJson', () => {
  it('formats and returns the table and statistics', async () => {
    const result = await processJson('{"a":[1,2]}', { ...DEFAULT_JSON_OPTIONS, action: 'format' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.output).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}')
    expect(result.stats).toEqual({ values: 4, depth: 2, chars: 11 })
    expect(result.tree.count).toBe(4)
  })

  it('returns the syntax error as a result, not a failure', async () => {
    const result = await processJson('[1,]', DEFAULT_JSON_OPTIONS)
    expect(result).toMatchObject({ ok: false, error: { code: 'TrailingComma', line: 1, column: 3 } })
  })

  it('validates without output and refuses CSV of a single value', async () => {
    const result = await processJson('[1]', { ...DEFAULT_JSON_OPTIONS, action: 'validate' })
    expect(result).toMatchObject({ ok: true, output: '' })
    await expect(processJson('"x"', { ...DEFAULT_JSON_OPTIONS, action: 'csv' })).rejects.toMatchObject({
      code: 'UnsupportedFormat',
    })
    await expect(processJson(1 as unknown as string, DEFAULT_JSON_OPTIONS)).rejects.toBeInstanceOf(
      WorkerTaskError,
    )
  })

  it(
    'handles a 20 MB document, reporting progress, with the same result as JSON.stringify',
    { timeout: 90_000 },
    async () => {
      const item = { id: 123456, name: 'वाहन बिक्री', price: 1234567.5, tags: ['a', 'b'], ok: true, n: null }
      const items = Array.from({ length: 240_000 }, (_, i) => ({ ...item, id: i }))
      const text = JSON.stringify(items)
      expect(text.length).toBeGreaterThan(20_000_000)
      const progress: number[] = []
      const result = await processJson(text, { action: 'format', indent: '2', sortKeys: true }, (p) => {
        progress.push(p.fraction)
      })
      if (!result.ok) throw new Error(result.error.code)
      expect(result.output.length).toBeGreaterThan(30_000_000)
      // Same text as the engine writes for the key-sorted items (no number here needs more than 2^53).
      const keys = Object.keys(item).sort()
      const sorted = items.map((entry) =>
        Object.fromEntries(keys.map((k) => [k, entry[k as keyof typeof entry]])),
      )
      expect(result.output === JSON.stringify(sorted, null, 2)).toBe(true)
      expect(progress.length).toBeGreaterThan(5)
      expect(progress.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= progress[i - 1]!))).toBe(true)
    },
  )
})
