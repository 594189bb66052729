import { describe, expect, it } from 'vitest'
import type { PollDraft } from './logic'
import {
  bump,
  checkDraft,
  draftIsValid,
  filledOptions,
  isClosed,
  parseLocalDateTime,
  pollFromRow,
  pollIdFrom,
  pollIdFromSearch,
  pollLink,
  tallyRows,
  voteChoices,
} from './logic'

const NOW = new Date(2026, 10, 21, 12, 0)
const draft = (d: Partial<PollDraft> = {}): PollDraft => ({
  question: 'Which day for the service camp?',
  options: ['Saturday', 'Sunday', ''],
  multiple: false,
  closesAt: '',
  ...d,
})

describe('checkDraft', () => {
  it('accepts a question with two filled options and ignores empty rows', () => {
    const check = checkDraft(draft(), NOW)
    expect(draftIsValid(check)).toBe(true)
    expect(filledOptions(draft({ options: [' A ', '', 'B'] }))).toEqual(['A', 'B'])
  })
  it('names each problem', () => {
    const check = checkDraft(
      draft({ question: '  ', options: ['Yes', ' yes', 'x'.repeat(101), ''], closesAt: '2026-11-21T11:00' }),
      NOW,
    )
    expect(check).toEqual({
      question: 'questionEmpty',
      options: { 1: 'optionRepeated', 2: 'optionLong' },
      closesAt: 'closesPast',
    })
    expect(checkDraft(draft({ options: ['Only', ''] }), NOW).list).toBe('tooFewOptions')
    expect(checkDraft(draft({ question: 'क'.repeat(301) }), NOW).question).toBe('questionLong')
    expect(checkDraft(draft({ question: 'क'.repeat(300) }), NOW).question).toBeUndefined()
    expect(checkDraft(draft({ closesAt: '2027-03-01T10:00' }), NOW).closesAt).toBe('closesFar')
    expect(checkDraft(draft({ closesAt: '2026-02-30T10:00' }), NOW).closesAt).toBe('closesInvalid')
    expect(checkDraft(draft({ closesAt: '2026-11-28T18:30' }), NOW).closesAt).toBeUndefined()
  })
  it('reads datetime-local values as local time', () => {
    expect(parseLocalDateTime('2026-11-21T18:30')?.getHours()).toBe(18)
    expect(parseLocalDateTime('21/11/2026 18:30')).toBeNull()
  })
})

describe('ids and links', () => {
  it('builds a 12-character id from random bytes, skipping biased values', () => {
    const bytes = Uint8Array.from([255, 228, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 54, 55])
    expect(pollIdFrom(bytes)).toBe('ABCDEFGHJKL7')
    expect(pollIdFrom(Uint8Array.from([56, 57, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]))).toBe('9AABCDEFGHJK')
    expect(() => pollIdFrom(new Uint8Array(5))).toThrow()
  })
  it('reads ?p= only when it is a well-formed id', () => {
    expect(pollIdFromSearch('?p=AbCdEf234567')).toBe('AbCdEf234567')
    expect(pollIdFromSearch('?p=short')).toBeNull()
    expect(pollIdFromSearch('?p=abc%27%3B--xyz123')).toBeNull()
    expect(pollIdFromSearch('')).toBeNull()
    expect(pollLink('https://autobahi.in', 'AbCdEf234567')).toBe(
      'https://autobahi.in/tools/poll-maker?p=AbCdEf234567',
    )
  })
})

describe('poll rows and votes', () => {
  const row = {
    id: 'AbCdEf234567',
    question: 'Q?',
    options: ['A', 'B'],
    multiple: false,
    closes_at: '2026-11-21T06:00:00+00:00',
    counts: [3, 1],
    voters: 4,
  }
  it('checks rows from the backend', () => {
    const poll = pollFromRow(row)
    expect(poll?.counts).toEqual([3, 1])
    expect(poll && isClosed(poll, new Date('2026-11-21T07:00:00Z'))).toBe(true)
    expect(poll && isClosed(poll, new Date('2026-11-21T05:00:00Z'))).toBe(false)
    expect(pollFromRow({ ...row, counts: [1] })).toBeNull()
    expect(pollFromRow({ ...row, options: [1, 2] })).toBeNull()
    expect(pollFromRow(null)).toBeNull()
  })
  it('sends one choice for single-choice polls and distinct ones for multiple', () => {
    expect(voteChoices([2, 0], false, 3)).toEqual([0])
    expect(voteChoices([2, 0, 2, 7], true, 3)).toEqual([0, 2])
    expect(voteChoices([], true, 3)).toBeNull()
    expect(voteChoices([5], false, 3)).toBeNull()
  })
})

describe('tallies', () => {
  it('single choice: largest-remainder percentages add up to 100', () => {
    const rows = tallyRows(['A', 'B', 'C'], [1, 1, 1], 3, false)
    expect(rows.map((r) => r.percent)).toEqual([34, 33, 33])
    expect(rows.every((r) => r.leading)).toBe(true)
    expect(tallyRows(['A', 'B'], [2, 1], 3, false).map((r) => [r.percent, r.leading])).toEqual([
      [67, true],
      [33, false],
    ])
  })
  it('multiple choice: share of voters; no votes: zeros, no leader', () => {
    expect(tallyRows(['A', 'B'], [2, 1], 2, true).map((r) => r.percent)).toEqual([100, 50])
    expect(tallyRows(['A', 'B'], [0, 0], 0, false).map((r) => [r.percent, r.leading])).toEqual([
      [0, false],
      [0, false],
    ])
  })
  it('show of hands never goes below zero', () => {
    expect(bump([0, 2], 0, -1)).toEqual([0, 2])
    expect(bump([0, 2], 1, 1)).toEqual([0, 3])
  })
})
