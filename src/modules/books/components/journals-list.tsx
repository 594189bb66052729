// The register of journal vouchers: newest first, filtered by kind (adjustment, contra, opening, reversal) and
// status in the address, searched by the start of the number or words of the narration. A cancelled journal
// stays listed (its number is used) but counts for nothing in the total.
import { ArrowLeftRight, Landmark, Plus } from 'lucide-react'
import { useDeferredValue, useMemo } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useLanguage } from '@/lib/i18n'
import { buttonVariants } from '@/ui/button'
import { Select } from '@/ui/field'
import { Register } from '@/ui/register/register'
import { dateCell, moneyCell, textCell, type RegisterColumn } from '@/ui/register/register-column'
import { choiceFilter, textFilter } from '@/ui/register/register-filters'
import { useRegisterFilters } from '@/ui/register/use-register-filters'
import { Kbd, shortcutProps, useShortcut } from '@/ui/use-shortcut'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import { useJournals } from '../data/journals'
import { journalKind, type JournalKind, type OwnAccounts } from '../domain/journal-draft'
import { useJournalStrings } from '../journal-strings'
import { journalModule } from '../module'

const KINDS = ['all', 'adjustment', 'contra', 'opening', 'reversal'] as const
const STATUSES = ['all', 'posted', 'cancelled'] as const
const FILTERS = {
  q: textFilter(),
  kind: choiceFilter(KINDS, 'all'),
  status: choiceFilter(STATUSES, 'all'),
}

type Row = Voucher & { kind: JournalKind }

function useColumns(): RegisterColumn<Row>[] {
  const t = useJournalStrings()
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
        id: 'kind',
        header: t('colKind'),
        cell: (v) => t(`kind_${v.kind}`),
        value: (v) => textCell(t(`kind_${v.kind}`)),
        card: 'secondary',
        width: { min: 6 },
      },
      {
        id: 'narration',
        header: t('colNarration'),
        cell: (v) => v.narration ?? '',
        value: (v) => textCell(v.narration),
        card: 'primary',
        width: { min: 12, grow: 2 },
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
        cell: (v) => formatPaise(v.totals.grand_total, { locale: lang }),
        value: (v) => moneyCell(v.status === 'cancelled' ? 0 : v.totals.grand_total),
        align: 'end',
        total: true,
        card: 'meta',
        width: { min: 9 },
      },
    ],
    [t, lang],
  )
}

export function JournalsList({ canWrite, own }: { canWrite: boolean; own: OwnAccounts }) {
  const t = useJournalStrings()
  const navigate = useNavigate()
  const { journals, loading } = useJournals()
  const all = useMemo(() => journals.map((v): Row => ({ ...v, kind: journalKind(v, own) })), [journals, own])
  const filters = useRegisterFilters(FILTERS)
  const { q, kind, status } = filters.values
  const query = useDeferredValue(q)
  const rows = useMemo(() => {
    const text = query.trim()
    const words = text.toLowerCase().split(/\s+/).filter(Boolean)
    const upper = text.toUpperCase()
    const found = (v: Row) => {
      const narration = (v.narration ?? '').toLowerCase()
      return v.number.startsWith(upper) || words.every((w) => narration.includes(w))
    }
    return all.filter(
      (v) =>
        (kind === 'all' || v.kind === kind) &&
        (status === 'all' || v.status === status) &&
        (words.length === 0 || found(v)),
    )
  }, [all, query, kind, status])
  const columns = useColumns()
  useShortcut('Alt+N', () => navigate(journalModule.href.new()), canWrite)

  return (
    <>
      {canWrite ? (
        <div className="flex flex-wrap gap-2">
          <Link
            to="/journal-entry?new=1"
            className={buttonVariants({ variant: 'primary' })}
            data-testid="new-journal"
            {...shortcutProps('Alt+N')}
          >
            <Plus aria-hidden="true" />
            {t('newJournal')}
            <Kbd shortcut="Alt+N" />
          </Link>
          <Link
            to="/journal-entry?new=contra"
            className={buttonVariants({ variant: 'secondary' })}
            data-testid="new-contra"
          >
            <ArrowLeftRight aria-hidden="true" />
            {t('newContra')}
          </Link>
          <Link
            to="/journal-entry?new=opening"
            className={buttonVariants({ variant: 'secondary' })}
            data-testid="new-opening"
          >
            <Landmark aria-hidden="true" />
            {t('newOpening')}
          </Link>
        </div>
      ) : null}
      <Register
        label={t('tabJournals')}
        columns={columns}
        rows={rows}
        totalCount={all.length}
        rowKey={(v) => v.id}
        onOpen={(v) => navigate(journalModule.href.voucher(v.id))}
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
                value={kind}
                onChange={(e) => filters.set({ kind: e.target.value as (typeof KINDS)[number] })}
              >
                {KINDS.map((k) => (
                  <option key={k} value={k}>
                    {k === 'all' ? t('all') : t(`kind_${k}`)}
                  </option>
                ))}
              </Select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium text-ink">
              {t('statusFilter')}
              <Select
                value={status}
                onChange={(e) => filters.set({ status: e.target.value as (typeof STATUSES)[number] })}
              >
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s === 'all' ? t('all') : t(`status_${s}`)}
                  </option>
                ))}
              </Select>
            </label>
          </>
        }
        filtered={filters.filtered}
        onClearFilters={filters.clear}
        countText={(shown, total) =>
          shown === total || total === undefined
            ? t('count', { count: shown })
            : `${t('count', { count: shown })} / ${total}`
        }
        emptyText={t('empty')}
        noMatchText={t('noMatches')}
        exportName="journals"
        testIds={{ count: 'journal-count', list: 'journal-list' }}
      />
    </>
  )
}
