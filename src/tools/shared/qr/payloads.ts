// What goes inside a QR code for each kind of content. Scanner apps read these de-facto formats: Wi-Fi
// (ZXing "WIFI:" with backslash escapes), vCard 3.0 (RFC 2426 escapes), mailto:/tel:/SMSTO: and NPCI's
// upi://pay. Each builder checks its fields and names the problem of each bad one; the UI words it.
import { parseMoneyField } from '../calc/field-parse'
import { isValidVpa, upiPayLink } from './upi'

export const PAYLOAD_KINDS = ['url', 'text', 'wifi', 'vcard', 'upi', 'email', 'sms', 'phone'] as const
export type PayloadKind = (typeof PAYLOAD_KINDS)[number]

export type PayloadIssue =
  | 'required'
  | 'urlInvalid'
  | 'urlScheme'
  | 'ssidTooLong'
  | 'wpaLength'
  | 'wepLength'
  | 'vpaInvalid'
  | 'amountInvalid'
  | 'amountTooLarge'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'tooLong'

export type PayloadFields = Record<string, string>
export type PayloadResult =
  { ok: true; payload: string } | { ok: false; errors: Partial<Record<string, PayloadIssue>> }

/** UPI's per-transaction ceiling for most payments (tax, IPO and hospital categories go higher). */
export const UPI_MAX_PAISE = 1_00_000_00
const MAX_TEXT = 2000

const field = (f: PayloadFields, key: string) => (f[key] ?? '').trim()

/** Escapes a Wi-Fi QR value: \ ; , : and " take a backslash (ZXing's WIFI: grammar). */
export function escapeWifi(value: string): string {
  return value.replace(/([\\;,:"])/g, '\\$1')
}

/** Escapes a vCard 3.0 text value: backslash, comma, semicolon and line breaks (RFC 2426 §4). */
export function escapeVcard(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** An http(s) address; a bare domain gets https://. Other schemes (javascript:, data:, file:) are refused. */
export function normaliseWebUrl(raw: string): { ok: true; url: string } | { ok: false; issue: PayloadIssue } {
  const text = raw.trim()
  if (!text) return { ok: false, issue: 'required' }
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text)
  // "example.com:8080/x" parses as scheme "example.com"; a dot before the colon means a host.
  const looksLikeHost = hasScheme && /^[^:/]*\.[^:/]*:\d/.test(text)
  const candidate = hasScheme && !looksLikeHost ? text : `https://${text}`
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return { ok: false, issue: 'urlInvalid' }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, issue: 'urlScheme' }
  if (!url.hostname || /\s/.test(text) || (!url.hostname.includes('.') && url.hostname !== 'localhost')) {
    return { ok: false, issue: 'urlInvalid' }
  }
  return { ok: true, url: url.href }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A phone number as dialled: digits with an optional leading +; spaces, dashes and brackets dropped. */
export function normalisePhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s\-().]/g, '')
  return /^\+?\d{3,15}$/.test(compact) ? compact : null
}

function fail(errors: Partial<Record<string, PayloadIssue>>): PayloadResult | null {
  return Object.keys(errors).length > 0 ? { ok: false, errors } : null
}

function buildWifi(f: PayloadFields): PayloadResult {
  const ssid = f.ssid ?? ''
  const password = f.password ?? ''
  const security = f.security === 'WEP' || f.security === 'nopass' ? f.security : 'WPA'
  const errors: Partial<Record<string, PayloadIssue>> = {}
  if (!ssid.trim()) errors.ssid = 'required'
  else if (new TextEncoder().encode(ssid).length > 32) errors.ssid = 'ssidTooLong'
  if (security === 'WPA' && (password.length < 8 || password.length > 63)) errors.password = 'wpaLength'
  if (security === 'WEP' && ![5, 10, 13, 26].includes(password.length)) errors.password = 'wepLength'
  const bad = fail(errors)
  if (bad) return bad
  const parts = [`T:${security}`, `S:${escapeWifi(ssid)}`]
  if (security !== 'nopass') parts.push(`P:${escapeWifi(password)}`)
  if (f.hidden === 'true') parts.push('H:true')
  return { ok: true, payload: `WIFI:${parts.join(';')};;` }
}

