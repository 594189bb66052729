// The cash limit of s.269ST broken jointly (research/modules.md §2.4; issue 19 "How it is checked"). Each
// device refuses a cash receipt that, with the cash it already knows of, reaches ₹2,00,000 from one party on
// one day or in one chain (cash-guard.ts). Two devices offline at once cannot see each other's receipts, so
// each may accept its part and the sum break the law; only after sync does one device hold both. This reads
// what sync brought together and names every breach, so the dealer can act on it (the receipts are legal
// documents already: the law is broken, not prevented, and the dealer must know).
import type { Voucher } from '@schemas/vouchers.schema'
import type { chainKeys } from './cash-guard'
import { CASH_LIMIT, cashReceipts, type CashReceipt } from './cash-guard'

export type BreachReceipt = { id: string; number: string; doc_date: string; amount: number }

export type CashBreach = {
  limb: 'party_day' | 'chain'
  party_id: string
  /** The party's name as the receipts froze it. */
  party: string
  /** party_day: the day; chain: the day of its last receipt. */
  date: string
  /** chain: its key (chainKeyOf) and the number of the booking or document it is known by. */
  chain?: { key: string; label: string }
  /** Σ cash received, in paise: at least CASH_LIMIT. */
  total: number
  receipts: BreachReceipt[]
}

const byDateNumber = (a: BreachReceipt, b: BreachReceipt) =>
  a.doc_date.localeCompare(b.doc_date) || a.number.localeCompare(b.number)

/**
 * Every group of posted cash receipts (one party on one day; one chain) whose sum reaches the limit. A chain
 * breach made of exactly the receipts of a party-day breach is the same money broken once, and is left out so
 * the dealer reads it once.
 */
export function cashBreaches(
  vouchers: readonly Voucher[],
  docs: Parameters<typeof chainKeys>[1],
): CashBreach[] {
  const receipts = cashReceipts(vouchers, docs)
  const byId = new Map(vouchers.map((v) => [v.id, v]))
  const shown = (r: CashReceipt): BreachReceipt => ({
    id: r.id,
    number: byId.get(r.id)?.number ?? '',
    doc_date: r.doc_date,
    amount: r.amount,
  })
  const group = (key: (r: CashReceipt) => readonly string[]) => {
    const groups = new Map<string, CashReceipt[]>()
    for (const r of receipts) {
      for (const k of key(r)) groups.set(k, [...(groups.get(k) ?? []), r])
    }
    return [...groups].filter(([, rs]) => rs.reduce((n, r) => n + r.amount, 0) >= CASH_LIMIT)
  }
  const breach = (limb: CashBreach['limb'], rs: CashReceipt[]): CashBreach => {
    const list = rs.map(shown).sort(byDateNumber)
    const first = byId.get(rs[0]!.id)
    return {
      limb,
      party_id: rs[0]!.party_id,
      party: first?.party?.name ?? '',
      date: list[list.length - 1]!.doc_date,
      total: rs.reduce((n, r) => n + r.amount, 0),
      receipts: list,
    }
  }

  const days = group((r) => [`${r.party_id}\u0000${r.doc_date}`]).map(([, rs]) => breach('party_day', rs))
  const sameAs = (rs: CashReceipt[]) => {
    const ids = rs
      .map((r) => r.id)
      .sort()
      .join(' ')
    return days.some(
      (d) =>
        d.receipts
          .map((r) => r.id)
          .sort()
          .join(' ') === ids,
    )
  }
  const chains = group((r) => r.chains)
    .filter(([, rs]) => !sameAs(rs))
    .map(([key, rs]): CashBreach => ({
      ...breach('chain', rs),
      chain: { key, label: chainLabel(key, rs, byId) },
    }))
  return [...days, ...chains].sort((a, b) => b.date.localeCompare(a.date) || a.party.localeCompare(b.party))
}

/** How a person knows the chain: the number of the booking or invoice the receipts were allocated to. */
function chainLabel(key: string, rs: readonly CashReceipt[], byId: ReadonlyMap<string, Voucher>): string {
  const id = key.slice(key.indexOf(':') + 1)
  for (const r of rs) {
    for (const a of byId.get(r.id)?.payment?.allocations ?? []) {
      if (a.doc_id === id && a.doc_no) return a.doc_no
    }
  }
  for (const r of rs) {
    const no = byId.get(r.id)?.payment?.allocations.find((a) => a.doc_no)?.doc_no
    if (no) return no
  }
  return id
}
