import { describe, expect, it } from 'vitest'
import { parseTargetKb, savedPercent } from './logic'

describe('compress helpers', () => {
  it('reads target sizes in KB or MB', () => {
    expect(parseTargetKb('200')).toEqual({ ok: true, bytes: 204800 })
    expect(parseTargetKb(' 150 KB ')).toEqual({ ok: true, bytes: 153600 })
    expect(parseTargetKb('1.5mb')).toEqual({ ok: true, bytes: 1572864 })
    expect(parseTargetKb('1,024')).toEqual({ ok: true, bytes: 1048576 })
  })

  it('refuses empty, unreadable and too small sizes', () => {
    expect(parseTargetKb('')).toEqual({ ok: false, reason: 'empty' })
    expect(parseTargetKb('abc')).toEqual({ ok: false, reason: 'invalid' })
    expect(parseTargetKb('-5')).toEqual({ ok: false, reason: 'invalid' })
    expect(parseTargetKb('5')).toEqual({ ok: false, reason: 'tooSmall' })
  })

  it('never overstates savings', () => {
    expect(savedPercent(1000, 334)).toBe(66)
    expect(savedPercent(1000, 1000)).toBe(0)
    expect(savedPercent(0, 0)).toBe(0)
  })
})
