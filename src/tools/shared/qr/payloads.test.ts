import { describe, expect, it } from 'vitest'
import { buildPayload, escapeVcard, escapeWifi, normalisePhone, normaliseWebUrl } from './payloads'

const ok = (r: ReturnType<typeof buildPayload>) => {
  if (!r.ok) throw new Error(`expected a payload, got ${JSON.stringify(r.errors)}`)
  return r.payload
}

describe('web addresses', () => {
  it('adds https:// to a bare domain and keeps paths and queries', () => {
    expect(normaliseWebUrl('autobahi.in/tools?x=1')).toEqual({
      ok: true,
      url: 'https://autobahi.in/tools?x=1',
    })
    expect(normaliseWebUrl('example.com:8080/a')).toEqual({ ok: true, url: 'https://example.com:8080/a' })
    expect(normaliseWebUrl(' http://a.b ')).toEqual({ ok: true, url: 'http://a.b/' })
  })
  it('refuses other schemes and junk', () => {
    expect(normaliseWebUrl('javascript:alert(1)')).toEqual({ ok: false, issue: 'urlScheme' })
    expect(normaliseWebUrl('JavaScript:alert(1)')).toEqual({ ok: false, issue: 'urlScheme' })
    expect(normaliseWebUrl('data:text/html,<b>')).toEqual({ ok: false, issue: 'urlScheme' })
    expect(normaliseWebUrl('file:///etc/passwd')).toEqual({ ok: false, issue: 'urlScheme' })
    expect(normaliseWebUrl('not a url')).toEqual({ ok: false, issue: 'urlInvalid' })
    expect(normaliseWebUrl('nodot')).toEqual({ ok: false, issue: 'urlInvalid' })
    expect(normaliseWebUrl('   ')).toEqual({ ok: false, issue: 'required' })
  })
})

