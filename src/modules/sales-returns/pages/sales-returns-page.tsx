// /sales-returns: the register, one credit note (?id=), and a new one (?new=1, with &invoice= from an invoice).
import { Link, useSearchParams } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { useRxDoc } from '@/data/use-rx'
import { Spinner } from '@/ui/spinner'
import { CreditNoteForm } from '../components/credit-note-form'
import { CreditNoteView } from '../components/credit-note-view'
import { CreditNotesList } from '../components/credit-notes-list'
import { salesReturnsModule } from '../module'
import { useReturnsStrings } from '../returns-strings'

function OneNote({ id }: { id: string }) {
  const t = useReturnsStrings()
  const { db } = useData()
  const { data: voucher, loading } = useRxDoc(() => db.vouchers.findOne(id), [db, id])
  if (loading || voucher === undefined) return <Spinner label={t('loading')} className="min-h-[40vh]" />
  if (!voucher || (voucher as Voucher).type !== 'vcn') {
    return (
      <div role="alert" className="mx-auto max-w-4xl">
        <p className="text-ink">{t('notFound')}</p>
        <Link
          to={salesReturnsModule.href.list()}
          className="mt-2 inline-block text-brand-700 hover:underline"
        >
          ← {t('back')}
        </Link>
      </div>
    )
  }
  return <CreditNoteView note={voucher as Voucher} />
}

export default function SalesReturnsPage() {
  const auth = useAuth()
  const [params] = useSearchParams()
  const canWrite = auth.can('sales_returns', 'write') && !auth.readOnly
  const id = params.get('id')
  if (id) return <OneNote id={id} />
  if (params.get('new') && canWrite) {
    return <CreditNoteForm key={params.toString()} invoiceId={params.get('invoice') ?? ''} />
  }
  return <CreditNotesList canWrite={canWrite} />
}
