// What the GST returns and the Tally export read from the local database: the vouchers of a period by the
// doc_date index, and the earlier documents they point at (the invoice a credit note credits, the bills a
// payment settles) by id, only those. For the Tally file also the dealer's own accounts and the parties the
// postings name, for the ledger masters. Live: a voucher arriving from another device shows at once.
import { useMemo } from 'react'
import type { Account } from '@schemas/accounts.schema'
import type { Party } from '@schemas/parties.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import type { AppDatabase } from '@/data/database'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import type { Month } from '../domain/gstr1'
import type { TallyParty } from '../domain/tally-xml'

function inPeriodQuery(db: AppDatabase, period: Month) {
  return db.vouchers.find({
    selector: { doc_date: { $gte: period.from, $lte: period.to } },
    sort: [{ doc_date: 'asc' }, { id: 'asc' }],
    index: ['doc_date'],
  })
}

/** Ids the period's vouchers refer to that are not among them. */
export function referencedIds(vouchers: readonly Voucher[]): string[] {
  const have = new Set(vouchers.map((v) => v.id))
  const ids = new Set<string>()
  for (const v of vouchers) {
    if (v.against_id) ids.add(v.against_id)
    for (const a of v.payment?.allocations ?? []) ids.add(a.doc_id)
  }
  return [...ids].filter((id) => !have.has(id)).sort()
}

/** The period's vouchers and the earlier ones they refer to. */
export function usePeriodVouchers(period: Month): { vouchers: Voucher[]; loading: boolean } {
  const { db } = useData()
  const q = useRxQuery(() => inPeriodQuery(db, period), [db, period.from, period.to])
  const inPeriod = useMemo(() => (q.data ?? []) as Voucher[], [q.data])
  const ids = useMemo(() => referencedIds(inPeriod), [inPeriod])
  const key = ids.join(' ')
  const r = useRxQuery(
    () => (ids.length > 0 ? db.vouchers.find({ selector: { id: { $in: ids } } }) : null),
    [db, key],
  )
  const vouchers = useMemo(() => [...inPeriod, ...((r.data ?? []) as Voucher[])], [inPeriod, r.data])
  return { vouchers, loading: q.loading || (ids.length > 0 && r.loading) }
}

/** The dealer's own accounts and the parties the postings name: what the Tally masters need. */
export function useTallyMasters(vouchers: readonly Voucher[]): {
  accounts: Account[]
  parties: ReadonlyMap<string, TallyParty>
  loading: boolean
} {
  const { db } = useData()
  const a = useRxQuery(() => db.accounts.find(), [db])
  const ids = useMemo(
    () =>
      [
        ...new Set(vouchers.flatMap((v) => v.postings.flatMap((p) => (p.party_id ? [p.party_id] : [])))),
      ].sort(),
    [vouchers],
  )
  const key = ids.join(' ')
  const p = useRxQuery(
    () => (ids.length > 0 ? db.parties.find({ selector: { id: { $in: ids } } }) : null),
    [db, key],
  )
  const parties = useMemo(
    () =>
      new Map(
        ((p.data ?? []) as Party[]).map((x) => [
          x.id,
          {
            name: x.name,
            ...(x.gstin ? { gstin: x.gstin } : {}),
            ...(x.state_code ? { state_code: x.state_code } : {}),
            ...(x.gst_category ? { gst_category: x.gst_category } : {}),
          },
        ]),
      ),
    [p.data],
  )
  return {
    accounts: (a.data ?? []) as Account[],
    parties,
    loading: a.loading || (ids.length > 0 && p.loading),
  }
}
