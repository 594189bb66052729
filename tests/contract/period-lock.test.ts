// The period lock on the server (0027, research/modules.md §2.5): no voucher is posted or cancelled on or
// before the company's settings.period_lock_date, none is posted dated after today in India. sync_push answers
// such a row per row in `refused` with the reason (period_locked, future_date) and writes the rest of the
// batch; a direct write fails with AB411. Runs on both backends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settingsDoc, voucherDoc } from './documents.ts'
import { boot, serviceClient, signedInUser } from './harness.ts'
import type { Booted, SignedIn } from './harness.ts'

let s: Booted
let dealer: SignedIn
let settingsRev = 1
beforeAll(async () => {
  s = await boot()
  dealer = await signedInUser(s, 'lock')
  const first = await dealer.c.rpc('push_settings', {
    rows: [{ new: settingsDoc(dealer.id, 1, { period_lock_date: '2025-09-30' }), assumed: null }],
  })
  expect(first.error).toBeNull()
}, 90_000)
afterAll(async () => {
  await s.stop()
})

type Answer = {
  conflicts: Record<string, unknown>[]
  refused: { id: string; reason: string }[]
  clashes: unknown[]
}
const push = async (
  u: SignedIn,
  rows: { new: Record<string, unknown>; assumed: { rev: number } | null }[],
) => {
  const r = await u.c.rpc('push_vouchers', { rows })
  expect(r.error).toBeNull()
  return r.data as Answer
}
const stored = async (id: string) =>
  (await serviceClient(s).from('vouchers').select('*').eq('id', id).maybeSingle()).data as Record<
    string,
    unknown
  > | null

let seq = 0
const posted = (id: string, docDate: string, rev = 1, patch: Record<string, unknown> = {}) =>
  voucherDoc(id, rev, {
    status: 'posted',
    number: `RVLCK/2526/${String(++seq).padStart(4, '0')}`,
    doc_date: docDate,
    posted_at: 5,
    ...patch,
  })

async function lockUpTo(date: string, u = dealer) {
  const r = await u.c.rpc('push_settings', {
    rows: [
      { new: settingsDoc(u.id, settingsRev + 1, { period_lock_date: date }), assumed: { rev: settingsRev } },
    ],
  })
  expect(r.error).toBeNull()
  expect(r.data).toMatchObject({ conflicts: [], refused: [] })
  settingsRev++
}

/** Today in India, yyyy-mm-dd, shifted by `days`. */
function indiaDay(days = 0): string {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10)
}

