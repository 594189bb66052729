// The accounts reports' rules over three years of a mid-size dealer, for bench/accounts-reports.mjs: customers
// billed (vehicle and workshop invoices) and paying in cash or by bank, some on account, some bills left open;
// suppliers' vehicle and parts bills paid bill-wise; rent and freight. Made once with a fixed seed.
import type { Voucher } from '@schemas/vouchers.schema'
import { ageing, type AgeingParty } from '@/modules/reports/domain/ageing'
import { cashExceptions } from '@/modules/reports/domain/cash-exceptions'
import { profitLoss } from '@/modules/reports/domain/profit-loss'
import { trialBalanceView } from '@/modules/reports/domain/trial-balance-view'
import { cashBreaches } from '@/modules/books/domain/cash-breaches'

let seed = 20251201
const rnd = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
  return seed / 2 ** 31
}
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!
const START = Date.UTC(2023, 3, 1)
const dayOf = (i: number) => new Date(START + i * 86_400_000).toISOString().slice(0, 10)

type World = {
  vouchers: Voucher[]
  parties: AgeingParty[]
  accounts: {
    id: string
    name: string
    account_group: 'bank' | 'indirect_expenses'
    opening_balance: number
  }[]
  counts: { vouchers: number; parties: number }
  asOf: string
  fy: { from: string; to: string }
}

export function world(count: number, customers: number): World {
  const parties: AgeingParty[] = [
    ...Array.from({ length: customers }, (_, i) => ({
      id: `c${i}`,
      name: `Customer ${i}`,
      kind: 'customer' as const,
      opening_balance: i % 10 === 0 ? 5_000_00 : 0,
      credit_days: i % 3 === 0 ? 30 : 0,
    })),
    ...Array.from({ length: 40 }, (_, i) => ({
      id: `s${i}`,
      name: `Supplier ${i}`,
      kind: 'supplier' as const,
      opening_balance: 0,
    })),
  ]
  const accounts = [
    { id: 'hdfc', name: 'HDFC', account_group: 'bank' as const, opening_balance: 0 },
    { id: 'rent', name: 'Rent', account_group: 'indirect_expenses' as const, opening_balance: 0 },
  ]
  const vouchers: Voucher[] = []
  const open = new Map<string, { id: string; number: string; left: number }[]>()
  const base = (i: number, type: Voucher['type'], day: number, party_id: string): Voucher => ({
    id: `v${i}`,
    rev: 1,
    created_at: i,
    updated_at: i,
    status: 'posted',
    type,
    series: '',
    fy: '',
    list_key: '',
    number: `${type.toUpperCase()}/${i}`,
    doc_date: dayOf(day),
    party_id,
    party: { name: party_id },
    lines: [],
    totals: { grand_total: 0 },
    postings: [],
    stock_moves: [],
  })
  const days = 3 * 365
  for (let i = 0; i < count; i += 1) {
    const day = Math.floor((i / count) * days)
    const r = rnd()
    if (r < 0.4) {
      const c = pick(parties.slice(0, customers))
      const vehicle = rnd() < 0.15
      const taxable = vehicle ? Math.round(5_00_000_00 + rnd() * 10_00_000_00) : Math.round(rnd() * 20_000_00)
      const tax = Math.round(taxable * 0.09)
      const v = base(i, vehicle ? 'vinv' : 'winv', day, c.id)
      const total = taxable + 2 * tax
      v.totals = { grand_total: total }
      v.postings = [
        { account_id: 'sys:debtors', party_id: c.id, dr: total, cr: 0 },
        { account_id: vehicle ? 'sys:sales-vehicles' : 'sys:sales-parts', dr: 0, cr: taxable },
        { account_id: 'sys:output-cgst', dr: 0, cr: tax },
        { account_id: 'sys:output-sgst', dr: 0, cr: tax },
      ]
      vouchers.push(v)
      const list = open.get(c.id) ?? []
      list.push({ id: v.id, number: v.number, left: total })
      open.set(c.id, list)
    } else if (r < 0.75) {
      const c = pick(parties.slice(0, customers))
      const bills = open.get(c.id) ?? []
      const amount = Math.round(1_000_00 + rnd() * 1_50_000_00)
      const cash = rnd() < 0.5
      const v = base(i, 'rcpt', day, c.id)
      const allocations: { doc_id: string; doc_no: string; amount: number }[] = []
      let rest = rnd() < 0.9 ? amount : 0
      for (const b of bills) {
        if (rest <= 0) break
        const a = Math.min(rest, b.left)
        if (a <= 0) continue
        allocations.push({ doc_id: b.id, doc_no: b.number, amount: a })
        b.left -= a
        rest -= a
      }
      v.totals = { grand_total: amount }
      v.payment = {
        amount,
        mode: cash ? 'cash' : 'neft',
        account_id: cash ? 'sys:cash' : 'hdfc',
        allocations,
        on_account: amount - allocations.reduce((s, a) => s + a.amount, 0),
      }
      v.postings = [
        { account_id: cash ? 'sys:cash' : 'hdfc', dr: amount, cr: 0 },
        { account_id: 'sys:debtors', party_id: c.id, dr: 0, cr: amount },
      ]
      vouchers.push(v)
    } else if (r < 0.85) {
      const s = pick(parties.slice(customers))
      const parts = rnd() < 0.7
      const taxable = parts ? Math.round(rnd() * 2_00_000_00) : Math.round(5_00_000_00 + rnd() * 8_00_000_00)
      const v = base(i, parts ? 'ppur' : 'vpur', day, s.id)
      const tax = Math.round(taxable * 0.18)
      v.totals = { grand_total: taxable + tax }
      v.postings = [
        { account_id: parts ? 'sys:purchases-parts' : 'sys:purchases-vehicles', dr: taxable, cr: 0 },
        { account_id: 'sys:input-igst', dr: tax, cr: 0 },
        { account_id: 'sys:creditors', party_id: s.id, dr: 0, cr: taxable + tax },
      ]
      vouchers.push(v)
      const list = open.get(s.id) ?? []
      list.push({ id: v.id, number: v.number, left: taxable + tax })
      open.set(s.id, list)
    } else if (r < 0.95) {
      const s = pick(parties.slice(customers))
      const bill = (open.get(s.id) ?? []).find((b) => b.left > 0)
      if (!bill) continue
      const amount = Math.min(bill.left, Math.round(rnd() * 10_00_000_00))
      bill.left -= amount
      const v = base(i, 'pay', day, s.id)
      const cash = amount < 20_000_00 && rnd() < 0.3
      v.totals = { grand_total: amount }
      v.payment = {
        amount,
        mode: cash ? 'cash' : 'neft',
        account_id: cash ? 'sys:cash' : 'hdfc',
        allocations: [{ doc_id: bill.id, doc_no: bill.number, amount }],
        on_account: 0,
      }
      v.postings = [
        { account_id: 'sys:creditors', party_id: s.id, dr: amount, cr: 0 },
        { account_id: cash ? 'sys:cash' : 'hdfc', dr: 0, cr: amount },
      ]
      vouchers.push(v)
    } else {
      const v = base(i, 'jv', day, '')
      const amount = Math.round(rnd() * 50_000_00)
      v.postings = [
        { account_id: rnd() < 0.5 ? 'rent' : 'sys:freight-in', dr: amount, cr: 0 },
        { account_id: 'hdfc', dr: 0, cr: amount },
      ]
      vouchers.push(v)
    }
  }
  const last = vouchers.at(-1)!.doc_date
  return {
    vouchers,
    parties,
    accounts,
    counts: { vouchers: vouchers.length, parties: parties.length },
    asOf: last,
    fy: { from: `${Number(last.slice(0, 4)) - (Number(last.slice(5, 7)) >= 4 ? 0 : 1)}-04-01`, to: last },
  }
}

