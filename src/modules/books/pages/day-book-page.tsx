// /day-book: the day book, the cash book and the bank book (issue 19 part 2 item 6), all derived on the device
// from the vouchers and stored nowhere. The book, the bank account, the period and the search live in the
// address (?book=day|cash|bank&account=&from=&to=&q=), so a book can be bookmarked, reloaded offline and stepped
// back through; the day book opens on today, the cash and bank books on this month up to today.
import { useId, useMemo, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { Account } from '@schemas/accounts.schema'
import { localToday } from '@/auth/permissions'
import { useLanguage } from '@/lib/i18n'
import { Field, Select } from '@/ui/field'
import { Spinner } from '@/ui/spinner'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import { CashBreachesBox } from '../components/cash-breaches-box'
import { DayBookEntries } from '../components/day-book-entries'
import { DayBookPrint } from '../components/day-book-print'
import { useAllCashBreaches, useBookVouchers } from '../data/day-book'
import { useMoneyAccounts } from '../data/use-receipt-context'
import { useDayBookStrings } from '../day-book-strings'
import {
  accountBookView,
  BANK_ACCOUNT,
  BOOK_KINDS,
  bookKind,
  bookPeriod,
  CASH_ACCOUNT,
  dayBookView,
  type BookKind,
} from '../domain/book-view'
import type { Period } from '../domain/day-book'
import { balanceText } from '../domain/ledger-view'
import { useLedgerStrings } from '../ledger-strings'
import { PeriodFields } from '../components/period-fields'
import { Segmented } from '@/ui/segmented'

function BookToggle({ book, onBook }: { book: BookKind; onBook: (b: BookKind) => void }): ReactNode {
  const t = useDayBookStrings()
  return (
    <Segmented
      label={t('views')}
      options={BOOK_KINDS.map((b) => ({ value: b, label: t(`book_${b}`) }))}
      value={book}
      onChange={onBook}
    />
  )
}

function Book({
  book,
  account,
  accounts,
  period,
  query,
  onQuery,
}: {
  book: BookKind
  /** The cash or bank account of the cash and bank books; null for the day book. */
  account: { id: string; name: string; opening: number } | null
  accounts: readonly Account[]
  period: Period
  query: string
  onQuery: (q: string) => void
}) {
  const t = useDayBookStrings()
  const lt = useLedgerStrings()
  const lang = useLanguage()
  const { inPeriod, earlier, loading } = useBookVouchers(period, account !== null)
  const own = useMemo(() => new Map(accounts.map((a) => [a.id, a])), [accounts])
  const view = useMemo(
    () =>
      account
        ? accountBookView(account.id, account.opening, earlier, inPeriod, period)
        : dayBookView(inPeriod, period, own),
    [account, earlier, inPeriod, period, own],
  )
  const allBreaches = useAllCashBreaches(!loading)
  // The breaches this period has a part in; a booking's chain may have begun before it.
  const breaches = useMemo(
    () =>
      allBreaches.filter((b) => b.receipts.some((r) => r.doc_date >= period.from && r.doc_date <= period.to)),
    [allBreaches, period],
  )
  if (loading) return <Spinner label={t('loading')} className="min-h-[30vh]" />
  const sides = { dr: lt('dr'), cr: lt('cr') }
  const money = (p: number) => formatPaise(p, { locale: lang })
  const name = `${t(`book_${book}`)}${account && book === 'bank' ? ` ${account.name}` : ''} ${period.from} ${period.to}`
  const box = 'rounded-lg border border-line bg-surface p-3'
  return (
    <div className="flex flex-col gap-4">
      <CashBreachesBox breaches={breaches} />
      <div className="flex flex-wrap justify-end">
        <DayBookPrint
          book={book}
          account={book === 'bank' ? (account?.name ?? null) : null}
          period={period}
          view={view}
          fileName={name}
        />
      </div>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3" data-testid="book-balances">
        {view.opening !== null ? (
          <div className={box}>
            <dt className="text-ink-soft">{t('openingOn', { date: displayDate(period.from, lang) })}</dt>
            <dd className="font-semibold tabular-nums" data-testid="book-opening">
              {balanceText(view.opening, sides, lang)}
            </dd>
          </div>
        ) : (
          <div className={box}>
            <dt className="text-ink-soft">{t('periodValue')}</dt>
            <dd className="font-semibold tabular-nums">{money(view.totals.amount)}</dd>
          </div>
        )}
        <div className={box}>
          <dt className="text-ink-soft">{t('periodMoney')}</dt>
          <dd className="tabular-nums">
            {t('inOut', { in: money(view.totals.dr), out: money(view.totals.cr) })}
          </dd>
        </div>
        {view.closing !== null ? (
          <div className={box}>
            <dt className="text-ink-soft">{t('closingOn', { date: displayDate(period.to, lang) })}</dt>
            <dd className="font-semibold tabular-nums" data-testid="book-closing">
              {balanceText(view.closing, sides, lang)}
            </dd>
          </div>
        ) : null}
      </dl>
      <DayBookEntries book={book} view={view} query={query} onQuery={onQuery} exportName={name} />
      <p className="text-xs text-ink-soft">
        {book === 'day' ? `${t('dayNote')} ` : ''}
        {t('opensDocument')} {t('cancelledNote')}
      </p>
    </div>
  )
}

export default function DayBookPage() {
  const t = useDayBookStrings()
  const id = useId()
  const [params, setParams] = useSearchParams()
  const book = bookKind(params.get('book'))
  const query = params.get('q') ?? ''
  const today = localToday()
  const asked = bookPeriod(book, params.get('from'), params.get('to'), today)
  const period = useMemo(
    () => (asked.ok ? asked.period : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the dates, not the object made each render
    [asked.ok && asked.period.from, asked.ok && asked.period.to],
  )
  const accounts = useMoneyAccounts()
  const banks = useMemo(() => accounts.filter((a) => a.account_group === 'bank'), [accounts])
  const askedAccount = params.get('account')
  const chosen = book === 'bank' ? banks.find((a) => a.id === askedAccount) : undefined
  const accountId = book === 'cash' ? CASH_ACCOUNT : book === 'bank' ? (chosen?.id ?? BANK_ACCOUNT) : null
  const account = useMemo(
    () =>
      accountId === null
        ? null
        : {
            id: accountId,
            name: chosen?.name ?? (accountId === BANK_ACCOUNT ? t('bankDefault') : t('book_cash')),
            // The system cash and bank accounts begin at nil: their openings are journal vouchers.
            opening: chosen?.opening_balance ?? 0,
          },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t's words follow the language, as chosen's name does
    [accountId, chosen?.name, chosen?.opening_balance],
  )

  /** A choice adds a history entry (Back undoes it); typing a search replaces it. */
  const set = (patch: Record<string, string | null>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(patch)) {
          if (value === null || value === '') next.delete(key)
          else next.set(key, value)
        }
        return next
      },
      { replace },
    )

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4">
      <header>
        <h1 className="text-2xl font-bold text-ink">{t(`book_${book}`)}</h1>
        <p className="mt-1 text-sm text-ink-soft">{t('intro')}</p>
      </header>
      <BookToggle
        book={book}
        // Each book has its own default period, so a switch starts from it.
        onBook={(b) => set({ book: b === 'day' ? null : b, account: null, from: null, to: null, q: null })}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:items-start">
        <PeriodFields
          id={id}
          labels={{ from: t('from'), to: t('to') }}
          from={params.get('from') ?? (asked.ok ? asked.period.from : '')}
          to={params.get('to') ?? (asked.ok ? asked.period.to : '')}
          onChange={set}
        />
        {book === 'bank' ? (
          <Field label={t('account')} htmlFor={`${id}-account`}>
            <Select
              id={`${id}-account`}
              value={chosen?.id ?? BANK_ACCOUNT}
              onChange={(e) =>
                set({ account: e.target.value === BANK_ACCOUNT ? null : e.target.value, q: null })
              }
            >
              <option value={BANK_ACCOUNT}>{t('bankDefault')}</option>
              {banks.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
      </div>
      {!period ? (
        <p role="alert" className="rounded-lg bg-muted p-4 text-ink">
          {t('fromAfterTo')}
        </p>
      ) : (
        <Book
          book={book}
          account={account}
          accounts={accounts}
          period={period}
          query={query}
          onQuery={(q) => set({ q }, true)}
        />
      )}
    </section>
  )
}
