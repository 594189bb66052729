// Feedback rules and the offline outbox as pure functions: what a valid entry is, how it is stored in the
// feedback table, and how the outbox list changes. The storage and the network live in outbox.ts.

export const MESSAGE_MIN = 10
export const MESSAGE_MAX = 2000
export const NAME_MAX = 200
export const EMAIL_MAX = 320

export type FeedbackInput = {
  name: string
  email: string
  rating: number | null
  message: string
  about: string
}
export type FeedbackErrors = Partial<
  Record<'name' | 'email' | 'rating' | 'message', 'required' | 'too-short' | 'too-long' | 'format' | 'range'>
>

export type OutboxEntry = {
  id: string
  createdAt: string
  name: string
  email: string
  rating: number
  message: string
  about: string
  lang: string
  attempts: number
  lastError?: string
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Everything wrong with the entry; empty when it may be sent. */
export function validateFeedback(input: FeedbackInput): FeedbackErrors {
  const errors: FeedbackErrors = {}
  if (input.name.trim().length > NAME_MAX) errors.name = 'too-long'
  const email = input.email.trim()
  if (email.length > EMAIL_MAX) errors.email = 'too-long'
  else if (email !== '' && !EMAIL.test(email)) errors.email = 'format'
  if (input.rating === null) errors.rating = 'required'
  else if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) errors.rating = 'range'
  const message = input.message.trim()
  if (message === '') errors.message = 'required'
  else if (message.length < MESSAGE_MIN) errors.message = 'too-short'
  else if (message.length > MESSAGE_MAX) errors.message = 'too-long'
  return errors
}

/** A new outbox entry from a valid input. */
export function toEntry(input: FeedbackInput, id: string, now: Date, lang: string): OutboxEntry {
  return {
    id,
    createdAt: now.toISOString(),
    name: input.name.trim(),
    email: input.email.trim(),
    rating: input.rating ?? 0,
    message: input.message.trim(),
    about: input.about.trim(),
    lang,
    attempts: 0,
  }
}

export type FeedbackRow = {
  name: string | null
  email: string | null
  message: string
  rating: number | null
  page: string | null
  lang: string
  client_id: string
}

/** The feedback table row (schemas/sql/0006): the entry id goes along so a retried send is stored once. */
export function toFeedbackRow(entry: OutboxEntry): FeedbackRow {
  return {
    name: entry.name || null,
    email: entry.email || null,
    message: entry.message,
    rating: entry.rating >= 1 && entry.rating <= 5 ? entry.rating : null,
    page: entry.about || null,
    lang: entry.lang === 'hi' ? 'hi' : 'en',
    client_id: entry.id,
  }
}

/** Parses the stored outbox; anything unreadable is skipped, never thrown. */
export function parseOutbox(raw: string | null): OutboxEntry[] {
  if (!raw) return []
  try {
    const list = JSON.parse(raw) as unknown
    if (!Array.isArray(list)) return []
    return list
      .filter(
        (e): e is OutboxEntry =>
          !!e &&
          typeof e === 'object' &&
          typeof (e as OutboxEntry).id === 'string' &&
          typeof (e as OutboxEntry).message === 'string' &&
          typeof (e as OutboxEntry).rating === 'number',
      )
      .map((e) => ({
        ...e,
        name: String(e.name ?? ''),
        email: String(e.email ?? ''),
        about: String(e.about ?? ''),
        lang: String(e.lang ?? 'en'),
        attempts: Number(e.attempts) || 0,
      }))
  } catch {
    return []
  }
}

/** The outbox after one send attempt of `id`: removed when sent, else kept with the error noted. */
export function afterAttempt(
  list: readonly OutboxEntry[],
  id: string,
  outcome: { sent: true } | { sent: false; error: string },
): OutboxEntry[] {
  if (outcome.sent) return list.filter((e) => e.id !== id)
  return list.map((e) => (e.id === id ? { ...e, attempts: e.attempts + 1, lastError: outcome.error } : e))
}