export const trialBalanceOf = (w: World) =>
  trialBalanceView({ vouchers: w.vouchers, asOf: w.asOf, accounts: w.accounts, parties: w.parties })

export const receivables = (w: World) =>
  ageing({ side: 'receivable', basis: 'due', asOf: w.asOf, parties: w.parties, vouchers: w.vouchers })

export const payables = (w: World) =>
  ageing({ side: 'payable', basis: 'doc', asOf: w.asOf, parties: w.parties, vouchers: w.vouchers })

export const profitAndLoss = (w: World) =>
  profitLoss({
    vouchers: w.vouchers,
    period: w.fy,
    accounts: w.accounts,
    opening: { vehicles: 1_00_00_000_00, parts: 20_00_000_00 },
    closing: { vehicles: 1_20_00_000_00, parts: 22_00_000_00 },
  })

export const exceptions = (w: World) => cashExceptions(cashBreaches(w.vouchers, new Map()), w.vouchers, w.fy)

/** The named baseline "floor": one pass adding every posting to its account, no grouping, no parties. */
export function floor(w: World): number {
  const net = new Map<string, number>()
  for (const v of w.vouchers) {
    if (v.status !== 'posted' || v.doc_date > w.asOf) continue
    for (const p of v.postings) net.set(p.account_id, (net.get(p.account_id) ?? 0) + p.dr - p.cr)
  }
  return net.size
}

export const checks = (w: World) => {
  const tb = trialBalanceOf(w)
  const r = receivables(w)
  return { tbAgrees: tb.dr === tb.cr, receivablesTotal: r.total, agedParties: r.parties.length }
}
