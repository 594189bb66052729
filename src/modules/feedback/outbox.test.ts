import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toEntry, type OutboxEntry } from './domain/feedback'

const KEY = 'autobahi.feedback.outbox'
let store: Map<string, string>
let online: boolean
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<{ ok: boolean; status: number }>>()

const entry = (id: string): OutboxEntry =>
  toEntry(
    { name: '', email: '', rating: 5, message: `Feedback number ${id}, long enough.`, about: 'general' },
    id,
    new Date('2026-11-21T10:00:00Z'),
    'en',
  )

async function load() {
  vi.resetModules()
  return import('./outbox')
}

beforeEach(() => {
  // The retry timer of a failed send must not fire into a later test.
  vi.useFakeTimers()
  store = new Map()
  online = true
  fetchMock.mockReset()
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  })
  vi.stubGlobal('navigator', {
    get onLine() {
      return online
    },
  })
  vi.stubGlobal('window', { location: { origin: 'http://127.0.0.1:9' }, addEventListener: () => undefined })
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.clearAllTimers()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('feedback outbox', () => {
  it('sends at once when online and leaves nothing behind', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 201 })
    const outbox = await load()
    expect(await outbox.submitFeedback(entry('a'))).toBe(true)
    expect(outbox.pendingFeedback()).toEqual([])
    expect(JSON.parse(store.get(KEY) ?? 'null')).toEqual([])
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('http://127.0.0.1:9/rest/v1/feedback')
    expect(JSON.parse(String(init?.body))).toMatchObject({
      rating: 5,
      client_id: 'a',
      message: 'Feedback number a, long enough.',
    })
  })

  it('takes a 409 (this client_id is stored already) as sent', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 409 })
    const outbox = await load()
    expect(await outbox.submitFeedback(entry('dup'))).toBe(true)
    expect(outbox.pendingFeedback()).toEqual([])
  })

  it('keeps the entry offline without trying the network, and sends it later', async () => {
    online = false
    const outbox = await load()
    expect(await outbox.submitFeedback(entry('b'))).toBe(false)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(JSON.parse(store.get(KEY) ?? '[]')).toHaveLength(1)

    online = true
    fetchMock.mockResolvedValue({ ok: true, status: 201 })
    await outbox.flushFeedbackOutbox()
    expect(outbox.pendingFeedback()).toEqual([])
  })

  it('keeps an entry the network failed on and notes the error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const outbox = await load()
    expect(await outbox.submitFeedback(entry('c'))).toBe(false)
    expect(outbox.pendingFeedback()).toMatchObject([{ id: 'c', attempts: 1, lastError: 'Failed to fetch' }])
    // Online but unreachable: it tries again by itself.
    fetchMock.mockResolvedValue({ ok: true, status: 201 })
    await vi.advanceTimersByTimeAsync(2_000)
    expect(outbox.pendingFeedback()).toEqual([])
  })

  it('survives a reload: a new page finds what the last one left', async () => {
    store.set(KEY, JSON.stringify([entry('d'), entry('e')]))
    fetchMock
      .mockResolvedValueOnce({ ok: false, status: 400 })
      .mockResolvedValueOnce({ ok: true, status: 201 })
    const outbox = await load()
    await outbox.flushFeedbackOutbox()
    // A refused entry is kept (never lost) and does not block the next one.
    expect(outbox.pendingFeedback().map((e) => [e.id, e.lastError])).toEqual([['d', 'HTTP 400']])
  })
})
