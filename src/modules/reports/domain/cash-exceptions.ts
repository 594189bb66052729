// Cash-limit exceptions of a period (research/modules.md §2.4, §3.15), one row per voucher so each opens:
// - s.269ST: cash received from one person reaching ₹2,00,000 on a day or for one event (a booking's chain),
//   as the books find it after sync (cash-breaches.ts: the device refuses it alone, two offline devices can
//   break it jointly). A breach belongs to the period when any of its receipts is dated in it.
// - s.40A(3): cash paid to one person in a day above ₹10,000 (cash-payments.ts): warned of when paid, never
//   refused, and the expense is disallowed; every payment of that person's day is listed.
import type { Voucher } from '@schemas/vouchers.schema'
import { CASH_PAYMENT_LIMIT, cashPayments, type CashBreach } from '@/modules/books/public'

export type CashException = {
  key: string
  rule: '269ST' | '40A3'
  /** 269ST: by one party on one day, or in one chain; 40A(3): always one day. */
  limb: 'party_day' | 'chain'
  /** The booking or document the chain is known by. */
  chain?: string
  party_id: string
  party: string
  /** The day of the breach (a chain's: its last receipt's). */
  date: string
  voucher_id: string
  type: Voucher['type']
  number: string
  doc_date: string
  amount: number
  /** The whole of the breach this voucher is part of. */
  group_total: number
}

export function cashExceptions(
  breaches: readonly CashBreach[],
  vouchers: readonly Voucher[],
  period: { from: string; to: string },
): CashException[] {
  const within = (d: string) => d >= period.from && d <= period.to
  const rows: CashException[] = []
  for (const b of breaches) {
    if (!b.receipts.some((r) => within(r.doc_date))) continue
    for (const r of b.receipts) {
      rows.push({
        key: `269ST:${b.limb}:${b.chain?.key ?? b.date}:${b.party_id}:${r.id}`,
        rule: '269ST',
        limb: b.limb,
        ...(b.chain ? { chain: b.chain.label } : {}),
        party_id: b.party_id,
        party: b.party,
        date: b.date,
        voucher_id: r.id,
        type: 'rcpt',
        number: r.number,
        doc_date: r.doc_date,
        amount: r.amount,
        group_total: b.total,
      })
    }
  }
  const byId = new Map(vouchers.map((v) => [v.id, v]))
  const days = new Map<string, ReturnType<typeof cashPayments>>()
  for (const p of cashPayments(vouchers.filter((v) => within(v.doc_date)))) {
    const k = `${p.party_id}\u0000${p.doc_date}`
    const list = days.get(k)
    if (list) list.push(p)
    else days.set(k, [p])
  }
  for (const paid of days.values()) {
    const total = paid.reduce((s, p) => s + p.amount, 0)
    if (total <= CASH_PAYMENT_LIMIT) continue
    for (const p of paid) {
      const v = byId.get(p.id)!
      rows.push({
        key: `40A3:${p.party_id}:${p.doc_date}:${p.id}`,
        rule: '40A3',
        limb: 'party_day',
        party_id: p.party_id,
        party: v.party?.name ?? '',
        date: p.doc_date,
        voucher_id: p.id,
        type: 'pay',
        number: v.number,
        doc_date: p.doc_date,
        amount: p.amount,
        group_total: total,
      })
    }
  }
  return rows.sort(
    (a, b) =>
      b.date.localeCompare(a.date) ||
      a.rule.localeCompare(b.rule) ||
      a.party.localeCompare(b.party) ||
      a.doc_date.localeCompare(b.doc_date) ||
      a.number.localeCompare(b.number),
  )
}
