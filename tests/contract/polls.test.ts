// Poll-maker tables (schemas/sql/0013_polls.sql) through supabase-js as the browser uses them, without login:
// one vote per device, tallies only the vote trigger writes, device ids unreadable, live results.
import type { RealtimeChannel } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonClient, boot, serviceClient, signedInUser } from './harness.ts'
import type { Booted } from './harness.ts'

let s: Booted
beforeAll(async () => {
  s = await boot()
}, 90_000)
afterAll(async () => {
  await s.stop()
})

let seq = 0
const pollId = () =>
  `Poll${process.pid}${Date.now() % 100000}${++seq}`.replace(/[^A-Za-z0-9]/g, '').slice(0, 16)
const device = (tag: string) => `device-${tag}-${process.pid}-0000000000`

async function createPoll(extra: Record<string, unknown> = {}) {
  const id = pollId()
  const { error } = await anonClient(s)
    .from('polls')
    .insert({
      id,
      question: 'Which colour for the new showroom?',
      options: ['Red', 'Blue', 'Green'],
      ...extra,
    })
  if (error) throw error
  return id
}

async function tally(id: string) {
  const { data, error } = await anonClient(s).from('polls').select('counts, voters').eq('id', id).single()
  if (error) throw error
  return data as { counts: number[]; voters: number }
}

describe('polls', () => {
  it('anyone creates a poll; the tallies start at zero whatever the client sends', async () => {
    const id = await createPoll({ counts: [50, 50, 50], voters: 150 })
    expect(await tally(id)).toEqual({ counts: [0, 0, 0], voters: 0 })
  })

  it('refuses bad polls: one option, repeated options, a closing time in the past', async () => {
    const anon = anonClient(s)
    const one = await anon.from('polls').insert({ id: pollId(), question: 'Q?', options: ['Only'] })
    expect(one.error?.code).toBe('22023')
    const same = await anon.from('polls').insert({ id: pollId(), question: 'Q?', options: ['Yes', ' yes '] })
    expect(same.error?.message).toBe('options must differ')
    const past = await anon
      .from('polls')
      .insert({ id: pollId(), question: 'Q?', options: ['A', 'B'], closes_at: '2020-01-01T00:00:00Z' })
    expect(past.error?.code).toBe('22023')
    const badId = await anon.from('polls').insert({ id: 'x; drop', question: 'Q?', options: ['A', 'B'] })
    expect(badId.error?.code).toBe('23514')
  })

  it('one vote per device, counted once; a second vote from the device is refused with 409', async () => {
    const id = await createPoll()
    const anon = anonClient(s)
    expect(
      (await anon.from('poll_votes').insert({ poll_id: id, device_id: device('a'), choices: [1] })).error,
    ).toBeNull()
    expect(
      (await anon.from('poll_votes').insert({ poll_id: id, device_id: device('b'), choices: [1] })).error,
    ).toBeNull()
    const again = await anon.from('poll_votes').insert({ poll_id: id, device_id: device('a'), choices: [2] })
    expect(again.status).toBe(409)
    expect(again.error?.code).toBe('23505')
    expect(await tally(id)).toEqual({ counts: [0, 2, 0], voters: 2 })
    const mine = await anon.rpc('poll_my_vote', { p_poll: id, p_device: device('a') })
    expect(mine.data).toEqual([1])
    const none = await anon.rpc('poll_my_vote', { p_poll: id, p_device: device('z') })
    expect(none.data).toBeNull()
  })

  it('checks choices against the poll: range, single choice, multiple choice, closed polls', async () => {
    const single = await createPoll()
    const anon = anonClient(s)
    const two = await anon
      .from('poll_votes')
      .insert({ poll_id: single, device_id: device('c'), choices: [0, 1] })
    expect(two.error?.code).toBe('AB203')
    const out = await anon
      .from('poll_votes')
      .insert({ poll_id: single, device_id: device('c'), choices: [3] })
    expect(out.error?.code).toBe('AB203')
    const missing = await anon
      .from('poll_votes')
      .insert({ poll_id: 'NoSuchPoll00', device_id: device('c'), choices: [0] })
    expect(missing.error?.code).toBe('AB201')

    const multi = await createPoll({ multiple: true })
    expect(
      (await anon.from('poll_votes').insert({ poll_id: multi, device_id: device('d'), choices: [0, 2] }))
        .error,
    ).toBeNull()
    const dup = await anon
      .from('poll_votes')
      .insert({ poll_id: multi, device_id: device('e'), choices: [2, 2] })
    expect(dup.error?.code).toBe('AB203')
    expect(await tally(multi)).toEqual({ counts: [1, 0, 1], voters: 1 })

    await serviceClient(s).from('polls').update({ closes_at: '2020-01-01T00:00:00Z' }).eq('id', multi)
    const late = await anon
      .from('poll_votes')
      .insert({ poll_id: multi, device_id: device('f'), choices: [0] })
    expect(late.error?.code).toBe('AB202')
  })

  it('nobody reads votes or device ids, and nobody rewrites a tally or deletes a poll', async () => {
    const id = await createPoll()
    const anon = anonClient(s)
    await anon.from('poll_votes').insert({ poll_id: id, device_id: device('secret'), choices: [0] })
    // No role but the operator's may read votes at all (0021_grants: insert only).
    const read = await anon.from('poll_votes').select('*').eq('poll_id', id)
    expect([read.data, read.error?.code, read.status]).toEqual([null, '42501', 401])
    const user = await signedInUser(s, 'poll')
    const userRead = await user.c.from('poll_votes').select('device_id')
    expect([userRead.data, userRead.error?.code, userRead.status]).toEqual([null, '42501', 403])
    await anon
      .from('polls')
      .update({ counts: [99, 0, 0] })
      .eq('id', id)
    await user.c.from('polls').update({ voters: 99 }).eq('id', id)
    await anon.from('polls').delete().eq('id', id)
    expect(await tally(id)).toEqual({ counts: [1, 0, 0], voters: 1 })
    const admin = await serviceClient(s).from('poll_votes').select('device_id').eq('poll_id', id)
    expect(admin.data).toEqual([{ device_id: device('secret') }])
  })

  it('results are live: an anonymous subscriber hears each vote as an UPDATE of the poll row', async () => {
    const id = await createPoll()
    const watcher = anonClient(s)
    const seen: { counts: number[]; voters: number }[] = []
    let channel!: RealtimeChannel
    await new Promise<void>((resolve, reject) => {
      channel = watcher
        .channel(`poll-${id}`)
        .on(
          'postgres_changes',
          { event: 'UPDATE', schema: 'public', table: 'polls', filter: `id=eq.${id}` },
          (p) => seen.push(p.new as { counts: number[]; voters: number }),
        )
        .subscribe((status, err) => {
          if (status === 'SUBSCRIBED') resolve()
          else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status))
        })
    })
    const other = await createPoll()
    const anon = anonClient(s)
    await anon.from('poll_votes').insert({ poll_id: other, device_id: device('o'), choices: [0] })
    await anon.from('poll_votes').insert({ poll_id: id, device_id: device('g'), choices: [2] })
    await anon.from('poll_votes').insert({ poll_id: id, device_id: device('h'), choices: [0] })
    const end = Date.now() + 3000
    while (seen.length < 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 20))
    expect(seen.map((r) => [r.counts, r.voters])).toEqual([
      [[0, 0, 1], 1],
      [[1, 0, 1], 2],
    ])
    await watcher.removeChannel(channel)
  })
})
