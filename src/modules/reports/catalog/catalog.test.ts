import { describe, expect, it } from 'vitest'
import { REPORTS, reportById } from '.'
import { REPORT_GROUPS } from './report-entry'

describe('the reports catalogue', () => {
  it('names each report once, in both languages, in a known group', () => {
    const ids = REPORTS.map((r) => r.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const r of REPORTS) {
      expect(r.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(REPORT_GROUPS).toContain(r.group)
      for (const words of [r.title, r.hint]) {
        expect(words.en.trim()).not.toBe('')
        expect(words.hi.trim()).not.toBe('')
        expect(words.hi).not.toBe(words.en)
      }
    }
  })

  it('finds a report by the address, nothing for an unknown one', () => {
    expect(reportById('gst')?.group).toBe('gst')
    expect(reportById('nope')).toBeNull()
    expect(reportById(null)).toBeNull()
  })

  it('loads every report’s screen', async () => {
    for (const r of REPORTS) expect(typeof (await r.load()).default).toBe('function')
  })
})