describe('the period lock', () => {
  it('refuses a voucher posted on or before the lock date, per row; the rest of the batch is written', async () => {
    const answer = await push(dealer, [
      { new: posted('pl-on', '2025-09-30'), assumed: null },
      { new: voucherDoc('pl-draft', 1, { doc_date: '2025-09-01' }), assumed: null },
      { new: posted('pl-after', '2025-10-01'), assumed: null },
    ])
    expect(answer).toEqual({
      conflicts: [],
      refused: [{ id: 'pl-on', reason: 'period_locked' }],
      clashes: [],
    })
    expect(await stored('pl-on')).toBeNull()
    expect(await stored('pl-draft')).toMatchObject({ status: 'draft', doc_date: '2025-09-01' })
    expect(await stored('pl-after')).toMatchObject({ status: 'posted' })
  })

  it('refuses posting a stored draft dated in the locked period; the draft stays', async () => {
    const answer = await push(dealer, [{ new: posted('pl-draft', '2025-09-01', 2), assumed: { rev: 1 } }])
    expect(answer.refused).toEqual([{ id: 'pl-draft', reason: 'period_locked' }])
    expect(answer.conflicts).toEqual([])
    expect(await stored('pl-draft')).toMatchObject({ status: 'draft', rev: 1 })
    // Re-dated after the lock, it posts.
    expect(await push(dealer, [{ new: posted('pl-draft', '2025-10-02', 2), assumed: { rev: 1 } }])).toEqual({
      conflicts: [],
      refused: [],
      clashes: [],
    })
  })

  it('refuses cancelling a voucher once the lock covers it; its print count still changes', async () => {
    const doc = posted('pl-cancel', '2025-10-05')
    await push(dealer, [{ new: doc, assumed: null }])
    await lockUpTo('2025-10-31')
    const cancel = { ...doc, rev: 2, status: 'cancelled', cancel: { at: 9, reason: 'Entered twice' } }
    const answer = await push(dealer, [{ new: cancel, assumed: { rev: 1 } }])
    expect(answer.refused).toEqual([{ id: 'pl-cancel', reason: 'period_locked' }])
    expect(await stored('pl-cancel')).toMatchObject({ status: 'posted', rev: 1 })
    const printed = await push(dealer, [{ new: { ...doc, rev: 2, print_count: 1 }, assumed: { rev: 1 } }])
    expect(printed).toEqual({ conflicts: [], refused: [], clashes: [] })
    // Cancelled straight away on a device offline (it never reached the server posted): refused the same.
    const both = await push(dealer, [
      {
        new: posted('pl-new-cancelled', '2025-10-10', 1, { status: 'cancelled', cancel: { at: 1 } }),
        assumed: null,
      },
    ])
    expect(both.refused).toEqual([{ id: 'pl-new-cancelled', reason: 'period_locked' }])
  })

  it('refuses a voucher posted dated after today in India, not one dated today', async () => {
    const answer = await push(dealer, [
      { new: posted('pl-tomorrow', indiaDay(1), 1, { fy: '2627' }), assumed: null },
      { new: posted('pl-today', indiaDay(0), 1, { fy: '2627' }), assumed: null },
      { new: voucherDoc('pl-future-draft', 1, { doc_date: indiaDay(30) }), assumed: null },
    ])
    expect(answer.refused).toEqual([{ id: 'pl-tomorrow', reason: 'future_date' }])
    expect(await stored('pl-today')).toMatchObject({ status: 'posted' })
    expect(await stored('pl-future-draft')).toMatchObject({ status: 'draft' })
  })

  it('a direct write is refused with AB411', async () => {
    const { error } = await dealer.c.from('vouchers').insert(posted('pl-rest', '2025-10-15'))
    expect(error).toMatchObject({
      code: 'AB411',
      message: 'period_locked',
      hint: 'period_lock_date=2025-10-31',
    })
  })

  it("is the company's own: another company posts in its own open period", async () => {
    const other = await signedInUser(s, 'lock-other')
    expect((await push(other, [{ new: posted('pl-other', '2025-09-01'), assumed: null }])).refused).toEqual(
      [],
    )
  })

  it('a device on an older build, whose settings lack the lock date, leaves it as it was', async () => {
    const { period_lock_date: _none, ...old } = settingsDoc(dealer.id, settingsRev + 1, {
      company_name: 'Om Motors',
    }) as Record<string, unknown>
    void _none
    const r = await dealer.c.rpc('push_settings', { rows: [{ new: old, assumed: { rev: settingsRev } }] })
    expect(r.data).toMatchObject({ conflicts: [], refused: [] })
    settingsRev++
    const { data } = await dealer.c.from('settings').select('company_name, period_lock_date').single()
    expect(data).toEqual({ company_name: 'Om Motors', period_lock_date: '2025-10-31' })
  })

  it('takes a date or nothing', async () => {
    for (const bad of ['31-10-2025', '2025-02-30', 'soon']) {
      const r = await dealer.c.rpc('push_settings', {
        rows: [
          {
            new: settingsDoc(dealer.id, settingsRev + 1, { period_lock_date: bad }),
            assumed: { rev: settingsRev },
          },
        ],
      })
      expect(r.error, bad).not.toBeNull()
    }
    await lockUpTo('')
    expect((await push(dealer, [{ new: posted('pl-open', '2025-04-01'), assumed: null }])).refused).toEqual(
      [],
    )
  })
})
