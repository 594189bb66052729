// Cash-limit exceptions (?view=cash-exceptions&period=…&rule=all|269ST|40A3&q=): each cash receipt of a breach
// of s.269ST and each cash payment of a day beyond s.40A(3), with the whole of the breach it is part of
// (domain/cash-exceptions.ts). A chain of receipts for one booking may run before the period, so the breaches
// are found over every voucher up to its end. A row opens its voucher.
import { useCallback, useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { useLanguage } from '@/lib/i18n'
import { useCashBreaches, voucherHref } from '@/modules/books/public'
import type { RegisterColumn } from '@/ui/register/register-column'
import { choiceFilter, textFilter } from '@/ui/register/register-filters'
import { useRegisterFilters } from '@/ui/register/use-register-filters'
import { useAccountsReportStrings } from '../accounts-report-strings'
import { ACCOUNTS_REPORTS } from '../catalog/accounts'
import { useVouchersUpTo } from '../data/accounts-sources'
import { useReportPeriod } from '../data/use-report-period'
import { cashExceptions, type CashException } from '../domain/cash-exceptions'
import { ChoiceFilter, dateColumn, matchesWords, moneyColumn, textColumn } from './register-kit'
import { ReportView } from './report-view'

const RULES = ['all', '269ST', '40A3'] as const
const FILTERS = { q: textFilter(), rule: choiceFilter(RULES, 'all') }

export default function CashExceptionsReport() {
  const t = useAccountsReportStrings()
  const lang = useLanguage()
  const navigate = useNavigate()
  const { period, today, setPeriod } = useReportPeriod('month')
  const filters = useRegisterFilters(FILTERS)
  const { q, rule } = filters.values
  const { vouchers, loading } = useVouchersUpTo(period.to)
  const breaches = useCashBreaches(vouchers)
  const all = useMemo(() => cashExceptions(breaches, vouchers, period), [breaches, vouchers, period])
  const rows = useMemo(
    () =>
      all.filter((r) => (rule === 'all' || r.rule === rule) && matchesWords(q, r.party, r.number, r.chain)),
    [all, rule, q],
  )
  const breach = useCallback(
    (r: CashException) =>
      r.limb === 'chain' ? t('limb_chain', { chain: r.chain ?? '' }) : t('limb_party_day'),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lang],
  )
  const columns: RegisterColumn<CashException>[] = useMemo(
    () => [
      dateColumn('date', t('colDate'), (r) => r.date, lang, { card: 'secondary' }),
      textColumn('rule', t('rule'), (r) => t(`rule_${r.rule}`), { card: 'secondary', min: 10 }),
      textColumn('breach', t('colBreach'), breach, { min: 10 }),
      textColumn('party', t('colParty'), (r) => r.party, { card: 'secondary', grow: 2, min: 10 }),
      textColumn('number', t('colNumber'), (r) => r.number, { card: 'primary', min: 10 }),
      dateColumn('doc-date', t('colType'), (r) => r.doc_date, lang),
      moneyColumn('amount', t('colAmount'), (r) => r.amount, lang, { total: true, card: 'meta' }),
      moneyColumn('whole', t('colWhole'), (r) => r.group_total, lang, { total: false }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lang, breach],
  )
  const open = useCallback(
    (r: CashException) => {
      const href = voucherHref(r.type, r.voucher_id)
      if (href) navigate(href)
    },
    [navigate],
  )
  const title = ACCOUNTS_REPORTS.find((r) => r.id === 'cash-exceptions')!.title[lang]
  return (
    <ReportView
      title={title}
      intro={t('cashIntro')}
      period={{ value: period, today, set: setPeriod }}
      facts={rule === 'all' ? [] : [{ label: t('rule'), value: t(`rule_${rule}`) }]}
      columns={columns}
      rows={rows}
      totalCount={all.length}
      rowKey={(r) => r.key}
      onOpen={open}
      loading={loading}
      search={{ value: q, onChange: (v) => filters.set({ q: v }, { typing: true }), label: t('search') }}
      filters={
        <ChoiceFilter
          label={t('rule')}
          value={rule}
          values={RULES}
          name={(r) => t(`rule_${r}`)}
          onChange={(r) => filters.set({ rule: r })}
        />
      }
      filtered={filters.filtered}
      onClearFilters={filters.clear}
      emptyText={t('noExceptions')}
      noMatchText={t('noMatch')}
      testIds={{ count: 'report-count', list: 'report-rows' }}
      testId="cash-exceptions"
    />
  )
}
