// URL shortener rules: which long addresses may be shortened, custom alias rules (the same ones the
// short_links table enforces), random codes, short links and the list of this device's links.
import { normaliseWebUrl } from '../shared/qr/payloads'

export const MAX_URL = 2048
export const ALIAS = { min: 3, max: 32 } as const
/** Codes the app or a future path could need; the migration refuses the same list. */
export const RESERVED = [
  'admin',
  'api',
  'app',
  'auth',
  'login',
  'signup',
  'tools',
  'rest',
  'storage',
  'realtime',
  'static',
  'assets',
  'help',
  'about',
  'contact',
  'settings',
] as const

export type UrlIssue = 'required' | 'urlInvalid' | 'urlScheme' | 'urlTooLong' | 'alreadyShort'
export type AliasIssue = 'aliasLength' | 'aliasCharacters' | 'aliasEdge' | 'aliasReserved'

/** The address to store, or why it cannot be shortened. `origin` is this app's, to refuse loops. */
export function checkLongUrl(
  raw: string,
  origin: string,
): { ok: true; url: string } | { ok: false; issue: UrlIssue } {
  const url = normaliseWebUrl(raw)
  if (!url.ok) {
    return {
      ok: false,
      issue: url.issue === 'required' ? 'required' : url.issue === 'urlScheme' ? 'urlScheme' : 'urlInvalid',
    }
  }
  if (url.url.length > MAX_URL) return { ok: false, issue: 'urlTooLong' }
  const parsed = new URL(url.url)
  if (parsed.origin === origin && parsed.pathname.startsWith('/s/')) {
    return { ok: false, issue: 'alreadyShort' }
  }
  return { ok: true, url: url.url }
}

/** A custom alias, lower-cased; '' means "make one up". */
export function checkAlias(raw: string): { ok: true; code: string } | { ok: false; issue: AliasIssue } {
  const code = raw.trim().toLowerCase()
  if (code === '') return { ok: true, code: '' }
  if (code.length < ALIAS.min || code.length > ALIAS.max) return { ok: false, issue: 'aliasLength' }
  if (!/^[a-z0-9-]+$/.test(code)) return { ok: false, issue: 'aliasCharacters' }
  if (code.startsWith('-') || code.endsWith('-')) return { ok: false, issue: 'aliasEdge' }
  if ((RESERVED as readonly string[]).includes(code)) return { ok: false, issue: 'aliasReserved' }
  return { ok: true, code }
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
const UNBIASED = Math.floor(256 / ALPHABET.length) * ALPHABET.length

/** A 7-character code from random bytes: 31 letters and digits without look-alikes (~34 bits). */
export function randomCode(bytes: Uint8Array): string {
  let code = ''
  for (const b of bytes) {
    if (b >= UNBIASED) continue
    code += ALPHABET[b % ALPHABET.length]
    if (code.length === 7) return code
  }
  throw new Error('not enough random bytes')
}

export function shortLink(origin: string, code: string): string {
  return `${origin}/s/${code}`
}

/** The code in a /s/<code> path, or null. */
export function codeFromPath(pathname: string): string | null {
  const m = /^\/s\/([A-Za-z0-9-]{3,32})\/?$/.exec(pathname)
  return m ? m[1]!.toLowerCase() : null
}

/** Only http(s) targets are followed, even if the backend returned something else. */
export function safeTarget(url: unknown): string | null {
  if (typeof url !== 'string') return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null
  } catch {
    return null
  }
}

export type SavedLink = { code: string; url: string; createdAt: string; clicks?: number }
export const MAX_SAVED = 100

/** This device's saved links from storage; anything malformed is dropped rather than trusted. */
export function parseSavedLinks(json: string | null): SavedLink[] {
  if (!json) return []
  try {
    const data: unknown = JSON.parse(json)
    if (!Array.isArray(data)) return []
    return data
      .filter(
        (l): l is SavedLink =>
          typeof l === 'object' &&
          l !== null &&
          typeof (l as SavedLink).code === 'string' &&
          checkAlias((l as SavedLink).code).ok &&
          safeTarget((l as SavedLink).url) !== null &&
          typeof (l as SavedLink).createdAt === 'string',
      )
      .slice(0, MAX_SAVED)
  } catch {
    return []
  }
}

/** Newest first, one entry per code, at most MAX_SAVED. */
export function addSavedLink(list: readonly SavedLink[], link: SavedLink): SavedLink[] {
  return [link, ...list.filter((l) => l.code !== link.code)].slice(0, MAX_SAVED)
}

/** Merges click counts from the backend into the saved list. */
export function withClicks(
  list: readonly SavedLink[],
  stats: readonly { code: string; clicks: number }[],
): SavedLink[] {
  const by = new Map(stats.map((s) => [s.code, s.clicks]))
  return list.map((l) => (by.has(l.code) ? { ...l, clicks: by.get(l.code) } : l))
}
