// The poll maker's backend calls (schemas/sql/0013_polls.sql) through the shared Supabase client, loaded
// only when a poll is shared or opened. Each failure is reduced to a reason the screen can word.
import { deviceId, getSupabase } from '@/lib/supabase'
import type { Poll } from './logic'
import { pollFromRow } from './logic'

export type ApiFailure = 'offline' | 'notFound' | 'closed' | 'alreadyVoted' | 'failed'

const COLUMNS = 'id, question, options, multiple, closes_at, counts, voters'

function failure(error: { code?: string } | null): ApiFailure {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return 'offline'
  switch (error?.code) {
    case '23505':
      return 'alreadyVoted'
    case 'AB201':
      return 'notFound'
    case 'AB202':
      return 'closed'
    default:
      return 'failed'
  }
}

export async function createPoll(input: {
  id: string
  question: string
  options: string[]
  multiple: boolean
  closesAt: Date | null
}): Promise<{ ok: true } | { ok: false; reason: ApiFailure }> {
  try {
    const db = await getSupabase()
    const { error } = await db.from('polls').insert({
      id: input.id,
      question: input.question,
      options: input.options,
      multiple: input.multiple,
      closes_at: input.closesAt?.toISOString() ?? null,
    })
    return error ? { ok: false, reason: failure(error) } : { ok: true }
  } catch {
    return { ok: false, reason: failure(null) }
  }
}

/** The poll and this device's earlier vote (null when it has not voted). */
export async function loadPoll(
  id: string,
): Promise<{ ok: true; poll: Poll; mine: number[] | null } | { ok: false; reason: ApiFailure }> {
  try {
    const db = await getSupabase()
    const [row, mine] = await Promise.all([
      db.from('polls').select(COLUMNS).eq('id', id).maybeSingle(),
      db.rpc('poll_my_vote', { p_poll: id, p_device: deviceId() }),
    ])
    if (row.error) return { ok: false, reason: failure(row.error) }
    const poll = pollFromRow(row.data)
    if (!poll) return { ok: false, reason: 'notFound' }
    const choices = Array.isArray(mine.data) ? (mine.data as number[]) : null
    return { ok: true, poll, mine: choices }
  } catch {
    return { ok: false, reason: failure(null) }
  }
}

export async function castVote(
  id: string,
  choices: number[],
): Promise<{ ok: true } | { ok: false; reason: ApiFailure }> {
  try {
    const db = await getSupabase()
    const { error } = await db.from('poll_votes').insert({ poll_id: id, device_id: deviceId(), choices })
    return error ? { ok: false, reason: failure(error) } : { ok: true }
  } catch {
    return { ok: false, reason: failure(null) }
  }
}

/** Calls back with the poll each time a vote changes its tallies; returns the unsubscribe. */
export function watchPoll(id: string, onChange: (poll: Poll) => void): () => void {
  let stop = () => {}
  let stopped = false
  void getSupabase().then((db) => {
    if (stopped) return
    const channel = db
      .channel(`poll-${id}`)
      .on(
        'postgres_changes',
        { event: 'UPDATE', schema: 'public', table: 'polls', filter: `id=eq.${id}` },
        (p) => {
          const poll = pollFromRow(p.new)
          if (poll) onChange(poll)
        },
      )
      .subscribe()
    stop = () => void db.removeChannel(channel)
  })
  return () => {
    stopped = true
    stop()
  }
}
