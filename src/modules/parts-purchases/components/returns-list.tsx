// The register of wp-returns (debit notes): newest first, searched by supplier, note number or the supplier's
// bill it was raised against, with the total of what is shown; the kit's NotesRegister.
import { useMemo } from 'react'
import type { Voucher } from '@schemas/vouchers.schema'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { useLanguage } from '@/lib/i18n'
import { voucherColumns, voucherMatches } from '@/modules/books/public'
import { NotesRegister } from '@/ui/register/notes-register'
import { textCell, type RegisterColumn } from '@/ui/register/register-column'
import { partsBillsQuery, partsReturnsQuery } from '../data/parts-purchases'
import { partsReturnsModule } from '../module'
import { usePartsPurchasesStrings } from '../parts-purchases-strings'

const partsOf = (v: Voucher) => v.lines.map((l) => l.description.split(' · ')[0]).join(', ')

export function ReturnsList({ canWrite }: { canWrite: boolean }) {
  const t = usePartsPurchasesStrings()
  const lang = useLanguage()
  const { db } = useData()
  const { data, loading } = useRxQuery(() => partsReturnsQuery(db), [db])
  const billsQ = useRxQuery(() => partsBillsQuery(db), [db])
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
        id: 'parts',
        header: t('colParts'),
        cell: partsOf,
        value: (v) => textCell(partsOf(v)),
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
      newHref={partsReturnsModule.href.new()}
      hrefOf={partsReturnsModule.href.note}
      exportName="workshop-purchase-returns"
      testIds={{ new: 'new-parts-return', count: 'parts-return-count', list: 'parts-return-list' }}
    />
  )
}
