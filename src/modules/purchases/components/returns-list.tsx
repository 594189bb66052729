// The register of purchase returns (debit notes): newest first, searched by supplier, note number, the bill
// it was raised against or a chassis, with the total of what is shown; the kit's NotesRegister.
import { useMemo } from 'react'
import type { Voucher } from '@schemas/vouchers.schema'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { useLanguage } from '@/lib/i18n'
import { voucherColumns, voucherMatches } from '@/modules/books/public'
import { NotesRegister } from '@/ui/register/notes-register'
import { textCell, type RegisterColumn } from '@/ui/register/register-column'
import { purchasesQuery, purchaseReturnsQuery } from '../data/purchases'
import { purchaseReturnsModule } from '../module'
import { usePurchasesStrings } from '../purchases-strings'

const chassisOf = (v: Voucher) => v.lines.map((l) => l.chassis).join(', ')

export function ReturnsList({ canWrite }: { canWrite: boolean }) {
  const t = usePurchasesStrings()
  const lang = useLanguage()
  const { db } = useData()
  const { data, loading } = useRxQuery(() => purchaseReturnsQuery(db), [db])
  const billsQ = useRxQuery(() => purchasesQuery(db), [db])
  const billNo = useMemo(
    () => new Map(((billsQ.data ?? []) as Voucher[]).map((v) => [v.id, v.supplier_bill_no ?? v.number])),
    [billsQ.data],
  )
  const before = useMemo(
    () => [
      voucherColumns.number(t('colNumber')),
      voucherColumns.date(t('colDate'), lang),
      voucherColumns.party(t('colSupplier'), 'supplier'),
    ],
    [t, lang],
  )
  const after = useMemo(
    (): RegisterColumn<Voucher>[] => [
      {
        id: 'vehicles',
        header: t('colVehicles'),
        cell: chassisOf,
        value: (v) => textCell(chassisOf(v)),
        width: { min: 12 },
      },
      voucherColumns.total(t('colTotal'), lang),
    ],
    [t, lang],
  )
  return (
    <NotesRegister
      text={{
        title: t('returnsTitle'),
        intro: t('returnsIntro'),
        newLabel: t('newReturn'),
        search: t('returnsSearch'),
        loading: t('returnsLoading'),
        empty: t('returnsEmpty'),
        noMatches: t('noMatches'),
      }}
      canWrite={canWrite}
      notes={data as Voucher[] | undefined}
      loading={loading}
      againstNo={billNo}
      against={{ id: 'against', header: t('colAgainst'), width: 9 }}
      matches={voucherMatches}
      before={before}
      after={after}
      newHref={purchaseReturnsModule.href.new()}
      hrefOf={purchaseReturnsModule.href.note}
      exportName="purchase-returns"
      testIds={{ new: 'new-purchase-return', count: 'purchase-return-count', list: 'purchase-return-list' }}
    />
  )
}
