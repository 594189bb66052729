// The register of vehicle credit notes: newest first, searched by buyer (either script), note or invoice
// number, with the total of what is shown.
import { Plus } from 'lucide-react'
import { useDeferredValue, useMemo } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { useLanguage } from '@/lib/i18n'
import { voucherColumns } from '@/modules/books/public'
import { buttonVariants } from '@/ui/button'
import { Register } from '@/ui/register/register'
import { RegisterHeading } from '@/ui/register/register-heading'
import { textCell, type RegisterColumn } from '@/ui/register/register-column'
import { textFilter } from '@/ui/register/register-filters'
import { useRegisterFilters } from '@/ui/register/use-register-filters'
import { keysMatch, nameKeys } from '@/utils/name-search'
import { creditNotesQuery, postedInvoicesQuery } from '../data/credit-notes'
import { salesReturnsModule } from '../module'
import { useReturnsStrings } from '../returns-strings'

const FILTERS = { q: textFilter() }

export function CreditNotesList({ canWrite }: { canWrite: boolean }) {
  const t = useReturnsStrings()
  const lang = useLanguage()
  const navigate = useNavigate()
  const { db } = useData()
  const { data, loading } = useRxQuery(() => creditNotesQuery(db), [db])
  const invoicesQ = useRxQuery(() => postedInvoicesQuery(db), [db])
  const all = useMemo(() => (data ?? []) as Voucher[], [data])
  const invoiceNo = useMemo(
    () => new Map(((invoicesQ.data ?? []) as Voucher[]).map((v) => [v.id, v.number])),
    [invoicesQ.data],
  )
  const filters = useRegisterFilters(FILTERS)
  const query = useDeferredValue(filters.values.q)
  const rows = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
    if (words.length === 0) return all
    const upper = query.trim().toUpperCase()
    return all.filter((v) => {
      const name = (v.party?.name ?? '').toLowerCase()
      const keys = nameKeys(name)
      return (
        v.number.startsWith(upper) ||
        (invoiceNo.get(v.against_id ?? '') ?? '').startsWith(upper) ||
        words.every((w) => name.includes(w) || keysMatch(w, keys))
      )
    })
  }, [all, query, invoiceNo])
  const columns = useMemo(
    (): RegisterColumn<Voucher>[] => [
      voucherColumns.number(t('colNumber')),
      voucherColumns.date(t('colDate'), lang),
      voucherColumns.party(t('colBuyer'), 'buyer'),
      {
        id: 'invoice',
        header: t('colInvoice'),
        cell: (v) => invoiceNo.get(v.against_id ?? '') ?? '',
        value: (v) => textCell(invoiceNo.get(v.against_id ?? '')),
        card: 'secondary',
        width: { min: 11 },
      },
      {
        id: 'reason',
        header: t('colReason'),
        cell: (v) => (v.details?.reason ? t(`reason_${v.details.reason}` as 'reason_discount') : ''),
        value: (v) => textCell(v.details?.reason ? t(`reason_${v.details.reason}` as 'reason_discount') : ''),
        width: { min: 10 },
      },
      voucherColumns.total(t('colTotal'), lang),
    ],
    [t, lang, invoiceNo],
  )
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4">
      <RegisterHeading
        title={t('title')}
        intro={t('intro')}
        actions={
          canWrite ? (
            <Link
              to={salesReturnsModule.href.new()}
              className={buttonVariants()}
              data-testid="new-credit-note"
            >
              <Plus aria-hidden="true" />
              {t('newNote')}
            </Link>
          ) : null
        }
      />
      <Register
        label={t('title')}
        columns={columns}
        rows={rows}
        totalCount={all.length}
        rowKey={(v) => v.id}
        onOpen={(v) => navigate(salesReturnsModule.href.note(v.id))}
        loading={loading}
        loadingText={t('loading')}
        search={{
          value: filters.values.q,
          onChange: (value) => filters.set({ q: value }, { typing: true }),
          label: t('search'),
        }}
        filtered={filters.filtered}
        onClearFilters={filters.clear}
        emptyText={t('empty')}
        noMatchText={t('noMatches')}
        exportName="credit-notes"
        testIds={{ count: 'credit-note-count', list: 'credit-note-list' }}
      />
    </section>
  )
}
