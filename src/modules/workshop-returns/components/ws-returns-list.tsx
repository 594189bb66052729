// The register of workshop credit notes: newest first, searched by note or invoice number or name, with the
// total of what is shown.
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
import { postedWorkshopInvoicesQuery, wsReturnsQuery } from '../data/ws-returns'
import { wsReturnModule } from '../module'
import { useWsReturnStrings } from '../ws-return-strings'

export function WsReturnsList({ canWrite }: { canWrite: boolean }) {
  const t = useWsReturnStrings()
  const lang = useLanguage()
  const navigate = useNavigate()
  const { db } = useData()
  const { data, loading } = useRxQuery(() => wsReturnsQuery(db), [db])
  const invoicesQ = useRxQuery(() => postedWorkshopInvoicesQuery(db), [db])
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
  const reason = useCallback(
    (v: Voucher) => (v.details?.reason ? t(`reason_${v.details.reason}` as 'reason_overcharged') : ''),
    [t],
  )
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
        cell: reason,
        value: (v) => textCell(reason(v)),
        width: { min: 10 },
      },
      voucherColumns.total(t('colTotal'), lang),
    ],
    [t, lang, invoiceNo, reason],
  )
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4">
      <RegisterHeading
        title={t('title')}
        intro={t('intro')}
        actions={
          canWrite ? (
            <Link to={wsReturnModule.href.new()} className={buttonVariants()} data-testid="new-ws-return">
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
        onOpen={(v) => navigate(wsReturnModule.href.note(v.id))}
        loading={loading}
        loadingText={t('loading')}
        emptyText={t('empty')}
        noMatchText={t('noMatches')}
        exportName="workshop-credit-notes"
        testIds={{ count: 'ws-return-count', list: 'ws-return-list' }}
      />
    </section>
  )
}
