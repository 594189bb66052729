// The register of vehicle credit notes: newest first, searched by buyer (either script), note or invoice
// number, with the total of what is shown; the kit's NotesRegister.
import { useMemo } from 'react'
import type { Voucher } from '@schemas/vouchers.schema'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { useLanguage } from '@/lib/i18n'
import { voucherColumns, voucherMatches } from '@/modules/books/public'
import { NotesRegister } from '@/ui/register/notes-register'
import { textCell, type RegisterColumn } from '@/ui/register/register-column'
import { creditNotesQuery, postedInvoicesQuery } from '../data/credit-notes'
import { salesReturnsModule } from '../module'
import { useReturnsStrings } from '../returns-strings'

export function CreditNotesList({ canWrite }: { canWrite: boolean }) {
  const t = useReturnsStrings()
  const lang = useLanguage()
  const { db } = useData()
  const { data, loading } = useRxQuery(() => creditNotesQuery(db), [db])
  const invoicesQ = useRxQuery(() => postedInvoicesQuery(db), [db])
  const invoiceNo = useMemo(
    () => new Map(((invoicesQ.data ?? []) as Voucher[]).map((v) => [v.id, v.number])),
    [invoicesQ.data],
  )
  const before = useMemo(
    () => [
      voucherColumns.number(t('colNumber')),
      voucherColumns.date(t('colDate'), lang),
      voucherColumns.party(t('colBuyer'), 'buyer'),
    ],
    [t, lang],
  )
  const after = useMemo((): RegisterColumn<Voucher>[] => {
    const reason = (v: Voucher) =>
      v.details?.reason ? t(`reason_${v.details.reason}` as 'reason_discount') : ''
    return [
      {
        id: 'reason',
        header: t('colReason'),
        cell: reason,
        value: (v) => textCell(reason(v)),
        width: { min: 10 },
      },
      voucherColumns.total(t('colTotal'), lang),
    ]
  }, [t, lang])
  return (
    <NotesRegister
      text={{
        title: t('title'),
        intro: t('intro'),
        newLabel: t('newNote'),
        search: t('search'),
        loading: t('loading'),
        empty: t('empty'),
        noMatches: t('noMatches'),
      }}
      canWrite={canWrite}
      notes={data as Voucher[] | undefined}
      loading={loading}
      againstNo={invoiceNo}
      against={{ id: 'invoice', header: t('colInvoice'), width: 11 }}
      matches={voucherMatches}
      before={before}
      after={after}
      newHref={salesReturnsModule.href.new()}
      hrefOf={salesReturnsModule.href.note}
      exportName="credit-notes"
      testIds={{ new: 'new-credit-note', count: 'credit-note-count', list: 'credit-note-list' }}
    />
  )
}
