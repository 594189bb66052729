// The books on the server (0026): a voucher's write needs the feature of its type; a posted voucher changes
// only by cancellation, e-invoice, delivery, ITC reversal, a debit note's supplier credit note, cheque status or
// print count, and any other change of it (a stale device's edit, a soft delete) comes back per row as a conflict
// with the stored row, the rest of the batch written; it is never deleted; numbers are unique per company and year, a supplier's bill number per supplier and year.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VOUCHER_TYPE_DEFS } from '../../schemas/voucher-types.ts'
import { voucherDoc } from './documents.ts'
import { boot, serviceClient, signedInUser } from './harness.ts'
import type { Booted, SignedIn } from './harness.ts'

let s: Booted
let dealer: SignedIn
beforeAll(async () => {
  s = await boot()
  dealer = await signedInUser(s, 'books')
}, 90_000)
afterAll(async () => {
  await s.stop()
})

const push = async (
  u: SignedIn,
  rows: { new: Record<string, unknown>; assumed: { rev: number } | null }[],
) => {
  const r = await u.c.rpc('push_vouchers', { rows })
  expect(r.error).toBeNull()
  return r.data as {
    conflicts: Record<string, unknown>[]
    refused: { id: string; reason: string }[]
    clashes: { id: string; columns: string[] }[]
  }
}
const stored = async (id: string) =>
  (await serviceClient(s).from('vouchers').select('*').eq('id', id).single()).data as Record<string, unknown>

const posted = (id: string, rev: number, patch: Record<string, unknown> = {}) =>
  voucherDoc(id, rev, {
    status: 'posted',
    number: `RVD86/2526/${id.slice(-4).padStart(4, '0')}`,
    posted_at: 5,
    ...patch,
  })

