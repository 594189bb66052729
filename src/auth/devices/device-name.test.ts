import { describe, expect, it } from 'vitest'
import { cleanDeviceName, describeUserAgent, parseDevice, readDeviceInfo } from './device-name'

const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'
const EDGE_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0'
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'

describe('describeUserAgent', () => {
  it('names common browsers and systems', () => {
    expect(describeUserAgent(ANDROID_PHONE)).toBe('Chrome · Android')
    expect(describeUserAgent(IPHONE)).toBe('Safari · iOS')
    expect(describeUserAgent(EDGE_WINDOWS)).toBe('Edge · Windows')
    expect(describeUserAgent(FIREFOX_LINUX)).toBe('Firefox · Linux')
  })
  it('returns null when nothing is known', () => {
    expect(describeUserAgent(undefined)).toBeNull()
    expect(describeUserAgent('curl/8.0')).toBeNull()
  })
})

describe('parseDevice', () => {
  it('tells phones, tablets and computers apart', () => {
    expect(parseDevice(ANDROID_PHONE)).toEqual({ browser: 'Chrome', os: 'Android', form: 'phone' })
    expect(parseDevice(ANDROID_TABLET)).toEqual({ browser: 'Chrome', os: 'Android', form: 'tablet' })
    expect(parseDevice(IPHONE)).toEqual({ browser: 'Safari', os: 'iOS', form: 'phone' })
    expect(parseDevice(EDGE_WINDOWS)).toEqual({ browser: 'Edge', os: 'Windows', form: 'desktop' })
    expect(parseDevice(FIREFOX_LINUX)).toEqual({ browser: 'Firefox', os: 'Linux', form: 'desktop' })
  })
  it('knows an iPad that asks for desktop pages by its touch screen', () => {
    expect(parseDevice(IPAD_DESKTOP_MODE, null, 5)).toEqual({
      browser: 'Safari',
      os: 'iPadOS',
      form: 'tablet',
    })
    expect(parseDevice(IPAD_DESKTOP_MODE, null, 0)).toEqual({
      browser: 'Safari',
      os: 'macOS',
      form: 'desktop',
    })
  })
  it('prefers the client hints where the browser gives them', () => {
    const data = {
      mobile: false,
      platform: 'Chrome OS',
      brands: [{ brand: 'Not A;Brand' }, { brand: 'Microsoft Edge' }, { brand: 'Chromium' }],
    }
    expect(parseDevice(FIREFOX_LINUX, data)).toEqual({ browser: 'Edge', os: 'ChromeOS', form: 'desktop' })
    expect(
      parseDevice('', { mobile: true, platform: 'Android', brands: [{ brand: 'Google Chrome' }] }),
    ).toEqual({
      browser: 'Chrome',
      os: 'Android',
      form: 'phone',
    })
  })
  it('names other browsers', () => {
    expect(
      parseDevice('Mozilla/5.0 (Linux; Android 14) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36')
        .browser,
    ).toBe('Samsung Internet')
    expect(
      parseDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) CriOS/131.0 Mobile/15E148 Safari/604.1',
      ).browser,
    ).toBe('Chrome')
    expect(parseDevice('Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) Chrome/131.0 Safari/537.36')).toEqual({
      browser: 'Chrome',
      os: 'ChromeOS',
      form: 'desktop',
    })
  })
  it('knows nothing of an unknown agent', () => {
    expect(parseDevice('curl/8.0')).toEqual({ browser: null, os: null, form: null })
    expect(parseDevice(undefined)).toEqual({ browser: null, os: null, form: null })
  })
})

describe('cleanDeviceName', () => {
  it('tidies what the user typed', () => {
    expect(cleanDeviceName('  Workshop   tablet ')).toBe('Workshop tablet')
    expect(cleanDeviceName('Front\ndesk\t1')).toBe('Front desk 1')
    expect(cleanDeviceName('वर्कशॉप टैबलेट')).toBe('वर्कशॉप टैबलेट')
  })
  it('keeps at most 40 characters and turns an empty name into none', () => {
    expect(cleanDeviceName('x'.repeat(60))).toHaveLength(40)
    expect(cleanDeviceName('   ')).toBeNull()
    expect(cleanDeviceName(null)).toBeNull()
  })
})

describe('readDeviceInfo', () => {
  it('uses what was stored and parses the rest from the user agent', () => {
    expect(readDeviceInfo({ userAgent: ANDROID_PHONE, name: ' Sales desk ' })).toEqual({
      userAgent: ANDROID_PHONE,
      browser: 'Chrome',
      os: 'Android',
      form: 'phone',
      name: 'Sales desk',
    })
    expect(readDeviceInfo({ userAgent: IPAD_DESKTOP_MODE, os: 'iPadOS', form: 'tablet' })).toMatchObject({
      os: 'iPadOS',
      form: 'tablet',
    })
  })
  it('survives rows written by anything', () => {
    expect(readDeviceInfo(null)).toEqual({ userAgent: '', browser: null, os: null, form: null, name: null })
    expect(readDeviceInfo({ form: 'fridge', name: 7 })).toMatchObject({ form: null, name: null })
  })
})
