// The register of wp-returns (debit notes): newest first, searched by supplier, note number or the supplier's
// bill it was raised against, with the total of what is shown.
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
import { partsBillsQuery, partsReturnsQuery } from '../data/parts-purchases'
import { partsReturnsModule } from '../module'
import { usePartsPurchasesStrings } from '../parts-purchases-strings'

const partsOf = (v: Voucher) => v.lines.map((l) => l.description.split(' · ')[0]).join(', ')

export function ReturnsList({ canWrite }: { canWrite: boolean }) {
  const t = usePartsPurchasesStrings()
  const lang = useLanguage()
  const navigate = useNavigate()
  const { db } = useData()
  const { data, loading } = useRxQuery(() => partsReturnsQuery(db), [db])
  const billsQ = useRxQuery(() => partsBillsQuery(db), [db])
  const all = useMemo(() => (data ?? []) as Voucher[], [data])
  const billNo = useMemo(
    () => new Map(((billsQ.data ?? []) as Voucher[]).map((v) => [v.id, v.supplier_bill_no ?? v.number])),
    [billsQ.data],
  )
  const matches = useCallback(
    (v: Voucher, query: string) => voucherMatches(v, query, billNo.get(v.against_id ?? '')),
    [billNo],
  )
  const searched = useTextSearch(all, matches, t('returnsSearch'))
  const columns = useMemo(
    (): RegisterColumn<Voucher>[] => [
      voucherColumns.number(t('colNumber')),
      voucherColumns.date(t('colDate'), lang),
      voucherColumns.party(t('colSupplier'), 'supplier'),
      {
        id: 'against',
        header: t('colAgainst'),
        cell: (v) => billNo.get(v.against_id ?? '') ?? '',
        value: (v) => textCell(billNo.get(v.against_id ?? '')),
        card: 'secondary',
        width: { min: 9 },
      },
      {
        id: 'parts',
        header: t('colParts'),
        cell: (v) => partsOf(v),
        value: (v) => textCell(partsOf(v)),
        width: { min: 12 },
      },
      voucherColumns.total(t('colTotal'), lang),
    ],
    [t, lang, billNo],
  )
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4">
      <RegisterHeading
        title={t('returnsTitle')}
        intro={t('returnsIntro')}
        actions={
          canWrite ? (
            <Link
              to={partsReturnsModule.href.new()}
              className={buttonVariants()}
              data-testid="new-parts-return"
            >
              <Plus aria-hidden="true" />
              {t('newReturn')}
            </Link>
          ) : null
        }
      />
      <Register
        label={t('returnsTitle')}
        columns={columns}
        {...searched}
        rowKey={(v) => v.id}
        onOpen={(v) => navigate(partsReturnsModule.href.note(v.id))}
        loading={loading}
        loadingText={t('returnsLoading')}
        emptyText={t('returnsEmpty')}
        noMatchText={t('noMatches')}
        exportName="workshop-purchase-returns"
        testIds={{ count: 'parts-return-count', list: 'parts-return-list' }}
      />
    </section>
  )
}
