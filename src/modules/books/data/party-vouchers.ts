// A party's vouchers up to a day, read for its ledger and open bills as fast as the device allows (issue 19:
// the ledger of a party with 5,000 vouchers opens in under 150 ms). Two things cost: building an RxDocument
// and a deep copy per voucher (an RxQuery's result), and one long IndexedDB read whose values are decoded
// one after the other. So the documents are read plain from the storage, by the (party_id, doc_date) index,
// in date slices read at once: the database reads one slice while the page decodes another.
import { normalizeMangoQuery, prepareQuery, type RxJsonSchema } from 'rxdb'
import type { Voucher } from '@schemas/vouchers.schema'
import { useEffect, useState } from 'react'
import type { AppDatabase } from '@/data/database'
import { useData } from '@/data/data-context'

/** Date slices of the read: the years before the period, and the period in halves. */
export function dateSlices(from: string, to: string): [string, string][] {
  const mid = midpoint(from, to)
  const slices: [string, string][] = [
    ['', prevDay(from)],
    [from, mid],
    [nextDay(mid), to],
  ]
  return slices.filter(([a, b]) => a <= b)
}

const day = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10))
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const prevDay = (d: string) => iso(day(d) - 86_400_000)
const nextDay = (d: string) => iso(day(d) + 86_400_000)
const midpoint = (a: string, b: string) => iso(Math.floor((day(a) + day(b)) / 2 / 86_400_000) * 86_400_000)

/** The party's vouchers dated up to `to`, in (date, id) order, as plain objects. */
export async function readPartyVouchers(
  db: AppDatabase,
  partyId: string,
  period: { from: string; to: string },
): Promise<Voucher[]> {
  const schema = db.vouchers.schema.jsonSchema as RxJsonSchema<never>
  const slices = await Promise.all(
    dateSlices(period.from, period.to).map(async ([a, b]) => {
      const query = normalizeMangoQuery(schema, {
        // A storage query sees deleted documents unless told not to (an RxQuery adds this itself).
        selector: { _deleted: { $eq: false }, party_id: partyId, doc_date: { $gte: a, $lte: b } },
        sort: [{ party_id: 'asc' }, { doc_date: 'asc' }, { id: 'asc' }],
      } as never)
      const result = await db.vouchers.storageInstance.query(prepareQuery(schema, query))
      return result.documents as unknown as Voucher[]
    }),
  )
  // A journal may name several parties; it is found by its first party's index, so the others' journals
  // are read by type (journals are few) and kept where a line names this party.
  const journals = normalizeMangoQuery(schema, {
    selector: { _deleted: { $eq: false }, type: 'jv', doc_date: { $lte: period.to } },
    sort: [{ doc_date: 'asc' }, { id: 'asc' }],
  } as never)
  const named = (
    (await db.vouchers.storageInstance.query(prepareQuery(schema, journals)))
      .documents as unknown as Voucher[]
  ).filter((v) => v.party_id !== partyId && v.postings.some((p) => p.party_id === partyId))
  return [...slices.flat(), ...named]
}

/**
 * readPartyVouchers, kept current: read again when a voucher of the party changes on this device or arrives
 * from another (a change stream event names the document), a tenth of a second after the last such change.
 */
export function usePartyVouchersUpTo(
  partyId: string,
  period: { from: string; to: string },
): { vouchers: Voucher[]; loading: boolean } {
  const { db } = useData()
  const [state, setState] = useState<{ key: string; vouchers: Voucher[] }>({ key: '', vouchers: [] })
  const key = `${partyId}|${period.from}|${period.to}`
  useEffect(() => {
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const read = () =>
      void readPartyVouchers(db, partyId, period).then((vouchers) => {
        if (live) setState({ key, vouchers })
      })
    read()
    const sub = db.vouchers.$.subscribe((event) => {
      const doc = event.documentData as Partial<Voucher> | undefined
      const before = event.previousDocumentData as Partial<Voucher> | undefined
      if (doc?.party_id !== partyId && before?.party_id !== partyId) return
      clearTimeout(timer)
      timer = setTimeout(read, 100)
    })
    return () => {
      live = false
      clearTimeout(timer)
      sub.unsubscribe()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the party and the period
  }, [db, key])
  return { vouchers: state.key === key ? state.vouchers : [], loading: state.key !== key }
}
