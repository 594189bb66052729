import { describe, expect, it } from 'vitest'
import { CASES, convertCase, identifierWords } from './logic'

describe('convertCase', () => {
  it('returns empty text unchanged for every case', () => {
    for (const kind of CASES) expect(convertCase('', kind)).toBe('')
  })

  it('leaves Hindi untouched in every letter-case conversion', () => {
    const hindi = 'नमस्ते दुनिया। यह एक परीक्षण है।'
    for (const kind of ['upper', 'lower', 'title', 'sentence', 'alternating', 'inverse'] as const) {
      expect(convertCase(hindi, kind)).toBe(hindi)
    }
  })

  it('upper and lower case, including non-ASCII letters', () => {
    expect(convertCase('Hello, Wörld ß é', 'upper')).toBe('HELLO, WÖRLD SS É')
    expect(convertCase('ÀÉÎ ΣΟΦΟΣ', 'lower')).toBe('àéî σοφος')
  })

  it('follows Turkish rules for dotted and dotless i when asked', () => {
    expect(convertCase('istanbul', 'upper', 'tr')).toBe('İSTANBUL')
    expect(convertCase('istanbul', 'upper', 'en')).toBe('ISTANBUL')
    expect(convertCase('ISPARTA', 'lower', 'tr')).toBe('ısparta')
  })

  describe('title case', () => {
    it('keeps small words lower except first, last and after a colon', () => {
      expect(convertCase('the lord of the rings', 'title')).toBe('The Lord of the Rings')
      expect(convertCase('a tale of two cities: the end of an era', 'title')).toBe(
        'A Tale of Two Cities: The End of an Era',
      )
      expect(convertCase('what are you looking at', 'title')).toBe('What Are You Looking At')
    })

    it('keeps acronyms and deliberate inner capitals', () => {
      expect(convertCase('how to file GST returns on your iPhone', 'title')).toBe(
        'How to File GST Returns on Your iPhone',
      )
      expect(convertCase('NASA and the PDFs', 'title')).toBe('NASA and the PDFs')
    })

    it('treats mostly-capital input as shouting, not acronyms', () => {
      expect(convertCase('THE QUICK BROWN FOX', 'title')).toBe('The Quick Brown Fox')
      expect(convertCase('THE QUICK BROWN fox', 'title')).toBe('The Quick Brown Fox')
    })

    it('handles apostrophes, hyphens, accents and mixed scripts', () => {
      expect(convertCase("don't stop self-driving élan", 'title')).toBe("Don't Stop Self-Driving Élan")
      expect(convertCase('मेरी new car', 'title')).toBe('मेरी New Car')
    })

    it('converts each line on its own', () => {
      expect(convertCase('the first\nof the second', 'title')).toBe('The First\nOf the Second')
    })
  })

  describe('sentence case', () => {
    it('capitalises the start of each sentence and lowers the rest', () => {
      expect(convertCase('HELLO THERE. HOW ARE YOU? fine!', 'sentence')).toBe(
        'Hello there. How are you? Fine!',
      )
      expect(convertCase('this is my Car. it is red', 'sentence')).toBe('This is my car. It is red')
    })

    it('keeps acronyms and the pronoun I, and does not break at dots inside words', () => {
      expect(convertCase('i think i’m paying GST on example.com too', 'sentence')).toBe(
        'I think I’m paying GST on example.com too',
      )
    })

    it('starts a sentence on every line, keeping empty lines and Windows line ends', () => {
      expect(convertCase('first item\nsecond item. and more\r\n\nTHIRD', 'sentence')).toBe(
        'First item\nSecond item. And more\r\n\nThird',
      )
    })

    it('restarts after a danda in mixed text', () => {
      expect(convertCase('यह ठीक है। ok then', 'sentence')).toBe('यह ठीक है। Ok then')
    })
  })

  describe('identifier cases', () => {
    const input = 'Hello world, XMLHttpRequest version2 don’t'
    it.each([
      ['camel', 'helloWorldXmlHttpRequestVersion2Dont'],
      ['pascal', 'HelloWorldXmlHttpRequestVersion2Dont'],
      ['snake', 'hello_world_xml_http_request_version2_dont'],
      ['kebab', 'hello-world-xml-http-request-version2-dont'],
      ['constant', 'HELLO_WORLD_XML_HTTP_REQUEST_VERSION2_DONT'],
    ] as const)('%s', (kind, expected) => {
      expect(convertCase(input, kind)).toBe(expected)
    })

    it('converts one identifier per line and keeps empty lines', () => {
      expect(convertCase('first name\n\nlast_name\r\nphone-number', 'camel')).toBe(
        'firstName\n\nlastName\r\nphoneNumber',
      )
    })

    it('splits existing identifiers and keeps Devanagari words whole', () => {
      expect(identifierWords('someHTMLText_andMore-stuff')).toEqual([
        'some',
        'HTML',
        'Text',
        'and',
        'More',
        'stuff',
      ])
      expect(convertCase('ग्राहक का नाम', 'snake')).toBe('ग्राहक_का_नाम')
      expect(convertCase('  --  ', 'kebab')).toBe('')
    })
  })

  it('alternates only over letters, starting lower case', () => {
    expect(convertCase('hello world 42', 'alternating')).toBe('hElLo WoRlD 42')
    expect(convertCase('ab\ncd', 'alternating')).toBe('aB\ncD')
  })

  it('inverts the case of each letter', () => {
    expect(convertCase('Hello World, ÉCOLE 1', 'inverse')).toBe('hELLO wORLD, école 1')
  })
})

describe('large input', () => {
  it('converts 1 MB in every case without stalling', () => {
    const line = 'The quick brown fox, NASA and an iPhone. यह एक परीक्षण है। More words here!\n'
    const text = line.repeat(Math.ceil(1_000_000 / line.length))
    const started = performance.now()
    for (const kind of CASES) {
      expect(convertCase(text, kind).split('\n')).toHaveLength(text.split('\n').length)
    }
    // Roughly 0.2 s per case here; the bound is generous for a shared machine but catches quadratic work.
    expect(performance.now() - started).toBeLessThan(30_000)
  })
})
