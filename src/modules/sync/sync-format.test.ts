import { describe, expect, it } from 'vitest'
import { displayValue, errorKey, formatWhen } from './sync-format'

describe('sync format', () => {
  it('says "just now" under a minute and relative minutes after', () => {
    expect(formatWhen(1_000, 30_000, 'en', 'just now')).toBe('just now')
    expect(formatWhen(0, 5 * 60_000, 'en', 'just now')).toBe('5 minutes ago')
    expect(formatWhen(0, 2 * 3_600_000, 'hi', 'अभी')).toMatch(/2 घंटे पहले/)
  })
  it('shows conflict values readably', () => {
    expect(displayValue('"Ramesh"', '(empty)')).toBe('Ramesh')
    expect(displayValue('null', '(empty)')).toBe('(empty)')
    expect(displayValue('["Brake noise","Oil leak"]', '-')).toBe('Brake noise; Oil leak')
    expect(displayValue('[{"id":"a","name":"Oil","qty":2}]', '-')).toBe('a Oil 2')
  })
  it('maps error codes to messages', () => {
    expect(errorKey('PGRST301')).toBe('err-401')
    expect(errorKey('42501')).toBe('err-42501')
    expect(errorKey('media')).toBe('err-media')
    expect(errorKey(undefined)).toBe('err-generic')
  })
})
