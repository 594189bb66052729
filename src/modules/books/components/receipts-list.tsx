// The register of receipts, refunds and payments: newest first, filtered by type, mode and cheque state in
// the address, searched by party name (either script) or voucher number, with totals of what is shown. A
// cancelled voucher stays listed (its number is used) but counts for nothing.
import { IndianRupee, Undo2, Wallet } from 'lucide-react'
import { useDeferredValue, useMemo } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { VOUCHER_PAYMENT_MODES, type Voucher } from '@schemas/vouchers.schema'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { useLanguage } from '@/lib/i18n'
import { buttonVariants } from '@/ui/button'
import { Select } from '@/ui/field'
import { Register } from '@/ui/register/register'
import { dateCell, moneyCell, textCell, type RegisterColumn } from '@/ui/register/register-column'
import { choiceFilter, textFilter } from '@/ui/register/register-filters'
import { useRegisterFilters } from '@/ui/register/use-register-filters'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import { keysMatch, nameKeys } from '@/utils/name-search'
import { useBooksStrings } from '../books-strings'
import { useCashBreaches } from '../data/day-book'
import { moneyVouchersQuery } from '../data/vouchers'
import { netMoney } from '../domain/money'
import { CashBreachesBox } from './cash-breaches-box'
import { receiptsModule } from '../module'

const KINDS = ['all', 'rcpt', 'rfnd', 'pay'] as const
const CHEQUES = ['all', 'deposited', 'cleared', 'bounced'] as const
const FILTERS = {
  q: textFilter(),
  type: choiceFilter(KINDS, 'all'),
  mode: choiceFilter(['all', ...VOUCHER_PAYMENT_MODES], 'all'),
  cheque: choiceFilter(CHEQUES, 'all'),
}

function useColumns(): RegisterColumn<Voucher>[] {
  const t = useBooksStrings()
  const lang = useLanguage()
  return useMemo(
    () => [
      {
        id: 'number',
        header: t('colNumber'),
        cell: (v) => (
          <span className={v.status === 'cancelled' ? 'line-through' : undefined}>{v.number}</span>
        ),
        value: (v) => textCell(v.number),
        card: 'primary',
        width: { min: 10 },
      },
      {
        id: 'date',
        header: t('colDate'),
        cell: (v) => displayDate(v.doc_date, lang),
        value: (v) => dateCell(v.doc_date),
        card: 'secondary',
        width: { min: 7 },
      },
      {
        id: 'type',
        header: t('colKind'),
        cell: (v) => t(`kind_${v.type}`),
        value: (v) => textCell(t(`kind_${v.type}`)),
        card: 'secondary',
        width: { min: 6 },
      },
      {
        id: 'party',
        header: t('colParty'),
        cell: (v) => v.party?.name ?? '',
        value: (v) => textCell(v.party?.name),
        card: 'primary',
        width: { min: 12, grow: 2 },
      },
      {
        id: 'mode',
        header: t('colMode'),
        cell: (v) =>
          v.payment
            ? `${t(`mode_${v.payment.mode}`)}${v.payment.cheque_status ? ` · ${t(`cheque_${v.payment.cheque_status}`)}` : ''}`
            : '',
        value: (v) => textCell(v.payment ? t(`mode_${v.payment.mode}`) : ''),
        card: 'secondary',
        width: { min: 7 },
      },
      {
        id: 'status',
        header: t('colStatus'),
        cell: (v) => t(`status_${v.status}`),
        value: (v) => textCell(t(`status_${v.status}`)),
        width: { min: 6 },
      },
      {
        id: 'amount',
        header: t('colAmount'),
        cell: (v) => formatPaise(netMoney(v) || (v.payment?.amount ?? 0), { locale: lang }),
        value: (v) => moneyCell(netMoney(v)),
        align: 'end',
        total: true,
        card: 'meta',
        width: { min: 9 },
      },
    ],
    [t, lang],
  )
}