function buildVcard(f: PayloadFields): PayloadResult {
  const first = field(f, 'firstName')
  const last = field(f, 'lastName')
  const org = field(f, 'org')
  const errors: Partial<Record<string, PayloadIssue>> = {}
  if (!first && !last && !org) errors.firstName = 'required'
  const phone = field(f, 'phone')
  if (phone && !normalisePhone(phone)) errors.phone = 'phoneInvalid'
  const email = field(f, 'email')
  if (email && !EMAIL.test(email)) errors.email = 'emailInvalid'
  const web = field(f, 'url')
  const site = web ? normaliseWebUrl(web) : null
  if (site && !site.ok) errors.url = site.issue
  const bad = fail(errors)
  if (bad) return bad
  const e = escapeVcard
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${e(last)};${e(first)};;;`]
  lines.push(`FN:${e([first, last].filter(Boolean).join(' ') || org)}`)
  if (org) lines.push(`ORG:${e(org)}`)
  if (field(f, 'title')) lines.push(`TITLE:${e(field(f, 'title'))}`)
  if (phone) lines.push(`TEL;TYPE=CELL:${normalisePhone(phone)}`)
  if (email) lines.push(`EMAIL:${e(email)}`)
  if (site?.ok) lines.push(`URL:${e(site.url)}`)
  if (field(f, 'address')) lines.push(`ADR;TYPE=WORK:;;${e(field(f, 'address'))};;;;`)
  lines.push('END:VCARD')
  return { ok: true, payload: lines.join('\r\n') }
}

function buildUpi(f: PayloadFields): PayloadResult {
  const errors: Partial<Record<string, PayloadIssue>> = {}
  const vpa = field(f, 'vpa')
  if (!vpa) errors.vpa = 'required'
  else if (!isValidVpa(vpa)) errors.vpa = 'vpaInvalid'
  if (!field(f, 'payee')) errors.payee = 'required'
  const amount = parseMoneyField(f.amount ?? '', { optional: true, maxPaise: UPI_MAX_PAISE })
  if (!amount.ok) errors.amount = amount.issue === 'above-max' ? 'amountTooLarge' : 'amountInvalid'
  const bad = fail(errors)
  if (bad || !amount.ok) return bad ?? { ok: false, errors }
  return {
    ok: true,
    payload: upiPayLink({ vpa, payee: field(f, 'payee'), amountPaise: amount.value, note: field(f, 'note') }),
  }
}

function buildEmail(f: PayloadFields): PayloadResult {
  const to = field(f, 'to')
  if (!to) return { ok: false, errors: { to: 'required' } }
  if (!EMAIL.test(to)) return { ok: false, errors: { to: 'emailInvalid' } }
  const query = (
    [
      ['subject', field(f, 'subject')],
      ['body', f.body ?? ''],
    ] as const
  )
    .filter(([, v]) => v.trim() !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
  return { ok: true, payload: `mailto:${to}${query.length ? `?${query.join('&')}` : ''}` }
}

function buildPhoneLike(f: PayloadFields, kind: 'sms' | 'phone'): PayloadResult {
  const raw = field(f, 'number')
  if (!raw) return { ok: false, errors: { number: 'required' } }
  const number = normalisePhone(raw)
  if (!number) return { ok: false, errors: { number: 'phoneInvalid' } }
  if (kind === 'phone') return { ok: true, payload: `tel:${number}` }
  // SMSTO:number:message is what Android and iOS camera apps turn into a prefilled message.
  return { ok: true, payload: `SMSTO:${number}:${f.message ?? ''}` }
}

/** Builds the text a QR code of this kind carries, or the problem of each bad field. */
export function buildPayload(kind: PayloadKind, f: PayloadFields): PayloadResult {
  let result: PayloadResult
  switch (kind) {
    case 'url': {
      const url = normaliseWebUrl(f.url ?? '')
      result = url.ok ? { ok: true, payload: url.url } : { ok: false, errors: { url: url.issue } }
      break
    }
    case 'text':
      result = (f.text ?? '').trim()
        ? { ok: true, payload: f.text ?? '' }
        : { ok: false, errors: { text: 'required' } }
      break
    case 'wifi':
      result = buildWifi(f)
      break
    case 'vcard':
      result = buildVcard(f)
      break
    case 'upi':
      result = buildUpi(f)
      break
    case 'email':
      result = buildEmail(f)
      break
    case 'sms':
    case 'phone':
      result = buildPhoneLike(f, kind)
      break
  }
  if (result.ok && new TextEncoder().encode(result.payload).length > MAX_TEXT) {
    return { ok: false, errors: { [kind === 'text' ? 'text' : '_']: 'tooLong' } }
  }
  return result
}

/** A file name from the payload: the host of a link, the kind otherwise. */
export function qrFileName(payload: string): string {
  const host = /^https?:\/\/([^/?#]+)/i.exec(payload)?.[1]
  if (host) return `qr-${host}`
  const scheme = /^([a-z]+):/i.exec(payload)?.[1]?.toLowerCase()
  return scheme ? `qr-${scheme}` : 'qr-code'
}
