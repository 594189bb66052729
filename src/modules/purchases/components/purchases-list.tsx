// The register of vehicle purchases: newest first, searched by supplier (either script), entry or bill
// number, or a chassis, with the total of what is shown; the kit's VoucherRegister.
import { useMemo } from 'react'
import type { Voucher } from '@schemas/vouchers.schema'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { useLanguage } from '@/lib/i18n'
import { voucherColumns, voucherMatches } from '@/modules/books/public'
import { numberCell, textCell, type RegisterColumn } from '@/ui/register/register-column'
import { VoucherRegister } from '@/ui/register/voucher-register'
import { purchasesQuery } from '../data/purchases'
import { purchasesModule } from '../module'
import { usePurchasesStrings } from '../purchases-strings'

const unitsOf = (v: Voucher) => v.lines.filter((l) => l.kind === 'vehicle').length

export function PurchasesList({ canWrite }: { canWrite: boolean }) {
  const t = usePurchasesStrings()
  const lang = useLanguage()
  const { db } = useData()
  const { data, loading } = useRxQuery(() => purchasesQuery(db), [db])
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
        id: 'vehicles',
        header: t('colVehicles'),
        cell: (v) => unitsOf(v),
        value: (v) => numberCell(unitsOf(v)),
        align: 'end',
        total: true,
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
      newHref={purchasesModule.href.new()}
      hrefOf={purchasesModule.href.bill}
      exportName="vehicle-purchases"
      testIds={{ new: 'new-purchase', count: 'purchase-count', list: 'purchase-list' }}
    />
  )
}
