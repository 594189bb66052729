import { afterEach, describe, expect, it } from 'vitest'
import type { Account } from '@schemas/accounts.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { openTestDatabase, type TestDatabase } from '@harness/test-database'
import { checkAccount, emptyAccount } from '../domain/account-draft'
import { checkJournalDraft, emptyLine, type JournalPosting } from '../domain/journal-draft'
import {
  accountInUse,
  deleteAccount,
  journalsQuery,
  postReversal,
  ReversalRefusedError,
  saveAccount,
} from './journals'
import { postVoucher } from './vouchers'

let t: TestDatabase | null = null
afterEach(async () => {
  await t?.close()
  t = null
})

const period = { lockDate: null, today: '2026-11-26', validTill: null }

describe('journals and the chart on the local database', () => {
  it('keeps line narrations and party names, reverses once, and deletes only an account no voucher names', async () => {
    t = await openTestDatabase('journals', { collections: ['accounts', 'vouchers'], userId: 'u-1' })
    const data = { db: t.db, writer: t.writer }
    const fields = (name: string) => {
      const r = checkAccount({ ...emptyAccount('bank'), name }, [])
      if (!r.ok) throw new Error(JSON.stringify(r.errors))
      return r.value
    }
    const hdfc = await saveAccount(data, null, fields('HDFC Current'))
    const spare = await saveAccount(data, null, fields('Spare bank'))
    const renamed = await saveAccount(data, hdfc.id, { ...fields('HDFC OD'), active: false })
    expect(renamed).toMatchObject({
      id: hdfc.id,
      name: 'HDFC OD',
      name_key: 'hdfc od',
      active: false,
      rev: 2,
    })

    const own = new Map<string, Account>([[spare.id, spare]])
    const r = checkJournalDraft(
      {
        doc_date: '2026-11-20',
        narration: 'Cheque deposited back',
        lines: [
          emptyLine({ account_id: spare.id, dr: '500', narration: 'slip 44' }),
          emptyLine({ account_id: 'sys:debtors', party_id: 'p1', party_name: 'Meena', cr: '500' }),
        ],
      },
      { period, accounts: own },
    )
    if (!r.ok) throw new Error(JSON.stringify(r.errors))
    const jv = await postVoucher(data, r.value, 'device-a')
    const stored = (await t.db.vouchers.findOne(jv.id).exec())!.toMutableJSON() as Voucher
    expect(stored.postings as JournalPosting[]).toEqual([
      { account_id: spare.id, dr: 500_00, cr: 0, narration: 'slip 44' },
      { account_id: 'sys:debtors', party_id: 'p1', party_name: 'Meena', dr: 0, cr: 500_00 },
    ])

    const reversal = await postReversal(data, stored, [stored], period, 'Reversal', 'device-a')
    expect(reversal).toMatchObject({ type: 'jv', against_id: jv.id, doc_date: '2026-11-26' })
    expect(reversal.number).toMatch(/^JV.+\/2627\/0002$/)
    const all = (await journalsQuery(t.db).exec()).map((d) => d.toMutableJSON() as Voucher)
    await expect(postReversal(data, stored, all, period, 'again', 'device-a')).rejects.toBeInstanceOf(
      ReversalRefusedError,
    )

    expect(await accountInUse(t.db, spare.id)).toBe(true)
    expect(await accountInUse(t.db, hdfc.id)).toBe(false)
    await expect(deleteAccount(data, spare.id)).rejects.toThrow('closed, not deleted')
    await deleteAccount(data, hdfc.id)
    expect(await t.db.accounts.findOne(hdfc.id).exec()).toBeNull()
  })
})
