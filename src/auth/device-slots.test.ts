import { describe, expect, it } from 'vitest'
import { holdsSlot, slotsInUse, STALE_DEVICE_DAYS } from './device-slots'

const now = Date.parse('2026-03-31T12:00:00Z')
const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString()

describe('holdsSlot', () => {
  it('is 30 days', () => {
    expect(STALE_DEVICE_DAYS).toBe(30)
  })
  it('keeps a device seen within 30 days', () => {
    expect(holdsSlot(daysAgo(0), now)).toBe(true)
    expect(holdsSlot(daysAgo(29.99), now)).toBe(true)
  })
  it('frees the slot of a device not seen for 30 days or more', () => {
    expect(holdsSlot(daysAgo(30), now)).toBe(false)
    expect(holdsSlot(daysAgo(400), now)).toBe(false)
  })
  it('counts a row whose last activity is unknown, as the server does', () => {
    expect(holdsSlot(undefined, now)).toBe(true)
    expect(holdsSlot(null, now)).toBe(true)
    expect(holdsSlot('not a date', now)).toBe(true)
  })
})

describe('slotsInUse', () => {
  it('counts only the devices that hold a slot', () => {
    expect(slotsInUse([{ last_active: daysAgo(1) }, { last_active: daysAgo(31) }, {}], now)).toBe(2)
    expect(slotsInUse([], now)).toBe(0)
  })
})
