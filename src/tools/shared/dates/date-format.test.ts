import { describe, expect, it } from 'vitest'
import { formatDdMmYyyy, formatLongDate } from './date-format'

describe('Indian date display', () => {
  it('pads day and month', () => {
    expect(formatDdMmYyyy({ year: 2000, month: 2, day: 9 })).toBe('09/02/2000')
  })
  it('names weekday and month in English and Hindi', () => {
    expect(formatLongDate({ year: 2000, month: 2, day: 29 }, 'en')).toBe('Tuesday, 29 February 2000')
    expect(formatLongDate({ year: 2025, month: 8, day: 15 }, 'hi')).toBe('शुक्रवार, 15 अगस्त 2025')
  })
})
