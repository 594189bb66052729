// Journal vouchers and the dealer's accounts over the local database: the registers' queries, the chart's
// writes (a new account, an edit, closing one; deleting only an account no voucher names) and the reversal of a
// wrong journal, posted like any voucher. Nothing here needs the network.
import { useMemo } from 'react'
import type { Account } from '@schemas/accounts.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import type { AppDatabase } from '@/data/database'
import { useData } from '@/data/data-context'
import { insertRecord, removeRecord, updateRecord } from '@/data/records'
import { useRxQuery } from '@/data/use-rx'
import type { AccountFields } from '../domain/account-draft'
import { reversalRefusal, reversalVoucher } from '../domain/journal-draft'
import type { PeriodRules } from '../domain/period'
import { postVoucher, type Data } from './vouchers'

/** Journal vouchers newest first. */
export function journalsQuery(db: AppDatabase) {
  return db.vouchers.find({
    selector: { type: 'jv' },
    sort: [{ list_key: 'asc' }, { id: 'asc' }],
  })
}

/** Every account of the dealer's, open or closed, by name. */
export function accountsQuery(db: AppDatabase) {
  return db.accounts.find({ sort: [{ name_key: 'asc' }, { id: 'asc' }] })
}

export function useJournals(): { journals: Voucher[]; loading: boolean } {
  const { db } = useData()
  const q = useRxQuery(() => journalsQuery(db), [db])
  const journals = useMemo(() => (q.data ?? []) as Voucher[], [q.data])
  return { journals, loading: q.loading }
}

export function useAccounts(): { accounts: Account[]; loading: boolean } {
  const { db } = useData()
  const q = useRxQuery(() => accountsQuery(db), [db])
  const accounts = useMemo(() => (q.data ?? []) as Account[], [q.data])
  return { accounts, loading: q.loading }
}

export class ReversalRefusedError extends Error {
  constructor(readonly reason: NonNullable<ReturnType<typeof reversalRefusal>>) {
    super(`The journal cannot be reversed: ${reason}`)
    this.name = 'ReversalRefusedError'
  }
}

/** Posts the reversal of `original` dated today, after checking nothing forbids it. */
export function postReversal(
  data: Data,
  original: Voucher,
  journals: readonly Voucher[],
  period: PeriodRules,
  narration: string,
  device: string,
): Promise<Voucher> {
  const refusal = reversalRefusal(original, journals, period)
  if (refusal) return Promise.reject(new ReversalRefusedError(refusal))
  return postVoucher(data, reversalVoucher(original, period.today, narration), device)
}

export function saveAccount(data: Data, id: string | null, fields: AccountFields): Promise<Account> {
  if (id === null) return insertRecord<Account>(data.db.accounts, fields, data.writer)
  return updateRecord<Account>(data.db.accounts, id, () => fields, data.writer)
}

/** The vouchers that name the account, as money account or on a line (one is enough to keep it). */
export async function accountInUse(db: AppDatabase, id: string): Promise<boolean> {
  const found = await db.vouchers
    .findOne({
      selector: { $or: [{ 'payment.account_id': id }, { postings: { $elemMatch: { account_id: id } } }] },
    })
    .exec()
  return found !== null
}

export async function deleteAccount(data: Data, id: string): Promise<void> {
  if (await accountInUse(data.db, id)) throw new Error('An account vouchers name is closed, not deleted')
  await removeRecord<Account>(data.db.accounts, id, data.writer)
}
