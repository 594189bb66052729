// Outstanding receivables and payables with ageing (?view=receivables|payables&period=…&basis=doc|due
// &show=bills|parties&party=&q=), as on the period's last day: each open bill in its age bucket, each party's
// money on account (what no bill explains) after its bills, or one row per party with its buckets; every
// party adds up to its ledger balance (domain/ageing.ts). A bill's row opens the bill, a party's row its ledger.
import { useCallback, useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { useLanguage } from '@/lib/i18n'
import { partyLedgerModule, voucherHref } from '@/modules/books/public'
import type { RegisterColumn } from '@/ui/register/register-column'
import { choiceFilter, textFilter } from '@/ui/register/register-filters'
import { useRegisterFilters } from '@/ui/register/use-register-filters'
import { formatPaise } from '@/utils/indian-number'
import { useAccountsReportStrings, type AccountsReportT } from '../accounts-report-strings'
import { ACCOUNTS_REPORTS } from '../catalog/accounts'
import { useAllParties, useVouchersUpTo } from '../data/accounts-sources'
import { useReportPeriod } from '../data/use-report-period'
import {
  ageing,
  AGEING_BUCKETS,
  type AgeingBasis,
  type AgeingBucket,
  type AgeingPartyTotal,
  type AgeingRow,
  type AgeingSide,
} from '../domain/ageing'
import {
  ChoiceFilter,
  dateColumn,
  Figures,
  matchesWords,
  moneyColumn,
  numberColumn,
  textColumn,
} from './register-kit'
import { ReportView } from './report-view'

const BASES = ['doc', 'due'] as const
const SHOWS = ['bills', 'parties'] as const
const FILTERS = {
  q: textFilter(),
  basis: choiceFilter(BASES, 'doc'),
  show: choiceFilter(SHOWS, 'bills'),
}

type Row = { kind: 'row'; row: AgeingRow } | { kind: 'party'; party: AgeingPartyTotal }

const bucketsShown = (basis: AgeingBasis): readonly AgeingBucket[] =>
  basis === 'due' ? AGEING_BUCKETS : AGEING_BUCKETS.filter((b) => b !== 'not_due')

function billColumns(t: AccountsReportT, lang: 'en' | 'hi', basis: AgeingBasis): RegisterColumn<Row>[] {
  const r = (x: Row) => (x.kind === 'row' ? x.row : null)
  const bill = (x: Row) => {
    const row = r(x)
    return row?.kind === 'bill' ? row : null
  }
  return [
    textColumn('party', t('colParty'), (x) => r(x)?.party ?? '', { card: 'secondary', grow: 2, min: 10 }),
    textColumn(
      'number',
      t('colNumber'),
      (x) => {
        const b = bill(x)
        return b ? (b.ref ? `${b.number} (${b.ref})` : b.number) : t('onAccount')
      },
      { card: 'primary', min: 10, strong: (x) => !bill(x) },
    ),
    dateColumn('date', t('colDate'), (x) => bill(x)?.doc_date ?? null, lang, { card: 'secondary' }),
    dateColumn('due', t('colDueDate'), (x) => bill(x)?.due_date ?? null, lang),
    numberColumn('days', t('colDays'), (x) => bill(x)?.days ?? null),
    moneyColumn('amount', t('colBill'), (x) => bill(x)?.amount ?? null, lang, { total: false }),
    ...bucketsShown(basis).map((b) =>
      moneyColumn<Row>(
        `b-${b}`,
        t(`bucket_${b}`),
        (x) => (bill(x)?.bucket === b ? bill(x)!.pending : null),
        lang,
        {
          total: true,
        },
      ),
    ),
    moneyColumn(
      'on-account',
      t('colOnAccount'),
      (x) => {
        const row = r(x)
        return row?.kind === 'on_account' ? row.pending : null
      },
      lang,
      { total: true },
    ),
    moneyColumn('pending', t('colPending'), (x) => r(x)?.pending ?? null, lang, {
      total: true,
      card: 'meta',
    }),
  ]
}

function partyColumns(t: AccountsReportT, lang: 'en' | 'hi', basis: AgeingBasis): RegisterColumn<Row>[] {
  const p = (x: Row) => (x.kind === 'party' ? x.party : null)
  return [
    textColumn('party', t('colParty'), (x) => p(x)?.party ?? '', { card: 'primary', grow: 2, min: 12 }),
    ...bucketsShown(basis).map((b) =>
      moneyColumn<Row>(`b-${b}`, t(`bucket_${b}`), (x) => p(x)?.buckets[b] || null, lang, { total: true }),
    ),
    moneyColumn('on-account', t('colOnAccount'), (x) => p(x)?.on_account || null, lang, { total: true }),
    moneyColumn('pending', t('colPending'), (x) => p(x)?.total ?? null, lang, { total: true, card: 'meta' }),
  ]
}

function AgeingReport({ side }: { side: AgeingSide }) {
  const t = useAccountsReportStrings()
  const lang = useLanguage()
  const navigate = useNavigate()
  const { period, today, setPeriod } = useReportPeriod('month')
  const filters = useRegisterFilters(FILTERS)
  const { q, basis, show } = filters.values
  const { vouchers, loading: vLoading } = useVouchersUpTo(period.to)
  const { parties, loading: pLoading } = useAllParties()
  const result = useMemo(
    () => ageing({ side, basis, asOf: period.to, parties, vouchers }),
    [side, basis, period.to, parties, vouchers],
  )
  const all: Row[] = useMemo(
    () =>
      show === 'parties'
        ? result.parties.map((party) => ({ kind: 'party' as const, party }))
        : result.rows.map((row) => ({ kind: 'row' as const, row })),
    [result, show],
  )
  const rows = useMemo(
    () =>
      all.filter((x) =>
        x.kind === 'party'
          ? matchesWords(q, x.party.party)
          : matchesWords(
              q,
              x.row.party,
              x.row.kind === 'bill' ? `${x.row.number} ${x.row.ref ?? ''}` : t('onAccount'),
            ),
      ),
    // t follows the language
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [all, q, lang],
  )
  const columns = useMemo(
    () => (show === 'parties' ? partyColumns(t, lang, basis) : billColumns(t, lang, basis)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [show, basis, lang],
  )
  const open = useCallback(
    (x: Row) => {
      const href =
        x.kind === 'party'
          ? partyLedgerModule.href.party(x.party.party_id)
          : x.row.kind === 'bill'
            ? voucherHref(x.row.type, x.row.voucher_id)
            : partyLedgerModule.href.party(x.row.party_id)
      if (href) navigate(href)
    },
    [navigate],
  )
  const entry = ACCOUNTS_REPORTS.find((r) => r.id === (side === 'receivable' ? 'receivables' : 'payables'))!
  return (
    <ReportView
      title={entry.title[lang]}
      intro={t(side === 'receivable' ? 'receivablesIntro' : 'payablesIntro')}
      period={{ value: period, today, set: setPeriod }}
      facts={[
        { label: t('basis'), value: t(`basis_${basis}`) },
        ...(show === 'parties' ? [{ label: t('show'), value: t('show_parties') }] : []),
      ]}
      summary={
        <Figures
          testId="ageing-summary"
          items={[
            {
              label: t('colPending'),
              value: t('ageingSummary', {
                count: result.parties.length,
                total: formatPaise(result.total, { locale: lang }),
              }),
              testId: 'ageing-total',
            },
          ]}
        />
      }
      columns={columns}
      rows={rows}
      totalCount={all.length}
      rowKey={(x) => (x.kind === 'party' ? `party:${x.party.party_id}` : x.row.key)}
      onOpen={open}
      loading={vLoading || pLoading}
      search={{ value: q, onChange: (v) => filters.set({ q: v }, { typing: true }), label: t('search') }}
      filters={
        <>
          <ChoiceFilter
            label={t('basis')}
            value={basis}
            values={BASES}
            name={(b) => t(`basis_${b}`)}
            onChange={(b) => filters.set({ basis: b })}
            testId="ageing-basis"
          />
          <ChoiceFilter
            label={t('show')}
            value={show}
            values={SHOWS}
            name={(s) => t(`show_${s}`)}
            onChange={(s) => filters.set({ show: s })}
            testId="ageing-show"
          />
        </>
      }
      filtered={q.trim() !== ''}
      onClearFilters={() => filters.set({ q: '' })}
      emptyText={t('empty')}
      noMatchText={t('noMatch')}
      testIds={{ count: 'report-count', list: 'report-rows' }}
      testId={side === 'receivable' ? 'receivables' : 'payables'}
    />
  )
}

export default function ReceivablesReport() {
  return <AgeingReport side="receivable" />
}

export function PayablesReport() {
  return <AgeingReport side="payable" />
}
