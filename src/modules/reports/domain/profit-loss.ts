// The profit and loss account of a period (research/modules.md §3.15), with the closing stock derived: the
// books post purchases as expenses and keep no stock account, so the trading account takes the stock the
// stock books held on the day before the period (opening) and on its last day (closing) — vehicles at landed
// cost, parts at moving weighted average (stock-value.ts). Every other figure is what the period's posted
// vouchers put on the income and expense accounts of the chart:
//   revenue        = sales + direct incomes (credit less debit)
//   cost of goods  = opening stock (with opening stock taken over within the period) + purchases + direct expenses (debit less credit) − closing stock
//   gross profit   = revenue − cost of goods
//   net profit     = gross profit + indirect incomes − indirect expenses (a loss is negative)
import type { AccountGroup } from '@schemas/accounts.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { groupOf } from '@/modules/books/public'

export type StockValue = { vehicles: number; parts: number }

export const PL_SECTIONS = [
  'sales',
  'direct_income',
  'purchases',
  'direct_expenses',
  'indirect_income',
  'indirect_expenses',
] as const satisfies readonly AccountGroup[]
export type PlSection = (typeof PL_SECTIONS)[number]

const INCOME: readonly PlSection[] = ['sales', 'direct_income', 'indirect_income']

export type PlAccount = {
  account_id: string
  /** What the account added to its section: an income's credit less debit, an expense's debit less credit. */
  amount: number
}

export type ProfitLoss = {
  sections: Record<PlSection, PlAccount[]>
  totals: Record<PlSection, number>
  opening: StockValue
  closing: StockValue
  revenue: number
  costOfGoods: number
  grossProfit: number
  netProfit: number
}

const stockTotal = (s: StockValue) => s.vehicles + s.parts

export function profitLoss(input: {
  vouchers: readonly Pick<Voucher, 'status' | 'doc_date' | 'postings'>[]
  period: { from: string; to: string }
  accounts: readonly { id: string; account_group: AccountGroup }[]
  opening: StockValue
  closing: StockValue
}): ProfitLoss {
  const own = new Map(input.accounts.map((a) => [a.id, a]))
  const net = new Map<string, { section: PlSection; n: number }>()
  for (const v of input.vouchers) {
    if (v.status !== 'posted' || v.doc_date < input.period.from || v.doc_date > input.period.to) continue
    for (const p of v.postings) {
      const group = groupOf(p.account_id, own)
      if (!group || !(PL_SECTIONS as readonly string[]).includes(group)) continue
      const section = group as PlSection
      const sign = INCOME.includes(section) ? -1 : 1
      const had = net.get(p.account_id)
      net.set(p.account_id, { section, n: (had?.n ?? 0) + sign * (p.dr - p.cr) })
    }
  }
  const sections = Object.fromEntries(PL_SECTIONS.map((s) => [s, [] as PlAccount[]])) as Record<
    PlSection,
    PlAccount[]
  >
  for (const [account_id, { section, n }] of [...net].sort(([a], [b]) => a.localeCompare(b))) {
    if (n !== 0) sections[section].push({ account_id, amount: n })
  }
  const totals = Object.fromEntries(
    PL_SECTIONS.map((s) => [s, sections[s].reduce((t, a) => t + a.amount, 0)]),
  ) as Record<PlSection, number>
  const revenue = totals.sales + totals.direct_income
  const costOfGoods =
    stockTotal(input.opening) + totals.purchases + totals.direct_expenses - stockTotal(input.closing)
  const grossProfit = revenue - costOfGoods
  return {
    sections,
    totals,
    opening: input.opening,
    closing: input.closing,
    revenue,
    costOfGoods,
    grossProfit,
    netProfit: grossProfit + totals.indirect_income - totals.indirect_expenses,
  }
}