describe('vouchers', () => {
  it("the server's feature of each voucher type is the one the app declares", async () => {
    for (const [type, def] of Object.entries(VOUCHER_TYPE_DEFS)) {
      const r = await dealer.c.rpc('voucher_module', { type })
      expect(r.error).toBeNull()
      expect(r.data, type).toBe(def.feature)
    }
  })

  it('a write needs the feature of the voucher type: receipts for a receipt, journal entries for a journal', async () => {
    const clerk = await signedInUser(s, 'books-clerk')
    await serviceClient(s)
      .from('users')
      .update({ access: { journal_entry: 'full' } })
      .eq('id', clerk.id)
    const answer = await push(clerk, [
      { new: voucherDoc('vt-rcpt', 1), assumed: null },
      { new: voucherDoc('vt-jv', 1, { type: 'jv', series: 'JV', payment: null }), assumed: null },
    ])
    expect(answer.refused).toEqual([{ id: 'vt-rcpt', reason: 'no_write_access' }])
    expect(await stored('vt-jv')).toMatchObject({ type: 'jv', owner: clerk.id })
  })

  it('a posted voucher refuses any other change, per row, and the rest of the batch is written', async () => {
    expect((await push(dealer, [{ new: posted('v0001', 1), assumed: null }])).conflicts).toEqual([])
    const edit = await push(dealer, [
      { new: posted('v0001', 2, { totals: { grand_total: 1 } }), assumed: { rev: 1 } },
      { new: voucherDoc('v0002', 1), assumed: null },
    ])
    expect(edit.conflicts).toHaveLength(1)
    expect(edit.conflicts[0]).toMatchObject({ id: 'v0001', rev: 1, totals: { grand_total: 150_000_00 } })
    expect(await stored('v0002')).toMatchObject({ status: 'draft' })
    // A soft delete is a change too; a REST delete finds nothing it may remove.
    const gone = await push(dealer, [{ new: posted('v0001', 2, { _deleted: true }), assumed: { rev: 1 } }])
    expect(gone.conflicts).toMatchObject([{ id: 'v0001', _deleted: false }])
    await dealer.c.from('vouchers').delete().eq('id', 'v0001')
    expect(await stored('v0001')).toMatchObject({ status: 'posted' })
  })

  it('what the law lets change: the print count, the e-invoice, the cheque status, and cancellation once', async () => {
    let rev = 1
    const step = async (patch: Record<string, unknown>) => {
      const answer = await push(dealer, [{ new: posted('v0003', rev + 1, patch), assumed: { rev } }])
      if (answer.conflicts.length === 0) rev++
      return answer.conflicts
    }
    await push(dealer, [
      {
        new: posted('v0003', 1, { payment: { ...voucherDoc('x', 1).payment, mode: 'cheque' } }),
        assumed: null,
      },
    ])
    const cheque = { ...voucherDoc('x', 1).payment, mode: 'cheque' }
    expect(await step({ payment: cheque, print_count: 1 })).toEqual([])
    expect(await step({ payment: { ...cheque, cheque_status: 'bounced' }, print_count: 1 })).toEqual([])
    expect(
      await step({ payment: { ...cheque, amount: 1, cheque_status: 'bounced' }, print_count: 1 }),
    ).toHaveLength(1)
    const cancel = { at: 9, reason: 'Entered twice' }
    expect(
      await step({ payment: { ...cheque, cheque_status: 'bounced' }, print_count: 1, status: 'cancelled' }),
    ).toHaveLength(1)
    expect(
      await step({
        payment: { ...cheque, cheque_status: 'bounced' },
        print_count: 1,
        status: 'cancelled',
        cancel,
      }),
    ).toEqual([])
    expect(
      await step({
        payment: { ...cheque, cheque_status: 'bounced' },
        print_count: 1,
        status: 'posted',
        cancel,
      }),
    ).toHaveLength(1)
    expect(await stored('v0003')).toMatchObject({ status: 'cancelled', number: 'RVD86/2526/0003', cancel })
  })

  it('a posted invoice takes its delivery once and a credit note its ITC reversal; a delivery is never rewritten', async () => {
    let rev = 1
    const step = async (patch: Record<string, unknown>) => {
      const answer = await push(dealer, [{ new: posted('v0009', rev + 1, patch), assumed: { rev } }])
      if (answer.conflicts.length === 0) rev++
      return answer.conflicts
    }
    await push(dealer, [{ new: posted('v0009', 1, { details: { RTO: 'MH12' } }), assumed: null }])
    const delivery = { at: 1_763_800_000_000, odometer: 12, gate_pass_no: 'GP-1', checklist: ['Tools'] }
    expect(await step({ details: { RTO: 'MH12' }, delivery })).toEqual([])
    expect(await step({ details: { RTO: 'MH12' }, delivery, itc_reversal: { status: 'accepted' } })).toEqual(
      [],
    )
    expect(await step({ details: { RTO: 'MH14' }, delivery })).toHaveLength(1)
    expect(await step({ details: { RTO: 'MH12' }, delivery: { ...delivery, odometer: 99 } })).toHaveLength(1)
    expect(await step({ details: { RTO: 'MH12' }, delivery: null })).toHaveLength(1)
    expect(await stored('v0009')).toMatchObject({ delivery, itc_reversal: { status: 'accepted' } })
  })

  it('a posted debit note takes the supplier’s credit note once; it is never rewritten, and no other voucher takes one', async () => {
    const note = (rev: number, patch: Record<string, unknown> = {}) =>
      posted('v0011', rev, { type: 'ppret', series: 'WD', payment: null, party_id: 'sup-1', ...patch })
    await push(dealer, [{ new: note(1), assumed: null }])
    const cn = { no: 'CN/2526/41', date: '2025-11-20', at: 1_763_900_000_000 }
    expect(
      (await push(dealer, [{ new: note(2, { supplier_cn: cn }), assumed: { rev: 1 } }])).conflicts,
    ).toEqual([])
    const rewrite = await push(dealer, [
      { new: note(3, { supplier_cn: { ...cn, no: 'CN/2526/42' } }), assumed: { rev: 2 } },
    ])
    expect(rewrite.conflicts).toHaveLength(1)
    expect(await stored('v0011')).toMatchObject({ supplier_cn: cn })
    // A receipt has no supplier to answer it.
    await push(dealer, [{ new: posted('v0012', 1), assumed: null }])
    const wrong = await push(dealer, [{ new: posted('v0012', 2, { supplier_cn: cn }), assumed: { rev: 1 } }])
    expect(wrong.conflicts).toHaveLength(1)
    expect((await stored('v0012')).supplier_cn).toBeNull()
  })

  it('a number is taken once per company and year; a supplier bill once per supplier and year', async () => {
    await push(dealer, [{ new: posted('v0004', 1, { number: 'RVD86/2526/0100' }), assumed: null }])
    const again = await push(dealer, [
      { new: posted('v0005', 1, { number: 'RVD86/2526/0100' }), assumed: null },
      { new: posted('v0006', 1, { number: 'RVD86/2627/0100', fy: '2627' }), assumed: null },
    ])
    expect(again.clashes).toMatchObject([{ id: 'v0005', columns: ['owner', 'fy', 'number'] }])
    expect(await stored('v0006')).toMatchObject({ number: 'RVD86/2627/0100' })
    const bill = (id: string, party: string) =>
      voucherDoc(id, 1, {
        type: 'ppur',
        series: 'WP',
        payment: null,
        party_id: party,
        supplier_bill_no: 'INV/778',
      })
    const bills = await push(dealer, [
      { new: bill('v0007', 'sup-1'), assumed: null },
      { new: bill('v0008', 'sup-1'), assumed: null },
      { new: bill('v0009', 'sup-2'), assumed: null },
    ])
    expect(bills.clashes.map((c) => c.id)).toEqual(['v0008'])
  })

  it('a draft is any number of edits, and may be deleted', async () => {
    await push(dealer, [{ new: voucherDoc('v0010', 1), assumed: null }])
    expect(
      (await push(dealer, [{ new: voucherDoc('v0010', 2, { narration: 'x' }), assumed: { rev: 1 } }]))
        .conflicts,
    ).toEqual([])
    await dealer.c.from('vouchers').delete().eq('id', 'v0010')
    expect((await serviceClient(s).from('vouchers').select('id').eq('id', 'v0010')).data).toEqual([])
  })
})
