// What a party carried into the financial year, remembered on the device so that a ledger's first opening
// reads the year's vouchers only, not every year's (a party with years of history would otherwise open slower
// each year). It is derived, never shared, and trusted only after a check that needs no document read: the
// party still has as many vouchers up to that day (an index count), and nothing written since it was made
// (by this device, another tab or the replication) touches them. Otherwise the ledger reads everything, as
// it would without it, and remembers anew.
import type { Voucher } from '@schemas/vouchers.schema'
import { addDays, formatPlainDate, parsePlainDate } from '@/utils/plain-date'
import { namesParty, partyLedger } from './ledger'

export type LedgerMemo = {
  /** The last day the balance covers: the day before a financial year begins. */
  upTo: string
  /** Σ (dr − cr) of the party's posted vouchers dated up to `upTo`, its own opening balance left out. */
  balance: number
  /** The party's own vouchers (any status) dated up to `upTo`: what the (party, date) index counts. */
  count: number
  /** Journals of other parties dated up to `upTo` that name this one (the index does not find them). */
  journals: readonly string[]
  /** Writes stamped after this (ms, RxDB's `_meta.lwt`) are looked at before the memo is trusted. */
  since: number
}

/** The day before the financial year (April to March) that `date` falls in. */
export function carriedUpTo(date: string): string {
  const year = Number(date.slice(0, 4))
  return `${date.slice(5, 7) >= '04' ? year : year - 1}-03-31`
}

/** The memo of a party from all its vouchers (its own and the journals that name it). */
export function memoOf(
  partyId: string,
  vouchers: readonly Voucher[],
  upTo: string,
  since: number,
): LedgerMemo {
  const day = nextDay(upTo)
  const before = vouchers.filter((v) => v.doc_date <= upTo)
  return {
    upTo,
    balance: partyLedger({ id: partyId, opening_balance: 0 }, before, { from: day, to: day }).opening,
    count: before.filter((v) => v.party_id === partyId).length,
    journals: before.filter((v) => v.party_id !== partyId && namesParty(v, partyId)).map((v) => v.id),
    since,
  }
}

/**
 * Whether the memo still tells the truth: the party's own vouchers up to its day are as many as it counted,
 * and of the documents written since, none dated up to that day is on the party's ledger and none is one of
 * the journals it counted (a journal edited to leave the party out). An edit that moves a voucher to a later
 * day or to another party lowers the count; one that moves it in is a write that names the party.
 */
export function memoHolds(
  memo: LedgerMemo,
  partyId: string,
  countNow: number,
  writtenSince: readonly Voucher[],
): boolean {
  if (countNow !== memo.count) return false
  const counted = new Set(memo.journals)
  return !writtenSince.some((v) => counted.has(v.id) || (v.doc_date <= memo.upTo && namesParty(v, partyId)))
}

function nextDay(iso: string): string {
  const d = parsePlainDate(iso)
  if (!d.ok) throw new RangeError(`Not a date: ${iso}`)
  return formatPlainDate(addDays(d.value, 1))
}
