// The register of parts bills: newest first, searched by supplier (either script), entry or supplier's bill
// number, with the number of lines and the total of what is shown; the kit's VoucherRegister.
import { useMemo } from 'react'
import type { Voucher } from '@schemas/vouchers.schema'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { useLanguage } from '@/lib/i18n'
import { voucherColumns, voucherMatches } from '@/modules/books/public'
import { numberCell, textCell, type RegisterColumn } from '@/ui/register/register-column'
import { VoucherRegister } from '@/ui/register/voucher-register'
import { partsBillsQuery } from '../data/parts-purchases'
import { partsPurchasesModule } from '../module'
import { usePartsPurchasesStrings } from '../parts-purchases-strings'

const linesOf = (v: Voucher) => v.lines.filter((l) => l.kind === 'part').length

export function BillsList({ canWrite }: { canWrite: boolean }) {
  const t = usePartsPurchasesStrings()
  const lang = useLanguage()
  const { db } = useData()
  const { data, loading } = useRxQuery(() => partsBillsQuery(db), [db])
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
    <VoucherRegister
      text={{
        title: t('title'),
        intro: t('intro'),
        newLabel: t('newBill'),
        search: t('search'),
        loading: t('loading'),
        empty: t('empty'),
        noMatches: t('noMatches'),
      }}
      canWrite={canWrite}
      vouchers={data as Voucher[] | undefined}
      loading={loading}
      matches={voucherMatches}
      columns={columns}
      newHref={partsPurchasesModule.href.new()}
      hrefOf={partsPurchasesModule.href.bill}
      exportName="workshop-purchases"
      testIds={{ new: 'new-parts-bill', count: 'parts-bill-count', list: 'parts-bill-list' }}
    />
  )
}
