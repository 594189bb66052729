// The register of parts bills: newest first, searched by supplier (either script), entry or supplier's bill
// number, with the number of lines and the total of what is shown.
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
import { numberCell, textCell, type RegisterColumn } from '@/ui/register/register-column'
import { useTextSearch } from '@/ui/register/use-text-search'
import { partsBillsQuery } from '../data/parts-purchases'
import { partsPurchasesModule } from '../module'
import { usePartsPurchasesStrings } from '../parts-purchases-strings'

const linesOf = (v: Voucher) => v.lines.filter((l) => l.kind === 'part').length

export function BillsList({ canWrite }: { canWrite: boolean }) {
  const t = usePartsPurchasesStrings()
  const lang = useLanguage()
  const navigate = useNavigate()
  const { db } = useData()
  const { data, loading } = useRxQuery(() => partsBillsQuery(db), [db])
  const all = useMemo(() => (data ?? []) as Voucher[], [data])
  const searched = useTextSearch(all, voucherMatches, t('search'))
  const columns = useMemo(
    (): RegisterColumn<Voucher>[] => [
      voucherColumns.number(t('colNumber')),
      {
        id: 'bill',
        header: t('colBill'),
        cell: (v) => v.supplier_bill_no ?? '',
        value: (v) => textCell(v.supplier_bill_no),
        card: 'secondary',
        width: { min: 9 },
      },
      voucherColumns.date(t('colDate'), lang),
      voucherColumns.party(t('colSupplier'), 'supplier'),
      {
        id: 'lines',
        header: t('colLines'),
        cell: (v) => linesOf(v),
        value: (v) => numberCell(linesOf(v)),
        align: 'end',
        width: { min: 5 },
      },
      voucherColumns.total(t('colTotal'), lang),
    ],
    [t, lang],
  )
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4">
      <RegisterHeading
        title={t('title')}
        intro={t('intro')}
        actions={
          canWrite ? (
            <Link
              to={partsPurchasesModule.href.new()}
              className={buttonVariants()}
              data-testid="new-parts-bill"
            >
              <Plus aria-hidden="true" />
              {t('newBill')}
            </Link>
          ) : null
        }
      />
      <Register
        label={t('title')}
        columns={columns}
        {...searched}
        rowKey={(v) => v.id}
        onOpen={(v) => navigate(partsPurchasesModule.href.bill(v.id))}
        loading={loading}
        loadingText={t('loading')}
        emptyText={t('empty')}
        noMatchText={t('noMatches')}
        exportName="workshop-purchases"
        testIds={{ count: 'parts-bill-count', list: 'parts-bill-list' }}
      />
    </section>
  )
}
