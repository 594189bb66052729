// The stock journals posted: number, date, what happened, the reason and the value, newest first.
import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { useLanguage } from '@/lib/i18n'
import { Register } from '@/ui/register/register'
import { dateCell, moneyCell, textCell, type RegisterColumn } from '@/ui/register/register-column'
import { textFilter } from '@/ui/register/register-filters'
import { useRegisterFilters } from '@/ui/register/use-register-filters'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import { stjKindOf } from '../domain/stock-journal'
import { useInventoryStrings } from '../inventory-strings'
import { inventoryModule } from '../module'

const FILTERS = { q: textFilter() }

/** Every stock journal, newest first. */
export function journalsQuery(db: ReturnType<typeof useData>['db']) {
  return db.vouchers.find({ selector: { type: 'stj' }, sort: [{ type: 'asc' }, { list_key: 'asc' }] })
}

export function JournalsList() {
  const t = useInventoryStrings()
  const lang = useLanguage()
  const navigate = useNavigate()
  const { db } = useData()
  const q = useRxQuery(() => journalsQuery(db), [db])
  const all = useMemo(() => (q.data ?? []) as Voucher[], [q.data])
  const filters = useRegisterFilters(FILTERS)
  const rows = useMemo(() => {
    const words = filters.values.q.trim().toLowerCase().split(/\s+/).filter(Boolean)
    if (words.length === 0) return all
    return all.filter((v) => {
      const text =
        `${v.number} ${v.narration ?? ''} ${v.lines.map((l) => l.description).join(' ')}`.toLowerCase()
      return words.every((w) => text.includes(w))
    })
  }, [all, filters.values.q])
  const columns = useMemo(
    (): RegisterColumn<Voucher>[] => [
      {
        id: 'number',
        header: t('colNumber'),
        cell: (v) => <span className="font-mono">{v.number}</span>,
        value: (v) => textCell(v.number),
        card: 'primary',
        width: { min: 11 },
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
        id: 'kind',
        header: t('colKind'),
        cell: (v) => t(`kind_${stjKindOf(v)}`),
        value: (v) => textCell(t(`kind_${stjKindOf(v)}`)),
        card: 'secondary',
        width: { min: 8 },
      },
      {
        id: 'reason',
        header: t('colReason'),
        cell: (v) => v.narration ?? '',
        value: (v) => textCell(v.narration),
        width: { min: 12, grow: 2 },
      },
      {
        id: 'value',
        header: t('colValue'),
        cell: (v) => formatPaise(v.totals.grand_total, { locale: lang }),
        value: (v) => moneyCell(v.totals.grand_total),
        align: 'end',
        card: 'meta',
        width: { min: 9 },
      },
    ],
    [t, lang],
  )
  return (
    <Register
      label={t('tabJournals')}
      columns={columns}
      rows={rows}
      totalCount={all.length}
      rowKey={(v) => v.id}
      onOpen={(v) => navigate(inventoryModule.href.journal(v.id))}
      loading={q.loading}
      loadingText={t('loading')}
      search={{
        value: filters.values.q,
        onChange: (v) => filters.set({ q: v }, { typing: true }),
        label: t('search'),
      }}
      filtered={filters.filtered}
      onClearFilters={filters.clear}
      emptyText={t('journalsEmpty')}
      noMatchText={t('noMatches')}
      exportName="stock-journals"
      testIds={{ count: 'journals-count', list: 'journals-list' }}
    />
  )
}
