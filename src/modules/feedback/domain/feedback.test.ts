import { describe, expect, it } from 'vitest'
import {
  afterAttempt,
  MESSAGE_MAX,
  parseOutbox,
  toEntry,
  toFeedbackRow,
  validateFeedback,
  type FeedbackInput,
} from './feedback'

const valid: FeedbackInput = {
  name: '',
  email: '',
  rating: 4,
  message: 'The GST calculator is very useful.',
  about: '/tools/gst-calculator',
}

describe('validateFeedback', () => {
  it('accepts a rating and a message alone', () => {
    expect(validateFeedback(valid)).toEqual({})
  })
  it('needs a rating from 1 to 5', () => {
    expect(validateFeedback({ ...valid, rating: null }).rating).toBe('required')
    expect(validateFeedback({ ...valid, rating: 6 }).rating).toBe('range')
    expect(validateFeedback({ ...valid, rating: 2.5 }).rating).toBe('range')
  })
  it('needs a message of 10 to 2000 characters', () => {
    expect(validateFeedback({ ...valid, message: '   ' }).message).toBe('required')
    expect(validateFeedback({ ...valid, message: 'too short' }).message).toBe('too-short')
    expect(validateFeedback({ ...valid, message: 'x'.repeat(MESSAGE_MAX + 1) }).message).toBe('too-long')
    expect(validateFeedback({ ...valid, message: 'x'.repeat(MESSAGE_MAX) }).message).toBeUndefined()
  })
  it('checks an e-mail only when given', () => {
    expect(validateFeedback({ ...valid, email: 'ravi@' }).email).toBe('format')
    expect(validateFeedback({ ...valid, email: 'ravi@example.in' }).email).toBeUndefined()
    expect(validateFeedback({ ...valid, name: 'n'.repeat(201) }).name).toBe('too-long')
  })
})

describe('outbox', () => {
  const entry = toEntry({ ...valid, name: ' Ravi ' }, 'e1', new Date('2026-11-21T10:00:00Z'), 'hi')

  it('maps an entry to the table row with its rating, page, language and client id', () => {
    expect(toFeedbackRow(entry)).toEqual({
      name: 'Ravi',
      email: null,
      message: valid.message,
      rating: 4,
      page: '/tools/gst-calculator',
      lang: 'hi',
      client_id: 'e1',
    })
    expect(toFeedbackRow({ ...entry, rating: 0, about: '' })).toMatchObject({ rating: null, page: null })
  })

  it('keeps a failed entry and removes a sent one', () => {
    const failed = afterAttempt([entry], 'e1', { sent: false, error: 'offline' })
    expect(failed).toEqual([{ ...entry, attempts: 1, lastError: 'offline' }])
    expect(afterAttempt(failed, 'e1', { sent: true })).toEqual([])
  })

  it('survives a damaged store', () => {
    expect(parseOutbox('not json')).toEqual([])
    expect(parseOutbox('{"a":1}')).toEqual([])
    expect(parseOutbox(JSON.stringify([entry, { id: 3 }, null]))).toEqual([entry])
  })
})
