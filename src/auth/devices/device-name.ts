// What a device is called: browser, operating system and form factor, read from the user agent (and the
// User-Agent Client Hints where the browser has them), plus a name the user may give it ("Workshop tablet").
// Pure, so every browser string is tested without one; the registration stores the result in
// active_sessions.device_info, so other devices show it without parsing again.
import type { FormFactor } from '@schemas/devices'

export type DeviceKind = { browser: string | null; os: string | null; form: FormFactor | null }

/** What navigator.userAgentData offers without a prompt (Chromium browsers). */
export type UserAgentDataLike = {
  mobile?: boolean
  platform?: string
  brands?: readonly { brand: string; version?: string }[]
}

export const DEVICE_NAME_MAX = 40

const BRANDS: [RegExp, string][] = [
  [/Microsoft Edge/, 'Edge'],
  [/Opera/, 'Opera'],
  [/Samsung Internet/, 'Samsung Internet'],
  [/Brave/, 'Brave'],
  [/Google Chrome/, 'Chrome'],
]

function browserFrom(ua: string, data: UserAgentDataLike | null | undefined): string | null {
  const brand = data?.brands?.map((b) => b.brand).join(' ') ?? ''
  for (const [pattern, name] of BRANDS) if (pattern.test(brand)) return name
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'Edge'
  if (/OPR\/|OPT\/|Opera/.test(ua)) return 'Opera'
  if (/SamsungBrowser\//.test(ua)) return 'Samsung Internet'
  if (/Firefox\/|FxiOS\//.test(ua)) return 'Firefox'
  if (/Chrome\/|Chromium\/|CriOS\//.test(ua)) return 'Chrome'
  if (/Safari\//.test(ua)) return 'Safari'
  return null
}

const PLATFORMS: Record<string, string> = {
  Android: 'Android',
  'Chrome OS': 'ChromeOS',
  'Chromium OS': 'ChromeOS',
  iOS: 'iOS',
  Linux: 'Linux',
  macOS: 'macOS',
  Windows: 'Windows',
}

function osFrom(ua: string, data: UserAgentDataLike | null | undefined): string | null {
  const platform = data?.platform ? PLATFORMS[data.platform] : undefined
  if (platform) return platform
  if (/Android/.test(ua)) return 'Android'
  if (/iPad/.test(ua)) return 'iPadOS'
  if (/iPhone|iPod/.test(ua)) return 'iOS'
  if (/CrOS/.test(ua)) return 'ChromeOS'
  if (/Windows/.test(ua)) return 'Windows'
  if (/Mac OS X|Macintosh/.test(ua)) return 'macOS'
  if (/Linux/.test(ua)) return 'Linux'
  return null
}

function formFrom(
  ua: string,
  os: string | null,
  data: UserAgentDataLike | null | undefined,
  touchPoints: number,
): FormFactor | null {
  if (data?.mobile === true) return 'phone'
  if (/iPad|Tablet/.test(ua)) return 'tablet'
  // Android phones say "Mobile"; Android tablets do not.
  if (os === 'Android') return /Mobile/.test(ua) ? 'phone' : 'tablet'
  if (/iPhone|iPod|Mobi/.test(ua)) return 'phone'
  // iPadOS Safari asks for desktop pages and says "Macintosh"; only its touch screen gives it away.
  if (os === 'macOS' && touchPoints > 1) return 'tablet'
  if (os || data?.mobile === false) return 'desktop'
  return null
}

/** Browser, OS and form factor of a user agent; `touchPoints` is navigator.maxTouchPoints where known. */
export function parseDevice(
  userAgent: string | null | undefined,
  data?: UserAgentDataLike | null,
  touchPoints = 0,
): DeviceKind {
  const ua = userAgent ?? ''
  let os = osFrom(ua, data)
  const form = formFrom(ua, os, data, touchPoints)
  if (os === 'macOS' && form === 'tablet') os = 'iPadOS'
  return { browser: browserFrom(ua, data), os, form }
}

/** A short, human name for a browser from its user agent ("Chrome · Android"); null when nothing is known. */
export function describeUserAgent(userAgent: string | undefined): string | null {
  if (!userAgent) return null
  const { browser, os } = parseDevice(userAgent)
  if (!browser && !os) return null
  return [browser, os].filter(Boolean).join(' · ')
}

/** The name as the user typed it, tidied: spaces collapsed, control characters dropped, at most 40
 * characters; null when nothing is left (the device is then called by its browser and OS). */
export function cleanDeviceName(input: string | null | undefined): string | null {
  const text = (input ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text ? Array.from(text).slice(0, DEVICE_NAME_MAX).join('').trim() : null
}

const FORMS: readonly FormFactor[] = ['phone', 'tablet', 'desktop']
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/** device_info as stored (any JSON), read safely; what it lacks is parsed from its userAgent. */
export function readDeviceInfo(raw: unknown): DeviceKind & { name: string | null; userAgent: string } {
  const info = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
  const userAgent = text(info.userAgent) ?? ''
  const parsed = parseDevice(userAgent)
  const form = FORMS.find((f) => f === info.form) ?? parsed.form
  return {
    userAgent,
    browser: text(info.browser) ?? parsed.browser,
    os: text(info.os) ?? parsed.os,
    form,
    name: cleanDeviceName(text(info.name)),
  }
}
