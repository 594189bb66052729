// The day book, the cash book and the bank book as reports (?view=day-book|cash-book|bank-book&period=…&q=
// &account=): the books' own views (src/modules/books: dayBookView, accountBookView) and columns, in the
// report frame with its period, exports and print. The bank book reads the bank account chosen (its own
// opening and everything posted on it before the period); the cash and bank books list their opening and
// closing as lines so what is exported reconciles on its own. A row opens its voucher.
import { useCallback, useMemo } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useLanguage } from '@/lib/i18n'
import {
  accountBookView,
  BANK_ACCOUNT,
  CASH_ACCOUNT,
  dayBookView,
  useBookColumns,
  useBookVouchers,
  useLedgerStrings,
  useMoneyAccounts,
  voucherHref,
  type BookKind,
  type BookLine,
} from '@/modules/books/public'
import { textFilter } from '@/ui/register/register-filters'
import { useRegisterFilters } from '@/ui/register/use-register-filters'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import { useAccountsReportStrings } from '../accounts-report-strings'
import { ACCOUNTS_REPORTS } from '../catalog/accounts'
import { useReportPeriod } from '../data/use-report-period'
import { ChoiceFilter, Figures } from './register-kit'
import { ReportView } from './report-view'

const FILTERS = { q: textFilter() }

function BooksReport({ book }: { book: BookKind }) {
  const t = useAccountsReportStrings()
  const lt = useLedgerStrings()
  const lang = useLanguage()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const { period, today, setPeriod } = useReportPeriod('month')
  const filters = useRegisterFilters(FILTERS)
  const { q } = filters.values
  const accounts = useMoneyAccounts()
  const banks = useMemo(() => accounts.filter((a) => a.account_group === 'bank'), [accounts])
  const chosen = book === 'bank' ? banks.find((a) => a.id === params.get('account')) : undefined
  const accountId = book === 'cash' ? CASH_ACCOUNT : book === 'bank' ? (chosen?.id ?? BANK_ACCOUNT) : null
  // The system cash and bank accounts begin at nil: their openings are journal vouchers.
  const opening = chosen?.opening_balance ?? 0
  const { inPeriod, earlier, loading } = useBookVouchers(period, accountId !== null)
  const own = useMemo(() => new Map(accounts.map((a) => [a.id, a])), [accounts])
  const view = useMemo(
    () =>
      accountId
        ? accountBookView(accountId, opening, earlier, inPeriod, period)
        : dayBookView(inPeriod, period, own),
    [accountId, opening, earlier, inPeriod, period, own],
  )
  const columns = useBookColumns(book, view)
  const rows = useMemo(() => {
    const words = q.trim().toLowerCase().split(/\s+/).filter(Boolean)
    if (words.length === 0) return view.lines
    const searched = columns.filter((c) => ['number', 'type', 'particulars'].includes(c.id))
    const text = (l: BookLine) =>
      searched
        .map((c) => c.value(l))
        .map((c) => (c?.kind === 'text' ? c.text : ''))
        .join(' ')
        .toLowerCase()
    // The opening and closing stay: a search narrows the vouchers, not the balances.
    return view.lines.filter((l) => l.kind !== 'entry' || words.every((w) => text(l).includes(w)))
  }, [view.lines, q, columns])
  const open = useCallback(
    (l: BookLine) => {
      const href = l.kind === 'entry' ? voucherHref(l.entry.voucher.type, l.entry.voucher.id) : null
      if (href) navigate(href)
    },
    [navigate],
  )
  const sides = { dr: lt('dr'), cr: lt('cr') }
  const balance = (b: number) =>
    `${formatPaise(Math.abs(b), { locale: lang })}${b === 0 ? '' : ` ${b > 0 ? sides.dr : sides.cr}`}`
  const money = (p: number) => formatPaise(p, { locale: lang })
  const entry = ACCOUNTS_REPORTS.find((r) => r.id === `${book}-book`)!
  const bankName = chosen?.name ?? t('bankDefault')
  return (
    <ReportView
      title={book === 'bank' ? `${entry.title[lang]} – ${bankName}` : entry.title[lang]}
      intro={t('bookIntro')}
      period={{ value: period, today, set: setPeriod }}
      facts={book === 'bank' ? [{ label: t('bankAccount'), value: bankName }] : []}
      summary={
        <Figures
          testId="book-balances"
          items={[
            ...(view.opening !== null
              ? [
                  {
                    label: t('openingOn', { date: displayDate(period.from, lang) }),
                    value: balance(view.opening),
                    testId: 'book-opening',
                  },
                ]
              : []),
            {
              label: t('colAmount'),
              value: t('moneyInOut', { in: money(view.totals.dr), out: money(view.totals.cr) }),
            },
            ...(view.closing !== null
              ? [
                  {
                    label: t('closingOn', { date: displayDate(period.to, lang) }),
                    value: balance(view.closing),
                    testId: 'book-closing',
                  },
                ]
              : []),
          ]}
        />
      }
      columns={columns}
      rows={rows}
      totalCount={view.lines.length}
      rowKey={(l) => l.key}
      onOpen={open}
      loading={loading}
      search={{
        value: q,
        onChange: (v) => filters.set({ q: v }, { typing: true }),
        label: t('search'),
        placeholder: t('searchHint'),
      }}
      filters={
        book === 'bank' ? (
          <ChoiceFilter
            label={t('bankAccount')}
            value={chosen?.id ?? BANK_ACCOUNT}
            values={[BANK_ACCOUNT, ...banks.map((a) => a.id)]}
            name={(v) => (v === BANK_ACCOUNT ? t('bankDefault') : (banks.find((a) => a.id === v)?.name ?? v))}
            onChange={(v) =>
              setParams((prev) => {
                const next = new URLSearchParams(prev)
                if (v === BANK_ACCOUNT) next.delete('account')
                else next.set('account', v)
                return next
              })
            }
            testId="bank-account"
          />
        ) : undefined
      }
      filtered={filters.filtered}
      onClearFilters={filters.clear}
      emptyText={t('empty')}
      noMatchText={t('noMatch')}
      testIds={{ count: 'report-count', list: 'report-rows' }}
      testId={`${book}-book`}
    />
  )
}

export default function DayBookReport() {
  return <BooksReport book="day" />
}

export function CashBookReport() {
  return <BooksReport book="cash" />
}

export function BankBookReport() {
  return <BooksReport book="bank" />
}
