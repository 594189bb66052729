// The trial balance (?view=trial-balance&period=…&q=), as on the period's last day: each account's debit or
// credit balance under the chart's groups, customers and suppliers party by party, the two totals equal
// (domain/trial-balance-view.ts). A party's row opens its ledger; cash and a bank account open their book.
import { useCallback, useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useLanguage } from '@/lib/i18n'
import { dayBookModule, isSystemAccount, partyLedgerModule, useJournalStrings } from '@/modules/books/public'
import type { RegisterColumn } from '@/ui/register/register-column'
import { textFilter } from '@/ui/register/register-filters'
import { useRegisterFilters } from '@/ui/register/use-register-filters'
import { formatPaise } from '@/utils/indian-number'
import { useAccountsReportStrings } from '../accounts-report-strings'
import { ACCOUNTS_REPORTS } from '../catalog/accounts'
import { useAllParties, useOwnAccounts, useVouchersUpTo } from '../data/accounts-sources'
import { useReportPeriod } from '../data/use-report-period'
import { OPENING_DIFFERENCE, trialBalanceView, type TrialBalanceLine } from '../domain/trial-balance-view'
import { Figures, matchesWords, moneyColumn, textColumn } from './register-kit'
import { ReportView } from './report-view'

const FILTERS = { q: textFilter() }

/** The parties' names as the vouchers froze them, for a party this device does not hold. */
function snapshotNames(vouchers: readonly Voucher[]): Map<string, string> {
  const names = new Map<string, string>()
  for (const v of vouchers) if (v.party_id && v.party?.name) names.set(v.party_id, v.party.name)
  return names
}

export default function TrialBalanceReport() {
  const t = useAccountsReportStrings()
  const jt = useJournalStrings()
  const lang = useLanguage()
  const navigate = useNavigate()
  const { period, today, setPeriod } = useReportPeriod('month')
  const filters = useRegisterFilters(FILTERS)
  const { q } = filters.values
  const { vouchers, loading: vLoading } = useVouchersUpTo(period.to)
  const { parties, loading: pLoading } = useAllParties()
  const { accounts, loading: aLoading } = useOwnAccounts()
  const tb = useMemo(
    () =>
      trialBalanceView({
        vouchers,
        asOf: period.to,
        accounts,
        parties,
        partyNames: snapshotNames(vouchers),
      }),
    [vouchers, period.to, accounts, parties],
  )
  const groupName = useCallback(
    (l: TrialBalanceLine) => (l.group === 'suspense' ? t('group_suspense') : jt(`group_${l.group}`)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lang],
  )
  const accountName = useCallback(
    (l: TrialBalanceLine) =>
      l.account_id === OPENING_DIFFERENCE
        ? t('openingDifference')
        : l.name || (isSystemAccount(l.account_id) ? jt(`acc_${l.account_id}`) : l.account_id),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lang],
  )
  const rows = useMemo(
    () => tb.lines.filter((l) => matchesWords(q, accountName(l), groupName(l))),
    [tb.lines, q, accountName, groupName],
  )
  const columns: RegisterColumn<TrialBalanceLine>[] = useMemo(
    () => [
      textColumn('group', t('colGroup'), groupName, { card: 'secondary', min: 10 }),
      textColumn('account', t('colAccount'), accountName, { card: 'primary', grow: 2, min: 12 }),
      moneyColumn('dr', t('colDr'), (l) => l.dr || null, lang, { total: true, card: 'meta' }),
      moneyColumn('cr', t('colCr'), (l) => l.cr || null, lang, { total: true, card: 'meta' }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lang, groupName, accountName],
  )
  const open = useCallback(
    (l: TrialBalanceLine) => {
      const href = l.party_id
        ? partyLedgerModule.href.party(l.party_id)
        : l.group === 'cash'
          ? `${dayBookModule.href.book('cash')}`
          : l.group === 'bank'
            ? `${dayBookModule.href.book('bank')}${l.account_id.startsWith('sys:') ? '' : `&account=${encodeURIComponent(l.account_id)}`}`
            : null
      if (href) navigate(href)
    },
    [navigate],
  )
  const money = (p: number) => formatPaise(p, { locale: lang })
  const title = ACCOUNTS_REPORTS.find((r) => r.id === 'trial-balance')!.title[lang]
  return (
    <ReportView
      title={title}
      intro={t('tbIntro')}
      period={{ value: period, today, set: setPeriod }}
      summary={
        <Figures
          testId="tb-summary"
          items={[
            {
              label: `${t('colDr')} / ${t('colCr')}`,
              value:
                tb.dr === tb.cr
                  ? t('tbAgree', { total: money(tb.dr) })
                  : t('tbDiffer', { dr: money(tb.dr), cr: money(tb.cr) }),
              testId: 'tb-agree',
            },
          ]}
        />
      }
      columns={columns}
      rows={rows}
      totalCount={tb.lines.length}
      rowKey={(l) => l.key}
      onOpen={open}
      loading={vLoading || pLoading || aLoading}
      search={{ value: q, onChange: (v) => filters.set({ q: v }, { typing: true }), label: t('search') }}
      filtered={filters.filtered}
      onClearFilters={filters.clear}
      emptyText={t('empty')}
      noMatchText={t('noMatch')}
      testIds={{ count: 'report-count', list: 'report-rows' }}
      testId="trial-balance"
    />
  )
}
