import { describe, expect, it } from 'vitest'
import { devanagariToLatin, keysMatch, nameKeys, phoneticKey } from './name-search'

describe('devanagariToLatin', () => {
  it('reads consonants with their vowel signs, the inherent a, virama, nukta and nasal marks', () => {
    expect(devanagariToLatin('रमेश')).toBe('ramesha')
    expect(devanagariToLatin('कृष्ण')).toBe('krishna')
    expect(devanagariToLatin('ज़ाकिर')).toBe('zaakira')
    expect(devanagariToLatin('आनंद')).toBe('aananda')
    expect(devanagariToLatin('Ramesh')).toBe('Ramesh')
  })
})

describe('phoneticKey', () => {
  const same: [string, string][] = [
    ['Ramesh', 'रमेश'],
    ['Suresh', 'सुरेश'],
    ['Sunita', 'सुनीता'],
    ['Suneeta', 'Sunita'],
    ['Lakshmi', 'लक्ष्मी'],
    ['Laxmi', 'Lakshmi'],
    ['Krishna', 'कृष्ण'],
    ['Pooja', 'पूजा'],
    ['Vijay', 'विजय'],
    ['Sanjay', 'संजय'],
    ['Singh', 'सिंह'],
    ['Devi', 'देवी'],
    ['Kumar', 'कुमार'],
    ['Sharma', 'शर्मा'],
    ['Verma', 'वर्मा'],
    ['Gupta', 'गुप्ता'],
    ['Mohammad', 'मोहम्मद'],
    ['Anand', 'आनंद'],
    ['Iqbal', 'इक़बाल'],
    ['Zakir', 'ज़ाकिर'],
    ['Vicky', 'विक्की'],
    ['Chandra', 'चंद्र'],
    ['Khan', 'ख़ान'],
    ['Wasim', 'Vasim'],
  ]
  it.each(same)('%s sounds like %s', (a, b) => {
    expect(phoneticKey(a)).toBe(phoneticKey(b))
  })

  const different: [string, string][] = [
    ['Ramesh', 'Rakesh'],
    ['Chandra', 'Kandra'],
    ['Sunita', 'Savita'],
    ['Amit', 'Sumit'],
  ]
  it.each(different)('%s is not %s', (a, b) => {
    expect(phoneticKey(a)).not.toBe(phoneticKey(b))
  })

  it('has nothing to say about words without letters', () => {
    expect(phoneticKey('1234')).toBe('')
    expect(phoneticKey('—')).toBe('')
  })
})

describe('finding a name by any word, in either script', () => {
  const keys = nameKeys('Ramesh Kumar Sharma')
  it('matches a word or the start of one, typed in English or Hindi', () => {
    expect(keysMatch('ramesh', keys)).toBe(true)
    expect(keysMatch('रमेश', keys)).toBe(true)
    expect(keysMatch('कुमार', keys)).toBe(true)
    expect(keysMatch('shar', keys)).toBe(true)
    expect(keysMatch('शर्मा', keys)).toBe(true)
  })
  it('does not match other names, or fewer than three letters', () => {
    expect(keysMatch('suresh', keys)).toBe(false)
    expect(keysMatch('रा', keys)).toBe(false)
    expect(keysMatch('ra', keys)).toBe(false)
  })
  it('finds a Hindi name from English', () => {
    expect(keysMatch('sunita', nameKeys('सुनीता देवी'))).toBe(true)
    expect(keysMatch('devi', nameKeys('सुनीता देवी'))).toBe(true)
  })
})
