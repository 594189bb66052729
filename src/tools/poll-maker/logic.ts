// Poll maker rules: the draft's checks (the same limits the polls table enforces, so the server never has
// to refuse what the form allowed), poll ids and links, vote choices and how tallies become percentages.

export const LIMITS = { question: 300, option: 100, minOptions: 2, maxOptions: 20, maxDays: 90 } as const

export type PollDraft = {
  question: string
  options: string[]
  multiple: boolean
  /** datetime-local text ("2026-11-21T18:30"), or '' for a poll that stays open. */
  closesAt: string
}

export type DraftIssue =
  | 'questionEmpty'
  | 'questionLong'
  | 'optionLong'
  | 'optionRepeated'
  | 'tooFewOptions'
  | 'closesInvalid'
  | 'closesPast'
  | 'closesFar'

export type DraftCheck = {
  question?: DraftIssue
  /** Problem of each option by its index in the draft. */
  options: Partial<Record<number, DraftIssue>>
  list?: DraftIssue
  closesAt?: DraftIssue
}

/** The options that count: trimmed, empty rows dropped. */
export function filledOptions(draft: PollDraft): string[] {
  return draft.options.map((o) => o.trim()).filter((o) => o !== '')
}

/** Parses a datetime-local value as local time; null when it is not one. */
export function parseLocalDateTime(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text.trim())
  if (!m) return null
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number]
  const date = new Date(y, mo - 1, d, h, mi)
  return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d ? date : null
}

export function checkDraft(draft: PollDraft, now: Date): DraftCheck {
  const check: DraftCheck = { options: {} }
  const question = draft.question.trim()
  if (!question) check.question = 'questionEmpty'
  else if ([...question].length > LIMITS.question) check.question = 'questionLong'
  const seen = new Set<string>()
  draft.options.forEach((raw, i) => {
    const text = raw.trim()
    if (!text) return
    if ([...text].length > LIMITS.option) check.options[i] = 'optionLong'
    else if (seen.has(text.toLowerCase())) check.options[i] = 'optionRepeated'
    seen.add(text.toLowerCase())
  })
  if (filledOptions(draft).length < LIMITS.minOptions) check.list = 'tooFewOptions'
  if (draft.closesAt.trim()) {
    const at = parseLocalDateTime(draft.closesAt)
    if (!at) check.closesAt = 'closesInvalid'
    else if (at.getTime() <= now.getTime() + 60_000) check.closesAt = 'closesPast'
    else if (at.getTime() > now.getTime() + LIMITS.maxDays * 86_400_000) check.closesAt = 'closesFar'
  }
  return check
}

export function draftIsValid(check: DraftCheck): boolean {
  return !check.question && !check.list && !check.closesAt && Object.keys(check.options).length === 0
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
const UNBIASED = Math.floor(256 / ALPHABET.length) * ALPHABET.length

/** A 12-character poll id from random bytes (57 letters and digits, no look-alikes such as 0/O or 1/l: ~70 bits). */
export function pollIdFrom(bytes: Uint8Array): string {
  let id = ''
  for (const b of bytes) {
    // Rejection sampling keeps every character equally likely.
    if (b >= UNBIASED) continue
    id += ALPHABET[b % ALPHABET.length]
    if (id.length === 12) return id
  }
  throw new Error('not enough random bytes')
}

const POLL_ID = /^[A-Za-z0-9]{10,16}$/

/** The poll id in a link's ?p=, or null when there is none or it is malformed. */
export function pollIdFromSearch(search: string): string | null {
  const id = new URLSearchParams(search).get('p')
  return id && POLL_ID.test(id) ? id : null
}

export function pollLink(origin: string, id: string): string {
  return `${origin}/tools/poll-maker?p=${id}`
}

export type Poll = {
  id: string
  question: string
  options: string[]
  multiple: boolean
  closesAt: Date | null
  counts: number[]
  voters: number
}

/** A polls row from the backend, checked; null when it is not a usable poll. */
export function pollFromRow(row: unknown): Poll | null {
  if (typeof row !== 'object' || row === null) return null
  const r = row as Record<string, unknown>
  const options = r.options
  const counts = r.counts
  if (typeof r.id !== 'string' || typeof r.question !== 'string') return null
  if (!Array.isArray(options) || !options.every((o) => typeof o === 'string')) return null
  if (
    !Array.isArray(counts) ||
    counts.length !== options.length ||
    !counts.every((c) => Number.isInteger(c))
  ) {
    return null
  }
  const closes = typeof r.closes_at === 'string' ? new Date(r.closes_at) : null
  return {
    id: r.id,
    question: r.question,
    options: options as string[],
    multiple: r.multiple === true,
    closesAt: closes && !Number.isNaN(closes.getTime()) ? closes : null,
    counts: counts as number[],
    voters: typeof r.voters === 'number' ? r.voters : 0,
  }
}

export function isClosed(poll: Pick<Poll, 'closesAt'>, now: Date): boolean {
  return poll.closesAt !== null && poll.closesAt.getTime() <= now.getTime()
}

/** The choices to send: one for a single-choice poll, the distinct picked ones otherwise; null if none. */
export function voteChoices(
  picked: readonly number[],
  multiple: boolean,
  optionCount: number,
): number[] | null {
  const valid = [...new Set(picked)]
    .filter((i) => Number.isInteger(i) && i >= 0 && i < optionCount)
    .sort((a, b) => a - b)
  if (valid.length === 0) return null
  return multiple ? valid : [valid[0]!]
}

export type TallyRow = { label: string; count: number; percent: number; leading: boolean }

/**
 * Percentages of each option. Single choice: shares of all votes, rounded by largest remainder so they add
 * up to exactly 100. Multiple choice: share of voters who picked the option (these need not add to 100).
 */
export function tallyRows(
  options: readonly string[],
  counts: readonly number[],
  voters: number,
  multiple: boolean,
): TallyRow[] {
  const total = multiple ? voters : counts.reduce((a, b) => a + b, 0)
  const max = Math.max(0, ...counts)
  let percents: number[]
  if (total <= 0) percents = counts.map(() => 0)
  else if (multiple) percents = counts.map((c) => Math.round((c * 100) / total))
  else {
    const exact = counts.map((c) => (c * 100) / total)
    percents = exact.map(Math.floor)
    let left = 100 - percents.reduce((a, b) => a + b, 0)
    const order = exact
      .map((e, i) => [e - Math.floor(e), i] as const)
      .sort((a, b) => b[0] - a[0] || a[1] - b[1])
    for (const [, i] of order) {
      if (left <= 0) break
      percents[i]! += 1
      left -= 1
    }
  }
  return options.map((label, i) => ({
    label,
    count: counts[i] ?? 0,
    percent: percents[i] ?? 0,
    leading: max > 0 && counts[i] === max,
  }))
}

/** A show-of-hands counter step that never goes below zero. */
export function bump(counts: readonly number[], index: number, delta: 1 | -1): number[] {
  return counts.map((c, i) => (i === index ? Math.max(0, c + delta) : c))
}
