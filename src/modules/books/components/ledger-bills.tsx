// The bill-wise view of a party (Tally's "bills outstanding"): each bill still open on the period's last day,
// what is pending after the receipts and credit notes against it (a supplier's bill: the payments and debit
// notes), when it fell due and by how many days it is overdue, with the open amount by age above the list.
import { useMemo } from 'react'
import { useLanguage } from '@/lib/i18n'
import { Register } from '@/ui/register/register'
import { dateCell, moneyCell, numberCell, textCell, type RegisterColumn } from '@/ui/register/register-column'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import { ageing, AGE_BUCKETS, bucketOf, type OpenItem } from '../domain/ledger'
import { dueDate, overdueDays } from '../domain/ledger-view'
import { useLedgerStrings } from '../ledger-strings'

function useColumns(asOf: string): RegisterColumn<OpenItem>[] {
  const t = useLedgerStrings()
  const lang = useLanguage()
  return useMemo(
    () => [
      {
        id: 'number',
        header: t('colBill'),
        cell: (i) => i.number,
        value: (i) => textCell(i.number),
        card: 'primary',
        width: { min: 10 },
      },
      {
        id: 'date',
        header: t('colBillDate'),
        cell: (i) => displayDate(i.doc_date, lang),
        value: (i) => dateCell(i.doc_date),
        card: 'secondary',
        width: { min: 7 },
      },
      {
        id: 'amount',
        header: t('colAmount'),
        cell: (i) => formatPaise(i.amount, { locale: lang }),
        value: (i) => moneyCell(i.amount),
        align: 'end',
        total: true,
        width: { min: 8 },
      },
      {
        id: 'due',
        header: t('colDue'),
        cell: (i) => displayDate(dueDate(i), lang),
        value: (i) => dateCell(dueDate(i)),
        width: { min: 7 },
      },
      {
        id: 'overdue',
        header: t('colOverdue'),
        cell: (i) => t('days', { count: overdueDays(i, asOf) }),
        value: (i) => numberCell(overdueDays(i, asOf)),
        align: 'end',
        card: 'secondary',
        width: { min: 6 },
      },
      {
        id: 'age',
        header: t('colAge'),
        cell: (i) => t('bucketDays', { bucket: bucketOf(i.age) }),
        value: (i) => textCell(t('bucketDays', { bucket: bucketOf(i.age) })),
        width: { min: 5 },
      },
      {
        id: 'pending',
        header: t('colPending'),
        cell: (i) => <span className="font-semibold">{formatPaise(i.pending, { locale: lang })}</span>,
        value: (i) => moneyCell(i.pending),
        align: 'end',
        total: true,
        card: 'meta',
        width: { min: 9 },
      },
    ],
    // t is remade every render; the language is what changes its words.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [asOf, lang],
  )
}

export function LedgerBills({
  items,
  asOf,
  query,
  onQuery,
  exportName,
}: {
  items: readonly OpenItem[]
  asOf: string
  query: string
  onQuery: (q: string) => void
  /** Base of the CSV and Excel names: the party and the period. */
  exportName: string
}) {
  const t = useLedgerStrings()
  const lang = useLanguage()
  const columns = useColumns(asOf)
  const rows = useMemo(() => {
    const q = query.trim().toUpperCase()
    return q ? items.filter((i) => i.number.toUpperCase().includes(q)) : items
  }, [items, query])
  const byAge = useMemo(() => ageing(items), [items])
  const date = displayDate(asOf, lang)
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-soft">{t('billsAsOf', { date })}</p>
      {items.length > 0 ? (
        <dl
          className="grid grid-cols-2 gap-2 sm:grid-cols-4"
          aria-label={t('ageing')}
          data-testid="ledger-ageing"
        >
          {AGE_BUCKETS.map((b) => (
            <div key={b} className="rounded-lg border border-line bg-surface p-2">
              <dt className="text-xs text-ink-soft">{t('bucketDays', { bucket: b })}</dt>
              <dd className="font-semibold tabular-nums">
                {formatPaise(byAge.buckets[b], { locale: lang })}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <Register
        label={t('viewBills')}
        columns={columns}
        rows={rows}
        totalCount={items.length}
        rowKey={(i) => i.voucher_id}
        search={{ value: query, onChange: onQuery, label: t('searchBills') }}
        filtered={query.trim() !== ''}
        onClearFilters={() => onQuery('')}
        countText={(shown) => t('bills', { count: shown })}
        emptyText={t('noBills', { date })}
        noMatchText={t('noMatches')}
        exportName={exportName}
        testIds={{ count: 'ledger-bills-count', list: 'ledger-bills' }}
      />
    </div>
  )
}
