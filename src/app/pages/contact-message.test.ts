import { describe, expect, it } from 'vitest'
import {
  composeMail,
  contactAddress,
  DEFAULT_CONTACT_EMAIL,
  mailtoHref,
  replyKind,
  validateContact,
  type ContactForm,
} from './contact-message'

const good: ContactForm = {
  name: 'Ravi Kumar',
  reply: 'ravi@example.com',
  topic: 'pro-demo',
  message: 'Please show us the workshop job card module.',
}

describe('replyKind', () => {
  it.each([
    ['ravi@example.com', 'email'],
    ['98765 43210', 'mobile'],
    ['+91 98765-43210', 'mobile'],
    ['09876543210', 'mobile'],
    ['(+91) 98765 43210', 'mobile'],
    ['+1 98765 43210', null],
    ['12345 67890', null],
    ['9876543', null],
    ['ravi@', null],
    ['', null],
  ] as const)('%s → %s', (input, kind) => {
    expect(replyKind(input)).toBe(kind)
  })
})

describe('validateContact', () => {
  it('accepts a complete form', () => {
    expect(validateContact(good)).toEqual({})
  })

  it('reports every missing field of an empty form', () => {
    expect(validateContact({ name: '  ', reply: '', topic: 'other', message: '' })).toEqual({
      name: 'nameMissing',
      reply: 'replyMissing',
      message: 'messageTooShort',
    })
  })

  it('rejects a reply that is neither e-mail nor mobile, and messages out of range', () => {
    expect(validateContact({ ...good, reply: 'call me' }).reply).toBe('replyInvalid')
    expect(validateContact({ ...good, message: 'too short' }).message).toBe('messageTooShort')
    expect(validateContact({ ...good, message: 'x'.repeat(2001) }).message).toBe('messageTooLong')
    expect(validateContact({ ...good, name: 'n'.repeat(81) }).name).toBe('nameTooLong')
  })
})

describe('contactAddress', () => {
  it('uses a configured address and falls back to the reserved default', () => {
    expect(contactAddress(' help@dealer.in ')).toBe('help@dealer.in')
    expect(contactAddress(undefined)).toBe(DEFAULT_CONTACT_EMAIL)
    expect(contactAddress('not an address')).toBe(DEFAULT_CONTACT_EMAIL)
  })
})

describe('mailtoHref', () => {
  it('encodes subject and body with CRLF line breaks', () => {
    const mail = composeMail(
      { ...good, message: 'Line one & two\nनमस्ते' },
      { subject: 'Demo', name: 'Name', reply: 'Reply to' },
    )
    const href = mailtoHref('a@b.in', mail)
    expect(href.startsWith('mailto:a@b.in?subject=AutoBahi%3A%20Demo&body=')).toBe(true)
    const body = decodeURIComponent(href.split('&body=')[1] ?? '')
    expect(body).toBe('Line one & two\r\nनमस्ते\r\n\r\n—\r\nName: Ravi Kumar\r\nReply to: ravi@example.com')
  })
})
