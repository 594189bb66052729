// The feedback outbox: every entry is written to localStorage first and removed only after the server
// accepted it, so feedback written offline (or when the send fails) is never lost. Sending is a plain
// REST insert with the public anon key (RLS allows anon inserts): no supabase-js on this public page.
import { useSyncExternalStore } from 'react'
import { readLocal, writeLocal } from '@/lib/local-store'
import { supabaseUrl } from '@/lib/supabase'
import { afterAttempt, parseOutbox, toFeedbackRow, type OutboxEntry } from './domain/feedback'

const KEY = 'feedback.outbox'
// Right after the 'online' event the first request can still fail; try again, backing off to 5 minutes.
const RETRY_FIRST_MS = 2_000
const RETRY_MAX_MS = 5 * 60_000
const listeners = new Set<() => void>()
let snapshot: OutboxEntry[] | null = null
let flushing: Promise<void> | null = null
let started = false
let retryTimer: ReturnType<typeof setTimeout> | null = null
let retryDelay = RETRY_FIRST_MS

function read(): OutboxEntry[] {
  snapshot ??= parseOutbox(readLocal(KEY))
  return snapshot
}

function write(list: OutboxEntry[]): void {
  snapshot = list
  writeLocal(KEY, JSON.stringify(list))
  listeners.forEach((notify) => notify())
}

/** Entries still waiting to be sent (oldest first). */
export function pendingFeedback(): readonly OutboxEntry[] {
  return read()
}

type Outcome = { sent: true } | { sent: false; error: string; network: boolean }

async function send(entry: OutboxEntry): Promise<Outcome> {
  const key = (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined) ?? ''
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Prefer: 'return=minimal' }
  if (key) {
    headers.apikey = key
    headers.Authorization = `Bearer ${key}`
  }
  try {
    const response = await fetch(`${supabaseUrl()}/rest/v1/feedback`, {
      method: 'POST',
      headers,
      body: JSON.stringify(toFeedbackRow(entry)),
    })
    // 409: this entry's client_id is stored already — an earlier attempt got through unheard.
    if (response.ok || response.status === 409) return { sent: true }
    return { sent: false, error: `HTTP ${response.status}`, network: response.status >= 500 }
  } catch (e) {
    return { sent: false, error: e instanceof Error ? e.message : 'network', network: true }
  }
}

function scheduleRetry(): void {
  if (retryTimer !== null || typeof window === 'undefined') return
  retryTimer = setTimeout(() => {
    retryTimer = null
    void flushFeedbackOutbox()
  }, retryDelay)
  retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS)
}

async function flushNow(): Promise<void> {
  // Another tab may have sent or added entries since this tab last looked.
  snapshot = null
  for (const entry of [...read()]) {
    if (typeof navigator !== 'undefined' && !navigator.onLine) return
    const outcome = await send(entry)
    // Re-read: another tab (or an enqueue during the await) may have changed the list meanwhile.
    snapshot = null
    write(
      afterAttempt(read(), entry.id, outcome.sent ? { sent: true } : { sent: false, error: outcome.error }),
    )
    if (!outcome.sent && outcome.network) {
      // Offline again: the 'online' event will call back. Online but unreachable: retry on a timer.
      if (typeof navigator === 'undefined' || navigator.onLine) scheduleRetry()
      return
    }
    if (outcome.sent) retryDelay = RETRY_FIRST_MS
  }
}

/** Sends what is waiting; one run at a time per tab, and one tab after another when Web Locks are available. */
export function flushFeedbackOutbox(): Promise<void> {
  flushing ??= (async () => {
    try {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
      if (locks) await locks.request('autobahi-feedback-outbox', () => flushNow())
      else await flushNow()
    } finally {
      flushing = null
    }
  })()
  return flushing
}

/** Saves an entry on this device, then tries to send it; resolves true when it reached the server. */
export async function submitFeedback(entry: OutboxEntry): Promise<boolean> {
  write([...read(), entry])
  await flushFeedbackOutbox()
  return !read().some((e) => e.id === entry.id)
}

/** Sends waiting feedback now and whenever the browser comes back online; safe to call more than once. */
export function startFeedbackOutbox(): void {
  if (started || typeof window === 'undefined') return
  started = true
  window.addEventListener('online', () => void flushFeedbackOutbox())
  // Another tab changed the outbox: drop the cached copy so the count follows.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.endsWith(KEY)) {
      snapshot = null
      listeners.forEach((notify) => notify())
    }
  })
  if (read().length > 0) void flushFeedbackOutbox()
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify)
  return () => listeners.delete(notify)
}

const none: OutboxEntry[] = []

/** The waiting entries; re-renders when the outbox changes. */
export function useFeedbackOutbox(): readonly OutboxEntry[] {
  return useSyncExternalStore(subscribe, read, () => none)
}
