import { describe, expect, it } from 'vitest'
import { DISMISS_DAYS, installOffer, isIos, parseDismissedAt } from './install-capture'

const DAY = 24 * 60 * 60 * 1000
const NOW = Date.UTC(2026, 10, 21)
const base = { installed: false, hasPrompt: true, ios: false, dismissedAt: null, now: NOW }

describe('installOffer', () => {
  it('offers the browser prompt when one was captured', () => {
    expect(installOffer(base)).toBe('prompt')
  })

  it('shows nothing once installed', () => {
    expect(installOffer({ ...base, installed: true })).toBe('none')
    expect(installOffer({ ...base, installed: true, hasPrompt: false, ios: true })).toBe('none')
  })

  it('stays hidden for the dismissal period, then offers again', () => {
    expect(installOffer({ ...base, dismissedAt: NOW - (DISMISS_DAYS - 1) * DAY })).toBe('none')
    expect(installOffer({ ...base, dismissedAt: NOW - (DISMISS_DAYS + 1) * DAY })).toBe('prompt')
  })

  it('gives iOS manual steps and other browsers nothing when no prompt exists', () => {
    expect(installOffer({ ...base, hasPrompt: false, ios: true })).toBe('ios')
    expect(installOffer({ ...base, hasPrompt: false })).toBe('none')
  })
})

describe('isIos', () => {
  it('recognises iPhone and iPadOS, not Android or desktop Mac', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', 'iPhone', 5)).toBe(true)
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 5)).toBe(true)
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 0)).toBe(false)
    expect(isIos('Mozilla/5.0 (Linux; Android 14; Pixel 8)', 'Linux armv8l', 5)).toBe(false)
  })
})

describe('parseDismissedAt', () => {
  it('reads a saved time and ignores junk', () => {
    expect(parseDismissedAt(String(NOW))).toBe(NOW)
    expect(parseDismissedAt(null)).toBeNull()
    expect(parseDismissedAt('soon')).toBeNull()
    expect(parseDismissedAt('-5')).toBeNull()
  })
})