export function ReceiptsList({ canWrite }: { canWrite: boolean }) {
  const t = useBooksStrings()
  const navigate = useNavigate()
  const { db } = useData()
  const { data, loading } = useRxQuery(() => moneyVouchersQuery(db), [db])
  const all = useMemo(() => (data ?? []) as Voucher[], [data])
  // Cash two devices took offline that breaks s.269ST together: only sync could bring it to light.
  const breaches = useCashBreaches(all)
  const filters = useRegisterFilters(FILTERS)
  const { q, type, mode, cheque } = filters.values
  const query = useDeferredValue(q)
  const rows = useMemo(() => {
    const text = query.trim()
    const words = text.toLowerCase().split(/\s+/).filter(Boolean)
    const upper = text.toUpperCase()
    // A party's name is found in either script ("ramesh" finds "रमेश"), a voucher by the start of its number.
    const found = (v: Voucher) => {
      const name = (v.party?.name ?? '').toLowerCase()
      const keys = nameKeys(name)
      return v.number.startsWith(upper) || words.every((w) => name.includes(w) || keysMatch(w, keys))
    }
    return all.filter(
      (v) =>
        (type === 'all' || v.type === type) &&
        (mode === 'all' || v.payment?.mode === mode) &&
        (cheque === 'all' || v.payment?.cheque_status === cheque) &&
        (words.length === 0 || found(v)),
    )
  }, [all, query, type, mode, cheque])
  const columns = useColumns()

  const newLink = (
    kind: 'rcpt' | 'rfnd' | 'pay',
    label: string,
    Icon: typeof IndianRupee,
    primary = false,
  ) => (
    <Link
      to={receiptsModule.href.new(kind)}
      className={buttonVariants({ variant: primary ? 'primary' : 'secondary' })}
      data-testid={`new-${kind}`}
    >
      <Icon aria-hidden="true" />
      {label}
    </Link>
  )

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4">
      <header className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="min-w-0 sm:flex-[1_1_18rem]">
          <h1 className="text-2xl font-bold text-ink">{t('receiptsTitle')}</h1>
          <p className="mt-1 text-sm text-ink-soft">{t('receiptsIntro')}</p>
        </div>
        {canWrite ? (
          <div className="flex flex-wrap gap-2">
            {newLink('rcpt', t('newReceipt'), IndianRupee, true)}
            {newLink('rfnd', t('newRefund'), Undo2)}
            {newLink('pay', t('newPayment'), Wallet)}
          </div>
        ) : null}
      </header>
      <CashBreachesBox breaches={breaches} />
      <Register
        label={t('receiptsTitle')}
        columns={columns}
        rows={rows}
        totalCount={all.length}
        rowKey={(v) => v.id}
        onOpen={(v) => navigate(receiptsModule.href.voucher(v.id))}
        loading={loading}
        loadingText={t('loading')}
        search={{
          value: q,
          onChange: (value) => filters.set({ q: value }, { typing: true }),
          label: t('search'),
        }}
        filters={
          <>
            <label className="flex flex-col gap-1 text-sm font-medium text-ink">
              {t('kindFilter')}
              <Select
                value={type}
                onChange={(e) => filters.set({ type: e.target.value as (typeof KINDS)[number] })}
              >
                {KINDS.map((k) => (
                  <option key={k} value={k}>
                    {k === 'all' ? t('all') : t(`kind_${k}`)}
                  </option>
                ))}
              </Select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium text-ink">
              {t('modeFilter')}
              <Select value={mode} onChange={(e) => filters.set({ mode: e.target.value as typeof mode })}>
                <option value="all">{t('all')}</option>
                {VOUCHER_PAYMENT_MODES.map((m) => (
                  <option key={m} value={m}>
                    {t(`mode_${m}`)}
                  </option>
                ))}
              </Select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium text-ink">
              {t('cheque')}
              <Select
                value={cheque}
                onChange={(e) => filters.set({ cheque: e.target.value as (typeof CHEQUES)[number] })}
              >
                {CHEQUES.map((c) => (
                  <option key={c} value={c}>
                    {c === 'all' ? t('all') : t(`cheque_${c}`)}
                  </option>
                ))}
              </Select>
            </label>
          </>
        }
        filtered={filters.filtered}
        onClearFilters={filters.clear}
        emptyText={t('empty')}
        noMatchText={t('noMatches')}
        exportName="receipts"
        testIds={{ count: 'receipt-count', list: 'receipt-list' }}
      />
    </section>
  )
}