describe('Wi-Fi', () => {
  it('escapes \\ ; , : and " in the network name and password', () => {
    expect(escapeWifi('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f')
    expect(
      ok(buildPayload('wifi', { ssid: 'Sharma;Motors', password: 'pa:ss,word"1', security: 'WPA' })),
    ).toBe('WIFI:T:WPA;S:Sharma\\;Motors;P:pa\\:ss\\,word\\"1;;')
  })
  it('writes open and hidden networks', () => {
    expect(
      ok(buildPayload('wifi', { ssid: 'Guest', password: 'ignored', security: 'nopass', hidden: 'true' })),
    ).toBe('WIFI:T:nopass;S:Guest;H:true;;')
  })
  it('checks name and password lengths', () => {
    expect(buildPayload('wifi', { ssid: '', password: 'x', security: 'WPA' })).toEqual({
      ok: false,
      errors: { ssid: 'required', password: 'wpaLength' },
    })
    expect(buildPayload('wifi', { ssid: 'क'.repeat(11), password: '12345678' })).toMatchObject({
      errors: { ssid: 'ssidTooLong' },
    })
    expect(buildPayload('wifi', { ssid: 'x', password: '1234', security: 'WEP' })).toMatchObject({
      errors: { password: 'wepLength' },
    })
    expect(ok(buildPayload('wifi', { ssid: 'x', password: '12345', security: 'WEP' }))).toBe(
      'WIFI:T:WEP;S:x;P:12345;;',
    )
  })
})

describe('vCard', () => {
  it('escapes commas, semicolons, backslashes and new lines', () => {
    expect(escapeVcard('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne')
    const card = ok(
      buildPayload('vcard', {
        firstName: 'Ravi',
        lastName: 'Kumar',
        org: 'Sharma Motors, Pvt; Ltd',
        phone: '+91 98765-43210',
        email: 'ravi@example.com',
        url: 'example.com',
        address: 'Shop 4, MG Road\nLucknow',
      }),
    )
    expect(card.split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Kumar;Ravi;;;',
      'FN:Ravi Kumar',
      'ORG:Sharma Motors\\, Pvt\\; Ltd',
      'TEL;TYPE=CELL:+919876543210',
      'EMAIL:ravi@example.com',
      'URL:https://example.com/',
      'ADR;TYPE=WORK:;;Shop 4\\, MG Road\\nLucknow;;;;',
      'END:VCARD',
    ])
  })
  it('needs a name or organisation and checks the contact fields', () => {
    expect(buildPayload('vcard', { phone: '12', email: 'x@', url: 'javascript:x' })).toEqual({
      ok: false,
      errors: { firstName: 'required', phone: 'phoneInvalid', email: 'emailInvalid', url: 'urlScheme' },
    })
  })
})

describe('UPI', () => {
  it('builds upi://pay with the amount in rupees and paise', () => {
    expect(
      ok(
        buildPayload('upi', {
          vpa: 'shop@okhdfc',
          payee: 'Sharma & Sons',
          amount: '1,250.5',
          note: 'Bill 7',
        }),
      ),
    ).toBe('upi://pay?pa=shop%40okhdfc&pn=Sharma%20%26%20Sons&am=1250.50&cu=INR&tn=Bill%207')
    expect(ok(buildPayload('upi', { vpa: 'shop@okhdfc', payee: 'Shop', amount: '' }))).toBe(
      'upi://pay?pa=shop%40okhdfc&pn=Shop&cu=INR',
    )
  })
  it('refuses a bad UPI ID, a missing payee and bad amounts', () => {
    expect(buildPayload('upi', { vpa: 'shop.okhdfc', payee: '', amount: '-5' })).toEqual({
      ok: false,
      errors: { vpa: 'vpaInvalid', payee: 'required', amount: 'amountInvalid' },
    })
    expect(buildPayload('upi', { vpa: 'a@b', payee: 'x', amount: '1.234' })).toMatchObject({
      errors: { vpa: 'vpaInvalid', amount: 'amountInvalid' },
    })
    expect(buildPayload('upi', { vpa: 'ab@ybl', payee: 'x', amount: '1,00,001' })).toMatchObject({
      errors: { amount: 'amountTooLarge' },
    })
    expect(buildPayload('upi', { vpa: '', payee: 'x', amount: 'abc' })).toMatchObject({
      errors: { vpa: 'required', amount: 'amountInvalid' },
    })
  })
})

describe('e-mail, SMS and phone', () => {
  it('encodes subject and body', () => {
    expect(ok(buildPayload('email', { to: 'a@b.in', subject: 'Hello & bye', body: 'Line 1\nनमस्ते' }))).toBe(
      `mailto:a@b.in?subject=Hello%20%26%20bye&body=${encodeURIComponent('Line 1\nनमस्ते')}`,
    )
    expect(buildPayload('email', { to: 'nope' })).toEqual({ ok: false, errors: { to: 'emailInvalid' } })
  })
  it('cleans phone numbers', () => {
    expect(normalisePhone(' +91 (98765) 43210 ')).toBe('+919876543210')
    expect(normalisePhone('98-abc')).toBeNull()
    expect(ok(buildPayload('sms', { number: '98765 43210', message: 'Call me: now' }))).toBe(
      'SMSTO:9876543210:Call me: now',
    )
    expect(ok(buildPayload('phone', { number: '+91 98765 43210' }))).toBe('tel:+919876543210')
    expect(buildPayload('phone', { number: '' })).toEqual({ ok: false, errors: { number: 'required' } })
  })
})

describe('text', () => {
  it('keeps text as typed and refuses empty or oversized text', () => {
    expect(ok(buildPayload('text', { text: ' नमस्ते  ' }))).toBe(' नमस्ते  ')
    expect(buildPayload('text', { text: '  ' })).toEqual({ ok: false, errors: { text: 'required' } })
    expect(buildPayload('text', { text: 'x'.repeat(2001) })).toEqual({
      ok: false,
      errors: { text: 'tooLong' },
    })
  })
})
