// The profit and loss account (?view=profit-loss&period=…): the period's income and expense accounts and the
// stock the stock books held before and after it, as a statement — revenue, cost of goods sold (opening stock,
// purchases, direct expenses, less closing stock), gross profit, other income, expenses, net profit — every
// figure from domain/profit-loss.ts. Exported and printed as the same lines.
import { useMemo } from 'react'
import { useLanguage } from '@/lib/i18n'
import { isSystemAccount, useJournalStrings } from '@/modules/books/public'
import type { RegisterColumn } from '@/ui/register/register-column'
import { formatPaise } from '@/utils/indian-number'
import { useAccountsReportStrings, type AccountsReportT } from '../accounts-report-strings'
import { ACCOUNTS_REPORTS } from '../catalog/accounts'
import { useOwnAccounts, useStockAround, useVouchersUpTo } from '../data/accounts-sources'
import { useReportPeriod } from '../data/use-report-period'
import { profitLoss, type PlSection, type ProfitLoss } from '../domain/profit-loss'
import { Figures, moneyColumn, textColumn } from './register-kit'
import { ReportView } from './report-view'

/** A line of the statement: a heading, an item (its amount), or a result (its total). */
type Line = { key: string; text: string; amount: number | null; total: number | null; strong: boolean }

function statement(pl: ProfitLoss, t: AccountsReportT, name: (accountId: string) => string): Line[] {
  const lines: Line[] = []
  const heading = (key: string, text: string) =>
    lines.push({ key, text, amount: null, total: null, strong: true })
  const item = (key: string, text: string, amount: number) =>
    lines.push({ key, text, amount, total: null, strong: false })
  const result = (key: string, text: string, total: number) =>
    lines.push({ key, text, amount: null, total, strong: true })
  const accounts = (s: PlSection) => {
    for (const a of pl.sections[s]) item(`${s}:${a.account_id}`, name(a.account_id), a.amount)
  }
  heading('h-revenue', t('plRevenue'))
  accounts('sales')
  accounts('direct_income')
  result('revenue', t('plRevenue'), pl.revenue)
  heading('h-cost', t('plCost'))
  item('opening-vehicles', t('plOpeningVehicles'), pl.opening.vehicles)
  item('opening-parts', t('plOpeningParts'), pl.opening.parts)
  accounts('purchases')
  accounts('direct_expenses')
  item('closing-vehicles', t('plClosingVehicles'), -pl.closing.vehicles)
  item('closing-parts', t('plClosingParts'), -pl.closing.parts)
  result('cost', t('plCost'), pl.costOfGoods)
  result('gross', t(pl.grossProfit < 0 ? 'plGrossLoss' : 'plGross'), pl.grossProfit)
  heading('h-income', t('plIndirectIncome'))
  accounts('indirect_income')
  result('income', t('plIndirectIncome'), pl.totals.indirect_income)
  heading('h-expenses', t('plIndirectExpenses'))
  accounts('indirect_expenses')
  result('expenses', t('plIndirectExpenses'), pl.totals.indirect_expenses)
  result('net', t(pl.netProfit < 0 ? 'plNetLoss' : 'plNet'), pl.netProfit)
  return lines
}

export default function ProfitLossReport() {
  const t = useAccountsReportStrings()
  const jt = useJournalStrings()
  const lang = useLanguage()
  const { period, today, setPeriod } = useReportPeriod('month')
  const { vouchers, loading: vLoading } = useVouchersUpTo(period.to)
  const { accounts, loading: aLoading } = useOwnAccounts()
  const stock = useStockAround(period)
  const pl = useMemo(
    () => profitLoss({ vouchers, period, accounts, opening: stock.opening, closing: stock.closing }),
    [vouchers, period, accounts, stock.opening, stock.closing],
  )
  const lines = useMemo(() => {
    const own = new Map(accounts.map((a) => [a.id, a.name]))
    return statement(pl, t, (id) => own.get(id) ?? (isSystemAccount(id) ? jt(`acc_${id}`) : id))
    // t and jt follow the language
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pl, accounts, lang])
  const columns: RegisterColumn<Line>[] = useMemo(
    () => [
      textColumn('particulars', t('colParticulars'), (l) => l.text, {
        card: 'primary',
        grow: 3,
        min: 14,
        strong: (l) => l.strong,
      }),
      moneyColumn('amount', t('colAmount'), (l) => l.amount, lang, { total: false, card: 'meta' }),
      moneyColumn('total', t('colTotal'), (l) => l.total, lang, {
        total: false,
        card: 'meta',
        strong: () => true,
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lang],
  )
  const money = (p: number) => formatPaise(p, { locale: lang })
  const title = ACCOUNTS_REPORTS.find((r) => r.id === 'profit-loss')!.title[lang]
  return (
    <ReportView
      title={title}
      intro={t('plIntro')}
      period={{ value: period, today, set: setPeriod }}
      summary={
        <Figures
          testId="pl-summary"
          items={[
            { label: t('plRevenue'), value: money(pl.revenue), testId: 'pl-revenue' },
            {
              label: t(pl.grossProfit < 0 ? 'plGrossLoss' : 'plGross'),
              value: money(pl.grossProfit),
              testId: 'pl-gross',
            },
            {
              label: t(pl.netProfit < 0 ? 'plNetLoss' : 'plNet'),
              value: money(pl.netProfit),
              testId: 'pl-net',
            },
          ]}
        />
      }
      columns={columns}
      rows={lines}
      rowKey={(l) => l.key}
      loading={vLoading || aLoading || stock.loading}
      loadingText={t('stockLoading')}
      search={{ value: '', onChange: () => {}, label: t('search') }}
      filtered={false}
      emptyText={t('empty')}
      noMatchText={t('noMatch')}
      testIds={{ count: 'report-count', list: 'report-rows' }}
      testId="profit-loss"
    />
  )
}
