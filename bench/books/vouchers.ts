// A company's vouchers for bench/books: receipts and workshop and vehicle invoices over two financial years,
// spread over 200 parties, one of which has 5,000 of them. Deterministic (a seeded generator).
import type { Voucher } from '@schemas/vouchers.schema'
import { bookingListKey } from '@schemas/list-keys'

export const PARTY_OF_5000 = 'party-0'

export function makeVouchers(count: number): Voucher[] {
  let seed = 1
  const rand = (max: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    return seed % max
  }
  const start = Date.UTC(2024, 3, 1)
  const days = 730
  return Array.from({ length: count }, (_, i) => {
    const party = i % 10 === 0 && i / 10 < 5_000 ? PARTY_OF_5000 : `party-${1 + rand(199)}`
    const date = new Date(start + rand(days) * 86_400_000).toISOString().slice(0, 10)
    const amount = 1_000_00 + rand(20_00_000_00)
    const isReceipt = rand(2) === 0
    const fy = date >= '2025-04-01' ? '2526' : '2425'
    return {
      id: `v-${i}`,
      rev: 1,
      created_at: i,
      updated_at: i,
      type: isReceipt ? 'rcpt' : rand(4) === 0 ? 'vinv' : 'winv',
      status: 'posted',
      number: `${isReceipt ? 'RV' : 'WI'}B01/${fy}/${String(i).padStart(5, '0')}`,
      series: isReceipt ? 'RV' : 'WI',
      fy,
      doc_date: date,
      list_key: bookingListKey(date),
      party_id: party,
      party: { name: `Customer ${party}` },
      lines: [],
      totals: { grand_total: amount },
      postings: isReceipt
        ? [
            { account_id: 'sys:cash', dr: amount, cr: 0 },
            { account_id: 'sys:debtors', party_id: party, dr: 0, cr: amount },
          ]
        : [
            { account_id: 'sys:debtors', party_id: party, dr: amount, cr: 0 },
            { account_id: 'sys:sales-parts', dr: 0, cr: amount },
          ],
      stock_moves: [],
    } satisfies Voucher
  })
}
