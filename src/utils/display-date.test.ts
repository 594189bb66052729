import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { displayDate, displayDateTime } from './display-date'

describe('displayDate', () => {
  beforeEach(() => vi.stubEnv('TZ', 'Asia/Kolkata'))
  afterEach(() => vi.unstubAllEnvs())

  it('shows a calendar date as that day in either language', () => {
    expect(displayDate('2026-05-20', 'en')).toBe('20 May 2026')
    expect(displayDate('2026-05-20', 'hi')).toBe('20 मई 2026')
    expect(displayDate('2026-05-20', 'en', { month: 'long' })).toBe('20 May 2026')
    expect(displayDate('2026-06-10', 'en', { month: 'long' })).toBe('10 June 2026')
  })

  it('keeps a calendar date on its day whatever the time zone (no shift to the day before)', () => {
    // Node reads TZ again when it changes. Midnight UTC of 1 Jan is still 31 Dec in New York.
    vi.stubEnv('TZ', 'America/New_York')
    expect(new Date(Date.UTC(2026, 0, 1)).getDate()).toBe(31)
    expect(displayDate('2026-01-01', 'en')).toBe('1 Jan 2026')
    vi.stubEnv('TZ', 'Pacific/Kiritimati')
    expect(displayDate('2026-12-31', 'hi')).toBe('31 दिस॰ 2026')
  })

  it('shows instants, from epoch milliseconds or an ISO timestamp', () => {
    const at = Date.UTC(2026, 5, 10, 10, 15)
    expect(displayDate(at, 'en')).toMatch(/^10 Jun 2026$/)
    expect(displayDate(new Date(at).toISOString(), 'hi')).toBe('10 जून 2026')
  })

  it('gives back what is not a date, and nothing for no value', () => {
    expect(displayDate('soon', 'en')).toBe('soon')
    expect(displayDate('2026-02-30', 'en')).toBe('2026-02-30')
    expect(displayDate('', 'en')).toBe('')
    expect(displayDate(undefined, 'en')).toBe('')
    expect(displayDate(null, 'hi')).toBe('')
  })
})

describe('displayDateTime', () => {
  it('shows the date and time of an instant', () => {
    const at = new Date(2026, 5, 10, 10, 15).getTime()
    expect(displayDateTime(at, 'en')).toBe('10 Jun 2026, 10:15 am')
    expect(displayDateTime(new Date(at).toISOString(), 'hi')).toBe('10 जून 2026, 10:15 am')
  })

  it('shows a calendar date without a time, and gives back what is not a date', () => {
    expect(displayDateTime('2026-05-20', 'en')).toBe('20 May 2026')
    expect(displayDateTime('never', 'en')).toBe('never')
    expect(displayDateTime(undefined, 'en')).toBe('')
  })
})
