// The register of workshop invoices (job cards' and counter sales'): newest first, searched by number or
// name (either script), with the total of what is shown.
import { Plus } from 'lucide-react'
import { useMemo } from 'react'
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
import { workshopInvoicesQuery } from '../data/billing'
import { useInvoiceStrings } from '../invoice-strings'
import { workshopInvoicesModule } from '../module'

export function WorkshopInvoicesList({ canWrite }: { canWrite: boolean }) {
  const t = useInvoiceStrings()
  const lang = useLanguage()
  const navigate = useNavigate()
  const { db } = useData()
  const { data, loading } = useRxQuery(() => workshopInvoicesQuery(db), [db])
  const all = useMemo(() => (data ?? []) as Voucher[], [data])
  const searched = useTextSearch(all, voucherMatches, t('searchInvoices'))
  const columns = useMemo(
    (): RegisterColumn<Voucher>[] => [
      voucherColumns.number(t('colNumber')),
      voucherColumns.date(t('colDate'), lang),
      voucherColumns.party(t('colBuyer'), 'buyer'),
      {
        id: 'job',
        header: t('colJob'),
        cell: (v) => v.details?.job_no ?? t('counterSale'),
        value: (v) => textCell(v.details?.job_no ?? t('counterSale')),
        card: 'secondary',
        width: { min: 11 },
      },
      voucherColumns.total(t('colTotal'), lang),
    ],
    [t, lang],
  )
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4">
      <RegisterHeading
        title={t('invoicesTitle')}
        intro={t('invoicesIntro')}
        actions={
          canWrite ? (
            <Link
              to={workshopInvoicesModule.href.counterSale()}
              className={buttonVariants()}
              data-testid="new-counter-sale"
            >
              <Plus aria-hidden="true" />
              {t('newCounterSale')}
            </Link>
          ) : null
        }
      />
      <Register
        label={t('invoicesTitle')}
        columns={columns}
        {...searched}
        rowKey={(v) => v.id}
        onOpen={(v) => navigate(workshopInvoicesModule.href.invoice(v.id))}
        loading={loading}
        loadingText={t('loading')}
        emptyText={t('empty')}
        noMatchText={t('noMatches')}
        exportName="workshop-invoices"
        testIds={{ count: 'workshop-invoice-count', list: 'workshop-invoice-list' }}
      />
    </section>
  )
}
