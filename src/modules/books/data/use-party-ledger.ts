// The party ledger's vouchers as the screen asks for them: quickly from the balance carried into the year
// (carried-balance.ts), then all of them from the party book (party-vouchers.ts).
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { Voucher } from '@schemas/vouchers.schema'
import { useData } from '@/data/data-context'
import { carriedUpTo } from '../domain/ledger-memo'
import { readCarried, rememberCarried, type Carried } from './carried-balance'
import { upTo } from './party-book'
import { partyBookOf } from './party-vouchers'

export type LedgerVouchers = {
  /** What the ledger's rows are made from: the balance carried in before these vouchers, and them. */
  shown: { carried: number; vouchers: readonly Voucher[] } | null
  /** Every voucher of the party dated up to the period's end, once read and kept current. */
  all: readonly Voucher[] | null
}

const none = () => () => {}

/**
 * A party's vouchers for its ledger over a period. First, if the device remembers what the party carried
 * into the period's financial year and that still holds, only the vouchers after it are read (`shown`, the
 * ledger opens); then all of them (`all`: open bills, settled-twice bills, the statement, and `shown` from
 * then on), held in memory while ledgers are open. The second read waits for the first: run together they
 * would share the time the first is meant to save.
 */
export function usePartyLedgerVouchers(
  partyId: string,
  period: { from: string; to: string },
): LedgerVouchers {
  const { db } = useData()
  const book = partyBookOf(db)
  const year = carriedUpTo(period.from)
  const key = `${partyId}|${year}`
  const [quick, setQuick] = useState<{ key: string; value: Carried | null } | null>(null)
  const quickDone = quick?.key === key || book.peek(partyId) !== null
  useEffect(() => {
    if (book.peek(partyId) !== null) return
    let live = true
    readCarried(db, partyId, period.from).then(
      (value) => live && setQuick({ key, value }),
      () => live && setQuick({ key, value: null }),
    )
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the party and the year
  }, [db, book, key])
  const subscribe = useCallback(
    (onChange: () => void) => (quickDone ? book.subscribe(partyId, onChange) : none()),
    [book, partyId, quickDone],
  )
  const held = useSyncExternalStore(subscribe, () => book.peek(partyId))
  const all = useMemo(() => (held ? upTo(held, period.to) : null), [held, period.to])
  const loaded = held !== null
  useEffect(() => {
    // Made afresh at each opening, so the writes it must look through stay few.
    if (held) void rememberCarried(db, partyId, held, period.from).catch(() => undefined)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per party and year, when all is read
  }, [db, partyId, year, loaded])
  const carried = quick?.key === key ? quick.value : null
  const shown = useMemo(
    () =>
      all
        ? { carried: 0, vouchers: all }
        : carried
          ? { carried: carried.carried, vouchers: upTo(carried.vouchers, period.to) }
          : null,
    [all, carried, period.to],
  )
  return { shown, all }
}
