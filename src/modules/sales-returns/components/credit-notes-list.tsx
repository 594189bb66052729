// The register of vehicle credit notes: newest first, searched by buyer (either script), note or invoice
// number, with the total of what is shown.
import { Plus } from 'lucide-react'
import { useCallback, useMemo } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { useLanguage } from '@/lib/i18n'
import { voucherColumns, voucherMatches } from '@/modules/books/public'
import { buttonVariants } from '@/ui/button'
import { Register } from '@/ui/register/register'
import { RegisterHeading } from '@/ui/register/register-heading'
import { textCell, type RegisterColumn } from '@/ui/register/register-column'
import { useTextSearch } from '@/ui/register/use-text-search'
import { creditNotesQuery, postedInvoicesQuery } from '../data/credit-notes'
import { salesReturnsModule } from '../module'
import { useReturnsStrings } from '../returns-strings'

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
  const matches = useCallback(
    (v: Voucher, query: string) => voucherMatches(v, query, invoiceNo.get(v.against_id ?? '')),
    [invoiceNo],
  )
  const searched = useTextSearch(all, matches, t('search'))
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
        {...searched}
        rowKey={(v) => v.id}
        onOpen={(v) => navigate(salesReturnsModule.href.note(v.id))}
        loading={loading}
        loadingText={t('loading')}
        emptyText={t('empty')}
        noMatchText={t('noMatches')}
        exportName="credit-notes"
        testIds={{ count: 'credit-note-count', list: 'credit-note-list' }}
      />
    </section>
  )
}
